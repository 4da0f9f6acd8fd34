package scenes

// Hand-over tests: hot-seat under fog, the next player's replay of what their units saw (played through, skipped by Confirm, Back or a click), its beats; screenshots of it.

import (
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/game"
	"skirmish/grid"
)

// hotSeatRooms opens a hot-seat battle under fog on the two rooms of roomsMap: Ann's warrior
// Bram in the west room at (2,2), Bo's zombie Rot in the east one at (7,3), by the door
// (5,3). It plays until Bo has walked Rot through the door to (4,3) and ended his turn, and
// returns at Ann's hand-over.
func hotSeatRooms(t *testing.T) (*game.Game, *Handover) {
	t.Helper()
	g := newTestGame(t, nil)
	c := g.Context()
	path := filepath.Join(t.TempDir(), "rooms.txt")
	if err := os.WriteFile(path, []byte(roomsMap), 0o644); err != nil {
		t.Fatal(err)
	}
	spec := BattleSpec{Map: path, Rules: "delvers", Seed: 7, Fog: true, Sides: []SideSpec{
		{Name: "Delvers", Human: true, Player: "Ann", Units: []UnitSpec{{Kind: "warrior", Name: "Bram", Pos: grid.Pos{X: 2, Y: 2}}}},
		{Name: "Undead", Human: true, Player: "Bo", Units: []UnitSpec{{Kind: "zombie", Name: "Rot", Pos: grid.Pos{X: 7, Y: 3}}}},
	}}
	c.Push(NewTitle(c))
	showBattle(c, spec, false)
	walked := false
	for range 60 {
		switch top := g.Top().(type) {
		case *Handover:
			if walked && top.side == 0 {
				return g, top
			}
			press(t, g, game.Confirm)
			if _, ok := g.Top().(*handoverReplay); ok {
				press(t, g, game.Back) // Bo's replay of Ann's turn, if Bram was seen doing anything
			}
		case *Battle:
			switch {
			case top.P.Pending() != nil:
				press(t, g, game.Cancel)
			case !top.humanTurn():
				frames(t, g, 2)
			case top.current() == 1 && !walked:
				rot := top.B().Unit("Rot")
				clickSquare(t, g, top, rot.Pos)
				clickSquare(t, g, top, grid.Pos{X: 4, Y: 3})
				if rot.Pos != (grid.Pos{X: 4, Y: 3}) {
					t.Fatalf("Rot did not run to (4,3): he is at %v", rot.Pos)
				}
				walked = true
			default:
				press(t, g, game.EndTurn)
			}
		default:
			t.Fatalf("the top scene is %T", g.Top())
		}
	}
	t.Fatal("Ann's hand-over after Rot's run never came")
	return nil, nil
}

func TestHandoverReplaysWhatTheSideSaw(t *testing.T) {
	needDisplay(t)
	g, h := hotSeatRooms(t)
	c := g.Context()
	live := h.b
	if h.retell == nil || h.retell.Sighting.Shown == 0 {
		t.Fatalf("Ann's hand-over has no replay of Rot's run through the door: %+v", h.retell)
	}
	img, _ := frames(t, g, 1)
	checkFrame(t, "hand-over", img, c.Theme.Text, 300, image.Rect(330, 230, 950, 490))
	shoot(t, img, "handover-card")
	press(t, g, game.Confirm)
	r, ok := g.Top().(*handoverReplay)
	if !ok {
		t.Fatalf("Confirm on the hand-over opened %T, want the replay", g.Top())
	}
	s := r.show
	if s.P.Holder() != 0 || s.P.Sight().Fog(0) == nil {
		t.Fatalf("the replay shows side %d's eyes (fog %v), want the Delvers' under fog", s.P.Holder(), s.P.Sight().Fog(0) != nil)
	}
	// Rot starts by the door, and walks in square by square
	rot := s.B().Unit("Rot")
	if rot.Pos != (grid.Pos{X: 7, Y: 3}) {
		t.Fatalf("the replay starts with Rot at %v, want where he stood at Ann's last turn, (7,3)", rot.Pos)
	}
	var path []grid.Pos
	for range 400 {
		if g.Top() != game.Scene(r) {
			break
		}
		img, _ = frames(t, g, 1)
		tk := s.anim["Rot"]
		p := grid.Pos{X: int(tk.x) / s.B().Map.TileWidth, Y: int(tk.y) / s.B().Map.TileHeight}
		if float64(p.X*s.B().Map.TileWidth) == tk.x && float64(p.Y*s.B().Map.TileHeight) == tk.y && (len(path) == 0 || path[len(path)-1] != p) {
			path = append(path, p)
		}
		if len(r.walks) > 0 && len(path) == 2 {
			shoot(t, img, "handover-replay")
			checkFrame(t, "the replay", img, c.Theme.Accent, 100, image.Rect(c.Width-battleSideW, battleTopH, c.Width, 200))
		}
	}
	if g.Top() != game.Scene(live) {
		t.Fatalf("after the replay the top scene is %T, want the battle", g.Top())
	}
	if !r.Done() {
		t.Errorf("the replay closed after %d of %d beats", r.r.Beat(), r.r.Beats())
	}
	// the token walked through the door, one square at a time, and no further than seen
	want := []grid.Pos{{X: 7, Y: 3}, {X: 6, Y: 3}, {X: 5, Y: 3}, {X: 4, Y: 3}}
	if len(path) < 2 || path[len(path)-1] != want[len(want)-1] || !slices.Equal(path, want[len(want)-len(path):]) {
		t.Errorf("Rot's token stood on %v, want the squares of his run %v", path, want)
	}
	said := ""
	for _, l := range s.log.lines {
		said += l.text + "\n"
	}
	if !strings.Contains(said, "Rot") || strings.Contains(said, "Bram moves") {
		t.Errorf("the replay's log says:\n%s\nwant Rot's run and nothing of Ann's own turn", said)
	}
	if !live.humanTurn() || live.current() != 0 {
		t.Errorf("after the replay the side in turn is %d, want Ann's Delvers", live.current())
	}
}

func TestHandoverReplaySkipped(t *testing.T) {
	needDisplay(t)
	for _, skip := range []struct {
		name string
		do   func(*game.Input)
	}{
		{"Confirm", func(in *game.Input) { in.InjectActions(game.Confirm) }},
		{"Back", func(in *game.Input) { in.InjectActions(game.Back) }},
		{"a click", func(in *game.Input) { in.InjectClick(400, 300) }},
	} {
		g, h := hotSeatRooms(t)
		press(t, g, game.Confirm)
		r, ok := g.Top().(*handoverReplay)
		if !ok {
			t.Fatalf("%s: Confirm on the hand-over opened %T, want the replay", skip.name, g.Top())
		}
		skip.do(g.Context().Input)
		frames(t, g, 2)
		if g.Top() != game.Scene(h.b) {
			t.Errorf("%s: the top scene is %T, want the battle", skip.name, g.Top())
		}
		if r.Done() {
			t.Errorf("%s: the replay played every beat before it was skipped", skip.name)
		}
	}
}

func TestHandoverWithoutFogHasNoReplay(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	spec := pitSpec(t, "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 4, Y: 2}, false)
	spec.Sides[1].Human, spec.Sides[1].Player = true, "Bo"
	b, err := NewBattle(c, spec)
	if err != nil {
		t.Fatal(err)
	}
	b.PlayAI(2)
	if h := NewHandover(c, b, b.current()); h.retell != nil {
		t.Error("a hand-over without fog of war offers a replay")
	}
}

func TestHandoverReplayShot(t *testing.T) {
	// a replay on a bundled map, halfway, for looking at
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	s := cryptSetup(t, c)
	r, err := ShotHandoverReplay(c, s.Spec(), 6)
	if err != nil {
		t.Fatal(err)
	}
	c.Push(r)
	img, _ := frames(t, g, 12)
	shoot(t, img, "handover-replay-crypt")
	checkFrame(t, "the replay on the crypt", img, c.Theme.Accent, 100, image.Rect(c.Width-battleSideW, battleTopH, c.Width, 200))
}

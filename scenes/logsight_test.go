package scenes

// Test that under fog of war the combat log tells each hot-seat side only what its units saw.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// TestFogHidesTheLogOfWhatASideDidNotSee: on the two rooms, Bo's zombie Rot steps along the
// east room's north wall, out of the sight of Ann's warrior Bram in the west room. When the screen is handed to Ann, her
// log has the round's frame but not a word of Rot's walk; Bo's log has it.
func TestFogHidesTheLogOfWhatASideDidNotSee(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	path := filepath.Join(t.TempDir(), "rooms.txt")
	if err := os.WriteFile(path, []byte(roomsMap), 0o644); err != nil {
		t.Fatal(err)
	}
	spec := BattleSpec{Map: path, Rules: "delvers", Seed: 7, Fog: true, Sides: []SideSpec{
		{Name: "Delvers", Human: true, Player: "Ann", Units: []UnitSpec{{Kind: "warrior", Name: "Bram", Pos: grid.Pos{X: 2, Y: 2}}}},
		{Name: "Undead", Human: true, Player: "Bo", Units: []UnitSpec{{Kind: "zombie", Name: "Rot", Pos: grid.Pos{X: 8, Y: 1}}}},
	}}
	c.Push(NewTitle(c))
	showBattle(c, spec, false)
	walked := false
	var live *Battle
	for range 60 {
		switch top := g.Top().(type) {
		case *Handover:
			if walked && top.side == 0 {
				live = top.b
			} else {
				press(t, g, game.Confirm)
			}
		case *handoverReplay:
			press(t, g, game.Back)
		case *Battle:
			switch {
			case top.P.Pending() != nil:
				press(t, g, game.Cancel)
			case !top.humanTurn():
				frames(t, g, 2)
			case top.current() == 1 && !walked:
				clickSquare(t, g, top, top.B().Unit("Rot").Pos)
				clickSquare(t, g, top, grid.Pos{X: 9, Y: 1})
				if p := top.B().Unit("Rot").Pos; p != (grid.Pos{X: 9, Y: 1}) {
					t.Fatalf("Rot did not walk to (9,1): he is at %v", p)
				}
				walked = true
			default:
				press(t, g, game.EndTurn)
			}
		default:
			t.Fatalf("the top scene is %T", g.Top())
		}
		if live != nil {
			break
		}
	}
	if live == nil {
		t.Fatal("Ann's hand-over after Rot's walk never came")
	}
	text := func(ls []play.Line) string {
		var b strings.Builder
		for _, l := range ls {
			b.WriteString(l.Text + "\n")
		}
		return b.String()
	}
	if all := text(live.P.Session(-1).Log()); !strings.Contains(all, "Rot moves") {
		t.Fatalf("the battle's whole log does not tell Rot's walk:\n%s", all)
	}
	ann := text(live.P.Session(0).Log())
	if strings.Contains(ann, "Rot") {
		t.Errorf("Ann's log tells what Bram never saw:\n%s", ann)
	}
	if !strings.Contains(ann, "turn of Undead") || !strings.Contains(ann, "end of turn") {
		t.Errorf("Ann's log lost the frame of Bo's turn:\n%s", ann)
	}
	if bo := text(live.P.Session(1).Log()); !strings.Contains(bo, "Rot moves") {
		t.Errorf("Bo's log does not tell his own zombie's walk:\n%s", bo)
	}
	// the screen shows Ann, whose hand-over it is, her log
	live.syncLog()
	if shown := text(live.seat().Log()); live.P.Holder() != 0 || shown != ann {
		t.Errorf("the screen shows side %d's log:\n%s", live.P.Holder(), shown)
	}
}

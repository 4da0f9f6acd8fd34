package scenes

// Battle tests: Setup's Start opens the battle; a human selects, moves, attacks and ends turns through
// injected input while the AI plays, until the results open; every action button has a hot key.

import (
	"fmt"
	"image"
	"math"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/narrate"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// pitMap is a small walled room for a short fight.
const pitMap = "title: The Pit\nsides: Delvers, Undead\n" +
	"############\n" +
	"#..........#\n" +
	"#..........#\n" +
	"#..........#\n" +
	"#..........#\n" +
	"############\n"

// pitSetup opens the setup screen on the pit with a warrior (human) against a zombie (AI).
func pitSetup(t *testing.T, g *game.Game) *Setup {
	t.Helper()
	c := g.Context()
	s := textSetup(t, c, "pit.txt", pitMap)
	s.spec.Seed = 7
	s.spec.Sides = []SideSpec{
		{Name: "Delvers", Human: true, Player: "Ann", Units: []UnitSpec{{Kind: "warrior", Name: "Bram", Pos: grid.Pos{X: 2, Y: 2}}}},
		{Name: "Undead", Level: 1, Units: []UnitSpec{{Kind: "zombie", Name: "Rot", Pos: grid.Pos{X: 8, Y: 3}}}},
	}
	c.Push(NewTitle(c))
	c.Push(s)
	return s
}

// battleOf returns the battle on top (under a hand-over or pause), or nil.
func battleOf(g *game.Game) *Battle {
	switch s := g.Top().(type) {
	case *Battle:
		return s
	case *Handover:
		return s.b
	}
	return nil
}

// clickSquare clicks the centre of a square of the battle's map.
func clickSquare(t *testing.T, g *game.Game, b *Battle, p grid.Pos) {
	t.Helper()
	x, y, w, h := b.field.view.SquareRect(p.X, p.Y)
	g.Context().Input.InjectClick(int(x+w/2), int(y+h/2))
	frames(t, g, 3)
}

func TestBattlePlayedToResults(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	g := newTestGame(t, nil)
	c := g.Context()
	pitSetup(t, g)
	frames(t, g, 2)
	clickOn(t, g, "start")
	if _, ok := g.Top().(*Deploy); ok { // Bram deploys where the spec put him
		clickOn(t, g, "auto")
		clickOn(t, g, "start")
	}
	b := battleOf(g)
	if b == nil {
		t.Fatalf("Start opened %T, want the battle", g.Top())
	}
	b.P.SetMaxRounds(40)
	img, _ := frames(t, g, 3)
	th := c.Theme
	checkFrame(t, "battle", img, th.Accent, 100, image.Rect(0, 0, 300, battleTopH)) // the round
	checkFrame(t, "battle", img, th.Text, 300, image.Rect(c.Width-battleSideW, battleTopH, c.Width, c.Height))

	moved, attacked, ended := false, false, 0
	for step := 0; step < 400; step++ {
		bt, ready, done := humanMove(t, g, step)
		if done {
			break
		}
		if !ready {
			continue
		}
		bram := bt.B().Unit("Bram")
		if bt.P.Selected() != bram {
			clickSquare(t, g, bt, bram.Pos)
			if bt.P.Selected() != bram {
				t.Fatalf("clicking Bram's square selected %v", bt.P.Selected())
			}
		}
		rot := bt.B().Unit("Rot")
		if slices.Contains(targetsOf(bt, "melee"), "Rot") {
			before := len(bt.B().Log)
			clickSquare(t, g, bt, rot.Pos)
			if len(bt.B().Log) == before {
				t.Fatalf("clicking Rot with melee open did nothing")
			}
			attacked = true
			continue
		}
		if sq := squaresOf(bt, "run"); len(sq) > 0 && !moved {
			best := sq[0]
			for _, p := range sq {
				if cheb(p, rot.Pos) < cheb(best, rot.Pos) {
					best = p
				}
			}
			from := bram.Pos
			clickSquare(t, g, bt, best)
			if bram.Pos == from {
				t.Fatalf("clicking %v did not move Bram (at %v)", best, from)
			}
			moved = true
			continue
		}
		if sq := squaresOf(bt, "run"); !bt.B().Map.Adjacent(bram.Pos, rot.Pos) && len(sq) > 1 {
			best := sq[0]
			for _, p := range sq {
				if cheb(p, rot.Pos) < cheb(best, rot.Pos) {
					best = p
				}
			}
			if best != bram.Pos {
				clickSquare(t, g, bt, best)
				continue
			}
		}
		round := bt.B().Round
		press(t, g, game.EndTurn)
		if bt.humanTurn() && bt.B().Round == round && !bt.B().Over {
			t.Fatal("End turn did not end the turn")
		}
		ended++
	}
	r, ok := g.Top().(*Results)
	if !ok {
		t.Fatalf("the battle did not reach the results: top is %T", g.Top())
	}
	// The warrior may cut the zombie down in its first turn, before it ever ends one.
	if !moved || !attacked || ended == 0 && r.o.Rounds > 1 {
		t.Errorf("moved %v, attacked %v, ended %d turns in %d rounds: want a move, an attack and a turn ended", moved, attacked, ended, r.o.Rounds)
	}
	if r.o.Rounds == 0 || len(r.o.Sides) != 2 {
		t.Errorf("outcome %+v", r.o)
	}
	img, _ = frames(t, g, 3)
	checkFrame(t, "results", img, th.Text, 300, headerBand, bodyBand)
}

// humanMove waits, a step of a battle played by clicks, for a human to act: it confirms a
// hand-over, declines a prompt or lets the AI play a few frames, and reports the battle on
// top, whether a human may act on it now (ready), and done when the results are on top.
func humanMove(t *testing.T, g *game.Game, step int) (bt *Battle, ready, done bool) {
	t.Helper()
	if _, ok := g.Top().(*Results); ok {
		return nil, false, true
	}
	bt = battleOf(g)
	if bt == nil {
		t.Fatalf("step %d: the top scene is %T", step, g.Top())
	}
	switch _, handover := g.Top().(*Handover); {
	case handover:
		press(t, g, game.Confirm)
	case bt.P.Pending() != nil:
		press(t, g, game.Cancel)
	case !bt.humanTurn() || bt.B().Over:
		frames(t, g, 10)
	default:
		return bt, true, false
	}
	return bt, false, false
}

// cheb is the distance in squares, diagonals counting one.
func cheb(a, b grid.Pos) int { return max(absInt(a.X-b.X), absInt(a.Y-b.Y)) }

func TestEveryActionButtonHasItsKey(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	// a Delvers warrior lists every action of the rules: more than twenty buttons, the common
	// ones in the bar, the rest in More's list
	b := duelBattle(t, g, "delvers", nil, "warrior", "zombie", 8, 1)
	n := len(b.KindButtons())
	if n <= 20 || b.bar.common >= n {
		t.Fatalf("the warrior has %d buttons, %d in the bar; want more than 20, some behind More", n, b.bar.common)
	}
	b.bar.moreOpen = true
	x, y, w, h := b.lay.button(12)
	hover := image.Pt(int(x+w/2), int(y+h/2))
	c.Input.Inject(game.Frame{Cursor: &hover})
	img, _ := frames(t, g, 3)
	keepShot(t, "action-keys", img)
	if !b.bar.moreOpen {
		t.Fatal("More's list shut by itself")
	}
	for i := range n {
		want := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "0"}[i%10]
		want = []string{"", "Shift+", "Ctrl+"}[i/10] + want
		if got := keyHint(c, game.HotKeys[i]); got != want {
			t.Errorf("button %d (%s) shows key %q, want %q", i+1, b.KindButtons()[i].Label, got, want)
		}
		if got := b.buttonTitle(c, i); !strings.HasSuffix(got, "("+want+")") {
			t.Errorf("button %d's tooltip is titled %q, want its key %s", i+1, got, want)
		}
		// the key is drawn at the button's right: pixels of the key's colour there
		x, y, w, h := b.lay.button(i)
		keyArea := image.Rect(int(x+w-30), int(y+4), int(x+w-2), int(y+h-4))
		col := c.Theme.TextDim
		if b.KindButtons()[i].Refused != "" {
			col = darken(c.Theme.TextDim, 0.75)
		}
		if k := near(img, keyArea, col); i != 12 && k < 3 {
			t.Errorf("button %d (%s): %d pixels of its key drawn at its right", i+1, b.KindButtons()[i].Label, k)
		}
	}
	// past the tenth, each key chooses its button: a greyed one says why not, in the notice
	for i := 10; i < n; i++ {
		o := b.KindButtons()[i]
		if o.Refused == "" {
			continue
		}
		b.notes.noticeT = 0
		press(t, g, game.HotKeys[i])
		if want := o.Label + ": " + o.Refused; b.notes.noticeT == 0 || b.notes.notice != want {
			t.Errorf("%s's key %s: notice %q, want %q", o.Label, keyHint(c, game.HotKeys[i]), b.notes.notice, want)
		}
	}
	// an open one behind More is chosen by its key, the list shut
	i := optionIndex(t, b, "shove")
	if i < b.bar.common {
		t.Fatalf("the shove stands in the bar (button %d of %d): want it behind More", i+1, b.bar.common)
	}
	press(t, g, game.HotKeys[i])
	if b.P.Chosen() != "shove" {
		t.Errorf("%s chose %q, want the shove", keyHint(c, game.HotKeys[i]), b.P.Chosen())
	}
}

// A key means one kind of action all battle: before moving and after, the buttons keep their
// kinds and places; what the unit may no longer do is greyed, not replaced.
func TestActionKeysKeepTheirKindsThroughATurn(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	b := duelBattle(t, g, "delvers", nil, "warrior", "zombie", 8, 1)
	kinds := func() []string {
		var out []string
		for _, k := range b.KindButtons() {
			out = append(out, k.Kind)
		}
		return out
	}
	before := kinds()
	var openBefore []bool
	for _, k := range b.KindButtons() {
		openBefore = append(openBefore, k.Refused == "")
	}
	move := optionIndex(t, b, moveKindOf(b))
	if b.KindButtons()[move].Refused != "" {
		t.Fatalf("the warrior cannot move: %v", b.KindButtons()[move].Refused)
	}
	to := grid.Pos{X: 2, Y: 3} // beside the foe still: no free attack
	clickSquare(t, g, b, to)
	if got := b.B().Unit("Hero").Pos; got != to {
		t.Fatalf("the warrior is at %v, want it moved to %v", got, to)
	}
	after := kinds()
	if !slices.Equal(before, after) {
		t.Fatalf("after a move the buttons are %v, before %v: each key must keep its kind", after, before)
	}
	changed := 0
	for i, k := range b.KindButtons() {
		if (k.Refused == "") != (openBefore[i]) {
			changed++
		}
	}
	if changed == 0 {
		t.Errorf("after a move every button is as open as before: the test shows nothing greyed in place")
	}
}

func TestMapIsBakedByVisibleChunks(t *testing.T) {
	// the battle bakes only the chunks of the map on screen, at the camera's zoom: at every
	// zoom the map shows whole on the first frame, and the chunks kept stay within what a few
	// screens need
	g, c, b := cryptBattle(t)
	area := image.Rect(int(b.lay.mapX), int(b.lay.mapY), int(b.lay.mapX+b.lay.mapW), int(b.lay.mapY+b.lay.mapH))
	onScreen := func() int { // chunks that may meet the map's part of the screen
		return int((math.Ceil(b.lay.mapW/game.ChunkSize) + 1) * (math.Ceil(b.lay.mapH/game.ChunkSize) + 1))
	}
	for step := 0; step < 3; step++ {
		c.Input.InjectActions(game.ZoomIn)
		drawnBefore, _ := b.field.view.Baked()
		img, _ := frames(t, g, 1)
		drawn, kept := b.field.view.Baked()
		if k := colours(img.SubImage(area).(*image.RGBA)); k < 40 {
			t.Errorf("zoom %v: the first frame shows %d colours on the map: is it blank?", b.field.view.Cam.Zoom(), k)
		}
		if n := drawn - drawnBefore; n > onScreen() {
			t.Errorf("zoom %v: %d chunks drawn for one screen, want at most %d", b.field.view.Cam.Zoom(), n, onScreen())
		}
		if kept > 48 {
			t.Errorf("zoom %v: %d chunks kept", b.field.view.Cam.Zoom(), kept)
		}
		keepShot(t, fmt.Sprintf("chunks-zoom%v", b.field.view.Cam.Zoom()), img)
	}
}

func TestCombatLogLinesFitThePanel(t *testing.T) {
	// every line of the log fits the panel in the face it is written in: the rounds' and
	// actions' lines are bold, and wrapped as bold
	needDisplay(t)
	for _, id := range []string{"delvers", "age13"} {
		g := newTestGame(t, nil)
		c := g.Context()
		b := helpBattle(t, c, id)
		b.PlayAI(c, 6)
		b.afterAction(c)
		// an action's line as the crypt's skeleton archers make them, in bold
		b.log.add(play.Line{Text: "16. Skeleton Archer 1: ranged Fighter 1 with shortbow", Depth: narrate.ActionDepth}, c.Fonts, b.lay.logW)
		bold := 0
		for _, ln := range b.log.lines {
			indent := float64(ln.depth) * 6
			if w := game.TextWidth(ln.text, logFace(c.Fonts, ln.depth)); w > b.lay.logW-indent-8 {
				t.Errorf("%s: %q is %.0f px wide, the log %.0f", id, ln.text, w, b.lay.logW-indent-8)
			}
			if logFace(c.Fonts, ln.depth) == c.Fonts.SmallBold {
				bold++
			}
		}
		if len(b.log.lines) < 20 || bold == 0 {
			t.Errorf("%s: %d lines, %d bold: want a played log", id, len(b.log.lines), bold)
		}
	}
}

// plainMap is a grid and nothing else: no title, sides, spawns, zones or exits.
const plainMap = "..............\n" +
	"......##......\n" +
	"..............\n" +
	"...~......~...\n" +
	"..............\n" +
	"......##......\n" +
	"..............\n"

// TestHotSeatOnAPlainMap plays the whole hot-seat flow on a map with no game properties, under
// each ruleset: setup with units added, each side's deployment behind its hand-over, then the
// battle, two humans passing the screen, each selecting, walking, attacking (and choosing an
// action past the tenth by its key), until one side wins or three rounds pass.
func TestHotSeatOnAPlainMap(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })
	for _, tc := range []struct{ rules, kind string }{{"delvers", "warrior"}, {"age13", "fighter"}} {
		t.Run(tc.rules, func(t *testing.T) {
			g := newTestGame(t, nil)
			c := g.Context()
			s := textSetup(t, c, "plain.txt", plainMap)
			if err := s.useRules(c, tc.rules, 11); err != nil {
				t.Fatal(err)
			}
			e, ok := s.cat.Lookup(tc.kind)
			if !ok {
				t.Fatalf("no %s in the %s catalog", tc.kind, tc.rules)
			}
			for i := range 2 {
				for range 2 {
					if err := s.spec.AddUnit(s.gm, i, e); err != nil {
						t.Fatal(err)
					}
				}
				s.spec.Sides[i].Human, s.spec.Sides[i].Player = true, []string{"Ann", "Bo"}[i]
			}
			s.build(c)
			c.Push(NewTitle(c))
			c.Push(s)
			frames(t, g, 2)
			clickOn(t, g, "start")
			for range 2 { // each side places its units behind a hand-over (none without fog)
				if _, ok := g.Top().(*deployHandover); ok {
					press(t, g, game.Confirm)
				}
				clickOn(t, g, "auto")
				clickOn(t, g, "start")
			}
			b := battleOf(g)
			if b == nil {
				t.Fatalf("Start battle opened %T, want the battle", g.Top())
			}
			b.P.SetMaxRounds(3)
			handovers, attacks, moves, keyed := 0, 0, 0, false
			for step := 0; step < 600; step++ {
				if _, ok := g.Top().(*Results); ok {
					break
				}
				if _, ok := g.Top().(*handoverReplay); ok { // under fog, what the side saw
					img, _ := frames(t, g, 3)
					keepShot(t, "plain-"+tc.rules+"-seen", img)
					press(t, g, game.Confirm)
					continue
				}
				bt := battleOf(g)
				if bt == nil {
					t.Fatalf("step %d: the top scene is %T", step, g.Top())
				}
				if _, ok := g.Top().(*Handover); ok {
					img, _ := frames(t, g, 1)
					if handovers == 1 {
						keepShot(t, "plain-"+tc.rules+"-handover", img)
					}
					handovers++
					press(t, g, game.Confirm)
					continue
				}
				if bt.P.Pending() != nil {
					press(t, g, game.Confirm)
					continue
				}
				if bt.P.Over() {
					frames(t, g, 10)
					continue
				}
				if bt.P.Selected() == nil {
					press(t, g, game.NextUnit)
					if bt.P.Selected() == nil {
						press(t, g, game.EndTurn)
						continue
					}
				}
				u := bt.P.Selected()
				if !keyed && len(bt.KindButtons()) > 10 {
					// a button past the tenth, by its key: greyed ones say why, open ones are chosen
					i := len(bt.KindButtons()) - 1
					o, events := bt.KindButtons()[i], len(bt.B().Log)
					press(t, g, game.HotKeys[i])
					if o.Refused != "" && bt.notes.noticeT == 0 || o.Refused == "" && bt.ChosenButton() != i && len(bt.B().Log) == events {
						t.Errorf("%s's key %s for %s did nothing", u.Name, keyHint(c, game.HotKeys[i]), o.Label)
					}
					press(t, g, game.Cancel)
					keyed = true
					continue
				}
				var foe *combat.Unit
				for _, kind := range []string{"melee", "ranged"} {
					if ts := targetsOf(bt, kind); len(ts) > 0 {
						foe = bt.B().Unit(ts[0])
						break
					}
				}
				if foe != nil {
					bt.LookAt(foe.Pos)
					before := len(bt.B().Log)
					if attacks == 0 {
						x, y, w, h := bt.field.view.SquareRect(foe.Pos.X, foe.Pos.Y)
						p := image.Pt(int(x+w/2), int(y+h/2))
						c.Input.Inject(game.Frame{Cursor: &p})
						img, _ := frames(t, g, 3)
						keepShot(t, "plain-"+tc.rules+"-attack-preview", img)
					}
					clickSquare(t, g, bt, foe.Pos)
					if len(bt.B().Log) == before && bt.P.Pending() == nil {
						t.Fatalf("clicking %s (%v) with %s did nothing (notice %q)", foe.Name, foe.Pos, u.Name, bt.notes.notice)
					}
					attacks++
					continue
				}
				if sq := squaresOf(bt, moveKindOf(bt)); len(sq) > 0 && play.CanAct(u) {
					var near *combat.Unit
					for _, v := range bt.B().Enemies(u) {
						if v.Active() && (near == nil || cheb(v.Pos, u.Pos) < cheb(near.Pos, u.Pos)) {
							near = v
						}
					}
					best := u.Pos
					for _, p := range sq {
						if near != nil && cheb(p, near.Pos) < cheb(best, near.Pos) {
							best = p
						}
					}
					if best != u.Pos {
						bt.LookAt(best)
						clickSquare(t, g, bt, best)
						moves++
						continue
					}
				}
				press(t, g, game.EndTurn)
			}
			img, _ := frames(t, g, 3)
			keepShot(t, "plain-"+tc.rules+"-end", img)
			if handovers < 2 || attacks == 0 || moves == 0 || !keyed {
				t.Errorf("%d hand-overs, %d attacks, %d moves, a key past the tenth %v: want each", handovers, attacks, moves, keyed)
			}
			if _, ok := g.Top().(*Results); !ok {
				t.Errorf("after the battle the top is %T, want the results", g.Top())
			}
		})
	}
}

// The odds over a foe say what a hit does to its morale (combat.Outlook): an orc, alone on its
// side, breaks at half its hp and its side with it; a skeleton is fearless.
func TestTooltipSaysWhatAHitDoesToMorale(t *testing.T) {
	needDisplay(t)
	for _, c := range []struct {
		foe, want string
	}{
		{"orc", "Morale: breaks it "},
		{"skeleton", "Morale: fearless (undead)"},
	} {
		t.Run(c.foe, func(t *testing.T) {
			g := newTestGame(t, nil)
			s := duelBattle(t, g, "delvers", nil, "warrior", c.foe, 8, 1) // the Heroes win the initiative
			if s.P.Selected() == nil {
				s.P.Select(s.B().Unit("Hero"))
			}
			s.seat().Send(play.Hover(s.B().Unit("Foe").Pos))
			h := s.seat().View().Hover
			if h == nil {
				t.Fatalf("no preview over the %s: seat %d, turn %d, selected %v", c.foe, s.seat().Side(), s.current(), s.P.Selected())
			}
			text := strings.Join(h.Lines, "\n")
			if h.Target != "Foe" || !strings.Contains(text, c.want) {
				t.Fatalf("the odds over the %s read %q, want %q", c.foe, text, c.want)
			}
			if c.foe == "orc" && !strings.Contains(text, "dropping it breaks the Monsters") {
				t.Errorf("the lone orc's odds %q do not say its side breaks when it drops", text)
			}
		})
	}
}

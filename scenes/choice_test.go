package scenes

// Choice strip tests under Xvfb: a shove's push picked by its hot key and aimed at a square, a swarm's join picked by a click on its chip, a charge ending on the square the player picks, a screen from afar, fight in spirit's bonus.

import (
	"image"
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// optionIndex is the index of the selected unit's enabled option of a kind, failing without one.
func optionIndex(t *testing.T, b *Battle, kind string) int {
	t.Helper()
	i := slices.IndexFunc(b.KindButtons(), func(o play.Button) bool { return o.Kind == kind })
	if i < 0 || b.KindButtons()[i].Refused != "" {
		t.Fatalf("%v has no %s option now: %+v", b.P.Selected(), kind, b.KindButtons())
	}
	if i >= len(game.HotKeys) {
		t.Fatalf("%s is button %d, past the hot keys", kind, i+1)
	}
	return i
}

// lastAction is the last action the battle took (its Acted event).
func lastAction(b *Battle) (combat.Action, bool) {
	for i := len(b.B().Log) - 1; i >= 0; i-- {
		if a, ok := b.B().Log[i].(combat.Acted); ok {
			return a.Action, true
		}
	}
	return combat.Action{}, false
}

// clickChip clicks the strip's chip with a label.
func clickChip(t *testing.T, g *game.Game, b *Battle, label string) {
	t.Helper()
	cl := &b.strip
	i := slices.IndexFunc(cl.chips, func(c chip) bool { return c.label == label })
	if i < 0 {
		t.Fatalf("no chip %q in the strip: %+v", label, cl.chips)
	}
	ch := cl.chips[i]
	g.Context().Input.InjectClick(int(cl.x+ch.x+ch.w/2), int(cl.y+ch.y+ch.h/2))
	frames(t, g, 3)
}

// clickButton clicks the i-th action button.
func clickButton(t *testing.T, g *game.Game, b *Battle, i int) {
	t.Helper()
	if i >= b.bar.common && !b.bar.moreOpen { // behind More: open its list first
		x, y, w, h := b.lay.slot(b.bar.common)
		g.Context().Input.InjectClick(int(x+w/2), int(y+h/2))
		frames(t, g, 2)
		if !b.bar.moreOpen {
			t.Fatal("a click on More did not open its list")
		}
	}
	x, y, w, h := b.lay.button(i)
	g.Context().Input.InjectClick(int(x+w/2), int(y+h/2))
	frames(t, g, 3)
}

func TestChoiceStripShovePushByClicks(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	// delvers-combat.md "Combat Sequence": the sides roll a d8; the heroes' 8 beats the 1
	b := duelBattle(t, g, "delvers", nil, "warrior", "zombie", 8, 1)
	i := slices.IndexFunc(b.KindButtons(), func(o play.Button) bool { return o.Kind == "shove" })
	if i < 0 || b.KindButtons()[i].Refused != "" {
		t.Fatalf("no shove: %+v", b.KindButtons())
	}
	clickButton(t, g, b, i)
	if !b.P.Strip().Shown() || !slices.Equal(b.P.Strip().Choices, []string{"prone", "push"}) {
		t.Fatalf("choosing Shove shows the strip %+v; want its choices prone and push (delvers-combat.md \"Shoving\")", b.P.Strip())
	}
	img, _ := frames(t, g, 2)
	keepShot(t, "choice-strip-shove", img)
	c := g.Context()
	cl := &b.strip
	box := image.Rect(int(cl.x), int(cl.y), int(cl.x+cl.w), int(cl.y+cl.h))
	checkFrame(t, "choice strip", img, c.Theme.Accent, 60, box)
	checkFrame(t, "choice strip", img, c.Theme.Text, 60, box)
	// the button again picks the next choice, as its hot key does: prone
	clickButton(t, g, b, i)
	if b.P.Strip().Choice != 0 || b.ChosenButton() != i {
		t.Fatalf("the button again picked choice %d (chosen %d), want 0 (prone)", b.P.Strip().Choice, b.ChosenButton())
	}
	clickChip(t, g, b, "Push")
	if b.P.Strip().Choice != 1 {
		t.Fatalf("clicking Push picked choice %d, want 1", b.P.Strip().Choice)
	}
	// the foe, then the square to push it into: the strip's push asks for one
	clickSquare(t, g, b, grid.Pos{X: 3, Y: 2})
	if b.P.Aim().Target != "Foe" || len(b.P.Aim().Squares) < 2 {
		t.Fatalf("after clicking the foe with push picked, the aim is %+v; want the squares round it", b.P.Aim())
	}
	for _, p := range b.P.Aim().Squares {
		if cheb(p, grid.Pos{X: 3, Y: 2}) != 1 {
			t.Errorf("square %v is offered for the push, not next to the foe", p)
		}
	}
	img, _ = frames(t, g, 2)
	keepShot(t, "choice-strip-push-squares", img)
	to := b.P.Aim().Squares[len(b.P.Aim().Squares)-1]
	clickSquare(t, g, b, to)
	a, ok := lastAction(b)
	if !ok || a.Kind != "shove" || a.Choice != "push" || len(a.Path) != 1 || a.Path[0] != to {
		t.Fatalf("the last action is %+v, want a shove pushing into %v", a, to)
	}
}

func TestChoiceStripSwarmByKeys(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	b := duelBattle(t, g, "delvers", nil, "warrior", "zombie", 8, 1)
	// no one swarms the foe yet: joining is open, so Swarm attack is (delvers-combat.md "Make
	// a Swarm Attack")
	i := optionIndex(t, b, "swarm")
	press(t, g, game.HotKeys[i])
	press(t, g, game.HotKeys[i]) // Strike
	if b.P.Strip().Choice != 0 {
		t.Fatalf("the hot key again picked choice %d, want 0 (strike)", b.P.Strip().Choice)
	}
	// Strike, picked, is refused: no ally has joined yet
	before := len(b.B().Log)
	clickSquare(t, g, b, grid.Pos{X: 3, Y: 2})
	if len(b.B().Log) != before || b.notes.noticeT == 0 {
		t.Fatalf("a picked Strike with no swarm was taken (notice %q)", b.notes.notice)
	}
	press(t, g, game.HotKeys[i]) // Join
	if b.P.Strip().Choice != 1 {
		t.Fatalf("the hot key a third time picked choice %d, want 1 (join)", b.P.Strip().Choice)
	}
	clickSquare(t, g, b, grid.Pos{X: 3, Y: 2})
	if a, ok := lastAction(b); !ok || a.Kind != "swarm" || a.Choice != "join" || a.Target != "Foe" {
		t.Fatalf("the last action is %+v, want the swarm joined on Foe", a)
	}
}

func TestChargeEndsOnThePickedSquare(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	b := roomBattle(t, g, "delvers", nil, []UnitSpec{{Kind: "warrior", Name: "Hero", Pos: grid.Pos{X: 1, Y: 2}}},
		[]UnitSpec{{Kind: "zombie", Name: "Foe", Pos: grid.Pos{X: 6, Y: 2}}}, 8, 1)
	i := optionIndex(t, b, "charge")
	charges := b.P.Listing().Of("charge")
	ends := squaresOf(b, "charge")
	if len(charges) < 2 || len(ends) < 2 || len(charges[0].Action.Path) == 0 {
		t.Fatalf("the charge lists %v; want several end squares, the nearest first", charges)
	}
	def := charges[0].Action.Path[len(charges[0].Action.Path)-1]
	var end grid.Pos
	for _, p := range ends {
		if p != def {
			end = p
			break
		}
	}
	press(t, g, game.HotKeys[i])
	clickSquare(t, g, b, end)
	a, ok := lastAction(b)
	if !ok || a.Kind != "charge" || a.Target != "Foe" || len(a.Path) != 1 || a.Path[0] != end {
		t.Fatalf("the last action is %+v; want a charge at Foe ending on %v, not the default %v", a, end, def)
	}
}

func TestScreenFromAfarAsksForTheSquare(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	b := roomBattle(t, g, "delvers", nil, []UnitSpec{
		{Kind: "warrior", Name: "Hero", Pos: grid.Pos{X: 1, Y: 1}},
		{Kind: "warrior", Name: "Ward", Pos: grid.Pos{X: 5, Y: 3}},
	}, []UnitSpec{{Kind: "zombie", Name: "Foe", Pos: grid.Pos{X: 8, Y: 1}}}, 8, 1)
	i := optionIndex(t, b, "screen")
	press(t, g, game.HotKeys[i])
	clickSquare(t, g, b, grid.Pos{X: 5, Y: 3})
	if b.P.Aim().Target != "Ward" || len(b.P.Aim().Squares) == 0 {
		t.Fatalf("clicking the far ally with Screen chosen aims %+v; want the squares next to Ward", b.P.Aim())
	}
	to := b.P.Aim().Squares[0]
	clickSquare(t, g, b, to)
	a, ok := lastAction(b)
	if !ok || a.Kind != "screen" || a.Target != "Ward" || len(a.Path) == 0 || a.Path[len(a.Path)-1] != to {
		t.Fatalf("the last action is %+v, want Hero screening Ward from %v", a, to)
	}
	if h := b.B().Unit("Hero"); h.Pos != to {
		t.Errorf("Hero stands at %v, want %v", h.Pos, to)
	}
}

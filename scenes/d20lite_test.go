package scenes

// d20 Sunday Stats battle tests under Xvfb: the 5-ft step, a full attack one swing at a time
// and a delay taken from the action bar, with the combat points meter (battles on every
// bundled map and a hot-seat battle are played in scenes/playthrough).

import (
	"os"
	"path/filepath"
	"testing"

	"skirmish/combat"
	_ "skirmish/combat/rules/d20lite" // the ruleset these battles are played with
	"skirmish/game"
	"skirmish/grid"
)

// pressKind presses the action bar's button of kind and fails when it has none.
func pressKind(t *testing.T, g *game.Game, b *Battle, kind string) {
	t.Helper()
	if b.P.Selected() == nil {
		press(t, g, game.NextUnit)
	}
	for i, k := range b.KindButtons() {
		if k.Kind == kind {
			if i >= len(game.HotKeys) {
				t.Fatalf("%s has no hot key", kind)
			}
			press(t, g, game.HotKeys[i])
			if b.ChosenButton() != i {
				t.Fatalf("%s was not chosen (notice %q)", kind, b.notes.notice)
			}
			return
		}
	}
	var ks []string
	for _, k := range b.KindButtons() {
		ks = append(ks, k.Kind)
	}
	sel := "nobody"
	if b.P.Selected() != nil {
		sel = b.P.Selected().Name
	}
	t.Fatalf("no button for %s (%s selected; buttons %v)", kind, sel, ks)
}

// A full attack one swing at a time, the 5-ft step and a delay from the action bar, the
// combat points shown as a meter.
func TestD20StepFullAttackDelay(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	b := textBattle(t, g, duelMap, BattleSpec{Rules: "d20lite", Seed: 5, Sides: []SideSpec{
		{Name: "Heroes", Human: true, Player: "Ann", Units: []UnitSpec{{Kind: "ghoul", Name: "Gul", Pos: grid.Pos{X: 2, Y: 2}}}},
		{Name: "Monsters", Level: 1, Units: []UnitSpec{{Kind: "zombie", Name: "Zed", Pos: grid.Pos{X: 3, Y: 2}}, {Kind: "zombie", Name: "Zak", Pos: grid.Pos{X: 3, Y: 3}}}},
	}}, 20, 1, 1) // Gul first
	gul := b.B().Unit("Gul")
	if !b.humanTurn() || b.P.Selected() != gul && press(t, g, game.NextUnit) != nil && b.P.Selected() != gul {
		t.Fatalf("not Gul's turn")
	}
	img, _ := frames(t, g, 2)
	keepShot(t, "d20lite-meter", img)
	// the 5-ft step: free
	pressKind(t, g, b, "step")
	clickUnitSquare(t, g, b, grid.Pos{X: 2, Y: 3})
	if gul.Pos != (grid.Pos{X: 2, Y: 3}) || gul.Left("points") != 5 {
		t.Fatalf("Gul at %v with %d points: want (2,3) and 5 points after the step", gul.Pos, gul.Left("points"))
	}
	// the full attack: the bite at Zed, then each claw at the foe chosen
	pressKind(t, g, b, "full_attack")
	clickUnitSquare(t, g, b, b.B().Unit("Zed").Pos)
	answerPrompts(t, g, b)
	if gul.Left("points") != 0 {
		t.Fatalf("%d points after the full attack (notice %q)", gul.Left("points"), b.notes.notice)
	}
	swings := 0
	for range 2 {
		if len(targetsOf(b, "swing")) == 0 {
			break
		}
		pressKind(t, g, b, "swing")
		clickUnitSquare(t, g, b, b.B().Unit(targetsOf(b, "swing")[len(targetsOf(b, "swing"))-1]).Pos)
		swings++
	}
	if swings != 2 {
		t.Fatalf("%d swings after the first: the ghoul has a bite and two claws", swings)
	}
	img, _ = frames(t, g, 2)
	keepShot(t, "d20lite-full-attack", img)
	press(t, g, game.EndTurn)
	for k := 0; k < 200 && !b.B().Over && (!b.humanTurn() || b.P.Busy() || b.P.Pending() != nil); k++ {
		if b.P.Pending() != nil { // a free attack offered as a zombie walks off: declined
			press(t, g, game.Cancel)
			continue
		}
		press(t, g, game.FastAI)
	}
	if b.B().Over || !gul.Active() {
		return
	}
	// a delay: after the last zombie's turn, at its count
	pressKind(t, g, b, "delay")
	if len(b.P.Listing().Of("delay")) == 0 {
		t.Skip("no creature acts later this round to delay after")
	}
}

// An attack of opportunity asked of a human: in a hot-seat duel, Bo's orc walks away from
// Ann's fighter, and Ann is asked through the reaction dialog.
func TestD20OpportunityPrompt(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	path := filepath.Join(t.TempDir(), "duel.txt")
	if err := os.WriteFile(path, []byte(duelMap), 0o644); err != nil {
		t.Fatal(err)
	}
	spec := BattleSpec{Map: path, Rules: "d20lite", Seed: 5, Sides: []SideSpec{
		{Name: "Heroes", Human: true, Player: "Ann", Units: []UnitSpec{{Kind: "fighter", Name: "Ayla", Pos: grid.Pos{X: 2, Y: 2}}}},
		{Name: "Monsters", Human: true, Player: "Bo", Units: []UnitSpec{{Kind: "orc", Name: "Grub", Pos: grid.Pos{X: 3, Y: 2}}}},
	}}
	setup, err := spec.Setup()
	if err != nil {
		t.Fatal(err)
	}
	setup.Forced = []int{20, 1} // Ayla first: her turn comes, and she is flat-footed no more
	bt, err := combat.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	b, err := openBattle(c, spec, setup, bt)
	if err != nil {
		t.Fatal(err)
	}
	c.Push(NewTitle(c))
	c.Push(b)
	frames(t, g, 2)
	asked, walked := false, false
	for range 60 {
		switch top := g.Top().(type) {
		case *Handover:
			press(t, g, game.Confirm)
		case *Battle:
			switch {
			case top.P.Pending() != nil:
				asked = true
				img, _ := frames(t, g, 2)
				keepShot(t, "d20lite-opportunity", img)
				press(t, g, game.Confirm)
			case walked:
				if !asked {
					t.Fatal("Ann was never asked for her attack of opportunity")
				}
				for _, e := range top.B().Log {
					if a, ok := e.(combat.AttackRolled); ok && a.Kind == combat.Opportunity && a.Attacker == "Ayla" {
						return
					}
				}
				t.Fatal("the attack of opportunity Ann took is not in the log")
			case !top.humanTurn():
				frames(t, g, 2)
			case top.current() == 0:
				press(t, g, game.EndTurn)
			case top.current() == 1:
				grub := top.B().Unit("Grub")
				clickUnitSquare(t, g, top, grub.Pos)
				pressKind(t, g, top, "move")
				clickUnitSquare(t, g, top, grid.Pos{X: 5, Y: 2})
				walked = grub.Pos != (grid.Pos{X: 3, Y: 2}) || asked
			default:
				frames(t, g, 2)
			}
		case *Results: // the attack of opportunity may end the duel
			walked = true
			for _, e := range b.B().Log {
				if a, ok := e.(combat.AttackRolled); ok && a.Kind == combat.Opportunity && a.Attacker == "Ayla" && asked {
					return
				}
			}
			t.Fatalf("the duel ended without Ann's attack of opportunity (asked %v)", asked)
		default:
			t.Fatalf("the top scene is %T", g.Top())
		}
	}
	t.Fatalf("asked %v, walked %v", asked, walked)
}

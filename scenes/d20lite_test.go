package scenes

// d20 Sunday Stats battle tests under Xvfb: a human side plays a few actions on every bundled
// square map through injected input (app/sim's soak plays each to its end, AI against AI); a hot-seat battle of two human
// sides with hand-overs; the 5-ft step, a full attack one swing at a time and a delay taken
// from the action bar, with the combat points meter.

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"skirmish/combat"
	_ "skirmish/combat/rules/d20lite" // the ruleset these battles are played with
	"skirmish/game"
	"skirmish/grid"
)

// d20Spec is the spec of a bundled map played with the d20 rules, its first side human (both
// with hotSeat) and the others the AI, without fog.
func d20Spec(t *testing.T, c *game.Context, path string, hotSeat bool) BattleSpec {
	return rulesSpec(t, c, path, "d20lite", hotSeat)
}

// rulesSpec is the spec of a map played with ruleset rules, its first side human (both with
// hotSeat) and the others the AI, without fog.
func rulesSpec(t *testing.T, c *game.Context, path, rules string, hotSeat bool) BattleSpec {
	t.Helper()
	m, err := game.LoadMap(path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := NewSetup(c, path, m)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.useRules(c, rules, 11); err != nil {
		t.Fatal(err)
	}
	spec := st.spec
	spec.Fog = false
	humans := 0
	for i := range spec.Sides {
		spec.Sides[i].Human = false
		if len(spec.Sides[i].Units) > 0 && (humans == 0 || hotSeat && humans == 1) {
			spec.Sides[i].Human, spec.Sides[i].Player = true, []string{"Ann", "Bo"}[humans]
			humans++
		}
	}
	return spec
}

func TestD20BattleOnEveryBundledMap(t *testing.T) {
	needDisplay(t)
	bundled, _ := filepath.Glob(filepath.Join("..", "maps", "*.tmx"))
	sort.Strings(bundled)
	if len(bundled) < 6 {
		t.Fatalf("want the six bundled maps, found %v", bundled)
	}
	for _, path := range bundled {
		name := strings.TrimSuffix(filepath.Base(path), ".tmx")
		t.Run(name, func(t *testing.T) { playFewActions(t, path, "d20lite", "d20lite-"+name) })
	}
}

// playFewActions plays the map at path with ruleset rules, a human side against the AI, until
// the human side has taken two attacks or moves through the action bar and clicks on the map
// (or the battle ended), and keeps the last frame as shot.
func playFewActions(t *testing.T, path, rules, shot string) {
	t.Helper()
	g := newTestGame(t, nil)
	c := g.Context()
	b, err := NewBattle(c, rulesSpec(t, c, path, rules, false))
	if err != nil {
		t.Fatal(err)
	}
	b.P.SetMaxRounds(4)
	c.Push(NewTitle(c))
	c.Push(b)
	frames(t, g, 2)
	playHumanActions(t, g, b, 2)
	img, _ := frames(t, g, 2)
	keepShot(t, shot, img)
}

// playHumanActions plays the battle on, the AI's turns hurried and prompts answered yes, until
// the human side has attacked or moved n times or the battle is over; it fails when the human
// side took no action at all.
func playHumanActions(t *testing.T, g *game.Game, b *Battle, n int) {
	t.Helper()
	kinds := map[string]int{}
	for step := 0; step < 200 && kinds["melee"]+kinds["ranged"]+kinds["move"] < n; step++ {
		if b.B().Over || b.P.Over() {
			break
		}
		if b.P.Pending() != nil {
			tap(t, g, game.Confirm)
			continue
		}
		if !b.humanTurn() {
			tap(t, g, game.FastAI)
			framesNoPicture(t, g, 4)
			continue
		}
		kinds[humanAction(t, g, b)]++
	}
	if kinds["melee"]+kinds["ranged"]+kinds["move"] == 0 && !b.B().Over {
		t.Fatalf("the human side took no action in %d rounds (%v)", b.B().Round, kinds)
	}
}

func TestD20HotSeat(t *testing.T) {
	needDisplay(t)
	playHotSeat(t, filepath.Join("..", "maps", "crypt.tmx"), "d20lite", "d20lite-hotseat")
}

// playHotSeat plays the map at path with ruleset rules between two human sides (and the AI's),
// without fog, until each human side has taken two actions through the screen, the screen
// passing between them with no hand-over screen (nothing to hide), and keeps the last frame as
// shot.
func playHotSeat(t *testing.T, path, rules, shot string) {
	t.Helper()
	g := newTestGame(t, nil)
	c := g.Context()
	c.Push(NewTitle(c))
	showBattle(c, rulesSpec(t, c, path, rules, true), false)
	acted := map[int]int{}
	handovers, passed, holder := 0, 0, -1
	for range 300 {
		if b := battleOf(g); b != nil && b.P.HumanTurn() {
			if h := b.P.Holder(); h != holder {
				passed, holder = passed+1, h
			}
		}
		if len(acted) == 2 && acted[0] >= 2 && acted[1] >= 2 {
			break
		}
		switch top := g.Top().(type) {
		case *Handover:
			handovers++
			press(t, g, game.Confirm)
			if _, ok := g.Top().(*handoverReplay); ok {
				press(t, g, game.Back)
			}
		case *Battle:
			switch {
			case top.B().Over:
				t.Fatalf("the battle ended before both sides acted: %v", acted)
			case top.P.Pending() != nil:
				press(t, g, game.Confirm)
			case !top.humanTurn():
				frames(t, g, 2)
			default:
				side := top.current()
				if k := humanAction(t, g, top); k != combat.EndTurn {
					acted[side]++
				}
			}
		case *Results:
			t.Fatalf("the battle ended before both sides acted: %v", acted)
		default:
			t.Fatalf("the top scene is %T", g.Top())
		}
	}
	if acted[0] < 2 || acted[1] < 2 || passed < 2 || handovers > 0 {
		t.Fatalf("actions by side %v, the screen passed %d times, %d hand-over screens: both human sides play, "+
			"passing the screen with no hand-over screen between them", acted, passed, handovers)
	}
	img, _ := frames(t, g, 2)
	keepShot(t, shot, img)
}

// pressKind presses the action bar's button of kind and fails when it has none.
func pressKind(t *testing.T, g *game.Game, b *Battle, kind string) {
	t.Helper()
	if b.P.Selected() == nil {
		press(t, g, game.NextUnit)
	}
	for i, k := range b.kindButtons() {
		if k.Kind == kind {
			if i >= len(game.HotKeys) {
				t.Fatalf("%s has no hot key", kind)
			}
			press(t, g, game.HotKeys[i])
			if b.chosenButton() != i {
				t.Fatalf("%s was not chosen (notice %q)", kind, b.notes.notice)
			}
			return
		}
	}
	var ks []string
	for _, k := range b.kindButtons() {
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
	for k := 0; k < 50 && !b.humanTurn(); k++ {
		press(t, g, game.FastAI)
	}
	if b.B().Over {
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

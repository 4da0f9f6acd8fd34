package playthrough

// Battles played through the screens under Xvfb: on every bundled map a human side plays a few
// actions through injected input with each ruleset (13th Age, editions 1 and 2 in turn, played
// on to the results by the AI; d20 Sunday Stats; Enchanted Realms on the hex maps), and
// hot-seat battles of two human sides hand over between them (app/sim's soak plays each map to
// its end, AI against AI).

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rules/age13"
	_ "skirmish/combat/rules/d20lite" // the rulesets these battles are played with
	_ "skirmish/combat/rules/realms"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
	"skirmish/scenes"
	"skirmish/scenes/internal/harness"
)

// bundledMaps are the bundled maps of the folder under the maps (square: "", hex: "hex"), at
// least want of them.
func bundledMaps(t *testing.T, sub string, want int) []string {
	t.Helper()
	maps, _ := filepath.Glob(filepath.Join(mapsDir, sub, "*.tmx"))
	sort.Strings(maps)
	if len(maps) < want {
		t.Fatalf("want %d bundled maps in %s, found %v", want, filepath.Join(mapsDir, sub), maps)
	}
	return maps
}

// mapName is a map file's name without its folder and extension.
func mapName(path string) string { return strings.TrimSuffix(filepath.Base(path), ".tmx") }

func TestAge13BattleOnEveryBundledMap(t *testing.T) {
	harness.NeedDisplay(t)
	for i, path := range bundledMaps(t, "", 6) {
		ed := []string{"1", "2"}[i%2]
		t.Run(mapName(path)+"/edition_"+ed, func(t *testing.T) {
			g := newTestGame(t, nil)
			c := g.Context()
			b, err := scenes.NewBattle(c, rulesSpec(t, c, path, age13.ID, map[string]string{"edition": ed}, false))
			if err != nil {
				t.Fatal(err)
			}
			b.P.SetMaxRounds(4)
			c.Push(scenes.NewTitle(c))
			c.Push(b)
			frames(t, g, 2)
			human := firstHuman(b)
			playHumanActions(t, g, b, 4)
			harness.KeepShot(t, "age13-"+mapName(path)+"-"+ed, frames(t, g, 2))
			// the AI plays the human side from here to the end
			b.P.SetSeat(human, play.Seat{AI: b.P.Seat(human).AI})
			for k := 0; k < 400; k++ {
				if _, ok := g.Top().(*scenes.Results); ok {
					break
				}
				if b.P.Pending() != nil {
					press(t, g, game.Confirm)
					continue
				}
				press(t, g, game.FastAI)
			}
			r, ok := g.Top().(*scenes.Results)
			if !ok {
				t.Fatalf("the battle did not reach the results (round %d, top %T)", b.B().Round, g.Top())
			}
			if o := r.Outcome(); o.Rounds == 0 {
				t.Errorf("outcome %+v", o)
			}
			for _, e := range b.B().Log {
				if n, ok := e.(combat.Note); ok && strings.Contains(n.Text, "forced result") {
					t.Errorf("a die error: %s", n.Text)
				}
			}
		})
	}
}

func TestD20BattleOnEveryBundledMap(t *testing.T) {
	harness.NeedDisplay(t)
	for _, path := range bundledMaps(t, "", 6) {
		t.Run(mapName(path), func(t *testing.T) { playFewActions(t, path, "d20lite", "d20lite-"+mapName(path)) })
	}
}

func TestD20HotSeat(t *testing.T) {
	harness.NeedDisplay(t)
	playHotSeat(t, filepath.Join(mapsDir, "crypt.tmx"), "d20lite", "d20lite-hotseat")
}

func TestRealmsBattleOnEveryHexMap(t *testing.T) {
	harness.NeedDisplay(t)
	for _, path := range bundledMaps(t, "hex", 3) {
		t.Run(mapName(path), func(t *testing.T) { playFewActions(t, path, "realms", "realms-"+mapName(path)) })
	}
}

func TestRealmsHotSeatOnHexes(t *testing.T) {
	harness.NeedDisplay(t)
	playHotSeat(t, filepath.Join(mapsDir, "hex", "cairn-hill.tmx"), "realms", "realms-hotseat")
}

// playFewActions plays the map at path with ruleset rules, a human side against the AI, until
// the human side has taken two attacks or moves through the action bar and clicks on the map
// (or the battle ended), and keeps the last frame as shot.
func playFewActions(t *testing.T, path, rules, shot string) {
	t.Helper()
	g := newTestGame(t, nil)
	c := g.Context()
	b, err := scenes.NewBattle(c, rulesSpec(t, c, path, rules, nil, false))
	if err != nil {
		t.Fatal(err)
	}
	b.P.SetMaxRounds(4)
	c.Push(scenes.NewTitle(c))
	c.Push(b)
	frames(t, g, 2)
	playHumanActions(t, g, b, 2)
	harness.KeepShot(t, shot, frames(t, g, 2))
}

// playHumanActions plays the battle on, the AI's turns hurried and prompts answered yes, until
// the human side has attacked or moved n times or the battle is over; it fails when the human
// side took no action at all.
func playHumanActions(t *testing.T, g *game.Game, b *scenes.Battle, n int) {
	t.Helper()
	kinds := map[string]int{}
	for step := 0; step < 200 && kinds["melee"]+kinds["ranged"]+kinds["move"] < n; step++ {
		if b.B().Over || b.P.Over() {
			break
		}
		if b.P.Pending() != nil {
			press(t, g, game.Confirm)
			continue
		}
		if !b.P.HumanTurn() {
			press(t, g, game.FastAI)
			harness.FramesNoPicture(t, g, 4)
			continue
		}
		kinds[humanAction(t, g, b)]++
	}
	if kinds["melee"]+kinds["ranged"]+kinds["move"] == 0 && !b.B().Over {
		t.Fatalf("the human side took no action in %d rounds (%v)", b.B().Round, kinds)
	}
}

// playHotSeat plays the map at path with ruleset rules between two human sides (and the AI's),
// without fog, until each human side has taken two actions through the screen, the screen
// passing between them with no hand-over screen (nothing to hide), and keeps the last frame as
// shot.
func playHotSeat(t *testing.T, path, rules, shot string) {
	t.Helper()
	g := newTestGame(t, nil)
	c := g.Context()
	c.Push(scenes.NewTitle(c))
	scenes.ShowBattle(c, rulesSpec(t, c, path, rules, nil, true))
	acted := map[int]int{}
	handovers, passed, holder := 0, 0, -1
	for range 300 {
		if len(acted) == 2 && acted[0] >= 2 && acted[1] >= 2 {
			break
		}
		if b := battleOf(g); b != nil && b.P.HumanTurn() {
			if h := b.P.Holder(); h != holder {
				passed, holder = passed+1, h
			}
		}
		switch top := g.Top().(type) {
		case *scenes.Handover:
			handovers++
			press(t, g, game.Confirm)
			if scenes.IsHandoverReplay(g.Top()) {
				press(t, g, game.Back)
			}
		case *scenes.Battle:
			switch {
			case top.B().Over:
				t.Fatalf("the battle ended before both sides acted: %v", acted)
			case top.P.Pending() != nil:
				press(t, g, game.Confirm)
			case !top.P.HumanTurn():
				harness.FramesNoPicture(t, g, 2)
			default:
				side := top.P.Current()
				if k := humanAction(t, g, top); k != combat.EndTurn {
					acted[side]++
				}
			}
		case *scenes.Results:
			t.Fatalf("the battle ended before both sides acted: %v", acted)
		default:
			t.Fatalf("the top scene is %T", g.Top())
		}
	}
	if acted[0] < 2 || acted[1] < 2 || passed < 2 || handovers > 0 {
		t.Fatalf("actions by side %v, the screen passed %d times, %d hand-over screens: both human sides play, "+
			"passing the screen with no hand-over screen between them", acted, passed, handovers)
	}
	harness.KeepShot(t, shot, frames(t, g, 2))
}

// humanAction plays one action of the human side in turn through input meanings: an attack on
// the first foe listed, else a move towards the nearest foe, else End turn. It reports the
// action's kind ("end_turn" for End turn).
func humanAction(t *testing.T, g *game.Game, b *scenes.Battle) string {
	t.Helper()
	if b.P.Selected() == nil {
		press(t, g, game.NextUnit)
	}
	if b.P.Selected() == nil || !b.P.Selected().Active() {
		press(t, g, game.EndTurn)
		return combat.EndTurn
	}
	for i, o := range b.KindButtons() {
		targets := targetsOf(b, o.Kind)
		if i >= len(game.HotKeys) || o.Refused != "" || len(targets) == 0 || (o.Meaning != combat.MeanMelee && o.Meaning != combat.MeanRanged) {
			continue
		}
		before := len(b.B().Log)
		press(t, g, game.HotKeys[i])
		if b.ChosenButton() != i {
			t.Fatalf("%s's hot key %d did not choose %s", b.P.Selected().Name, i+1, o.Label)
		}
		clickUnitSquare(t, g, b, b.B().Unit(targets[0]).Pos)
		answerPrompts(t, g, b)
		if len(b.B().Log) == before {
			t.Fatalf("%s with %s on %s did nothing (notice %q)", o.Label, b.P.Selected().Name, targets[0], b.Notice())
		}
		return o.Kind
	}
	if squares := b.P.Marks().Squares; len(squares) > 0 {
		u := b.P.Selected()
		best, bd := grid.Pos{}, 1<<30
		for _, p := range squares {
			for _, e := range b.B().Enemies(u) {
				if d := cheb(p, e.Pos); d < bd {
					best, bd = p, d
				}
			}
		}
		if bd < 1<<30 && cheb(u.Pos, best) > 0 {
			from := u.Pos
			clickUnitSquare(t, g, b, best)
			answerPrompts(t, g, b)
			if u.Pos == from && u.Active() && len(b.B().Log) > 0 {
				if _, ok := b.B().Log[len(b.B().Log)-1].(combat.Acted); !ok && b.Notice() != "" {
					t.Fatalf("clicking %v did not move %s: %s", best, u.Name, b.Notice())
				}
			}
			return "move"
		}
	}
	press(t, g, game.EndTurn)
	return combat.EndTurn
}

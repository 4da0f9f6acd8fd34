package sim

// Benchmarks of the d20 Sunday Stats ruleset: its listing on the crypt, and whole battles on
// the hall, normal AI on both sides.

import (
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/cpubench"
)

// BenchmarkListCryptD20 is BenchmarkListCrypt for d20lite: every complete legal action of
// the creature in turn, at the start of its turn (all five points) beside a foe, in the
// thick of the crypt's fight, into a reused Listing: every form (all), and the default forms
// of what the AI plays (ai).
func BenchmarkListCryptD20(b *testing.B) {
	bt, u := cryptListing(b, "d20lite")
	ctl := []*ai.Tactician{ai.NewTactician(ai.Normal, 1), ai.NewTactician(ai.Normal, 2)}
	for n := 0; !bt.Over && n < 2000 && !(u.Left("points") == 5 && len(engagedWith(bt, u)) > 0); n++ {
		t, _ := bt.Current()
		if _, err := bt.Do(ctl[bt.SideIndex(t.Side)].Act(bt)); err != nil {
			b.Fatal(err)
		}
		if t, ok := bt.Current(); ok && len(t.Units) == 1 {
			u = bt.Unit(t.Units[0])
		}
	}
	for _, f := range []struct {
		name string
		f    combat.ListFor
	}{
		{"all", combat.ListFor{}},
		// what the AI asks every decision (ai's standByPlay: the meanings it plays and
		// standing by, the default forms)
		{"ai", combat.ListFor{Defaults: true, Meanings: []combat.Meaning{combat.MeanMelee, combat.MeanRanged,
			combat.MeanCharge, combat.MeanGangUp, combat.MeanMove, combat.MeanGuard, combat.MeanStandUp,
			combat.MeanReload, combat.MeanLeave, combat.MeanWithdraw, combat.MeanRally, combat.MeanHealAlly,
			combat.MeanDrink, combat.MeanFinish, combat.MeanFlee, combat.MeanFullAttack, combat.MeanStep,
			combat.MeanAid, combat.MeanReady, combat.MeanDefend}}},
	} {
		b.Run(f.name, func(b *testing.B) {
			var l combat.Listing
			b.ReportAllocs()
			meter := cpubench.Start(b)
			for meter.Loop() {
				bt.ListFor(u, &l, f.f)
			}
			b.ReportMetric(float64(len(l.Actions)), "actions")
		})
	}
}

// hallD20 is the hall with a d20 battle: the six delvers against two orcs, two orc archers,
// four goblins and an ogre, each band around its spawn.
func hallD20(tb testing.TB) combat.Setup {
	tb.Helper()
	m, err := grid.ParseASCII("hall32", hall32)
	if err != nil {
		tb.Fatal(err)
	}
	m.Objects = append(m.Objects,
		spawn(10, "Red delvers", "Red", "delver", 6, grid.Pos{X: 5, Y: 15}),
		spawn(13, "Blue orcs", "Blue", "orc", 2, grid.Pos{X: 26, Y: 15}),
		spawn(14, "Blue archers", "Blue", "orc-archer", 2, grid.Pos{X: 29, Y: 10}),
		spawn(15, "Blue goblins", "Blue", "goblin", 4, grid.Pos{X: 26, Y: 20}),
		spawn(16, "Blue ogre", "Blue", "ogre", 1, grid.Pos{X: 28, Y: 15}))
	rules, err := combat.Rules("d20lite")
	if err != nil {
		tb.Fatal(err)
	}
	s, err := Setup(m, rules, 1)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// BenchmarkD20Battle: whole d20 battles on the hall, normal AI on both sides, one goroutine.
func BenchmarkD20Battle(b *testing.B) { benchBattles(b, hallD20(b)) }

// engagedWith are the active foes beside u.
func engagedWith(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, e := range b.Enemies(u) {
		if b.Map.Adjacent(e.Pos, u.Pos) {
			out = append(out, e)
		}
	}
	return out
}

package ai

// Benchmark: one AI side's whole turn with 20 units against 20, the budget of DESIGN.md.

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/cpubench"
)

// hall40 is a 40×24 hall with pillars and low walls, exits east and west.
var hall40 = "sides: Red, Blue\n" + strings.Join([]string{
	"########################################",
	"#......................................#",
	"#....o.........-.........-........o....#",
	"#......................................#",
	"#..........o...................o.......#",
	"#......................................#",
	"#......---..........~~..........---....#",
	"#...................~~.................#",
	"#......................................#",
	"#....o..........o..........o......o....#",
	"E......................................E",
	"E......................................E",
	"E......................................E",
	"E......................................E",
	"#....o..........o..........o......o....#",
	"#......................................#",
	"#...................~~.................#",
	"#......---..........~~..........---....#",
	"#......................................#",
	"#..........o...................o.......#",
	"#......................................#",
	"#....o.........-.........-........o....#",
	"#......................................#",
	"########################################",
}, "\n")

// twentyAside sets, on m (hall40), 20 Red and 20 Blue units of a mixed roster in two blocks 8 squares apart,
// so that the first side's turn has charges, shots and moves to weigh.
func twentyAside(tb testing.TB, m *grid.Map, seed uint64) *combat.Battle {
	tb.Helper()
	rules, err := combat.Rules("delvers")
	if err != nil {
		tb.Fatal(err)
	}
	roster := []string{"bandit", "soldier", "orc", "bandit-archer", "goblin"}
	cat := rules.Catalog() // a copy of the whole catalog: taken once, not once a unit
	var us []combat.UnitSetup
	for side, x0 := range []int{11, 23} {
		for i := range 20 {
			id := roster[i%len(roster)]
			e, _ := cat.Lookup(id)
			p := grid.Pos{X: x0 + i%4, Y: 6 + i/4*2}
			us = append(us, combat.UnitSetup{Name: m.Sides[side] + " " + strconv.Itoa(i), Kind: id, Side: m.Sides[side], Pos: p, Sheet: e.Sheet.Clone()})
		}
	}
	b, err := combat.New(combat.Setup{Map: m, Rules: rules, Units: us, Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	if err := b.Start(); err != nil {
		tb.Fatal(err)
	}
	return b
}

// BenchmarkAITurn20: the whole first turn of a 20-unit side (every choice and the engine
// applying it), at each level. The budget is a median of at most 5 ms of CPU for easy and
// normal, 250 ms for hard (DESIGN.md "Budgets"); ms/turn-median reports it, by the thread's
// CPU time (internal/cpubench), next to Go's mean ns/op.
func BenchmarkAITurn20(b *testing.B) {
	for _, level := range []Level{Easy, Normal, Hard} {
		b.Run([]string{"easy", "normal", "hard"}[level], func(b *testing.B) {
			// One map for every battle, as in a game, where sight is remembered from turn to
			// turn (grid.Map.Sight's memo).
			m, err := grid.ParseASCII("hall40", hall40)
			if err != nil {
				b.Fatal(err)
			}
			var turns []time.Duration
			seed := uint64(0)
			meter := cpubench.Start(b)
			for meter.Loop() {
				meter.Pause()
				seed++
				bt := twentyAside(b, m, seed)
				t := NewTactician(level, seed)
				bt.Reactor = func(bt *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
					return t.React(bt, u, p, opts)
				}
				turn := bt.TurnIndex
				meter.Resume()
				turns = append(turns, cpubench.Time(func() {
					for actions := 0; !bt.Over && bt.TurnIndex == turn && actions < maxActionsPerTurn; actions++ {
						if _, err := bt.Do(t.Act(bt)); err != nil {
							b.Fatal(err)
						}
					}
				}))
			}
			slices.Sort(turns)
			b.ReportMetric(float64(turns[len(turns)/2].Microseconds())/1000, "ms/turn-median")
		})
	}
}

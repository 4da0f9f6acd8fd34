// Benchmark: headless 8-against-8 battles on a 32×32 map, normal AI on both sides, one goroutine.
package sim

import (
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/grid"
)

// hall32 is a 32×32 hall: pillars, low walls, rubble, a barricade and exits on the west and
// east edges.
var hall32 = strings.Join([]string{
	"sides: Red, Blue",
	"################################",
	"#..............................#",
	"#..............................#",
	"#...o......~~.........o........#",
	"#..........~~..................#",
	"#.......---.........---........#",
	"#..............................#",
	"#..............=...............#",
	"#...o..........=........o......#",
	"#..............................#",
	"#..............................#",
	"#.........o.........o..........#",
	"#..............................#",
	"E..............................E",
	"E.......-......~~......-.......E",
	"E.......-......~~......-.......E",
	"E..............................E",
	"#..............................#",
	"#.........o.........o..........#",
	"#..............................#",
	"#..............................#",
	"#...o..........=........o......#",
	"#..............=...............#",
	"#..............................#",
	"#.......---.........---........#",
	"#..........~~..................#",
	"#...o......~~.........o........#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"#..............................#",
	"################################",
}, "\n")

// hall8v8 is the hall with eight units a side: four melee fighters, two archers, a goblin
// pair against an orc pair, each band around its own spawn points.
func hall8v8(tb testing.TB) combat.Setup {
	tb.Helper()
	m, err := grid.ParseASCII("hall32", hall32)
	if err != nil {
		tb.Fatal(err)
	}
	if m.Width != 32 || m.Height != 32 {
		tb.Fatalf("the hall is %dx%d", m.Width, m.Height)
	}
	m.Objects = append(m.Objects,
		spawn(10, "Red bandits", "Red", "bandit", 4, grid.Pos{X: 5, Y: 15}),
		spawn(11, "Red archers", "Red", "bandit-archer", 2, grid.Pos{X: 2, Y: 10}),
		spawn(12, "Red goblins", "Red", "goblin", 2, grid.Pos{X: 5, Y: 20}),
		spawn(13, "Blue soldiers", "Blue", "soldier", 4, grid.Pos{X: 26, Y: 15}),
		spawn(14, "Blue archers", "Blue", "bandit-archer", 2, grid.Pos{X: 29, Y: 10}),
		spawn(15, "Blue orcs", "Blue", "orc", 2, grid.Pos{X: 26, Y: 20}))
	s, err := Setup(m, delvers(tb), 1)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

func BenchmarkBattle8v8(b *testing.B) {
	base := hall8v8(b)
	rules := base.Rules
	rounds := 0
	seed := uint64(0)
	for b.Loop() {
		seed++
		bt, err := combat.New(battleSetup(base, rules, seed))
		if err != nil {
			b.Fatal(err)
		}
		res, err := ai.Play(bt, []ai.Controller{ai.NewTactician(ai.Normal, seed), ai.NewTactician(ai.Normal, seed+1)}, DefaultMaxRounds)
		if err != nil {
			b.Fatal(err)
		}
		rounds += res.Rounds
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "battles/s")
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/battle")
}

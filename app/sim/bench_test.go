package sim

// Benchmarks: headless 8-against-8 battles on a 32×32 map (Delvers), and a 13th Age party against eight on it, normal AI on both sides, one goroutine.

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/cpubench"
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
func hall8v8(tb testing.TB) combat.Setup { return hallArmies(tb, 8) }

// hallArmies is the hall with n units a side (n a multiple of 4), as hall8v8's in the same
// shares: half melee fighters, a quarter archers, a quarter goblins against orcs.
func hallArmies(tb testing.TB, n int) combat.Setup {
	tb.Helper()
	m, err := grid.ParseASCII("hall32", hall32)
	if err != nil {
		tb.Fatal(err)
	}
	if m.Width != 32 || m.Height != 32 {
		tb.Fatalf("the hall is %dx%d", m.Width, m.Height)
	}
	m.Objects = append(m.Objects,
		spawn(10, "Red bandits", "Red", "bandit", n/2, grid.Pos{X: 5, Y: 15}),
		spawn(11, "Red archers", "Red", "bandit-archer", n/4, grid.Pos{X: 2, Y: 10}),
		spawn(12, "Red goblins", "Red", "goblin", n/4, grid.Pos{X: 5, Y: 20}),
		spawn(13, "Blue soldiers", "Blue", "soldier", n/2, grid.Pos{X: 26, Y: 15}),
		spawn(14, "Blue archers", "Blue", "bandit-archer", n/4, grid.Pos{X: 29, Y: 10}),
		spawn(15, "Blue orcs", "Blue", "orc", n/4, grid.Pos{X: 26, Y: 20}))
	s, err := Setup(m, delvers(tb), 1)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

func BenchmarkBattle8v8(b *testing.B) { benchBattles(b, hall8v8(b)) }

// BenchmarkBattleScale plays hall8v8's battle with 4 to 32 units a side: what a battle costs
// as the armies grow (the budget: 32 against 32 within six times 8 against 8).
func BenchmarkBattleScale(b *testing.B) {
	for _, n := range []int{4, 8, 16, 32} {
		b.Run(fmt.Sprintf("%dv%d", n, n), func(b *testing.B) { benchBattles(b, hallArmies(b, n)) })
	}
}

// benchBattles plays whole battles of base's setup, a new seed each, the normal AI on both
// sides, one goroutine, and reports battles a second of the thread's CPU and rounds a battle.
func benchBattles(b *testing.B, base combat.Setup) {
	rules := base.Rules
	rounds := 0
	seed := uint64(0)
	meter := cpubench.Start(b)
	for meter.Loop() {
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
	b.ReportMetric(float64(b.N)/meter.CPU().Seconds(), "battles/cpu-s")
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/battle")
}

// hall13 is the hall with a 13th Age battle: the four delvers (fighter, ranger, cleric,
// wizard) against two orcs, two orc archers and four goblins, each band around its spawn.
func hall13(tb testing.TB) combat.Setup {
	tb.Helper()
	m, err := grid.ParseASCII("hall32", hall32)
	if err != nil {
		tb.Fatal(err)
	}
	m.Objects = append(m.Objects,
		spawn(10, "Red delvers", "Red", "delver", 4, grid.Pos{X: 5, Y: 15}),
		spawn(13, "Blue orcs", "Blue", "orc", 2, grid.Pos{X: 26, Y: 15}),
		spawn(14, "Blue archers", "Blue", "orc-archer", 2, grid.Pos{X: 29, Y: 10}),
		spawn(15, "Blue goblins", "Blue", "goblin", 4, grid.Pos{X: 26, Y: 20}))
	rules, err := combat.Rules("age13")
	if err != nil {
		tb.Fatal(err)
	}
	s, err := Setup(m, rules, 1)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// timed is a controller that adds up the CPU time its Tactician takes to choose, per turn.
type timed struct {
	*ai.Tactician
	per map[int]time.Duration // by Round*1000 + TurnIndex
}

// Act chooses and times the choice.
func (t *timed) Act(b *combat.Battle) combat.Action {
	var a combat.Action
	t.per[b.Round*1000+b.TurnIndex] += cpubench.Time(func() { a = t.Tactician.Act(b) })
	return a
}

// BenchmarkAge13Battle: whole 13th Age battles on the hall, normal AI on both sides, where
// every hero weighs each of its powers for every attack (ai/powers.go). ms/turn-median is the
// AI's thinking time for one turn (one hero, or one kind of monster) in its thread's CPU
// time, its median.
func BenchmarkAge13Battle(b *testing.B) {
	base := hall13(b)
	rules := base.Rules
	rounds := 0
	seed := uint64(0)
	var turns []time.Duration
	meter := cpubench.Start(b)
	for meter.Loop() {
		seed++
		bt, err := combat.New(battleSetup(base, rules, seed))
		if err != nil {
			b.Fatal(err)
		}
		ctl := []*timed{{ai.NewTactician(ai.Normal, seed), map[int]time.Duration{}}, {ai.NewTactician(ai.Normal, seed+1), map[int]time.Duration{}}}
		res, err := ai.Play(bt, []ai.Controller{ctl[0], ctl[1]}, DefaultMaxRounds)
		if err != nil {
			b.Fatal(err)
		}
		rounds += res.Rounds
		for _, c := range ctl {
			for _, d := range c.per {
				turns = append(turns, d)
			}
		}
	}
	slices.Sort(turns)
	b.ReportMetric(float64(b.N)/meter.CPU().Seconds(), "battles/cpu-s")
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/battle")
	b.ReportMetric(float64(turns[len(turns)/2].Microseconds())/1000, "ms/turn-median")
}

// cryptListing is a battle on the bundled crypt under rules, played by the normal AI until
// the second round's fighting has begun, and the unit in turn with the most legal actions
// then: the listing's benchmark case.
func cryptListing(tb testing.TB, ruleset string) (*combat.Battle, *combat.Unit) {
	tb.Helper()
	m, err := grid.Load("../../maps/crypt.tmx")
	if err != nil {
		tb.Fatal(err)
	}
	rules, err := combat.Rules(ruleset)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := Setup(m, rules, 1)
	if err != nil {
		tb.Fatal(err)
	}
	b, err := combat.New(s)
	if err != nil {
		tb.Fatal(err)
	}
	ctl := []*ai.Tactician{ai.NewTactician(ai.Normal, 1), ai.NewTactician(ai.Normal, 2)}
	b.Reactor = func(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
		return ctl[u.Side].React(b, u, p, opts)
	}
	if err := b.Start(); err != nil {
		tb.Fatal(err)
	}
	for n := 0; !b.Over && (b.Round < 2 || !engaged(b)) && n < 2000; n++ {
		t, _ := b.Current()
		if _, err := b.Do(ctl[b.SideIndex(t.Side)].Act(b)); err != nil {
			tb.Fatal(err)
		}
	}
	var best *combat.Unit
	most := -1
	var l combat.Listing
	for _, u := range b.Units {
		if u.Active() && b.InTurnNow(u) {
			if b.List(u, &l); len(l.Actions) > most {
				best, most = u, len(l.Actions)
			}
		}
	}
	if best == nil {
		tb.Fatal("no unit in turn")
	}
	return b, best
}

// engaged reports whether some unit in turn stands next to a foe.
func engaged(b *combat.Battle) bool {
	for _, u := range b.Units {
		if u.Active() && b.InTurnNow(u) {
			for _, e := range b.Enemies(u) {
				if b.Map.Adjacent(e.Pos, u.Pos) {
					return true
				}
			}
		}
	}
	return false
}

// BenchmarkListCrypt: every complete legal action of one unit, with its preview, on the
// bundled crypt in the thick of a fight (cryptListing), into a reused Listing: the listing's
// budget (docs/architecture.md, "Budgets"). actions reports how many it lists.
func BenchmarkListCrypt(b *testing.B) {
	for _, ruleset := range []string{"delvers", "age13", "realms"} {
		b.Run(ruleset, func(b *testing.B) {
			bt, u := cryptListing(b, ruleset)
			var l combat.Listing
			b.ReportAllocs()
			meter := cpubench.Start(b)
			for meter.Loop() {
				bt.List(u, &l)
			}
			b.ReportMetric(float64(len(l.Actions)), "actions")
		})
	}
}

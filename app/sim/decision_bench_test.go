package sim

// Benchmark: the AI's slowest single decision over whole battles on every bundled map, with
// every ruleset, at every level (the budget of issue 21: no decision over 8 ms).

import (
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/cpubench"
)

// threadCPU is the CPU time of the calling OS thread: what a decision cost, whatever else the
// shared machine runs meanwhile.
func threadCPU() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}

// clocked is a Tactician whose every decision is timed by the thread's CPU, and each of its
// side's turns (the decisions of one Round and TurnIndex added up).
type clocked struct {
	*ai.Tactician
	took *[]time.Duration
	turn *sideTurns
}

// sideTurns adds up the decisions of a side's turns.
type sideTurns struct {
	key   int
	now   time.Duration
	turns []time.Duration
}

// end closes the turn in progress.
func (s *sideTurns) end() {
	if s.now > 0 {
		s.turns = append(s.turns, s.now)
	}
	s.now = 0
}

// Act chooses and times the choice.
func (c clocked) Act(b *combat.Battle) combat.Action {
	if key := b.Round*1000 + b.TurnIndex; key != c.turn.key {
		c.turn.end()
		c.turn.key = key
	}
	start := threadCPU()
	a := c.Tactician.Act(b)
	d := threadCPU() - start
	*c.took = append(*c.took, d)
	c.turn.now += d
	return a
}

// BenchmarkDecisions plays whole battles on each bundled map (maps/*.tmx and maps/hex/*.tmx)
// with each ruleset that plays on its topology (all four on squares, all but d20lite on
// hexes) at each level, the AI on both sides (the map's own setup, a new seed each battle, at
// most DefaultMaxRounds rounds), and times every single decision (Tactician.Act) by its
// thread's CPU time, so that a busy machine does not inflate it (what a map builds once, its
// step table and sight index, is built before). ms/decision-max is the slowest (budget
// 8 ms), ms/decision-p99 the 99th percentile; ms/turn-max the slowest side's whole turn, its
// decisions added up (hard's budget: 250 ms).
//
//	go test -run '^$' -bench Decisions -benchtime 20x ./app/sim
func BenchmarkDecisions(b *testing.B) {
	files, _ := filepath.Glob("../../maps/*.tmx")
	hex, _ := filepath.Glob("../../maps/hex/*.tmx")
	files = append(files, hex...)
	if len(files) == 0 {
		b.Fatal("no bundled maps")
	}
	for _, f := range files {
		m, err := grid.Load(f)
		if err != nil {
			b.Fatal(err)
		}
		// what a map builds once, on first use, for every battle on it (its step table and
		// sight index), built before: a game builds them for the fog before the AI's turn
		m.Steps()
		m.Sight(grid.Pos{}, grid.Pos{X: m.Width - 1, Y: m.Height - 1})
		name := strings.TrimSuffix(filepath.Base(f), ".tmx")
		if m.Topology == grid.Hex {
			name = "hex-" + name
		}
		for _, id := range combat.RulesetIDs() {
			rules, err := combat.Rules(id)
			if err != nil {
				b.Fatal(err)
			}
			if !combat.PlaysOn(rules, m.Topology) {
				continue // d20lite plays on squares only
			}
			base, err := Setup(m, rules, 1)
			if err != nil {
				b.Fatalf("%s: %v", f, err)
			}
			for _, level := range []ai.Level{ai.Easy, ai.Normal, ai.Hard} {
				b.Run(name+"/"+id+"/"+LevelName(level), func(b *testing.B) {
					runtime.LockOSThread() // the thread's CPU is the decision's
					defer runtime.UnlockOSThread()
					var took []time.Duration
					var slowest time.Duration // the slowest side's turn
					seed := uint64(0)
					meter := cpubench.Start(b)
					for meter.Loop() {
						seed++
						bt, err := combat.New(battleSetup(base, rules, seed))
						if err != nil {
							b.Fatal(err)
						}
						var turns [2]sideTurns
						ctl := []ai.Controller{clocked{ai.NewTactician(level, seed), &took, &turns[0]}, clocked{ai.NewTactician(level, seed+1), &took, &turns[1]}}
						if _, err := ai.Play(bt, ctl, DefaultMaxRounds); err != nil {
							b.Fatal(err)
						}
						for i := range turns {
							turns[i].end()
							slowest = max(slowest, slices.Max(append(turns[i].turns, 0)))
						}
					}
					slices.Sort(took)
					b.ReportMetric(float64(slowest.Microseconds())/1000, "ms/turn-max")
					b.ReportMetric(float64(took[len(took)-1].Microseconds())/1000, "ms/decision-max")
					b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "ms/decision-p99")
					b.ReportMetric(float64(len(took))/float64(b.N), "decisions/battle")
				})
			}
		}
	}
}

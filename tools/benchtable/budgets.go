package main

// The budgets: each figure of the design's budget table (and of the issues that set the
// sight, fog and battle budgets) against the benchmark that measures it.

import (
	"fmt"
	"math"
)

// verdict is a budget's state in the table.
type verdict int

const (
	notMeasured verdict = iota
	holds
	over
	noLimit // a figure the design lists without a number of its own
)

func (v verdict) String() string {
	return [...]string{"not measured", "holds", "**over**", "—"}[v]
}

// budget is one row of the budgets' table: what is measured, its limit in the design's words,
// and how to read its figure from the results.
type budget struct {
	what, limit string
	// source names the benchmark (package and name, and the metric read)
	source string
	check  func(r *results) (measured string, v verdict)
}

// Packages of the benchmarks.
const (
	pkgGrid   = "skirmish/grid"
	pkgSim    = "skirmish/app/sim"
	pkgAI     = "skirmish/ai"
	pkgScenes = "skirmish/scenes"
	pkgPlay   = "skirmish/play"
	pkgRules  = "skirmish/combat/rules/delvers"
)

// cpuTime reads a benchmark's time per operation: its CPU time where it reports one, else
// its wall time (marked so), in nanoseconds.
func cpuTime(r *results, pkg, name, metric string) (ns float64, label string, ok bool) {
	b := r.byKey[pkg+" "+name]
	if b == nil {
		return 0, "", false
	}
	if metric != "" {
		v, ok := b.metrics[metric]
		return v, "", ok
	}
	if v, ok := b.metrics["cpu-ns/op"]; ok {
		return v, "", true
	}
	v, ok := b.metrics["ns/op"]
	return v, " (wall)", ok
}

// timeAtMost is a budget of at most limit nanoseconds of a benchmark's time per operation
// (metric: cpu-ns/op or the wall time when ""), and with zeroAllocs of no allocation either.
func timeAtMost(what, limitText, pkg, name, metric string, limit float64, zeroAllocs bool) budget {
	src := fmt.Sprintf("`%s` %s", short(pkg), name)
	if metric != "" {
		src += " " + metric
	}
	return budget{what: what, limit: limitText, source: src, check: func(r *results) (string, verdict) {
		ns, label, ok := cpuTime(r, pkg, name, metric)
		if !ok {
			return "", notMeasured
		}
		s := duration(ns) + label
		v := verdictOf(ns <= limit)
		if zeroAllocs {
			a := r.byKey[pkg+" "+name].metrics["allocs/op"]
			s += fmt.Sprintf(", %g allocations", a)
			if a != 0 {
				v = over
			}
		}
		return s, v
	}}
}

// msAtMost is a budget on a metric a benchmark reports in milliseconds (ms/turn-median).
func msAtMost(what, limitText, pkg, name, metric string, limit float64) budget {
	return budget{what: what, limit: limitText, source: fmt.Sprintf("`%s` %s %s", short(pkg), name, metric), check: func(r *results) (string, verdict) {
		b := r.byKey[pkg+" "+name]
		if b == nil {
			return "", notMeasured
		}
		v, ok := b.metrics[metric]
		if !ok {
			return "", notMeasured
		}
		return duration(v * 1e6), verdictOf(v <= limit)
	}}
}

// rateAtLeast is a budget of at least limit of a rate a benchmark reports (battles/cpu-s).
func rateAtLeast(what, limitText, pkg, name, metric string, limit float64) budget {
	return budget{what: what, limit: limitText, source: fmt.Sprintf("`%s` %s %s", short(pkg), name, metric), check: func(r *results) (string, verdict) {
		b := r.byKey[pkg+" "+name]
		if b == nil {
			return "", notMeasured
		}
		v, ok := b.metrics[metric]
		if !ok {
			return "", notMeasured
		}
		return fmt.Sprintf("%.0f a CPU-second", v), verdictOf(v >= limit)
	}}
}

// ratioAtMost is a budget of benchmark a's time at most limit times benchmark b's.
func ratioAtMost(what, limitText, pkg, a, b string, limit float64) budget {
	return budget{what: what, limit: limitText, source: fmt.Sprintf("`%s` %s over %s", short(pkg), a, b), check: func(r *results) (string, verdict) {
		x, _, ok1 := cpuTime(r, pkg, a, "")
		y, _, ok2 := cpuTime(r, pkg, b, "")
		if !ok1 || !ok2 || y == 0 {
			return "", notMeasured
		}
		return fmt.Sprintf("%.2f× (%s against %s)", x/y, duration(x), duration(y)), verdictOf(x/y <= limit)
	}}
}

// restingAtMost is a budget on a resting screen's share of a core, the driver's threads in.
func restingAtMost(what, limitText, scene string, limit float64) budget {
	return budget{what: what, limit: limitText, source: "`tools/idlecpu --scene " + scene + "`", check: func(r *results) (string, verdict) {
		i, ok := r.idle[scene]
		if !ok {
			return "", notMeasured
		}
		all := i.ours + i.driver
		return fmt.Sprintf("%.1f%% (ours %.1f%%, the driver's %.1f%%)", all, i.ours, i.driver), verdictOf(all <= limit)
	}}
}

// verdictOf is holds or over.
func verdictOf(ok bool) verdict {
	if ok {
		return holds
	}
	return over
}

// budgets are the rows of the table, in the design's order.
var budgets = []budget{
	timeAtMost("a frame of the battle scene, the largest bundled map (the cavern), 40 units: Update + Draw", "≤ 2 ms of CPU",
		pkgScenes, "BenchmarkBattleFrame", "ours-cpu-ns/frame", 2e6, false),
	msAtMost("one AI side's whole turn, 20 units, easy (median)", "≤ 5 ms of CPU", pkgAI, "BenchmarkAITurn20/easy", "ms/turn-median", 5),
	msAtMost("the same, normal", "≤ 5 ms of CPU", pkgAI, "BenchmarkAITurn20/normal", "ms/turn-median", 5),
	msAtMost("the same, hard (a 40×24 hall; the design's ≤ 250 ms is for a bundled map)", "≤ 250 ms", pkgAI, "BenchmarkAITurn20/hard", "ms/turn-median", 250),
	msAtMost("a hard AI side's turn, 40 units a side on 256×256, armies 16 squares apart", "≤ 1 s", pkgAI, "BenchmarkHardTurn40/near", "ms/turn-median", 1000),
	msAtMost("the same, armies at opposite edges", "≤ 1 s", pkgAI, "BenchmarkHardTurn40/far", "ms/turn-median", 1000),
	restingAtMost("a battle at rest (the crypt, a human's turn), our threads and the graphics driver's", "≤ 2% of a core", "battle", 2),
	restingAtMost("the title screen at rest, the same", "≤ 2% of a core", "title", 2),
	{what: "`make test` on a clean clone, 2 cores", limit: "≤ 10 minutes", source: "`make test` (it prints its time and slowest tests)", check: func(r *results) (string, verdict) {
		if r.testTime == "" {
			return "", notMeasured
		}
		return r.testTime, noLimit
	}},
	timeAtMost("a cover check (16 lines), 64×64 map, 30% walls, squares, remembered", "≤ 2 µs, 0 allocations", pkgGrid, "BenchmarkCover", "", 2000, true),
	timeAtMost("the same on hexes (36 lines)", "≤ 2 µs, 0 allocations", pkgGrid, "BenchmarkHexCover", "", 2000, true),
	timeAtMost("the same worked out (cold), squares", "≤ 2 µs on a quiet core", pkgGrid, "BenchmarkCoverCold", "", 2000, true),
	timeAtMost("the same worked out (cold), hexes", "≤ 2 µs on a quiet core", pkgGrid, "BenchmarkHexCoverCold", "", 2000, true),
	ratioAtMost("cold cover, hexes against squares", "≤ 1.3×", pkgGrid, "BenchmarkHexCoverCold", "BenchmarkCoverCold", 1.3),
	timeAtMost("fog of war from nothing, a side of 20 units, 64×64, 30% walls, squares", "≤ 2 ms", pkgGrid, "BenchmarkFogFromNothing/square/64/walls30", "", 2e6, false),
	timeAtMost("the same on hexes", "≤ 2 ms", pkgGrid, "BenchmarkFogFromNothing/hex/64/walls30", "", 2e6, false),
	timeAtMost("fog from nothing, 20 units, open 256×256 (8% walls), squares", "≤ 20 ms", pkgGrid, "BenchmarkFogFromNothing/square/256/walls8", "", 20e6, false),
	timeAtMost("the same on hexes", "≤ 20 ms", pkgGrid, "BenchmarkFogFromNothing/hex/256/walls8", "", 20e6, false),
	timeAtMost("fog after one unit's step, 20 units, 256×256, 8% walls, squares", "≤ 2 ms", pkgGrid, "BenchmarkFogStep/square/256/walls8", "", 2e6, false),
	timeAtMost("the same on hexes", "≤ 2 ms", pkgGrid, "BenchmarkFogStep/hex/256/walls8", "", 2e6, false),
	timeAtMost("reachable squares for a 60-ft move (64×64, 15% walls)", "≤ 20 µs", pkgGrid, "BenchmarkReachable60ft", "", 20e3, true),
	timeAtMost("reachable hexes for a 60-ft move", "≤ 20 µs", pkgGrid, "BenchmarkHexReachable60ft", "", 20e3, true),
	{what: "every legal action of one unit, the crypt in a fight (Delvers)", limit: "none of its own: the AI's turn budget holds", source: "`app/sim` BenchmarkListCrypt/delvers", check: func(r *results) (string, verdict) {
		ns, label, ok := cpuTime(r, pkgSim, "BenchmarkListCrypt/delvers", "")
		if !ok {
			return "", notMeasured
		}
		return duration(ns) + label, noLimit
	}},
	rateAtLeast("headless AI-against-AI battles, 8 against 8, 32×32 map, one core", "≥ 500 a second", pkgSim, "BenchmarkBattle8v8", "battles/cpu-s", 500),
	ratioAtMost("a 32-against-32 battle against an 8-against-8 one, the same hall", "≤ 6×", pkgSim, "BenchmarkBattleScale/32v32", "BenchmarkBattleScale/8v8", 6),
	timeAtMost("loading a 256×256 map with 4 layers", "≤ 50 ms", pkgGrid, "BenchmarkLoadTiled256", "", 50e6, false),
	timeAtMost("refusing a 1 GiB inflation bomb", "≤ 1 s", pkgGrid, "BenchmarkRefuseInflationBomb", "", 1e9, false),
}

// short drops the module's name from a package path.
func short(pkg string) string {
	if len(pkg) > len("skirmish/") && pkg[:len("skirmish/")] == "skirmish/" {
		return pkg[len("skirmish/"):]
	}
	return pkg
}

// duration writes nanoseconds with three significant digits in a fitting unit.
func duration(ns float64) string {
	units := []struct {
		name string
		ns   float64
	}{{"s", 1e9}, {"ms", 1e6}, {"µs", 1e3}, {"ns", 1}}
	for _, u := range units {
		if math.Abs(ns) >= u.ns || u.ns == 1 {
			return sig3(ns/u.ns) + " " + u.name
		}
	}
	return ""
}

// sig3 writes v with three significant digits (at least the whole part).
func sig3(v float64) string {
	switch a := math.Abs(v); {
	case a >= 100:
		return fmt.Sprintf("%.0f", v)
	case a >= 10:
		return fmt.Sprintf("%.1f", v)
	default:
		return fmt.Sprintf("%.2f", v)
	}
}

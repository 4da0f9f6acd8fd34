package grid

// Benchmarks of Sight (cover) on a 64×64 map with 30% walls, squares and hexes: the memo
// of earlier answers (warm) and the check itself (cold). Fog: fog_bench_test.go.

import (
	"math/rand/v2"
	"testing"

	"skirmish/internal/cpubench"
)

// benchPairs returns up to n pairs of open squares, most of them in sight of each other.
func benchPairs(m *Map, n int) [][2]Pos {
	r := rand.New(rand.NewPCG(42, 1))
	var out [][2]Pos
	for len(out) < n {
		a := Pos{r.IntN(m.Width), r.IntN(m.Height)}
		b := Pos{r.IntN(m.Width), r.IntN(m.Height)}
		if m.At(a).Sight == SightBlocked || m.At(b).Sight == SightBlocked || a == b {
			continue
		}
		if m.Sight(a, b).Seen || len(out)%10 == 9 {
			out = append(out, [2]Pos{a, b})
		}
	}
	return out
}

func BenchmarkCover(b *testing.B) {
	m := randomMap(1, 64, 64, 0.3)
	pairs := benchPairs(m, 256)
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for i := 0; meter.Loop(); i++ {
		p := pairs[i%len(pairs)]
		m.Sight(p[0], p[1])
	}
}

// BenchmarkCoverCold is BenchmarkCover with the memo bypassed: every check is worked out.
func BenchmarkCoverCold(b *testing.B) {
	m := randomMap(1, 64, 64, 0.3)
	pairs := benchPairs(m, 256)
	ix := m.index()
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for i := 0; meter.Loop(); i++ {
		p := pairs[i%len(pairs)]
		ix.sight(p[0], p[1])
	}
}

// BenchmarkCornerFromAnyPoint is the exact "any point of the viewer's square to a target
// corner" search alone, on the corners no corner line reaches (the half-cover cases).
func BenchmarkCornerFromAnyPoint(b *testing.B) {
	m := randomMap(1, 64, 64, 0.3)
	ix := m.index()
	type job struct {
		q        fpt
		from, to Pos
	}
	var jobs []job
	for _, p := range benchPairs(m, 256) {
		for k := 0; k < 4; k++ {
			q, hidden := corner(p[1], k), true
			for i := 0; i < 4; i++ {
				hidden = hidden && !ix.clearLine(corner(p[0], i), p[0], q, p[1])
			}
			if hidden && ix.seen(p[0], p[1]) {
				jobs = append(jobs, job{q, p[0], p[1]})
			}
		}
	}
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for i := 0; meter.Loop(); i++ {
		j := jobs[i%len(jobs)]
		ix.squarePointSees(j.q, j.to, j.from)
	}
}

// hexBenchMap is the hex budgets' setting: a 64×64 hex map with 30% walls.
func hexBenchMap() *Map { return randomHexMap(1, 64, 64, HexLayout{}, 0.3) }

func BenchmarkHexCover(b *testing.B) {
	m := hexBenchMap()
	pairs := benchPairs(m, 256)
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for i := 0; meter.Loop(); i++ {
		p := pairs[i%len(pairs)]
		m.Sight(p[0], p[1])
	}
}

func BenchmarkHexCoverCold(b *testing.B) {
	m := hexBenchMap()
	pairs := benchPairs(m, 256)
	ix := m.index()
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for i := 0; meter.Loop(); i++ {
		p := pairs[i%len(pairs)]
		ix.sight(p[0], p[1])
	}
}

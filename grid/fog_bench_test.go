package grid

// Benchmarks of fog and cover over map sizes and wall densities, squares and hexes: fog from
// nothing, fog after one unit's step, and the cover check with and without the memo.

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"skirmish/internal/cpubench"
)

// benchMap is a random map of n×n cells with the given share of walls (plus 3% pillars and 3%
// low walls, as randomMap and randomHexMap make them), squares or hexes.
func benchMap(hex bool, n int, walls float64) *Map {
	if hex {
		return randomHexMap(1, n, n, HexLayout{}, walls)
	}
	return randomMap(1, n, n, walls)
}

// benchViewers returns k open cells of m, the same for the same map.
func benchViewers(m *Map, k int) []Pos {
	r := rand.New(rand.NewPCG(42, 2))
	var out []Pos
	for len(out) < k {
		p := Pos{r.IntN(m.Width), r.IntN(m.Height)}
		if m.At(p).Sight != SightBlocked && m.At(p).Move != MoveBlocked {
			out = append(out, p)
		}
	}
	return out
}

// benchWalk returns a walk of up to n steps from p, each to a neighbouring open cell not
// visited before, so that a Fog never meets a square it saw earlier in the walk.
func benchWalk(m *Map, p Pos, n int) []Pos {
	r := rand.New(rand.NewPCG(7, 3))
	seen := map[Pos]bool{p: true}
	walk := []Pos{p}
	for len(walk) < n {
		var next []Pos
		for _, q := range m.AppendNeighbours(nil, walk[len(walk)-1]) {
			if !seen[q] && m.At(q).Sight != SightBlocked && m.At(q).Move != MoveBlocked {
				next = append(next, q)
			}
		}
		if len(next) == 0 {
			break
		}
		q := next[r.IntN(len(next))]
		seen[q] = true
		walk = append(walk, q)
	}
	return walk
}

// fogCases are the settings of the fog and cover benchmarks.
var fogCases = []struct {
	hex   bool
	n     int
	walls float64
}{
	{false, 64, 0.08}, {false, 64, 0.3}, {false, 256, 0.08}, {false, 256, 0.3},
	{true, 64, 0.08}, {true, 64, 0.3}, {true, 256, 0.08}, {true, 256, 0.3},
}

// caseName names a benchmark setting: topology, size and walls.
func caseName(hex bool, n int, walls float64) string {
	t := "square"
	if hex {
		t = "hex"
	}
	return fmt.Sprintf("%s/%d/walls%d", t, n, int(walls*100+0.5))
}

// BenchmarkFogFromNothing is the fog of a side of 20 units worked out from nothing (a new
// battle: no viewshed of the map remembered yet).
func BenchmarkFogFromNothing(b *testing.B) {
	for _, c := range fogCases {
		b.Run(caseName(c.hex, c.n, c.walls), func(b *testing.B) {
			m := benchMap(c.hex, c.n, c.walls)
			viewers := benchViewers(m, 20)
			m.NewFog().Update(viewers[:1]) // build the sight index outside the timing
			f := m.NewFog()
			b.ReportAllocs()
			meter := cpubench.Start(b)
			for meter.Loop() {
				m.index().sheds.forget() // nothing remembered: every viewshed worked out
				f.Update(nil)
				f.Update(viewers)
			}
		})
	}
}

// BenchmarkFogStep is the fog update after one of 20 units steps to a neighbouring cell no
// unit has stood on before (the others stand still): one viewshed worked out, and the cells
// of the two viewsheds counted up and down.
func BenchmarkFogStep(b *testing.B) {
	for _, c := range fogCases {
		b.Run(caseName(c.hex, c.n, c.walls), func(b *testing.B) {
			m := benchMap(c.hex, c.n, c.walls)
			viewers := benchViewers(m, 20)
			walk := benchWalk(m, viewers[0], 2000)
			f := m.NewFog()
			f.Update(viewers)
			k := 0
			b.ReportAllocs()
			meter := cpubench.Start(b)
			for meter.Loop() {
				k++
				if k == len(walk) {
					k = 1
					meter.Pause()
					m.index().sheds.forget() // the walk's cells are new again
					viewers[0] = walk[0]
					f.Update(viewers)
					meter.Resume()
				}
				viewers[0] = walk[k]
				f.Update(viewers)
			}
		})
	}
}

// forget drops every remembered viewshed, so a benchmark measures fog from nothing.
func (c *shedCache) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sheds = nil
	c.lru.Init()
	c.cells = 0
}

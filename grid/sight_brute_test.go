package grid

// A brute-force check of the any-point search: a clear sampled segment means Seen.

import "testing"

// TestAnyPointFindsSampledLines: whenever some segment between sample points of two squares
// (a 5×5 lattice in each, borders included) is clear, Sight reports Seen.
func TestAnyPointFindsSampledLines(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		m := randomMap(seed, 9, 7, 0.3)
		ix := m.index()
		n := m.Width * m.Height
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				a, b := m.PosOf(i), m.PosOf(j)
				if m.Sight(a, b).Seen {
					continue
				}
				for k := 0; k < 25; k++ {
					p := fpt{int64(a.X)*fpOne + int64(k%5)*fpOne/4, int64(a.Y)*fpOne + int64(k/5)*fpOne/4}
					for l := 0; l < 25; l++ {
						q := fpt{int64(b.X)*fpOne + int64(l%5)*fpOne/4, int64(b.Y)*fpOne + int64(l/5)*fpOne/4}
						if ix.clearLine(p, a, q, b) {
							t.Fatalf("seed %d: %v to %v not seen, but %v-%v is clear", seed, a, b, p, q)
						}
					}
				}
			}
		}
	}
}

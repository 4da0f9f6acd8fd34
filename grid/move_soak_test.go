package grid

// Property test: the movement search agrees with a plain relaxation over random maps of squares and hexes.

import (
	"math/rand/v2"
	"testing"

	"skirmish/internal/soak"
)

// soakRounds is how many random cases a property test runs: a short run in `make test`,
// SKIRMISH_SOAK times as many in `make soak` (internal/soak).
func soakRounds(short int) int { return soak.Cases(short) }

// referenceCosts computes the cheapest feet to every cell by repeated relaxation, the
// slow obvious way, with the same rules as Reachable: on hexes a cell's neighbours are the
// cells of its 3×3 box at hex distance 1 (cube coordinates, not the step table), with no
// corners to seal.
func referenceCosts(m *Map, mv Mover, occ []Occupant) map[Pos]int {
	dirs := neighbours[:]
	if m.Topology == Hex {
		dirs = []Pos{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}
	}
	best := map[Pos]int{mv.From: 0}
	for changed := true; changed; {
		changed = false
		for y := 0; y < m.Height; y++ {
			for x := 0; x < m.Width; x++ {
				p := Pos{x, y}
				c, ok := best[p]
				if !ok {
					continue
				}
				for _, d := range dirs {
					q := p.add(d)
					if !m.In(q) || m.Topology == Hex && m.Distance(p, q) != 1 {
						continue
					}
					t := m.At(q)
					if t.Move == MoveBlocked {
						continue
					}
					if m.Topology == Square && d.X != 0 && d.Y != 0 && m.At(Pos{q.X, p.Y}).Move == MoveBlocked && m.At(Pos{p.X, q.Y}).Move == MoveBlocked {
						continue
					}
					step := 5
					if t.Move == MoveDifficult {
						step = 10
					}
					o := occ[m.Index(q)]
					if o.ID != 0 && o.Side != mv.Side && o.Standing {
						if mv.Size < 8*o.Size {
							continue
						}
						step = 10
					}
					if nc := c + step; nc <= mv.Budget {
						if old, ok := best[q]; !ok || nc < old {
							best[q] = nc
							changed = true
						}
					}
				}
			}
		}
	}
	return best
}

func TestSoakMovementMatchesReference(t *testing.T) {
	soak.Run(t, "random maps", 90, func(t *testing.T, round uint64) {
		rng := rand.New(rand.NewPCG(round, 2))
		var r *Reach
		w, h := 4+rng.IntN(20), 4+rng.IntN(20)
		m := NewMap(w, h)
		if round%3 == 2 { // a third of the maps in hexes, of every layout
			m = NewHexMap(w, h, hexLayouts[rng.IntN(len(hexLayouts))].h)
		}
		occ := make([]Occupant, w*h)
		for i := range w * h {
			switch k := rng.IntN(20); {
			case k < 4:
				m.Set(m.PosOf(i), Terrain{Move: MoveBlocked, Sight: SightBlocked})
			case k < 7:
				m.Set(m.PosOf(i), Terrain{Move: MoveDifficult})
			case k < 8:
				occ[i] = Occupant{ID: i + 1, Side: rng.IntN(2), Standing: rng.IntN(3) > 0, Size: 5}
			}
		}
		from := Pos{rng.IntN(w), rng.IntN(h)}
		m.Set(from, Terrain{})
		mv := Mover{ID: 1000, Side: 0, Size: float64(5 * (1 + rng.IntN(8))), From: from, Budget: 5 * rng.IntN(15)}
		occ[m.Index(from)] = Occupant{}
		want := referenceCosts(m, mv, occ)
		r = m.Reachable(mv, occ, r)
		for y := range h {
			for x := range w {
				p := Pos{x, y}
				wc, wok := want[p]
				gc, gok := r.Cost(p)
				if wok != gok || wc != gc {
					t.Fatalf("round %d: cost of %v = %d,%v; reference %d,%v", round, p, gc, gok, wc, wok)
				}
				if !gok || p == from {
					continue
				}
				path := r.Path(p)
				prev, spent := from, 0
				for _, s := range path {
					if s.From != prev || !m.Adjacent(s.From, s.To) || m.At(s.To).Move == MoveBlocked || s.Cost <= spent {
						t.Fatalf("round %d: bad path to %v: %v", round, p, path)
					}
					prev, spent = s.To, s.Cost
				}
				if prev != p || spent != gc {
					t.Fatalf("round %d: path to %v ends at %v after %d ft, want %d", round, p, prev, spent, gc)
				}
			}
		}
	})
}

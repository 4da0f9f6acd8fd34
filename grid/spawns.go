package grid

// Where a map's spawns put their units: each spawn's squares, then the nearest free open squares around it.

import (
	"cmp"
	"slices"
)

// MaxUnits is the most units a battle has: a map's spawns (SpawnSquares places no more), a
// scenario and a save are held to it.
const MaxUnits = 1000

// SpawnSquares returns, for each Spawn of the map in file order (ObjectsOf(ClassSpawn)), the
// squares its Count units start on: first the spawn's own squares, then the nearest free open
// squares around it, nearest by walking steps from the spawn (through squares a unit may
// enter, so never through a wall), then by y, then by x. A square taken by an earlier spawn
// is not free. A spawn whose surroundings run out of room gets fewer squares than its Count.
// No more than MaxUnits squares are given in all: the spawns past them get none (a map of
// 10,000 spawns on a 1024×1024 floor costs MaxUnits placings, not 10,000 walks of the map).
func (m *Map) SpawnSquares() [][]Pos {
	spawns := m.ObjectsOf(ClassSpawn)
	out := make([][]Pos, len(spawns))
	taken := make([]bool, m.Width*m.Height)
	seen := make([]int32, m.Width*m.Height) // the spawn (from 1) whose walk reached a square
	placed := 0
	for i, o := range spawns {
		if placed >= MaxUnits {
			break
		}
		out[i] = m.placeAround(o.Cells, taken, seen, int32(i+1), min(max(o.Count, 1), MaxUnits-placed))
		placed += len(out[i])
	}
	return out
}

// placeAround finds n free open squares for a spawn covering cells, marking them taken: the
// cells first, then outwards one walking step at a time, each ring in order of y, then x. It
// returns fewer than n squares when the spawn's surroundings run out of room. seen marks the
// squares its walk reached with stamp, which no earlier walk used.
func (m *Map) placeAround(cells []Pos, taken []bool, seen []int32, stamp int32, n int) []Pos {
	var ring []Pos
	for _, c := range cells {
		if m.In(c) && seen[m.Index(c)] != stamp {
			seen[m.Index(c)] = stamp
			ring = append(ring, c)
		}
	}
	var out []Pos
	for len(ring) > 0 && len(out) < n {
		slices.SortFunc(ring, func(a, b Pos) int {
			return cmp.Or(cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X))
		})
		var next []Pos
		for _, p := range ring {
			if i := m.Index(p); len(out) < n && !taken[i] && m.At(p).Move != MoveBlocked {
				taken[i] = true
				out = append(out, p)
			}
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					q := Pos{X: p.X + dx, Y: p.Y + dy}
					if q == p || !m.In(q) || seen[m.Index(q)] == stamp {
						continue
					}
					if _, ok := m.StepCost(Mover{}, nil, p, q); ok {
						seen[m.Index(q)] = stamp
						next = append(next, q)
					}
				}
			}
		}
		ring = next
	}
	return out
}

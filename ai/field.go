package ai

// Walking distances over the map: the one search the AI's fields share (from the exits, from
// the enemy, a foe's reach), with its buffers kept from search to search.

import (
	"slices"

	"skirmish/grid"
)

// stepTable is a map's walking costs as the searches below read them (the grid's step table,
// grid.Map.Steps, built once per map and shared by every battle on it), with the buffers of
// the searches, kept for the next.
type stepTable struct {
	m *grid.Map
	s *grid.Steps
	q dial
	// scratch is, for a bounded search (near), the feet to each cell reached (-1 elsewhere);
	// reached lists the cells it set, to be reset after.
	scratch []int32
	reached []int32
}

// newStepTable reads m's step costs.
func newStepTable(m *grid.Map) *stepTable { return &stepTable{m: m, s: m.Steps()} }

// field is, for every cell, the feet of the cheapest walk from the nearest of the sources
// (-1 where none reaches within limit feet; limit ≤ 0 means no limit), ignoring units: walls
// and difficult ground count, bodies do not. The slice is the caller's.
func (t *stepTable) field(sources []grid.Pos, limit int) []int32 {
	dist := make([]int32, len(t.s.Cost))
	for i := range dist {
		dist[i] = -1
	}
	t.q.reset()
	for _, p := range sources {
		if t.open(p) && dist[t.m.Index(p)] != 0 {
			dist[t.m.Index(p)] = 0
			t.q.seed(int32(t.m.Index(p)), 0)
		}
	}
	t.q.run(t.s, dist, nil, limit, nil)
	return dist
}

// open reports whether p is a cell of the map a unit can stand on.
func (t *stepTable) open(p grid.Pos) bool { return t.m.In(p) && t.m.At(p).Move != grid.MoveBlocked }

// near walks from p as far as limit feet (limit > 0) and returns the cells reached, p among
// them, in the order the search settled them; the slice is reused by the next call.
func (t *stepTable) near(p grid.Pos, limit int) []int32 {
	if t.scratch == nil {
		t.scratch = make([]int32, len(t.s.Cost))
		for i := range t.scratch {
			t.scratch[i] = -1
		}
	}
	for _, j := range t.reached {
		t.scratch[j] = -1
	}
	t.reached = t.reached[:0]
	if !t.open(p) {
		return nil
	}
	i := int32(t.m.Index(p))
	t.scratch[i] = 0
	t.reached = append(t.reached, i)
	t.q.reset()
	t.q.seed(i, 0)
	t.q.run(t.s, t.scratch, nil, limit, &t.reached)
	return t.reached
}

// dial is Dial's algorithm over a step table: steps cost one or two cells, so a ring of three
// buckets of 5 ft holds the frontier in order; the seeds (cells whose feet are already set,
// in any order of their feet) join the frontier as it reaches their feet. Its arrays are
// kept from run to run.
type dial struct {
	buckets [3][]int32
	seeds   []seed
}

// seed is a cell the search starts from, at the feet already set for it.
type seed struct{ i, feet int32 }

// reset empties the search.
func (q *dial) reset() {
	for r := range q.buckets {
		q.buckets[r] = q.buckets[r][:0]
	}
	q.seeds = q.seeds[:0]
}

// seed adds cell i, whose dist is feet, to the cells the search starts from.
func (q *dial) seed(i, feet int32) { q.seeds = append(q.seeds, seed{i, feet}) }

// run lowers dist (the feet of each cell, -1 unreached) by every walk from the seeds within
// limit feet (≤ 0: no limit). Where owner is set, a cell reached takes the owner of the cell
// it was reached from. Where reached is set, each cell reached for the first time (from -1)
// is appended to it.
func (q *dial) run(s *grid.Steps, dist []int32, owner []int16, limit int, reached *[]int32) {
	if len(q.seeds) == 0 {
		return
	}
	// in order of feet, each cell once (a cell at the edge of several freed ones is queued
	// by each)
	slices.SortFunc(q.seeds, func(a, b seed) int {
		if a.feet != b.feet {
			return int(a.feet - b.feet)
		}
		return int(a.i - b.i)
	})
	q.seeds = slices.Compact(q.seeds)
	bound := uint32(limit) // as unsigned, no limit (0) is no bound
	if limit <= 0 {
		bound = ^uint32(0)
	}
	next := 0 // the next seed to join
	pending := 0
	for b := int(q.seeds[0].feet) / grid.FeetPerCell; ; b++ {
		feet := int32(b * grid.FeetPerCell)
		r := b % 3
		for ; next < len(q.seeds) && q.seeds[next].feet <= feet; next++ {
			q.buckets[r] = append(q.buckets[r], q.seeds[next].i)
			pending++
		}
		if pending == 0 {
			if next == len(q.seeds) {
				return
			}
			b = int(q.seeds[next].feet)/grid.FeetPerCell - 1
			continue
		}
		ring := [3]int{r, (r + 1) % 3, (r + 2) % 3} // the bucket of a step of 0, 1 or 2 cells
		for k := 0; k < len(q.buckets[r]); k++ {
			i := q.buckets[r][k]
			pending--
			if dist[i] != feet {
				continue // reached more cheaply since it was queued
			}
			for n, c := range &s.Cost[i] {
				if c == 0 {
					continue
				}
				j, to := s.Next(i, n), feet+int32(c)*grid.FeetPerCell
				// unreached cells hold -1, the greatest as unsigned
				if uint32(to) > bound || uint32(dist[j]) <= uint32(to) {
					continue
				}
				if reached != nil && dist[j] < 0 {
					*reached = append(*reached, j)
				}
				dist[j] = to
				if owner != nil {
					owner[j] = owner[i]
				}
				q.buckets[ring[c]] = append(q.buckets[ring[c]], j)
				pending++
			}
		}
		q.buckets[r] = q.buckets[r][:0]
	}
}

package ai

// Walking distances over the map: from the exits, from the enemy, for the AI's judgements.

import "skirmish/grid"

// stepTable is a map's walking costs as the searches below read them: the grid's step table
// (grid.Map.Steps), built once per map and shared by every battle on it.
type stepTable struct {
	m *grid.Map
	s *grid.Steps
}

// newStepTable reads m's step costs.
func newStepTable(m *grid.Map) *stepTable { return &stepTable{m: m, s: m.Steps()} }

// field is, for every cell, the feet of the cheapest walk from the nearest of the sources
// (-1 where none reaches within limit feet; limit ≤ 0 means no limit), ignoring units: walls
// and difficult ground count, bodies do not.
func (t *stepTable) field(sources []grid.Pos, limit int) []int32 {
	m := t.m
	dist := make([]int32, len(t.s.Cost))
	for i := range dist {
		dist[i] = -1
	}
	// Steps cost one or two cells, so a ring of three buckets of 5 ft holds the frontier in
	// order (Dial's algorithm); each bucket's array is reused as the ring turns.
	var buckets [3][]int32
	pending := 0
	for _, p := range sources {
		if m.In(p) && m.At(p).Move != grid.MoveBlocked && dist[m.Index(p)] != 0 {
			dist[m.Index(p)] = 0
			buckets[0] = append(buckets[0], int32(m.Index(p)))
			pending++
		}
	}
	bound := uint32(limit) // as unsigned, no limit (0) is no bound
	if limit <= 0 {
		bound = ^uint32(0)
	}
	for b := 0; pending > 0; b++ {
		feet := int32(b * grid.FeetPerCell)
		r := b % 3
		next := [3]int{r, (r + 1) % 3, (r + 2) % 3} // the bucket of a step of 0, 1 or 2 squares
		for k := 0; k < len(buckets[r]); k++ {
			i := buckets[r][k]
			pending--
			if dist[i] != feet {
				continue // reached more cheaply since it was queued
			}
			for n, c := range &t.s.Cost[i] {
				if c == 0 {
					continue
				}
				j, to := t.s.Next(i, n), feet+int32(c)*grid.FeetPerCell
				// unreached squares hold -1, the greatest as unsigned
				if uint32(to) > bound || uint32(dist[j]) <= uint32(to) {
					continue
				}
				dist[j] = to
				q := next[c]
				buckets[q] = append(buckets[q], j)
				pending++
			}
		}
		buckets[r] = buckets[r][:0]
	}
	return dist
}

// Walking distances over the map: from the exits, from the enemy, for the AI's judgements.
package ai

import "skirmish/grid"

// neighbours are the eight steps from a square.
var neighbours = [8]grid.Pos{{X: -1, Y: -1}, {X: 0, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 0}, {X: 1, Y: 0}, {X: -1, Y: 1}, {X: 0, Y: 1}, {X: 1, Y: 1}}

// stepTable holds, for every square of a map and each of the eight neighbours, the feet the
// step costs when no unit is in the way (0: it cannot be taken): the grid's step rules, read
// once per map so the searches below are tight loops.
type stepTable struct {
	m    *grid.Map
	cost [][8]uint8
	// ring is how many 5-ft buckets the frontier spans: the dearest step's feet / 5, plus one.
	ring int
}

// newStepTable reads m's step costs.
func newStepTable(m *grid.Map) *stepTable {
	t := &stepTable{m: m, cost: make([][8]uint8, m.Width*m.Height)}
	var mv grid.Mover
	for i := range t.cost {
		p := m.PosOf(i)
		for k, d := range neighbours {
			q := grid.Pos{X: p.X + d.X, Y: p.Y + d.Y}
			if !m.In(q) {
				continue
			}
			if c, ok := m.StepCost(mv, nil, p, q); ok {
				t.cost[i][k] = uint8(c)
				t.ring = max(t.ring, c/grid.FeetPerSquare+1)
			}
		}
	}
	return t
}

// field is, for every square, the feet of the cheapest walk from the nearest of the sources
// (-1 where none reaches within limit feet; limit ≤ 0 means no limit), ignoring units: walls
// and difficult ground count, bodies do not.
func (t *stepTable) field(sources []grid.Pos, limit int) []int32 {
	m := t.m
	dist := make([]int32, len(t.cost))
	for i := range dist {
		dist[i] = -1
	}
	// Steps cost 5 or 10 ft (at most t.ring-1 buckets of 5 ft), so a ring of buckets holds
	// the frontier in order (Dial's algorithm); each bucket's array is reused as the ring turns.
	buckets := make([][]int32, max(t.ring, 1))
	pending := 0
	push := func(i int32, feet int32) {
		b := int(feet/grid.FeetPerSquare) % len(buckets)
		buckets[b] = append(buckets[b], i)
		pending++
	}
	for _, p := range sources {
		if m.In(p) && m.At(p).Move != grid.MoveBlocked && dist[m.Index(p)] != 0 {
			dist[m.Index(p)] = 0
			push(int32(m.Index(p)), 0)
		}
	}
	w := int32(m.Width)
	offset := [8]int32{-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1}
	for b := 0; pending > 0; b++ {
		feet := int32(b * grid.FeetPerSquare)
		r := b % len(buckets)
		for k := 0; k < len(buckets[r]); k++ {
			i := buckets[r][k]
			pending--
			if dist[i] != feet {
				continue // reached more cheaply since it was queued
			}
			for n, c := range t.cost[i] {
				if c == 0 {
					continue
				}
				j, to := i+offset[n], feet+int32(c)
				if limit > 0 && int(to) > limit || dist[j] >= 0 && dist[j] <= to {
					continue
				}
				dist[j] = to
				push(j, to)
			}
		}
		buckets[r] = buckets[r][:0]
	}
	return dist
}

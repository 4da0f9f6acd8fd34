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
	// Steps cost 5 or 10 ft, so buckets of 5 ft hold the frontier in order (Dial's algorithm).
	var buckets [][]int32
	push := func(i int32, feet int32) {
		b := int(feet / grid.FeetPerSquare)
		for len(buckets) <= b {
			buckets = append(buckets, nil)
		}
		buckets[b] = append(buckets[b], i)
	}
	for _, p := range sources {
		if m.In(p) && m.At(p).Move != grid.MoveBlocked && dist[m.Index(p)] != 0 {
			dist[m.Index(p)] = 0
			push(int32(m.Index(p)), 0)
		}
	}
	w := int32(m.Width)
	offset := [8]int32{-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1}
	for b := 0; b < len(buckets); b++ {
		feet := int32(b * grid.FeetPerSquare)
		for k := 0; k < len(buckets[b]); k++ {
			i := buckets[b][k]
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
		buckets[b] = nil
	}
	return dist
}

// Walking distances over the map: from the exits, from the enemy, for the AI's judgements.
package ai

import "skirmish/grid"

// walkField is, for every square of m, the feet of the cheapest walk from the nearest of the
// sources (-1 where none reaches within limit feet; limit ≤ 0 means no limit), by the grid's
// step costs and ignoring units: walls and difficult ground count, bodies do not.
func walkField(m *grid.Map, sources []grid.Pos, limit int) []int32 {
	n := m.Width * m.Height
	dist := make([]int32, n)
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
	var mv grid.Mover
	for b := 0; b < len(buckets); b++ {
		for k := 0; k < len(buckets[b]); k++ {
			i := buckets[b][k]
			feet := int32(b * grid.FeetPerSquare)
			if dist[i] != feet {
				continue // reached more cheaply since it was queued
			}
			p := m.PosOf(int(i))
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					q := grid.Pos{X: p.X + dx, Y: p.Y + dy}
					if q == p || !m.In(q) {
						continue
					}
					c, ok := m.StepCost(mv, nil, p, q)
					j := int32(m.Index(q))
					if !ok || limit > 0 && int(feet)+c > limit || dist[j] >= 0 && dist[j] <= feet+int32(c) {
						continue
					}
					dist[j] = feet + int32(c)
					push(j, dist[j])
				}
			}
		}
		buckets[b] = nil
	}
	return dist
}

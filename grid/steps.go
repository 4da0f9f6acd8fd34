package grid

// The map's step table: what each of the eight steps from each square costs, read once per map.

import "sync/atomic"

// Steps holds, for every square and each of its eight neighbours (in Neighbours' order), how
// many squares' worth of movement the step costs on bare terrain: 1, 2 for difficult ground,
// 0 when it cannot be taken (off the map, blocked, or a sealed corner). Units are not counted.
// It is the grid's movement rules (delvers-combat.md "The Grid") as a table, so that searches
// over the map are tight loops. It is built on first use and shared by every goroutine.
type Steps struct {
	// Cost is per square index, per neighbour.
	Cost [][8]uint8
	// Offset is the index difference of each neighbour.
	Offset [8]int32
}

// Neighbours are the eight steps from a square, in the order of Steps.Cost: the four
// orthogonal ones first, then the diagonals.
var Neighbours = neighbours

// stepsCache holds a map's step table once built.
type stepsCache struct{ p atomic.Pointer[Steps] }

// Steps returns the map's step table, building it on first use. Safe for concurrent use; the
// map's terrain must not change after (maps change only while being built).
func (m *Map) Steps() *Steps {
	if s := m.steps.p.Load(); s != nil {
		return s
	}
	w, h := m.Width, m.Height
	s := &Steps{Cost: make([][8]uint8, w*h)}
	for d, dir := range neighbours {
		s.Offset[d] = int32(dir.Y*w + dir.X)
	}
	for py := 0; py < h; py++ {
		for px := 0; px < w; px++ {
			for d, dir := range neighbours {
				qx, qy := px+dir.X, py+dir.Y
				if qx < 0 || qy < 0 || qx >= w || qy >= h {
					continue
				}
				s.Cost[py*w+px][d] = uint8(m.terrainEnter(qy*w+qx, py*w+qx, qy*w+px, d >= 4))
			}
		}
	}
	m.steps.p.CompareAndSwap(nil, s)
	return m.steps.p.Load()
}

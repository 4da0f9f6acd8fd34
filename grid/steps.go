package grid

// The map's step table: what each step from each cell costs, read once per map.

import "sync/atomic"

// Steps holds, for every cell and each of its neighbours (in Map.Neighbour's order: eight on
// squares, six on hexes, the last two entries then always 0), how many cells' worth of
// movement the step costs on bare terrain: 1, 2 for difficult ground, 0 when it cannot be taken
// (off the map, blocked, or a sealed corner). Units are not counted. It is the grid's movement
// rules (delvers-combat.md "The Grid"; enchanted-realms-combat.txt "Rough terrain" reads the
// same terrain properties) as a table, so that searches over the map are tight loops. It is
// built on first use and shared by every goroutine.
type Steps struct {
	// Cost is per cell index, per neighbour.
	Cost [][8]uint8
	// offsets are the index differences for cells of each parity (a hex map's shifted rows
	// or columns are parity 1; every square is parity 0).
	offsets [2][8]int32
	// parity is each cell's parity, nil on a square map.
	parity []uint8
}

// Next returns the index of neighbour d of cell i; valid only where Cost[i][d] != 0.
func (s *Steps) Next(i int32, d int) int32 {
	if s.parity == nil {
		return i + s.offsets[0][d]
	}
	return i + s.offsets[s.parity[i]][d]
}

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
	if m.Topology == Hex {
		s.parity = make([]uint8, w*h)
		for par := 0; par < 2; par++ {
			// a cell of each parity, to read the steps' offsets from
			p := Pos{}
			if _, l := m.Hex.axis(p); m.Hex.staggered(l) != (par == 1) {
				p = m.Hex.fromAxis(0, 1)
			}
			for d := range 6 {
				dir := m.Hex.step(p, d)
				s.offsets[par][d] = int32(dir.Y*w + dir.X)
			}
		}
	} else {
		for d, dir := range neighbours {
			s.offsets[0][d] = int32(dir.Y*w + dir.X)
		}
	}
	n := m.NeighbourCount()
	for py := 0; py < h; py++ {
		for px := 0; px < w; px++ {
			p := Pos{px, py}
			if s.parity != nil {
				if _, l := m.Hex.axis(p); m.Hex.staggered(l) {
					s.parity[py*w+px] = 1
				}
			}
			for d := range n {
				q := m.Neighbour(p, d)
				if !m.In(q) {
					continue
				}
				diagonal := m.Topology == Square && d >= 4
				s.Cost[py*w+px][d] = uint8(m.terrainEnter(q.Y*w+q.X, py*w+q.X, q.Y*w+px, diagonal))
			}
		}
	}
	m.steps.p.CompareAndSwap(nil, s)
	return m.steps.p.Load()
}

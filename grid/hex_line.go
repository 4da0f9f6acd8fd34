package grid

// Straight lines of cells on both topologies, for moves that must run straight (a charge).

import "slices"

// Line returns the cells of the straight line from a to b, a and b included, each a neighbour
// of the one before: on squares Bresenham's line between the centres (appendSquareLine); on
// hexes the hexes whose centres are nearest the points of the line between the two centres a
// step apart. Where such a point lies exactly between two hexes (the line runs along their
// shared edge), a fixed nudge of the line decides, drawn from the end that comes first in
// reading order, so Line(b, a) is Line(a, b) reversed (docs/rulings.md "Straight lines on
// hexes").
func (m *Map) Line(a, b Pos) []Pos { return m.AppendLine(nil, a, b) }

// AppendLine appends Line(a, b) to dst and returns the extended slice, so that a caller
// drawing many lines reuses one buffer.
func (m *Map) AppendLine(dst []Pos, a, b Pos) []Pos {
	if m.Topology != Hex {
		return appendSquareLine(dst, a, b)
	}
	if b.Y < a.Y || b.Y == a.Y && b.X < a.X {
		start := len(dst)
		dst = m.AppendLine(dst, b, a)
		slices.Reverse(dst[start:])
		return dst
	}
	h := m.Hex
	ca, cb := h.cube(a), h.cube(b)
	n := m.Distance(a, b)
	out := slices.Grow(dst, n+1)
	if n == 0 {
		return append(out, a)
	}
	// Cube coordinates of the point k/n of the way, times n·8, nudged by (1, 2, -3) (which sums
	// to 0 and is smaller than any distance from a half-way point that is not a tie): exact
	// integers, so the rounding is the same everywhere.
	const scale = 8
	sa := [3]int{ca[0], ca[1], -ca[0] - ca[1]}
	sb := [3]int{cb[0], cb[1], -cb[0] - cb[1]}
	nudge := [3]int{1, 2, -3}
	d := n * scale
	for k := 0; k <= n; k++ {
		var v, r [3]int
		for i := range 3 {
			v[i] = (sa[i]*(n-k)+sb[i]*k)*scale + nudge[i]
			r[i] = roundDiv(v[i], d)
		}
		// cube rounding: the coordinate rounded furthest is recomputed from the other two
		dq, dr, ds := abs(r[0]*d-v[0]), abs(r[1]*d-v[1]), abs(r[2]*d-v[2])
		switch {
		case dq > dr && dq > ds:
			r[0] = -r[1] - r[2]
		case dr > ds:
			r[1] = -r[0] - r[2]
		}
		out = append(out, h.fromCube(r[0], r[1]))
	}
	return out
}

// roundDiv returns v/d rounded to the nearest integer (d > 0; v/d is never half-way here).
func roundDiv(v, d int) int {
	q := v / d
	if v%d != 0 && v < 0 {
		q--
	}
	if 2*(v-q*d) > d {
		q++
	}
	return q
}

// fromCube is the inverse of cube.
func (h HexLayout) fromCube(q, r int) Pos {
	l := r
	sh := 0
	if h.staggered(l) {
		sh = 1
	}
	// cube: q = ⌊(2a + sh - l)/2⌋, so a = ⌊(2q + l - sh + 1)/2⌋
	a := (2*q + l - sh + 1) >> 1
	return h.fromAxis(a, l)
}

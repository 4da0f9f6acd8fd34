package grid

// Exact fixed-point geometry for sight: points, orientation tests and convex decomposition.

import "math"

// fpShift is the number of fraction bits of sight coordinates: one square is 1<<fpShift units.
// Coordinates of maps up to maxSightSide squares stay below 2^30, so every cross product of
// two differences fits in an int64 and all sight arithmetic is exact integer arithmetic: the
// same answer on every machine, with no floating-point rounding or FMA fusion to worry about.
const fpShift = 16

// fpOne is one square in fixed-point units.
const fpOne = int64(1) << fpShift

// maxSightSide is the largest map side (in squares) the exact sight arithmetic supports.
const maxSightSide = 1 << 14

// fpt is a point in fixed-point square units.
type fpt struct{ x, y int64 }

// toFixed converts a point in squares to fixed point, rounding to the nearest unit.
// Multiplying by a power of two is exact, so the rounding is the same everywhere.
func toFixed(p Point) fpt {
	return fpt{int64(math.Round(float64(p.X * float64(fpOne)))), int64(math.Round(float64(p.Y * float64(fpOne))))}
}

// sub returns a-b.
func (a fpt) sub(b fpt) fpt { return fpt{a.x - b.x, a.y - b.y} }

// less orders points by x, then y; used to canonicalise segment directions.
func (a fpt) less(b fpt) bool { return a.x < b.x || a.x == b.x && a.y < b.y }

// cross returns the z component of a×b.
func cross(a, b fpt) int64 { return a.x*b.y - a.y*b.x }

// orient returns the sign (-1, 0, 1) of the turn a→b→c.
func orient(a, b, c fpt) int {
	v := cross(b.sub(a), c.sub(a))
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// floorDiv returns ⌊a/b⌋ for b > 0.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// ceilDiv returns ⌈a/b⌉ for b > 0.
func ceilDiv(a, b int64) int64 { return -floorDiv(-a, b) }

// abs64 returns |a|.
func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// sign64 returns the sign of a.
func sign64(a int64) int64 {
	switch {
	case a > 0:
		return 1
	case a < 0:
		return -1
	}
	return 0
}

// onOpenSegment reports whether p lies strictly between a and b on the segment ab.
func onOpenSegment(a, b, p fpt) bool {
	if orient(a, b, p) != 0 || p == a || p == b {
		return false
	}
	return min(a.x, b.x) <= p.x && p.x <= max(a.x, b.x) && min(a.y, b.y) <= p.y && p.y <= max(a.y, b.y)
}

// cleanRing drops repeated and collinear vertices of a closed ring.
func cleanRing(pts []fpt) []fpt {
	out := make([]fpt, 0, len(pts))
	for _, p := range pts {
		if len(out) > 0 && out[len(out)-1] == p {
			continue
		}
		out = append(out, p)
	}
	for len(out) > 1 && out[0] == out[len(out)-1] {
		out = out[:len(out)-1]
	}
	for changed := true; changed && len(out) >= 3; {
		changed = false
		for i := 0; i < len(out) && len(out) >= 3; i++ {
			a, b, c := out[(i+len(out)-1)%len(out)], out[i], out[(i+1)%len(out)]
			if orient(a, b, c) == 0 {
				out = append(out[:i], out[i+1:]...)
				changed = true
				i--
			}
		}
	}
	return out
}

// ringArea2 returns twice the signed area of a ring (positive when orient turns are positive).
func ringArea2(pts []fpt) int64 {
	var a int64
	for i := range pts {
		a += cross(pts[i], pts[(i+1)%len(pts)])
	}
	return a
}

// convexHull returns the convex hull of pts with positive turns, in a new slice.
func convexHull(pts []fpt) []fpt {
	ps := append([]fpt(nil), pts...)
	return appendHull(make([]fpt, 0, 2*len(ps)), ps)
}

// appendHull appends the convex hull of ps (positive turns, monotone chain) to out and returns
// it; ps is sorted in place. It does not allocate when out has room for len(ps)+1 more points.
func appendHull(out, ps []fpt) []fpt {
	for i := 1; i < len(ps); i++ { // insertion sort: shapes are small
		for j := i; j > 0 && ps[j].less(ps[j-1]); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	if len(ps) < 3 {
		return append(out, ps...)
	}
	base := len(out)
	h := out
	for _, p := range ps {
		for len(h)-base >= 2 && orient(h[len(h)-2], h[len(h)-1], p) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, p)
	}
	lower := len(h) + 1
	for i := len(ps) - 2; i >= 0; i-- {
		p := ps[i]
		for len(h) >= lower && orient(h[len(h)-2], h[len(h)-1], p) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, p)
	}
	return h[:len(h)-1]
}

// triangulate splits a simple polygon (positive turns, no collinear vertices) into convex
// pieces by ear clipping, returning the pieces and the internal diagonals between them.
// A polygon it cannot clip (self-intersecting) falls back to its convex hull.
func triangulate(ring []fpt) (pieces [][]fpt, seams [][2]fpt) {
	convex := true
	for i := range ring {
		if orient(ring[(i+len(ring)-1)%len(ring)], ring[i], ring[(i+1)%len(ring)]) <= 0 {
			convex = false
			break
		}
	}
	if convex {
		return [][]fpt{ring}, nil
	}
	poly := append([]fpt(nil), ring...)
	for len(poly) > 3 {
		ear := -1
		for i := range poly {
			a, b, c := poly[(i+len(poly)-1)%len(poly)], poly[i], poly[(i+1)%len(poly)]
			if orient(a, b, c) <= 0 {
				continue
			}
			ok := true
			for _, p := range poly {
				if p == a || p == b || p == c {
					continue
				}
				if orient(a, b, p) >= 0 && orient(b, c, p) >= 0 && orient(c, a, p) >= 0 {
					ok = false
					break
				}
			}
			if ok {
				ear = i
				break
			}
		}
		if ear < 0 {
			return append(pieces, convexHull(poly)), seams
		}
		a, b, c := poly[(ear+len(poly)-1)%len(poly)], poly[ear], poly[(ear+1)%len(poly)]
		pieces = append(pieces, []fpt{a, b, c})
		seams = append(seams, [2]fpt{a, c})
		poly = append(poly[:ear], poly[ear+1:]...)
	}
	if len(poly) == 3 && orient(poly[0], poly[1], poly[2]) > 0 {
		pieces = append(pieces, poly)
	}
	return pieces, seams
}

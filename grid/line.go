package grid

// Straight lines of squares (the square half of Map.AppendLine), for moves that must run
// straight (delvers-combat.md "Charge").

import "slices"

// appendSquareLine appends to dst the squares of the straight line from a to b, a and b
// included, each square adjacent to the one before (8-way): Bresenham's line between the two
// squares' centres, with ties broken the same way whichever end it is drawn from, so the line
// from b to a is the line from a to b reversed.
func appendSquareLine(dst []Pos, a, b Pos) []Pos {
	if b.X < a.X || b.X == a.X && b.Y < a.Y {
		start := len(dst)
		dst = appendSquareLine(dst, b, a)
		l := dst[start:]
		for i, j := 0, len(l)-1; i < j; i, j = i+1, j-1 {
			l[i], l[j] = l[j], l[i]
		}
		return dst
	}
	dx, dy := b.X-a.X, b.Y-a.Y
	sy := 1
	if dy < 0 {
		sy, dy = -1, -dy
	}
	n := max(dx, dy)
	out := slices.Grow(dst, n+1)
	for i := 0; i <= n; i++ {
		// The square whose centre is nearest the line at step i; half-way rounds down.
		var x, y int
		if dx >= dy {
			x, y = a.X+i, a.Y+sy*roundHalfDown(i*dy, dx)
		} else {
			x, y = a.X+roundHalfDown(i*dx, dy), a.Y+sy*i
		}
		out = append(out, Pos{x, y})
	}
	return out
}

// roundHalfDown returns num/den rounded to the nearest integer, halves rounded down (num ≥ 0,
// den > 0).
func roundHalfDown(num, den int) int {
	if den == 0 {
		return 0
	}
	q, r := num/den, num%den
	if 2*r > den {
		q++
	}
	return q
}

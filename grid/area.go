package grid

// Areas of effect on the grid (delvers-combat.md "The Grid": a radius becomes a square).

// Area returns the squares of an area of the given radius in feet centred on a grid
// intersection: a square whose side is twice the radius (a 20-ft radius is 8×8 squares).
// corner is the intersection at the top-left of square corner. A radius that is not a whole
// number of squares is rounded up (docs/rulings.md). Squares off the map are left out.
func (m *Map) Area(corner Pos, radiusFt int) []Pos {
	if radiusFt <= 0 {
		return nil
	}
	n := (radiusFt + FeetPerSquare - 1) / FeetPerSquare
	var out []Pos
	for y := corner.Y - n; y < corner.Y+n; y++ {
		for x := corner.X - n; x < corner.X+n; x++ {
			if p := (Pos{x, y}); m.In(p) {
				out = append(out, p)
			}
		}
	}
	return out
}

package grid

// Cover from low walls and barricades crossed between two squares' centres.

// WallCover is the cover the low walls and barricades between from and to give the target
// (the part of Sight's Cover that comes from Terrain.Cover, not from the corners seen): for a
// ruleset that grades the corners its own way (Delvers on hexes) and adds the walls after.
// CoverNone for cells off the map.
func (m *Map) WallCover(from, to Pos) Cover {
	if !m.In(from) || !m.In(to) {
		return CoverNone
	}
	ix := m.index()
	if ix.big {
		return CoverNone
	}
	if ix.hex != nil {
		return ix.hexLowWallCover(from, to)
	}
	return ix.lowWallCover(from, to)
}

// lowWallCover returns the best Terrain.Cover of a square that the line between the centres
// of from and to crosses (passes through its inside), that is nearer the target than the
// viewer (its centre strictly closer to to's centre), leaving out the two end squares. Such
// squares never block sight (delvers-combat.md "Line of Sight and Cover" knows only solid
// objects; low walls are the map's own cover, docs/rulings.md).
func (ix *sightIndex) lowWallCover(from, to Pos) Cover {
	best := CoverNone
	if from == to {
		return best
	}
	half := fpOne / 2
	p := fpt{int64(from.X)*fpOne + half, int64(from.Y)*fpOne + half}
	q := fpt{int64(to.X)*fpOne + half, int64(to.Y)*fpOne + half}
	dx, dy := q.x-p.x, q.y-p.y
	sx, sy := sign64(dx), sign64(dy)
	adx, ady := abs64(dx), abs64(dy)
	cx, cy := int64(from.X), int64(from.Y)
	// Centres sit mid-square, so the next grid lines are half a square away.
	tx, ty := half*ady, half*adx
	if sx == 0 {
		tx = 1 << 62
	}
	if sy == 0 {
		ty = 1 << 62
	}
	stepX, stepY := fpOne*ady, fpOne*adx
	for cx != int64(to.X) || cy != int64(to.Y) {
		switch {
		case tx < ty:
			cx += sx
			tx += stepX
		case ty < tx:
			cy += sy
			ty += stepY
		default: // through a grid point: the squares beside it are only touched
			cx += sx
			cy += sy
			tx += stepX
			ty += stepY
		}
		if cx == int64(to.X) && cy == int64(to.Y) {
			break
		}
		if cx < 0 || cy < 0 || cx >= int64(ix.w) || cy >= int64(ix.h) {
			break
		}
		c := ix.low[int(cy)*ix.w+int(cx)]
		if c <= best {
			continue
		}
		dt := (cx-int64(to.X))*(cx-int64(to.X)) + (cy-int64(to.Y))*(cy-int64(to.Y))
		dv := (cx-int64(from.X))*(cx-int64(from.X)) + (cy-int64(from.Y))*(cy-int64(from.Y))
		if dt < dv {
			best = c
		}
	}
	return best
}

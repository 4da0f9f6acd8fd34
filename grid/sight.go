package grid

// Line of sight between squares (delvers-combat.md "Line of Sight and Cover"), exact and symmetric.

import "math"

// View is what a viewer's square sees of a target square.
type View struct {
	// Seen is line of sight: some line joins a point of the viewer's square to a point of the
	// target's square without passing through a solid.
	Seen bool
	// Cover is the target's cover from the viewer; CoverFull when not Seen.
	Cover Cover
	// CornersSeen counts the target's corners (0-4) some line from the viewer's square reaches.
	CornersSeen int
}

// Sight returns what from sees of to: line of sight, cover and the target corners seen.
//
// Rules (delvers-combat.md "Line of Sight and Cover"; the rulings are in docs/rulings.md):
// sight exists if any point of one square joins any point of the other by a clear line; the
// target has half cover if not all of its corners are seen, full cover if none is but sight
// exists (arrow slits). A low wall (Terrain.Cover) that the centre-to-centre line crosses,
// nearer the target than the viewer, raises the cover to its own. Lines that only touch a
// wall's corner or run along its edge are clear; two walls meeting at a corner seal it.
// Sight(a, b).Seen == Sight(b, a).Seen always. Squares off the map are never seen.
// Safe for concurrent use; it does not allocate unless no corner line is clear. Results are
// remembered per map (sightMemo), so asking again is cheap.
func (m *Map) Sight(from, to Pos) View {
	if !m.In(from) || !m.In(to) {
		return View{Cover: CoverFull}
	}
	ix := m.index()
	if ix.big {
		return View{Cover: CoverFull}
	}
	k := ix.memo.key(ix.w, from, to)
	if v, ok := ix.memo.get(k); ok {
		return v
	}
	v := ix.sight(from, to)
	ix.memo.put(k, v)
	return v
}

// sight works out Sight(from, to) for two squares on the map: by a beam of the lines that
// meet both (viewshed_beam.go), what it leaves in doubt by the exact searches of corners,
// squarePointSees and anyPoint.
func (ix *sightIndex) sight(from, to Pos) View {
	if ix.hex != nil {
		return ix.hexSight(from, to)
	}
	if from == to {
		return View{Seen: true, Cover: CoverNone, CornersSeen: 4}
	}
	// the corner lines first: when each corner has one, that is the answer
	var found [4]bool
	n := 0
	for k := range 4 {
		q := corner(to, k)
		for _, i := range cornerOrder[k] {
			if ix.clearLine(corner(from, i), from, q, to) {
				found[k] = true
				n++
				break
			}
		}
	}
	var v View
	if n == 4 {
		v = cornersView(4, true)
	} else {
		sw := ix.getSweeper()
		b := sw.sightBeam(from, to)
		switch {
		case b.seen == vsUnseen && n == 0:
			v = View{Cover: CoverFull}
		case b.seen == vsMaybe && n == 0:
			v = ix.corners(from, to)
		default: // seen: a corner line, or the beam says so
			n = 0
			for k, c := range b.corners[:4] {
				if found[k] || c == vsSeen || c == vsMaybe && ix.squarePointSees(corner(to, k), to, from) {
					n++
				}
			}
			v = cornersView(n, true)
		}
		ix.putSweeper(sw)
	}
	if !v.Seen {
		return View{Cover: CoverFull}
	}
	if lw := ix.lowWallCover(from, to); lw > v.Cover {
		v.Cover = lw
	}
	return v
}

// cornerOffset holds the four corners of a square as offsets in squares.
var cornerOffset = [4][2]int64{{0, 0}, {1, 0}, {0, 1}, {1, 1}}

// corner returns corner k of square p. Lines are drawn between exact corners; a corner that
// is a sealed grid point blocks every line from it (ruling "own corner on a sealed corner":
// the line is taken to start just inside the square, so it passes through the seal).
func corner(p Pos, k int) fpt {
	c := cornerOffset[k]
	return fpt{(int64(p.X) + c[0]) * fpOne, (int64(p.Y) + c[1]) * fpOne}
}

// cornerOrder tries, for each target corner, the viewer corner at the same place first
// (a line parallel to the others) and then the rest.
var cornerOrder = [4][4]int{{0, 1, 2, 3}, {1, 0, 3, 2}, {2, 3, 0, 1}, {3, 2, 1, 0}}

// corners decides sight and counts the target's corners seen: a target corner is seen when
// some point of the viewer's square joins it by a clear line (delvers-combat.md: line of sight
// is from any point of the viewer's cube; cover counts the target's corners it reaches). The
// lines from the viewer's four corners are tried first; a corner none of them reaches is
// searched for by squarePointSees, once the squares are known to see each other at all.
func (ix *sightIndex) corners(from, to Pos) View {
	if from == to {
		return View{Seen: true, Cover: CoverNone, CornersSeen: 4}
	}
	var hidden [4]bool
	n := 0
	for k := 0; k < 4; k++ {
		q := corner(to, k)
		hidden[k] = true
		for _, i := range cornerOrder[k] {
			if ix.clearLine(corner(from, i), from, q, to) {
				n++
				hidden[k] = false
				break
			}
		}
	}
	seen := n > 0 || ix.anyPoint(from, to)
	if n < 4 && seen {
		for k := 0; k < 4; k++ {
			if hidden[k] && ix.squarePointSees(corner(to, k), to, from) {
				n++
			}
		}
	}
	return cornersView(n, seen)
}

// cornersView is the view of a target of which n corners are seen (seen: at all).
func cornersView(n int, seen bool) View {
	switch {
	case n == 4:
		return View{Seen: true, Cover: CoverNone, CornersSeen: 4}
	case n > 0:
		return View{Seen: true, Cover: CoverHalf, CornersSeen: n}
	case seen: // through a slit only: full cover
		return View{Seen: true, Cover: CoverFull}
	}
	return View{Cover: CoverFull}
}

// squareCorners returns the corners of square s with positive turns, for entryStep.
func squareCorners(s Pos) [4]fpt {
	x, y := int64(s.X)*fpOne, int64(s.Y)*fpOne
	return [4]fpt{{x, y}, {x + fpOne, y}, {x + fpOne, y + fpOne}, {x, y + fpOne}}
}

// squarePointSees reports whether the target corner q (of square to) is joined by a clear line
// to some point of square from: lines from q through the lone wall corners (a grid point with
// one wall, passed without cutting into it) and the piece vertices in the cone from q over the
// square, each followed to the square (sight_point.go says why these suffice).
func (ix *sightIndex) squarePointSees(q fpt, to, from Pos) bool {
	fc := squareCorners(from)
	var hb [16]fpt
	hull := hullOf(hb[:], q, fc[0], fc[1], fc[2], fc[3])
	try := func(v fpt) bool {
		if v == q || !inHull(hull, v) {
			return false
		}
		// walk from q along the line through v until the square is reached (walk stops there,
		// so where the far end lies beyond it does not matter)
		d := v.sub(q)
		k, ok := entryStep(q, d, fc[:])
		if !ok {
			return false
		}
		f := fpt{q.x + k*d.x, q.y + k*d.y}
		return ix.walk(q, f, to, from, q, f)
	}
	// Every corner of the hull is a grid point: walk its rows of grid points, and the rows of
	// squares between them for the pieces' vertices, from one span a row.
	y0, y1 := hull[0].y, hull[0].y
	for _, h := range hull {
		y0, y1 = min(y0, h.y), max(y1, h.y)
	}
	pieces := len(ix.pieces) > 0
	for gy := y0 / fpOne; gy <= y1/fpOne; gy++ {
		top, bottom := gy*fpOne, min((gy+1)*fpOne, y1)
		x0, x1, ok := slabSpan(hull, top, bottom)
		if !ok {
			continue
		}
		for gx := ceilDiv(x0, fpOne); gx <= floorDiv(x1, fpOne); gx++ {
			qd := ix.loneQuadrant(gx, gy, to, from)
			v := fpt{gx * fpOne, gy * fpOne}
			if qd >= 0 && !blocksQuad(qd, v.sub(q)) && try(v) {
				return true
			}
		}
		if !pieces || bottom == top {
			continue
		}
		// the vertices of pieces in the squares of this row the cone crosses
		for cx := floorDiv(x0, fpOne); cx <= floorDiv(x1, fpOne); cx++ {
			if ix.flag(cx, gy)&cellPieces == 0 || (Pos{int(cx), int(gy)}) == to || (Pos{int(cx), int(gy)}) == from {
				continue
			}
			i := int(gy+1)*ix.pw + int(cx+1)
			for _, pi := range ix.list[ix.start[i]:ix.start[i+1]] {
				for _, v := range ix.pieces[pi].pts {
					if try(v) {
						return true
					}
				}
			}
		}
	}
	return false
}

// loneQuadrant returns the quadrant (as quad in slitScratch: bit0 x+, bit1 y+) of the one
// wall square at grid point (x, y), the end squares e1 and e2 counted open, or -1 when there is
// not exactly one: only past a lone wall's corner can a line touch a wall without cutting in.
func (ix *sightIndex) loneQuadrant(x, y int64, e1, e2 Pos) int8 {
	nw, ne := ix.wallEx(x-1, y-1, e1, e2), ix.wallEx(x, y-1, e1, e2)
	sw, se := ix.wallEx(x-1, y, e1, e2), ix.wallEx(x, y, e1, e2)
	switch {
	case nw && !ne && !sw && !se:
		return 0
	case ne && !nw && !sw && !se:
		return 1
	case sw && !nw && !ne && !se:
		return 2
	case se && !nw && !ne && !sw:
		return 3
	}
	return -1
}

// seen is the line-of-sight predicate alone (Sight(from, to).Seen), stopping at the first
// clear corner line. Fog uses it so that fog and targeting never disagree.
func (ix *sightIndex) seen(from, to Pos) bool {
	if ix.hex != nil {
		return ix.hexSeen(from, to)
	}
	if from == to {
		return true
	}
	for k := 0; k < 4; k++ {
		q := corner(to, k)
		for _, i := range cornerOrder[k] {
			if ix.clearLine(corner(from, i), from, q, to) {
				return true
			}
		}
	}
	return ix.anyPoint(from, to)
}

// clearLine tests the segment from p (a corner of square s) to q (a corner of square t).
// The direction is canonicalised so that the answer cannot depend on which end looks.
func (ix *sightIndex) clearLine(p fpt, s Pos, q fpt, t Pos) bool {
	if q.less(p) {
		p, q, s, t = q, p, t, s
	}
	return ix.walk(p, q, s, t, p, q)
}

// flag returns the flags of square (x, y); squares beyond the padded border are walls.
func (ix *sightIndex) flag(x, y int64) uint8 {
	if x < -1 || y < -1 || x > int64(ix.w) || y > int64(ix.h) {
		return cellWall
	}
	return ix.flags[int(y+1)*ix.pw+int(x+1)]
}

// wall reports whether square (x, y) is a whole-square wall (off the map counts).
func (ix *sightIndex) wall(x, y int64) bool { return ix.flag(x, y)&cellWall != 0 }

// sealed reports whether the grid point (x, y) is solid: two walls meet there only at their
// corners (ruling "sealed diagonal walls block"), or walls surround it. With three walls it is
// a room's inner corner: on the walls' surface, so lines may touch it.
func (ix *sightIndex) sealed(x, y int64) bool {
	return sealedOf(ix.wall(x-1, y-1), ix.wall(x, y-1), ix.wall(x-1, y), ix.wall(x, y))
}

// wallEx is wall with the two end squares e1, e2 counted as open: what lies in the viewer's
// and the target's own squares never blocks (ruling "end squares").
func (ix *sightIndex) wallEx(x, y int64, e1, e2 Pos) bool {
	if x == int64(e1.X) && y == int64(e1.Y) || x == int64(e2.X) && y == int64(e2.Y) {
		return false
	}
	return ix.wall(x, y)
}

// sealedEx is sealed with the two end squares e1 and e2 counted as open. Away from the end
// squares' corners it is read from the index's table of sealed grid points.
func (ix *sightIndex) sealedEx(x, y int64, e1, e2 Pos) bool {
	if !isCorner(x, y, e1) && !isCorner(x, y, e2) && x >= 0 && y >= 0 && x <= int64(ix.w) && y <= int64(ix.h) {
		return ix.sealedPts[int(y)*(ix.w+1)+int(x)]
	}
	return sealedOf(ix.wallEx(x-1, y-1, e1, e2), ix.wallEx(x, y-1, e1, e2), ix.wallEx(x-1, y, e1, e2), ix.wallEx(x, y, e1, e2))
}

// sealedOf decides a grid point from the walls around it (north-west, north-east, ...).
func sealedOf(nw, ne, sw, se bool) bool {
	if nw && se {
		return ne == sw
	}
	return ne && sw && !nw && !se
}

// piecesBlock reports whether a piece overlapping square (x, y) blocks segment pq, through
// its inside or along a seam with another solid (seamBlocks); e1 and e2 are the end squares,
// p is where the walk starts and e2 where it stops. A piece counts only where the segment
// meets it before entering e2: the segment may run on past the square it walks to (a line
// through two vertices, followed to the square), and what lies beyond, or in the end square
// itself, is no solid between the two squares (docs/rulings.md "Solids in the end squares").
func (ix *sightIndex) piecesBlock(x, y int64, p, q fpt, e1, e2 Pos) bool {
	i := int(y+1)*ix.pw + int(x+1)
	for _, pi := range ix.list[ix.start[i]:ix.start[i+1]] {
		pc := &ix.pieces[pi]
		if (pc.blocks(p, q) || ix.seamBlocks(int(pi), p, q, ends(e1), ends(e2))) && meetsBefore(pc, p, q, e2) {
			return true
		}
	}
	return false
}

// meetsBefore reports whether segment pq first meets piece pc before it enters square s.
func meetsBefore(pc *piece, p, q fpt, s Pos) bool {
	d := q.sub(p)
	sc := squareCorners(s)
	in, _ := ray(p, d, sc[:])
	if in.d == 0 {
		return true // it never enters s
	}
	first, ok := firstMeet(pc, p, d)
	return ok && ratCmp(first, in) < 0
}

// firstMeet returns the least t at which the line p + t·d meets piece pc, and whether it does.
func firstMeet(pc *piece, p, d fpt) (frac, bool) {
	if pc.kind == pieceConvex {
		lo, _ := ray(p, d, pc.pts)
		return lo, lo.d != 0
	}
	best, ok := frac{}, false
	at := func(t frac) {
		if t.d < 0 {
			t = frac{-t.n, -t.d}
		}
		if !ok || ratCmp(t, best) < 0 {
			best, ok = t, true
		}
	}
	along := func(v fpt) { at(frac{dot(v.sub(p), d), dot(d, d)}) }
	for i := 0; i+1 < len(pc.pts); i++ {
		a, b := pc.pts[i], pc.pts[i+1]
		e := b.sub(a)
		if c := cross(d, e); c != 0 {
			at(frac{cross(a.sub(p), e), c})
		} else {
			along(a)
			along(b)
		}
	}
	if len(pc.pts) == 1 {
		along(pc.pts[0])
	}
	return best, ok
}

// dot returns a·b.
func dot(a, b fpt) int64 { return a.x*b.x + a.y*b.y }

// ends returns a square as seamBlocks takes end cells.
func ends(p Pos) [2]int64 { return [2]int64{int64(p.X), int64(p.Y)} }

// isCorner reports whether grid point (x, y) is a corner of square t.
func isCorner(x, y int64, t Pos) bool {
	return (x == int64(t.X) || x == int64(t.X)+1) && (y == int64(t.Y) || y == int64(t.Y)+1)
}

// walk follows the segment from p towards q square by square, exactly, until it reaches the
// closed square stop: it reports whether nothing solid lies on the way. Squares whose inside
// the segment crosses must not be walls, grid
// points it passes must not be sealed, and pieces in the squares crossed must not block the
// segment (pp, pq). The end squares other and stop count as open: solids inside them are not
// looked at.
func (ix *sightIndex) walk(p, q fpt, other, stop Pos, pp, pq fpt) bool {
	dx, dy := q.x-p.x, q.y-p.y
	if p.x%fpOne == 0 && p.y%fpOne == 0 {
		lx, ly := p.x/fpOne, p.y/fpOne
		if ix.sealedEx(lx, ly, other, stop) {
			return false
		}
		if isCorner(lx, ly, stop) {
			return true
		}
	}
	if dx == 0 && dy == 0 {
		return false
	}
	if dx == 0 && p.x%fpOne == 0 || dy == 0 && p.y%fpOne == 0 {
		return ix.walkRun(p, q, other, stop, pp, pq)
	}
	sx, sy := sign64(dx), sign64(dy)
	var cx, cy int64
	if sx >= 0 {
		cx = floorDiv(p.x, fpOne)
	} else {
		cx = ceilDiv(p.x, fpOne) - 1
	}
	if sy >= 0 {
		cy = floorDiv(p.y, fpOne)
	} else {
		cy = ceilDiv(p.y, fpOne) - 1
	}
	adx, ady := abs64(dx), abs64(dy)
	// tx and ty are the distances, scaled by adx*ady, to the next vertical and horizontal
	// grid lines; comparing them orders the crossings exactly.
	tx, ty := int64(math.MaxInt64), int64(math.MaxInt64)
	switch {
	case sx > 0:
		tx = ((cx+1)*fpOne - p.x) * ady
	case sx < 0:
		tx = (p.x - cx*fpOne) * ady
	}
	switch {
	case sy > 0:
		ty = ((cy+1)*fpOne - p.y) * adx
	case sy < 0:
		ty = (p.y - cy*fpOne) * adx
	}
	stepX, stepY := fpOne*ady, fpOne*adx
	limit := abs64(floorDiv(q.x, fpOne)-cx) + abs64(floorDiv(q.y, fpOne)-cy) + 4
	sX, sY, tX, tY := int64(other.X), int64(other.Y), int64(stop.X), int64(stop.Y)
	for ; limit > 0; limit-- {
		if cx == tX && cy == tY {
			return true
		}
		if cx != sX || cy != sY {
			if f := ix.flag(cx, cy); f != 0 {
				if f&cellWall != 0 || ix.piecesBlock(cx, cy, pp, pq, other, stop) {
					return false
				}
			}
		}
		switch {
		case tx < ty:
			cx += sx
			tx += stepX
		case ty < tx:
			cy += sy
			ty += stepY
		default: // through a grid point
			lx, ly := cx+max(sx, 0), cy+max(sy, 0)
			if ix.sealedEx(lx, ly, other, stop) {
				return false
			}
			if isCorner(lx, ly, stop) {
				return true
			}
			cx += sx
			cy += sy
			tx += stepX
			ty += stepY
		}
	}
	return false
}

// walkRun follows an axis-parallel segment lying on a grid line from p towards stop: an edge
// it runs along blocks when walls lie on both sides of it; a grid point when sealed.
func (ix *sightIndex) walkRun(p, q fpt, other, stop Pos, pp, pq fpt) bool {
	horiz := q.y == p.y
	// Work in (a, b) = (along, across) coordinates.
	a, line, da := p.x, p.y/fpOne, q.x-p.x
	if !horiz {
		a, line, da = p.y, p.x/fpOne, q.y-p.y
	}
	cell := func(along, side int64) (int64, int64) {
		if horiz {
			return along, side
		}
		return side, along
	}
	s := sign64(da)
	var c int64
	if s > 0 {
		c = floorDiv(a, fpOne)
	} else {
		c = ceilDiv(a, fpOne) - 1
	}
	for limit := abs64(da)/fpOne + 4; limit > 0; limit-- {
		x1, y1 := cell(c, line-1)
		x2, y2 := cell(c, line)
		if x1 == int64(stop.X) && y1 == int64(stop.Y) || x2 == int64(stop.X) && y2 == int64(stop.Y) {
			return true
		}
		f1, f2 := ix.flag(x1, y1), ix.flag(x2, y2)
		if x1 == int64(other.X) && y1 == int64(other.Y) {
			f1 = 0
		}
		if x2 == int64(other.X) && y2 == int64(other.Y) {
			f2 = 0
		}
		if f1&f2&cellWall != 0 {
			return false
		}
		if f1&cellPieces != 0 && ix.piecesBlock(x1, y1, pp, pq, other, stop) || f2&cellPieces != 0 && ix.piecesBlock(x2, y2, pp, pq, other, stop) {
			return false
		}
		lx, ly := cell(c+max(s, 0), line)
		if ix.sealedEx(lx, ly, other, stop) {
			return false
		}
		if isCorner(lx, ly, stop) {
			return true
		}
		c += s
	}
	return false
}

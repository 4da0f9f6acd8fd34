package grid

// Which cell owns a piece, for the viewshed sweep: a piece inside one cell's closed outline
// stands between a viewer and a target exactly when a line through it passes that cell first.
// And which pieces meet another solid along an edge (the rest need no seam test).

import "math"

// ownPieces fills ix.pieceCells and ix.pieceOwner from the pieces' lists.
func (ix *sightIndex) ownPieces(m *Map) {
	n := len(ix.pieces)
	ix.pieceCells, ix.pieceOwner = make([]int32, n), make([]int32, n)
	list := ix.list
	if ix.hex != nil {
		list = ix.hex.list
	}
	for _, pi := range list {
		ix.pieceCells[pi]++
	}
	for pi := range ix.pieces {
		ix.pieceOwner[pi] = ix.ownerOf(m, &ix.pieces[pi])
	}
	// a piece with an edge along another solid's (seamBlocks), with no end cells left out
	ix.pieceSeamy = make([]bool, n)
	for pi := range ix.pieces {
		ix.pieceSeamy[pi] = true
	}
	far := [2]int64{math.MinInt32, math.MinInt32}
	for pi := range ix.pieces {
		pc := &ix.pieces[pi]
		seamy := false
		for i := range pc.pts {
			a, b := pc.pts[i], pc.pts[(i+1)%len(pc.pts)]
			if a != b && ix.solidRight(pi, a, b, a, b, far, far) || a != b && ix.solidRight(pi, b, a, a, b, far, far) {
				seamy = true
				break
			}
		}
		ix.pieceSeamy[pi] = seamy
	}
	// per cell: what markPieces and riskyEnd ask
	if ix.big {
		return
	}
	ix.cellMarks = make([]uint8, m.Width*m.Height)
	for ci := range ix.cellMarks {
		list := ix.piecesAt(ci)
		if len(list) == 0 {
			continue
		}
		var k uint8
		for _, pi := range list {
			if ix.pieceOwner[pi] < 0 {
				k |= markTaint
			}
			if ix.pieceCells[pi] > 1 && (ix.pieceOwner[pi] == int32(ci) || ix.pieceOwner[pi] < 0) {
				k |= markRisky
			}
		}
		if ix.roughCell(m.PosOf(ci)) {
			k |= markRough
		}
		ix.cellMarks[ci] = k
	}
}

// Bits of sightIndex.cellMarks.
const (
	markTaint uint8 = 1 << iota // a piece listed here lies in no one cell (views meeting it are tainted)
	markRough                   // its pieces may stop a line that only touches them (roughCell)
	markRisky                   // as an end cell, a piece may count (riskyEnd)
)

// roughCell reports whether the pieces of cell c may stop a line that only touches them: a seam
// or a bend among them, two pieces that may share an edge, or a piece reaching the cell's
// outline, where a wall or a piece of the next cell may meet it.
func (ix *sightIndex) roughCell(c Pos) bool {
	list := ix.piecesAt(c.Y*ix.m.Width + c.X)
	if len(list) > 1 {
		return true
	}
	var outline []fpt
	if hl := ix.hex; hl != nil {
		var cs [6]fpt
		a, l := hl.frame(c)
		hl.corners(a, l, &cs)
		outline = cs[:]
	} else {
		sc := squareCorners(c)
		outline = sc[:]
	}
	for _, pi := range list {
		pc := &ix.pieces[pi]
		if pc.kind == pieceSeam || pc.kind == pieceBend {
			return true
		}
		for _, p := range pc.pts {
			if !strictlyInside(outline, p) {
				return true
			}
		}
	}
	return false
}

// ownerOf returns the map index of the cell whose closed outline holds every point of pc, or
// -1 when none does.
func (ix *sightIndex) ownerOf(m *Map, pc *piece) int32 {
	if len(pc.pts) == 0 {
		return -1
	}
	if hl := ix.hex; hl != nil {
		// the hex whose centre is nearest the piece's first point, or one beside it
		a, l := hl.nearest(pc.pts[0])
		var cs [6]fpt
		for k := -1; k < 6; k++ {
			ca, cl := a, l
			if k >= 0 {
				ca, cl = hl.neighbour(a, l, k)
			}
			if ca < 0 || cl < 0 || ca >= int64(hl.aw) || cl >= int64(hl.lh) {
				continue
			}
			hl.corners(ca, cl, &cs)
			inside := true
			for _, p := range pc.pts {
				if !inHull(cs[:], p) {
					inside = false
					break
				}
			}
			if inside {
				c := hl.layout.fromAxis(int(ca), int(cl))
				return int32(m.Index(c))
			}
		}
		return -1
	}
	x0, y0, x1, y1 := pc.pts[0].x, pc.pts[0].y, pc.pts[0].x, pc.pts[0].y
	for _, p := range pc.pts {
		x0, y0, x1, y1 = min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)
	}
	cx, cy := floorDiv(x0, fpOne), floorDiv(y0, fpOne)
	if x1 > (cx+1)*fpOne || y1 > (cy+1)*fpOne || cx < 0 || cy < 0 || cx >= int64(m.Width) || cy >= int64(m.Height) {
		return -1
	}
	return int32(int(cy)*m.Width + int(cx))
}

// piecesAt returns the pieces listed under map cell ci.
func (ix *sightIndex) piecesAt(ci int) []int32 {
	if hl := ix.hex; hl != nil {
		a, l := hl.frame(Pos{ci % hl.mapW, ci / hl.mapW})
		i := int(l+1)*hl.pw + int(a+1)
		return hl.list[hl.start[i]:hl.start[i+1]]
	}
	i := (ci/ix.w+1)*ix.pw + ci%ix.w + 1
	return ix.list[ix.start[i]:ix.start[i+1]]
}

// riskyEnd reports whether map cell ci, as the viewer's or the target's cell, holds a piece
// that the exact predicate may count though it is in an end cell: one listed under other cells
// too (the walk tests a piece of every cell it passes against the whole line), that lies in ci
// or in no one cell.
func (ix *sightIndex) riskyEnd(ci int) bool { return ix.cellMarks[ci]&markRisky != 0 }

// nearest returns the frame coordinates of a hex whose centre is near p (at most a
// neighbour away from the nearest).
func (hl *hexLattice) nearest(p fpt) (int64, int64) {
	l := floorDiv(p.y-2*fpOne+3*fpOne/2, 3*fpOne)
	a := floorDiv(p.x-(hl.shift(l)+1)*fpOne+fpOne, 2*fpOne)
	return a, l
}

// extremes keeps, of a piece's points in a sector's coordinates, those a line of slope 0 to 1
// may pass through when it passes above all of them (above) or below all (below): a point
// another beats at both slopes 0 and 1 is never the one a line touches.
func extremes(pts []fpt, above, below []fpt) ([]fpt, []fpt) {
	above, below = above[:0], below[:0]
	for i, v := range pts {
		upBeaten, downBeaten := false, false
		for j, w := range pts {
			if i == j || w == v {
				continue
			}
			// y − m·x at m = 0 and m = 1
			if w.y >= v.y && w.y-w.x >= v.y-v.x && (w.y > v.y || w.y-w.x > v.y-v.x || j < i) {
				upBeaten = true
			}
			if w.y <= v.y && w.y-w.x <= v.y-v.x && (w.y < v.y || w.y-w.x < v.y-v.x || j < i) {
				downBeaten = true
			}
		}
		if !upBeaten {
			above = append(above, v)
		}
		if !downBeaten {
			below = append(below, v)
		}
	}
	return above, below
}

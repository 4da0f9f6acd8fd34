package grid

// Line of sight between hexes, exact and symmetric, in integer lattice coordinates.

import "math"

// hexLattice is the hex half of a sightIndex. It works in the (along, line) frame of
// HexLayout.axis, where every layout is pointy-topped rows, scaled so that hex centres and
// corners have whole coordinates ("lattice units"): the hex at (a, l) has its centre at
// (2a + s + 1, 3l + 2), s = 1 on a shifted line, and its corners at (±1, ±1) and (0, ±2) from
// it. That is an affine image of the drawn map (HexLayout.geom with a regular side length), and
// incidence, which is all sight asks, is the same in any affine image. Coordinates are fixed
// point (fpOne a lattice unit): maps up to maxMapSide hexes keep every cross product of two
// differences within an int64.
type hexLattice struct {
	layout         HexLayout
	aw, lh         int     // hexes along a line, and lines
	pw             int     // aw+2: the padded row of flags
	flags          []uint8 // (aw+2)*(lh+2), frame coordinates, with a border of off-map hexes
	start          []int32 // CSR offsets into list, per padded hex
	list           []int32 // piece indices per hex
	low            []Cover // per map index: Terrain.Cover of hexes that do not block sight
	anyLow         bool    // some hex has a low wall's cover
	mapW           int
	scaleU, scaleV float64 // tile units (pixels / tile size) to lattice units, in the frame
	sw             bool    // the frame is the map transposed (StaggerX)
}

// buildHexLattice fills the hex half of ix from m.
func buildHexLattice(m *Map, ix *sightIndex) {
	hl := &hexLattice{layout: m.Hex, mapW: m.Width, sw: m.Hex.StaggerX}
	hl.aw, hl.lh = m.Width, m.Height
	if hl.sw {
		hl.aw, hl.lh = m.Height, m.Width
	}
	g := m.Hex.geom(m.TileWidth, m.TileHeight)
	if hl.sw {
		// frame u is pixel y in half cell heights, frame v pixel x in quarter cell widths
		hl.scaleU = 2 * float64(m.TileHeight) / float64(max(g.tileH, 1))
		hl.scaleV = 4 * float64(m.TileWidth) / float64(max(g.tileW, 1))
	} else {
		hl.scaleU = 2 * float64(m.TileWidth) / float64(max(g.tileW, 1))
		hl.scaleV = 4 * float64(m.TileHeight) / float64(max(g.tileH, 1))
	}
	hl.pw = hl.aw + 2
	hl.flags = make([]uint8, (hl.aw+2)*(hl.lh+2))
	hl.low = make([]Cover, m.Width*m.Height)
	for i := range hl.flags {
		a, l := i%hl.pw-1, i/hl.pw-1
		p := m.Hex.fromAxis(a, l)
		t := m.At(p)
		switch {
		case !m.In(p): // the ragged edge of a hex map is no wall (docs/rulings.md)
		case t.Sight == SightBlocked:
			hl.flags[i] |= cellWall
		default:
			hl.low[m.Index(p)] = t.Cover
			hl.anyLow = hl.anyLow || t.Cover != CoverNone
		}
	}
	ix.hex = hl
	for si, s := range m.Shapes {
		pts := make([]Point, len(s.Points))
		for i, p := range s.Points {
			pts[i] = hl.toFrame(p)
		}
		ix.addShape(si, Shape{Kind: s.Kind, Points: pts, Cell: s.Cell})
	}
	// each piece is listed under the hexes whose closed outline meets it (overlapping gives a
	// few more, which are left out): a line through a piece passes one of them
	each := func(pc piece, fn func(i int)) {
		var cs [6]fpt
		hl.overlapping(pc.pts, func(a, l int64) bool {
			if a >= -1 && l >= -1 && a <= int64(hl.aw) && l <= int64(hl.lh) {
				hl.corners(a, l, &cs)
				if convexMeet(cs[:], pc.pts) {
					fn(int(l+1)*hl.pw + int(a+1))
				}
			}
			return false
		})
	}
	hl.start, hl.list = registerPieces(ix.pieces, hl.flags, each)
	ix.ownPieces(m)
}

// toFrame converts a point in tile units (pixels over the map's tile size) to lattice units
// of the frame (not yet fixed point).
func (hl *hexLattice) toFrame(p Point) Point {
	if hl.sw {
		return Point{p.Y * hl.scaleU, p.X * hl.scaleV}
	}
	return Point{p.X * hl.scaleU, p.Y * hl.scaleV}
}

// frame returns p's (along, line) frame coordinates.
func (hl *hexLattice) frame(p Pos) (int64, int64) {
	a, l := hl.layout.axis(p)
	return int64(a), int64(l)
}

// shift is 1 on a shifted line, else 0.
func (hl *hexLattice) shift(l int64) int64 {
	if hl.layout.staggered(int(l)) {
		return 1
	}
	return 0
}

// hexCorner holds the six corners of a hex around its centre, in lattice units, clockwise on
// screen from the top: positive turns in these coordinates.
var hexCorner = [6][2]int64{{0, -2}, {1, -1}, {1, 1}, {0, 2}, {-1, 1}, {-1, -1}}

// hexEdgeDir is the neighbour (hexDirections index) across edge k, from corner k to k+1.
var hexEdgeDir = [6]int{2, 0, 4, 5, 1, 3}

// centre returns the centre of hex (a, l) in fixed point.
func (hl *hexLattice) centre(a, l int64) fpt {
	return fpt{(2*a + hl.shift(l) + 1) * fpOne, (3*l + 2) * fpOne}
}

// corners fills the six corners of hex (a, l).
func (hl *hexLattice) corners(a, l int64, out *[6]fpt) {
	c := hl.centre(a, l)
	for k, o := range hexCorner {
		out[k] = fpt{c.x + o[0]*fpOne, c.y + o[1]*fpOne}
	}
}

// neighbour returns the frame coordinates of the hex across edge k of (a, l).
func (hl *hexLattice) neighbour(a, l int64, k int) (int64, int64) {
	d := hexDirections[hl.shift(l)][hexEdgeDir[k]]
	return a + int64(d.X), l + int64(d.Y)
}

// flag returns the flags of hex (a, l); hexes off the map are open (a hex map's edge is
// ragged: lines between hexes on it pass outside it, and nothing stands there).
func (hl *hexLattice) flag(a, l int64) uint8 {
	if a < -1 || l < -1 || a > int64(hl.aw) || l > int64(hl.lh) {
		return 0
	}
	return hl.flags[int(l+1)*hl.pw+int(a+1)]
}

// overlapping calls fn for every hex whose closed outline may meet the convex hull of pts
// (all of them, and a few more: the caller tests exactly), line by line; fn returns true to
// stop, and overlapping then returns true.
func (hl *hexLattice) overlapping(pts []fpt, fn func(a, l int64) bool) bool {
	if len(pts) == 0 {
		return false
	}
	v0, v1 := pts[0].y, pts[0].y
	for _, p := range pts {
		v0, v1 = min(v0, p.y), max(v1, p.y)
	}
	l0, l1 := ceilDiv(v0-4*fpOne, 3*fpOne), floorDiv(v1, 3*fpOne)
	for l := l0; l <= l1; l++ {
		u0, u1, ok := slabSpan(pts, 3*l*fpOne, (3*l+4)*fpOne)
		if !ok {
			continue
		}
		sh := hl.shift(l)
		a0 := ceilDiv(u0-(sh+2)*fpOne, 2*fpOne)
		a1 := floorDiv(u1-sh*fpOne, 2*fpOne)
		for a := a0; a <= a1; a++ {
			if fn(a, l) {
				return true
			}
		}
	}
	return false
}

// slabSpan returns the least and greatest x (rounded outwards) of the convex polygon (or
// segment) pts within the slab s0 ≤ y ≤ s1, and whether it meets the slab.
func slabSpan(pts []fpt, s0, s1 int64) (u0, u1 int64, ok bool) {
	u0, u1 = int64(math.MaxInt64), int64(math.MinInt64)
	for i := range pts {
		p, q := pts[i], pts[(i+1)%len(pts)]
		if p.y >= s0 && p.y <= s1 {
			u0, u1 = min(u0, p.x), max(u1, p.x)
		}
		for _, s := range [2]int64{s0, s1} {
			if min(p.y, q.y) < s && s < max(p.y, q.y) {
				// the edge crosses the slab's border at x = p.x + (s-p.y)·dx/dy
				num, den := (s-p.y)*(q.x-p.x), q.y-p.y
				if den < 0 {
					num, den = -num, -den
				}
				u0, u1 = min(u0, p.x+floorDiv(num, den)), max(u1, p.x+ceilDiv(num, den))
			}
		}
	}
	return u0, u1, u0 <= u1
}

// isEnd reports whether (a, l) is one of the end hexes, whose solids never block.
func isEnd(a, l int64, e1, e2 [2]int64) bool {
	return a == e1[0] && l == e1[1] || a == e2[0] && l == e2[1]
}

// convexMeet reports whether the closed convex polygons a and b (or segments, or points) meet:
// no edge of either separates them (the separating-axis test, touching counting as meeting).
func convexMeet(a, b []fpt) bool {
	separates := func(p []fpt) bool {
		for i := range p {
			e := p[(i+1)%len(p)].sub(p[i])
			if e == (fpt{}) {
				continue
			}
			n := fpt{-e.y, e.x}
			amin, amax := project(a, n)
			bmin, bmax := project(b, n)
			if amax < bmin || bmax < amin {
				return true
			}
		}
		return false
	}
	return !separates(a) && !separates(b)
}

// project returns the least and greatest of n·p over the points.
func project(pts []fpt, n fpt) (lo, hi int64) {
	lo, hi = dot(pts[0], n), dot(pts[0], n)
	for _, p := range pts[1:] {
		v := dot(p, n)
		lo, hi = min(lo, v), max(hi, v)
	}
	return lo, hi
}

// convexBlocks reports whether the closed segment pq meets the inside of the convex polygon
// c (positive turns): the separating-axis test of piece.blocks.
func convexBlocks(c []fpt, p, q fpt) bool {
	n := len(c)
	for i := 0; i < n; i++ {
		a, b := c[i], c[(i+1)%n]
		if orient(a, b, p) <= 0 && orient(a, b, q) <= 0 {
			return false
		}
	}
	pos, neg := false, false
	for _, v := range c {
		switch orient(p, q, v) {
		case 1:
			pos = true
		case -1:
			neg = true
		}
	}
	return pos && neg
}

// collinearOverlap reports whether segment pq runs along segment ab for a positive length.
func collinearOverlap(p, q, a, b fpt) bool {
	if orient(p, q, a) != 0 || orient(p, q, b) != 0 {
		return false
	}
	kp, kq, ka, kb := p.x, q.x, a.x, b.x
	if p.x == q.x {
		kp, kq, ka, kb = p.y, q.y, a.y, b.y
	}
	return max(min(kp, kq), min(ka, kb)) < min(max(kp, kq), max(ka, kb))
}

// clear reports whether the segment pq (fixed point, frame) passes through no solid: no wall
// hex's inside, no edge two wall hexes share, no piece (and no seam of pieces with a solid on
// its other side: seamBlocks). The end hexes e1 and e2 count as open. The answer does not
// depend on the segment's direction: every hex the closed segment may meet is tested exactly.
func (ix *sightIndex) hexClear(p, q fpt, e1, e2 [2]int64) bool {
	if q.less(p) {
		p, q = q, p
	}
	return ix.hexSegClear(p, q, e1, e2, nil)
}

// hexSegClear is hexClear in the given direction, counting only the solids cut lets through.
// It visits the hexes whose closed outline may meet the segment row by row, as overlapping
// does for any polygon, and tests each solid one exactly (segBlockedAt).
func (ix *sightIndex) hexSegClear(p, q fpt, e1, e2 [2]int64, cut *cutoff) bool {
	hl := ix.hex
	sc := newSegCheck(p, q, e1, e2, cut, hl)
	// Line l's hexes lie within 3l ≤ y ≤ 3l+4 (lattice units); the segment's part in that
	// slab spans x0 ≤ x ≤ x1, and a hex (a, l) reaches 2a+s ≤ x ≤ 2a+s+2.
	lo, hi := p, q // by y
	if hi.y < lo.y {
		lo, hi = hi, lo
	}
	l0 := max(ceilDiv(lo.y-4*fpOne, 3*fpOne), -1)
	l1 := min(floorDiv(hi.y, 3*fpOne), int64(hl.lh))
	for l := l0; l <= l1; l++ {
		x0, x1, ok := xSpan(lo, hi, 3*l*fpOne, (3*l+4)*fpOne)
		if !ok {
			continue
		}
		sh := hl.shift(l)
		a0 := max(ceilDiv(x0-(sh+2)*fpOne, 2*fpOne), -1)
		a1 := min(floorDiv(x1-sh*fpOne, 2*fpOne), int64(hl.aw))
		row := hl.flags[int(l+1)*hl.pw:]
		for a := a0; a <= a1; a++ {
			if row[a+1] != 0 && ix.segBlockedAt(&sc, a, l) {
				return false
			}
		}
	}
	return true
}

// segCheck is a segment hexSegClear tests, with what it worked out about it once.
type segCheck struct {
	p, q             fpt
	e1, e2           [2]int64
	cut              *cutoff
	edgewise, border bool
	// ep and eq are cross(hexEdge[k], p) and of q, for the edges of any hex; dlo and dhi
	// the least and greatest cross(q−p, hexCorner[k]) (crossesHex)
	ep, eq   [6]int64
	dlo, dhi int64
}

// hexEdge holds the six edges of a hex, corner k to k+1 (hexCorner), in fixed point, and
// hexEdgeCorner cross(hexEdge[k], corner k).
var hexEdge, hexEdgeCorner = func() (e [6]fpt, ec [6]int64) {
	for k := range 6 {
		a, b := hexCorner[k], hexCorner[(k+1)%6]
		e[k] = fpt{(b[0] - a[0]) * fpOne, (b[1] - a[1]) * fpOne}
		ec[k] = cross(e[k], fpt{a[0] * fpOne, a[1] * fpOne})
	}
	return e, ec
}()

// newSegCheck works out what testing segment pq against many hexes needs once.
func newSegCheck(p, q fpt, e1, e2 [2]int64, cut *cutoff, hl *hexLattice) segCheck {
	sc := segCheck{p: p, q: q, e1: e1, e2: e2, cut: cut}
	d := q.sub(p)
	// Only a segment parallel to a hex edge can run along one.
	sc.edgewise = d.x == 0 || d.x == d.y || d.x == -d.y
	// A segment along the map's bounding rectangle runs between the outside, which counts as
	// solid, and the hexes on the edge: it is blocked where it passes a wall hex's corner.
	umax, vmax := (2*int64(hl.aw)+1)*fpOne, (3*int64(hl.lh)+1)*fpOne
	sc.border = d.y == 0 && (p.y <= 0 || p.y >= vmax) || d.x == 0 && (p.x <= 0 || p.x >= umax)
	for k := range 6 {
		sc.ep[k], sc.eq[k] = cross(hexEdge[k], p), cross(hexEdge[k], q)
		c := cross(d, fpt{hexCorner[k][0] * fpOne, hexCorner[k][1] * fpOne})
		if k == 0 {
			sc.dlo, sc.dhi = c, c
		}
		sc.dlo, sc.dhi = min(sc.dlo, c), max(sc.dhi, c)
	}
	return sc
}

// crossesHex is convexBlocks(the hex centred on c, p, q): whether the closed segment meets
// the hex's inside. No edge of the hex may have both ends of the segment on or outside it
// (orient(a, b, p) = cross(edge, p) − cross(edge, c) − cross(edge, corner)), and the segment's
// line must pass strictly between two corners (orient(p, q, c + corner) = cross(q−p, c−p) +
// cross(q−p, corner)).
func (sc *segCheck) crossesHex(c fpt) bool {
	for k := range 6 {
		base := cross(hexEdge[k], c) + hexEdgeCorner[k]
		if sc.ep[k] <= base && sc.eq[k] <= base {
			return false
		}
	}
	f := cross(sc.q.sub(sc.p), c.sub(sc.p))
	return f+sc.dlo < 0 && f+sc.dhi > 0
}

// segBlockedAt reports whether the solids of hex (a, l) (on the map or its border of off-map
// hexes) block the segment: a wall's inside, an edge two walls share, a wall's corner on the
// map's bounding rectangle, a piece (with its seams). The end hexes count as open.
func (ix *sightIndex) segBlockedAt(sc *segCheck, a, l int64) bool {
	hl := ix.hex
	if isEnd(a, l, sc.e1, sc.e2) {
		return false
	}
	f := hl.flag(a, l)
	if f == 0 {
		return false
	}
	p, q, cut := sc.p, sc.q, sc.cut
	if f&cellWall != 0 {
		inside := sc.crossesHex(hl.centre(a, l))
		if !inside && !sc.border && !sc.edgewise {
			return false
		}
		var cs [6]fpt
		hl.corners(a, l, &cs)
		if inside && cut.before(p, cs[:]) {
			return true
		}
		if sc.border && cut.before(p, cs[:]) {
			for _, c := range cs {
				if onOpenSegment(p, q, c) {
					return true
				}
			}
		}
		if sc.edgewise {
			for k := range 6 {
				if !collinearOverlap(p, q, cs[k], cs[(k+1)%6]) {
					continue
				}
				na, nl := hl.neighbour(a, l, k)
				if !isEnd(na, nl, sc.e1, sc.e2) && hl.flag(na, nl)&cellWall != 0 && cut.before(p, cs[:]) {
					return true // along an edge two walls share
				}
			}
		}
	}
	if f&cellPieces != 0 {
		i := int(l+1)*hl.pw + int(a+1)
		for _, pi := range hl.list[hl.start[i]:hl.start[i+1]] {
			pc := &ix.pieces[pi]
			if (pc.blocks(p, q) || ix.seamBlocks(int(pi), p, q, sc.e1, sc.e2)) && (pc.kind != pieceConvex || cut.before(p, pc.pts)) {
				return true
			}
		}
	}
	return false
}

// hexEnds returns the frame coordinates of two map hexes, for hexClear.
func (hl *hexLattice) hexEnds(a, b Pos) ([2]int64, [2]int64) {
	aa, al := hl.frame(a)
	ba, bl := hl.frame(b)
	return [2]int64{aa, al}, [2]int64{ba, bl}
}

// hexSight works out Sight(from, to) on a hex map (rulings in docs/rulings.md, "Sight on
// hexes"): a target corner is seen when some point of the viewer's hex joins it by a clear
// line; the corners seen give the cover: all six none, three to five half, one or two
// three-quarters, none (seen through a slit only) full.
func (ix *sightIndex) hexSight(from, to Pos) View {
	if from == to {
		return View{Seen: true, Cover: CoverNone, CornersSeen: 6}
	}
	hl := ix.hex
	ef, et := hl.hexEnds(from, to)
	var fc, tc [6]fpt
	hl.corners(ef[0], ef[1], &fc)
	hl.corners(et[0], et[1], &tc)
	// a beam of the lines meeting both hexes decides most; what it leaves open, the searches
	sw := ix.getSweeper()
	b := sw.hexBeam(from, to)
	seen, corners := b.seen, b.corners
	ix.putSweeper(sw)
	if seen == vsUnseen {
		return View{Cover: CoverFull}
	}
	n := 0
	for k := range 6 {
		switch {
		case corners[k] == vsSeen:
			n++
		case corners[k] == vsMaybe || seen == vsMaybe:
			if ix.hexCornerSeen(fc[:], tc[k], k, ef, et) {
				n++
			}
		}
	}
	// Sight itself is decided symmetrically: a corner line, or a line through two vertices.
	if n == 0 && seen == vsMaybe && !ix.hexAnyPair(from, to) {
		return View{Cover: CoverFull}
	}
	var v View
	switch {
	case n == 6:
		v = View{Seen: true, Cover: CoverNone, CornersSeen: 6}
	case n >= 3:
		v = View{Seen: true, Cover: CoverHalf, CornersSeen: n}
	case n >= 1:
		v = View{Seen: true, Cover: CoverThreeQuarters, CornersSeen: n}
	default:
		v = View{Seen: true, Cover: CoverFull}
	}
	if lw := ix.hexLowWallCover(from, to); lw > v.Cover {
		v.Cover = lw
	}
	return v
}

// hexCornerSeen reports whether corner q (k-th) of the target hex is joined to some point of
// the viewer's hex (corners fc) by a clear line: a line from one of fc, or pointSees.
func (ix *sightIndex) hexCornerSeen(fc []fpt, q fpt, k int, ef, et [2]int64) bool {
	for i := range 6 {
		if ix.hexClear(fc[(k+i)%6], q, ef, et) {
			return true
		}
	}
	return ix.pointSees(q, fc, ef, et)
}

// hexAnyPair is anyPair for two map hexes, in a fixed order so that A sees B exactly when B
// sees A.
func (ix *sightIndex) hexAnyPair(a, b Pos) bool {
	if b.Y < a.Y || b.Y == a.Y && b.X < a.X {
		a, b = b, a
	}
	hl := ix.hex
	ea, eb := hl.hexEnds(a, b)
	var ac, bc [6]fpt
	hl.corners(ea[0], ea[1], &ac)
	hl.corners(eb[0], eb[1], &bc)
	return ix.anyPair(ac[:], bc[:], ea, eb)
}

// hexSeen is Sight(from, to).Seen on a hex map, stopping at the first clear line.
func (ix *sightIndex) hexSeen(from, to Pos) bool {
	if from == to {
		return true
	}
	hl := ix.hex
	ef, et := hl.hexEnds(from, to)
	var fc, tc [6]fpt
	hl.corners(ef[0], ef[1], &fc)
	hl.corners(et[0], et[1], &tc)
	for k := range 6 {
		for i := range 6 {
			if ix.hexClear(fc[(k+i)%6], tc[k], ef, et) {
				return true
			}
		}
	}
	return ix.hexAnyPair(from, to)
}

// hexLowWallCover is lowWallCover on hexes: the best Terrain.Cover of a hex whose inside the
// line between the two centres passes through, nearer the target than the viewer (in steps),
// leaving out the two end hexes.
func (ix *sightIndex) hexLowWallCover(from, to Pos) Cover {
	hl := ix.hex
	if !hl.anyLow {
		return CoverNone
	}
	ef, et := hl.hexEnds(from, to)
	p, q := hl.centre(ef[0], ef[1]), hl.centre(et[0], et[1])
	lo, hi := p, q // by y
	if hi.y < lo.y {
		lo, hi = hi, lo
	}
	best := CoverNone
	var cs [6]fpt
	// the map's hexes the segment may cross, line by line (as hexSegClear)
	l0, l1 := max(ceilDiv(lo.y-4*fpOne, 3*fpOne), 0), min(floorDiv(hi.y, 3*fpOne), int64(hl.lh)-1)
	for l := l0; l <= l1; l++ {
		x0, x1, ok := xSpan(lo, hi, 3*l*fpOne, (3*l+4)*fpOne)
		if !ok {
			continue
		}
		sh := hl.shift(l)
		a0 := max(ceilDiv(x0-(sh+2)*fpOne, 2*fpOne), 0)
		a1 := min(floorDiv(x1-sh*fpOne, 2*fpOne), int64(hl.aw)-1)
		for a := a0; a <= a1; a++ {
			if isEnd(a, l, ef, et) {
				continue
			}
			c := hl.layout.fromAxis(int(a), int(l))
			lw := hl.low[c.Y*hl.mapW+c.X]
			if lw <= best {
				continue
			}
			hl.corners(a, l, &cs)
			if !convexBlocks(cs[:], p, q) {
				continue // only touched
			}
			if hexDistance(hl.layout, c, to) < hexDistance(hl.layout, c, from) {
				best = lw
			}
		}
	}
	return best
}

// xSpan returns the least and greatest x (rounded outwards) of the segment from lo to hi
// (lo.y ≤ hi.y) within the band y0 ≤ y ≤ y1, and whether it meets the band; x runs
// monotonically with y along a segment, so its ends within the band bound it.
func xSpan(lo, hi fpt, y0, y1 int64) (x0, x1 int64, ok bool) {
	ya, yb := max(lo.y, y0), min(hi.y, y1)
	if ya > yb {
		return 0, 0, false
	}
	dy := hi.y - lo.y
	if dy == 0 {
		return min(lo.x, hi.x), max(lo.x, hi.x), true
	}
	dx := hi.x - lo.x
	fa, ca := floorCeil((ya-lo.y)*dx, dy)
	fb, cb := floorCeil((yb-lo.y)*dx, dy)
	return lo.x + min(fa, fb), lo.x + max(ca, cb), true
}

// floorCeil returns ⌊a/b⌋ and ⌈a/b⌉ for b > 0, from one division.
func floorCeil(a, b int64) (int64, int64) {
	q, r := a/b, a%b
	switch {
	case r == 0:
		return q, q
	case a < 0:
		return q - 1, q
	}
	return q, q + 1
}

// hexDistance is Map.Distance on a hex layout.
func hexDistance(h HexLayout, p, q Pos) int {
	a, b := h.cube(p), h.cube(q)
	dq, dr := a[0]-b[0], a[1]-b[1]
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

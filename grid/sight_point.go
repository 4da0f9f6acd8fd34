package grid

// Any point of a cell: a target corner seen from some point of the viewer's cell, a line found
// through two vertices, and seams where two solids meet along a line.

import (
	"math"
	"math/bits"
)

// Why vertices suffice. Solids are closed polygons (wall cells, pieces) whose insides block;
// the lines from a point q to the points of a convex cell A that miss every inside form a
// closed set of directions. If it is not empty, turn one of its lines about q until it touches
// a solid or reaches a corner of A: it then passes a corner of A, or a vertex of a solid that it
// only touches (a wall corner with one wall cell, a piece's vertex). So q sees some point of A
// exactly when a line from q through one of those vertices, lying in the cone from q over A,
// reaches A clear. Between two cells the same argument, turning and then sliding the line,
// leaves it through two such vertices (anyPair, and anyPoint on squares).

// entryStep returns the least whole k ≥ 1 with u + k·d at or past the point where the ray
// u + t·d (t > 0) enters the closed convex cell with corners c (positive turns); ok is false
// when the ray misses the cell.
func entryStep(u, d fpt, c []fpt) (k int64, ok bool) {
	lo, hi := ray(u, d, c)
	if lo.d == 0 || ratCmp(hi, lo) < 0 {
		return 0, false
	}
	return max(1, ceilDiv(lo.n, lo.d)), true
}

// frac is n/d for the ray parameters of ray and ratCmp (d > 0; d = 0 marks an empty range).
type frac struct{ n, d int64 }

// ray returns the parameter range [lo, hi] of the ray u + t·d, t ≥ 0, inside the closed convex
// polygon c (positive turns); lo.d == 0 when the line misses it.
func ray(u, d fpt, c []fpt) (lo, hi frac) {
	lo, hi = frac{0, 1}, frac{1 << 62, 1}
	for i := range c {
		a, b := c[i], c[(i+1)%len(c)]
		e := b.sub(a)
		c0, c1 := cross(e, u.sub(a)), cross(e, d) // inside: c0 + t·c1 ≥ 0
		switch {
		case c1 > 0:
			if t := (frac{-c0, c1}); ratCmp(t, lo) > 0 {
				lo = t
			}
		case c1 < 0:
			if t := (frac{c0, -c1}); ratCmp(t, hi) < 0 {
				hi = t
			}
		case c0 < 0:
			return frac{}, frac{}
		}
	}
	return lo, hi
}

// ratCmp compares a.n/a.d with b.n/b.d (d > 0) exactly, in 128-bit products.
func ratCmp(a, b frac) int { return mul128(a.n, b.d).cmp(mul128(b.n, a.d)) }

// i128 is a signed 128-bit integer as a sign and a magnitude (hi, lo).
type i128 struct {
	neg    bool
	hi, lo uint64
}

// mul128 returns a·b.
func mul128(a, b int64) i128 {
	neg := (a < 0) != (b < 0)
	ua, ub := uint64(a), uint64(b)
	if a < 0 {
		ua = uint64(-a)
	}
	if b < 0 {
		ub = uint64(-b)
	}
	hi, lo := bits.Mul64(ua, ub)
	return i128{neg && (hi != 0 || lo != 0), hi, lo}
}

// cmp returns -1, 0 or 1 as x <, =, > y.
func (x i128) cmp(y i128) int {
	if x.neg != y.neg {
		if x.neg {
			return -1
		}
		return 1
	}
	m := 1
	if x.neg {
		m = -1
	}
	switch {
	case x.hi != y.hi:
		if x.hi < y.hi {
			return -m
		}
		return m
	case x.lo != y.lo:
		if x.lo < y.lo {
			return -m
		}
		return m
	}
	return 0
}

// hexRayClear reports whether the ray from q along d reaches the viewer's hex (corners fc,
// frame coordinates ef) clear, q being a corner of the target hex et: the segment from q to
// q + k·d (entryStep) is tested, and a solid it meets counts only where its chord starts before
// the ray enters the viewer's hex (so the far end may lie beyond the hex).
func (ix *sightIndex) hexRayClear(q, d fpt, fc []fpt, ef, et [2]int64) bool {
	k, ok := entryStep(q, d, fc)
	if !ok {
		return false
	}
	in, _ := ray(q, d, fc)
	return ix.hexSegClear(q, fpt{q.x + k*d.x, q.y + k*d.y}, ef, et, &cutoff{d: d, in: in})
}

// cutoff limits a ray's test to the solids whose chord starts before parameter in along d.
type cutoff struct {
	d  fpt
	in frac
}

// before reports whether polygon c's chord along the ray from p starts before the cut.
func (c *cutoff) before(p fpt, poly []fpt) bool {
	if c == nil {
		return true
	}
	lo, _ := ray(p, c.d, poly)
	return lo.d != 0 && ratCmp(lo, c.in) < 0
}

// inHull reports whether p lies in the closed convex polygon h (positive turns).
func inHull(h []fpt, p fpt) bool {
	for i := range h {
		if orient(h[i], h[(i+1)%len(h)], p) < 0 {
			return false
		}
	}
	return true
}

// hullOf returns the convex hull (positive turns) of the points, in buf's room.
func hullOf(buf []fpt, pts ...fpt) []fpt {
	var tmp [16]fpt
	ps := append(tmp[:0], pts...)
	return appendHull(buf[:0], ps)
}

// pointSees reports whether the target corner q (of hex et) is joined by a clear line to some
// point of the viewer's hex (corners fc, frame coordinates ef), when no line from fc is clear.
func (ix *sightIndex) pointSees(q fpt, fc []fpt, ef, et [2]int64) bool {
	hl := ix.hex
	var hb [16]fpt
	var pts [7]fpt
	pts[0] = q
	copy(pts[1:], fc)
	hull := hullOf(hb[:], pts[:]...)
	try := func(v fpt) bool {
		if v == q || !inHull(hull, v) {
			return false
		}
		return ix.hexRayClear(q, v.sub(q), fc, ef, et)
	}
	var cs [6]fpt
	return hl.overlapping(hull, func(a, l int64) bool {
		if isEnd(a, l, ef, et) {
			return false
		}
		f := hl.flag(a, l)
		if f&cellWall != 0 {
			hl.corners(a, l, &cs)
			for k := range 6 {
				if hl.lone(a, l, k, ef, et) && try(cs[k]) {
					return true
				}
			}
		}
		if f&cellPieces != 0 {
			i := int(l+1)*hl.pw + int(a+1)
			for _, pi := range hl.list[hl.start[i]:hl.start[i+1]] {
				for _, v := range ix.pieces[pi].pts {
					if try(v) {
						return true
					}
				}
			}
		}
		return false
	})
}

// chained is anyPair's cheap necessary test: a clear line between the two hexes crosses a
// chain of neighbouring open hexes, each meeting the hull, from one to the other (a line
// passes from hex to hex across an edge or a corner, and hexes sharing a corner share an
// edge). It searches that chain breadth first over the hull's hexes.
func (hl *hexLattice) chained(sc *slitScratch, hull []fpt, ef, et [2]int64) bool {
	a0, a1, l0, l1 := int64(math.MaxInt64), int64(math.MinInt64), int64(math.MaxInt64), int64(math.MinInt64)
	hl.overlapping(hull, func(a, l int64) bool {
		a0, a1, l0, l1 = min(a0, a), max(a1, a), min(l0, l), max(l1, l)
		return false
	})
	if a0 > a1 {
		return false
	}
	bw := int(a1 - a0 + 1)
	n := bw * int(l1-l0+1)
	if cap(sc.mark) < n {
		sc.mark = make([]uint8, n)
	}
	mark := sc.mark[:n]
	clear(mark)
	hl.overlapping(hull, func(a, l int64) bool {
		if isEnd(a, l, ef, et) || hl.flag(a, l)&cellWall == 0 {
			mark[int(l-l0)*bw+int(a-a0)] = 1
		}
		return false
	})
	start := int32(int(ef[1]-l0)*bw + int(ef[0]-a0))
	goal := int32(int(et[1]-l0)*bw + int(et[0]-a0))
	q := append(sc.queue[:0], start)
	mark[start] = 2
	spread := func(q []int32, from, to uint8) []int32 {
		for h := 0; h < len(q); h++ {
			i := q[h]
			a, l := int64(int(i)%bw)+a0, int64(int(i)/bw)+l0
			for k := range 6 {
				na, nl := hl.neighbour(a, l, k)
				if na < a0 || na > a1 || nl < l0 || nl > l1 {
					continue
				}
				j := int32(int(nl-l0)*bw + int(na-a0))
				if mark[j] == from {
					mark[j] = to
					q = append(q, j)
				}
			}
		}
		return q
	}
	q = spread(q, 1, 2)
	if mark[goal] != 2 {
		sc.queue = q
		return false
	}
	// the chain's hexes: reached from both ends (marked 3)
	mark[goal] = 3
	q = spread(append(q[:0], goal), 2, 3)
	sc.queue = q
	sc.box = [4]int64{a0, l0, int64(bw), 0}
	return hl.stabbable(q, bw, a0, l0, ef[1], et[1])
}

// stabbable is a necessary test for a line through the chain hexes q (indices into the
// bw-wide box from (a0, l0)) from a hex on line la to one on line lb: it crosses the centre
// line of each line of hexes strictly between, v = 3l+2, where the hexes are side by side, so
// within the span of the chain's hexes there. For a straight line u = α + m·v those bounds fit
// iff the slope bounds from every pair of lines overlap (as the square grid's stabbable).
func (hl *hexLattice) stabbable(q []int32, bw int, a0, l0, la, lb int64) bool {
	if la > lb {
		la, lb = lb, la
	}
	n := int(lb - la - 1)
	if n < 2 {
		return true
	}
	var lo, hi [64]int64
	if n > len(lo) {
		return true
	}
	for k := range n {
		lo[k], hi[k] = math.MaxInt64, math.MinInt64
	}
	for _, i := range q {
		a, l := int64(int(i)%bw)+a0, int64(int(i)/bw)+l0
		if k := int(l - la - 1); k >= 0 && k < n {
			u := 2*a + hl.shift(l)
			lo[k], hi[k] = min(lo[k], u), max(hi[k], u+2)
		}
	}
	// m ≤ (hi_j - lo_i)/(3(j-i)) and m ≥ (lo_j - hi_i)/(3(j-i)) for j > i
	upN, upD := int64(1<<40), int64(1)
	dnN, dnD := int64(-1<<40), int64(1)
	for i := range n {
		if lo[i] > hi[i] {
			return false
		}
		for j := i + 1; j < n; j++ {
			d := int64(3 * (j - i))
			if u := hi[j] - lo[i]; u*upD < upN*d {
				upN, upD = u, d
			}
			if l := lo[j] - hi[i]; l*dnD > dnN*d {
				dnN, dnD = l, d
			}
		}
	}
	return dnN*upD <= upN*dnD
}

// lone reports whether corner k of wall hex (a, l) is a corner of no other wall hex: the two
// hexes beside it there are open (or end hexes). Only such a corner can be touched by a line
// that does not cut into a wall.
func (hl *hexLattice) lone(a, l int64, k int, e1, e2 [2]int64) bool {
	for _, edge := range [2]int{(k + 5) % 6, k} {
		na, nl := hl.neighbour(a, l, edge)
		if !isEnd(na, nl, e1, e2) && hl.flag(na, nl)&cellWall != 0 {
			return false
		}
	}
	return true
}

// anyPair reports whether some clear line joins a point of the viewer's hex (corners fc) to a
// point of the target's (tc): lines through two vertices among both hexes' corners, lone wall
// corners and piece vertices in the hull of the two hexes.
func (ix *sightIndex) anyPair(fc, tc []fpt, ef, et [2]int64) bool {
	hl := ix.hex
	var hb [16]fpt
	var pts [12]fpt
	copy(pts[:], fc)
	copy(pts[6:], tc)
	hull := hullOf(hb[:], pts[:]...)
	sc := slitPool.Get().(*slitScratch)
	defer slitPool.Put(sc)
	if !hl.chained(sc, hull, ef, et) {
		return false
	}
	verts := append(sc.verts[:0], pts[:]...)
	wedges := sc.wedges[:0] // per vertex: the wall's two edges at a lone corner, else zero
	for range pts {
		wedges = append(wedges, [2]fpt{})
	}
	var cs [6]fpt
	wall := func(a, l int64) bool { return !isEnd(a, l, ef, et) && hl.flag(a, l)&cellWall != 0 }
	// A clear line touches only corners of the chain's hexes: those where one wall meets the
	// chain hex and an open hex (a lone wall corner), and the vertices of pieces in them.
	for _, i := range sc.queue {
		a, l := int64(int(i)%int(sc.box[2]))+sc.box[0], int64(int(i)/int(sc.box[2]))+sc.box[1]
		hl.corners(a, l, &cs)
		for k := range 6 {
			na, nl := hl.neighbour(a, l, (k+5)%6)
			ma, ml := hl.neighbour(a, l, k)
			if wall(na, nl) != wall(ma, ml) && inHull(hull, cs[k]) {
				// the edges from the corner: to the chain hex's neighbouring corners, and the
				// third, between the two others (the three sum to nothing)
				toN, toM := cs[(k+5)%6].sub(cs[k]), cs[(k+1)%6].sub(cs[k])
				third := fpt{-toN.x - toM.x, -toN.y - toM.y}
				w := [2]fpt{toN, third}
				if wall(ma, ml) {
					w = [2]fpt{toM, third}
				}
				verts = append(verts, cs[k])
				wedges = append(wedges, w)
			}
		}
		f := hl.flag(a, l)
		if f&cellPieces != 0 {
			i := int(l+1)*hl.pw + int(a+1)
			for _, pi := range hl.list[hl.start[i]:hl.start[i+1]] {
				for _, v := range ix.pieces[pi].pts {
					if inHull(hull, v) {
						verts = append(verts, v)
						wedges = append(wedges, [2]fpt{})
					}
				}
			}
		}
	}
	sc.verts, sc.wedges = verts, wedges
	for i := range verts {
		for j := i + 1; j < len(verts); j++ {
			u, d := verts[i], verts[j].sub(verts[i])
			if d.x == 0 && d.y == 0 || cutsWedge(wedges[i], d) || cutsWedge(wedges[j], d) ||
				!lineMeets(u, verts[j], fc) || !lineMeets(u, verts[j], tc) {
				continue
			}
			if ix.betweenClear(u, verts[j], fc, tc, ef, et) {
				return true
			}
		}
	}
	return false
}

// betweenClear reports whether the line through u and w joins the hexes with corners fc and
// tc (frame coordinates ef, et) clear, when both points lie on its part between them (or on
// their outlines): from u on towards one hex and from w back towards the other, each ray
// counting the solids it meets before it enters its hex (hexRayClear). The candidates of
// anyPair lie so (the extremal line's vertices can be taken between the hexes).
func (ix *sightIndex) betweenClear(u, w fpt, fc, tc []fpt, ef, et [2]int64) bool {
	d := w.sub(u)
	flo, fhi := ray(u, d, fc)
	tlo, thi := ray(u, d, tc)
	back := fpt{-d.x, -d.y}
	// the line meets both hexes (lineMeets); which lies ahead of u along d?
	if flo.d == 0 {
		flo, fhi = rayBack(u, d, fc)
	}
	if tlo.d == 0 {
		tlo, thi = rayBack(u, d, tc)
	}
	one := frac{1, 1}
	switch {
	case tlo.d != 0 && ratCmp(tlo, one) >= 0 && (flo.d == 0 || ratCmp(fhi, frac{0, 1}) <= 0):
		// fc behind u (or u in it), tc past w
		return ix.hexRayClear(u, d, tc, et, ef) && ix.hexRayClear(w, back, fc, ef, et)
	case flo.d != 0 && ratCmp(flo, one) >= 0 && (tlo.d == 0 || ratCmp(thi, frac{0, 1}) <= 0):
		return ix.hexRayClear(u, d, fc, ef, et) && ix.hexRayClear(w, back, tc, et, ef)
	}
	return false
}

// rayBack is ray's range for the line behind p (t ≤ 0), as negative parameters.
func rayBack(p, d fpt, c []fpt) (lo, hi frac) {
	lo, hi = ray(p, fpt{-d.x, -d.y}, c)
	if lo.d == 0 {
		return lo, hi
	}
	return frac{-hi.n, hi.d}, frac{-lo.n, lo.d}
}

// cutsWedge reports whether a line of direction d through a wall's corner, whose edges there
// run along w (zero for a vertex with no wedge), enters the wall: d or -d lies strictly
// between the two edges (the wedge is less than a half-turn).
func cutsWedge(w [2]fpt, d fpt) bool {
	if w[0] == (fpt{}) {
		return false
	}
	in := func(d fpt) bool {
		s := sign64(cross(w[0], w[1]))
		return sign64(cross(w[0], d)) == s && sign64(cross(d, w[1])) == s
	}
	return in(d) || in(fpt{-d.x, -d.y})
}

// seamBlocks reports whether segment pq runs along an edge of convex piece pi, for a positive
// length, where a solid lies on the edge's other side too: a wall cell, or another piece (an
// edge shared by two solids is inside, whether each is a wall cell or a Tiled collision shape:
// docs/rulings.md "Grazing"). Solids of the end cells e1, e2 (frame coordinates on hexes, plain
// on squares) count as open.
func (ix *sightIndex) seamBlocks(pi int, p, q fpt, e1, e2 [2]int64) bool {
	pc := &ix.pieces[pi]
	if pc.kind != pieceConvex || !ix.pieceSeamy[pi] {
		return false
	}
	n := len(pc.pts)
	for i := range n {
		a, b := pc.pts[i], pc.pts[(i+1)%n]
		if !collinearOverlap(p, q, a, b) {
			continue
		}
		// the part of pq along the edge
		lo, hi := p, q
		if hi.less(lo) {
			lo, hi = hi, lo
		}
		ea, eb := a, b
		if eb.less(ea) {
			ea, eb = eb, ea
		}
		if lo.less(ea) {
			lo = ea
		}
		if eb.less(hi) {
			hi = eb
		}
		// the piece lies left of a→b; is the right side solid along lo–hi?
		if ix.solidRight(pi, a, b, lo, hi, e1, e2) {
			return true
		}
	}
	return false
}

// solidRight reports whether a solid other than piece pi lies right of the line a→b along the
// segment lo–hi of it (positive length): a wall cell with an edge along it, or a convex piece
// with an edge along it, lying right of the line.
func (ix *sightIndex) solidRight(pi int, a, b, lo, hi fpt, e1, e2 [2]int64) bool {
	right := func(pts []fpt) bool { // the polygon lies right of a→b and has an edge along lo–hi
		side := 0
		for _, v := range pts {
			if o := orient(a, b, v); o != 0 {
				side = o
				break
			}
		}
		if side >= 0 {
			return false
		}
		for k := range pts {
			if collinearOverlap(lo, hi, pts[k], pts[(k+1)%len(pts)]) {
				return true
			}
		}
		return false
	}
	seg := [2]fpt{lo, hi}
	found := false
	visit := func(cell [2]int64, f uint8, corners []fpt, list []int32) bool {
		if isEnd(cell[0], cell[1], e1, e2) {
			return false // solids of the viewer's and target's own cells never block
		}
		if f&cellWall != 0 && right(corners) {
			return true
		}
		for _, pj := range list {
			if int(pj) != pi && ix.pieces[pj].kind == pieceConvex && right(ix.pieces[pj].pts) {
				return true
			}
		}
		return false
	}
	if hl := ix.hex; hl != nil {
		var cs [6]fpt
		hl.overlapping(seg[:], func(ca, cl int64) bool {
			f := hl.flag(ca, cl)
			if f == 0 {
				return false
			}
			hl.corners(ca, cl, &cs)
			var list []int32
			if ca >= -1 && cl >= -1 && ca <= int64(hl.aw) && cl <= int64(hl.lh) {
				i := int(cl+1)*hl.pw + int(ca+1)
				list = hl.list[hl.start[i]:hl.start[i+1]]
			}
			found = visit([2]int64{ca, cl}, f, cs[:], list)
			return found
		})
		return found
	}
	// squares: every cell whose closed box meets the segment's box
	x0, x1 := floorDiv(min(lo.x, hi.x), fpOne)-1, floorDiv(max(lo.x, hi.x), fpOne)
	y0, y1 := floorDiv(min(lo.y, hi.y), fpOne)-1, floorDiv(max(lo.y, hi.y), fpOne)
	for y := max(y0, -1); y <= min(y1, int64(ix.h)); y++ {
		for x := max(x0, -1); x <= min(x1, int64(ix.w)); x++ {
			f := ix.flag(x, y)
			if f == 0 {
				continue
			}
			cs := [4]fpt{{x * fpOne, y * fpOne}, {(x + 1) * fpOne, y * fpOne}, {(x + 1) * fpOne, (y + 1) * fpOne}, {x * fpOne, (y + 1) * fpOne}}
			i := int(y+1)*ix.pw + int(x+1)
			if visit([2]int64{x, y}, f, cs[:], ix.list[ix.start[i]:ix.start[i+1]]) {
				return true
			}
		}
	}
	return false
}

package grid

// Any-point line of sight when no corner line is clear: slits, found by exact extremal lines.

import "sync"

// slitScratch is reusable working memory for anyPoint.
type slitScratch struct {
	mark   []uint8 // band squares: 1 in the band, 2 reached
	queue  []int32
	lat    []bool // grid points already taken as candidates
	pseen  []uint32
	pstamp uint32
	verts  []fpt
	quad   []int8   // per vertex: the quadrant of its one wall (bit0: x+, bit1: y+), or -1
	box    [4]int64 // hex chain: the first along and line of the marked box, and its width
	wedges [][2]fpt // hex chain: per vertex, a lone wall corner's edges (zero for others)
}

var slitPool = sync.Pool{New: func() any { return new(slitScratch) }}

// rat is a rational number n/d with d > 0; inf marks ±infinity by its sign.
type rat struct {
	n, d int64
	inf  int8
}

// ratLess reports a < b.
func ratLess(a, b rat) bool {
	if a.inf != 0 || b.inf != 0 {
		return a.inf < b.inf
	}
	return a.n*b.d < b.n*a.d
}

// clipSquare returns the parameter range [lo, hi] of the line u + t·d inside closed square s.
func clipSquare(u, d fpt, s Pos) (lo, hi rat, ok bool) {
	lo, hi = rat{inf: -1}, rat{inf: 1}
	axis := func(uc, dc, c0, c1 int64) bool {
		if dc == 0 {
			return uc >= c0 && uc <= c1
		}
		t0, t1 := rat{n: c0 - uc, d: dc}, rat{n: c1 - uc, d: dc}
		if dc < 0 {
			t0, t1 = rat{n: uc - c1, d: -dc}, rat{n: uc - c0, d: -dc}
		}
		if ratLess(lo, t0) {
			lo = t0
		}
		if ratLess(t1, hi) {
			hi = t1
		}
		return true
	}
	x0, y0 := int64(s.X)*fpOne, int64(s.Y)*fpOne
	if !axis(u.x, d.x, x0, x0+fpOne) || !axis(u.y, d.y, y0, y0+fpOne) {
		return lo, hi, false
	}
	return lo, hi, !ratLess(hi, lo)
}

// anyPoint decides line of sight between two squares when none of the 16 corner lines is
// clear (delvers-combat.md: "any point" of one square to "any point" of the other). If some
// clear segment joins the squares, one exists that passes through two vertices among the
// squares' corners and the corners of solids it touches, both lying on it between the squares;
// so those candidates are tested exactly. First a cheap necessary test: the segment's squares
// form a connected chain of open squares inside the convex hull of the two squares.
func (ix *sightIndex) anyPoint(a, b Pos) bool {
	if b.Y < a.Y || b.Y == a.Y && b.X < a.X { // canonical order: A sees B iff B sees A
		a, b = b, a
	}
	sc := slitPool.Get().(*slitScratch)
	defer slitPool.Put(sc)

	// Convex hull of the two squares, in squares.
	var cs [8]fpt
	for k := 0; k < 4; k++ {
		c := cornerOffset[k]
		cs[k] = fpt{int64(a.X) + c[0], int64(a.Y) + c[1]}
		cs[4+k] = fpt{int64(b.X) + c[0], int64(b.Y) + c[1]}
	}
	var hb [9]fpt
	ps := cs
	hull := appendHull(hb[:0], ps[:])
	inHull := func(p fpt, scale int64) bool { // p in closed hull scaled by scale
		for i := range hull {
			h0 := fpt{hull[i].x * scale, hull[i].y * scale}
			h1 := fpt{hull[(i+1)%len(hull)].x * scale, hull[(i+1)%len(hull)].y * scale}
			if orient(h0, h1, p) < 0 {
				return false
			}
		}
		return true
	}
	x0, y0 := min(a.X, b.X), a.Y
	bw, bh := max(a.X, b.X)-x0+1, b.Y-y0+1
	n := bw * bh
	if cap(sc.mark) < n {
		sc.mark = make([]uint8, n)
	}
	mark := sc.mark[:n]
	for i := range mark {
		mark[i] = 0
	}
	// Band: squares whose inside meets the hull's inside (no hull edge has all four corners on
	// or outside it). A clear segment that is not a corner line crosses only such squares.
	for y := 0; y < bh; y++ {
		for x := 0; x < bw; x++ {
			cx, cy := int64(x0+x), int64(y0+y)
			in := true
			for i := range hull {
				// All four corners are on or outside the edge iff the corner furthest inside
				// it is: that corner is picked by the signs of the edge's direction.
				h0, h1 := hull[i], hull[(i+1)%len(hull)]
				px, py := cx, cy
				if h1.y-h0.y < 0 {
					px++
				}
				if h1.x-h0.x > 0 {
					py++
				}
				if orient(h0, h1, fpt{px, py}) <= 0 {
					in = false
					break
				}
			}
			if in && (!ix.wall(cx, cy) || Pos{int(cx), int(cy)} == a || Pos{int(cx), int(cy)} == b) {
				mark[y*bw+x] = 1
			}
		}
	}
	// The squares a segment from a to b crosses form a chain of band squares, monotone in x
	// and y, whose diagonal steps pass unsealed grid points. Mark squares reachable forward
	// from a (2) and backward from b (4); the chain lies in both.
	sx := 1
	if b.X < a.X {
		sx = -1
	}
	ax, bx := a.X-x0, b.X-x0
	xs := func(i int) int { // i-th column walking from a's side
		if sx > 0 {
			return i
		}
		return bw - 1 - i
	}
	for y := 0; y < bh; y++ {
		for i := 0; i < bw; i++ {
			x := xs(i)
			c := y*bw + x
			if mark[c] == 0 {
				continue
			}
			ok := y == 0 && x == ax
			if !ok && i > 0 && mark[c-sx]&2 != 0 {
				ok = true
			}
			if !ok && y > 0 && mark[c-bw]&2 != 0 {
				ok = true
			}
			if !ok && y > 0 && i > 0 && mark[c-bw-sx]&2 != 0 &&
				!ix.sealedEx(int64(x0+x+max(-sx, 0)), int64(y0+y), a, b) {
				ok = true
			}
			if ok {
				mark[c] |= 2
			}
		}
	}
	if mark[(bh-1)*bw+bx]&2 == 0 {
		return false
	}
	q := sc.queue[:0]
	for y := bh - 1; y >= 0; y-- {
		for i := bw - 1; i >= 0; i-- {
			x := xs(i)
			c := y*bw + x
			if mark[c]&2 == 0 {
				continue
			}
			ok := y == bh-1 && x == bx
			if !ok && i < bw-1 && mark[c+sx]&4 != 0 {
				ok = true
			}
			if !ok && y < bh-1 && mark[c+bw]&4 != 0 {
				ok = true
			}
			if !ok && y < bh-1 && i < bw-1 && mark[c+bw+sx]&4 != 0 &&
				!ix.sealedEx(int64(x0+x+max(sx, 0)), int64(y0+y+1), a, b) {
				ok = true
			}
			if ok {
				mark[c] |= 4
				q = append(q, int32(c))
			}
		}
	}
	sc.queue = q
	if !ix.stabbable(mark, bw, bh, a.X-x0, b.X-x0) {
		return false
	}
	// Candidate vertices: the squares' corners, the corners of single walls (a line touching
	// two or three walls at a grid point, or a sealed point, cannot pass it) and piece vertices,
	// all by the chain.
	verts, quad := sc.verts[:0], sc.quad[:0]
	for k := 0; k < 8; k++ {
		verts = append(verts, fpt{cs[k].x * fpOne, cs[k].y * fpOne})
		quad = append(quad, -1)
	}
	dq := int8(-1) // quadrant (as in quad) holding every direction from a to b, if any
	if ddx, ddy := b.X-a.X, b.Y-a.Y; abs64i(ddx) >= 2 && ddy >= 2 {
		dq = 2
		if ddx > 0 {
			dq = 3
		}
	}
	lw := bw + 1
	if cap(sc.lat) < lw*(bh+1) {
		sc.lat = make([]bool, lw*(bh+1))
	}
	lat := sc.lat[:lw*(bh+1)]
	for i := range lat {
		lat[i] = false
	}
	if len(sc.pseen) < len(ix.pieces) {
		sc.pseen = make([]uint32, len(ix.pieces))
		sc.pstamp = 0
	}
	sc.pstamp++
	for _, i := range q {
		x, y := int(i)%bw, int(i)/bw
		for _, c := range cornerOffset {
			lx, ly := int64(x0+x)+c[0], int64(y0+y)+c[1]
			li := (y+int(c[1]))*lw + x + int(c[0])
			if lat[li] {
				continue
			}
			lat[li] = true
			qd := ix.loneQuadrant(lx, ly, a, b)
			if qd < 0 {
				continue
			}
			// When every direction from a to b lies strictly in one quadrant, a wall in that
			// quadrant or its opposite at this point blocks every line through it.
			if dq >= 0 && (qd == dq || qd == 3-dq) {
				continue
			}
			if inHull(fpt{lx, ly}, 1) {
				verts = append(verts, fpt{lx * fpOne, ly * fpOne})
				quad = append(quad, qd)
			}
		}
		cx, cy := int64(x0+x), int64(y0+y)
		if ix.flag(cx, cy)&cellPieces == 0 {
			continue
		}
		pi := int(cy+1)*ix.pw + int(cx+1)
		for _, k := range ix.list[ix.start[pi]:ix.start[pi+1]] {
			if sc.pseen[k] == sc.pstamp {
				continue
			}
			sc.pseen[k] = sc.pstamp
			for _, v := range ix.pieces[k].pts {
				if inHull(v, fpOne) {
					verts = append(verts, v)
					quad = append(quad, -1)
				}
			}
		}
	}
	sc.quad = quad
	sc.verts = verts
	// Squares' corners in fixed point, for the quick "line meets both squares" test.
	var sq [8]fpt
	for k := range sq {
		sq[k] = verts[k]
	}
	for i := 0; i < len(verts); i++ {
		u := verts[i]
		for j := i + 1; j < len(verts); j++ {
			v := verts[j]
			d := v.sub(u)
			// A line through a single wall's corner must not cut into that wall.
			if blocksQuad(quad[i], d) || blocksQuad(quad[j], d) {
				continue
			}
			if !lineMeets(u, v, sq[:4]) || !lineMeets(u, v, sq[4:]) {
				continue
			}
			if ix.candidate(u, v, a, b) {
				return true
			}
		}
	}
	return false
}

// blocksQuad reports whether a line with direction d through a grid point whose one wall lies
// in quadrant qd (-1: none) cuts into that wall.
func blocksQuad(qd int8, d fpt) bool {
	if qd < 0 {
		return false
	}
	qx, qy := int64(qd&1)*2-1, int64(qd>>1)*2-1
	sx, sy := sign64(d.x), sign64(d.y)
	return sx == qx && sy == qy || sx == -qx && sy == -qy
}

// lineMeets reports whether the line through u and v meets the closed square with corners c.
func lineMeets(u, v fpt, c []fpt) bool {
	pos, neg := false, false
	for _, p := range c {
		switch orient(u, v, p) {
		case 1:
			pos = true
		case -1:
			neg = true
		default:
			return true
		}
		if pos && neg {
			return true
		}
	}
	return false
}

// candidate tests the line through u and v: it must cross both squares with u and v on the
// part between them, and that part must be clear.
func (ix *sightIndex) candidate(u, v fpt, a, b Pos) bool {
	d := v.sub(u)
	if d.x == 0 && d.y == 0 {
		return false
	}
	alo, ahi, ok := clipSquare(u, d, a)
	if !ok {
		return false
	}
	blo, bhi, ok := clipSquare(u, d, b)
	if !ok {
		return false
	}
	first, second := a, b
	fhi, slo := ahi, blo
	switch {
	case !ratLess(blo, ahi): // a, then b, along u→v
	case !ratLess(alo, bhi):
		first, second, fhi, slo = b, a, bhi, alo
	default:
		return false
	}
	zero, one := rat{n: 0, d: 1}, rat{n: 1, d: 1}
	if ratLess(zero, fhi) || ratLess(slo, one) || fhi.inf != 0 || slo.inf != 0 {
		return false
	}
	// Back from u to the first square, then on from u (through v) to the second.
	k := ceilDiv(-fhi.n, fhi.d)
	back := fpt{u.x - k*d.x, u.y - k*d.y}
	if k == 0 {
		back = u
	}
	if !ix.walkFrom(u, back, second, first) {
		return false
	}
	k2 := ceilDiv(slo.n, slo.d)
	return ix.walkFrom(u, fpt{u.x + k2*d.x, u.y + k2*d.y}, first, second)
}

// walkFrom walks from p towards q until square stop is reached; other is the other end square.
func (ix *sightIndex) walkFrom(p, q fpt, other, stop Pos) bool {
	if p == q {
		if p.x%fpOne == 0 && p.y%fpOne == 0 {
			return !ix.sealedEx(p.x/fpOne, p.y/fpOne, other, stop)
		}
		return true
	}
	return ix.walk(p, q, other, stop, p, q)
}

// stabbable is a necessary test for a line through the chain squares (mark&6 == 6) of a
// bw×bh box from local column ax (row 0) to bx (last row): along the main direction, each grid
// line between the two squares must be crossed within the span of the chain squares beside it.
// For a fixed slope m the offsets fit iff lo_i - m·i <= hi_j - m·j for every pair of grid
// lines i, j, so it suffices that the slope bounds from all pairs overlap.
func (ix *sightIndex) stabbable(mark []uint8, bw, bh, ax, bx int) bool {
	xMajor := abs64i(bx-ax) >= bh-1
	var n, a0 int
	if xMajor {
		n, a0 = abs64i(bx-ax), min(ax, bx)
	} else {
		n, a0 = bh-1, 0
	}
	if n < 2 {
		return true
	}
	var lo, hi [64]int64
	if n > len(lo) {
		return true
	}
	for k := 0; k < n; k++ {
		l, h := int64(1<<40), int64(-1<<40)
		for c := a0 + k; c <= a0+k+1; c++ { // the squares on both sides of grid line k
			if xMajor {
				for y := 0; y < bh; y++ {
					if mark[y*bw+c]&6 == 6 {
						l, h = min(l, int64(y)), max(h, int64(y+1))
					}
				}
			} else {
				for x := 0; x < bw; x++ {
					if mark[c*bw+x]&6 == 6 {
						l, h = min(l, int64(x)), max(h, int64(x+1))
					}
				}
			}
		}
		if l > h {
			return false
		}
		lo[k], hi[k] = l, h
	}
	// m <= (hi_j - lo_i)/(j-i) for j > i; m >= (lo_j - hi_i)/(j-i) for j > i.
	upN, upD := int64(1<<40), int64(1)
	dnN, dnD := int64(-1<<40), int64(1)
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			d := int64(j - i)
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

// abs64i returns |a| for an int.
func abs64i(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

package grid

// The sweep of one viewer's lines through a map, sector by sector (viewshed.go says why).

import "math"

// sweeper is the working memory of viewsheds, reused from one to the next.
type sweeper struct {
	ix      *sightIndex
	m       *Map
	verdict []uint8 // per map cell: vsUnseen, vsMaybe or vsSeen
	touched []int32 // cells whose verdict is set, for clearing
	pool    viewPool
	views   []*view
	next    []*view
	work    []*view
	scratch view
	pts     []fpt
	up      []fpt // a piece's points a line above it may touch (extremes)
	down    []fpt
	solids  []int32    // the squares (local i) of a group's walls and pieces
	beam    *beamState // set while a beam (sightBeam) is swept, nil for a viewshed
	beamBuf beamState
	viewer  Pos // the viewer of the beam being swept
	// beamA, beamL are a hex beam's target in the frame
	beamA, beamL int64
	// hullSolids are the frame cells with solids whose outline may meet the convex hull of a
	// hex beam's two hexes (hexBeam), and bsolids those of them a sector sweeps
	hullSolids [][2]int64
	bsolids    []beamSolid
}

// newSweeper returns a sweeper for m's index.
func newSweeper(m *Map, ix *sightIndex) *sweeper { return &sweeper{ix: ix, m: m} }

// mark raises cell i's verdict to at least v.
func (sw *sweeper) mark(i int, v uint8) {
	if sw.verdict[i] == vsUnseen {
		sw.touched = append(sw.touched, int32(i))
	}
	if v > sw.verdict[i] {
		sw.verdict[i] = v
	}
}

// reset clears the verdicts set.
func (sw *sweeper) reset() {
	for _, i := range sw.touched {
		sw.verdict[i] = vsUnseen
	}
	sw.touched = sw.touched[:0]
}

// viewshed appends to cells every open cell viewer v sees, v first: the sweep's verdicts, the
// cells it leaves in doubt decided by the exact predicate.
func (sw *sweeper) viewshed(v Pos, cells []int32) []int32 {
	m, ix := sw.m, sw.ix
	sw.sweepAll(v)
	vi := m.Index(v)
	cells = append(cells, int32(vi))
	for _, i := range sw.touched {
		if int(i) == vi {
			continue
		}
		switch sw.verdict[i] {
		case vsSeen:
			cells = append(cells, i)
		case vsMaybe:
			if ix.seen(v, m.PosOf(int(i))) {
				cells = append(cells, i)
			}
		}
	}
	return cells
}

// end is the far end square whose solids do not count (the predicate's "end squares"): a beam's
// target; for a viewshed, whose targets are open, the viewer's own square again.
func (sw *sweeper) end(v Pos) Pos {
	if sw.beam != nil {
		return sw.beam.to
	}
	return v
}

// sweepAll sets the verdicts of every cell from viewer v's lines, in every sector.
func (sw *sweeper) sweepAll(v Pos) {
	m := sw.m
	if len(sw.verdict) != m.Width*m.Height {
		sw.verdict = make([]uint8, m.Width*m.Height)
	}
	sw.reset()
	if sw.ix.hex != nil {
		sw.hexViewshed(v)
		return
	}
	for o := range 8 {
		sw.squareSector(v, o)
	}
}

// octant is one of the eight sectors of a square map: local x runs sx along the map's x (or
// its y when swap), local y sy along the other, and the lines' slopes are 0 to 1.
type octant struct {
	sx, sy int64
	swap   bool
	ox, oy int64 // the map point (fixed point) at local (0, 0): a corner of the viewer's square
	vx, vy int
}

// newOctant returns octant o (0-7) for the viewer's square v.
func newOctant(o int, v Pos) octant {
	t := octant{sx: 1, sy: 1, swap: o&4 != 0, vx: v.X, vy: v.Y}
	if o&1 != 0 {
		t.sx = -1
	}
	if o&2 != 0 {
		t.sy = -1
	}
	// the local axes' own signs apply to the map's axes they run along
	mx, my := t.sx, t.sy
	if t.swap {
		mx, my = t.sy, t.sx
	}
	t.ox, t.oy = int64(v.X)*fpOne, int64(v.Y)*fpOne
	if mx < 0 {
		t.ox += fpOne
	}
	if my < 0 {
		t.oy += fpOne
	}
	return t
}

// local converts a map point (fixed point) to the octant's coordinates.
func (t *octant) local(p fpt) fpt {
	a, b := p.x-t.ox, p.y-t.oy
	if t.swap {
		a, b = b, a
	}
	return fpt{a * t.sx, b * t.sy}
}

// mapPoint converts a local point back to the map's coordinates.
func (t *octant) mapPoint(l fpt) fpt {
	a, b := l.x*t.sx, l.y*t.sy
	if t.swap {
		a, b = b, a
	}
	return fpt{a + t.ox, b + t.oy}
}

// cell returns the map square at local square (i, j).
func (t *octant) cell(i, j int) Pos {
	if t.swap {
		return Pos{t.vx + int(t.sy)*j, t.vy + int(t.sx)*i}
	}
	return Pos{t.vx + int(t.sx)*i, t.vy + int(t.sy)*j}
}

// startViewAt fills v with every line of slope 0 to 1 (local) that meets the viewer's cell, whose
// extreme points against such lines are bot and top: passing above bot and below top.
func startViewAt(v *view, bot, top fpt) {
	flatDir, diag := fpt{fpOne, 0}, fpt{fpOne, fpOne}
	v.verts = append(v.verts[:0], vline{bot, flatDir}, vline{bot, diag}, vline{top, diag}, vline{top, flatDir})
	v.gens = append(v.gens[:0], vgen{pt: bot, pencil: true}, vgen{dir: diag}, vgen{pt: top, pencil: true}, vgen{dir: flatDir})
	v.flat, v.taint, v.pieced, v.axMode = false, false, false, -1
}

// squareSector sweeps octant o of viewer v's lines over a square map, in groups of squares
// of equal i+j (local), which every line of the octant meets in that order.
func (sw *sweeper) squareSector(v Pos, o int) {
	sw.squareSectorAt(v, newOctant(o, v))
}

// squareSectorAt is squareSector in octant t.
func (sw *sweeper) squareSectorAt(v Pos, t octant) {
	m, ix := sw.m, sw.ix
	var far, ti, tj int
	if b := sw.beam; b != nil {
		// only the lines that meet the target too, up to the target's group
		l := t.local(fpt{int64(b.to.X)*fpOne + fpOne/2, int64(b.to.Y)*fpOne + fpOne/2})
		ti, tj = int(floorDiv(l.x, fpOne)), int(floorDiv(l.y, fpOne))
		if tj < 0 || ti < 0 || tj > ti+1 {
			return
		}
		far = ti + tj
	}
	first := sw.pool.get()
	startViewAt(first, fpt{fpOne, 0}, fpt{0, fpOne}) // the viewer's square is [0,1]²
	first.taint = ix.flags[(v.Y+1)*ix.pw+v.X+1]&cellPieces != 0 && ix.riskyEnd(m.Index(v))
	if sw.beam != nil {
		if !sw.aimAt(first, fpt{int64(ti) * fpOne, int64(tj+1) * fpOne}, fpt{int64(ti+1) * fpOne, int64(tj) * fpOne}) {
			sw.pool.put(first)
			return
		}
	} else { // the furthest group with a square on the map
		for _, c := range [4]Pos{{0, 0}, {m.Width - 1, 0}, {0, m.Height - 1}, {m.Width - 1, m.Height - 1}} {
			l := t.local(fpt{int64(c.X)*fpOne + fpOne/2, int64(c.Y)*fpOne + fpOne/2})
			far = max(far, int((l.x+l.y)/fpOne)+1)
		}
	}
	sw.views = append(sw.views[:0], first)
	for k := 0; k <= far && len(sw.views) > 0; k++ {
		sw.next = sw.next[:0]
		axis := float64((k + 1) * int(fpOne)) // every square's top and bottom points lie on x+y = k+1
		for _, d := range sw.views {
			i0, i1 := axisRange(d, axis)
			i0, i1 = max(i0-1, (k-1)/2, 0), min(i1+1, k)
			sw.work = append(sw.work[:0], d)
			// every target of the group first: the group's solids never stand between the
			// viewer and another of its squares, but their seals may lie past one
			solids := sw.solids[:0]
			for i := i0; i <= i1; i++ {
				j := k - i
				if j < 0 || j > i+1 {
					continue
				}
				c := t.cell(i, j)
				if !m.In(c) || c == v {
					continue
				}
				f := ix.flags[(c.Y+1)*ix.pw+c.X+1]
				if f&(cellWall|cellPieces) != 0 {
					solids = append(solids, int32(i))
				}
				top, bot := fpt{int64(i) * fpOne, int64(j+1) * fpOne}, fpt{int64(i+1) * fpOne, int64(j) * fpOne}
				switch {
				case sw.beam != nil:
					if c == sw.beam.to {
						sw.judgeBeam(top, bot, &t, i, j)
					}
				case f&cellWall == 0:
					sw.judge(c, i, j, top, bot, f, &t)
				}
			}
			for _, i32 := range solids {
				i := int(i32)
				j := k - i
				c := t.cell(i, j)
				top, bot := fpt{int64(i) * fpOne, int64(j+1) * fpOne}, fpt{int64(i+1) * fpOne, int64(j) * fpOne}
				sw.cut(c, top, bot, ix.flags[(c.Y+1)*ix.pw+c.X+1], &t, k)
			}
			for _, i32 := range solids {
				i := int(i32)
				j := k - i
				c := t.cell(i, j)
				if ix.flags[(c.Y+1)*ix.pw+c.X+1]&cellPieces != 0 {
					sw.markPieces(c, fpt{int64(i) * fpOne, int64(j+1) * fpOne}, fpt{int64(i+1) * fpOne, int64(j) * fpOne})
				}
			}
			sw.solids = solids
			sw.next = append(sw.next, sw.work...)
		}
		sw.views, sw.next = sw.next, sw.views
	}
	for _, d := range sw.views {
		sw.pool.put(d)
	}
	sw.views = sw.views[:0]
}

// axisRange returns the least and greatest whole x, in squares, at which the corner lines of
// d cross the line x+y = axis (fixed point): where the squares it meets in a group lie.
func axisRange(d *view, axis float64) (int, int) {
	lo, hi := d.crossings(axisSum, axis/float64(fpOne))
	if math.IsInf(lo, 0) || math.IsNaN(lo) || math.IsNaN(hi) || math.IsInf(hi, 0) {
		return 0, -1
	}
	return int(math.Floor(lo)), int(math.Floor(hi))
}

// judge sets the verdict of open square c (local (i, j), its top and bottom points top and
// bot, flags f) from the views being worked on: seen through the inside of a clean view, or
// through a clean pencil's inner lines, or along a single clean line that no seal stops short
// of it; maybe when met otherwise.
func (sw *sweeper) judge(c Pos, i, j int, top, bot fpt, f uint8, t *octant) {
	ci := c.Y*sw.m.Width + c.X
	shared := f&cellPieces != 0 && sw.ix.riskyEnd(ci)
	for _, d := range sw.work {
		met, inside := d.meets(top, bot)
		if !met {
			continue
		}
		clean := !d.taint && !shared
		switch {
		case !clean, d.pieced && d.flat:
		case !d.flat && inside, len(d.verts) == 2 && inside:
			sw.mark(ci, vsSeen)
			return
		case len(d.verts) == 1 && sw.lineReaches(d.verts[0], i, j, t):
			sw.mark(ci, vsSeen)
			return
		}
		if clean && !d.flat && (sw.touchSeen(d, top, t) || sw.touchSeen(d, bot, t)) {
			sw.mark(ci, vsSeen)
			return
		}
		sw.mark(ci, vsMaybe)
	}
}

// touchSeen reports whether the lines of clean view d through corner q of a square (which they
// only touch there) reach it: they are a pencil of more than one line, whose inner lines pass
// no seal but perhaps q's own, and q is not sealed.
func (sw *sweeper) touchSeen(d *view, q fpt, t *octant) bool {
	n, _ := sw.linesThrough(d, q)
	return n == 2 && !sw.sealedLocal(q, t, Pos{t.vx, t.vy})
}

// lineReaches reports whether line l, which meets local square (i, j), reaches it past the
// seals the sweep has not yet checked: its first point of the square, and a grid point on it
// just before, with x+y at least i+j (a wall sealing it may be of this group or the next).
func (sw *sweeper) lineReaches(l vline, i, j int, t *octant) bool {
	ix := sw.ix
	v := Pos{t.vx, t.vy}
	// the first point: on the left edge, or on the bottom edge when l passes below (i, j)
	x := int64(i) * fpOne
	num := l.p.y*l.d.x + l.d.y*(x-l.p.x) // y·d.x at x
	if num < int64(j)*fpOne*l.d.x {
		// y = j at x = p.x + (j·fpOne − p.y)·d.x/d.y (d.y > 0 here, as l meets the square)
		xn := (int64(j)*fpOne-l.p.y)*l.d.x + l.p.x*l.d.y
		if xn%(l.d.y*fpOne) == 0 && sw.sealedLocal(fpt{xn / l.d.y, int64(j) * fpOne}, t, v) {
			return false
		}
		x = floorDiv(xn, l.d.y*fpOne) * fpOne // the last grid column at or before it
		if x*l.d.y == xn {
			x -= fpOne
		}
	} else {
		if num%(l.d.x*fpOne) == 0 && sw.sealedLocal(fpt{x, num / l.d.x}, t, v) {
			return false
		}
		x -= fpOne
	}
	num = l.p.y*l.d.x + l.d.y*(x-l.p.x)
	if num%(l.d.x*fpOne) == 0 {
		g := fpt{x, num / l.d.x}
		if g.x+g.y >= int64(i+j)*fpOne && sw.sealedLocal(g, t, v) {
			return false
		}
	}
	_ = ix
	return true
}

// sealedLocal reports whether the grid point g (local, fixed point) is sealed on the map.
func (sw *sweeper) sealedLocal(g fpt, t *octant, v Pos) bool {
	p := t.mapPoint(g)
	return sw.ix.sealedEx(p.x/fpOne, p.y/fpOne, v, sw.end(v))
}

// cut splits the views being worked on at the solids of square c (a wall, or pieces): each
// view with lines through a solid's inside becomes the views of its lines above and below it;
// a view meeting a piece shared with other squares is tainted.
func (sw *sweeper) cut(c Pos, top, bot fpt, f uint8, t *octant, k int) {
	ix := sw.ix
	if f&cellWall != 0 {
		sw.splitWall(top, bot)
		sw.pruneFlat(c, t, k)
		return
	}
	i := (c.Y+1)*ix.pw + c.X + 1
	ci := c.Y*sw.m.Width + c.X
	for _, pi := range ix.list[ix.start[i]:ix.start[i+1]] {
		pc := &ix.pieces[pi]
		if ix.pieceOwner[pi] != int32(ci) {
			continue // cut at the square that holds it, or in no one square (markPieces)
		}
		if pc.kind != pieceConvex && pc.kind != pieceThin {
			continue // seams and bends block only lines along or through them: flat views
		}
		sw.pts = sw.pts[:0]
		for _, p := range pc.pts {
			sw.pts = append(sw.pts, t.local(p))
		}
		sw.up, sw.down = extremes(sw.pts, sw.up, sw.down)
		sw.split(nil, sw.up, sw.down)
	}
}

// markPieces marks the views meeting square c (once its group's solids have cut them): tainted
// when a piece there lies in no one square, so that which squares it stands between is not
// known here; pieced when its pieces may stop lines that only touch them (roughSquare).
func (sw *sweeper) markPieces(c Pos, top, bot fpt) {
	sw.markCell(c.Y*sw.m.Width+c.X, top, bot)
}

// markCell marks the views meeting map cell ci (extreme points top, bot) as its cellMarks say.
func (sw *sweeper) markCell(ci int, top, bot fpt) {
	k := sw.ix.cellMarks[ci]
	taint, rough := k&markTaint != 0, k&markRough != 0
	if !taint && !rough {
		return
	}
	for _, d := range sw.work {
		if met, _ := d.meets(top, bot); met {
			d.taint = d.taint || taint
			d.pieced = d.pieced || rough
		}
	}
}

// pruneFlat drops the flat views that the seals and seams of wall square c block: a pencil
// through a sealed corner of c, a single line through one, or a single line running along an
// edge c shares with another wall (docs/rulings.md "Grazing", "Sealed diagonal walls"); c is
// in group k.
func (sw *sweeper) pruneFlat(c Pos, t *octant, k int) {
	kept := sw.work[:0]
	for _, d := range sw.work {
		if d.flat && sw.blockedFlat(d, c, t, k) {
			sw.pool.put(d)
			continue
		}
		kept = append(kept, d)
	}
	sw.work = kept
}

// blockedFlat reports whether every line of flat view d is blocked at wall square c, in
// group k, before it meets any square of a later group: at a sealed corner of c no further
// out than the group's far edge (x+y ≤ k+1: every point of a later group's squares lies at
// least there, and x+y grows along the octant's lines), or along a seam of c (in the octant
// only a bottom or top edge can be run along, and the squares past its near end are walls).
func (sw *sweeper) blockedFlat(d *view, c Pos, t *octant, k int) bool {
	ix := sw.ix
	v := Pos{t.vx, t.vy}
	for _, co := range cornerOffset {
		g := fpt{int64(c.X+int(co[0])) * fpOne, int64(c.Y+int(co[1])) * fpOne}
		gl := t.local(g)
		if gl.x+gl.y > int64(k+1)*fpOne {
			continue
		}
		through := false
		switch {
		case len(d.verts) == 1:
			through = d.verts[0].side(gl) == 0
		case d.gens[0].pencil:
			through = d.gens[0].pt == gl
		}
		if through && ix.sealedEx(g.x/fpOne, g.y/fpOne, v, sw.end(v)) {
			return true
		}
	}
	if len(d.verts) != 1 {
		return false
	}
	// a single line along an edge c shares with a wall beside it
	l := d.verts[0]
	for _, n := range [4]Pos{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		o := c.add(n)
		if o == v || o == sw.end(v) || !ix.wall(int64(o.X), int64(o.Y)) {
			continue
		}
		// the shared edge's two ends
		var a, b fpt
		switch n {
		case Pos{1, 0}:
			a, b = fpt{int64(c.X+1) * fpOne, int64(c.Y) * fpOne}, fpt{int64(c.X+1) * fpOne, int64(c.Y+1) * fpOne}
		case Pos{-1, 0}:
			a, b = fpt{int64(c.X) * fpOne, int64(c.Y) * fpOne}, fpt{int64(c.X) * fpOne, int64(c.Y+1) * fpOne}
		case Pos{0, 1}:
			a, b = fpt{int64(c.X) * fpOne, int64(c.Y+1) * fpOne}, fpt{int64(c.X+1) * fpOne, int64(c.Y+1) * fpOne}
		default:
			a, b = fpt{int64(c.X) * fpOne, int64(c.Y) * fpOne}, fpt{int64(c.X+1) * fpOne, int64(c.Y) * fpOne}
		}
		if l.side(t.local(a)) == 0 && l.side(t.local(b)) == 0 {
			return true
		}
	}
	return false
}

// splitWall replaces each view being worked on whose lines cross a cell's inside (its extreme
// points top and bot) by its lines passing above top and those passing below bot.
func (sw *sweeper) splitWall(top, bot fpt) {
	n := len(sw.work)
	for k := 0; k < n; k++ {
		d := sw.work[k]
		if _, inside := d.meets(top, bot); !inside {
			continue
		}
		a, b := sw.pool.get(), sw.pool.get()
		okA, _ := d.clip(top, true, a)
		okB, _ := d.clip(bot, false, b)
		sw.pool.put(d)
		sw.work[k] = nil
		if okA {
			sw.work[k] = a
		} else {
			sw.pool.put(a)
		}
		if okB {
			sw.work = append(sw.work, b)
		} else {
			sw.pool.put(b)
		}
	}
	kept := sw.work[:0]
	for _, d := range sw.work {
		if d != nil {
			kept = append(kept, d)
		}
	}
	sw.work = kept
}

// split replaces each view being worked on that may cross a solid (cross says; nil: try) by
// its lines passing above every point of above and those passing below every point of below.
func (sw *sweeper) split(cross func(d *view) bool, above, below []fpt) {
	n := len(sw.work)
	for k := 0; k < n; k++ {
		d := sw.work[k]
		if cross != nil && !cross(d) {
			continue
		}
		a, aSame := sw.clipAll(d, above, true)
		if aSame {
			sw.pool.put(a)
			continue
		}
		b, bSame := sw.clipAll(d, below, false)
		if bSame {
			sw.pool.put(b)
			if a != nil {
				sw.pool.put(a)
			}
			continue
		}
		// d gives way to a and b (nil when empty; removed below)
		sw.pool.put(d)
		sw.work[k] = a
		if b != nil {
			sw.work = append(sw.work, b)
		}
	}
	kept := sw.work[:0]
	for _, d := range sw.work {
		if d != nil {
			kept = append(kept, d)
		}
	}
	sw.work = kept
}

// clipAll returns a new view of d's lines on the given side of every point (nil if none),
// and whether that is every line of d (then the view returned is only a spare).
func (sw *sweeper) clipAll(d *view, pts []fpt, above bool) (*view, bool) {
	out := sw.pool.get()
	copyView(d, out)
	same := true
	for _, q := range pts {
		tmp := &sw.scratch
		ok, s := out.clip(q, above, tmp)
		if !ok {
			sw.pool.put(out)
			return nil, false
		}
		if !s {
			same = false
			copyView(tmp, out)
		}
	}
	return out, same
}

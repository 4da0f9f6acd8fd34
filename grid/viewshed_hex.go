package grid

// The viewshed sweep on hex maps: the same views of lines, in the lattice frame of sight_hex.go,
// over eight sectors whose hexes every line of the sector meets in a known order.

import (
	"cmp"
	"math"
	"slices"
)

// Sectors on hexes. In the lattice frame (hexLattice) a sector of lines of slope 0 to 1 along
// x is 0° to 30° of the drawn map and one along y is 30° to 90° (the frame is the map scaled
// along its axes); mirrored, the eight of them cover every direction. A line of the first kind
// crosses from a hex only to the neighbours whose centres lie further along x, so hexes of
// equal centre x form a group; one of the second kind only to those further along x+y (the
// 60° neighbour's direction), so hexes of equal centre x+y do. The extreme points of a hex
// against the sector's lines (hexSector.top, .bot) are a corner each.

// hexSector is one of the eight sectors of a hex map, in the lattice frame: local x runs sx
// along the frame's x (its y when swap), local y sy along the other; (0, 0) is the viewer's
// centre.
type hexSector struct {
	sx, sy int64
	swap   bool
	ox, oy int64 // the viewer's centre in the frame, lattice units
}

// local converts a frame point (fixed point) to the sector's coordinates.
func (t *hexSector) local(p fpt) fpt {
	a, b := p.x-t.ox*fpOne, p.y-t.oy*fpOne
	if t.swap {
		a, b = b, a
	}
	return fpt{a * t.sx, b * t.sy}
}

// top and bot are a hex's extreme points against the sector's lines, from its centre.
func (t *hexSector) top() fpt {
	if t.swap {
		return fpt{-fpOne, fpOne}
	}
	return fpt{0, 2 * fpOne}
}

func (t *hexSector) bot() fpt {
	if t.swap {
		return fpt{fpOne, -fpOne}
	}
	return fpt{0, -2 * fpOne}
}

// hexViewshed sweeps the eight sectors of viewer v's lines over a hex map.
func (sw *sweeper) hexViewshed(v Pos) {
	hl := sw.ix.hex
	sw.viewer = v
	va, vl := hl.frame(v)
	c := hl.centre(va, vl)
	for o := range 8 {
		t := hexSector{sx: 1, sy: 1, swap: o&4 != 0, ox: c.x / fpOne, oy: c.y / fpOne}
		if o&1 != 0 {
			t.sx = -1
		}
		if o&2 != 0 {
			t.sy = -1
		}
		sw.hexSectorSweep(v, &t)
	}
}

// hexSectorSweep sweeps one sector of a viewshed, group by group.
func (sw *sweeper) hexSectorSweep(v Pos, t *hexSector) {
	m, hl := sw.m, sw.ix.hex
	top, bot := t.top(), t.bot()
	// the furthest group with a hex of the map, from the frame's corners
	far := int64(0)
	umax, vmax := int64(2*hl.aw+2), int64(3*hl.lh+2)
	for _, p := range [4][2]int64{{0, 0}, {umax, 0}, {0, vmax}, {umax, vmax}} {
		far = max(far, t.group(t.local(fpt{p[0] * fpOne, p[1] * fpOne}))+2)
	}
	first := sw.pool.get()
	vt, vb := top, bot // the viewer's hex, around the local origin
	startViewAt(first, vb, vt)
	vi := m.Index(v)
	first.taint = hl.flags[hl.index(v)]&cellPieces != 0 && sw.ix.riskyEnd(vi)
	sw.views = append(sw.views[:0], first)
	// Every hex centre has the same parity of x+y in the frame, so a swapped sector's groups
	// of odd x+y, the viewer's being 0, hold no hex; an unswapped sector's group holds hexes
	// on every other line only (groupHex).
	g0, dg, dl := int64(1), int64(1), int64(2)
	if t.swap {
		g0, dg, dl = 2, 2, 1
	}
	for g := g0; g <= far && len(sw.views) > 0; g += dg {
		sw.next = sw.next[:0]
		for _, d := range sw.views {
			sw.work = append(sw.work[:0], d)
			lo, hi := hexGroupRange(d, t, g)
			// the rows whose hex of the group may lie in [lo, hi] along the group's axis
			l0, l1 := t.rowRange(lo, hi)
			if !t.swap && (t.ox+t.sx*g-1-hl.shift(l0))&1 != 0 {
				l0++ // the first line of the group's (groupHex's fx − 1 − shift is even)
			}
			solids := sw.solids[:0]
			for fl := l0; fl <= l1; fl += dl {
				fa, cx, cy, ok := t.groupHex(hl, g, fl)
				if !ok {
					continue
				}
				f := hl.flags[int(fl+1)*hl.pw+int(fa+1)]
				if f&cellWall != 0 {
					solids = append(solids, int32(fl))
					continue
				}
				p := hl.layout.fromAxis(int(fa), int(fl))
				if p == v {
					continue
				}
				if f&cellPieces != 0 {
					solids = append(solids, int32(fl))
				}
				ctr := fpt{cx * fpOne, cy * fpOne}
				sw.judgeHex(p, fpt{ctr.x + top.x, ctr.y + top.y}, fpt{ctr.x + bot.x, ctr.y + bot.y}, f, t)
			}
			for pass := 1; pass < 3; pass++ {
				for _, fl32 := range solids {
					fl := int64(fl32)
					fa, cx, cy, _ := t.groupHex(hl, g, fl)
					p := hl.layout.fromAxis(int(fa), int(fl))
					if p == v {
						continue
					}
					sw.cutOrMark(pass, p, fa, fl, fpt{cx * fpOne, cy * fpOne}, t)
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

// cutOrMark is a sweep's work at a solid hex p (frame (fa, fl), local centre ctr) once the
// cells of its group are judged: in pass 1 its solids cut the views (cutHex), in pass 2 the
// views meeting its pieces are marked (markPiecesHex).
func (sw *sweeper) cutOrMark(pass int, p Pos, fa, fl int64, ctr fpt, t *hexSector) {
	hl := sw.ix.hex
	top, bot := t.top(), t.bot()
	ht, hb := fpt{ctr.x + top.x, ctr.y + top.y}, fpt{ctr.x + bot.x, ctr.y + bot.y}
	f := hl.flags[int(fl+1)*hl.pw+int(fa+1)]
	if pass == 1 {
		sw.cutHex(p, fa, fl, ctr, ht, hb, f, t)
	} else if f&cellPieces != 0 {
		sw.markPiecesHex(p, fa, fl, ht, hb)
	}
}

// beamSolid is a solid hex of a beam's hull in one sector: its group, its frame cell and its
// local centre.
type beamSolid struct {
	g, fa, fl int64
	ctr       fpt
}

// hexBeamSector sweeps one sector of a beam: only the lines meeting the target too, up to its
// group, and of the groups before it only those holding a solid of the hull (sw.hullSolids),
// each with those solids alone, in the order of their lines. The groups between hold no solid
// a line of the beam meets, and a solid of a group that no line of a view meets leaves the
// view as it is (it is not split, cut or marked), so this is the whole sweep's work.
func (sw *sweeper) hexBeamSector(v Pos, t *hexSector) {
	m, hl := sw.m, sw.ix.hex
	top, bot := t.top(), t.bot()
	tc := t.local(hl.centre(sw.beamA, sw.beamL))
	far := t.group(tc)
	if far < 1 {
		return
	}
	first := sw.pool.get()
	startViewAt(first, bot, top) // the viewer's hex, around the local origin
	first.taint = hl.flags[hl.index(v)]&cellPieces != 0 && sw.ix.riskyEnd(m.Index(v))
	if !sw.aimAt(first, fpt{tc.x + top.x, tc.y + top.y}, fpt{tc.x + bot.x, tc.y + bot.y}) {
		sw.pool.put(first)
		return
	}
	sw.bsolids = sw.bsolids[:0]
	for _, c := range sw.hullSolids {
		ctr := t.local(hl.centre(c[0], c[1]))
		if g := t.group(ctr); g >= 1 && g < far {
			sw.bsolids = append(sw.bsolids, beamSolid{g: g, fa: c[0], fl: c[1], ctr: ctr})
		}
	}
	slices.SortFunc(sw.bsolids, func(a, b beamSolid) int {
		if a.g != b.g {
			return cmp.Compare(a.g, b.g)
		}
		return cmp.Compare(a.fl, b.fl)
	})
	sw.views = append(sw.views[:0], first)
	for i := 0; len(sw.views) > 0; {
		g, j := far, i // the next group: the next solid's, or the target's
		if i < len(sw.bsolids) {
			g = sw.bsolids[i].g
		}
		for j < len(sw.bsolids) && sw.bsolids[j].g == g {
			j++
		}
		sw.next = sw.next[:0]
		for _, d := range sw.views {
			sw.work = append(sw.work[:0], d)
			if g == far {
				sw.judgeBeamHex(fpt{tc.x + top.x, tc.y + top.y}, fpt{tc.x + bot.x, tc.y + bot.y}, t)
			}
			for pass := 1; pass < 3; pass++ {
				for _, s := range sw.bsolids[i:j] {
					sw.cutOrMark(pass, hl.layout.fromAxis(int(s.fa), int(s.fl)), s.fa, s.fl, s.ctr, t)
				}
			}
			sw.next = append(sw.next, sw.work...)
		}
		sw.views, sw.next = sw.next, sw.views
		if g == far {
			break
		}
		i = j
	}
	for _, d := range sw.views {
		sw.pool.put(d)
	}
	sw.views = sw.views[:0]
}

// appendSolidsNear appends the frame cells holding solids (walls, pieces) whose outline may
// meet the convex hull of the two hexes centred on p and q: with H the hex around the origin,
// that hull is the segment pq ⊕ H, which a hex centred on c meets only when c lies in
// pq ⊕ 2H; 2H reaches 4 lattice units up and down and 2 across, so a line's hexes whose
// centres lie within 2 across of the segment's part within 4 up or down of the line are
// all of them (and a few more). Where the segment crosses a line is worked out in floating
// point, widened by a unit each way: more than its rounding, so no hex is missed.
func (hl *hexLattice) appendSolidsNear(out [][2]int64, p, q fpt) [][2]int64 {
	if q.y < p.y {
		p, q = q, p
	}
	xlo, xhi := min(p.x, q.x), max(p.x, q.x)
	var slope, reach float64 // x along y, and how far it moves over 4 lattice units of y
	if q.y != p.y {
		slope = float64(q.x-p.x) / float64(q.y-p.y)
		reach = math.Abs(slope) * float64(4*fpOne)
	}
	// the border of off-map hexes too: a piece near the edge may be listed there
	l0 := max(ceilDiv(p.y-6*fpOne, 3*fpOne), -1)
	l1 := min(floorDiv(q.y+2*fpOne, 3*fpOne), int64(hl.lh))
	for l := l0; l <= l1; l++ {
		cy := (3*l + 2) * fpOne // the line's centres
		x0, x1 := xlo, xhi      // along a line: the whole segment
		if q.y != p.y {
			xc := float64(p.x) + float64(cy-p.y)*slope
			x0 = max(int64(math.Floor(xc-reach))-1, xlo)
			x1 = min(int64(math.Ceil(xc+reach))+1, xhi)
			if x0 > x1 {
				continue
			}
		}
		// centres 2a + s + 1 within [x0 − 2, x1 + 2]
		sh := hl.shift(l)
		a0 := max(ceilDiv(x0-(sh+3)*fpOne, 2*fpOne), -1)
		a1 := min(floorDiv(x1+(1-sh)*fpOne, 2*fpOne), int64(hl.aw))
		row := hl.flags[int(l+1)*hl.pw:]
		for a := a0; a <= a1; a++ {
			if row[a+1]&(cellWall|cellPieces) != 0 {
				out = append(out, [2]int64{a, l})
			}
		}
	}
	return out
}

// group is the group of a local point (a hex centre): its local x, or x+y when swapped, in
// lattice units.
func (t *hexSector) group(c fpt) int64 {
	if t.swap {
		return (c.x + c.y) / fpOne
	}
	return c.x / fpOne
}

// rowRange returns the frame rows whose hexes lie between positions lo and hi (lattice units,
// local) along a group's axis: local y without swap, local x with it; both run along the
// frame's y in the second case and the first.
func (t *hexSector) rowRange(lo, hi int64) (int64, int64) {
	// the axis position u is sy·(frame y − oy) (no swap) or sx·(frame y − oy) (swap)
	s := t.sy
	if t.swap {
		s = t.sx
	}
	y0, y1 := t.oy+s*lo, t.oy+s*hi
	if y0 > y1 {
		y0, y1 = y1, y0
	}
	return max(0, floorDiv(y0-2, 3)), ceilDiv(y1-2, 3)
}

// groupHex returns the hex of group g in frame row fl, if the map has one: its frame along
// coordinate and local centre (lattice units).
func (t *hexSector) groupHex(hl *hexLattice, g, fl int64) (fa, cx, cy int64, ok bool) {
	if fl < 0 || fl >= int64(hl.lh) {
		return 0, 0, 0, false
	}
	fy := 3*fl + 2
	var fx int64
	if t.swap { // local x = sx·(fy − oy), local y = g − local x = sy·(fx − ox)
		cx = t.sx * (fy - t.oy)
		cy = g - cx
		fx = t.ox + t.sy*cy
	} else { // local x = g = sx·(fx − ox), local y = sy·(fy − oy)
		cx, cy = g, t.sy*(fy-t.oy)
		fx = t.ox + t.sx*g
	}
	a2 := fx - 1 - hl.shift(fl)
	if a2 < 0 || a2%2 != 0 || a2/2 >= int64(hl.aw) {
		return 0, 0, 0, false
	}
	return a2 / 2, cx, cy, true
}

// hexGroupRange returns the candidates of group g that view d may meet: the positions along
// the group's axis where its corner lines cross it, widened by a hex's reach.
func hexGroupRange(d *view, t *hexSector, g int64) (int64, int64) {
	mode := axisX
	if t.swap {
		mode = axisSum
	}
	lo, hi := d.crossings(mode, float64(g))
	if math.IsInf(lo, 0) || math.IsNaN(lo) || math.IsNaN(hi) || math.IsInf(hi, 0) {
		return 0, -1
	}
	return int64(math.Floor(lo)) - 3, int64(math.Ceil(hi)) + 3
}

// index is the padded index of map hex p in hl.flags.
func (hl *hexLattice) index(p Pos) int {
	a, l := hl.frame(p)
	return int(l+1)*hl.pw + int(a+1)
}

// judgeHex sets the verdict of open hex p (its extreme points ht, hb; flags f) from the views
// being worked on, as judge does on squares. No corner of a hex map is sealed: a single clean
// line (its seams dropped at the walls, cutHex) sees, but along the map's bounding rectangle,
// where the outside counts as solid (hexSegClear): that is left to the predicate.
func (sw *sweeper) judgeHex(p Pos, ht, hb fpt, f uint8, t *hexSector) {
	ci := sw.m.Index(p)
	shared := f&cellPieces != 0 && sw.ix.riskyEnd(ci)
	var lc [6]fpt // the hex's corners, local, once needed
	cornersOK := false
	for _, d := range sw.work {
		met, inside := d.meets(ht, hb)
		if !met {
			continue
		}
		clean := !d.taint && !shared
		switch {
		case !clean, d.pieced && d.flat:
		case !d.flat && inside, len(d.verts) == 2 && inside, len(d.verts) == 1 && !sw.alongBorder(d.verts[0], t):
			sw.mark(ci, vsSeen)
			return
		}
		// what a beam at p would see (judgeBeamHex): many clean lines through a corner of the
		// hex, or one that reaches it clear from the viewer's hex, walked back exactly
		if !cornersOK {
			var cs [6]fpt
			fa, fl := sw.ix.hex.frame(p)
			sw.ix.hex.corners(fa, fl, &cs)
			for k, c := range cs {
				lc[k] = t.local(c)
			}
			cornersOK = true
		}
		for _, q := range lc {
			if n, l := sw.linesThrough(d, q); n == 2 && clean && !d.flat || n == 1 && sw.walkBackHex(q, l, t, p) {
				sw.mark(ci, vsSeen)
				return
			}
		}
		sw.mark(ci, vsMaybe)
	}
}

// cutHex splits the views at the solids of hex p (frame (fa, fl), local centre ctr), as cut
// does on squares; single lines along an edge p shares with another wall are dropped.
func (sw *sweeper) cutHex(p Pos, fa, fl int64, ctr, ht, hb fpt, f uint8, t *hexSector) {
	ix, hl := sw.ix, sw.ix.hex
	if f&cellWall != 0 {
		// the views through its inside give way to their lines above and below it (split:
		// a view meeting a hex's inside has lines on neither side only)
		sw.splitWall(ht, hb)
		var cs [6]fpt
		cornersOK := false
		kept := sw.work[:0]
		for _, d := range sw.work {
			if d.flat && len(d.verts) == 1 {
				if !cornersOK {
					hl.corners(fa, fl, &cs)
					cornersOK = true
				}
				if sw.alongHexSeam(d.verts[0], fa, fl, &cs, t) {
					sw.pool.put(d)
					continue
				}
			}
			kept = append(kept, d)
		}
		sw.work = kept
		return
	}
	ci := sw.m.Index(p)
	i := int(fl+1)*hl.pw + int(fa+1)
	for _, pi := range hl.list[hl.start[i]:hl.start[i+1]] {
		pc := &ix.pieces[pi]
		if ix.pieceOwner[pi] != int32(ci) || pc.kind != pieceConvex && pc.kind != pieceThin {
			continue
		}
		sw.pts = sw.pts[:0]
		for _, q := range pc.pts {
			sw.pts = append(sw.pts, t.local(q))
		}
		sw.up, sw.down = extremes(sw.pts, sw.up, sw.down)
		sw.split(nil, sw.up, sw.down)
	}
}

// alongBorder reports whether line l runs along the frame's bounding rectangle of the map.
func (sw *sweeper) alongBorder(l vline, t *hexSector) bool {
	hl := sw.ix.hex
	p := l.p
	if t.swap {
		p = fpt{l.p.y, l.p.x}
	}
	fx, fy := t.ox*fpOne+p.x*t.sx, t.oy*fpOne+p.y*t.sy
	if t.swap {
		fx, fy = t.ox*fpOne+l.p.y*t.sy, t.oy*fpOne+l.p.x*t.sx
	}
	horiz := l.d.y == 0 && !t.swap // along the frame's x
	vert := l.d.y == 0 && t.swap   // along the frame's y
	umax, vmax := (2*int64(hl.aw)+1)*fpOne, (3*int64(hl.lh)+1)*fpOne
	return horiz && (fy <= 0 || fy >= vmax) || vert && (fx <= 0 || fx >= umax)
}

// alongHexSeam reports whether line l runs along an edge of wall hex (fa, fl) (corners cs,
// frame) that it shares with another wall (hexClear: an edge two walls share is inside).
func (sw *sweeper) alongHexSeam(l vline, fa, fl int64, cs *[6]fpt, t *hexSector) bool {
	hl := sw.ix.hex
	for k := range 6 {
		a, b := t.local(cs[k]), t.local(cs[(k+1)%6])
		if l.side(a) != 0 || l.side(b) != 0 {
			continue
		}
		na, nl := hl.neighbour(fa, fl, k)
		if sw.beam != nil && hl.layout.fromAxis(int(na), int(nl)) == sw.beam.to {
			continue // the target's own solids never block
		}
		if hl.flag(na, nl)&cellWall != 0 {
			return true
		}
	}
	return false
}

// markPiecesHex is markPieces on hexes.
func (sw *sweeper) markPiecesHex(p Pos, fa, fl int64, ht, hb fpt) {
	sw.markCell(sw.m.Index(p), ht, hb)
}

// strictlyInside reports whether p lies inside the convex polygon h (positive turns), off its
// outline.
func strictlyInside(h []fpt, p fpt) bool {
	for i := range h {
		if orient(h[i], h[(i+1)%len(h)], p) <= 0 {
			return false
		}
	}
	return true
}

// hexBeam sweeps the lines from hex from that meet hex to (as sightBeam on squares).
func (sw *sweeper) hexBeam(from, to Pos) *beamState {
	hl := sw.ix.hex
	b := &sw.beamBuf
	*b = beamState{to: to}
	b.risky = hl.flags[hl.index(to)]&cellPieces != 0 && sw.ix.riskyEnd(sw.m.Index(to))
	sw.beam, sw.viewer = b, from
	sw.beamA, sw.beamL = hl.frame(to)
	va, vl := hl.frame(from)
	c := hl.centre(va, vl)
	ta, tl := hl.frame(to)
	var tc [6]fpt
	hl.corners(ta, tl, &tc)
	// the solids a line between the two hexes may meet: those of their convex hull
	tcen := hl.centre(ta, tl)
	sw.hullSolids = hl.appendSolidsNear(sw.hullSolids[:0], c, tcen)
	for o := range 8 {
		t := hexSector{sx: 1, sy: 1, swap: o&4 != 0, ox: c.x / fpOne, oy: c.y / fpOne}
		if o&1 != 0 {
			t.sx = -1
		}
		if o&2 != 0 {
			t.sy = -1
		}
		if t.group(t.local(tcen)) < 1 {
			continue // the target lies behind the sector's lines (hexSectorSweep)
		}
		for k := range 6 {
			b.local[k] = t.local(tc[k])
		}
		sw.hexBeamSector(from, &t)
		if b.seen == vsSeen && b.corners == allSeen {
			break // the sectors only raise what a beam saw: nothing left for the others
		}
	}
	sw.beam = nil
	return b
}

// allSeen is a beam's corners when the inside of a clean view met every one of them.
var allSeen = [6]uint8{vsSeen, vsSeen, vsSeen, vsSeen, vsSeen, vsSeen}

// judgeBeamHex is judgeBeam on hexes: the target's six corners, a single line through one
// followed back to the viewer's hex (pointSees's try); no corner of a hex map is sealed.
func (sw *sweeper) judgeBeamHex(top, bot fpt, t *hexSector) {
	b := sw.beam
	for _, d := range sw.work {
		met, inside := d.meets(top, bot)
		if !met {
			continue
		}
		clean := !d.taint && !b.risky
		seen := vsMaybe
		switch {
		case !clean, d.pieced && d.flat:
		case !d.flat && inside, len(d.verts) == 2 && inside, len(d.verts) == 1 && !sw.alongBorder(d.verts[0], t):
			seen = vsSeen
		}
		for k := range 6 {
			if b.corners[k] == vsSeen {
				continue
			}
			q := b.local[k]
			n, l := sw.linesThrough(d, q)
			switch {
			case n == 0:
			case n == 2 && clean && !d.flat, n == 1 && sw.walkBackHex(q, l, t, b.to):
				b.corners[k] = vsSeen
				seen = vsSeen
			case n == 2 || !clean:
				b.corners[k] = max(b.corners[k], vsMaybe)
			}
		}
		b.seen = max(b.seen, seen)
	}
}

// walkBackHex reports whether line l reaches the corner q (local) of hex to clear from a point
// of the viewer's hex: the ray from q along l back to the viewer's hex (hexRayClear).
func (sw *sweeper) walkBackHex(q fpt, l vline, t *hexSector, to Pos) bool {
	hl := sw.ix.hex
	fq := t.frame(q)
	o := t.frame(fpt{})
	d := t.frame(fpt{-l.d.x, -l.d.y}).sub(o)
	ef, et := hl.hexEnds(sw.viewer, to)
	var fc [6]fpt
	hl.corners(ef[0], ef[1], &fc)
	return sw.ix.hexRayClear(fq, d, fc[:], ef, et)
}

// frame converts a local point (fixed point) back to the frame.
func (t *hexSector) frame(l fpt) fpt {
	a, b := l.x*t.sx, l.y*t.sy
	if t.swap {
		a, b = b, a
	}
	return fpt{a + t.ox*fpOne, b + t.oy*fpOne}
}

package grid

// Viewsheds: every cell one viewer sees, by sweeping the lines that leave its cell outward
// through the map, sector by sector, splitting them at each solid.

// Why a sweep, and why it is exact. Sight is decided between whole cells: some line joins a
// point of the viewer's cell to a point of the target's without passing through a solid
// (sight.go). The lines of one sector (their directions within 45° on squares, as Fog's
// octants, or the sector of hexes) that meet the viewer's cell are a convex set in line space:
// with y = m·x + c in the sector's own coordinates, a line passes above a point (x, y) exactly
// when c ≥ y − m·x, a half-plane of (m, c). A view is a convex polygon of lines, an intersection
// of such half-planes; each of its corners is a line through two points (a corner of the
// viewer's cell, of a wall, of a piece). Cells are visited in an order in which every line of
// the sector meets them one after the other (viewshedSector.order), so when a view reaches a
// cell, the solids it passed on the way have already cut it: a wall splits a view into the lines
// passing above it and those passing below it, the lines through its inside dropped. A target
// cell is then seen through a view when some line of the view meets it.
//
// Exactness at the edges. A view that keeps lines only along its own boundary (a pencil of
// lines through one point, a single line) holds grazing lines, which the rules decide by fine
// print (sealed corners, seams between solids, a piece shared by several cells): a cell met
// only so, or only by a view that crossed such a piece ("tainted"), or only by touching, is
// "maybe" and is decided by the exact predicate (sightIndex.seen). A cell met by the inside of a
// clean view is seen: lines strictly inside it miss every solid's closed outline. A cell met by
// no view in any sector is not seen: a clear line would have stayed in some view.

// vline is the line through p with direction d, in a sector's local fixed-point coordinates;
// d.x > 0 (the sector's lines all run towards growing x).
type vline struct{ p, d fpt }

// side is the sign of q against l: positive above it, negative below, zero on it.
func (l vline) side(q fpt) int {
	v := cross(l.d, q.sub(l.p))
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// vgen is the family of lines along one edge of a view: the pencil through pt, or (pencil
// false) the lines of direction dir (the sector's edges, m = 0 and m = 1).
type vgen struct {
	pt, dir fpt
	pencil  bool
}

// through returns the line of family g that passes through q.
func (g vgen) through(q fpt) vline {
	if !g.pencil {
		return vline{q, g.dir}
	}
	d := q.sub(g.pt)
	if d.x < 0 || d.x == 0 && d.y < 0 {
		d = fpt{-d.x, -d.y}
	}
	return vline{g.pt, d}
}

// view is a convex set of lines: a polygon in line space whose corners are verts and whose
// edge from verts[k] to verts[k+1] holds the lines of gens[k]. A flat view (every line through
// one point, or one line) has one or two corners and its family in gens[0].
type view struct {
	verts []vline
	gens  []vgen
	flat  bool
	taint bool // the view met a cell of a piece shared with other cells
	// pieced: the view met a cell with pieces (whose seams and bends a flat view may run
	// along or through)
	pieced bool
	// ax caches, per corner line, where it crosses a group's axis as c0 + r·A (axisRange);
	// axMode is the kind of axis it is for, -1 when stale
	ax     []float64
	axMode int8
}

// axis kinds for view.crossings: x+y = A (squares, and hexes along y), x = A (hexes along x)
const (
	axisSum int8 = iota
	axisX
)

// crossings returns the least and greatest position along a group's axis (of kind mode, at A
// in cells) where the corner lines of v cross it: x on x+y = A, y on x = A.
func (v *view) crossings(mode int8, a float64) (lo, hi float64) {
	if v.axMode != mode {
		v.ax = v.ax[:0]
		for _, l := range v.verts {
			px, py := float64(l.p.x)/float64(fpOne), float64(l.p.y)/float64(fpOne)
			var c0, r float64
			if mode == axisSum {
				r = float64(l.d.x) / float64(l.d.x+l.d.y)
				c0 = px - r*(px+py)
			} else {
				r = float64(l.d.y) / float64(l.d.x)
				c0 = py - r*px
			}
			v.ax = append(v.ax, c0, r)
		}
		v.axMode = mode
	}
	lo, hi = v.ax[0]+v.ax[1]*a, v.ax[0]+v.ax[1]*a
	for k := 2; k < len(v.ax); k += 2 {
		u := v.ax[k] + v.ax[k+1]*a
		lo, hi = min(lo, u), max(hi, u)
	}
	return lo, hi
}

// viewPool recycles views' slices within one sweep.
type viewPool struct {
	free []*view
}

func (vp *viewPool) get() *view {
	if n := len(vp.free); n > 0 {
		v := vp.free[n-1]
		vp.free = vp.free[:n-1]
		v.verts, v.gens, v.flat, v.taint, v.pieced, v.axMode = v.verts[:0], v.gens[:0], false, false, false, -1
		return v
	}
	return &view{axMode: -1}
}

func (vp *viewPool) put(v *view) { vp.free = append(vp.free, v) }

// meets reports whether some line of v meets a cell whose highest point against the sector's
// lines is top and lowest is bot (a line meets the closed cell exactly when it passes below or
// through top and above or through bot), and whether some line meets its inside (strictly
// below top and strictly above bot). Both follow from v's corners alone: the lines of v are
// connected, and no line is both above top and below bot.
func (v *view) meets(top, bot fpt) (met, inside bool) {
	lo, hi, slo, shi := false, false, false, false
	for _, l := range v.verts {
		switch l.side(top) {
		case 1:
			lo, slo = true, true
		case 0:
			lo = true
		}
		switch l.side(bot) {
		case -1:
			hi, shi = true, true
		case 0:
			hi = true
		}
	}
	return lo && hi, slo && shi
}

// clip returns the lines of v that pass above or through q (above) or below or through q,
// into out; ok is false when none do. same reports that every line of v does (out is then
// left untouched).
func (v *view) clip(q fpt, above bool, out *view) (ok, same bool) {
	var sbuf [16]int8
	s := sbuf[:0]
	pos, neg := false, false
	for _, l := range v.verts {
		k := int8(l.side(q))
		if above {
			k = -k
		}
		s = append(s, k)
		pos, neg = pos || k > 0, neg || k < 0
	}
	if !neg {
		return true, true
	}
	if !pos && !hasZero(s) {
		return false, false
	}
	out.verts, out.gens, out.taint, out.pieced, out.axMode = out.verts[:0], out.gens[:0], v.taint, v.pieced, -1
	n := len(v.verts)
	bound := vgen{pt: q, pencil: true} // the lines through q: the new edge
	if v.flat {
		out.flat = true
		switch {
		case n == 1: // its line is on q's side or through q (neg is set: it is not)
			return false, false
		case s[0] >= 0 && s[1] >= 0:
			return true, true
		case s[0] > 0:
			out.verts = append(out.verts, v.verts[0], v.gens[0].through(q))
		case s[1] > 0:
			out.verts = append(out.verts, v.gens[0].through(q), v.verts[1])
		case s[0] == 0:
			out.verts = append(out.verts, v.verts[0])
		default:
			out.verts = append(out.verts, v.verts[1])
		}
		out.gens = append(out.gens, v.gens[0])
		return true, false
	}
	if !pos {
		// only lines through q are left: the corners on q's boundary, a pencil through q
		out.flat = true
		for k, l := range v.verts {
			if s[k] == 0 && (len(out.verts) == 0 || out.verts[len(out.verts)-1] != l) {
				out.verts = append(out.verts, l)
			}
		}
		if len(out.verts) > 2 { // keep the two extremes of the pencil
			lo, hi := out.verts[0], out.verts[0]
			for _, l := range out.verts[1:] {
				if cross(l.d, lo.d) > 0 {
					lo = l
				}
				if cross(hi.d, l.d) > 0 {
					hi = l
				}
			}
			out.verts = append(out.verts[:0], lo, hi)
		}
		out.gens = append(out.gens, bound)
		return true, false
	}
	out.flat = false
	for k := range n {
		a, g := v.verts[k], v.gens[k]
		sa, sb := s[k], s[(k+1)%n]
		if sa >= 0 {
			eg := g
			if sa == 0 && sb < 0 {
				eg = bound
			}
			out.verts = append(out.verts, a)
			out.gens = append(out.gens, eg)
		}
		if sa > 0 && sb < 0 {
			out.verts = append(out.verts, g.through(q))
			out.gens = append(out.gens, bound)
		}
		if sa < 0 && sb > 0 {
			out.verts = append(out.verts, g.through(q))
			out.gens = append(out.gens, g)
		}
	}
	return true, false
}

// hasZero reports whether some sign is zero.
func hasZero(s []int8) bool {
	for _, k := range s {
		if k == 0 {
			return true
		}
	}
	return false
}

// copyView copies v into out.
func copyView(v, out *view) {
	out.verts = append(out.verts[:0], v.verts...)
	out.gens = append(out.gens[:0], v.gens...)
	out.flat, out.taint, out.pieced, out.axMode = v.flat, v.taint, v.pieced, -1
}

// Verdicts of a viewshed for one cell, the best over the sectors.
const (
	vsUnseen uint8 = iota // no view met it
	vsMaybe               // met only at an edge, by a flat view or a tainted one: ask the predicate
	vsSeen                // met by the inside of a clean view
)

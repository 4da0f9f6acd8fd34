package grid

// Beams: the sweep of viewshed.go narrowed to the lines that meet one target cell, which
// decides Sight between two cells (seen, and which of the target's corners) in the time of a
// few line walks.

// beamState is what a beam found about its target.
type beamState struct {
	to      Pos
	risky   bool     // the target holds a piece the predicate may count (riskyEnd)
	seen    uint8    // vsUnseen, vsMaybe or vsSeen
	corners [6]uint8 // per target corner (cornerOffset, or hexCorner order): the same
	local   [6]fpt   // the target's corners in the sector being swept
}

// aimAt narrows view d to the lines that also meet the target, whose extreme points are top
// and bot; it reports whether any do.
func (sw *sweeper) aimAt(d *view, top, bot fpt) bool {
	tmp := &sw.scratch
	ok, same := d.clip(top, false, tmp)
	if !ok {
		return false
	}
	if !same {
		copyView(tmp, d)
	}
	ok, same = d.clip(bot, true, tmp)
	if !ok {
		return false
	}
	if !same {
		copyView(tmp, d)
	}
	return true
}

// judgeBeam raises the beam's verdicts from the views meeting the target (local square (i, j),
// its extreme points top and bot, the corners in b.local).
func (sw *sweeper) judgeBeam(top, bot fpt, t *octant, i, j int) {
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
		case !d.flat && inside, len(d.verts) == 2 && inside:
			seen = vsSeen
		case len(d.verts) == 1 && sw.lineReaches(d.verts[0], i, j, t):
			seen = vsSeen
		}
		for k := range 4 {
			if b.corners[k] == vsSeen {
				continue
			}
			q := b.local[k]
			n, l := sw.linesThrough(d, q)
			switch {
			case n == 0:
			case n == 2 && clean && !d.flat && !sw.sealedLocal(q, t, Pos{t.vx, t.vy}),
				n == 1 && sw.walkBack(q, l, t):
				b.corners[k] = vsSeen
				seen = vsSeen
			case n == 2 || !clean:
				b.corners[k] = max(b.corners[k], vsMaybe)
			}
		}
		b.seen = max(b.seen, seen)
	}
}

// walkBack reports whether the line l from a point of the viewer's square reaches the
// target's corner q (local) clear: the predicate's walk from q along l back to the viewer's
// square (squarePointSees's try), exact whatever lies on l.
func (sw *sweeper) walkBack(q fpt, l vline, t *octant) bool {
	b := sw.beam
	v := Pos{t.vx, t.vy}
	mq := t.mapPoint(q)
	o := t.mapPoint(fpt{})
	back := t.mapPoint(fpt{-l.d.x, -l.d.y})
	d := back.sub(o)
	fc := squareCorners(v)
	k, ok := entryStep(mq, d, fc[:])
	if !ok {
		return false
	}
	f := fpt{mq.x + k*d.x, mq.y + k*d.y}
	return sw.ix.walk(mq, f, b.to, v, mq, f)
}

// linesThrough counts the lines of d through point q: 0, 1, or 2 for more than one; with one,
// it is returned.
func (sw *sweeper) linesThrough(d *view, q fpt) (int, vline) {
	pos, neg := false, false     // some corner line passes q on that side or through it
	above, below := false, false // strictly
	for _, l := range d.verts {
		switch l.side(q) {
		case 1:
			pos, above = true, true
		case -1:
			neg, below = true, true
		default:
			pos, neg = true, true
		}
	}
	if !pos || !neg { // every line passes q on one side
		return 0, vline{}
	}
	if above && below && !d.flat && len(d.verts) >= 3 {
		// the lines through q cross the polygon's inside: more than one
		return 2, vline{}
	}
	a := sw.pool.get()
	defer sw.pool.put(a)
	tmp := &sw.scratch
	ok, same := d.clip(q, true, tmp)
	if !ok {
		return 0, vline{}
	}
	if same {
		copyView(d, a)
	} else {
		copyView(tmp, a)
	}
	ok, same = a.clip(q, false, tmp)
	if !ok {
		return 0, vline{}
	}
	r := a
	if !same {
		r = tmp
	}
	return min(len(r.verts), 2), r.verts[0]
}

// sightBeam sweeps the lines from square from that meet square to, and returns what they found.
func (sw *sweeper) sightBeam(from, to Pos) *beamState {
	b := &sw.beamBuf
	*b = beamState{to: to}
	b.risky = sw.ix.flags[(to.Y+1)*sw.ix.pw+to.X+1]&cellPieces != 0 && sw.ix.riskyEnd(sw.m.Index(to))
	sw.beam = b
	for o := range 8 {
		t := newOctant(o, from)
		for k := range 4 {
			b.local[k] = t.local(corner(to, k))
		}
		sw.squareSectorAt(from, t)
	}
	sw.beam = nil
	return b
}

// getSweeper takes a sweeper for the map from the index's spares (a few, kept whatever the
// garbage collector does, so that a warm Sight allocates nothing); putSweeper gives it back.
func (ix *sightIndex) getSweeper() *sweeper {
	c := &ix.sheds
	c.spareMu.Lock()
	defer c.spareMu.Unlock()
	if n := len(c.spare); n > 0 {
		sw := c.spare[n-1]
		c.spare = c.spare[:n-1]
		return sw
	}
	return newSweeper(ix.m, ix)
}

// maxSpareSweepers bounds the sweepers an index keeps.
const maxSpareSweepers = 8

func (ix *sightIndex) putSweeper(sw *sweeper) {
	c := &ix.sheds
	c.spareMu.Lock()
	defer c.spareMu.Unlock()
	if len(c.spare) < maxSpareSweepers {
		c.spare = append(c.spare, sw)
	}
}

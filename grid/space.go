package grid

// The map's walls as a resolv Space and as the flat read-only index the sight code walks.

import (
	"math"
	"sync"
	"sync/atomic"

	"github.com/solarlune/resolv"
)

// Flags of one square in sightIndex.flags.
const (
	cellWall   uint8 = 1 << iota // a whole-square wall (or off the map)
	cellPieces                   // some shape piece overlaps the square
)

// Kinds of shape piece.
const (
	pieceConvex uint8 = iota // open interior of a convex polygon (positive turns)
	pieceThin                // a polyline segment: blocks lines that cross it
	pieceSeam                // a diagonal inside a split polygon: blocks lines meeting its inside
	pieceBend                // a polyline's inner vertex pts[1]: blocks lines crossing there
)

// piece is one exact solid part of a Map.Shape, in fixed point.
type piece struct {
	kind  uint8
	pts   []fpt
	shape int // index in Map.Shapes
}

// sightIndex is the read-only data the sight code uses, built once per Map (see Map.index).
// Every field is written before the index is published and never after, so any number of
// goroutines may read it at once.
type sightIndex struct {
	m        *Map    // the map it was built from (read only)
	w, h, pw int     // map size; pw = w+2, the padded row width
	flags    []uint8 // (w+2)*(h+2): a one-square border of off-map walls around the map
	low      []Cover // w*h: Terrain.Cover of squares that do not block sight
	start    []int32 // CSR offsets into list, per padded square (len (w+2)*(h+2)+1)
	list     []int32 // piece indices per square
	pieces   []piece
	big      bool // the map is too large for exact arithmetic; every line is blocked
	memo     *sightMemo
	hex      *hexLattice // a hex map's lattice (then flags, low, start and list are unused)
	// sealedPts says, per grid point of a square map ((w+1)·(h+1), row-major), whether it is
	// sealed (sealed)
	sealedPts []bool
	// pieceCells counts, per piece, the cells it is listed under (more than one: it is
	// shared), and pieceOwner is the map cell whose closed outline holds all of it (-1: none)
	pieceCells, pieceOwner []int32
	// pieceSeamy: the piece has an edge along another solid's (seamBlocks may say yes)
	pieceSeamy []bool
	// cellMarks holds, per map cell, markTaint, markRough and markRisky
	cellMarks []uint8

	spaceOnce sync.Once
	space     *resolv.Space
	// wallsAround lists, per map cell, the sight-blocking cells beside it in Map.Neighbour's
	// order (CSR: wallsAt[i] to wallsAt[i+1] in walls), for Fog; built on first use
	wallsOnce sync.Once
	wallsAt   []int32
	walls     []int32
	// sheds remembers viewsheds for Fog
	sheds shedCache
	// area holds the cells' outlines as resolv shapes, for areas of effect (area.go)
	area areaShapes
}

// sightCache holds a Map's sight index once built. A Map holding one must not be copied.
type sightCache struct{ p atomic.Pointer[sightIndex] }

// reset drops the index after a terrain change (maps are only changed while being built).
func (c *sightCache) reset() { c.p.Store(nil) }

// buildMu serialises index and Space construction (resolv's shape ids are a global counter).
var buildMu sync.Mutex

// index returns the map's sight index, building it on first use. Safe for concurrent use.
func (m *Map) index() *sightIndex {
	if ix := m.sight.p.Load(); ix != nil {
		return ix
	}
	buildMu.Lock()
	defer buildMu.Unlock()
	if ix := m.sight.p.Load(); ix != nil {
		return ix
	}
	ix := buildSightIndex(m)
	m.sight.p.Store(ix)
	return ix
}

// Tags of the shapes in a Map's Space.
const (
	// TagCell marks the outline of a cell (a square, or a hex); its Data is the cell's Pos.
	TagCell resolv.Tags = 1 << iota
	// TagWall marks a cell that blocks sight as a whole (Terrain.Sight == SightBlocked).
	TagWall
	// TagPiece marks a convex piece of a Map.Shapes polygon, or a polyline's segment; its Data
	// is the *Shape it came from.
	TagPiece
)

// Space returns a resolv Space in the map's pixels, one tile a Space cell (resolv's line test
// adds a unit to its sums, so it wants pixels, not squares), holding the field's geometry as resolv
// shapes: every cell's outline (TagCell: a unit square, or the hexagon Tiled draws), tagged
// TagWall too when it blocks sight, a convex polygon per convex piece of each Map.Shapes polygon
// and an open two-point line per polyline segment (TagPiece). The exact sight index is built
// from the same cells and shapes (its pieces are these pieces). It is built once per Map and
// shared: callers must not modify it, and resolv queries are not safe across goroutines. Not
// for hot paths: Sight and Fog use their own exact index (resolv's LineTest allocates and
// answers lines that only graze a shape by their direction).
func (m *Map) Space() *resolv.Space {
	ix := m.index()
	ix.spaceOnce.Do(func() {
		buildMu.Lock()
		defer buildMu.Unlock()
		ix.space = buildSpace(m, ix)
	})
	return ix.space
}

// buildSpace makes the resolv Space from the map's cells and the pieces the index holds.
func buildSpace(m *Map, ix *sightIndex) *resolv.Space {
	pw, ph := m.PixelSize()
	tw, th := float64(max(m.TileWidth, 1)), float64(max(m.TileHeight, 1))
	sp := resolv.NewSpace(max(int(math.Ceil(pw)), 1), max(int(math.Ceil(ph)), 1), max(m.TileWidth, 1), max(m.TileHeight, 1))
	var poly []Point
	for i := range m.Width * m.Height {
		p := m.PosOf(i)
		poly = m.CellPolygon(poly[:0], p)
		pts := make([]float64, 0, 2*len(poly))
		for _, c := range poly {
			pts = append(pts, c.X, c.Y)
		}
		cp := resolv.NewConvexPolygon(0, 0, pts)
		cp.Tags().Set(TagCell)
		if m.terrain[i].Sight == SightBlocked {
			cp.Tags().Set(TagWall)
		}
		cp.SetData(p)
		sp.Add(cp)
	}
	for _, pc := range ix.pieces {
		var pts []float64
		switch pc.kind {
		case pieceConvex, pieceThin:
			for _, p := range pc.pts {
				q := ix.fromFixed(p)
				pts = append(pts, q.X*tw, q.Y*th)
			}
		default:
			continue
		}
		cp := resolv.NewConvexPolygon(0, 0, pts)
		cp.Closed = pc.kind == pieceConvex
		cp.Tags().Set(TagPiece)
		cp.SetData(&m.Shapes[pc.shape])
		sp.Add(cp)
	}
	return sp
}

// fromFixed converts a point of the sight index back to tile units.
func (ix *sightIndex) fromFixed(p fpt) Point {
	x, y := float64(p.x)/float64(fpOne), float64(p.y)/float64(fpOne)
	if hl := ix.hex; hl != nil {
		if hl.sw {
			return Point{y / hl.scaleV, x / hl.scaleU}
		}
		return Point{x / hl.scaleU, y / hl.scaleV}
	}
	return Point{x, y}
}

// buildSightIndex builds the flat wall and piece index of m.
func buildSightIndex(m *Map) *sightIndex {
	w, h := m.Width, m.Height
	ix := &sightIndex{m: m, w: w, h: h, pw: w + 2, big: w > maxSightSide || h > maxSightSide}
	if ix.big {
		w, h = 0, 0
		ix.w, ix.h, ix.pw = 0, 0, 2
	}
	ix.memo = newSightMemo(w, h)
	if m.Topology == Hex && !ix.big {
		buildHexLattice(m, ix)
		return ix
	}
	ix.flags = make([]uint8, (w+2)*(h+2))
	ix.low = make([]Cover, w*h)
	for i := range ix.flags {
		x, y := i%ix.pw-1, i/ix.pw-1
		t := m.At(Pos{x, y})
		if t.Sight == SightBlocked {
			ix.flags[i] |= cellWall
		} else if x >= 0 && y >= 0 && x < w && y < h {
			ix.low[y*w+x] = t.Cover
		}
	}
	if !ix.big {
		for si, s := range m.Shapes {
			ix.addShape(si, s)
		}
	}
	// Register each piece in every padded square its bounding box touches.
	each := func(pc piece, fn func(i int)) {
		x0, y0, x1, y1 := pc.pts[0].x, pc.pts[0].y, pc.pts[0].x, pc.pts[0].y
		for _, p := range pc.pts {
			x0, y0, x1, y1 = min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)
		}
		// Squares whose closed area meets the box [x0,x1]×[y0,y1].
		cx0 := max(ceilDiv(x0, fpOne)-1, -1)
		cy0 := max(ceilDiv(y0, fpOne)-1, -1)
		cx1 := min(floorDiv(x1, fpOne), int64(w))
		cy1 := min(floorDiv(y1, fpOne), int64(h))
		for cy := cy0; cy <= cy1; cy++ {
			for cx := cx0; cx <= cx1; cx++ {
				fn(int(cy+1)*ix.pw + int(cx+1))
			}
		}
	}
	ix.start, ix.list = registerPieces(ix.pieces, ix.flags, each)
	ix.ownPieces(m)
	ix.sealedPts = make([]bool, (w+1)*(h+1))
	for y := 0; y <= h; y++ {
		for x := 0; x <= w; x++ {
			ix.sealedPts[y*(w+1)+x] = ix.sealed(int64(x), int64(y))
		}
	}
	return ix
}

// registerPieces lists each piece under every padded cell each calls it with (CSR layout:
// the pieces of cell i are list[start[i]:start[i+1]]) and flags those cells cellPieces.
func registerPieces(pieces []piece, flags []uint8, each func(pc piece, fn func(i int))) (start, list []int32) {
	n := len(flags)
	count := make([]int32, n+1)
	for _, pc := range pieces {
		each(pc, func(i int) { count[i+1]++ })
	}
	for i := 0; i < n; i++ {
		count[i+1] += count[i]
	}
	list = make([]int32, count[n])
	fill := make([]int32, n)
	for pi, pc := range pieces {
		each(pc, func(i int) {
			list[count[i]+fill[i]] = int32(pi)
			fill[i]++
			flags[i] |= cellPieces
		})
	}
	return count, list
}

// addShape splits one Map.Shape into exact pieces.
func (ix *sightIndex) addShape(si int, s Shape) {
	pts := make([]fpt, 0, len(s.Points))
	for _, p := range s.Points {
		q := toFixed(p)
		if len(pts) == 0 || pts[len(pts)-1] != q {
			pts = append(pts, q)
		}
	}
	if len(pts) == 0 {
		return
	}
	thin := func(a, b fpt) {
		if a != b {
			ix.pieces = append(ix.pieces, piece{kind: pieceThin, pts: []fpt{a, b}, shape: si})
		}
	}
	if s.Kind == ShapePolygon {
		ring := cleanRing(pts)
		if len(ring) >= 3 && ringArea2(ring) != 0 {
			if ringArea2(ring) < 0 {
				for i, j := 0, len(ring)-1; i < j; i, j = i+1, j-1 {
					ring[i], ring[j] = ring[j], ring[i]
				}
			}
			convex, seams := triangulate(ring)
			for _, c := range convex {
				if len(c) >= 3 {
					ix.pieces = append(ix.pieces, piece{kind: pieceConvex, pts: c, shape: si})
				}
			}
			for _, d := range seams {
				ix.pieces = append(ix.pieces, piece{kind: pieceSeam, pts: []fpt{d[0], d[1]}, shape: si})
			}
			return
		}
		// A polygon without area is a thin wall along its outline.
		if len(ring) == 2 {
			thin(ring[0], ring[1])
		}
		return
	}
	for i := 0; i+1 < len(pts); i++ {
		thin(pts[i], pts[i+1])
		if i+2 < len(pts) {
			ix.pieces = append(ix.pieces, piece{kind: pieceBend, pts: []fpt{pts[i], pts[i+1], pts[i+2]}, shape: si})
		}
	}
}

// blocks reports whether the closed segment pq passes through the piece's solid part.
// Touching a polygon's edge or corner, or a thin wall's end, does not block (grazing).
func (pc *piece) blocks(p, q fpt) bool {
	switch pc.kind {
	case pieceConvex:
		// Separating-axis test of a closed segment against an open convex polygon: disjoint
		// exactly when one polygon edge has both ends of pq on or outside it, or the polygon
		// lies on one closed side of pq's line.
		n := len(pc.pts)
		for i := 0; i < n; i++ {
			a, b := pc.pts[i], pc.pts[(i+1)%n]
			if orient(a, b, p) <= 0 && orient(a, b, q) <= 0 {
				return false
			}
		}
		pos, neg := false, false
		for _, v := range pc.pts {
			switch orient(p, q, v) {
			case 1:
				pos = true
			case -1:
				neg = true
			}
		}
		return pos && neg
	case pieceThin:
		a, b := pc.pts[0], pc.pts[1]
		return orient(p, q, a)*orient(p, q, b) < 0 && orient(a, b, p)*orient(a, b, q) < 0
	case pieceSeam:
		a, b := pc.pts[0], pc.pts[1]
		o1, o2 := orient(p, q, a), orient(p, q, b)
		if o1 == 0 && o2 == 0 {
			ka, kb, kp, kq := a.x, b.x, p.x, q.x
			if a.x == b.x {
				ka, kb, kp, kq = a.y, b.y, p.y, q.y
			}
			lo, hi := min(ka, kb), max(ka, kb)
			return max(kp, kq) > lo && min(kp, kq) < hi
		}
		return o1*o2 < 0 && orient(a, b, p)*orient(a, b, q) <= 0
	case pieceBend:
		u, v, w := pc.pts[0], pc.pts[1], pc.pts[2]
		return onOpenSegment(p, q, v) && orient(p, q, u)*orient(p, q, w) < 0
	}
	return false
}

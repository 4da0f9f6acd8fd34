package grid

// Shapes that mean something: Terrain zones (objects drawn as rectangles, ellipses and
// polygons with the class Terrain) and tiles' collision shapes, turned into the cells they
// hold by resolv, shape against the cells' polygons, with the rule areas of effect use
// (docs/maps.md "Terrain zones"; docs/rulings.md "Areas as shapes").

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/solarlune/resolv"

	"skirmish/internal/quote"
	"skirmish/internal/spell"
)

// ClassTerrain is the class of a zone: an object drawn as a rectangle, an ellipse or a polygon
// whose terrain properties (TerrainProperties: move, sight, cover, door, high, conceal) apply
// to every cell it holds (ShapeCells), over what the tiles say: a patch of difficult ground,
// of darkness (conceal), a low wall's footprint (cover). Tiles of the tileset class Terrain
// say the same properties.
const ClassTerrain = "Terrain"

// zone is a Terrain object read, waiting for the tile layers' terrain to be laid first.
type zone struct {
	says  terrainSays
	cells []Pos
}

// ellipseSides is how many straight sides an ellipse is drawn with when its cells are found.
const ellipseSides = 32

// ShapeCells appends to dst the cells on the map that a closed shape holds, in reading order:
// ring is its outline in the map's pixels (any simple polygon, convex or not). A cell is held
// when some convex piece of the shape reaches into it by a quarter of a cell on every
// separating axis (as an area of effect does, areaDepth), or, where the piece is thinner than
// that along an axis, by its whole thickness: a low wall's thin footprint holds the cells it
// lies across, but not the ones it only touches or straddles the edge of. work counts the
// cell tests done (each piece against each cell of its bounds) and stops at limit. Safe for
// concurrent use (resolv's shapes are made under buildMu).
func (m *Map) ShapeCells(dst []Pos, ring []Point, work *int, limit int) []Pos {
	sx, sy := m.areaFrame()
	unit := make([]Point, 0, len(ring))
	for _, p := range ring {
		if !finite(p.X) || !finite(p.Y) {
			return dst
		}
		unit = append(unit, Point{p.X * sx, p.Y * sy})
	}
	// ear clipping costs up to the square of the corners (times a pass per ear): charged to
	// work before it runs, so a hostile map's many large polygons stop at the limit
	*work += len(unit) * len(unit)
	if *work > limit {
		return dst
	}
	pieces := convexPieces(unit)
	if len(pieces) == 0 {
		return dst
	}
	start := len(dst)
	held := map[int]bool{}
	shapes := make([]*resolv.ConvexPolygon, len(pieces))
	buildMu.Lock()
	defer buildMu.Unlock()
	for i, pc := range pieces {
		flat := make([]float64, 0, 2*len(pc))
		for _, p := range pc {
			flat = append(flat, p.X, p.Y)
		}
		shapes[i] = resolv.NewConvexPolygon(0, 0, flat)
	}
	// the cells' outlines in cell units, built as needed: the map's own (cellShapes) belong
	// to its sight index, which a map being loaded has not got yet
	cells := map[int]*resolv.ConvexPolygon{}
	var poly []Point
	cell := func(p Pos) *resolv.ConvexPolygon {
		i := m.Index(p)
		if c, ok := cells[i]; ok {
			return c
		}
		poly = m.CellPolygon(poly[:0], p)
		flat := make([]float64, 0, 2*len(poly))
		for _, c := range poly {
			flat = append(flat, c.X*sx, c.Y*sy)
		}
		cells[i] = resolv.NewConvexPolygon(0, 0, flat)
		return cells[i]
	}
	for _, s := range shapes {
		b := s.Bounds()
		lo, hi := m.cellRange(b.Min.X/sx, b.Min.Y/sy, b.Max.X/sx, b.Max.Y/sy)
		*work += max(0, hi.X-lo.X+1) * max(0, hi.Y-lo.Y+1)
		if *work > limit {
			break
		}
		for y := lo.Y; y <= hi.Y; y++ {
			for x := lo.X; x <= hi.X; x++ {
				i := m.Index(Pos{x, y})
				if !held[i] && holds(s, cell(Pos{x, y})) {
					held[i] = true
					dst = append(dst, Pos{x, y})
				}
			}
		}
	}
	sortReading(dst[start:])
	return dst
}

// holds reports whether a convex piece of a shape holds a cell (ShapeCells): on every axis of
// either polygon their projections overlap by areaDepth, or by all of the piece's own width
// along it when that is less.
func holds(piece, cell *resolv.ConvexPolygon) bool {
	const eps = 1e-9
	for _, axes := range [2][]resolv.Vector{cell.SATAxes(), piece.SATAxes()} {
		for _, ax := range axes {
			if ax.Magnitude() == 0 {
				continue
			}
			pp, cp := piece.Project(ax), cell.Project(ax)
			if pp.Overlap(cp) < min(areaDepth, pp.Max-pp.Min)-eps {
				return false
			}
		}
	}
	return true
}

// sortReading sorts cells in reading order (rows, then columns).
func sortReading(ps []Pos) {
	slices.SortFunc(ps, func(a, b Pos) int {
		if c := cmp.Compare(a.Y, b.Y); c != 0 {
			return c
		}
		return cmp.Compare(a.X, b.X)
	})
}

// convexPieces splits a simple polygon into convex pieces: itself when it is convex, else
// triangles by ear clipping. Repeated and collinear corners are dropped; a polygon of no area
// has no pieces.
func convexPieces(ring []Point) [][]Point {
	pts := zoneRing(ring)
	if len(pts) < 3 {
		return nil
	}
	area := 0.0
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		area += a.X*b.Y - b.X*a.Y
	}
	if math.Abs(area) < 1e-12 {
		return nil
	}
	if area < 0 { // counter-clockwise in y-down pixels: make the turns positive
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	if convexRing(pts) {
		return [][]Point{pts}
	}
	var out [][]Point
	idx := make([]int, len(pts))
	for i := range idx {
		idx[i] = i
	}
	for guard := 0; len(idx) > 3 && guard < len(pts)*len(pts); guard++ {
		clipped := false
		for i := range idx {
			a, b, c := pts[idx[(i+len(idx)-1)%len(idx)]], pts[idx[i]], pts[idx[(i+1)%len(idx)]]
			if turn(a, b, c) <= 0 || anyInside(pts, idx, a, b, c) {
				continue
			}
			out = append(out, []Point{a, b, c})
			idx = append(idx[:i], idx[i+1:]...)
			clipped = true
			break
		}
		if !clipped {
			break // not simple: keep the ears found
		}
	}
	if len(idx) == 3 {
		a, b, c := pts[idx[0]], pts[idx[1]], pts[idx[2]]
		if turn(a, b, c) > 0 {
			out = append(out, []Point{a, b, c})
		}
	}
	return out
}

// zoneRing drops repeated and collinear corners, and a closing corner equal to the first.
func zoneRing(ring []Point) []Point {
	var pts []Point
	for _, p := range ring {
		if len(pts) == 0 || p != pts[len(pts)-1] {
			pts = append(pts, p)
		}
	}
	for len(pts) > 1 && pts[0] == pts[len(pts)-1] {
		pts = pts[:len(pts)-1]
	}
	for changed := true; changed && len(pts) >= 3; {
		changed = false
		for i := range pts {
			a, b, c := pts[(i+len(pts)-1)%len(pts)], pts[i], pts[(i+1)%len(pts)]
			if math.Abs(turn(a, b, c)) < 1e-12 {
				pts = append(pts[:i], pts[i+1:]...)
				changed = true
				break
			}
		}
	}
	return pts
}

// turn is the turn a→b→c: positive for a right turn on the screen (y down), as the rings
// here go.
func turn(a, b, c Point) float64 { return (b.X-a.X)*(c.Y-b.Y) - (b.Y-a.Y)*(c.X-b.X) }

// convexRing reports whether every turn of the ring is positive.
func convexRing(pts []Point) bool {
	for i := range pts {
		if turn(pts[i], pts[(i+1)%len(pts)], pts[(i+2)%len(pts)]) <= 0 {
			return false
		}
	}
	return true
}

// anyInside reports whether a corner of the ring (among idx) other than a, b, c lies in the
// triangle a, b, c or on its edges.
func anyInside(pts []Point, idx []int, a, b, c Point) bool {
	for _, i := range idx {
		p := pts[i]
		if p == a || p == b || p == c {
			continue
		}
		if turn(a, b, p) >= 0 && turn(b, c, p) >= 0 && turn(c, a, p) >= 0 {
			return true
		}
	}
	return false
}

// zoneObject reads a Terrain object: its properties (as a tile's), and the cells its shape
// holds (ShapeCells), kept for applyZones. A point or a polyline is no zone, and a shape that
// holds no cell (too thin, or straddling cells' edges) changes nothing: each is a warning
// naming the object.
func (ld *loader) zoneObject(m *Map, o *tmxObject, place string, offX, offY float64) {
	says := ld.parseTerrain(ld.mapFile, place, o.Props)
	ring, ok := objectRing(o, offX, offY)
	if !ok {
		ld.warn(ld.mapFile, place, "a Terrain zone is a rectangle, an ellipse or a polygon; this one is a point or a line, so it changes nothing: draw it as an area in Tiled")
		return
	}
	if !says.any() {
		ld.warn(ld.mapFile, place, "this Terrain zone says nothing (none of %s), so it changes nothing; give it a property such as move = difficult", strings.Join(TerrainProperties, ", "))
	}
	cells := m.ShapeCells(nil, ring, &ld.objectWork, maxObjectWork)
	if len(cells) == 0 {
		ld.warn(ld.mapFile, place, "this Terrain zone covers no cell (a cell counts when the shape reaches a quarter of a cell into it, or lies across it), so it changes nothing; draw it over the cells it means in Tiled")
		return
	}
	ld.zones = append(ld.zones, zone{says: says, cells: cells})
}

// applyZones lays the Terrain zones' properties on their cells, in file order, over what the
// tiles say (each only for the qualities it says).
func (ld *loader) applyZones(m *Map) {
	for _, z := range ld.zones {
		for _, p := range z.cells {
			if old := m.At(p); z.says.apply(old) != old {
				m.Set(p, z.says.apply(old))
			}
		}
	}
}

// objectRing is an area object's outline in the map's pixels, turned by its rotation: a
// rectangle's corners, an ellipse's as a polygon of ellipseSides, a polygon's corners; false
// for a point, a polyline, a tile object and a shape of no size.
func objectRing(o *tmxObject, offX, offY float64) ([]Point, bool) {
	if o.GID != 0 {
		return nil, false
	}
	var local []Point
	switch o.Shape {
	case shapePolygon:
		local = o.Points
	case shapeRect:
		local = []Point{{0, 0}, {o.W, 0}, {o.W, o.H}, {0, o.H}}
	case shapeEllipse:
		for i := range ellipseSides {
			t := 2 * math.Pi * float64(i) / ellipseSides
			local = append(local, Point{o.W/2 + o.W/2*math.Cos(t), o.H/2 + o.H/2*math.Sin(t)})
		}
	default:
		return nil, false
	}
	if len(local) < 3 || o.Shape != shapePolygon && (o.W <= 0 || o.H <= 0) {
		return nil, false
	}
	ox, oy := o.X+offX, o.Y+offY
	sin, cos := math.Sincos(o.Rotation * math.Pi / 180)
	ring := make([]Point, len(local))
	for i, p := range local {
		ring[i] = Point{ox + p.X*cos - p.Y*sin, oy + p.X*sin + p.Y*cos}
	}
	return ring, true
}

// blockByShapes blocks movement in the cells that shapes hold (ShapeCells), for a tile with
// collision shapes that says nothing of `move` itself, placed at p: a polyline, a thin wall
// with no inside, blocks p. shapes are in the map's coordinates (Shape). A shape wholly inside
// p's outline, the usual one, holds p alone (its projections lie within the cell's on every
// axis), found without resolv: a big map of pillars loads as fast as before.
func (ld *loader) blockByShapes(m *Map, p Pos, shapes []Shape) {
	block := func(q Pos) {
		if t := m.At(q); t.Move != MoveBlocked {
			t.Move = MoveBlocked
			m.Set(q, t)
		}
	}
	tw, th := float64(m.TileWidth), float64(m.TileHeight)
	var cells []Pos
	ld.cellPoly = m.CellPolygon(ld.cellPoly[:0], p)
	for _, sh := range shapes {
		if sh.Kind == ShapePolyline {
			block(p)
			continue
		}
		ring := ld.ring[:0]
		inside := true
		for _, q := range sh.Points {
			ring = append(ring, Point{q.X * tw, q.Y * th})
			inside = inside && inClosedConvex(ld.cellPoly, ring[len(ring)-1])
		}
		ld.ring = ring
		if inside { // wholly in its own cell: it holds that cell and no other (holds)
			block(p)
			continue
		}
		cells = m.ShapeCells(cells[:0], ring, &ld.objectWork, maxObjectWork)
		for _, q := range cells {
			block(q)
		}
	}
}

// unknownClass warns about a shape (a rectangle, an ellipse or a polygon; not a tile object,
// a point or a line, which may mark lights and such) whose class the game does not read and
// that is not a near miss of one (gameClass warns about those): the game ignores it, which
// its maker may not expect of an area with a class ("Fire", "Mud").
func (ld *loader) unknownClass(place, class string, o *tmxObject) {
	if class == "" || o.GID != 0 || o.Shape == shapePoint || o.Shape == shapePolyline || spell.Nearest(class, Classes) != "" {
		return
	}
	ld.warn(ld.mapFile, place, "class %s is not a class the game reads (%s), so it ignores this object; clear its class if it is a note, or use Terrain for a zone of terrain", quote.Quote(class), strings.Join(Classes, ", "))
}

// inClosedConvex reports whether q lies in the closed convex polygon poly (clockwise on the
// screen, as CellPolygon gives it), a hair of slack on its edges.
func inClosedConvex(poly []Point, q Point) bool {
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		if (b.X-a.X)*(q.Y-a.Y)-(b.Y-a.Y)*(q.X-a.X) < -1e-6 {
			return false
		}
	}
	return true
}

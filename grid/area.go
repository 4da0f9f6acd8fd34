package grid

// Areas of effect as resolv shapes: a burst, the Delvers text's square, a cone and a line,
// tested shape against shape with the cells' polygons (docs/rulings.md "Areas as shapes").

import (
	"math"
	"sync"

	"github.com/solarlune/resolv"
)

// AreaKind is the shape of an area of effect.
type AreaKind uint8

// Kinds of area.
const (
	// AreaBurst is a circle of radius Feet around the centre of the Origin cell.
	AreaBurst AreaKind = iota
	// AreaSquare is the Delvers text's radius ("The Grid": "Abilities that have a radius
	// create a square on the grid where each side of the square has a length of twice the
	// radius"): on squares a square of side twice Feet, rounded up to whole squares, centred
	// on the grid intersection at the top-left corner of Origin (docs/rulings.md "Radius
	// between squares"), which may be one past the map's last column or row (its right or
	// bottom edge); hex maps have no such intersection, and there it is the burst.
	AreaSquare
	// AreaCone spreads from the centre of Origin toward the centre of Toward for Feet, as wide
	// at its end as it is long (an opening of 2·atan(½), about 53°); Origin is not in it.
	AreaCone
	// AreaLine runs from the centre of Origin toward the centre of Toward for Feet, one cell
	// (5 ft) wide; Origin is not in it.
	AreaLine
)

// String names the kind as catalogs and messages do.
func (k AreaKind) String() string {
	switch k {
	case AreaSquare:
		return "square"
	case AreaCone:
		return "cone"
	case AreaLine:
		return "line"
	}
	return "burst"
}

// ParseAreaKind reads a kind's name ("burst", "square", "cone", "line").
func ParseAreaKind(s string) (AreaKind, bool) {
	for k := AreaBurst; k <= AreaLine; k++ {
		if k.String() == s {
			return k, true
		}
	}
	return 0, false
}

// Area is an area of effect on a map: its shape, where it starts, where it points (cones and
// lines) and its size in feet (a burst's or square's radius, a cone's or line's length).
type Area struct {
	Kind   AreaKind
	Origin Pos
	Toward Pos
	Feet   int
}

// areaDepth is how far (in cells) an area must reach into a cell to hold it: a quarter of a
// cell, so that an area that only touches a cell's edge or corner, or clips a sliver of it,
// does not hold it (docs/rulings.md "Areas as shapes").
const areaDepth = 0.25

// areaShapes are a map's cell outlines as resolv polygons in cell units (areaFrame), built
// once per map under buildMu (resolv numbers its shapes with a global counter).
type areaShapes struct {
	once  sync.Once
	cells []*resolv.ConvexPolygon
}

// areaFrame is the scale from a map's pixels to cell units, in which a neighbour's centre is
// one unit (5 ft) away in every direction: the tile on squares; on hexes the centre spacing
// along the rows (or columns) and across them, √3/2 of a unit apart as on a regular grid.
func (m *Map) areaFrame() (sx, sy float64) {
	tw, th := float64(max(m.TileWidth, 1)), float64(max(m.TileHeight, 1))
	if m.Topology != Hex {
		return 1 / tw, 1 / th
	}
	g := m.Hex.geom(m.TileWidth, m.TileHeight)
	if g.staggerX {
		return math.Sqrt(3) / 2 / float64(max(g.colW, 1)), 1 / float64(max(g.tileH, 1))
	}
	return 1 / float64(max(g.tileW, 1)), math.Sqrt(3) / 2 / float64(max(g.rowH, 1))
}

// unitCentre is the centre of p in cell units.
func (m *Map) unitCentre(p Pos) resolv.Vector {
	sx, sy := m.areaFrame()
	x, y := m.CellCentre(p)
	return resolv.NewVector(x*sx, y*sy)
}

// cellShapes returns the map's cell outlines in cell units, one per cell in index order.
func (m *Map) cellShapes() []*resolv.ConvexPolygon {
	ix := m.index()
	ix.area.once.Do(func() {
		buildMu.Lock()
		defer buildMu.Unlock()
		sx, sy := m.areaFrame()
		cells := make([]*resolv.ConvexPolygon, m.Width*m.Height)
		var poly []Point
		for i := range cells {
			poly = m.CellPolygon(poly[:0], m.PosOf(i))
			pts := make([]float64, 0, 2*len(poly))
			for _, c := range poly {
				pts = append(pts, c.X*sx, c.Y*sy)
			}
			cells[i] = resolv.NewConvexPolygon(0, 0, pts)
		}
		ix.area.cells = cells
	})
	return ix.area.cells
}

// areaShape is the area as a resolv shape in cell units: a circle, or a convex polygon.
func (m *Map) areaShape(a Area) resolv.IShape {
	buildMu.Lock()
	defer buildMu.Unlock()
	c := m.unitCentre(a.Origin)
	r := float64(a.Feet) / FeetPerCell
	switch a.Kind {
	case AreaSquare:
		if m.Topology != Hex {
			n := math.Ceil(r)
			x, y := float64(a.Origin.X), float64(a.Origin.Y)
			return resolv.NewConvexPolygon(0, 0, []float64{x - n, y - n, x + n, y - n, x + n, y + n, x - n, y + n})
		}
	case AreaCone, AreaLine:
		return resolv.NewConvexPolygon(0, 0, m.reachOutline(a, c, r))
	}
	return resolv.NewCircle(c.X, c.Y, r)
}

// coneArc is how many straight pieces a cone's far end is drawn with.
const coneArc = 8

// reachOutline is the outline of a cone or a line from c, r units long toward Toward, as flat
// x, y pairs; nil when Toward is Origin (no direction).
func (m *Map) reachOutline(a Area, c resolv.Vector, r float64) []float64 {
	d := m.unitCentre(a.Toward).Sub(c)
	if d.Magnitude() == 0 || r <= 0 {
		return nil
	}
	d = d.Unit()
	if a.Kind == AreaLine {
		side := resolv.NewVector(-d.Y, d.X).Scale(0.5)
		end := c.Add(d.Scale(r))
		return []float64{c.X + side.X, c.Y + side.Y, end.X + side.X, end.Y + side.Y, end.X - side.X, end.Y - side.Y, c.X - side.X, c.Y - side.Y}
	}
	half := math.Atan(0.5)
	base := math.Atan2(d.Y, d.X)
	pts := []float64{c.X, c.Y}
	for i := 0; i <= coneArc; i++ {
		t := base - half + 2*half*float64(i)/coneArc
		pts = append(pts, c.X+r*math.Cos(t), c.Y+r*math.Sin(t))
	}
	return pts
}

// overlaps reports whether an area's shape reaches into a cell's polygon by areaDepth or more:
// no axis of either shape (and, for a circle, the one from its centre to the polygon's
// nearest corner) leaves their projections overlapping by less than areaDepth (the separating-axis
// test, with resolv's projections).
func overlaps(area resolv.IShape, cell *resolv.ConvexPolygon) bool {
	axes := cell.SATAxes()
	switch s := area.(type) {
	case *resolv.ConvexPolygon:
		axes = append(axes, s.SATAxes()...)
	case *resolv.Circle:
		best, bestD := resolv.Vector{}, math.Inf(1)
		for _, v := range cell.Transformed() {
			if d := v.DistanceSquared(s.Position()); d < bestD {
				best, bestD = v, d
			}
		}
		if bestD > 0 {
			axes = append(axes, best.Sub(s.Position()))
		}
	}
	pr, ok := area.(interface {
		Project(resolv.Vector) resolv.Projection
	})
	if !ok {
		return false
	}
	for _, ax := range axes {
		if pr.Project(ax).Overlap(cell.Project(ax)) < areaDepth {
			return false
		}
	}
	return true
}

// AreaCells returns the cells on the map that the area holds, in reading order: those whose
// outline its shape reaches into by a quarter of a cell or more (a cell that only meets the
// area's edge or corner, or that it clips by a sliver, is not held). Cones and lines leave out their origin. An area of no size (or a cone
// or line pointing nowhere) holds nothing. Safe for concurrent use.
func (m *Map) AreaCells(dst []Pos, a Area) []Pos {
	if a.Feet <= 0 || !m.In(a.Origin) && !m.onCorner(a) {
		return dst
	}
	if (a.Kind == AreaCone || a.Kind == AreaLine) && (a.Toward == a.Origin || !m.In(a.Toward)) {
		return dst
	}
	cells := m.cellShapes()
	shape := m.areaShape(a)
	b := shape.Bounds()
	sx, sy := m.areaFrame()
	lo, hi := m.cellRange(b.Min.X/sx, b.Min.Y/sy, b.Max.X/sx, b.Max.Y/sy)
	for y := lo.Y; y <= hi.Y; y++ {
		for x := lo.X; x <= hi.X; x++ {
			p := Pos{x, y}
			if a.Kind >= AreaCone && p == a.Origin {
				continue
			}
			if overlaps(shape, cells[m.Index(p)]) {
				dst = append(dst, p)
			}
		}
	}
	return dst
}

// cellRange is the range of positions on the map whose cells may meet the pixel box
// [x0,x1]×[y0,y1]: on hexes a cell more on each side than the nearest centres say.
func (m *Map) cellRange(x0, y0, x1, y1 float64) (lo, hi Pos) {
	if m.Topology == Hex {
		g := m.Hex.geom(m.TileWidth, m.TileHeight)
		lo, hi = g.nearest(x0, y0), g.nearest(x1, y1)
		lo, hi = Pos{lo.X - 1, lo.Y - 1}, Pos{hi.X + 1, hi.Y + 1}
	} else {
		tw, th := float64(max(m.TileWidth, 1)), float64(max(m.TileHeight, 1))
		lo = Pos{int(math.Floor(x0 / tw)), int(math.Floor(y0 / th))}
		hi = Pos{int(math.Floor(x1 / tw)), int(math.Floor(y1 / th))}
	}
	lo = Pos{max(lo.X, 0), max(lo.Y, 0)}
	hi = Pos{min(hi.X, m.Width-1), min(hi.Y, m.Height-1)}
	return lo, hi
}

// AreaOutline returns the area's outline in the map's pixels, for drawing: a polygon (a
// burst's circle with 32 sides); nil when the area holds nothing.
func (m *Map) AreaOutline(a Area) []Point {
	if a.Feet <= 0 || !m.In(a.Origin) && !m.onCorner(a) {
		return nil
	}
	if (a.Kind == AreaCone || a.Kind == AreaLine) && (a.Toward == a.Origin || !m.In(a.Toward)) {
		return nil // no direction: as AreaCells, nothing
	}
	sx, sy := m.areaFrame()
	var pts []float64
	switch s := m.areaShape(a).(type) {
	case *resolv.ConvexPolygon:
		for _, v := range s.Transformed() {
			pts = append(pts, v.X, v.Y)
		}
	case *resolv.Circle:
		const sides = 32
		for i := range sides {
			t := 2 * math.Pi * float64(i) / sides
			pts = append(pts, s.Position().X+s.Radius()*math.Cos(t), s.Position().Y+s.Radius()*math.Sin(t))
		}
	}
	out := make([]Point, 0, len(pts)/2)
	for i := 0; i+1 < len(pts); i += 2 {
		out = append(out, Point{pts[i] / sx, pts[i+1] / sy})
	}
	return out
}

// onCorner reports whether a is the Delvers square on a square map centred on a grid
// intersection of the map, its right or bottom edge included (Origin one past the last
// column or row).
func (m *Map) onCorner(a Area) bool {
	return a.Kind == AreaSquare && m.Topology != Hex && a.Origin.X >= 0 && a.Origin.Y >= 0 && a.Origin.X <= m.Width && a.Origin.Y <= m.Height
}

package grid

// The pointer's cell through the cells' resolv polygons, the shapes areas and zones are
// tested against (area.go, zones.go).

import (
	"math"

	"github.com/solarlune/resolv"
)

// pointerCell returns the cell whose resolv polygon (cellShapes) holds the pixel (x, y): the
// nearest cell's (by the grid's arithmetic: the square the pixel falls in, the hex of the
// nearest centre), else a neighbour's in Neighbour order; ok is false when none on the map
// holds it. A pixel on an edge two cells share is the first's of those.
func (m *Map) pointerCell(x, y float64) (Pos, bool) {
	var c Pos
	if m.Topology == Hex {
		c = m.Hex.geom(m.TileWidth, m.TileHeight).nearest(x, y)
	} else {
		c = Pos{pixelCell(x, m.TileWidth), pixelCell(y, m.TileHeight)}
	}
	sx, sy := m.areaFrame()
	v := resolv.NewVector(x*sx, y*sy)
	cells := m.cellShapes()
	in := func(p Pos) bool { return m.In(p) && pointIn(cells[m.Index(p)], v) }
	if in(c) {
		return c, true
	}
	for d := range m.NeighbourCount() {
		if q := m.Neighbour(c, d); in(q) {
			return q, true
		}
	}
	return c, false
}

// pixelCell is ⌊v / n⌋ for a pixel v and a tile size n, saturated far off the map.
func pixelCell(v float64, n int) int {
	f := math.Floor(v / float64(max(n, 1)))
	switch {
	case f < -1<<30:
		return -1 << 30
	case f > 1<<30:
		return 1 << 30
	}
	return int(f)
}

// pointIn reports whether the point v lies in the closed convex polygon cell: on every
// separating axis of the polygon, v's projection lies within the polygon's (resolv's
// projections; a hair of slack for the pixel on an edge).
func pointIn(cell *resolv.ConvexPolygon, v resolv.Vector) bool {
	const eps = 1e-9
	for _, ax := range cell.SATAxes() {
		if ax.Magnitude() == 0 {
			continue
		}
		pr, d := cell.Project(ax), v.Dot(ax.Unit())
		if d < pr.Min-eps || d > pr.Max+eps {
			return false
		}
	}
	return true
}

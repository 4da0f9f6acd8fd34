package grid

// Topology: the one interface to a map's cells, squares or hexes, for everything above grid.

import "math"

// Topology is the shape of a map's cells.
type Topology uint8

// Topologies.
const (
	// Square cells, 8-way adjacency (delvers-combat.md "The Grid").
	Square Topology = iota
	// Hex cells, 6-way adjacency, 5 ft a hex (enchanted-realms-combat.txt: "each hex is five
	// feet"), laid out as Tiled lays a hexagonal map (Map.Hex).
	Hex
)

// String names a topology as maps and messages do.
func (t Topology) String() string {
	if t == Hex {
		return "hex"
	}
	return "square"
}

// FeetPerCell is the length of one step from a cell to a neighbour: 5 ft on both topologies
// (delvers-combat.md "The Grid": 1" = 5'; enchanted-realms-combat.txt: "each hex is five feet").
const FeetPerCell = 5

// Cells of both topologies are addressed by Pos: for squares the column and row; for hexes the
// column and row of Tiled's offset grid (Map.Hex says which rows or columns are shifted). Above
// grid nothing does arithmetic on a Pos: it asks the Map.

// Adjacent reports whether p and q are neighbours on m: sharing an edge or a corner on squares
// (delvers-combat.md "The Grid"), an edge on hexes. A cell is not adjacent to itself.
func (m *Map) Adjacent(p, q Pos) bool {
	if m.Topology == Hex {
		return m.Distance(p, q) == 1
	}
	return p.squareAdjacent(q)
}

// Distance is the number of steps from p to q on an open map: on squares the larger of the
// column and row differences (every step, diagonal or not, is 5 ft: docs/rulings.md
// "Distance"), on hexes the hex distance. Multiply by FeetPerCell for feet.
func (m *Map) Distance(p, q Pos) int {
	if m.Topology == Hex {
		a, b := m.Hex.cube(p), m.Hex.cube(q)
		dq, dr := a[0]-b[0], a[1]-b[1]
		return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
	}
	return max(abs(p.X-q.X), abs(p.Y-q.Y))
}

// abs returns |a|.
func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// NeighbourCount is the number of cells around one: 8 on squares, 6 on hexes.
func (m *Map) NeighbourCount() int {
	if m.Topology == Hex {
		return 6
	}
	return 8
}

// Neighbour returns the d-th neighbour of p (0 ≤ d < NeighbourCount), which may be off the map.
// On squares the order is the cardinals then the diagonals (neighbours); on hexes it is east, west, then the two above and the
// two below, nearer the east first (hexDirections).
func (m *Map) Neighbour(p Pos, d int) Pos {
	if m.Topology == Hex {
		return p.add(m.Hex.step(p, d))
	}
	return p.add(neighbours[d])
}

// AppendNeighbours appends the neighbours of p that are on the map, in Neighbour order.
func (m *Map) AppendNeighbours(dst []Pos, p Pos) []Pos {
	for d := range m.NeighbourCount() {
		if q := m.Neighbour(p, d); m.In(q) {
			dst = append(dst, q)
		}
	}
	return dst
}

// Within appends to dst every cell on the map at most n steps from p (Distance ≤ n), p
// included, in reading order.
func (m *Map) Within(dst []Pos, p Pos, n int) []Pos {
	if n < 0 {
		return dst
	}
	for y := max(0, p.Y-n); y <= min(m.Height-1, p.Y+n); y++ {
		for x := max(0, p.X-n); x <= min(m.Width-1, p.X+n); x++ {
			if q := (Pos{x, y}); m.Distance(p, q) <= n {
				dst = append(dst, q)
			}
		}
	}
	return dst
}

// CellSize is the pixel size of a cell's box when drawn: the tile size on squares; on hexes
// the tile size as Tiled rounds it (hexGeom).
func (m *Map) CellSize() (w, h float64) {
	if m.Topology == Hex {
		g := m.Hex.geom(m.TileWidth, m.TileHeight)
		return float64(g.tileW), float64(g.tileH)
	}
	return float64(m.TileWidth), float64(m.TileHeight)
}

// CellOrigin is the top-left pixel of p's box (Tiled's tileToScreenCoords). Tiled puts a tile's
// bottom-left corner on the box's bottom-left corner.
func (m *Map) CellOrigin(p Pos) (x, y float64) {
	if m.Topology == Hex {
		return m.Hex.geom(m.TileWidth, m.TileHeight).origin(p)
	}
	return float64(p.X * m.TileWidth), float64(p.Y * m.TileHeight)
}

// CellCentre is the pixel at the middle of p.
func (m *Map) CellCentre(p Pos) (x, y float64) {
	x, y = m.CellOrigin(p)
	w, h := m.CellSize()
	return x + w/2, y + h/2
}

// CellPolygon appends the pixel corners of p's outline, clockwise on screen from the top-left
// one: 4 on squares, 6 on hexes.
func (m *Map) CellPolygon(dst []Point, p Pos) []Point {
	x, y := m.CellOrigin(p)
	if m.Topology == Hex {
		for _, c := range m.Hex.geom(m.TileWidth, m.TileHeight).outline() {
			dst = append(dst, Point{x + c.X, y + c.Y})
		}
		return dst
	}
	w, h := float64(m.TileWidth), float64(m.TileHeight)
	return append(dst, Point{x, y}, Point{x + w, y}, Point{x + w, y + h}, Point{x, y + h})
}

// PixelSize is the size in pixels of the whole map as drawn (Tiled's bounding rectangle).
func (m *Map) PixelSize() (w, h float64) {
	if m.Topology == Hex {
		return m.Hex.geom(m.TileWidth, m.TileHeight).mapSize(m.Width, m.Height)
	}
	return float64(m.Width * m.TileWidth), float64(m.Height * m.TileHeight)
}

// CellAt returns the cell under the pixel (x, y) and whether it is on the map: the cell whose
// outline holds it, tested as a point against the cells' resolv polygons, the shapes areas of
// effect and zones are tested against (pointerCell; on an edge two cells share, the nearer
// cell by the grid's arithmetic: on squares the right or lower one). It is the pointer's cell,
// at any zoom (the screen turns the pointer into map pixels first).
func (m *Map) CellAt(x, y float64) (Pos, bool) {
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) {
		return Pos{}, false
	}
	return m.pointerCell(x, y)
}

// Area returns the cells of an area of effect of the given radius in feet. On squares it is
// the Delvers text's square (AreaSquare, through AreaCells): centred on the grid intersection
// at the top-left of square at, a square whose side is twice the radius (a 20-ft radius is 8×8
// squares), a radius between squares rounded up (docs/rulings.md "Radius between squares"). On
// hexes it is centred on hex at: every hex within radius/5 steps, rounded up (a 10-ft radius
// is the hex and two rings, 19 hexes). Cells off the map are left out.
func (m *Map) Area(at Pos, radiusFt int) []Pos {
	if radiusFt <= 0 {
		return nil
	}
	if m.Topology == Hex {
		return m.Within(nil, at, (radiusFt+FeetPerCell-1)/FeetPerCell)
	}
	return m.AreaCells(nil, Area{Kind: AreaSquare, Origin: at, Feet: radiusFt})
}

// Edges of the map, for EdgeBand: side i of a battle without deployment objects deploys along
// edge i%4, so the first two sides face each other across the map.
const (
	EdgeLeft = iota
	EdgeRight
	EdgeTop
	EdgeBottom
)

// EdgeBand lists, in reading order, the open cells (not MoveBlocked) in the band along edge
// i%4 (EdgeLeft, EdgeRight, EdgeTop, EdgeBottom) where side i deploys when the map gives it
// neither a Deploy region nor a Spawn: the columns (or rows) of open cells nearest that edge, a
// sixth of the open extent deep, at least 2 and at most half. On hexes the band is measured in
// the offset grid's columns and rows, which run straight across the map as its edges do.
func (m *Map) EdgeBand(i int) []Pos {
	edge := i % 4
	across := func(p Pos) int { // distance from the left (or top) edge, along the band's depth
		if edge == EdgeTop || edge == EdgeBottom {
			return p.Y
		}
		return p.X
	}
	var open []Pos
	lo, hi := -1, -1
	for y := 0; y < m.Height; y++ {
		for x := 0; x < m.Width; x++ {
			p := Pos{X: x, Y: y}
			if m.At(p).Move == MoveBlocked {
				continue
			}
			open = append(open, p)
			if a := across(p); lo < 0 || a < lo {
				lo = a
			}
			if a := across(p); a > hi {
				hi = a
			}
		}
	}
	if len(open) == 0 {
		return nil
	}
	extent := hi - lo + 1
	depth := max(1, min(max(2, extent/6), extent/2))
	var out []Pos
	for _, p := range open {
		a := across(p)
		if (edge == EdgeLeft || edge == EdgeTop) && a < lo+depth || (edge == EdgeRight || edge == EdgeBottom) && a > hi-depth {
			out = append(out, p)
		}
	}
	return out
}

package grid

// Hex maps: Tiled's hexagonal layout (stagger axis and index, side length), cube coordinates,
// the six steps, and the pixel geometry Tiled's hexagonal renderer draws.

import "math"

// HexLayout is how a hex map's W×H offset grid lies, as Tiled stores it on the <map>.
type HexLayout struct {
	// StaggerX is Tiled's staggeraxis="x": flat-topped hexes in columns, every other column
	// shifted down half a hex. False is staggeraxis="y": pointy-topped hexes in rows, every
	// other row shifted right half a hex.
	StaggerX bool
	// StaggerEven is Tiled's staggerindex="even": the even columns (or rows) are the shifted
	// ones; false is "odd".
	StaggerEven bool
	// SideLength is Tiled's hexsidelength in pixels: the length of the edges that run along
	// the stagger axis (the vertical edges of pointy-topped hexes).
	SideLength int
}

// staggered reports whether column (StaggerX) or row i is one of the shifted ones (Tiled's
// doStaggerX and doStaggerY).
func (h HexLayout) staggered(i int) bool { return (i&1 != 0) != h.StaggerEven }

// axis returns p's coordinates as (along, line): on StaggerY maps (col, row), on StaggerX maps
// (row, col). In the (along, line) frame every layout is pointy-topped rows, each line shifted
// half a hex along when staggered; the flat-topped layouts are its mirror image across the
// diagonal, which changes no incidence, distance or adjacency.
func (h HexLayout) axis(p Pos) (along, line int) {
	if h.StaggerX {
		return p.Y, p.X
	}
	return p.X, p.Y
}

// fromAxis is the inverse of axis.
func (h HexLayout) fromAxis(along, line int) Pos {
	if h.StaggerX {
		return Pos{line, along}
	}
	return Pos{along, line}
}

// cube returns p in cube coordinates (q, r; s = -q-r), the frame where hex distance is
// half the sum of the absolute differences.
func (h HexLayout) cube(p Pos) [2]int {
	a, l := h.axis(p)
	sh := 0
	if h.staggered(l) {
		sh = 1
	}
	// Lattice column: 2a+sh counts half-hexes along; a step along the line moves it by 2, a
	// step to the next line by ±1.
	return [2]int{(2*a + sh - l) >> 1, l}
}

// hexDirections are the six steps of the (along, line) frame, for a line that is not shifted
// and one that is: east, west, north-east, north-west, south-east, south-west.
var hexDirections = [2][6]Pos{
	{{1, 0}, {-1, 0}, {0, -1}, {-1, -1}, {0, 1}, {-1, 1}},
	{{1, 0}, {-1, 0}, {1, -1}, {0, -1}, {1, 1}, {0, 1}},
}

// step returns the offset of neighbour d of p (0 ≤ d < 6), in map coordinates.
func (h HexLayout) step(p Pos, d int) Pos {
	_, l := h.axis(p)
	sh := 0
	if h.staggered(l) {
		sh = 1
	}
	s := hexDirections[sh][d]
	if h.StaggerX {
		return Pos{s.Y, s.X}
	}
	return s
}

// hexGeom is the pixel geometry of one hex map, with Tiled's rounding (its hexagonal
// renderer's RenderParams): the half-sizes are whole pixels, so a tile size of odd width or
// height is drawn one pixel smaller.
type hexGeom struct {
	staggerX, staggerEven bool
	sideX, sideY          int // the side length along x (StaggerX) or y, 0 along the other
	offX, offY            int // the slanted edges' extent along x and y
	colW, rowH            int // distance between column and row starts on the same parity
	tileW, tileH          int // the cell's box
}

// geom works out the pixel geometry for tiles of tw×th pixels.
func (h HexLayout) geom(tw, th int) hexGeom {
	g := hexGeom{staggerX: h.StaggerX, staggerEven: h.StaggerEven}
	if h.StaggerX {
		g.sideX = h.SideLength
	} else {
		g.sideY = h.SideLength
	}
	g.offX, g.offY = (tw-g.sideX)/2, (th-g.sideY)/2
	g.colW, g.rowH = g.offX+g.sideX, g.offY+g.sideY
	g.tileW, g.tileH = g.colW+g.offX, g.rowH+g.offY
	return g
}

// origin is the top-left pixel of cell p's box (Tiled's tileToScreenCoords).
func (g hexGeom) origin(p Pos) (x, y float64) {
	h := HexLayout{StaggerX: g.staggerX, StaggerEven: g.staggerEven}
	if g.staggerX {
		py := p.Y * (g.tileH + g.sideY)
		if h.staggered(p.X) {
			py += g.rowH
		}
		return float64(p.X * g.colW), float64(py)
	}
	px := p.X * (g.tileW + g.sideX)
	if h.staggered(p.Y) {
		px += g.colW
	}
	return float64(px), float64(p.Y * g.rowH)
}

// outline is a cell's six corners relative to its origin, clockwise on screen from the
// left-most upper one (Tiled's tileToScreenPolygon with its repeated corners dropped).
func (g hexGeom) outline() [6]Point {
	f := func(x, y int) Point { return Point{float64(x), float64(y)} }
	if g.staggerX {
		return [6]Point{f(0, g.offY), f(g.offX, 0), f(g.colW, 0), f(g.tileW, g.offY), f(g.colW, g.tileH), f(g.offX, g.tileH)}
	}
	return [6]Point{f(0, g.offY), f(g.offX, 0), f(g.tileW, g.offY), f(g.tileW, g.rowH), f(g.offX, g.tileH), f(0, g.rowH)}
}

// mapSize is the size of a w×h map's bounding rectangle (Tiled's boundingRect of the map).
func (g hexGeom) mapSize(w, h int) (float64, float64) {
	if g.staggerX {
		ph := h * (g.tileH + g.sideY)
		if w > 1 {
			ph += g.rowH
		}
		return float64(w*g.colW + g.offX), float64(ph)
	}
	pw := w * (g.tileW + g.sideX)
	if h > 1 {
		pw += g.colW
	}
	return float64(pw), float64(h*g.rowH + g.offY)
}

// nearest returns the cell whose centre is nearest the pixel (x, y), by Tiled's own rule
// (its hexagonal renderer's screenToTileCoords): the nearest of four centres around the
// pixel's place in a grid of double-sized boxes, the first of equals in Tiled's order. Tiled
// maps an object's position to a cell this way.
func (g hexGeom) nearest(x, y float64) Pos {
	if g.staggerX {
		if g.staggerEven {
			x -= float64(g.tileW)
		} else {
			x -= float64(g.offX)
		}
	} else {
		if g.staggerEven {
			y -= float64(g.tileH)
		} else {
			y -= float64(g.offY)
		}
	}
	rx, ry := math.Floor(x/float64(g.colW*2)), math.Floor(y/float64(g.rowH*2))
	relX, relY := x-rx*float64(g.colW*2), y-ry*float64(g.rowH*2)
	ref := Pos{int(rx), int(ry)}
	var centres [4]Point
	var offsets [4]Pos
	if g.staggerX {
		ref.X *= 2
		if g.staggerEven {
			ref.X++
		}
		left := float64(g.sideX / 2)
		cx, cy := left+float64(g.colW), float64(g.tileH/2)
		centres = [4]Point{{left, cy}, {cx, cy - float64(g.rowH)}, {cx, cy + float64(g.rowH)}, {cx + float64(g.colW), cy}}
		offsets = [4]Pos{{0, 0}, {1, -1}, {1, 0}, {2, 0}}
	} else {
		ref.Y *= 2
		if g.staggerEven {
			ref.Y++
		}
		top := float64(g.sideY / 2)
		cx, cy := float64(g.tileW/2), top+float64(g.rowH)
		centres = [4]Point{{cx, top}, {cx - float64(g.colW), cy}, {cx + float64(g.colW), cy}, {cx, cy + float64(g.rowH)}}
		offsets = [4]Pos{{0, 0}, {-1, 1}, {0, 1}, {0, 2}}
	}
	best, bestD := 0, math.Inf(1)
	for i, c := range centres {
		dx, dy := c.X-relX, c.Y-relY
		if d := dx*dx + dy*dy; d < bestD {
			best, bestD = i, d
		}
	}
	return ref.add(offsets[best])
}

// regular reports whether the layout's hexes are all one affine image of a regular hexagon, so
// that sight, distance and adjacency on them are those of a regular hex grid: the side length
// is the height (StaggerY) or width (StaggerX) of the cell less the two slanted parts, each
// half a side. want is the side length that would be.
func (g hexGeom) regular() (ok bool, want int) {
	if g.staggerX {
		return g.sideX > 0 && g.sideX == 2*g.offX, g.tileW / 2
	}
	return g.sideY > 0 && g.sideY == 2*g.offY, g.tileH / 2
}

package grid

// Tiled hexagonal maps: the <map>'s stagger and side length, the checks that a map can be
// played exactly, objects mapped to hexes, and collision shapes on turned hex tiles.

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"skirmish/internal/quote"
)

// scanHexAttrs reads a hexagonal <map>'s staggeraxis, staggerindex and hexsidelength into
// sm.hex, refusing, with the fix, what cannot be played exactly: a side length of 0 (Tiled then
// draws diamonds), odd tile sizes (Tiled draws them a pixel smaller), and a side length that
// does not make the hexes one affine image of a regular hexagon (then distances, sight and
// cover on the drawn map would not be those of a hex grid). false means the map is unusable.
func (ld *loader) scanHexAttrs(a map[string]string, sm *scannedMap) bool {
	h := sm.hex
	ok := true
	switch v := a["staggeraxis"]; v {
	case "y", "":
	case "x":
		h.StaggerX = true
	default:
		ld.problem(ld.mapFile, "", "staggeraxis %s must be x or y (Map > Map Properties > Stagger Axis)", quote.Quote(v))
		ok = false
	}
	switch v := a["staggerindex"]; v {
	case "odd", "":
	case "even":
		h.StaggerEven = true
	default:
		ld.problem(ld.mapFile, "", "staggerindex %s must be odd or even (Map > Map Properties > Stagger Index)", quote.Quote(v))
		ok = false
	}
	long, longName, shortName := sm.tileH, "height", "width"
	if h.StaggerX {
		long, longName, shortName = sm.tileW, "width", "height"
	}
	fix := fmt.Sprintf("the tile %s is %d: make it a multiple of 4 (%d or %d) and set Hex Side Length to half of it", longName, long, long/4*4, long/4*4+4)
	if long%4 == 0 {
		fix = fmt.Sprintf("set Hex Side Length to %d, half the tile %s", long/2, longName)
	}
	side, err := strconv.Atoi(strings.TrimSpace(a["hexsidelength"]))
	switch {
	case err != nil || side < 0 || side > maxTileSize:
		ld.problem(ld.mapFile, "", "hexsidelength %s must be a whole number of pixels; %s (Map > Map Properties)", quote.Quote(a["hexsidelength"]), fix)
		return false
	case side == 0:
		ld.problem(ld.mapFile, "", "hexsidelength is 0, so Tiled draws diamonds, not hexes; %s (Map > Map Properties > Hex Side Length)", fix)
		return false
	}
	h.SideLength = side
	if sm.tileW%2 != 0 || sm.tileH%2 != 0 {
		ld.problem(ld.mapFile, "", "the tile size %dx%d is odd, and Tiled draws hexes of odd sizes a pixel smaller (%dx%d); make both even (Map > Map Properties > Tile Width and Height): the tile %s any even size, the tile %s a multiple of 4 with Hex Side Length half of it", sm.tileW, sm.tileH, sm.tileW&^1, sm.tileH&^1, shortName, longName)
		return false
	}
	if reg, _ := h.geom(sm.tileW, sm.tileH).regular(); !reg {
		ld.problem(ld.mapFile, "", "hexsidelength %d with a tile %s of %d does not make a regular hex grid (the sides along the stagger axis must be half the tile's %s, the slanted ones a quarter each); %s", side, longName, long, longName, fix)
		ok = false
	}
	return ok
}

// hexObjectCell is the hex of the pixel p by Tiled's own rule (its hexagonal renderer's
// screenToTileCoords: the nearest centre), as Tiled shows an object's cell.
func hexObjectCell(m *Map, p Point) Pos {
	return m.Hex.geom(m.TileWidth, m.TileHeight).nearest(p.X, p.Y)
}

// hexCellRange returns the cells (clamped to the map) whose centres may lie in the pixel box.
func hexCellRange(m *Map, x0, y0, x1, y1 float64) (cx0, cy0, cx1, cy1 int) {
	a, b := hexObjectCell(m, Point{x0, y0}), hexObjectCell(m, Point{x1, y1})
	return clampInt(float64(min(a.X, b.X)-1), 0, m.Width-1), clampInt(float64(min(a.Y, b.Y)-1), 0, m.Height-1),
		clampInt(float64(max(a.X, b.X)+1), 0, m.Width-1), clampInt(float64(max(a.Y, b.Y)+1), 0, m.Height-1)
}

// HexTurn returns the clockwise turn in degrees and the mirrorings of a tile with the given
// flip bits on a hex map, as Tiled draws it: mirrored first (FlipH, FlipV), then turned about
// the tile's centre by 60° for FlipD and 120° for RotHex120.
func HexTurn(flip uint8) (degrees float64, mirrorX, mirrorY bool) {
	if flip&FlipD != 0 {
		degrees += 60
	}
	if flip&RotHex120 != 0 {
		degrees += 120
	}
	return degrees, flip&FlipH != 0, flip&FlipV != 0
}

// placeHexShape puts a tile's collision shape on hex p in map coordinates (pixels over the
// map's tile size), where Tiled draws the tile: its bottom-left corner on the hex's box's
// bottom-left corner, shifted by the tileset's offset, mirrored and turned (HexTurn) about its
// centre. pts receives the points.
func placeHexShape(m *Map, ts *Tileset, sh tileShape, p Pos, flip uint8, pts []Point) Shape {
	ox, oy := m.CellOrigin(p)
	_, ch := m.CellSize()
	w, h := float64(ts.TileWidth), float64(ts.TileHeight)
	cx, cy := ox+w/2+float64(ts.OffsetX), oy+ch-h/2+float64(ts.OffsetY)
	deg, mx, my := HexTurn(flip)
	sin, cos := math.Sincos(deg * math.Pi / 180)
	for i, q := range sh.points {
		x, y := q.X*w-w/2, q.Y*h-h/2
		if mx {
			x = -x
		}
		if my {
			y = -y
		}
		x, y = x*cos-y*sin, x*sin+y*cos
		pts[i] = Point{(cx + x) / float64(m.TileWidth), (cy + y) / float64(m.TileHeight)}
	}
	return Shape{Kind: sh.kind, Points: pts, Cell: p}
}

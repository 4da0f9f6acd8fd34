package grid

// Terrain from Tiled: tile and layer properties (move, sight, cover, door, high, conceal) and tile collision shapes.

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/lafriks/go-tiled"

	"skirmish/internal/quote"
)

// terrainSays is what a tile or a layer says about terrain; unset attributes leave a square
// as earlier layers made it (DESIGN "grid": terrain meaning).
type terrainSays struct {
	move                                                      Move
	sight                                                     Sight
	cover                                                     Cover
	door, high, conceal                                       bool
	hasMove, hasSight, hasCover, hasDoor, hasHigh, hasConceal bool
}

// any reports whether anything is said.
func (s terrainSays) any() bool {
	return s.hasMove || s.hasSight || s.hasCover || s.hasDoor || s.hasHigh || s.hasConceal
}

// over returns s with every attribute that top says replaced by top's.
func (s terrainSays) over(top terrainSays) terrainSays {
	if top.hasMove {
		s.move, s.hasMove = top.move, true
	}
	if top.hasSight {
		s.sight, s.hasSight = top.sight, true
	}
	if top.hasCover {
		s.cover, s.hasCover = top.cover, true
	}
	if top.hasDoor {
		s.door, s.hasDoor = top.door, true
	}
	if top.hasHigh {
		s.high, s.hasHigh = top.high, true
	}
	if top.hasConceal {
		s.conceal, s.hasConceal = top.conceal, true
	}
	return s
}

// apply changes t by what s says.
func (s terrainSays) apply(t Terrain) Terrain {
	if s.hasMove {
		t.Move = s.move
	}
	if s.hasSight {
		t.Sight = s.sight
	}
	if s.hasCover {
		t.Cover = s.cover
	}
	if s.hasDoor {
		t.Door = s.door
	}
	if s.hasHigh {
		t.High = s.high
	}
	if s.hasConceal {
		t.Conceal = s.conceal
	}
	return t
}

// tileShape is one collision shape of a tile, in tile units (0..1 across the tile).
type tileShape struct {
	kind   ShapeKind
	points []Point
}

// tileInfo is what one tile of a tileset says about terrain.
type tileInfo struct {
	says   terrainSays
	shapes []tileShape
	// blocks: the tile has collision shapes and says nothing of move: the cells its shapes
	// hold are blocked (blockByShapes)
	blocks bool
}

// parseTerrain reads the properties move, sight, cover, door, high and conceal, recording a problem (at
// file, place) for a value it does not know. The tile's class (normally Terrain) is not
// checked: the properties count whatever the class.
func (ld *loader) parseTerrain(file, place string, ps tiled.Properties) terrainSays {
	ld.checkNames(file, place, ps, TerrainProperties)
	var s terrainSays
	for _, p := range ps {
		if p == nil {
			continue
		}
		v := strings.ToLower(strings.TrimSpace(p.Value))
		bad := ""
		switch p.Name {
		case "move":
			s.move, s.hasMove, bad = word(v, moveWords)
		case "sight":
			s.sight, s.hasSight, bad = word(v, sightWords)
		case "cover":
			s.cover, s.hasCover, bad = word(v, coverWords)
		case "door", "high", "conceal":
			b, err := strconv.ParseBool(v)
			switch {
			case err != nil:
				bad = "true or false"
			case p.Name == "door":
				s.door, s.hasDoor = b, true
			case p.Name == "conceal":
				s.conceal, s.hasConceal = b, true
			default:
				s.high, s.hasHigh = b, true
			}
		}
		if bad != "" {
			ld.problem(file, place, "property %s is %s; it must be %s", p.Name, quote.Quote(p.Value), bad)
		}
	}
	return s
}

// tileInfoOf reads a tileset tile's terrain properties and collision shapes; nil if it says
// nothing. A tile with collision shapes blocks movement in the cells they hold
// (blockByShapes) unless it says `move` itself.
func (ld *loader) tileInfoOf(file, place string, ts *tiled.Tileset, t *tiled.TilesetTile) *tileInfo {
	info := &tileInfo{says: ld.parseTerrain(file, place, t.Properties)}
	tw, th := float64(ts.TileWidth), float64(ts.TileHeight)
	for _, og := range t.ObjectGroups {
		if og == nil {
			continue
		}
		for _, o := range og.Objects {
			if o == nil {
				continue
			}
			if sh, ok := ld.collisionShape(file, place, o, tw, th); ok {
				info.shapes = append(info.shapes, sh)
			}
		}
	}
	info.blocks = len(info.shapes) > 0 && !info.says.hasMove
	if !info.says.any() && len(info.shapes) == 0 {
		return nil
	}
	return info
}

// collisionShape converts one collision object of a tile into tile units. Points (and
// shapes of no size) are ignored.
func (ld *loader) collisionShape(file, place string, o *tiled.Object, tw, th float64) (tileShape, bool) {
	var local []Point
	kind := ShapePolygon
	switch {
	case len(o.Polygons) > 0 || len(o.PolyLines) > 0:
		var pts tiled.Points
		if len(o.Polygons) > 0 && o.Polygons[0] != nil && o.Polygons[0].Points != nil {
			pts = *o.Polygons[0].Points
		} else if len(o.PolyLines) > 0 && o.PolyLines[0] != nil && o.PolyLines[0].Points != nil {
			pts, kind = *o.PolyLines[0].Points, ShapePolyline
		}
		if len(pts) > maxShapePoints {
			ld.problem(file, place, "collision shape %d has %d points; the most is %d", o.ID, len(pts), maxShapePoints)
			return tileShape{}, false
		}
		for _, p := range pts {
			if p != nil {
				local = append(local, Point{p.X, p.Y})
			}
		}
		if len(local) < 2 || (kind == ShapePolygon && len(local) < 3) {
			return tileShape{}, false
		}
	case o.Width <= 0 || o.Height <= 0:
		return tileShape{}, false // a point, or nothing
	case len(o.Ellipses) > 0:
		// An ellipse becomes a 16-gon.
		rx, ry := o.Width/2, o.Height/2
		for i := 0; i < 16; i++ {
			a := 2 * math.Pi * (float64(i) + 0.5) / 16
			local = append(local, Point{rx + rx*math.Cos(a), ry + ry*math.Sin(a)})
		}
	default:
		local = []Point{{0, 0}, {o.Width, 0}, {o.Width, o.Height}, {0, o.Height}}
	}
	sin, cos := math.Sincos(o.Rotation * math.Pi / 180)
	out := make([]Point, len(local))
	for i, p := range local {
		x, y := o.X+p.X*cos-p.Y*sin, o.Y+p.X*sin+p.Y*cos
		if !finite(x) || !finite(y) {
			ld.problem(file, place, "collision shape %d has a coordinate that is not a number", o.ID)
			return tileShape{}, false
		}
		out[i] = Point{x / tw, y / th}
	}
	return tileShape{kind: kind, points: out}, true
}

// tileLayerInfo pairs a scanned tile layer with its converted tiles.
type tileLayerInfo struct {
	scanned *scannedLayer
	tiles   []TileRef
}

// applyTerrain sets every square's terrain from the tile layers in file order: a later layer
// overrides, attribute by attribute, what its tiles (or the layer's own properties, for the
// squares where it has a tile) say; a tile's own property beats its layer's. Collision
// shapes become Map.Shapes, placed with the tile's flips.
func (ld *loader) applyTerrain(m *Map, layers []tileLayerInfo) {
	// Count the shapes first so that they and their points take two allocations, not one each.
	nShapes, nPoints := 0, 0
	for _, tl := range layers {
		for _, tr := range tl.tiles {
			if info := ld.infoOf(tr); info != nil {
				nShapes += len(info.shapes)
				for _, sh := range info.shapes {
					nPoints += len(sh.points)
				}
			}
		}
	}
	if nPoints > maxShapePointsTotal {
		ld.problem(ld.mapFile, "", "the tiles' collision shapes come to %d corners over the map, more than the %d this game takes; give the tiles simpler collision shapes, or use them on fewer squares", nPoints, maxShapePointsTotal)
		nShapes, nPoints = 0, 0
	}
	if nShapes > 0 {
		m.Shapes = make([]Shape, 0, nShapes)
	}
	slab := make([]Point, nPoints)
	for _, tl := range layers {
		layerSays := ld.parseTerrain(ld.mapFile, fmt.Sprintf("layer %s", quote.Quote(tl.scanned.name)), tl.scanned.props)
		for i, tr := range tl.tiles {
			if tr.Empty() {
				continue
			}
			says := layerSays
			info := ld.infoOf(tr)
			if info != nil {
				says = says.over(info.says)
			}
			if !says.any() && info == nil {
				continue
			}
			p := m.PosOf(i)
			if says.any() {
				old := m.terrain[i]
				if t := says.apply(old); t != old {
					m.Set(p, t)
				}
			}
			if info != nil && info.blocks && nShapes == 0 {
				ld.blockByShapes(m, p, []Shape{{Kind: ShapePolyline, Cell: p}}) // its shapes dropped: it blocks its cell
			}
			if info != nil && nShapes > 0 {
				first := len(m.Shapes)
				for _, sh := range info.shapes {
					pts := slab[:len(sh.points):len(sh.points)]
					slab = slab[len(sh.points):]
					if m.Topology == Hex {
						m.Shapes = append(m.Shapes, placeHexShape(m, &m.Tilesets[tr.Tileset-1], sh, p, tr.Flip, pts))
					} else {
						m.Shapes = append(m.Shapes, placeShape(sh, p, tr.Flip, pts))
					}
				}
				if info.blocks {
					ld.blockByShapes(m, p, m.Shapes[first:])
				}
			}
		}
	}
}

// placeShape puts a tile's shape on square p in map coordinates (squares), honouring the
// tile's flips as Tiled applies them: the diagonal flip first, then horizontal, then vertical.
// pts receives the points (len(sh.points) of them).
func placeShape(sh tileShape, p Pos, flip uint8, pts []Point) Shape {
	for i, q := range sh.points {
		u, v := q.X, q.Y
		if flip&FlipD != 0 {
			u, v = v, u
		}
		if flip&FlipH != 0 {
			u = 1 - u
		}
		if flip&FlipV != 0 {
			v = 1 - v
		}
		pts[i] = Point{float64(p.X) + u, float64(p.Y) + v}
	}
	return Shape{Kind: sh.kind, Points: pts, Cell: p}
}

// infoOf returns what a placed tile says about terrain, or nil.
func (ld *loader) infoOf(tr TileRef) *tileInfo {
	if tr.Empty() {
		return nil
	}
	if lt := ld.tilesets[tr.Tileset-1]; int(tr.ID) < len(lt.info) {
		return lt.info[tr.ID]
	}
	return nil
}

// The words the terrain properties take, in the order messages list them.
var (
	moveWords  = []namedValue[Move]{{"normal", MoveNormal}, {"difficult", MoveDifficult}, {"blocked", MoveBlocked}}
	sightWords = []namedValue[Sight]{{"clear", SightClear}, {"blocked", SightBlocked}}
	coverWords = []namedValue[Cover]{{"none", CoverNone}, {"half", CoverHalf}, {"three-quarters", CoverThreeQuarters}}
)

// namedValue is one word a property may take and what it means.
type namedValue[T any] struct {
	name  string
	value T
}

// word looks v up among words; when it is not one of them, bad lists the allowed words
// ("a, b or c") for the problem message.
func word[T any](v string, words []namedValue[T]) (value T, ok bool, bad string) {
	names := make([]string, 0, len(words))
	for _, w := range words {
		if w.name == v {
			return w.value, true, ""
		}
		names = append(names, w.name)
	}
	return value, false, strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

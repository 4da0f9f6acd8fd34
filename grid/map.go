package grid

// Map: the battlefield's squares, terrain, objects and sides.

import (
	"encoding/json"
	"fmt"
	"image/color"
	"strconv"
	"strings"
)

// MarshalJSON writes a square as [x, y].
func (p Pos) MarshalJSON() ([]byte, error) {
	return []byte("[" + strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y) + "]"), nil
}

// UnmarshalJSON reads a square written as [x, y].
func (p *Pos) UnmarshalJSON(b []byte) error {
	var xy []int
	if err := json.Unmarshal(b, &xy); err != nil || len(xy) != 2 {
		return fmt.Errorf("a square is written [x, y], not %s", b)
	}
	p.X, p.Y = xy[0], xy[1]
	return nil
}

// Pos is one 5-ft square of the map, in squares from the top-left corner.
type Pos struct{ X, Y int }

// String prints a square as "(x,y)".
func (p Pos) String() string {
	var b [24]byte // without fmt: the AI writes a square into each reason it weighs
	s := append(b[:0], '(')
	s = strconv.AppendInt(s, int64(p.X), 10)
	s = append(s, ',')
	s = strconv.AppendInt(s, int64(p.Y), 10)
	return string(append(s, ')'))
}

// add returns p moved by d (offset arithmetic: grid's own, never above it).
func (p Pos) add(d Pos) Pos { return Pos{p.X + d.X, p.Y + d.Y} }

// squareAdjacent reports whether squares p and q share an edge or a corner
// (delvers-combat.md "The Grid": diagonals are adjacent). A square is not adjacent to itself.
// Above grid, Map.Adjacent serves both topologies.
func (p Pos) squareAdjacent(q Pos) bool {
	dx, dy := p.X-q.X, p.Y-q.Y
	return p != q && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1
}

// Move says what entering a square costs.
type Move uint8

// Movement classes of a square (Tiled property `move`).
const (
	MoveNormal    Move = iota // 5 ft to enter
	MoveDifficult             // 10 ft to enter (delvers-combat.md "Difficult Terrain")
	MoveBlocked               // impassable: walls, deep water, pillars
)

// Sight says whether a square blocks line of sight as a whole.
type Sight uint8

// Sight classes of a square (Tiled property `sight`).
const (
	SightClear   Sight = iota // see through it
	SightBlocked              // the whole square is a solid wall for sight
)

// Cover is how much a target is covered. Ordered: a larger value is more cover.
type Cover uint8

// Cover levels. Delvers knows none, half and full; low-wall tiles may give three-quarters.
const (
	CoverNone Cover = iota
	CoverHalf
	CoverThreeQuarters
	CoverFull
)

// Terrain is what one square means to the rules.
type Terrain struct {
	Move  Move
	Sight Sight
	// Cover is the cover this square gives to a target behind it (low walls, barricades)
	// without blocking sight. CoverNone for ordinary squares.
	Cover Cover
	// Door marks a door square (drawn and named as such; opening doors is a ruleset matter).
	Door bool
	// High marks high ground (a rampart's walk, a ledge): a creature on it fights from above
	// those that are not (Tiled property `high`; what that is worth is a ruleset matter).
	High bool
	// Conceal marks a square that hides who stands in it (darkness, fog, tall grass: Tiled
	// property `conceal`; what that is worth is a ruleset matter).
	Conceal bool
}

// Point is a position in squares (1.0 = one square = 5 ft), used for sub-square shapes.
type Point struct{ X, Y float64 }

// ShapeKind tells a closed polygon from an open polyline.
type ShapeKind uint8

// Kinds of wall shape.
const (
	ShapePolygon  ShapeKind = iota // closed; its interior is solid
	ShapePolyline                  // open; a thin wall along its segments
)

// Shape is a sub-square solid for sight (a pillar, a wall half a square thick, the stones
// around an arrow slit), from a Tiled tile's collision objects. Points are in squares, in map
// coordinates. Whole-square walls are not listed here: they are Terrain.Sight == SightBlocked.
type Shape struct {
	Kind   ShapeKind
	Points []Point
	// Cell is the square the shape came from (its tile), for error messages and indexing.
	Cell Pos
}

// Map is a loaded battle map: terrain for the rules, layers and tilesets for drawing, objects
// for setup. Build one with LoadTiled, LoadASCII or ParseASCII; treat it as read-only after.
type Map struct {
	// File is the path the map was loaded from ("" for an ASCII map given as text).
	File string
	// Sources are the files the map was read from on disk: its own file first, then every
	// tileset, template and image it names (screens watch them to reload the map when one
	// changes).
	Sources []string
	// Files are the map's text files as they were read: its own file first, then each
	// tileset and template file it names, with their bytes. They are everything the battle
	// needs of the map (images are only drawn): a save carries them, and LoadFiles builds the
	// same map from them, whatever became of the files on disk since.
	Files []File
	// Title, Description and Ruleset come from the map's properties (`title`,
	// `description`, `ruleset`); Ruleset is "" when the map does not say.
	Title, Description, Ruleset string
	// Width and Height are in cells (squares, or hexes of the offset grid).
	Width, Height int
	// TileWidth and TileHeight are the pixel size of one square when drawn (on a hex map,
	// Tiled's tile size: see CellSize and CellOrigin for where a hex is drawn).
	TileWidth, TileHeight int
	// Topology is Square or Hex; Hex says how a hex map's offset grid lies (zero on squares).
	// Above grid, ask the Map (Adjacent, Distance, Neighbour, CellAt, Area, EdgeBand) rather
	// than doing square arithmetic on Pos.
	Topology Topology
	Hex      HexLayout
	// Sides are the map's sides in order: those named by the `sides` map property
	// (comma-separated), then any others that objects name, in order of appearance.
	Sides []string
	// Surprised are the sides the map catches unawares, from the `surprised` map property
	// (comma-separated, each one of Sides): the other sides get a free round first
	// (delvers-combat.md "Surprise"). Empty when the map says nothing.
	Surprised []string
	// Properties holds every map property as text, including the ones above.
	Properties map[string]string

	terrain []Terrain // Width*Height, row-major

	// Shapes are the sub-square wall shapes (see Shape).
	Shapes []Shape
	// Layers are the drawable layers in the file's own order, groups flattened.
	Layers []Layer
	// Tilesets are the tilesets the layers refer to.
	Tilesets []Tileset
	// Background is the colour behind every layer (Tiled's backgroundcolor); the zero value
	// is none.
	Background color.NRGBA
	// ParallaxOrigin is the point of the map, in pixels, where layers of every parallax factor
	// line up (Tiled's parallaxoriginx, parallaxoriginy).
	ParallaxOrigin Point
	// Objects are the game objects (Spawn, Deploy, Exit, Objective) in file order.
	Objects []Object
	// Problems are what loading found wrong that does not stop the map from loading: warnings
	// (a misspelled class or property, a region partly off the map). The checks that need the
	// rulesets' catalogs (unit ids, the ruleset, the spawns' room) are app/mapcheck's.
	Problems Problems

	sideSet map[string]struct{} // the sides, while loading (addSide)

	sight sightCache // built once, on first use, by the sight code; safe for concurrent readers
	steps stepsCache // the step table, built once on first use (Steps)
}

// NewMap returns an open-floor map of w×h squares drawn at 32 px a square.
func NewMap(w, h int) *Map {
	return &Map{Width: w, Height: h, TileWidth: 32, TileHeight: 32,
		Properties: map[string]string{}, terrain: make([]Terrain, w*h)}
}

// In reports whether p is on the map.
func (m *Map) In(p Pos) bool { return p.X >= 0 && p.Y >= 0 && p.X < m.Width && p.Y < m.Height }

// Index returns the row-major index of p; p must be on the map.
func (m *Map) Index(p Pos) int { return p.Y*m.Width + p.X }

// PosOf is the inverse of Index.
func (m *Map) PosOf(i int) Pos { return Pos{i % m.Width, i / m.Width} }

// At returns the terrain of p. Squares off the map are blocked walls.
func (m *Map) At(p Pos) Terrain {
	if !m.In(p) {
		return Terrain{Move: MoveBlocked, Sight: SightBlocked}
	}
	return m.terrain[m.Index(p)]
}

// Set changes the terrain of p (used while building a map; p must be on the map).
func (m *Map) Set(p Pos, t Terrain) {
	m.terrain[m.Index(p)] = t
	m.sight.reset()
	m.steps.p.Store(nil)
}

// ObjectsOf returns the objects of one class, in file order.
func (m *Map) ObjectsOf(class string) []Object {
	var out []Object
	for _, o := range m.Objects {
		if o.Class == class {
			out = append(out, o)
		}
	}
	return out
}

// MaxSides is the most sides a map may have: those its `sides` property names and those its
// objects name, together. A save holds as many (combat/save), and a battle needs no more.
const MaxSides = 100

// addSide records a side name once, keeping first-seen order. It reports false, recording
// nothing, when the name is new and the map has MaxSides sides already. Each name is looked
// up in a set, so that naming n sides costs n steps, not n².
func (m *Map) addSide(name string) bool {
	if name == "" {
		return true
	}
	if m.sideSet == nil {
		m.sideSet = make(map[string]struct{}, len(m.Sides))
		for _, s := range m.Sides {
			m.sideSet[s] = struct{}{}
		}
	}
	if _, ok := m.sideSet[name]; ok {
		return true
	}
	if len(m.Sides) >= MaxSides {
		return false
	}
	m.sideSet[name] = struct{}{}
	m.Sides = append(m.Sides, name)
	return true
}

// addSidesProperty records the sides the `sides` property names (comma-separated, trimmed);
// msg says why the property cannot be used: it names more than MaxSides.
func (m *Map) addSidesProperty(value string) (msg string) {
	for s := range strings.SplitSeq(value, ",") {
		if !m.addSide(strings.TrimSpace(s)) {
			return fmt.Sprintf("lists %d names, more than the %d sides a map may have; name each side once", strings.Count(value, ",")+1, MaxSides)
		}
	}
	return ""
}

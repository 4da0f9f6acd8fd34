package grid

// ASCII maps: a readable text form of a map for tests, scenarios and quick experiments.

import (
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"skirmish/internal/quote"
	"skirmish/internal/userfile"
)

// ASCIILegend documents every character an ASCII map may use; docs/maps.md repeats it.
//
//	.  floor                       #  wall (blocks movement and sight)
//	~  difficult terrain (10 ft)   o  pillar: a round solid in the middle of the square
//	-  low wall: half cover, difficult to cross
//	=  high barricade: three-quarters cover, impassable, seen over
//	+  door (open: walk and see through)
//	^  high ground: a rampart's walk, a ledge (floor)
//	"  concealing ground: tall grass, fog, darkness (floor)
//	E  exit: routed units leave the map here (floor)
//	1-4  deploy zone of the map's 1st to 4th side (floor)
//
// Lines before the grid of the form `key: value` are map properties (title, description,
// ruleset, sides, surprised). Rows must all be the same width. A `hex:` property makes a hex
// map (HexASCII says how it is drawn).
const ASCIILegend = ".#~o-=+^\"E1234"

// maxASCIISide bounds an ASCII map's width and height.
const maxASCIISide = 1024

// maxASCIIBytes bounds an ASCII map file: the largest map's rows with their line ends, and
// room for its properties.
const maxASCIIBytes = maxASCIISide*(maxASCIISide+2) + 64<<10

// LoadASCII reads an ASCII map from a file of at most maxASCIIBytes; a named pipe, a device
// or a folder is refused without blocking (internal/userfile). Errors name the file.
func LoadASCII(path string) (*Map, error) {
	data, err := userfile.Read(path, maxASCIIBytes)
	if err != nil {
		return nil, Problem{File: path, Msg: userfile.Problem(err), Err: err}
	}
	m, err := ParseASCII(path, string(data))
	if err != nil {
		return nil, err
	}
	m.File, m.Sources, m.Files = path, []string{path}, []File{{Name: filepath.Base(path), Data: data}}
	return m, nil
}

// ParseASCII builds a map from text using ASCIILegend; name is used in error messages.
// Leading and trailing blank lines and a common indentation are ignored, so maps can be
// written as indented raw strings in tests. An error is a Problem naming the line and column
// (in characters, as an editor counts them).
func ParseASCII(name, text string) (*Map, error) {
	text = strings.TrimPrefix(text, "\ufeff") // a byte order mark some editors write
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i, l := range lines {
		if utf8.ValidString(l) {
			continue
		}
		col := 1
		for j, r := range l {
			if r == utf8.RuneError {
				return nil, asciiProblem(name, i+1, col, "not UTF-8 text (byte 0x%02x): save the file as UTF-8", l[j])
			}
			col++
		}
	}
	props := map[string]string{}
	var rows, raw []string
	first := 0
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" && len(rows) == 0 {
			continue
		}
		if len(rows) == 0 {
			if k, v, ok := strings.Cut(t, ":"); ok && isKey(k) {
				props[strings.TrimSpace(k)] = strings.TrimSpace(v)
				continue
			}
			first = i + 1
		}
		rows = append(rows, t)
		raw = append(raw, strings.TrimRight(l, " \t"))
	}
	for len(rows) > 0 && rows[len(rows)-1] == "" {
		rows, raw = rows[:len(rows)-1], raw[:len(raw)-1]
	}
	if len(rows) == 0 {
		return nil, Problem{File: name, Msg: "no map rows; draw the map with the characters " + quote.Quote(ASCIILegend)}
	}
	// Every legend character is ASCII: a row with any other is refused at that character, so
	// that widths are never counted in bytes.
	for y, l := range raw {
		col := 1
		for _, r := range l {
			if r >= utf8.RuneSelf || r < ' ' && r != '\t' {
				return nil, unknownChar(name, first+y, col, string(r))
			}
			col++
		}
	}
	var m *Map
	if layout, ok := props[PropHex]; ok {
		hex, err := parseHexLayout(layout)
		if err != nil {
			return nil, Problem{File: name, Msg: err.Error()}
		}
		if rows, err = hexRows(name, first, raw, hex); err != nil {
			return nil, err
		}
		m = NewHexMap(len(rows[0]), len(rows), hex)
	} else {
		w, h := len(rows[0]), len(rows)
		if w > maxASCIISide || h > maxASCIISide {
			return nil, Problem{File: name, Msg: fmt.Sprintf("map is %dx%d squares; the most is %dx%d", w, h, maxASCIISide, maxASCIISide)}
		}
		for y, row := range rows {
			if len(row) != w {
				return nil, Problem{File: name, Line: first + y, Msg: fmt.Sprintf("row %d is %d squares wide but the first row is %d; every row must be the same width", y+1, len(row), w)}
			}
		}
		m = NewMap(w, h)
	}
	m.Properties = props
	m.Title, m.Description, m.Ruleset = props["title"], props["description"], props["ruleset"]
	if msg := m.addSidesProperty(props["sides"]); msg != "" {
		return nil, Problem{File: name, Place: "map property sides", Msg: msg}
	}
	deploy := map[int][]Pos{}
	var exits []Pos
	for y, row := range rows {
		for x, c := range []byte(row) {
			p := Pos{x, y}
			switch c {
			case '.':
			case '#':
				m.Set(p, Terrain{Move: MoveBlocked, Sight: SightBlocked})
			case '~':
				m.Set(p, Terrain{Move: MoveDifficult})
			case 'o':
				m.Set(p, Terrain{Move: MoveBlocked})
				cx, cy := m.CellCentre(p)
				m.Shapes = append(m.Shapes, Shape{Kind: ShapePolygon, Cell: p,
					Points: regularPolygon(cx/float64(m.TileWidth), cy/float64(m.TileHeight), 0.35, 8)})
			case '-':
				m.Set(p, Terrain{Move: MoveDifficult, Cover: CoverHalf})
			case '=':
				m.Set(p, Terrain{Move: MoveBlocked, Cover: CoverThreeQuarters})
			case '+':
				m.Set(p, Terrain{Door: true})
			case '^':
				m.Set(p, Terrain{High: true})
			case '"':
				m.Set(p, Terrain{Conceal: true})
			case 'E':
				exits = append(exits, p)
			case '1', '2', '3', '4':
				deploy[int(c-'1')] = append(deploy[int(c-'1')], p)
			default:
				return nil, unknownChar(name, first+y, x+1, string(c))
			}
		}
	}
	for i := 0; i < 4; i++ {
		cells := deploy[i]
		if len(cells) == 0 {
			continue
		}
		for len(m.Sides) <= i {
			m.addSide("Side " + strconv.Itoa(len(m.Sides)+1))
		}
		m.Objects = append(m.Objects, cellObject(len(m.Objects)+1, ClassDeploy, m.Sides[i], cells))
	}
	if len(exits) > 0 {
		m.Objects = append(m.Objects, cellObject(len(m.Objects)+1, ClassExit, "", exits))
	}
	m.sideSet = nil
	surprised, bad := readSurprised(props[PropSurprised], m.Sides)
	if bad != "" {
		return nil, Problem{File: name, Place: "map property " + PropSurprised, Msg: bad}
	}
	m.Surprised = surprised
	m.Files = []File{{Name: "map.txt", Data: []byte(text)}}
	return m, nil
}

// asciiProblem is a problem at a line and column of an ASCII map.
func asciiProblem(name string, line, col int, format string, args ...any) Problem {
	return Problem{File: name, Line: line, Place: "column " + strconv.Itoa(col), Msg: fmt.Sprintf(format, args...)}
}

// unknownChar is the problem of a character the legend does not have.
func unknownChar(name string, line, col int, c string) Problem {
	return asciiProblem(name, line, col, "unknown map character %s; the legend is %s (see docs/maps.md)", quote.Quote(c), quote.Quote(ASCIILegend))
}

// isKey reports whether s looks like a property name (letters, digits, underscores).
func isKey(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// cellObject makes an object covering exactly the given squares.
func cellObject(id int, class, side string, cells []Pos) Object {
	minX, minY, maxX, maxY := cells[0].X, cells[0].Y, cells[0].X, cells[0].Y
	for _, c := range cells {
		minX, minY = min(minX, c.X), min(minY, c.Y)
		maxX, maxY = max(maxX, c.X), max(maxY, c.Y)
	}
	return Object{ID: id, Class: class, Side: side, Cells: cells, Count: 1,
		X: float64(minX), Y: float64(minY), W: float64(maxX - minX + 1), H: float64(maxY - minY + 1),
		Properties: map[string]string{}}
}

// regularPolygon approximates a circle of radius r around (cx, cy) with n corners.
func regularPolygon(cx, cy, r float64, n int) []Point {
	pts := make([]Point, n)
	for i := range pts {
		a := 2 * math.Pi * (float64(i) + 0.5) / float64(n)
		pts[i] = Point{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	return pts
}

package grid

// ASCII hex maps: the square legend's characters laid out as the hexes lie.

import (
	"fmt"
	"strings"

	"skirmish/internal/quote"
)

// PropHex is the ASCII map property that makes a hex map and says how its offset grid lies:
// "rows odd", "rows even" (pointy-topped hexes, Tiled's staggeraxis y), "columns odd" or
// "columns even" (flat-topped, staggeraxis x); odd or even names the shifted rows or columns.
const PropHex = "hex"

// HexASCII documents how an ASCII hex map is drawn; docs/maps.md repeats it. The characters
// are ASCIILegend's, each cell one character, cells apart by spaces, drawn where the hexes lie:
//
//	hex: rows odd            hex: columns odd
//	. . # . .                .   #   .
//	 . . # . .                 .   .   .
//	. . . . .                .   .   .
//	                           .   #   .
//
// With rows, map row y is text line y and cell x sits at text column 2x, one further right on a
// shifted row. With columns, map row y takes two text lines: the first holds the columns that
// are not shifted, the second the shifted ones (half a hex lower), cell x at text column 2x.
// A common indentation is allowed: the first line's is taken as the margin.
const HexASCII = "hex: rows|columns odd|even"

// Default pixel sizes of an ASCII hex map: a regular lattice (the side half the tile's extent
// along the stagger axis) close to true regular hexagons.
const (
	asciiHexLong  = 32 // along the stagger axis
	asciiHexShort = 28 // across it (32·√3/2 ≈ 27.7)
)

// NewHexMap returns an open-floor hex map of w×h cells laid out as hex says (its SideLength,
// when 0, is set to that of asciiHexLong-pixel tiles).
func NewHexMap(w, h int, hex HexLayout) *Map {
	tw, th := asciiHexShort, asciiHexLong
	if hex.StaggerX {
		tw, th = th, tw
	}
	if hex.SideLength == 0 {
		hex.SideLength = asciiHexLong / 2
	}
	m := NewMap(w, h)
	m.TileWidth, m.TileHeight = tw, th
	m.Topology, m.Hex = Hex, hex
	return m
}

// parseHexLayout reads the `hex` property.
func parseHexLayout(v string) (HexLayout, error) {
	f := strings.Fields(strings.ToLower(v))
	bad := fmt.Errorf("map property %s is %s; it must be %s", PropHex, quote.Quote(v), quote.Quote(HexASCII))
	if len(f) != 2 {
		return HexLayout{}, bad
	}
	var h HexLayout
	switch f[0] {
	case "rows":
	case "columns":
		h.StaggerX = true
	default:
		return HexLayout{}, bad
	}
	switch f[1] {
	case "odd":
	case "even":
		h.StaggerEven = true
	default:
		return HexLayout{}, bad
	}
	return h, nil
}

// hexRows reads the cells of an ASCII hex map from its text lines (right-trimmed, indentation
// kept) into rows of characters, one string per map row. first is the first line's number.
func hexRows(name string, first int, lines []string, hex HexLayout) ([]string, error) {
	indent := func(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }
	// the text column a cell sits at, before the margin
	col := func(x, y int) int {
		c := 2 * x
		if !hex.StaggerX && hex.staggered(y) {
			c++
		}
		return c
	}
	// the text line of cell (x, y), counting from the grid's first line
	line := func(x, y int) int {
		if !hex.StaggerX {
			return y
		}
		l := 2 * y
		if hex.staggered(x) {
			l++
		}
		return l
	}
	margin := indent(lines[0])
	if !hex.StaggerX && hex.staggered(0) {
		margin--
	}
	if hex.StaggerX && hex.staggered(0) {
		margin -= 2
	}
	margin = max(margin, 0)
	h := len(lines)
	if hex.StaggerX {
		if h%2 != 0 {
			return nil, Problem{File: name, Line: first + h - 1, Msg: fmt.Sprintf("a hex map of columns takes two lines a row (the unshifted columns, then the shifted ones); it has %d lines", h)}
		}
		h /= 2
	}
	// The width: the most cells any line reaches.
	w := 0
	for i, l := range lines {
		n := len(l) - margin
		if !hex.StaggerX && hex.staggered(i) {
			n--
		}
		if n > 0 {
			w = max(w, (n-1)/2+1)
		}
	}
	if w == 0 {
		return nil, Problem{File: name, Line: first, Msg: "no hex cells; draw the map with the characters " + quote.Quote(ASCIILegend) + ", cells apart by spaces"}
	}
	if w > maxASCIISide || h > maxASCIISide {
		return nil, Problem{File: name, Msg: fmt.Sprintf("map is %dx%d hexes; the most is %dx%d", w, h, maxASCIISide, maxASCIISide)}
	}
	rows := make([][]byte, h)
	for y := range rows {
		rows[y] = make([]byte, w)
	}
	for i, l := range lines {
		if indent(l) < margin && strings.TrimSpace(l) != "" {
			return nil, Problem{File: name, Line: first + i, Msg: fmt.Sprintf("the line starts left of the map's margin (%d spaces, from its first line)", margin)}
		}
		l = l[min(margin, len(l)):]
		for c := 0; c < len(l); c++ {
			if l[c] == ' ' {
				continue
			}
			// which cell sits here?
			y := i
			if hex.StaggerX {
				y = i / 2
			}
			x := c / 2
			if col(x, y) != c || line(x, y) != i {
				return nil, asciiProblem(name, first+i, margin+c+1, "%s lies between hexes; cells sit on every other column, shifted rows (or columns) one (or two) further right (see docs/maps.md)", quote.Quote(l[c:c+1]))
			}
			if !strings.ContainsRune(ASCIILegend, rune(l[c])) {
				return nil, unknownChar(name, first+i, margin+c+1, l[c:c+1])
			}
			rows[y][x] = l[c]
		}
	}
	out := make([]string, h)
	for y := range rows {
		for x, c := range rows[y] {
			if c == 0 {
				return nil, Problem{File: name, Line: first + line(x, y), Msg: fmt.Sprintf("hex %d of map row %d is missing; every row must have %d hexes", x+1, y+1, w)}
			}
		}
		out[y] = string(rows[y])
	}
	return out, nil
}

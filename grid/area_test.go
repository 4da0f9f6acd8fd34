package grid

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// areaPicture draws the map as its ASCII text lies (squares, or hexes in rows), each cell '.',
// the area's cells '*', its origin 'O' ('@' when held) and where it points 'T' ('t' when held).
func areaPicture(m *Map, a Area, cells []Pos) string {
	var b strings.Builder
	for y := range m.Height {
		if m.Topology == Hex && m.Hex.staggered(y) {
			b.WriteByte(' ')
		}
		for x := range m.Width {
			p := Pos{x, y}
			in := slices.Contains(cells, p)
			c := byte('.')
			switch {
			case p == a.Origin && in:
				c = '@'
			case p == a.Origin:
				c = 'O'
			case p == a.Toward && a.Kind >= AreaCone && in:
				c = 't'
			case p == a.Toward && a.Kind >= AreaCone:
				c = 'T'
			case in:
				c = '*'
			}
			b.WriteByte(c)
			if m.Topology == Hex && x < m.Width-1 {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// hexBoard is an open hex map of w×h cells in rows, odd rows shifted.
func hexBoard(w, h int) *Map {
	var b strings.Builder
	b.WriteString("hex: rows odd\n")
	for y := range h {
		if y%2 == 1 {
			b.WriteByte(' ')
		}
		b.WriteString(strings.TrimSpace(strings.Repeat(". ", w)) + "\n")
	}
	return MustASCII(b.String())
}

// pic trims a picture written in a test: its first line break and each line's indentation.
func pic(s string) string {
	var b strings.Builder
	for _, l := range strings.Split(strings.Trim(s, "\n"), "\n") {
		l = strings.TrimLeft(l, "\t")
		b.WriteString(l + "\n")
	}
	return b.String()
}

// TestAreaShapes: which cells bursts, the Delvers square, cones and lines hold on squares and
// hexes, as pictures: a cell is held when the shape reaches a quarter of a cell into it
// (docs/rulings.md "Areas as shapes").
func TestAreaShapes(t *testing.T) {
	sq, hx := NewMap(10, 10), hexBoard(10, 10)
	cases := []struct {
		name string
		m    *Map
		a    Area
		want string
	}{
		{"20-ft radius is an 8x8 square on the intersection (Magic Bomb)", sq, Area{Kind: AreaSquare, Origin: Pos{5, 5}, Feet: 20}, `
			..........
			.********.
			.********.
			.********.
			.********.
			.****@***.
			.********.
			.********.
			.********.
			..........`},
		{"a 10-ft burst on squares: a round 21", sq, Area{Kind: AreaBurst, Origin: Pos{4, 4}, Feet: 10}, `
			..........
			..........
			...***....
			..*****...
			..**@**...
			..*****...
			...***....
			..........
			..........
			..........`},
		{"a 15-ft burst on squares: 37, the corners' slivers left out", sq, Area{Kind: AreaBurst, Origin: Pos{4, 4}, Feet: 15}, `
			..........
			...***....
			..*****...
			.*******..
			.***@***..
			.*******..
			..*****...
			...***....
			..........
			..........`},
		{"a 15-ft cone east on squares", sq, Area{Kind: AreaCone, Origin: Pos{1, 4}, Toward: Pos{5, 4}, Feet: 15}, `
			..........
			..........
			..........
			...**.....
			.O***T....
			...**.....
			..........
			..........
			..........
			..........`},
		{"a 30-ft line on the diagonal", sq, Area{Kind: AreaLine, Origin: Pos{1, 1}, Toward: Pos{5, 5}, Feet: 30}, `
			..........
			.O*.......
			.***......
			..***.....
			...***....
			....*t....
			..........
			..........
			..........
			..........`},
		{"a 10-ft burst on hexes: the hex and two rings, 19", hx, Area{Kind: AreaBurst, Origin: Pos{5, 5}, Feet: 10}, `
			. . . . . . . . . .
			 . . . . . . . . . .
			. . . . . . . . . .
			 . . . . * * * . . .
			. . . . * * * * . .
			 . . . * * @ * * . .
			. . . . * * * * . .
			 . . . . * * * . . .
			. . . . . . . . . .
			 . . . . . . . . . .`},
		{"a 15-ft cone east on hexes", hx, Area{Kind: AreaCone, Origin: Pos{1, 5}, Toward: Pos{5, 5}, Feet: 15}, `
			. . . . . . . . . .
			 . . . . . . . . . .
			. . . . . . . . . .
			 . . . . . . . . . .
			. . . * * . . . . .
			 . O * * * T . . . .
			. . . * * . . . . .
			 . . . . . . . . . .
			. . . . . . . . . .
			 . . . . . . . . . .`},
		{"a 30-ft line on hexes", hx, Area{Kind: AreaLine, Origin: Pos{1, 1}, Toward: Pos{5, 5}, Feet: 30}, `
			. . . . . . . . . .
			 . O * . . . . . . .
			. . * * . . . . . .
			 . . * * * . . . . .
			. . . . * * . . . .
			 . . . . * t * . . .
			. . . . . . * . . .
			 . . . . . . . . . .
			. . . . . . . . . .
			 . . . . . . . . . .`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := areaPicture(c.m, c.a, c.m.AreaCells(nil, c.a))
			if want := pic(c.want); got != want {
				t.Errorf("got\n%swant\n%s", got, want)
			}
		})
	}
}

// TestAreaBurstIsRings: on hexes of every layout a burst of 5, 10 or 15 ft holds exactly the
// hexes within 1, 2 or 3 steps, as Map.Area counts them; on squares the Delvers square holds
// Map.Area's squares.
func TestAreaBurstIsRings(t *testing.T) {
	for _, lay := range []HexLayout{{}, {StaggerEven: true}, {StaggerX: true}, {StaggerX: true, StaggerEven: true}} {
		m := NewHexMap(13, 13, lay)
		for _, at := range []Pos{{6, 6}, {5, 6}, {6, 5}, {0, 0}, {12, 7}} {
			for n := 1; n <= 3; n++ {
				got := m.AreaCells(nil, Area{Kind: AreaBurst, Origin: at, Feet: 5 * n})
				if want := m.Within(nil, at, n); !slices.Equal(got, want) {
					t.Errorf("%+v at %v, %d ft: %v, want %v", lay, at, 5*n, got, want)
				}
			}
		}
	}
	sq := NewMap(20, 20)
	for _, at := range []Pos{{10, 10}, {0, 0}, {19, 3}} {
		for _, ft := range []int{5, 7, 10, 20} {
			got := sq.AreaCells(nil, Area{Kind: AreaSquare, Origin: at, Feet: ft})
			n := (ft + 4) / 5
			var want []Pos
			for y := at.Y - n; y < at.Y+n; y++ {
				for x := at.X - n; x < at.X+n; x++ {
					if sq.In(Pos{x, y}) {
						want = append(want, Pos{x, y})
					}
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("square at %v, %d ft: %v, want %v", at, ft, got, want)
			}
		}
	}
}

// TestAreaHoldsNothing: an area of no size, off the map, or a cone or line pointing nowhere
// holds no cell and has no outline.
func TestAreaHoldsNothing(t *testing.T) {
	m := NewMap(6, 6)
	for _, a := range []Area{
		{Kind: AreaBurst, Origin: Pos{2, 2}},
		{Kind: AreaBurst, Origin: Pos{-1, 2}, Feet: 10},
		{Kind: AreaCone, Origin: Pos{2, 2}, Toward: Pos{2, 2}, Feet: 15},
		{Kind: AreaLine, Origin: Pos{2, 2}, Toward: Pos{9, 9}, Feet: 15},
	} {
		if got := m.AreaCells(nil, a); len(got) != 0 {
			t.Errorf("%+v holds %v", a, got)
		}
	}
	if len(m.AreaOutline(Area{Kind: AreaBurst, Origin: Pos{2, 2}})) != 0 {
		t.Error("an area of no size has an outline")
	}
}

// TestAreaOutline: the outline is drawn in the map's pixels: a 10-ft burst's corners lie two
// cells from its cell's centre, and the Delvers square's are the intersections four squares out.
func TestAreaOutline(t *testing.T) {
	m := NewMap(10, 10)
	m.TileWidth, m.TileHeight = 32, 32
	cx, cy := m.CellCentre(Pos{4, 4})
	for _, p := range m.AreaOutline(Area{Kind: AreaBurst, Origin: Pos{4, 4}, Feet: 10}) {
		if d := math.Hypot(p.X-cx, p.Y-cy); math.Abs(d-64) > 1e-9 {
			t.Errorf("burst corner %v is %v px from the centre, want 64", p, d)
		}
	}
	got := m.AreaOutline(Area{Kind: AreaSquare, Origin: Pos{5, 5}, Feet: 20})
	want := []Point{{32, 32}, {288, 32}, {288, 288}, {32, 288}}
	if !slices.Equal(got, want) {
		t.Errorf("square outline %v, want %v", got, want)
	}
}

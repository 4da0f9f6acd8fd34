package grid

// Tests of hex maps: the ASCII layouts, cube distance, neighbours, pixel geometry.

import (
	"slices"
	"testing"
)

// hexLayouts are the four ways Tiled lays hexes out, by their ASCII names.
var hexLayouts = []struct {
	name string
	h    HexLayout
}{
	{"rows odd", HexLayout{}},
	{"rows even", HexLayout{StaggerEven: true}},
	{"columns odd", HexLayout{StaggerX: true}},
	{"columns even", HexLayout{StaggerX: true, StaggerEven: true}},
}

func TestHexASCII(t *testing.T) {
	cases := []struct {
		name, text string
		w, h       int
		walls      []Pos
	}{
		{"rows odd", `
			hex: rows odd
			. . # .
			 . . . .
			# . . .`, 4, 3, []Pos{{2, 0}, {0, 2}}},
		{"rows even: row 0 is shifted", `
			hex: rows even
			 . # .
			. . .`, 3, 2, []Pos{{1, 0}}},
		{"columns odd: two lines a row", `
			hex: columns odd
			.   #
			  .   .
			.   .
			  #   .`, 4, 2, []Pos{{2, 0}, {1, 1}}},
		{"columns even: the even columns are lower", `
			hex: columns even
			  .   #
			.   .`, 4, 1, []Pos{{3, 0}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := ParseASCII("t", c.text)
			if err != nil {
				t.Fatal(err)
			}
			if m.Topology != Hex || m.Width != c.w || m.Height != c.h {
				t.Fatalf("got a %v map %dx%d, want hex %dx%d", m.Topology, m.Width, m.Height, c.w, c.h)
			}
			var walls []Pos
			for i := range m.Width * m.Height {
				if m.At(m.PosOf(i)).Sight == SightBlocked {
					walls = append(walls, m.PosOf(i))
				}
			}
			if !slices.Equal(walls, c.walls) {
				t.Errorf("walls %v, want %v", walls, c.walls)
			}
		})
	}
}

func TestHexASCIIRefuses(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"between hexes", "hex: rows odd\n.  .", "lies between hexes"},
		{"a missing hex", "hex: rows odd\n. . .\n . .", "hex 3 of map row 2 is missing"},
		{"bad layout", "hex: diagonal\n.", `must be "hex: rows|columns odd|even"`},
		{"odd lines of columns", "hex: columns odd\n.   .", "two lines a row"},
		{"unknown character", "hex: rows odd\n. X", `unknown map character "X"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseASCII("t", c.text)
			if err == nil || !contains(err.Error(), c.want) {
				t.Errorf("error %v, want one saying %q", err, c.want)
			}
		})
	}
}

// contains reports whether s holds sub.
func contains(s, sub string) bool {
	return len(sub) == 0 || len(s) >= len(sub) && (s[:len(sub)] == sub || contains(s[1:], sub))
}

// TestHexNeighbours: every layout gives each hex six neighbours at distance 1, each of which
// has it back as a neighbour, and distance is the fewest steps (a breadth-first search).
func TestHexNeighbours(t *testing.T) {
	for _, l := range hexLayouts {
		t.Run(l.name, func(t *testing.T) {
			m := NewHexMap(9, 8, l.h)
			for i := range m.Width * m.Height {
				p := m.PosOf(i)
				seen := map[Pos]bool{}
				for d := range 6 {
					q := m.Neighbour(p, d)
					if seen[q] || q == p {
						t.Fatalf("%v: neighbour %d is %v, repeated", p, d, q)
					}
					seen[q] = true
					if m.In(q) && (!m.Adjacent(p, q) || !m.Adjacent(q, p) || m.Distance(p, q) != 1) {
						t.Fatalf("%v and %v: not adjacent both ways", p, q)
					}
				}
				// breadth-first steps from p agree with Distance
				steps := map[Pos]int{p: 0}
				queue := []Pos{p}
				for len(queue) > 0 {
					c := queue[0]
					queue = queue[1:]
					for _, q := range m.AppendNeighbours(nil, c) {
						if _, ok := steps[q]; !ok {
							steps[q] = steps[c] + 1
							queue = append(queue, q)
						}
					}
				}
				for q, n := range steps {
					if d := m.Distance(p, q); d != n {
						t.Fatalf("Distance(%v, %v) = %d, but it is %d steps", p, q, d, n)
					}
				}
			}
		})
	}
}

// TestHexNeighboursTouch: neighbours are the hexes whose drawn outlines share an edge.
func TestHexNeighboursTouch(t *testing.T) {
	for _, l := range hexLayouts {
		t.Run(l.name, func(t *testing.T) {
			m := NewHexMap(6, 6, l.h)
			p := Pos{2, 3}
			shared := func(q Pos) int {
				a, b := m.CellPolygon(nil, p), m.CellPolygon(nil, q)
				n := 0
				for _, x := range a {
					if slices.Contains(b, x) {
						n++
					}
				}
				return n
			}
			for i := range m.Width * m.Height {
				q := m.PosOf(i)
				if q == p {
					continue
				}
				if got, want := m.Adjacent(p, q), shared(q) == 2; got != want {
					t.Errorf("%v and %v: adjacent %v, but they share %d corners", p, q, got, shared(q))
				}
			}
		})
	}
}

// TestHexGeometryAsTiled: the pixel geometry is Tiled's (hexagonalrenderer.cpp), odd sizes
// rounded down: a 15×13 tile with side 6 on rows draws 14 wide and 12 high (6 + 2×3).
func TestHexGeometryAsTiled(t *testing.T) {
	g := HexLayout{SideLength: 6}.geom(15, 13)
	if g.tileW != 14 || g.tileH != 12 || g.rowH != 9 || g.colW != 7 {
		t.Errorf("15x13 side 6: %+v, want a 14x12 box, rows 9 apart", g)
	}
	// hexagonal-mini.tmx: 14×12, side 6, rows odd; row 1 is shifted by half a tile
	m := NewHexMap(20, 20, HexLayout{SideLength: 6})
	m.TileWidth, m.TileHeight = 14, 12
	if x, y := m.CellOrigin(Pos{0, 1}); x != 7 || y != 9 {
		t.Errorf("origin of (0,1) = %v,%v, want 7,9", x, y)
	}
	if w, h := m.PixelSize(); w != 20*14+7 || h != 20*9+3 {
		t.Errorf("map size %v×%v, want %v×%v", w, h, 20*14+7, 20*9+3)
	}
	// columns even, 60×60 side 30: column 0 is shifted down by 45
	m = NewHexMap(4, 4, HexLayout{StaggerX: true, StaggerEven: true, SideLength: 30})
	m.TileWidth, m.TileHeight = 60, 60
	if x, y := m.CellOrigin(Pos{0, 0}); x != 0 || y != 30 {
		t.Errorf("origin of (0,0) = %v,%v, want 0,30", x, y)
	}
	if x, y := m.CellOrigin(Pos{1, 0}); x != 45 || y != 0 {
		t.Errorf("origin of (1,0) = %v,%v, want 45,0", x, y)
	}
}

// TestHexCellAt: the pointer's hex is the one whose outline holds it, for every layout: each
// cell's centre maps to it, and so does a point just inside each of its corners.
func TestHexCellAt(t *testing.T) {
	for _, l := range hexLayouts {
		t.Run(l.name, func(t *testing.T) {
			m := NewHexMap(7, 6, l.h)
			for i := range m.Width * m.Height {
				p := m.PosOf(i)
				cx, cy := m.CellCentre(p)
				if got, ok := m.CellAt(cx, cy); !ok || got != p {
					t.Fatalf("centre of %v maps to %v %v", p, got, ok)
				}
				for _, c := range m.CellPolygon(nil, p) {
					x, y := c.X+(cx-c.X)*0.05, c.Y+(cy-c.Y)*0.05
					if got, ok := m.CellAt(x, y); !ok || got != p {
						t.Fatalf("near corner %v of %v: maps to %v %v", c, p, got, ok)
					}
				}
			}
			if _, ok := m.CellAt(-5, -5); ok {
				t.Error("a pixel off the map is on it")
			}
		})
	}
}

// TestHexArea: an area's radius counts hexes, rounded up: 10 ft is 2 rings, 19 hexes.
func TestHexArea(t *testing.T) {
	m := NewHexMap(11, 11, HexLayout{})
	for _, c := range []struct{ ft, n int }{{5, 7}, {10, 19}, {7, 19}, {15, 37}} {
		if got := len(m.Area(Pos{5, 5}, c.ft)); got != c.n {
			t.Errorf("radius %d ft: %d hexes, want %d", c.ft, got, c.n)
		}
	}
}

// TestHexMovement: six steps of 5 ft; rough ground (`~`) costs 10 ft to enter as on squares
// (enchanted-realms-combat.txt: every foot in rough terrain costs one extra); a 60-ft move on
// open ground reaches every hex within 12 steps, 1 + 3·12·13 = 469 of them.
func TestHexMovement(t *testing.T) {
	m := NewHexMap(30, 30, HexLayout{})
	r := m.Reachable(Mover{ID: 1, From: Pos{15, 15}, Budget: 60}, nil, nil)
	if n := len(r.Squares()); n != 469 {
		t.Errorf("60 ft on open hexes reaches %d, want 469", n)
	}
	m = MustASCII(`
		hex: rows odd
		. ~ ~ .
		 . # . .
		. . . .`)
	r = m.Reachable(Mover{ID: 1, From: Pos{0, 0}, Budget: 20}, nil, nil)
	cases := []struct {
		to   Pos
		feet int
		ok   bool
	}{
		{Pos{1, 0}, 10, true}, // rough: 10 ft
		{Pos{2, 0}, 20, true}, // two rough hexes
		{Pos{0, 1}, 5, true},  // row 1 is shifted: (0,1) is below-right of (0,0)
		{Pos{1, 1}, 0, false}, // a wall
		{Pos{2, 1}, 20, true}, // round the wall: (0,1), (0,2), (1,2), (2,1)
		{Pos{3, 0}, 0, false}, // 25 ft away
	}
	for _, c := range cases {
		feet, ok := r.Cost(c.to)
		if ok != c.ok || ok && feet != c.feet {
			t.Errorf("cost to %v = %d %v, want %d %v", c.to, feet, ok, c.feet, c.ok)
		}
	}
	// a path's steps are between neighbours, each with the enemies adjacent before and after
	occ := make([]Occupant, m.Width*m.Height)
	occ[m.Index(Pos{1, 2})] = Occupant{ID: 9, Side: 2, Standing: true}
	r = m.Reachable(Mover{ID: 1, Side: 1, From: Pos{0, 0}, Budget: 20}, occ, nil)
	path := r.Path(Pos{0, 2})
	if len(path) != 2 || !m.Adjacent(path[0].From, path[0].To) || !slices.Equal(path[1].After, []int{9}) || len(path[0].Before) != 0 {
		t.Errorf("path to (0,2): %+v", path)
	}
}

// TestHexLine: a straight line of hexes steps from neighbour to neighbour, one step per hex of
// distance, the same reversed, on every layout; along a row it is the row.
func TestHexLine(t *testing.T) {
	for _, l := range hexLayouts {
		m := NewHexMap(9, 8, l.h)
		for i := range m.Width * m.Height {
			for j := range m.Width * m.Height {
				a, b := m.PosOf(i), m.PosOf(j)
				line := m.Line(a, b)
				if len(line) != m.Distance(a, b)+1 || line[0] != a || line[len(line)-1] != b {
					t.Fatalf("%s: Line(%v, %v) = %v", l.name, a, b, line)
				}
				for k := 1; k < len(line); k++ {
					if !m.Adjacent(line[k-1], line[k]) {
						t.Fatalf("%s: Line(%v, %v) = %v: a gap", l.name, a, b, line)
					}
				}
				back := m.Line(b, a)
				slices.Reverse(back)
				if !slices.Equal(line, back) {
					t.Fatalf("%s: Line(%v, %v) = %v, reversed %v", l.name, a, b, line, back)
				}
			}
		}
	}
	m := NewHexMap(9, 8, HexLayout{})
	if got := m.Line(Pos{1, 2}, Pos{5, 2}); !slices.Equal(got, []Pos{{1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2}}) {
		t.Errorf("along row 2: %v", got)
	}
	// AppendLine keeps what the buffer held, either way round
	if got := m.AppendLine([]Pos{{0, 0}}, Pos{5, 2}, Pos{3, 2}); !slices.Equal(got, []Pos{{0, 0}, {5, 2}, {4, 2}, {3, 2}}) {
		t.Errorf("AppendLine after (0,0): %v", got)
	}
}

// TestHexEdgeBand: on a hex map without objects the first two sides deploy along the left and
// right edges, the offset grid's columns: 12 columns wide, a sixth is 2 deep, 2×8 hexes each,
// far apart; the third and fourth along the top and bottom rows.
func TestHexEdgeBand(t *testing.T) {
	for _, l := range hexLayouts {
		m := NewHexMap(12, 8, l.h)
		left, right := m.EdgeBand(EdgeLeft), m.EdgeBand(EdgeRight)
		if len(left) != 16 || len(right) != 16 {
			t.Fatalf("%s: bands of %d and %d hexes, want 16 each", l.name, len(left), len(right))
		}
		for _, p := range left {
			for _, q := range right {
				if p.X > 1 || q.X < 10 || m.Distance(p, q) < 8 {
					t.Fatalf("%s: %v (left) and %v (right) are %d apart", l.name, p, q, m.Distance(p, q))
				}
			}
		}
		if top := m.EdgeBand(EdgeTop); len(top) != 2*12 || top[len(top)-1].Y != 1 {
			t.Errorf("%s: the top band %v", l.name, top)
		}
	}
}

// TestHexStepEnemies: each step of a path on hexes lists the standing enemies beside the mover
// before and after it, in the order of the cells round it (Map.Neighbour: east first, the two
// below last), so a ruleset sees whom a step leaves: A at (1,1) has e east of it and f below
// right; the step up to (2,0) keeps e and leaves f, the next one east to (3,0) keeps e.
func TestHexStepEnemies(t *testing.T) {
	m := MustASCII(`
		hex: rows odd
		. . . . .
		 . . . . .
		. . . . .`)
	occ := make([]Occupant, m.Width*m.Height)
	e, f := Pos{2, 1}, Pos{2, 2}
	occ[m.Index(e)] = Occupant{ID: 7, Side: 2, Standing: true}
	occ[m.Index(f)] = Occupant{ID: 8, Side: 2, Standing: true}
	r := m.Reachable(Mover{ID: 1, Side: 1, From: Pos{1, 1}, Budget: 10}, occ, nil)
	path := r.Path(Pos{3, 0})
	if len(path) != 2 || path[0].To != (Pos{2, 0}) {
		t.Fatalf("path to (3,0): %+v, want through (2,0)", path)
	}
	want := []struct{ before, after, leaves []int }{
		{[]int{7, 8}, []int{7}, []int{8}},
		{[]int{7}, []int{7}, nil},
	}
	for i, w := range want {
		s := path[i]
		if !slices.Equal(s.Before, w.before) || !slices.Equal(s.After, w.after) || !slices.Equal(s.Leaves(), w.leaves) {
			t.Errorf("step %d %v→%v: before %v after %v leaves %v; want %v, %v, %v", i, s.From, s.To, s.Before, s.After, s.Leaves(), w.before, w.after, w.leaves)
		}
	}
	// a prone enemy is no threat: it is not listed
	occ[m.Index(f)].Standing = false
	r = m.Reachable(Mover{ID: 1, Side: 1, From: Pos{1, 1}, Budget: 10}, occ, r)
	if p := r.Path(Pos{2, 0}); len(p) != 1 || !slices.Equal(p[0].Before, []int{7}) {
		t.Errorf("with f prone, the step to (2,0): %+v", p)
	}
}

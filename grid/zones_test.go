package grid

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// terrainPicture draws each cell of the map by its terrain: '#' blocked, 'd' difficult, 'h'
// half cover, 'c' concealing, '^' high, '.' anything else; hexes in rows as ASCII maps lie.
func terrainPicture(m *Map) string {
	var b strings.Builder
	for y := range m.Height {
		if m.Topology == Hex && m.Hex.staggered(y) {
			b.WriteByte(' ')
		}
		for x := range m.Width {
			t := m.At(Pos{x, y})
			c := byte('.')
			switch {
			case t.Move == MoveBlocked:
				c = '#'
			case t.Move == MoveDifficult:
				c = 'd'
			case t.Cover == CoverHalf:
				c = 'h'
			case t.Conceal:
				c = 'c'
			case t.High:
				c = '^'
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

// cellsPicture draws the map with the cells given as '*'.
func cellsPicture(m *Map, cells []Pos) string {
	return areaPicture(m, Area{Origin: Pos{-9, -9}}, cells)
}

// TestTerrainZones: objects of the class Terrain drawn as rectangles, ellipses and polygons
// lay their properties on the cells they hold by the area rule (a quarter of a cell, or lying
// across a cell when thinner); a shape that holds no cell, a point and an unknown class are
// warnings naming the object.
// The same map is saved as TMX (with Tiled 1.9's class) and as JSON (with older Tiled's type).
func TestTerrainZones(t *testing.T) {
	for _, file := range []string{"zones.tmx", "zones.tmj"} {
		t.Run(file, func(t *testing.T) { terrainZones(t, file) })
	}
}

// terrainZones checks one file of TestTerrainZones.
func terrainZones(t *testing.T, file string) {
	m, err := LoadTiled(fixture(file))
	if err != nil {
		t.Fatal(err)
	}
	// mud: 2 squares by 1½: its half row counts (half a cell ≥ a quarter); darkness: the
	// ellipse in a 3×3 box reaches into its corners too (0.44 of a square in along each side,
	// 0.62 along the diagonal); the low wall, 4 px thick, lies across four squares of row 5;
	// the rubble's L from (6,4); the turned rectangle (64×16 turned 90° about its top-left
	// corner at (48,96)) stands in column 1
	want := pic(`
		.....ccc..
		.dd..ccc..
		.dd..ccc..
		.^........
		.^....ddd.
		.hhhh.d...
		......d...
		..........`)
	if got := terrainPicture(m); got != want {
		t.Errorf("terrain:\n%s\nwant:\n%s", got, want)
	}
	for _, w := range []struct{ place, msg string }{
		{`object 5 "on the seam"`, "this Terrain zone covers no cell"},
		{`object 6 "lava"`, `class "Fire" is not a class the game reads`},
		{`object 7 "a spot"`, "a Terrain zone is a rectangle, an ellipse or a polygon"},
	} {
		found := false
		for _, p := range m.Problems {
			if p.Warning && strings.HasSuffix(p.File, file) && p.Place == w.place && strings.Contains(p.Msg, w.msg) {
				found = true
			}
		}
		if !found {
			t.Errorf("no warning at %s saying %q in:\n%v", w.place, w.msg, m.Problems)
		}
	}
}

// TestShapeCells: the cells a shape holds, on squares and on hexes, by resolv's projections on
// the separating axes: a quarter of a cell in, or all of a thin shape's width.
func TestShapeCells(t *testing.T) {
	sq := MustASCII(strings.Repeat("........\n", 5))
	hex := hexBoard(8, 5)
	rect := func(x0, y0, x1, y1 float64) []Point { return []Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}} }
	hw, hh := hex.CellSize()
	hx, hy := hex.CellCentre(Pos{3, 2})
	for _, c := range []struct {
		name string
		m    *Map
		ring []Point
		want string
	}{
		{"a rectangle of 2 by 1¼ squares: the quarter row counts", sq, rect(32, 32, 96, 72), `
			........
			.**.....
			.**.....
			........
			........`},
		{"a rectangle reaching a fifth into a row: that row does not count", sq, rect(32, 32, 96, 70), `
			........
			.**.....
			........
			........
			........`},
		{"a thin wall lying across squares holds them, one on the seam holds none", sq, rect(8, 100, 120, 104), `
			........
			........
			........
			****....
			........`},
		{"a thin wall on the seam between rows", sq, rect(8, 94, 120, 98), `
			........
			........
			........
			........
			........`},
		{"a concave L: the corner it leaves out is not held", sq, []Point{{0, 0}, {96, 0}, {96, 32}, {32, 32}, {32, 96}, {0, 96}}, `
			***.....
			*.......
			*.......
			........
			........`},
		{"on hexes: a box half a hex's size around a centre holds that hex only", hex, rect(hx-hw/4, hy-hh/4, hx+hw/4, hy+hh/4), `
			. . . . . . . .
			 . . . . . . . .
			. . . * . . . .
			 . . . . . . . .
			. . . . . . . .`},
		{"on hexes: the box around a hex reaches a quarter into the four neighbours its corners poke into", hex, rect(hx-hw/2, hy-hh/2, hx+hw/2, hy+hh/2), `
			. . . . . . . .
			 . . * * . . . .
			. . . * . . . .
			 . . * * . . . .
			. . . . . . . .`},
		{"on hexes: a long thin wall across a row", hex, rect(hx-2*hw, hy-2, hx+2*hw, hy+2), `
			. . . . . . . .
			 . . . . . . . .
			. * * * * * . .
			 . . . . . . . .
			. . . . . . . .`},
	} {
		t.Run(c.name, func(t *testing.T) {
			work := 0
			got := cellsPicture(c.m, c.m.ShapeCells(nil, c.ring, &work, 1<<20))
			if want := pic(c.want); got != want {
				t.Errorf("cells:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// TestCollisionShapesBlockTheCellsTheyHold: a tile's collision shapes block movement in the
// cells they hold by the same rule as zones: a pillar in the middle of a square and a post in
// its corner lie wholly in it and block it; a thin bar across the seam below the square holds
// neither square; a box drawn half over the next square blocks both; a thin line (a polyline
// wall) blocks its tile's square as before; a tile that says `move` itself keeps it.
func TestCollisionShapesBlockTheCellsTheyHold(t *testing.T) {
	dir := t.TempDir()
	tile := func(id int, shape string) string {
		return fmt.Sprintf(`  <tile id="%d"><image width="16" height="16" source="tiny.png"/>
   <objectgroup><object id="1" %s</objectgroup></tile>
`, id, shape)
	}
	writeFiles(t, dir, map[string]string{"m.tmx": tmx(7, 2, ` <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="6" columns="0">
`+tile(0, `x="6" y="6" width="4" height="4"/>`)+
		tile(1, `x="0" y="0" width="4" height="4"/>`)+
		tile(2, `x="0" y="14" width="16" height="4"/>`)+
		tile(3, `x="0" y="8"><polyline points="0,0 16,0"/></object>`)+`
  <tile id="4"><properties><property name="move" value="difficult"/></properties><image width="16" height="16" source="tiny.png"/>
   <objectgroup><object id="1" x="0" y="0" width="16" height="16"/></objectgroup></tile>
`+tile(5, `x="8" y="0" width="16" height="16"/>`)+` </tileset>
 <layer id="1" name="Walls" width="7" height="2">
  <data encoding="csv">1,2,3,4,5,6,0,0,0,0,0,0,0,0</data>
 </layer>`)})
	copyFixture(t, "tiny.png", filepath.Join(dir, "tiny.png"))
	m, err := LoadTiled(filepath.Join(dir, "m.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := terrainPicture(m), "##.#d##\n.......\n"; got != want {
		t.Errorf("terrain %q, want %q: pillar, corner post, bar on the seam (open), line, a tile saying difficult, a box half over the next square", got, want)
	}
}

// TestTerrainZonesOnHexes: a Terrain zone on a hex map (pointy-top, odd rows shifted, as Tiled
// saves one) holds hexes by the same rule: an ellipse in the box of hex (1,1) holds that hex
// only (it pokes into no neighbour by a quarter); a wall 4 px thick along row 3 from the centre
// of (1,3) to that of (4,3) lies across those four hexes.
func TestTerrainZonesOnHexes(t *testing.T) {
	dir := t.TempDir()
	// hex (x, y)'s box: x·28 (+14 on odd rows), y·24; 28×32; its centre 14, 16 in
	writeFiles(t, dir, map[string]string{"h.tmx": `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="6" height="5" tilewidth="28" tileheight="32" infinite="0" hexsidelength="16" staggeraxis="y" staggerindex="odd" nextlayerid="3" nextobjectid="3">
 <layer id="1" name="Floor" width="6" height="5">
  <data encoding="csv">0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0</data>
 </layer>
 <objectgroup id="2" name="Zones">
  <object id="1" name="fog" class="Terrain" x="42" y="24" width="28" height="32">
   <properties><property name="conceal" type="bool" value="true"/></properties>
   <ellipse/>
  </object>
  <object id="2" name="drystone" class="Terrain" x="56" y="86" width="84" height="4">
   <properties><property name="cover" value="half"/></properties>
  </object>
 </objectgroup>
</map>
`})
	m, err := LoadTiled(filepath.Join(dir, "h.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	want := pic(`
		. . . . . .
		 . c . . . .
		. . . . . .
		 . h h h h .
		. . . . . .`)
	if got := terrainPicture(m); got != want {
		t.Errorf("terrain:\n%s\nwant:\n%s", got, want)
	}
	if len(m.Problems) != 0 {
		t.Errorf("problems: %v", m.Problems)
	}
}

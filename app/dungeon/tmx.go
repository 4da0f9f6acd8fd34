package dungeon

// TMX: a dungeon and its encounter written as a Tiled map with the bundled dungeon tileset.

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"skirmish/internal/atomicfile"
	"strings"

	"skirmish/grid"
	"skirmish/maps"
)

// Group is a number of units of one catalog id (or group id, such as the party's "delver").
type Group struct {
	Unit  string `json:"unit"`
	Count int    `json:"count"`
}

// Encounter is the foes of a dungeon, by kind.
type Encounter []Group

// Units is how many foes the encounter has.
func (e Encounter) Units() int {
	n := 0
	for _, g := range e {
		n += g.Count
	}
	return n
}

// String writes the encounter: "3 skeleton, 1 ghoul".
func (e Encounter) String() string {
	var parts []string
	for _, g := range e {
		if g.Count > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", g.Count, g.Unit))
		}
	}
	if len(parts) == 0 {
		return "no foes"
	}
	return strings.Join(parts, ", ")
}

// Map is everything a generated map says besides its ground.
type Map struct {
	Title, Description string
	// Rules is the ruleset's id.
	Rules string
	// Party is the party's catalog id (a group id such as "delver", or one hero's) and
	// PartySize how many units it gives.
	Party     string
	PartySize int
	// Heroes, when set, are the party instead: one unit of each catalog id (a campaign's
	// party, hero by hero), each its own spawn in the party's room.
	Heroes []string
	Foes   Encounter
}

// PartyLine names the party for a description: its catalog id, or its heroes' ids.
func (d Map) PartyLine() string {
	if len(d.Heroes) > 0 {
		return strings.Join(d.Heroes, ", ")
	}
	return d.Party
}

// TilesetFile is where the map looks for the dungeon tileset, from its own folder, and
// HexTilesetFile for the hex tileset; each tileset's picture is beside it.
const (
	TilesetFile    = "tiles/dungeon.tsx"
	HexTilesetFile = "tiles/hex.tsx"
)

// tileset is the tileset file the map names.
func (l *Layout) tileset() string {
	if l.Hex {
		return HexTilesetFile
	}
	return TilesetFile
}

// tilesetFiles are the files a generated map needs beside it: by their path there, and their
// path in the bundled maps.
func (l *Layout) tilesetFiles() [][2]string {
	if l.Hex {
		return [][2]string{{HexTilesetFile, "hex/tiles/hex.tsx"}, {"tiles/hex.png", "hex/tiles/hex.png"}}
	}
	return [][2]string{{TilesetFile, TilesetFile}, {"tiles/dungeon.png", "tiles/dungeon.png"}}
}

// Global tile ids of the dungeon tileset (maps/tiles/dungeon.tsx: local id + 1).
const (
	gidFloor1, gidFloor2 = 1, 2
	gidWallTop, gidWall  = 9, 10
	gidPillar            = 13
	gidDoor              = 14
	gidRubble            = 16
	gidLowWall           = 17
	gidWater             = 19
	gidStairs            = 23
	gidTranspose         = 0x20000000 // Tiled's diagonal flip: a door turned into a north-south wall
)

// Global tile ids of the hex tileset (maps/hex/tiles/hex.tsx: local id + 1).
const (
	hexFloor1, hexFloor2 = 1, 2
	hexRough             = 5 // difficult ground
	hexPillar            = 6 // blocks movement, not sight
	hexWall              = 7
	hexLowWall           = 9 // half cover, difficult
	hexPaving            = 10
	hexRubble            = 11
)

// cellPx is a square's size in pixels.
const cellPx = 32

// TMX writes the layout and what d says as a Tiled map (orthogonal, 32 px squares, the
// dungeon tileset): a Ground layer (floor, water, stairs), a Walls layer (walls, doors,
// pillars, low walls, rubble) and a Setup object layer: the party's Deploy region (the first
// room) and Spawn, the foes' Deploy region (the last room) and Spawns spread over the other
// rooms from the last, four units at most a spawn, and an Exit on each stairs (the party's
// up, the foes' down).
func (l *Layout) TMX(d Map) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	if l.Hex {
		fmt.Fprintf(&b, `<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" width="%d" height="%d" tilewidth="28" tileheight="32" infinite="0" hexsidelength="16" staggeraxis="y" staggerindex="odd" nextlayerid="4" nextobjectid="%d">`+"\n",
			l.W, l.H, 1+len(l.objects(d)))
	} else {
		fmt.Fprintf(&b, `<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="32" tileheight="32" infinite="0" nextlayerid="4" nextobjectid="%d">`+"\n",
			l.W, l.H, 1+len(l.objects(d)))
	}
	b.WriteString(" <properties>\n")
	ambience := "dungeon"
	if l.Theme.Ground == Water {
		ambience = "cave"
	}
	prop(&b, "  ", "ambience", "", ambience)
	prop(&b, "  ", "description", "", d.Description)
	prop(&b, "  ", "ruleset", "", d.Rules)
	prop(&b, "  ", "sides", "", PartySide+","+l.Theme.Foes)
	prop(&b, "  ", "title", "", d.Title)
	b.WriteString(" </properties>\n")
	fmt.Fprintf(&b, " <tileset firstgid=\"1\" source=\"%s\"/>\n", l.tileset())
	ground, walls := l.tiles()
	layer := func(id int, name string, gids []uint32) {
		fmt.Fprintf(&b, " <layer id=\"%d\" name=\"%s\" width=\"%d\" height=\"%d\">\n  <data encoding=\"csv\">\n", id, name, l.W, l.H)
		for y := range l.H {
			for x := range l.W {
				fmt.Fprint(&b, gids[y*l.W+x])
				if x < l.W-1 || y < l.H-1 {
					b.WriteByte(',')
				}
			}
			b.WriteByte('\n')
		}
		b.WriteString("</data>\n </layer>\n")
	}
	layer(1, "Ground", ground)
	layer(2, "Walls", walls)
	b.WriteString(" <objectgroup id=\"3\" name=\"Setup\">\n")
	for i, o := range l.objects(d) {
		fmt.Fprintf(&b, "  <object id=\"%d\" name=\"%s\" type=\"%s\" x=\"%d\" y=\"%d\"", i+1, esc(o.name), o.class, o.x, o.y)
		if o.w > 0 {
			fmt.Fprintf(&b, " width=\"%d\" height=\"%d\"", o.w, o.h)
		}
		b.WriteString(">\n   <properties>\n")
		if o.class == grid.ClassSpawn {
			prop(&b, "    ", "count", "int", fmt.Sprint(o.count))
		}
		prop(&b, "    ", "side", "", o.side)
		if o.class == grid.ClassSpawn {
			prop(&b, "    ", "unit", "", o.unit)
		}
		b.WriteString("   </properties>\n")
		if o.w == 0 {
			b.WriteString("   <point/>\n")
		}
		b.WriteString("  </object>\n")
	}
	b.WriteString(" </objectgroup>\n</map>\n")
	return b.Bytes()
}

// prop writes a property line.
func prop(b *bytes.Buffer, indent, name, typ, value string) {
	t := ""
	if typ != "" {
		t = ` type="` + typ + `"`
	}
	fmt.Fprintf(b, "%s<property name=\"%s\"%s value=\"%s\"/>\n", indent, name, t, esc(value))
}

// esc escapes text for an XML attribute.
func esc(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

// tiles are the global tile ids of the Ground and Walls layers.
func (l *Layout) tiles() (ground, walls []uint32) {
	if l.Hex {
		return l.hexTiles()
	}
	ground, walls = make([]uint32, l.W*l.H), make([]uint32, l.W*l.H)
	for y := range l.H {
		for x := range l.W {
			i := y*l.W + x
			ground[i] = gidFloor1
			if (x*7+y*3)%5 == 0 {
				ground[i] = gidFloor2
			}
			switch l.At(x, y) {
			case Wall:
				walls[i] = gidWallTop
				if y+1 < l.H && l.At(x, y+1) != Wall {
					walls[i] = gidWall
				}
			case Door:
				walls[i] = gidDoor
				if l.At(x, y-1) == Wall && l.At(x, y+1) == Wall {
					walls[i] |= gidTranspose
				}
			case Pillar:
				walls[i] = gidPillar
			case LowWall:
				walls[i] = gidLowWall
			case Rubble:
				walls[i] = gidRubble
			case Water:
				ground[i] = gidWater
			case Stairs:
				ground[i] = gidStairs
			}
		}
	}
	return ground, walls
}

// hexTiles are the hex tileset's ids of the Ground and Walls layers: doors and stairs are
// paving there.
func (l *Layout) hexTiles() (ground, walls []uint32) {
	ground, walls = make([]uint32, l.W*l.H), make([]uint32, l.W*l.H)
	for y := range l.H {
		for x := range l.W {
			i := y*l.W + x
			ground[i] = hexFloor1
			if (x*7+y*3)%5 == 0 {
				ground[i] = hexFloor2
			}
			switch l.At(x, y) {
			case Wall:
				walls[i] = hexWall
			case Door, Stairs:
				ground[i] = hexPaving
			case Pillar:
				walls[i] = hexPillar
			case LowWall:
				walls[i] = hexLowWall
			case Rubble:
				walls[i] = hexRubble
			case Water:
				ground[i] = hexRough
			}
		}
	}
	return ground, walls
}

// object is one object of the Setup layer, in pixels.
type object struct {
	name, class, side, unit string
	x, y, w, h, count       int
}

// objects are the Setup layer's objects: the deploy regions, the exits, the party's spawn and
// the foes' spawns.
func (l *Layout) objects(d Map) []object {
	first, last := l.Rooms[0], l.Rooms[len(l.Rooms)-1]
	rect := func(name, class, side string, r Room) object {
		if l.Hex {
			// the box around the room's cells' centres (grid: a rectangle on hexes holds the
			// hexes whose centres it holds): even rows' first centre, odd rows' last
			x0, y0 := l.centre(r.X, r.Y)
			x1, y1 := l.centre(r.X+r.W-1, r.Y+r.H-1)
			for y := r.Y; y < r.Y+r.H; y++ {
				a, _ := l.centre(r.X, y)
				b, _ := l.centre(r.X+r.W-1, y)
				x0, x1 = min(x0, a), max(x1, b)
			}
			return object{name: name, class: class, side: side, x: x0 - 2, y: y0 - 2, w: x1 - x0 + 4, h: y1 - y0 + 4}
		}
		return object{name: name, class: class, side: side, x: r.X * cellPx, y: r.Y * cellPx, w: r.W * cellPx, h: r.H * cellPx}
	}
	ux, uy := l.StairsUp()
	dx, dy := l.StairsDown()
	out := []object{
		rect(PartySide+" deploy", grid.ClassDeploy, PartySide, first),
		rect(l.Theme.Foes+" deploy", grid.ClassDeploy, l.Theme.Foes, last),
		rect("Stairs up", grid.ClassExit, PartySide, Room{X: ux, Y: uy, W: 1, H: 1}),
		rect("Stairs down", grid.ClassExit, l.Theme.Foes, Room{X: dx, Y: dy, W: 1, H: 1}),
	}
	cx, cy := first.centre()
	px, py := l.centre(cx, cy)
	if len(d.Heroes) == 0 {
		out = append(out, object{name: "The party", class: grid.ClassSpawn, side: PartySide, unit: d.Party, count: d.PartySize, x: px, y: py})
	}
	for i, h := range d.Heroes { // each spawn takes the nearest squares the ones before left free
		out = append(out, object{name: fmt.Sprintf("Hero %d", i+1), class: grid.ClassSpawn, side: PartySide, unit: h, count: 1, x: px, y: py})
	}
	// The foes: spawns of at most four, dealt to the rooms from the last one back, never the
	// party's; a room that already has a spawn takes the next one a step from its centre.
	rooms := len(l.Rooms) - 1
	k := 0
	for _, g := range d.Foes {
		for left := g.Count; left > 0; {
			n := min(left, 4)
			left -= n
			room := l.Rooms[len(l.Rooms)-1-k%rooms]
			x, y := room.centre()
			if round := k / rooms; round > 0 {
				x += []int{-2, 2, 0, 0, -2, 2}[(round-1)%6]
				y += []int{0, 0, -1, 1, 1, -1}[(round-1)%6]
				x = min(max(x, room.X), room.X+room.W-1)
				y = min(max(y, room.Y), room.Y+room.H-1)
			}
			px, py := l.centre(x, y)
			out = append(out, object{name: g.Unit, class: grid.ClassSpawn, side: l.Theme.Foes, unit: g.Unit, count: n, x: px, y: py})
			k++
		}
	}
	return out
}

// Sizes of a hex in pixels: 28 across, rows 24 apart (32 tall, sides of 16).
const hexW, hexRow = 28, 24

// centre is the pixel centre of the cell (x, y), as Tiled places it: on hexes, odd rows are
// shifted right by half a hex.
func (l *Layout) centre(x, y int) (int, int) {
	if l.Hex {
		return x*hexW + hexW/2 + (y%2)*hexW/2, y*hexRow + 16
	}
	return x*cellPx + cellPx/2, y*cellPx + cellPx/2
}

// Files are the map's files as grid.LoadFiles takes them: the map (name, in the map's
// folder) and the tileset it names, from the bundled maps.
func (l *Layout) Files(name string, d Map) ([]grid.File, error) {
	ts := l.tilesetFiles()[0]
	tsx, err := maps.FS.ReadFile(ts[1])
	if err != nil {
		return nil, fmt.Errorf("the game's own %s is missing: %w", ts[1], err)
	}
	return []grid.File{{Name: name, Data: l.TMX(d)}, {Name: ts[0], Data: tsx}}, nil
}

// Load builds the map as the game would load it from a folder that holds it as name and the
// bundled tileset, without touching the disk.
func (l *Layout) Load(name string, d Map) (*grid.Map, error) {
	files, err := l.Files(name, d)
	if err != nil {
		return nil, err
	}
	images := fs.FS(maps.FS)
	if l.Hex {
		if images, err = fs.Sub(maps.FS, "hex"); err != nil {
			return nil, err
		}
	}
	return grid.LoadFiles(name, files, images)
}

// Write writes the map to path and, where the map's folder has none yet, the tileset it names
// (tiles/dungeon.tsx and its picture), so that the game and Tiled open it there. It returns
// the paths it wrote.
func (l *Layout) Write(path string, d Map) ([]string, error) {
	dir := filepath.Dir(path)
	var wrote []string
	for _, f := range l.tilesetFiles() {
		rel := f[1]
		p := filepath.Join(dir, filepath.FromSlash(f[0]))
		if _, err := os.Lstat(p); err == nil {
			continue
		}
		data, err := maps.FS.ReadFile(rel)
		if err != nil {
			return wrote, fmt.Errorf("the game's own %s is missing: %w", rel, err)
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return wrote, err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return wrote, err
		}
		wrote = append(wrote, p)
	}
	if err := atomicfile.Write(path, l.TMX(d), nil); err != nil {
		return wrote, fmt.Errorf("%s: %w", path, err)
	}
	return append(wrote, path), nil
}

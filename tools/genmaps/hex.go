package main

// The bundled hex maps (maps/hex/): sketches of pointy-topped hexes in rows, odd rows shifted
// right, written as Tiled 1.10 hexagonal maps on the hex tileset (tools/gentiles).

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
)

// Legend of the hex sketches, one character a hex (the offset grid's rows, as Tiled stores them):
//
//	,  grass   :  road   %  brambles (difficult)   T  a tree (blocks moving; a trunk for cover)
//	.  flagstones   r  rubble (difficult)   ~  shallow water (difficult)
//	#  wall   H  wall with an arrow slit (sight passes north-south)   -  low wall (half cover)
const hexLegend = ",:%T.r~#H-"

// Local ids of the hex tileset's tiles (tools/gentiles hexTiles order).
const (
	hexGrass = iota
	hexGrass2
	hexGrassFlowers
	hexRoad
	hexBrambles
	hexTree
	hexWall
	hexSlit
	hexLowWall
	hexFlagstones
	hexRubble
	hexWater
)

// hexCell is a hex of the offset grid.
type hexCell struct{ x, y int }

// hexObject is a game object on a hex map: a point on one hex, or an area holding the hexes
// from `from` to `to` (the centres of the even rows' hexes x0..x1, and of the odd rows' x0..x1-1).
type hexObject struct {
	class, name string
	from, to    hexCell // to == from for a point
	props       []prop
}

// hexMapDef is one bundled hex map.
type hexMapDef struct {
	file    string
	props   map[string]string
	sketch  []string
	objects []hexObject
	seed    uint64
}

// Pixel geometry of the hex maps: 28×32 tiles, side 16, rows odd (tools/gentiles).
const hexTW, hexTH, hexSideLen, hexRowH = 28, 32, 16, 24

// hexCentre returns the pixel centre of a hex.
func hexCentre(c hexCell) (float64, float64) {
	x := float64(c.x*hexTW + hexTW/2)
	if c.y%2 == 1 {
		x += hexTW / 2
	}
	return x, float64(c.y*hexRowH + hexTH/2)
}

// hexTMX writes a hex map as Tiled 1.10 saves it.
func hexTMX(d hexMapDef) (string, error) {
	w, h := len(d.sketch[0]), len(d.sketch)
	rng := rand.New(rand.NewPCG(d.seed, 9))
	gids := make([]uint32, 0, w*h)
	for y, row := range d.sketch {
		if len(row) != w {
			return "", fmt.Errorf("%s: row %d is %d wide, want %d", d.file, y, len(row), w)
		}
		for x, c := range row {
			id, ok := hexTileOf(c, rng)
			if !ok {
				return "", fmt.Errorf("%s: row %d col %d: unknown %q", d.file, y, x, c)
			}
			gids = append(gids, uint32(id)+1)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="%d" height="%d" tilewidth="%d" tileheight="%d" infinite="0" hexsidelength="%d" staggeraxis="y" staggerindex="odd" nextlayerid="3" nextobjectid="%d">
`, w, h, hexTW, hexTH, hexSideLen, len(d.objects)+1)
	keys := make([]string, 0, len(d.props))
	for k := range d.props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b.WriteString(" <properties>\n")
	for _, k := range keys {
		writeProp(&b, "  ", prop{name: k, value: d.props[k]})
	}
	b.WriteString(" </properties>\n")
	b.WriteString(" <tileset firstgid=\"1\" source=\"tiles/hex.tsx\"/>\n")
	fmt.Fprintf(&b, " <layer id=\"1\" name=\"Ground\" width=\"%d\" height=\"%d\">\n", w, h)
	data, err := encode(gids, w, false)
	if err != nil {
		return "", err
	}
	b.WriteString(data)
	b.WriteString(" </layer>\n <objectgroup id=\"2\" name=\"Setup\">\n")
	for i, o := range d.objects {
		writeHexObject(&b, i+1, o)
	}
	b.WriteString(" </objectgroup>\n</map>\n")
	return b.String(), nil
}

// hexTileOf picks the tile of a sketch character.
func hexTileOf(c rune, rng *rand.Rand) (int, bool) {
	switch c {
	case ',':
		switch r := rng.IntN(10); {
		case r < 3:
			return hexGrass2, true
		case r == 3:
			return hexGrassFlowers, true
		}
		return hexGrass, true
	case ':':
		return hexRoad, true
	case '%':
		return hexBrambles, true
	case 'T':
		return hexTree, true
	case '.':
		return hexFlagstones, true
	case 'r':
		return hexRubble, true
	case '~':
		return hexWater, true
	case '#':
		return hexWall, true
	case 'H':
		return hexSlit, true
	case '-':
		return hexLowWall, true
	}
	return 0, false
}

// writeHexObject writes one object in pixels: a point at its hex's centre, or a rectangle
// holding the centres of its area's hexes.
func writeHexObject(b *strings.Builder, id int, o hexObject) {
	if o.from == o.to {
		x, y := hexCentre(o.from)
		writeObjectXML(b, id, o.name, o.class, x, y, 0, 0, true, o.props)
		return
	}
	x0 := float64(o.from.x*hexTW + hexTW/2 - 6)
	x1 := float64(o.to.x*hexTW + hexTW/2 + 6)
	y0 := float64(o.from.y*hexRowH + hexTH/2 - 8)
	y1 := float64(o.to.y*hexRowH + hexTH/2 + 8)
	writeObjectXML(b, id, o.name, o.class, x0, y0, x1-x0, y1-y0, false, o.props)
}

// at is a point object's hex.
func at(x, y int) (hexCell, hexCell) { return hexCell{x, y}, hexCell{x, y} }

// hexPoint makes a point object.
func hexPoint(class, name string, x, y int, props []prop) hexObject {
	f, t := at(x, y)
	return hexObject{class: class, name: name, from: f, to: t, props: props}
}

// hexArea makes an area object.
func hexArea(class, name string, x0, y0, x1, y1 int, props []prop) hexObject {
	return hexObject{class: class, name: name, from: hexCell{x0, y0}, to: hexCell{x1, y1}, props: props}
}

// bundledHex lists every hex map genmaps writes.
var bundledHex = []hexMapDef{forestRoad, brokenKeep, cairnHill}

var forestRoad = hexMapDef{
	file: "wolfwood-road.tmx",
	seed: 11,
	props: map[string]string{
		"title":       "The Wolfwood Road",
		"description": "A cart road winds through old woods. Bandits wait among the trunks, where brambles slow anyone who leaves the road; a tree between shooter and target is cover. The road runs off the map at both ends.",
		"ruleset":     "realms",
		"sides":       "Delvers,Bandits",
	},
	sketch: []string{
		",,,T,,,,T,,,,%%,,,T,,,,,",
		",T,,,%%,,,,T,,,,,T,,,%,T",
		",,,,,,,,T,,,%,,,,,,,,,,,",
		",,%,T,,,,,,,,,,T,,%%,,T,",
		"::::,,,,,T,,,,,,,,,,,,,,",
		",,,::::,,,,,%%,,T,,,,,,,",
		",T,,,,:::,,,,,,,,,,T,,,,",
		",,,%,,,,:::::,,,,,,,,,,,",
		",,,,,T,,,,,,:::,,,,%,,T,",
		",T,,,,,,%,,,,,::::,,,,,,",
		",,,,,,,,,,T,,,,,,:::,,,,",
		",,%%,,T,,,,,,%,,,,,:::::",
		",,,,,,,,,,,,,,,,T,,,,,,,",
		",T,,,,%,,T,,,,,,,,,%,,T,",
		",,,,T,,,,,,,T,,,%,,,,,,,",
	},
	objects: []hexObject{
		hexArea("Deploy", "Delvers deploy", 0, 2, 3, 7, side("Delvers")),
		hexArea("Deploy", "Bandits deploy", 15, 6, 22, 13, side("Bandits")),
		hexArea("Exit", "West road", 0, 4, 0, 4, nil),
		hexArea("Exit", "East road", 23, 11, 23, 11, nil),
		hexPoint("Spawn", "Delvers", 1, 4, spawn("Delvers", "delver", 4)),
		hexPoint("Spawn", "Bandits in the trees", 18, 9, spawn("Bandits", "bandit", 3)),
		hexPoint("Spawn", "Bandit bows", 20, 7, spawn("Bandits", "bandit-archer", 2)),
	},
}

var brokenKeep = hexMapDef{
	file: "broken-keep.tmx",
	seed: 12,
	props: map[string]string{
		"title":       "The Broken Keep",
		"description": "A ruined keep on a rise. Its north and south walls still stand, pierced by arrow slits that give their archers three-quarters cover; the east wall has fallen to rubble. Storm it from the west gate or over the rubble.",
		"ruleset":     "realms",
		"sides":       "Delvers,Bandits",
	},
	sketch: []string{
		",,,,,,,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,,,,,,,,,,",
		",,,,,,###H###H###,,,,,",
		",,,,,,#.........#,,,,,",
		",,,,,,#..r......r,,,,,",
		",,,,,,..........rr,,,,",
		",,,,,,#.....r....r,,,,",
		",,,,,,#.........#,,,,,",
		",,,,,,###H###H###,,,,,",
		",,,,,,,,,,,,,,,,,,,,,,",
		",,%,,,,,,,,,,,,,,,%%,,",
		",,,,,,,,,,,,,,,,,,,,,,",
	},
	objects: []hexObject{
		hexArea("Deploy", "Delvers deploy", 0, 3, 2, 8, side("Delvers")),
		hexArea("Deploy", "Bandits deploy", 7, 3, 15, 7, side("Bandits")),
		hexArea("Exit", "West track", 0, 5, 0, 6, side("Delvers")),
		hexArea("Exit", "East slope", 21, 4, 21, 7, side("Bandits")),
		hexPoint("Spawn", "Delvers", 1, 5, spawn("Delvers", "delver", 4)),
		hexPoint("Spawn", "North bows", 9, 3, spawn("Bandits", "bandit-archer", 2)),
		hexPoint("Spawn", "South bows", 13, 7, spawn("Bandits", "bandit-archer", 2)),
		hexPoint("Spawn", "Bandits", 11, 5, spawn("Bandits", "bandit", 3)),
	},
}

var cairnHill = hexMapDef{
	file: "cairn-hill.tmx",
	seed: 13,
	props: map[string]string{
		"title":       "Cairn Hill",
		"description": "An open hillside of grazing land crossed by low drystone walls, knee-high: half cover to whoever crouches behind one. A stream cuts the foot of the hill; the tracks off it lead away east and west.",
		"ruleset":     "realms",
		"sides":       "Delvers,Orcs",
	},
	sketch: []string{
		",,,,,,,,,,,,,,,,,,,,",
		",,,,----,,,,,,----,,",
		",,,,,,,,,,,,,,,,,,,,",
		",,-,,,,,,,%,,,,,,-,,",
		",,-,,,,,,,,,,,,,,-,,",
		":::,,,,,------,,,:::",
		",,-,,,,,,,,,,,,,,-,,",
		",,-,,,,,,,,,,,,,,-,,",
		",,,,----,,,,,,----,,",
		",,,,,,,,,~~,,,,,,,,,",
		",,,,,,,,~~~~,,,,,,,,",
		",,,,,,,~~,,~~,,,,,,,",
	},
	objects: []hexObject{
		hexArea("Deploy", "Delvers deploy", 0, 1, 1, 8, side("Delvers")),
		hexArea("Deploy", "Orcs deploy", 18, 1, 19, 8, side("Orcs")),
		hexArea("Exit", "West track", 0, 5, 0, 5, nil),
		hexArea("Exit", "East track", 19, 5, 19, 5, nil),
		hexPoint("Spawn", "Delvers", 1, 4, spawn("Delvers", "delver", 4)),
		hexPoint("Spawn", "Orc warband", 18, 3, spawn("Orcs", "orc", 4)),
		hexPoint("Spawn", "Orc archers", 18, 6, spawn("Orcs", "orc-archer", 2)),
	},
}

package main

// The Tiled 1.10 tileset file: terrain classes, properties, collision shapes, animation.

import (
	"fmt"
	"strings"

	"skirmish/assets"
)

// terrain is what a tile means to the rules, written as a Terrain class tile.
type terrain struct {
	move, sight, cover string // "" leaves the class default (normal, clear, none)
	door               bool
}

// terrains gives each meaningful tile its Terrain properties.
var terrains = map[assets.Tile]terrain{
	assets.Floor1: {move: "normal"}, assets.Floor2: {move: "normal"},
	assets.FloorCracked: {move: "normal"}, assets.FloorMoss: {move: "normal"},
	assets.Grass1: {move: "normal"}, assets.Grass2: {move: "normal"},
	assets.GrassFlowers: {move: "normal"}, assets.Dirt: {move: "normal"},
	assets.FloorShadow: {move: "normal"}, assets.Bones: {move: "normal"},
	assets.Stairs: {move: "normal"}, assets.Bridge: {move: "normal"},
	assets.WallTop:   {move: "blocked", sight: "blocked"},
	assets.WallFace:  {move: "blocked", sight: "blocked"},
	assets.SlitH:     {move: "blocked", sight: "clear"},
	assets.SlitV:     {move: "blocked", sight: "clear"},
	assets.Pillar:    {move: "blocked", sight: "clear"},
	assets.Door:      {move: "normal", door: true},
	assets.Rubble:    {move: "difficult"},
	assets.LowWall:   {move: "difficult", cover: "half"},
	assets.Barricade: {move: "blocked", cover: "three-quarters"},
	assets.Water1:    {move: "difficult"},
	assets.Water2:    {move: "difficult"},
	assets.DeepWater: {move: "blocked"},
}

// collisions gives sub-square solids, as Tiled object XML in tile pixels.
var collisions = map[assets.Tile]string{
	// an octagon of radius 11.5 px around the centre, as the pillar is painted
	assets.Pillar: `   <object id="1" x="16" y="16">
    <polygon points="` + octagon(11.5) + `"/>
   </object>`,
	// two blocks of stone leaving a 4 px gap in the middle: sight passes north-south
	assets.SlitH: `   <object id="1" x="0" y="0" width="14" height="32"/>
   <object id="2" x="18" y="0" width="14" height="32"/>`,
	// the same turned: sight passes east-west
	assets.SlitV: `   <object id="1" x="0" y="0" width="32" height="14"/>
   <object id="2" x="0" y="18" width="32" height="14"/>`,
}

// animations gives animated tiles their frames (tile id, duration in ms).
var animations = map[assets.Tile][][2]int{
	assets.Water1: {{int(assets.Water1), 600}, {int(assets.Water2), 600}},
}

// octagon returns the points of a regular octagon of radius r around (0,0), Tiled-style.
func octagon(r float64) string {
	// cos and sin of 22.5° and 67.5°, times r, rounded to tenths as Tiled would write them
	a, b := r*0.9239, r*0.3827
	pts := [][2]float64{{a, b}, {b, a}, {-b, a}, {-a, b}, {-a, -b}, {-b, -a}, {b, -a}, {a, -b}}
	s := make([]string, len(pts))
	for i, p := range pts {
		s[i] = fmt.Sprintf("%s,%s", num(p[0]), num(p[1]))
	}
	return strings.Join(s, " ")
}

// num prints a coordinate the way Tiled does: no trailing zeros.
func num(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// writeTerrainTile opens a Terrain class <tile> and writes its properties.
func writeTerrainTile(b *strings.Builder, id int, tr terrain) {
	fmt.Fprintf(b, " <tile id=\"%d\" type=\"Terrain\">\n  <properties>\n", id)
	for _, p := range [][2]string{{"cover", tr.cover}, {"move", tr.move}, {"sight", tr.sight}} {
		if p[1] != "" {
			fmt.Fprintf(b, "   <property name=\"%s\" propertytype=\"%s\" value=\"%s\"/>\n", p[0], p[0], p[1])
		}
	}
	if tr.door {
		b.WriteString("   <property name=\"door\" type=\"bool\" value=\"true\"/>\n")
	}
	b.WriteString("  </properties>\n")
}

// tsx returns the tileset file for a sheet of w×h pixels.
func tsx(w, h int) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="dungeon" tilewidth="%d" tileheight="%d" tilecount="%d" columns="%d">
 <image source="dungeon.png" width="%d" height="%d"/>
`, size, size, len(assets.TileNames), assets.TilesetColumns, w, h)
	for id := range assets.TileNames {
		t := assets.Tile(id)
		tr, isTerrain := terrains[t]
		col, hasCol := collisions[t]
		anim, hasAnim := animations[t]
		if !isTerrain && !hasCol && !hasAnim {
			continue
		}
		if isTerrain {
			writeTerrainTile(&b, id, tr)
		} else {
			fmt.Fprintf(&b, " <tile id=\"%d\">\n", id)
		}
		if hasCol {
			b.WriteString("  <objectgroup draworder=\"index\" id=\"2\">\n" + col + "\n  </objectgroup>\n")
		}
		if hasAnim {
			b.WriteString("  <animation>\n")
			for _, f := range anim {
				fmt.Fprintf(&b, "   <frame tileid=\"%d\" duration=\"%d\"/>\n", f[0], f[1])
			}
			b.WriteString("  </animation>\n")
		}
		b.WriteString(" </tile>\n")
	}
	b.WriteString("</tileset>\n")
	return b.String()
}

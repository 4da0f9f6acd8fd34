package main

// The hex tileset (maps/hex/tiles/hex.png and hex.tsx): pointy-topped hex tiles of 28×32 pixels,
// side 16, each a dungeon tile's painting (ground, then a feature over it) cut to the hexagon.

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"strings"

	"skirmish/assets"
)

// Hex tile size: a regular lattice for Tiled (hexsidelength 16 is half the height).
const (
	hexW, hexH, hexSide = 28, 32, 16
	hexColumns          = 6
)

// hexTile is one tile of the hex sheet.
type hexTile struct {
	name      string
	ground    assets.Tile // painted first
	feature   assets.Tile // painted over the ground (0 for none)
	terrain   terrain
	collision string // Tiled object XML in tile pixels
	tree      bool   // a tree trunk and crown painted over the ground
	slit      bool   // a dark slit down the middle, where sight passes
}

// hexOutline is the hexagon of a tile, clockwise from the upper left corner.
var hexOutline = [][2]float64{{0, 8}, {14, 0}, {28, 8}, {28, 24}, {14, 32}, {0, 24}}

// Hex tiles, in sheet order (their local ids; tools/genmaps names them).
var hexTiles = []hexTile{
	{name: "grass", ground: assets.Grass1, terrain: terrain{move: "normal"}},
	{name: "grass-2", ground: assets.Grass2, terrain: terrain{move: "normal"}},
	{name: "grass-flowers", ground: assets.GrassFlowers, terrain: terrain{move: "normal"}},
	{name: "road", ground: assets.Dirt, terrain: terrain{move: "normal"}},
	{name: "brambles", ground: assets.Grass2, feature: assets.Rubble, terrain: terrain{move: "difficult"}},
	{name: "tree", ground: assets.Grass1, tree: true, terrain: terrain{move: "blocked", sight: "clear"},
		collision: `   <object id="1" x="14" y="16">
    <polygon points="` + octagon(8) + `"/>
   </object>`},
	{name: "wall", ground: assets.WallTop, terrain: terrain{move: "blocked", sight: "blocked"}},
	// two stones cut to the hexagon, a 4 px slit between them: sight passes north-south (turn
	// the tile 60° or 120° in Tiled for walls running the other ways)
	{name: "arrow-slit", ground: assets.WallTop, slit: true, terrain: terrain{move: "blocked", sight: "clear"},
		collision: `   <object id="1" x="0" y="0">
    <polygon points="0,8 12,1.14 12,30.86 0,24"/>
   </object>
   <object id="2" x="0" y="0">
    <polygon points="16,1.14 28,8 28,24 16,30.86"/>
   </object>`},
	{name: "low-wall", ground: assets.Grass1, feature: assets.LowWall, terrain: terrain{move: "difficult", cover: "half"}},
	{name: "flagstones", ground: assets.Floor1, terrain: terrain{move: "normal"}},
	{name: "rubble", ground: assets.Floor2, feature: assets.Rubble, terrain: terrain{move: "difficult"}},
	{name: "water", ground: assets.Water1, terrain: terrain{move: "difficult"}},
}

// inHex reports whether the pixel centre (x+0.5, y+0.5) lies in the tile's hexagon.
func inHex(x, y int) bool {
	px, py := float64(x)+0.5, float64(y)+0.5
	for i := range hexOutline {
		a, b := hexOutline[i], hexOutline[(i+1)%len(hexOutline)]
		if (b[0]-a[0])*(py-a[1])-(b[1]-a[1])*(px-a[0]) < 0 {
			return false
		}
	}
	return true
}

// paintHexSheet paints the hex tiles: each dungeon painting at 32 px, its middle 28 columns
// kept inside the hexagon, the rest clear.
func paintHexSheet() *image.RGBA {
	rows := (len(hexTiles) + hexColumns - 1) / hexColumns
	sheet := image.NewRGBA(image.Rect(0, 0, hexColumns*hexW, rows*hexH))
	for id, ht := range hexTiles {
		sq := image.NewRGBA(image.Rect(0, 0, size, size))
		paint := func(t assets.Tile, stream uint64) {
			rng := rand.New(rand.NewPCG(seed, 1000+uint64(id)*4+stream))
			painters[t](&tile{img: sq, rng: rng, noise: newNoise(rng, 8)})
		}
		paint(ht.ground, 0)
		if ht.feature != 0 {
			paint(ht.feature, 1)
		}
		if ht.tree {
			rng := rand.New(rand.NewPCG(seed, 1000+uint64(id)*4+2))
			t := &tile{img: sq, rng: rng, noise: newNoise(rng, 8)}
			t.shadow(19, 19, 12, 0.4)
			t.blob(16, 16, 11, rgb(0x2f4a24))
			for i := 0; i < 9; i++ {
				t.blob(10+rng.Float64()*12, 10+rng.Float64()*12, 2+rng.Float64()*2.5, scale(rgb(0x3f6a2c), 0.8+0.5*rng.Float64()))
			}
		}
		if ht.slit {
			for y := 0; y < size; y++ {
				for x := 14; x < 18; x++ {
					sq.SetRGBA(x, y, scale(voidC, 1+0.3*float64(y%5)/5))
				}
				sq.SetRGBA(13, y, scale(capC, 1.1))
				sq.SetRGBA(18, y, scale(capC, 0.8))
			}
		}
		ox, oy := id%hexColumns*hexW, id/hexColumns*hexH
		for y := 0; y < hexH; y++ {
			for x := 0; x < hexW; x++ {
				if inHex(x, y) {
					sheet.SetRGBA(ox+x, oy+y, sq.RGBAAt(x+(size-hexW)/2, y))
				} else {
					sheet.SetRGBA(ox+x, oy+y, color.RGBA{})
				}
			}
		}
	}
	return sheet
}

// hexTSX returns the hex tileset file for a sheet of w×h pixels.
func hexTSX(w, h int) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="hex" tilewidth="%d" tileheight="%d" tilecount="%d" columns="%d">
 <grid orientation="orthogonal" width="%d" height="%d"/>
 <image source="hex.png" width="%d" height="%d"/>
`, hexW, hexH, len(hexTiles), hexColumns, hexW, hexH, w, h)
	for id, ht := range hexTiles {
		writeTerrainTile(&b, id, ht.terrain)
		if ht.collision != "" {
			b.WriteString("  <objectgroup draworder=\"index\" id=\"2\">\n" + ht.collision + "\n  </objectgroup>\n")
		}
		b.WriteString(" </tile>\n")
	}
	b.WriteString("</tileset>\n")
	return b.String()
}

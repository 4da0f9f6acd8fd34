package grid

// Tests of Tiled hexagonal maps: Tiled's own examples, the four stagger layouts, the checks
// that refuse what cannot be played exactly, objects on hexes and shapes on turned tiles.

import (
	"bytes"
	"fmt"
	"image"
	pngenc "image/png"
	"path/filepath"
	"strings"
	"testing"
)

// TestTiledHexExamples: Tiled's hexagonal examples load as hex maps with their layout and their
// tiles' turns (test_hexagonal_tile_60x60x30 turns its tile 60° and 120° with mirrorings).
func TestTiledHexExamples(t *testing.T) {
	m, err := LoadTiled(fixture("hex/hexagonal-mini.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Topology != Hex || m.Hex != (HexLayout{SideLength: 6}) || m.Width != 20 || m.TileWidth != 14 {
		t.Errorf("hexagonal-mini: %v %+v %dx%d tiles %dx%d", m.Topology, m.Hex, m.Width, m.Height, m.TileWidth, m.TileHeight)
	}
	m, err = LoadTiled(fixture("hex/test_hexagonal_tile_60x60x30.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Hex != (HexLayout{StaggerX: true, SideLength: 30}) {
		t.Errorf("60x60x30: layout %+v", m.Hex)
	}
	want := []uint8{0, FlipD, RotHex120, FlipH | FlipV, FlipH | FlipV | FlipD, FlipH | FlipV | RotHex120, 0}
	for x, f := range want {
		if got := m.Layers[0].Tiles[x].Flip; got != f {
			t.Errorf("tile (%d,0): flip %b, want %b", x, got, f)
		}
	}
}

// hexTMX is a 4×3 hexagonal map of the given layout with a wall tile at (1,1) and a Spawn at
// the pixel (px, py).
func hexTMX(axis, index string, tw, th, side int, px, py float64) string {
	return fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="hexagonal" renderorder="right-down" width="4" height="3" tilewidth="%d" tileheight="%d" infinite="0" hexsidelength="%d" staggeraxis="%s" staggerindex="%s">
 <tileset firstgid="1" name="t" tilewidth="%d" tileheight="%d" tilecount="1" columns="1">
  <image source="tiny.png" width="%d" height="%d"/>
  <tile id="0"><properties><property name="move" value="blocked"/><property name="sight" value="blocked"/></properties></tile>
 </tileset>
 <layer id="1" name="Walls" width="4" height="3">
  <data encoding="csv">
0,0,0,0,
0,1,0,0,
0,0,0,0
</data>
 </layer>
 <objectgroup id="2" name="Setup">
  <object id="1" type="Spawn" x="%g" y="%g"><properties><property name="side" value="A"/><property name="unit" value="u"/></properties><point/></object>
 </objectgroup>
</map>
`, tw, th, side, axis, index, tw, th, tw, th, px, py)
}

// loadHexTMX writes hexTMX's map (and a tile picture) to a temporary folder and loads it.
func loadHexTMX(t *testing.T, text string) (*Map, error) {
	t.Helper()
	dir := t.TempDir()
	png := image.NewRGBA(image.Rect(0, 0, 64, 64))
	var buf bytes.Buffer
	if err := pngenc.Encode(&buf, png); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{"m.tmx": text, "tiny.png": buf.String()})
	return LoadTiled(filepath.Join(dir, "m.tmx"))
}

// TestTiledHexLayouts: every stagger layout loads, with its wall where Tiled shows it and a
// Spawn on the hex whose centre is nearest its point (Tiled's rule), here just inside the
// corner of (2,1)'s outline nearest (1,1)'s centre... for a point between centres, the nearer.
func TestTiledHexLayouts(t *testing.T) {
	for _, l := range hexLayouts {
		axis, index := "y", "odd"
		tw, th := 28, 32
		if l.h.StaggerX {
			axis, tw, th = "x", 32, 28
		}
		if l.h.StaggerEven {
			index = "even"
		}
		t.Run(l.name, func(t *testing.T) {
			probe := NewHexMap(4, 3, l.h)
			probe.TileWidth, probe.TileHeight = tw, th
			// a point a third of the way from (2,1)'s centre to (1,1)'s: nearer (2,1)
			ax, ay := probe.CellCentre(Pos{2, 1})
			bx, by := probe.CellCentre(Pos{1, 1})
			m, err := loadHexTMX(t, hexTMX(axis, index, tw, th, 16, ax+(bx-ax)/3, ay+(by-ay)/3))
			if err != nil {
				t.Fatal(err)
			}
			want := l.h
			want.SideLength = 16
			if m.Topology != Hex || m.Hex != want {
				t.Fatalf("layout %v %+v, want hex %+v", m.Topology, m.Hex, want)
			}
			if m.At(Pos{1, 1}).Sight != SightBlocked || m.At(Pos{2, 1}).Sight == SightBlocked {
				t.Error("the wall is not on (1,1)")
			}
			if o := m.ObjectsOf(ClassSpawn); len(o) != 1 || len(o[0].Cells) != 1 || o[0].Cells[0] != (Pos{2, 1}) {
				t.Errorf("spawn cells %+v, want [(2,1)]", o)
			}
		})
	}
}

// TestTiledHexRefused: what cannot be played exactly is refused with the fix.
func TestTiledHexRefused(t *testing.T) {
	cases := []struct {
		name         string
		axis         string
		tw, th, side int
		want         string
	}{
		{"side 0 draws diamonds", "y", 28, 32, 0, "hexsidelength is 0, so Tiled draws diamonds, not hexes; set Hex Side Length to 16, half the tile height"},
		{"odd tile size", "y", 27, 32, 16, "the tile size 27x32 is odd, and Tiled draws hexes of odd sizes a pixel smaller (26x32)"},
		{"side not half the height", "y", 28, 32, 12, "hexsidelength 12 with a tile height of 32 does not make a regular hex grid"},
		{"side not half the width on columns", "x", 32, 28, 14, "set Hex Side Length to 16, half the tile width"},
		{"height not a multiple of 4", "y", 28, 30, 15, "make it a multiple of 4 (28 or 32)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := loadHexTMX(t, hexTMX(c.axis, "odd", c.tw, c.th, c.side, 1, 1))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one saying %q", err, c.want)
			}
		})
	}
}

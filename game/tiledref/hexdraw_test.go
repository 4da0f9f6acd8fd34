package tiledref

// Hex maps: Tiled's hexagonal examples and a bundled hex map drawn by the game against what
// tmxrasterizer drew of them (testdata/NAME.png, made once with `QT_QPA_PLATFORM=offscreen
// tmxrasterizer --no-smoothing MAP.tmx OUT.png`; `--hide-layer Setup` for the bundled map,
// whose objects Tiled draws).

import (
	"path/filepath"
	"testing"

	"skirmish/game"
)

func TestHexMapsDrawAsTiled(t *testing.T) {
	if jobs == nil {
		t.Skip("no display: DISPLAY is unset; run under xvfb-run -a go test ./game/...")
	}
	for _, c := range []struct{ name, file string }{
		{"hexagonal-mini", filepath.Join("..", "..", "grid", "testdata", "tiled", "hex", "hexagonal-mini.tmx")},
		{"test_hexagonal_tile_60x60x30", filepath.Join("..", "..", "grid", "testdata", "tiled", "hex", "test_hexagonal_tile_60x60x30.tmx")},
		{"broken-keep", filepath.Join("..", "..", "maps", "hex", "broken-keep.tmx")},
	} {
		m, err := game.LoadMap(c.file)
		if err != nil {
			t.Fatal(err)
		}
		got := render(t, m, 0)
		want := readPNG(t, filepath.Join("testdata", c.name+".png"))
		if got.Bounds() != want.Bounds() {
			t.Errorf("%s: drawn %v, Tiled drew %v", c.name, got.Bounds(), want.Bounds())
			continue
		}
		// Compare the pixels Tiled painted (opaque): turned tiles' edges are sampled differently
		// by the two rasterisers, so a few pixels along them may differ.
		painted, off := 0, 0
		for i := 0; i < len(want.Pix); i += 4 {
			if want.Pix[i+3] != 0xff {
				continue
			}
			painted++
			if absDiff(want.Pix[i], got.Pix[i])+absDiff(want.Pix[i+1], got.Pix[i+1])+absDiff(want.Pix[i+2], got.Pix[i+2]) > 3*0x20 {
				off++
			}
		}
		if painted == 0 || off*100 > painted*2 {
			out := filepath.Join(t.TempDir(), c.name+".png")
			writePNG(t, out, got)
			t.Errorf("%s: %d of %d pixels Tiled painted differ; the game's drawing is %s", c.name, off, painted, out)
		} else {
			t.Logf("%s: %d of %d pixels differ", c.name, off, painted)
		}
	}
}

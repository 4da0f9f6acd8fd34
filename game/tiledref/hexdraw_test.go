// Package tiledref_test checks the game's map drawing against Tiled's own: Tiled's hexagonal
// examples and a bundled hex map drawn by the game match what Tiled's tmxrasterizer drew of them (the reference PNGs
// in testdata, made once with `QT_QPA_PLATFORM=offscreen tmxrasterizer --no-smoothing MAP.tmx
// OUT.png`, Debian package tiled; `--hide-layer Setup` for the bundled map, whose objects
// Tiled draws). It is a package of its own because ebiten runs one game a
// process, and the test runs one to draw every map.
package tiledref_test

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
)

// drawScene draws each map view, once the loop runs, into a picture of its own.
type drawScene struct {
	views []*game.MapView
	got   []*image.RGBA
}

func (s *drawScene) Update(*game.Context) error { return nil }

func (s *drawScene) Draw(*ebiten.Image, *game.Context) {
	if s.got != nil {
		return
	}
	for _, v := range s.views {
		w, h := v.WorldSize()
		img := ebiten.NewImage(int(w), int(h))
		v.Draw(img)
		pix := image.NewRGBA(image.Rect(0, 0, int(w), int(h)))
		img.ReadPixels(pix.Pix)
		s.got = append(s.got, pix)
	}
}

// readPNG decodes a PNG file.
func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func TestHexMapsDrawAsTiled(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display: DISPLAY is unset; run under xvfb-run -a go test ./game/...")
	}
	names := []string{"hexagonal-mini", "test_hexagonal_tile_60x60x30", "broken-keep"}
	files := []string{
		filepath.Join("..", "..", "grid", "testdata", "tiled", "hex", "hexagonal-mini.tmx"),
		filepath.Join("..", "..", "grid", "testdata", "tiled", "hex", "test_hexagonal_tile_60x60x30.tmx"),
		filepath.Join("..", "..", "maps", "hex", "broken-keep.tmx"), // its Setup layer hidden
	}
	g, err := game.New(320, 200)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Context()
	scene := &drawScene{}
	for _, file := range files {
		m, err := game.LoadMap(file)
		if err != nil {
			t.Fatal(err)
		}
		w, h := m.PixelSize()
		v := game.NewMapView(m, c.Theme, c.Fonts, 0, 0, w, h)
		v.ShowGrid, v.ShowObjects = false, false
		v.Cam.SetZoom(1)
		v.Cam.X, v.Cam.Y = w/2, h/2
		scene.views = append(scene.views, v)
	}
	c.Push(scene)
	if err := game.Shot(g, filepath.Join(t.TempDir(), "shot.png")); err != nil {
		t.Fatal(err)
	}
	for i, name := range names {
		want := readPNG(t, filepath.Join("testdata", name+".png"))
		got := scene.got[i]
		if got.Bounds() != want.Bounds() {
			t.Errorf("%s: drawn %v, Tiled drew %v", name, got.Bounds(), want.Bounds())
			continue
		}
		// Compare the pixels Tiled painted (alpha > 0): turned tiles' edges are sampled
		// differently by the two rasterisers, so a few pixels along them may differ.
		painted, off := 0, 0
		b := want.Bounds()
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				wr, wg, wb, wa := want.At(x, y).RGBA()
				if wa < 0xff00 {
					continue
				}
				painted++
				gr, gg, gb, _ := got.At(x, y).RGBA()
				if d := diff(wr, gr) + diff(wg, gg) + diff(wb, gb); d > 3*0x2000 {
					off++
				}
			}
		}
		if painted == 0 || off*100 > painted*2 {
			out := filepath.Join(t.TempDir(), name+".png")
			if f, err := os.Create(out); err == nil {
				png.Encode(f, got)
				f.Close()
			}
			t.Errorf("%s: %d of %d pixels Tiled painted differ; the game's drawing is %s", name, off, painted, out)
		} else {
			t.Logf("%s: %d of %d pixels differ", name, off, painted)
		}
	}
}

// diff returns |a-b|.
func diff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

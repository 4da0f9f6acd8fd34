package game

// Shot test: a bundled map rendered through the real renderer is a real picture.

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// viewScene shows one map view with its header: the smallest scene for a shot.
type viewScene struct{ v *MapView }

func (s viewScene) Update(*Context) error { return nil }

func (s viewScene) Draw(screen *ebiten.Image, c *Context) {
	s.v.Draw(screen)
	DrawHeader(screen, c, s.v.Map, s.v.Cam.Zoom())
}

func TestShotRendersBundledMap(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display: DISPLAY is unset; run under xvfb-run -a go test ./game")
	}
	m, err := LoadMap(filepath.Join("..", "maps", "crypt.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(640, 360)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Context()
	c.Push(viewScene{NewMapView(m, c.Theme, c.Fonts, 0, HeaderHeight, 640, 360-HeaderHeight)})
	out := filepath.Join(t.TempDir(), "crypt.png")
	if err := Shot(g, out); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 360 {
		t.Fatalf("shot is %dx%d, want 640x360", b.Dx(), b.Dy())
	}
	colours := map[[3]uint32]bool{}
	for y := 0; y < 360; y += 3 {
		for x := 0; x < 640; x += 3 {
			r, g, b, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r >> 8, g >> 8, b >> 8}] = true
		}
	}
	if len(colours) < 200 {
		t.Fatalf("shot has only %d colours; the map did not draw", len(colours))
	}
}

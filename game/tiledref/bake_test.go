package tiledref

// The baked view by chunks draws what the live view draws, at every zoom, on maps of any size.

import (
	"image"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/grid"
)

// drawBoth draws m through a 1280×720 view at zoom step, centred on (cx, cy) in world
// pixels, live (Draw) and baked (DrawBaked), and returns both pictures and the chunks kept.
func drawBoth(t *testing.T, m *grid.Map, step int, cx, cy float64) (live, baked *image.RGBA, kept int) {
	t.Helper()
	g, err := game.New(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Context()
	live, baked = image.NewRGBA(image.Rect(0, 0, 1280, 720)), image.NewRGBA(image.Rect(0, 0, 1280, 720))
	onLoop(func() {
		v := game.NewMapView(m, c.Theme, c.Fonts, 0, 0, 1280, 720)
		v.Clock = func() time.Duration { return 0 }
		v.Cam.Step, v.Cam.X, v.Cam.Y = step, cx, cy
		v.Cam.Clamp(v.WorldSize())
		img := ebiten.NewImage(1280, 720)
		defer img.Deallocate()
		v.Draw(img)
		img.ReadPixels(live.Pix)
		img.Clear()
		v.DrawBaked(img)
		img.ReadPixels(baked.Pix)
		_, kept = v.Baked()
	})
	return live, baked, kept
}

func TestBakedChunksDrawAsTheLiveView(t *testing.T) {
	// the cavern (animated water, a grid, objects) at every zoom: the chunks meet without
	// seams and hold what the live view draws
	if jobs == nil {
		t.Skip("no display: run under xvfb-run -a")
	}
	m, err := grid.Load(filepath.Join("..", "..", "maps", "cavern.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	w, h := m.PixelSize()
	for step := range game.ZoomSteps {
		live, baked, _ := drawBoth(t, m, step, w/3, h/2)
		if d := differing(live, baked, 24); d > 0.002 {
			t.Errorf("zoom %v: %.2f%% of the pixels differ between the baked and the live view", game.ZoomSteps[step], 100*d)
		}
	}
}

func TestBakedChunksOfLongMaps(t *testing.T) {
	// maps far wider than any picture a graphics card takes (300×40 and 8192×40 squares of 32
	// px: 9,600 and 262,144 px wide) draw at every zoom, from a bounded number of chunks
	if jobs == nil {
		t.Skip("no display: run under xvfb-run -a")
	}
	for _, width := range []int{300, 8192} {
		m := grid.NewMap(width, 40)
		for x := 0; x < width; x += 7 {
			m.Set(grid.Pos{X: x, Y: x % 40}, grid.Terrain{Move: grid.MoveBlocked, Sight: grid.SightBlocked})
		}
		w, h := m.PixelSize()
		for step := range game.ZoomSteps {
			live, baked, kept := drawBoth(t, m, step, w*0.7, h/2)
			if kept > 12 {
				t.Errorf("%d wide, zoom %v: %d chunks kept for one screen", width, game.ZoomSteps[step], kept)
			}
			if d := differing(live, baked, 24); d > 0.002 {
				t.Errorf("%d wide, zoom %v: %.2f%% of the pixels differ", width, game.ZoomSteps[step], 100*d)
			}
		}
	}
}

// differing is the share of pixels of a and b with a channel off by more than tol.
func differing(a, b *image.RGBA, tol int) float64 {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		for k := range 3 {
			if d := int(a.Pix[i+k]) - int(b.Pix[i+k]); d > tol || d < -tol {
				n++
				break
			}
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

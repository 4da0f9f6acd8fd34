package tiledref

// The comparison: each example drawn by the game's MapView against tmxrasterizer's picture of it.

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/grid"
)

var update = flag.Bool("update", false, "make the reference PNGs again with tmxrasterizer")

// example is one map drawn by both renderers.
type example struct {
	name   string        // the reference PNG is testdata/ref/NAME.png
	file   string        // the map, under testdata/examples
	anim   time.Duration // animations advanced this far (tmxrasterizer --advance-animations)
	shrink int           // both pictures are averaged over shrink×shrink blocks before comparing (keeps the references small)
	// detach has tmxrasterizer draw the map with its template instances detached by Tiled
	// (tiled --export-map --detach-templates): Debian's tmxrasterizer 1.8 draws a template's
	// tile as a grey box, Tiled's editor as the tile; the game reads the templates itself.
	detach bool
	// ref names another example whose reference this one is compared with ("" for its own):
	// the same map exported by Tiled to JSON.
	ref string
}

// examples are Tiled's own example maps whose art may be shipped (README.md), and features,
// a map of this project's own art with what those do not show.
var examples = []example{
	{"orthogonal-outside", "orthogonal-outside/orthogonal-outside.tmx", 0, 2, false, ""},
	{"sticker-knight-sandbox", "sticker-knight/sandbox.tmx", 0, 4, true, ""},
	{"perspective-walls", "perspective-walls/perspective_walls.tmx", 0, 2, false, ""},
	{"features", "features/features.tmx", 700 * time.Millisecond, 1, false, ""},
	{"features-still", "features/features.tmx", 0, 1, false, ""},
	{"features-json", "features/features.tmj", 700 * time.Millisecond, 1, false, "features"},
	{"sticker-knight-sandbox-json", "sticker-knight/sandbox.tmj", 0, 4, true, "sticker-knight-sandbox"},
}

// Tolerances: a pixel differs when a channel is off by more than pixelTolerance (of 255), and
// at most maxDiffering of the pixels may differ; the mean difference must stay under maxMean.
// Smooth scaling of turned and scaled tile objects differs a little between the renderers.
const (
	pixelTolerance = 40
	maxDiffering   = 0.01
	maxMean        = 2.5
)

// jobs are run by the ebiten loop (drawing needs it); nil without a display.
var jobs chan func()

// loop is the ebiten.Game that runs the jobs, one an update.
type loop struct{}

func (loop) Update() error {
	select {
	case f, ok := <-jobs:
		if !ok {
			return ebiten.Termination
		}
		f()
	default:
	}
	return nil
}
func (loop) Draw(*ebiten.Image)         {}
func (loop) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	flag.Parse()
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run()) // the tests skip themselves
	}
	jobs = make(chan func())
	code := 0
	go func() {
		code = m.Run()
		close(jobs)
	}()
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("Skirmish (tiledref tests)")
	if err := ebiten.RunGameWithOptions(loop{}, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil && !errors.Is(err, ebiten.Termination) {
		println("ebiten:", err.Error())
		code = 1
	}
	os.Exit(code)
}

// onLoop runs f in the ebiten loop and waits for it.
func onLoop(f func()) {
	done := make(chan struct{})
	jobs <- func() { f(); close(done) }
	<-done
}

// render draws m as the game does, with no grid and no game objects, at zoom 1 and at time t,
// into a picture of the map's size.
func render(t *testing.T, m *grid.Map, at time.Duration) *image.RGBA {
	g, err := game.New(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Context()
	pw, ph := m.PixelSize()
	w, h := int(pw), int(ph)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	onLoop(func() {
		v := game.NewMapView(m, c.Theme, c.Fonts, 0, 0, float64(w), float64(h))
		v.ShowGrid, v.ShowObjects = false, false
		v.Clock = func() time.Duration { return at }
		v.Cam.SetZoom(1)
		v.Cam.X, v.Cam.Y = float64(w)/2, float64(h)/2
		img := ebiten.NewImage(w, h)
		v.Draw(img)
		img.ReadPixels(out.Pix)
		img.Deallocate()
	})
	return out
}

// rasterize makes ex's picture with tmxrasterizer, as RGBA.
func rasterize(t *testing.T, ex example) *image.RGBA {
	bin, err := exec.LookPath("tmxrasterizer")
	if err != nil {
		t.Fatalf("-update needs tmxrasterizer (apt-get install tiled): %v", err)
	}
	out := filepath.Join(t.TempDir(), ex.name+".png")
	env := append(os.Environ(), "QT_QPA_PLATFORM=offscreen", "XDG_RUNTIME_DIR="+t.TempDir())
	file := filepath.Join("testdata", "examples", ex.file)
	if ex.detach {
		detached := strings.TrimSuffix(file, ".tmx") + ".detached.tmx" // beside it, for its relative paths
		cmd := exec.Command("tiled", "--export-map", "tmx", "--detach-templates", file, detached)
		cmd.Env = env
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("tiled --export-map: %v\n%s", err, b)
		}
		defer os.Remove(detached)
		file = detached
	}
	args := []string{file, out}
	if ex.anim > 0 {
		args = append([]string{"--advance-animations", fmt.Sprint(ex.anim.Milliseconds())}, args...)
	}
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("tmxrasterizer: %v\n%s", err, b)
	}
	return readPNG(t, out)
}

// readPNG decodes a PNG into premultiplied RGBA.
func readPNG(t *testing.T, path string) *image.RGBA {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out := image.NewRGBA(src.Bounds().Sub(src.Bounds().Min))
	draw.Draw(out, out.Bounds(), src, src.Bounds().Min, draw.Src)
	return out
}

// over composites img over the opaque colour bg.
func over(img *image.RGBA, bg color.RGBA) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Over)
	return out
}

// shrink averages img over n×n blocks.
func shrink(img *image.RGBA, n int) *image.RGBA {
	if n <= 1 {
		return img
	}
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx()/n, b.Dy()/n))
	for y := 0; y < out.Rect.Dy(); y++ {
		for x := 0; x < out.Rect.Dx(); x++ {
			var sum [4]int
			for dy := 0; dy < n; dy++ {
				for dx := 0; dx < n; dx++ {
					i := img.PixOffset(b.Min.X+x*n+dx, b.Min.Y+y*n+dy)
					for k := range sum {
						sum[k] += int(img.Pix[i+k])
					}
				}
			}
			i := out.PixOffset(x, y)
			for k := range sum {
				out.Pix[i+k] = uint8((sum[k] + n*n/2) / (n * n))
			}
		}
	}
	return out
}

// diff compares a and b (the same size): how many pixels differ by more than pixelTolerance
// in a channel, as a fraction, and the mean channel difference.
func diff(a, b *image.RGBA) (differing, mean float64) {
	n, bad, total := 0, 0, 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		worst := 0
		for k := 0; k < 3; k++ {
			d := int(a.Pix[i+k]) - int(b.Pix[i+k])
			if d < 0 {
				d = -d
			}
			total += d
			worst = max(worst, d)
		}
		if worst > pixelTolerance {
			bad++
		}
		n++
	}
	return float64(bad) / float64(max(n, 1)), float64(total) / float64(max(3*n, 1))
}

// background is what both pictures are laid on before comparing: the map's own background
// colour (tmxrasterizer leaves it out), else a grey that neither draws.
func background(m *grid.Map) color.RGBA {
	if bg := m.Background; bg.A > 0 {
		return color.RGBA{bg.R, bg.G, bg.B, 0xff}
	}
	return color.RGBA{0x80, 0x70, 0x80, 0xff}
}

// mapOrigin finds where tmxrasterizer put the map's top-left corner in its picture, which it
// grows by the layers' offsets and tall tiles: the shift of the game's picture that matches
// best, sampled sparsely.
func mapOrigin(ref, got *image.RGBA) image.Point {
	best, bestD := image.Point{}, math.Inf(1)
	rw, rh := ref.Rect.Dx()-got.Rect.Dx(), ref.Rect.Dy()-got.Rect.Dy()
	for oy := 0; oy <= max(rh, 0); oy++ {
		for ox := 0; ox <= max(rw, 0); ox++ {
			d := 0.0
			for y := 0; y < got.Rect.Dy(); y += 5 {
				for x := 0; x < got.Rect.Dx(); x += 5 {
					i, j := got.PixOffset(x, y), ref.PixOffset(x+ox, y+oy)
					for k := 0; k < 3; k++ {
						d += math.Abs(float64(got.Pix[i+k]) - float64(ref.Pix[j+k]))
					}
				}
			}
			if d < bestD {
				best, bestD = image.Point{ox, oy}, d
			}
		}
	}
	return best
}

// TestDrawsLikeTmxrasterizer: each example map, drawn by the game, matches tmxrasterizer's
// picture of it (within the tolerances above): tile layers, tall tiles and tile offsets,
// groups' offsets and opacity, tile objects (scaled, turned, flipped, from templates, hidden
// ones left out, in top-down order), collection tilesets, colour keys, repeated image layers
// and tile animations at a given time.
func TestDrawsLikeTmxrasterizer(t *testing.T) {
	if jobs == nil {
		t.Skip("no display: run under xvfb-run -a")
	}
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			m, err := grid.Load(filepath.Join("testdata", "examples", ex.file))
			if err != nil {
				t.Fatal(err)
			}
			refName := ex.name
			if ex.ref != "" {
				refName = ex.ref
			}
			refPath := filepath.Join("testdata", "ref", refName+".png")
			got := render(t, m, ex.anim)
			bg := background(m)
			if *update && ex.ref == "" {
				raw := over(rasterize(t, ex), bg)
				o := mapOrigin(raw, over(got, bg))
				ref := raw.SubImage(image.Rectangle{Min: o, Max: o.Add(got.Rect.Size())}).(*image.RGBA)
				writePNG(t, refPath, shrink(ref, ex.shrink))
			}
			ref := readPNG(t, refPath)
			mine := shrink(over(got, bg), ex.shrink)
			if ref.Rect.Size() != mine.Rect.Size() {
				t.Fatalf("reference %v, game %v: make the reference again (-update)", ref.Rect.Size(), mine.Rect.Size())
			}
			differing, mean := diff(ref, mine)
			t.Logf("%.2f%% of pixels differ, mean difference %.2f", 100*differing, mean)
			if differing > maxDiffering || mean > maxMean {
				out := filepath.Join(os.TempDir(), "tiledref-"+ex.name+".png")
				writePNG(t, out, mine)
				t.Errorf("the game's picture (%s) is not tmxrasterizer's (%s): %.2f%% of pixels differ (most %.0f%%), mean difference %.2f (most %.1f)",
					out, refPath, 100*differing, 100*maxDiffering, mean, maxMean)
			}
		})
	}
}

// writePNG writes img to path.
func writePNG(t *testing.T, path string, img image.Image) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestTintAndBackground: a layer's tint multiplies each of its pixels (Tiled 1.9's tintcolor,
// which Debian's tmxrasterizer 1.8 does not draw, so it is checked against the arithmetic), and
// the map's background colour fills what no layer covers.
func TestTintAndBackground(t *testing.T) {
	if jobs == nil {
		t.Skip("no display: run under xvfb-run -a")
	}
	m, err := grid.Load(filepath.Join("testdata", "examples", "features", "features.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range m.Layers {
		m.Layers[i].Visible = i == 0 // the ground only
	}
	m.Background = color.NRGBA{}
	plain := render(t, m, 0)
	m.Layers[0].Tint = color.NRGBA{0xff, 0x80, 0x40, 0xff}
	tinted := render(t, m, 0)
	for _, p := range []image.Point{{5, 5}, {40, 100}, {200, 170}} {
		a, b := plain.RGBAAt(p.X, p.Y), tinted.RGBAAt(p.X, p.Y)
		want := color.RGBA{a.R, uint8(int(a.G) * 0x80 / 0xff), uint8(int(a.B) * 0x40 / 0xff), a.A}
		if d := max(absDiff(b.R, want.R), absDiff(b.G, want.G), absDiff(b.B, want.B)); d > 2 || b.A != 0xff {
			t.Errorf("at %v: untinted %v, tinted %v, want %v", p, a, b, want)
		}
	}

	m, err = grid.Load(filepath.Join("testdata", "examples", "sticker-knight", "sandbox.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	sky := render(t, m, 0).RGBAAt(20, 20)
	if want := (color.RGBA{0x27, 0xb9, 0x9a, 0xff}); sky != want {
		t.Errorf("the sky of sticker-knight is %v, want its backgroundcolor %v", sky, want)
	}
}

// absDiff is |a − b|.
func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

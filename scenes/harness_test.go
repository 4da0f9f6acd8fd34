package scenes

// Test harness: one ebiten loop for the whole test binary, running games frame by frame for the tests.

import (
	"errors"
	"image"
	"image/color"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

// loop runs the games of the tests; nil when there is no display (graphical tests skip).
var loop *harness

// harness is the ebiten.Game of the test binary: ebiten runs one game per process, so the
// tests hand it jobs, each a number of frames of one client game.
type harness struct {
	jobs chan *job
	cur  *job
}

// job is some frames of a game to run, and the last frame's picture.
type job struct {
	g       *game.Game
	frames  int
	updates int
	ended   bool // the game asked to end (a scene quit)
	noPic   bool // the last frame's picture is not wanted (reading it back is slow)
	img     *image.RGBA
	done    chan struct{}
}

func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run()) // the graphical tests skip themselves
	}
	loop = &harness{jobs: make(chan *job)}
	code := 0
	go func() {
		code = m.Run()
		close(loop.jobs)
	}()
	ebiten.SetWindowSize(game.ScreenWidth, game.ScreenHeight)
	ebiten.SetWindowTitle("Skirmish (scenes tests)")
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	err := ebiten.RunGameWithOptions(loop, &ebiten.RunGameOptions{InitUnfocused: true})
	if err != nil && !errors.Is(err, ebiten.Termination) {
		println("ebiten:", err.Error())
		code = 1
	}
	os.Exit(code)
}

// Update runs one frame of the current job, taking the next job when there is none.
func (h *harness) Update() error {
	if h.cur == nil {
		select {
		case j, ok := <-h.jobs:
			if !ok {
				return ebiten.Termination
			}
			h.cur = j
		default:
			return nil
		}
	}
	j := h.cur
	if j.updates < j.frames && !j.ended {
		if err := j.g.Update(); errors.Is(err, ebiten.Termination) {
			j.ended = true
		} else if err != nil {
			panic(err)
		}
		j.updates++
	}
	return nil
}

// Draw draws the current job's game; after its last frame it keeps the picture and ends the job.
func (h *harness) Draw(screen *ebiten.Image) {
	j := h.cur
	if j == nil || j.updates == 0 {
		return
	}
	if j.updates < j.frames && !j.ended {
		j.g.Draw(screen)
		return
	}
	j.g.Draw(screen)
	if !j.noPic {
		b := screen.Bounds()
		j.img = image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		screen.ReadPixels(j.img.Pix)
	}
	h.cur = nil
	close(j.done)
}

// Layout is the current game's.
func (h *harness) Layout(w, hh int) (int, int) {
	if j := h.cur; j != nil {
		return j.g.Layout(w, hh)
	}
	return game.ScreenWidth, game.ScreenHeight
}

// needDisplay skips a test that draws when there is no display.
func needDisplay(t *testing.T) {
	t.Helper()
	if loop == nil {
		t.Skip("no display: DISPLAY is unset; run under xvfb-run -a go test ./scenes/")
	}
}

// frames runs n frames of g (each an Update, then a Draw) and returns the last frame drawn
// and whether the game asked to end.
func frames(t *testing.T, g *game.Game, n int) (*image.RGBA, bool) {
	t.Helper()
	needDisplay(t)
	j := &job{g: g, frames: n, done: make(chan struct{})}
	loop.jobs <- j
	<-j.done
	return j.img, j.ended
}

// framesNoPicture runs n frames of g as frames does, without reading the last one back.
func framesNoPicture(t *testing.T, g *game.Game, n int) {
	t.Helper()
	needDisplay(t)
	j := &job{g: g, frames: n, noPic: true, done: make(chan struct{})}
	loop.jobs <- j
	<-j.done
}

// newTestGame makes a 1280×720 game whose files are the bundled maps (square, then hex), a fresh user maps folder
// (with the given extra maps copied in), no catalog and a settings file in a temporary folder;
// its random seed is fixed.
func newTestGame(t *testing.T, userMaps map[string]string) *game.Game {
	t.Helper()
	return newSizedGame(t, 0, 0, userMaps)
}

// newSizedGame is newTestGame with a logical screen of w×h at UI scale 1 (0, 0: 1280×720).
func newSizedGame(t *testing.T, w, h int, userMaps map[string]string) *game.Game {
	t.Helper()
	g, err := game.New(w, h)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Context()
	c.Input.Enabled = false              // only injected input
	c.Rand = rand.New(rand.NewPCG(1, 2)) // the seeds setup rolls are the same every run
	bundled, _ := filepath.Glob(filepath.Join("..", "maps", "*.tmx"))
	hexes, _ := filepath.Glob(filepath.Join("..", "maps", "hex", "*.tmx")) // as the game lists them (app/cli)
	sort.Strings(bundled)
	sort.Strings(hexes)
	bundled = append(bundled, hexes...)
	if len(bundled) < 3 {
		t.Fatalf("want the bundled maps in ../maps, found %v", bundled)
	}
	dir := t.TempDir()
	maps := filepath.Join(dir, "maps")
	if err := os.MkdirAll(maps, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, content := range userMaps {
		if err := os.WriteFile(filepath.Join(maps, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c.Files = game.Files{Bundled: bundled, UserMaps: maps, Settings: filepath.Join(dir, "settings.json")}
	return g
}

// frameStats describes a frame: how many colours it has (sampled) and how many pixels are
// close to colour c inside r.
func colours(img *image.RGBA) int {
	seen := map[[3]uint8]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			i := img.PixOffset(x, y)
			seen[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
		}
	}
	return len(seen)
}

// near counts the pixels of r within a small distance of colour c.
func near(img *image.RGBA, r image.Rectangle, c color.RGBA) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := img.PixOffset(x, y)
			d := absInt(int(img.Pix[i])-int(c.R)) + absInt(int(img.Pix[i+1])-int(c.G)) + absInt(int(img.Pix[i+2])-int(c.B))
			if d < 40 {
				n++
			}
		}
	}
	return n
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// checkFrame fails unless the frame has many colours, and at least min pixels of colour c in
// each of the rectangles (text in the theme's colours where the screen writes some).
func checkFrame(t *testing.T, name string, img *image.RGBA, c color.RGBA, min int, where ...image.Rectangle) {
	t.Helper()
	if img == nil {
		t.Fatalf("%s: no frame drawn", name)
	}
	if n := colours(img); n < 40 {
		t.Errorf("%s: the frame has only %d colours: did anything draw?", name, n)
	}
	for _, r := range where {
		if n := near(img, r, c); n < min {
			t.Errorf("%s: only %d pixels of the text colour in %v, want at least %d: is the text there?", name, n, r, min)
		}
	}
}

// Bands of a menu screen where text must be.
var (
	headerBand = image.Rect(0, 0, game.ScreenWidth, 70)
	bodyBand   = image.Rect(0, 80, game.ScreenWidth, game.ScreenHeight-70)
	footerBand = image.Rect(0, game.ScreenHeight-60, game.ScreenWidth, game.ScreenHeight)
)

// cryptSetup opens the setup screen of the bundled crypt on c (not pushed).
func cryptSetup(t *testing.T, c *game.Context) *Setup {
	t.Helper()
	return openSetup(t, c, filepath.Join("..", "maps", "crypt.tmx"))
}

// textSetup writes an ASCII map to a test folder as name and opens its setup screen on c.
func textSetup(t *testing.T, c *game.Context, name, text string) *Setup {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return openSetup(t, c, path)
}

// openSetup loads the map at path and opens its setup screen on c (not pushed).
func openSetup(t *testing.T, c *game.Context, path string) *Setup {
	t.Helper()
	m, err := game.LoadMap(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSetup(c, path, m)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// targetsOf are the units the selected unit's listed actions of kind are aimed at, each once.
func targetsOf(b *Battle, kind string) []string {
	var out []string
	for _, l := range b.P.Listing().Of(kind) {
		if t := l.Action.Target; t != "" && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// squaresOf are the squares the selected unit's listed actions of kind go to, each once.
func squaresOf(b *Battle, kind string) []grid.Pos {
	var out []grid.Pos
	for _, l := range b.P.Listing().Of(kind) {
		if n := len(l.Action.Path); n > 0 && !slices.Contains(out, l.Action.Path[n-1]) {
			out = append(out, l.Action.Path[n-1])
		}
	}
	return out
}

// firstHuman is the first side a human plays, or -1.
func firstHuman(b *Battle) int {
	for i := range b.B().Sides {
		if b.P.Human(i) {
			return i
		}
	}
	return -1
}

// moveKindOf is the kind the selected unit moves by (its listing's move meaning), "" for none.
func moveKindOf(b *Battle) string {
	for _, k := range b.P.Listing().Kinds {
		if k.Meaning == combat.MeanMove {
			return k.Kind
		}
	}
	return ""
}

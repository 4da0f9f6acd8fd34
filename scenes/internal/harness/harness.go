// Package harness runs the graphical tests of the scenes packages (scenes, scenes/playthrough):
// one ebiten loop for a whole test binary, running games frame by frame for the tests, and the
// test game they play on the bundled maps. Ebiten runs one game per process, so the tests hand
// the loop jobs, each a number of frames of one client game. Without a display (DISPLAY unset)
// there is no loop and the graphical tests skip themselves.
package harness

import (
	"errors"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
)

// loop runs the games of the tests; nil when there is no display (graphical tests skip).
var loop *runner

// runner is the ebiten.Game of the test binary.
type runner struct {
	jobs chan *job
	cur  *job
	done bool // the jobs channel is closed
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

// Main is a test binary's TestMain: it runs the tests beside one ebiten loop when there is a
// display, and exits with their result.
func Main(m *testing.M, title string) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run()) // the graphical tests skip themselves
	}
	loop = &runner{jobs: make(chan *job)}
	code := 0
	go func() {
		code = m.Run()
		close(loop.jobs)
	}()
	ebiten.SetWindowSize(game.ScreenWidth, game.ScreenHeight)
	ebiten.SetWindowTitle(title)
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
func (h *runner) Update() error {
	if h.cur == nil && h.take() {
		return ebiten.Termination
	}
	if h.cur == nil {
		return nil
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
func (h *runner) Draw(screen *ebiten.Image) {
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

// take makes the next job waiting the current one, if there is one; it reports whether the
// jobs have ended.
func (h *runner) take() (ended bool) {
	if h.done {
		return true
	}
	select {
	case j, ok := <-h.jobs:
		if !ok {
			h.done = true
			return true
		}
		h.cur = j
	default:
	}
	return false
}

// Layout is the current game's: a job waiting is taken here, before the frame's Update, so
// that its first frame is drawn on a screen of its game's size (it was drawn on the last
// job's, or 1280×720).
func (h *runner) Layout(w, hh int) (int, int) {
	if h.cur == nil {
		h.take()
	}
	if j := h.cur; j != nil {
		return j.g.Layout(w, hh)
	}
	return game.ScreenWidth, game.ScreenHeight
}

// Running reports whether there is a loop to run games on (a display).
func Running() bool { return loop != nil }

// Run runs n frames of g (each an Update, then a Draw) on the loop, which must be running, and
// returns the last frame drawn (nil without pic) and whether the game asked to end.
func Run(g *game.Game, n int, pic bool) (*image.RGBA, bool) {
	j := &job{g: g, frames: n, noPic: !pic, done: make(chan struct{})}
	loop.jobs <- j
	<-j.done
	return j.img, j.ended
}

// NeedDisplay skips a test that draws when there is no display.
func NeedDisplay(t testing.TB) {
	t.Helper()
	if loop == nil {
		t.Skip("no display: DISPLAY is unset; run under xvfb-run -a go test")
	}
}

// Frames runs n frames of g and returns the last frame drawn and whether the game asked to end.
func Frames(t testing.TB, g *game.Game, n int) (*image.RGBA, bool) {
	t.Helper()
	NeedDisplay(t)
	return Run(g, n, true)
}

// FramesNoPicture runs n frames of g as Frames does, without reading the last one back.
func FramesNoPicture(t testing.TB, g *game.Game, n int) {
	t.Helper()
	NeedDisplay(t)
	Run(g, n, false)
}

// NewGame makes a game with a logical screen of w×h at UI scale 1 (0, 0: 1280×720) whose
// files are the bundled maps in the folder maps (square, then hex, as the game lists them),
// a fresh user maps folder (with the given extra files copied in), no catalog and a settings
// file in a temporary folder; its input is only what the test injects and its random seed is
// fixed.
func NewGame(t testing.TB, maps string, w, h int, userMaps map[string]string) *game.Game {
	t.Helper()
	g, err := game.New(w, h)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Context()
	c.Input.Enabled = false              // only injected input
	c.Rand = rand.New(rand.NewPCG(1, 2)) // the seeds setup rolls are the same every run
	bundled, _ := filepath.Glob(filepath.Join(maps, "*.tmx"))
	hexes, _ := filepath.Glob(filepath.Join(maps, "hex", "*.tmx")) // as the game lists them (app/cli)
	sort.Strings(bundled)
	sort.Strings(hexes)
	bundled = append(bundled, hexes...)
	if len(bundled) < 3 {
		t.Fatalf("want the bundled maps in %s, found %v", maps, bundled)
	}
	dir := t.TempDir()
	user := filepath.Join(dir, "maps")
	if err := os.MkdirAll(user, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, content := range userMaps {
		if err := os.WriteFile(filepath.Join(user, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c.Files = game.Files{Bundled: bundled, UserMaps: user, Settings: filepath.Join(dir, "settings.json")}
	return g
}

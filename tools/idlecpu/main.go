// Command idlecpu measures what a screen at rest costs: it opens the game on a screen (the
// title, or a battle on a human's turn), waits for it to settle, then reads from /proc the CPU
// time its threads spent over a span, its own (Go's) threads apart from the graphics driver's
// (Mesa's llvmpipe under Xvfb), and prints both as a share of one core.
//
// Run from the module root under a display: xvfb-run -a go run ./tools/idlecpu --scene battle
package main

import (
	"flag"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/client"
	"skirmish/game"
)

func main() {
	scene := flag.String("scene", "title", "the screen at rest: title, battle, maps or setup")
	mapFile := flag.String("map", "", "the map of a battle (default: the crypt)")
	span := flag.Duration("for", 20*time.Second, "how long to measure")
	settle := flag.Duration("settle", 3*time.Second, "how long to wait before measuring")
	always := flag.Bool("always", false, "draw every frame, as the game did before it rested (for comparison)")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the measured span to this file (go tool pprof)")
	flag.Parse()
	cpuProfile = *profile
	if err := run(*scene, *mapFile, *span, *settle, *always); err != nil {
		fmt.Fprintln(os.Stderr, "idlecpu:", err)
		os.Exit(1)
	}
}

func run(scene, mapFile string, span, settle time.Duration, always bool) error {
	g, err := game.New(0, 0)
	if err != nil {
		return err
	}
	c := g.Context()
	if c.Files, err = client.Files(); err != nil {
		return err
	}
	c.Files.Settings, c.Files.Saves = "", "" // nothing of the player's is written
	s, err := client.ShotScene(c, client.ShotOptions{Scene: scene, Map: mapFile, Seed: 1})
	if err != nil {
		return err
	}
	w := &watched{Scene: s, always: always}
	c.Push(w)
	var report error
	go func() {
		time.Sleep(settle)
		before, err := threadTimes()
		d0, p0 := w.draws.Load(), w.parts.Load()
		if err != nil {
			report = err
		} else {
			t0 := time.Now()
			stop := startProfile()
			time.Sleep(span)
			stop()
			after, err := threadTimes()
			if err != nil {
				report = err
			} else {
				print(scene, before, after, time.Since(t0), g.Still(), w.draws.Load()-d0, w.parts.Load()-p0)
			}
		}
		w.quit.Store(true)
		game.Wake()
	}()
	if err := game.Run(g, "Skirmish (idlecpu)"); err != nil {
		return err
	}
	return report
}

// watched is the measured screen, ended from the measuring goroutine.
type watched struct {
	game.Scene
	always bool // animate always
	quit   atomic.Bool
	draws  atomic.Int64 // frames drawn so far
	parts  atomic.Int64 // of them, frames that redrew only what changed (game.Damager)
	tick   int64        // the tick of the last frame counted
}

// Draw draws the screen and counts the frame: once, when a resting frame draws the screen in
// parts (on sub-images of the screen, one each).
func (w *watched) Draw(screen *ebiten.Image, c *game.Context) {
	if t := int64(ebiten.Tick()); t != w.tick || screen.Bounds().Min == (image.Point{}) {
		w.tick = t
		w.draws.Add(1)
		if b := screen.Bounds(); b.Dx() < c.Width || b.Dy() < c.Height || b.Min != (image.Point{}) {
			w.parts.Add(1)
		}
	}
	w.Scene.Draw(screen, c)
}

func (w *watched) Update(c *game.Context) error {
	if w.quit.Load() {
		c.Quit()
		return nil
	}
	return w.Scene.Update(c)
}

// Animating is the screen's own answer; a screen that gives none animates.
func (w *watched) Animating(c *game.Context) bool {
	if a, ok := w.Scene.(game.Animator); ok && !w.always {
		return a.Animating(c)
	}
	return true
}

// Damage is the screen's own answer (game.Damager); a screen that gives none, or one measured
// --always, is drawn whole.
func (w *watched) Damage(c *game.Context) ([]image.Rectangle, bool) {
	if d, ok := w.Scene.(game.Damager); ok && !w.always {
		return d.Damage(c)
	}
	return nil, false
}

// thread is one thread's name and CPU time in clock ticks.
type thread struct {
	name  string
	ticks int64
}

// threadTimes reads every thread of this process from /proc/self/task.
func threadTimes() (map[string]thread, error) {
	dirs, err := filepath.Glob("/proc/self/task/*")
	if err != nil {
		return nil, err
	}
	out := map[string]thread{}
	for _, d := range dirs {
		b, err := os.ReadFile(filepath.Join(d, "stat"))
		if err != nil {
			continue // the thread ended meanwhile
		}
		// pid (comm) state ... utime stime are fields 14 and 15; comm may hold spaces
		s := string(b)
		open, close := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
		if open < 0 || close < open {
			continue
		}
		f := strings.Fields(s[close+1:])
		if len(f) < 13 {
			continue
		}
		ut, _ := strconv.ParseInt(f[11], 10, 64)
		st, _ := strconv.ParseInt(f[12], 10, 64)
		out[filepath.Base(d)] = thread{name: s[open+1 : close], ticks: ut + st}
	}
	return out, nil
}

// print reports the CPU spent between two readings, ours (threads named as the program) and
// the others', as shares of one core.
func print(scene string, before, after map[string]thread, span time.Duration, still bool, frames, parts int64) {
	self, _ := os.ReadFile("/proc/self/comm")
	name := strings.TrimSpace(string(self))
	const hz = 100 // USER_HZ: clock ticks a second on Linux
	var ours, others int64
	for id, t := range after {
		d := t.ticks - before[id].ticks
		if t.name == name {
			ours += d
		} else {
			others += d
		}
	}
	pct := func(ticks int64) float64 { return 100 * float64(ticks) / hz / span.Seconds() }
	fmt.Printf("idle %s: our threads %.1f%% of a core, the graphics driver's %.1f%%, over %.0f s (resting: %v, ebiten %s, %.1f frames a second, %.1f of them redrawn in part)\n",
		scene, pct(ours), pct(others), span.Seconds(), still, ebitenMode(), float64(frames)/span.Seconds(), float64(parts)/span.Seconds())
}

// ebitenMode names ebiten's FPS mode.
func ebitenMode() string {
	if ebiten.FPSMode() == ebiten.FPSModeVsyncOffMinimum {
		return "drawing on input only"
	}
	return "drawing every frame"
}

// cpuProfile is the file --cpuprofile names ("" for none).
var cpuProfile string

// startProfile starts the CPU profile --cpuprofile asks for and returns what stops it.
func startProfile() (stop func()) {
	if cpuProfile == "" {
		return func() {}
	}
	f, err := os.Create(cpuProfile)
	if err != nil {
		fmt.Fprintln(os.Stderr, "idlecpu:", err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintln(os.Stderr, "idlecpu:", err)
		f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}

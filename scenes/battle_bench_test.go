package scenes

// Battle frame benchmark: one Update and Draw of the battle screen on the largest bundled map with 40 units.

import (
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/internal/cpubench"
	"skirmish/scenes/internal/harness"
)

// timedScene runs a scene and adds up the CPU time its thread spent in its Update and Draw:
// the commands our code builds, without ebiten's flush to the GPU and the swap that follow each
// frame.
type timedScene struct {
	s            game.Scene
	update, draw time.Duration
	// allocs counts the heap objects allocated during Update and Draw.
	allocs uint64
	sample [1]metrics.Sample
}

// heapObjects is how many heap objects the program has allocated so far.
func (t *timedScene) heapObjects() uint64 {
	t.sample[0].Name = "/gc/heap/allocs:objects"
	metrics.Read(t.sample[:])
	return t.sample[0].Value.Uint64()
}

// Update runs the scene's Update and times it.
func (t *timedScene) Update(c *game.Context) error {
	a := t.heapObjects()
	var err error
	t.update += cpubench.Time(func() { err = t.s.Update(c) })
	t.allocs += t.heapObjects() - a
	return err
}

// Draw runs the scene's Draw and times it.
func (t *timedScene) Draw(screen *ebiten.Image, c *game.Context) {
	a := t.heapObjects()
	t.draw += cpubench.Time(func() { t.s.Draw(screen, c) })
	t.allocs += t.heapObjects() - a
}

// processCPU is the CPU time of the whole process so far (every thread: ours, ebiten's and the
// GL driver's).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchBattle builds the benchmark's battle on the cavern (36×24 squares, the largest bundled
// map): 40 units, a human side's turn with a unit selected and the cursor on a target, fog on.
func benchBattle(bm *testing.B) (*game.Game, *Battle) {
	g, err := game.New(0, 0)
	if err != nil {
		bm.Fatal(err)
	}
	c := g.Context()
	c.Input.Enabled = false
	return g, benchBattleOn(bm, c)
}

// benchBattleOn builds benchBattle's battle on the game of c (not pushed).
func benchBattleOn(bm *testing.B, c *game.Context) *Battle {
	path := filepath.Join("..", "maps", "cavern.tmx")
	m, err := game.LoadMap(path)
	if err != nil {
		bm.Fatal(err)
	}
	rules, _ := combat.Rules("delvers")
	spec := BattleSpec{Map: path, Rules: "delvers", Fog: true, Seed: 3}
	spec.Sides = []SideSpec{{Name: m.Sides[0], Human: true, Player: "Ann"}, {Name: m.Sides[1], Level: 1}}
	kinds := []string{"warrior", "skeleton"}
	for n := 0; n < 40; n++ {
		side := n % 2
		e, _ := rules.Catalog().Lookup(kinds[side])
		if err := spec.AddUnit(m, side, e); err != nil {
			bm.Fatal(err)
		}
	}
	s, err := ShotBattle(c, spec, 2)
	if err != nil {
		bm.Fatal(err)
	}
	return s
}

// BenchmarkBattleFrame runs frames of a human's turn with a unit selected and the cursor on a
// square (path preview, fog, 40 tokens, the HUD and the log) on the cavern, 36×24 squares.
//
// ns/op is the wall time of a whole frame: our Update and Draw, then ebiten's flush of the
// frame's commands to OpenGL, the rasterising (under Xvfb a software one, llvmpipe) and the
// swap. The budget of DESIGN.md ("Update + Draw ≤ 2 ms of CPU") is the metric
// ours-cpu-ns/frame: the CPU time of the battle scene's Update and Draw, where the frame's draw
// commands are built.
// cpu-ns/frame is the CPU time of every thread of the process, the GL driver's included.
func BenchmarkBattleFrame(bm *testing.B) {
	if !harness.Running() {
		bm.Skip("no display")
	}
	g, s := benchBattle(bm)
	ts := &timedScene{s: s}
	g.Context().Push(ts)
	// a few frames first: the map is baked, glyphs and cached images are made
	harness.Run(g, 5, true)
	ts.update, ts.draw, ts.allocs = 0, 0, 0
	cpu0 := processCPU()
	bm.ReportAllocs()
	bm.ResetTimer()
	harness.Run(g, bm.N, true)
	bm.StopTimer()
	n := float64(bm.N)
	bm.ReportMetric(float64(ts.update+ts.draw)/n, "ours-cpu-ns/frame")
	bm.ReportMetric(float64(ts.update)/n, "update-cpu-ns/frame")
	bm.ReportMetric(float64(processCPU()-cpu0)/n, "cpu-ns/frame")
	bm.ReportMetric(float64(ts.allocs)/n, "ours-allocs/frame")
}

// BenchmarkBattleFirstFrame runs the first frame of the battle screen on the cavern, as after
// Deploy: its static layers are baked then (game/mapcache.go). first-ns/frame is the wall time
// of that frame (our Update and Draw, ebiten's flush, the software rasteriser under Xvfb, the
// read-back of the frame the harness makes), next-ns/frame the same for a frame a few later:
// their difference is the stall the first frame adds. ours-first-cpu-ns is the first frame's
// Update and Draw alone, in CPU time. A battle on the same map is played first in the same
// game, so that what the process's first frames pay whatever the screen (the rasteriser
// compiling its shaders, the glyphs of the fonts) is paid, as a player's title and setup
// screens pay it.
func BenchmarkBattleFirstFrame(bm *testing.B) {
	if !harness.Running() {
		bm.Skip("no display")
	}
	run := func(g *game.Game, n int) time.Duration {
		t0 := time.Now()
		harness.Run(g, n, true)
		return time.Since(t0)
	}
	g, s := benchBattle(bm)
	g.Context().Push(s)
	run(g, 10)
	var first, next, ours time.Duration
	bm.ResetTimer()
	for range bm.N {
		bm.StopTimer()
		runtime.GC() // the last battle's images go
		ts := &timedScene{s: benchBattleOn(bm, g.Context())}
		g.Context().Replace(ts)
		bm.StartTimer()
		first += run(g, 1)
		bm.StopTimer()
		ours += ts.update + ts.draw
		run(g, 3)
		next += run(g, 1)
		bm.StartTimer()
	}
	n := float64(bm.N)
	bm.ReportMetric(float64(first)/n, "first-ns/frame")
	bm.ReportMetric(float64(next)/n, "next-ns/frame")
	bm.ReportMetric(float64(ours)/n, "ours-first-cpu-ns")
}

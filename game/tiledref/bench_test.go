package tiledref

// The cost of animation in a baked view: the frame on which the water of the largest bundled map changes picture.

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/grid"
	"skirmish/internal/cpubench"
)

// BenchmarkAnimatedBakeFrame is one frame of the battle screen's baked map of the cavern (36×24
// squares, its stream and pool animated) on which every animated tile moves to its next frame:
// DrawBaked clears and redraws the animated squares in the bake, then draws the bake. ns/op is
// the wall time of the frame; ours-cpu-ns/frame the CPU time our code takes to issue that
// frame's drawing (ebiten flushes it to the GPU later).
func BenchmarkAnimatedBakeFrame(b *testing.B) {
	if jobs == nil {
		b.Skip("no display")
	}
	m, err := grid.Load(filepath.Join("..", "..", "maps", "cavern.tmx"))
	if err != nil {
		b.Fatal(err)
	}
	g, err := game.New(0, 0)
	if err != nil {
		b.Fatal(err)
	}
	c := g.Context()
	var clock time.Duration
	var v *game.MapView
	screen := (*ebiten.Image)(nil)
	onLoop(func() {
		v = game.NewMapView(m, c.Theme, c.Fonts, 0, 0, 1280, 720)
		v.Clock = func() time.Duration { return clock }
		screen = ebiten.NewImage(1280, 720)
		v.DrawBaked(screen) // the bake, at the first frames
	})
	var spent time.Duration
	for b.Loop() {
		onLoop(func() {
			clock += 600 * time.Millisecond // the water's next frame
			spent += cpubench.Time(func() { v.DrawBaked(screen) })
		})
	}
	b.ReportMetric(float64(spent.Nanoseconds())/float64(b.N), "ours-cpu-ns/frame")
}

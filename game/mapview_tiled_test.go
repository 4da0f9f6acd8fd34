package game

// Tests of the drawing arithmetic of Tiled's extras: parallax, repeats, animation frames.

import (
	"testing"
	"time"

	"skirmish/grid"
)

// Tiled scrolls a layer of parallax factor f by (view centre − parallax origin) × (1 − f):
// half as fast at 0.5, not at all at 0; only the live view does.
func TestParallaxShift(t *testing.T) {
	m := grid.NewMap(10, 10)
	m.ParallaxOrigin = grid.Point{X: 20, Y: 10}
	v := &MapView{Map: m}
	v.Cam.X, v.Cam.Y = 120, 70
	tests := []struct {
		parallax *grid.Point
		dx, dy   float64
	}{
		{nil, 0, 0},
		{&grid.Point{X: 1, Y: 1}, 0, 0},
		{&grid.Point{X: 0.5, Y: 0.25}, 50, 45},
		{&grid.Point{X: 0, Y: 0}, 100, 60},
	}
	for _, tc := range tests {
		v.Parallax = true
		if dx, dy := v.parallaxShift(&grid.Layer{Parallax: tc.parallax}); dx != tc.dx || dy != tc.dy {
			t.Errorf("factor %v: shift %v,%v, want %v,%v", tc.parallax, dx, dy, tc.dx, tc.dy)
		}
		v.Parallax = false
		if dx, dy := v.parallaxShift(&grid.Layer{Parallax: tc.parallax}); dx != 0 || dy != 0 {
			t.Errorf("factor %v: a view without parallax shifts by %v,%v", tc.parallax, dx, dy)
		}
	}
}

// A repeated image covers the map both ways from where it is placed.
func TestRepeats(t *testing.T) {
	got := repeats(5, 24, 0, 60)
	want := []float64{-19, 5, 29, 53}
	if len(got) != len(want) {
		t.Fatalf("repeats = %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("repeats = %v, want %v", got, want)
		}
	}
}

// An animation of frames 600 ms and 300 ms long shows the first for 600 ms, the second for 300,
// then loops.
func TestFrameAt(t *testing.T) {
	frames := []grid.Frame{{ID: 7, DurationMS: 600}, {ID: 9, DurationMS: 300}}
	for _, tc := range []struct {
		at   time.Duration
		want uint32
	}{{0, 7}, {599 * time.Millisecond, 7}, {600 * time.Millisecond, 9}, {899 * time.Millisecond, 9}, {900 * time.Millisecond, 7}, {1500 * time.Millisecond, 9}} {
		if got := frameAt(frames, tc.at); got != tc.want {
			t.Errorf("at %v: tile %d, want %d", tc.at, got, tc.want)
		}
	}
}

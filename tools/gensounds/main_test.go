package main

import (
	"math"
	"testing"

	"skirmish/sound"
)

// TestEveryEffectHasARecipe: each sound the game plays is made here, and nothing else is.
func TestEveryEffectHasARecipe(t *testing.T) {
	rs := all()
	for _, e := range sound.All() {
		if rs[e] == nil {
			t.Errorf("no recipe for %s", e)
		}
	}
	if len(rs) != len(sound.All()) {
		t.Errorf("%d recipes for %d effects", len(rs), len(sound.All()))
	}
}

// TestOneShotsAreShortAndSound: every effect that plays once is heard (an RMS over -40 dB),
// peaks at -1 dB, holds no NaN and lasts at most 4 s (the fanfares the longest).
func TestOneShotsAreShortAndSound(t *testing.T) {
	for e, rec := range all() {
		if e.Loops() {
			continue
		}
		b := render(e, rec)
		sum, peak := 0.0, 0.0
		for _, v := range b {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("%s holds %v", e, v)
			}
			sum += v * v
			peak = math.Max(peak, math.Abs(v))
		}
		if d := float64(len(b)) / rate; d > 4 || d < 0.02 {
			t.Errorf("%s lasts %.2f s", e, d)
		}
		if rms := math.Sqrt(sum / float64(len(b))); rms < 0.01 {
			t.Errorf("%s is almost silent: RMS %.4f", e, rms)
		}
		if math.Abs(peak-0.89) > 0.01 {
			t.Errorf("%s peaks at %.2f, want 0.89", e, peak)
		}
	}
}

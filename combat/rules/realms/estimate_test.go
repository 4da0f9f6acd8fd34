package realms

// Tests of the estimate and the listing's preview: the chance of 0, 1, 2 … body points.

import (
	"math"
	"testing"

	"skirmish/combat"
)

// near reports whether two chances agree to 1e-9.
func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// TestPreviewOdds: the listing previews an attack with the chance of each number of body
// points, worked out from the pool: the swordsman's 2d20 at +1 against AC 13 hit on 12 or more
// (and a natural 20), 9 faces of 20, 0.45 a die: 0 points 0.3025, 1 point 0.495, 2 points
// 0.2025; against a foe resistant to edged, 1 hit does nothing: 0 points 0.7975, 1 point 0.2025.
func TestPreviewOdds(t *testing.T) {
	cases := []struct {
		name   string
		target combat.Sheet
		odds   []float64
		kill   float64
	}{
		{"2d20, 0.45 a die", brute, []float64{0.3025, 0.495, 0.2025}, 0},
		{"resistant: halved", with(brute, func(s *combat.Sheet) { s.Traits = []string{"resist-edged"} }), []float64{0.7975, 0.2025}, 0},
		{"two body points: both hits drop it", with(brute, func(s *combat.Sheet) { s.HP = 2 }), []float64{0.3025, 0.495, 0.2025}, 0.2025},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(c.target)}, "AB")
			var l combat.Listing
			f.List(f.U("A"), &l, combat.MeanMelee)
			xs := l.Of(KindMelee)
			if len(xs) != 1 || xs[0].Preview == nil {
				t.Fatalf("listed %v", xs)
			}
			pv := xs[0].Preview
			if len(pv.Odds) != len(c.odds) {
				t.Fatalf("odds %v, want %v", pv.Odds, c.odds)
			}
			sum := 0.0
			for i := range c.odds {
				sum += pv.Odds[i]
				if !near(pv.Odds[i], c.odds[i]) {
					t.Fatalf("odds %v, want %v", pv.Odds, c.odds)
				}
			}
			if !near(sum, 1) || !near(pv.Kill, c.kill) || !near(pv.Hit, 1-0.3025) {
				t.Fatalf("sum %v, kill %v, hit %v", sum, pv.Kill, pv.Hit)
			}
			if e := f.Rules.Estimate(f.Battle, xs[0].Action); !near(e.Damage, pv.Damage) {
				t.Fatalf("Estimate's damage %v differs from the preview's %v", e.Damage, pv.Damage)
			}
		})
	}
	t.Run("the lower of two: 0.45² a die", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(brute, Poisoned), 'B': foe(brute)}, "AB")
		e := f.Rules.Estimate(f.Battle, act(KindMelee, "A", "B"))
		// brute +1 against AC 13: 12+ → 9 faces, 0.45; kept lower of two: 0.2025
		if !near(e.Hit, 0.2025) {
			t.Fatalf("hit %v, want 0.2025", e.Hit)
		}
	})
}

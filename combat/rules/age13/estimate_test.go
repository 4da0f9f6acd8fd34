// Tests of the odds the AI and the attack preview read: Estimate and Threat.
package age13

import (
	"math"
	"testing"

	"skirmish/combat"
)

func TestEstimate(t *testing.T) {
	orc := entry(t, "orc")
	cases := []struct {
		name   string
		target combat.Sheet
		want   combat.Estimate
	}{
		// d20 + 5 vs AC 16: natural 11 to 20 hit (0.5); 11–19 deal 1d8 + 4 (mean 8.5), 20 crits
		// (mean 17), 2–10 miss for the level (1), and on the even ones (2, 4, 6, 8, 10) the
		// flexible heavy blow adds the level again: (9 × 8.5 + 17 + 9 × 1 + 5 × 1) / 20 = 5.375.
		{"longsword against an orc", orc, combat.Estimate{Hit: 0.5, Damage: 5.375, Min: 5, Max: 12, Kill: 0}},
		// against 6 hp: a hit drops it unless the d8 rolls 1, a crit always; a miss's 1 or 2
		// does not: (9 × 7/8 + 1) / 20.
		{"against 6 hp", with(orc, func(s *combat.Sheet) { s.HP = 6 }), combat.Estimate{Hit: 0.5, Damage: 5.375, Min: 5, Max: 12, Kill: (9*7.0/8 + 1) / 20}},
		// against AC 40 only the natural 20 hits; 2–19 miss for 1, the nine even ones for 2.
		{"only a natural 20 hits AC 40", with(orc, func(s *combat.Sheet) { s.AC = 40 }), combat.Estimate{Hit: 0.05, Damage: (17 + 18*1.0 + 9*1.0) / 20, Min: 0, Max: 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(c.target)}, 20, 1)
			got := f.Rules.Estimate(f.Battle, attack(KindMelee, "F", "o", "longsword"))
			if math.Abs(got.Hit-c.want.Hit) > 1e-9 || math.Abs(got.Damage-c.want.Damage) > 1e-9 || got.Min != c.want.Min ||
				got.Max != c.want.Max || math.Abs(got.Kill-c.want.Kill) > 1e-9 {
				t.Fatalf("Estimate = %+v, want %+v", got, c.want)
			}
		})
	}
	t.Run("not an attack: zero", func(t *testing.T) {
		f := board(t, "1", "F.o", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(orc)}, 20, 1)
		if got := f.Rules.Estimate(f.Battle, run("F", pos(1, 0))); got != (combat.Estimate{}) {
			t.Fatalf("Estimate of a move = %+v", got)
		}
	})
}

func TestThreat(t *testing.T) {
	f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}, 20, 1)
	// the fighter's best: a d8 at its most + Str 4; the orc's: 6 + 4 on a natural 16+ hit
	if got := f.Rules.Threat(f.Battle, f.u("F"), f.u("o")); got != 12 {
		t.Fatalf("fighter's threat %d, want 12", got)
	}
	if got := f.Rules.Threat(f.Battle, f.u("o"), f.u("F")); got != 10 {
		t.Fatalf("orc's threat %d, want 10", got)
	}
}

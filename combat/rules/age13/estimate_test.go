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

func TestHealEstimates(t *testing.T) {
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}
	cases := []struct {
		name   string
		hp     int // the fighter's hit points (of 30)
		used   int // recoveries used
		ralied int // rallies so far
		heal   float64
	}{
		// a recovery: 1d10 (mean 5.5) + CON 2
		{"the first rally: the recovery's mean", 10, 0, 0, 7.5},
		{"no more than the hit points lost", 27, 0, 0, 3},
		{"a second rally needs a normal save: half the time", 10, 0, 1, 7.5 / 2},
		{"with no recoveries left, half", 10, 9, 0, 3.75},
		{"at full hit points: no rally", 30, 0, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", "F.o", units, 20, 1)
			if c.hp < 30 {
				f.Emit(combat.Damaged{Unit: "F", Amount: 30 - c.hp, HP: c.hp, Why: "test"})
			}
			if c.used > 0 {
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Recoveries, Value: c.used, Ends: combat.EndOfBattle}})
			}
			if c.ralied > 0 {
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Rallied, Value: c.ralied, Ends: combat.EndOfBattle}})
			}
			if got := f.Rules.Estimate(f.Battle, act(KindRally, "F", "")); math.Abs(got.Heal-c.heal) > 1e-9 || got.Damage != 0 {
				t.Fatalf("Estimate = %+v, want heal %v", got, c.heal)
			}
		})
	}
}

func TestCoupDeGraceEstimate(t *testing.T) {
	orc := entry(t, "orc")
	cases := []struct {
		name, ed string
		hp       int // F's hit points, down (of 30)
		kill     float64
	}{
		// the orc's fixed 6, doubled: 12; edition 1 kills at −15, edition 2 at −30
		{"edition 1: from −4, 12 reaches −16: dead", "1", -4, 1},
		{"edition 1: from −2, 12 leaves −14", "1", -2, 0},
		{"edition 2: from −4, 12 is far from −30", "2", -4, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, c.ed, "Fo...W", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(orc), 'W': hero(entry(t, "wizard"))}, 20, 1, 2)
			f.Emit(combat.Damaged{Unit: "F", Amount: 30 - c.hp, HP: c.hp, Why: "test"})
			f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
			f.endTurn()
			f.endTurn()
			got := f.Rules.Estimate(f.Battle, act(KindCoupDeGrace, "o", "F"))
			if got.Hit != 1 || got.Damage != 12 || got.Min != 12 || got.Max != 12 || got.Kill != c.kill {
				t.Fatalf("Estimate = %+v, want a sure 12 and kill %v", got, c.kill)
			}
		})
	}
	t.Run("a crit doubled again: triple, 3 × (1d8 + 4)", func(t *testing.T) {
		f := board(t, "1", "Fo", map[rune]who{'F': hero(doubler(entry(t, "fighter"), 1)), 'o': foe(with(orc, func(s *combat.Sheet) { s.HP = 100 }))}, 20, 1)
		f.put("o", Helpless)
		got := f.Rules.Estimate(f.Battle, attack(KindCoupDeGrace, "F", "o", "keen sword"))
		if got.Damage != 25.5 || got.Min != 15 || got.Max != 36 {
			t.Fatalf("Estimate = %+v, want a mean of 25.5 from 15 to 36", got)
		}
	})
	t.Run("resistance 16+: a faked d20 of 1–15 halves it", func(t *testing.T) {
		tough := with(orc, func(s *combat.Sheet) {
			s.HP = 100
			s.Defenses = map[string]int{"PD": 14, "MD": 10, "resist weapons": 16}
		})
		f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1)
		f.put("o", Helpless)
		// 1d8 + 4, doubled: 10 to 24, mean 17; 15 in 20 halve it back to 5 to 12, mean 8.5
		got := f.Rules.Estimate(f.Battle, attack(KindCoupDeGrace, "F", "o", "longsword"))
		if want := 0.25*17 + 0.75*8.5; math.Abs(got.Damage-want) > 1e-9 || got.Min != 5 || got.Max != 24 {
			t.Fatalf("Estimate = %+v, want damage %v from 5 to 24", got, want)
		}
	})
}

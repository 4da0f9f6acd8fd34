package d20lite

// Tests of size in the opposed checks: only the larger combatant gets +4 a size.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// d20-sunday-stats-combat.txt "Special Attacks": Disarm, "Larger combatants get +4 per size
// difference"; Overrun (and Trip, "as per Overrun"), "plus 4 per size difference": the larger
// side adds 4 a size step, the smaller adds nothing (a gap of 4 a step, not 8).
func TestSizeDifference(t *testing.T) {
	large := func(s combat.Sheet) combat.Sheet {
		return with(s, func(s *combat.Sheet) { s.Size = 10 })
	}
	huge := func(s combat.Sheet) combat.Sheet {
		return with(s, func(s *combat.Sheet) { s.Size = 20 })
	}
	cases := []struct {
		name  string
		a, b  combat.Sheet
		check string
	}{
		{"a large tripper: +4 to it, nothing to the medium one",
			large(fighterSheet(1, 12, 30)), dummy(10, 30),
			"A's trip: d20 15 + Str 2 + size 4 = 21 against B's d20 5 = 5"},
		{"a medium tripper of a large foe: +4 to the foe only",
			fighterSheet(1, 12, 30), large(dummy(10, 30)),
			"A's trip: d20 15 + Str 2 = 17 against B's d20 5 + size 4 = 9"},
		{"two steps larger: +8",
			huge(fighterSheet(1, 12, 30)), dummy(10, 30),
			"A's trip: d20 15 + Str 2 + size 8 = 25 against B's d20 5 = 5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, pair, map[rune]who{'A': hero(c.a), 'B': enemy(c.b)}, 20, 1)
			f.force(12, 15, 5) // B is flat-footed: no attack of opportunity
			evs := f.Act(attack(KindTrip, "A", "B", "longsword"))
			rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), c.check)
		})
	}
	t.Run("disarm: a large defender gets +4, the medium attacker nothing", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(large(dummy(10, 30)))}, 20, 1)
		f.force(10, 12, 5, 15)
		evs := f.Act(attack(KindDisarm, "A", "B", "longsword"))
		rulestest.WantTexts(t, "checks", rulestest.CheckTexts(evs), "A's disarm: d20 10 + BAB 1 + Str 2 = 13 against B's d20 12 + size 4 = 16",
			"B's disarm back: d20 5 + size 4 = 9 against A's d20 15 + BAB 1 + Str 2 = 18")
	})
}

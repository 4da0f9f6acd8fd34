package d20lite

import (
	"strconv"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// d20-sunday-stats-combat.txt "Injury and Death": 0 hp unconscious; −1 dying; a Fortitude
// save of 20 each round to become stable, else another hit point; dead at −10.
func TestInjuryAndDeath(t *testing.T) {
	for _, c := range []struct {
		name string
		hp   int
		face int // the longsword's d8: face + Str 2 damage
		cond string
	}{{"to 0: unconscious", 10, 3, Unconscious}, {"to −1: dying", 11, 4, Dying}} {
		t.Run(c.name, func(t *testing.T) {
			f := boardHP(t, trio, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30)), 'C': enemy(dummy(10, 30))}, map[rune]int{'B': c.hp}, 20, 1, 2)
			f.force(20, c.face) // a critical hit: (face + 2) × 2
			f.Act(attack(KindMelee, "A", "B", "longsword"))
			b := f.U("B")
			if b.Status != combat.Down || !b.Is(c.cond) {
				t.Fatalf("B at %d hp: %s %v", b.HP, b.Status, b.Conditions)
			}
		})
	}
	t.Run("dying: Fortitude 20 stabilises, else a hit point a round, dead at −10", func(t *testing.T) {
		f := boardHP(t, trio, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30)), 'C': enemy(dummy(10, 30))}, map[rune]int{'B': 3}, 20, 2, 1)
		f.force(15, 3) // 3 + 2 = 5: B at −2
		f.Act(attack(KindMelee, "A", "B", "longsword"))
		f.force(10)
		evs := f.Act(combat.Action{Kind: combat.EndTurn}) // B's turn: its save
		rulestest.WantTexts(t, "save", rulestest.CheckTexts(evs), "B's Fortitude save to stabilise: d20 10 = 10 vs 20")
		if f.U("B").HP != -3 {
			t.Fatalf("B at %d hp, want −3", f.U("B").HP)
		}
		f.EndTurn() // C
		f.EndTurn() // round 2: A
		f.force(20)
		f.EndTurn() // B: its save
		if !f.U("B").Is(Stable) || f.U("B").HP != -3 {
			t.Fatalf("B %v at %d: a 20 stabilises", f.U("B").Conditions, f.U("B").HP)
		}
		f.EndTurn()
		f.EndTurn()
		f.EndTurn()
		if f.U("B").HP != -3 {
			t.Fatalf("a stable creature loses no more: %d", f.U("B").HP)
		}
	})
	// docs/rulings.md "d20 the fallen": one down is no attack's target
	t.Run("a dying foe is no target", func(t *testing.T) {
		f := boardHP(t, trio, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30)), 'C': enemy(dummy(10, 30))}, map[rune]int{'B': 3}, 20, 1, 2)
		f.force(15, 3) // 3 + 2 = 5: B at −2, dying
		f.Act(attack(KindMelee, "A", "B", "longsword"))
		f.EndTurn()
		f.force(10) // B's save at its turn's start fails: −3
		f.EndTurn()
		f.EndTurn() // round 2: A
		f.Refused(attack(KindMelee, "A", "B", "longsword"), "", "B is down")
	})
	t.Run("dead at −10", func(t *testing.T) {
		f := boardHP(t, trio, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30)), 'C': enemy(dummy(10, 30))}, map[rune]int{'B': 1}, 20, 1, 2)
		f.force(20, 4) // a critical hit: (4 + 2) × 2 = 12: 1 − 12 = −11, dead at −10
		f.Act(attack(KindMelee, "A", "B", "longsword"))
		if f.U("B").Status != combat.Dead || f.U("B").HP != -10 {
			t.Fatalf("B %s at %d", f.U("B").Status, f.U("B").HP)
		}
	})
}

// d20-sunday-stats-combat.txt "Injury and Death": a DC 15 Heal check stabilises someone else.
func TestHealCheck(t *testing.T) {
	medic := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) { s.Skills = map[string]int{"Heal": 4} })
	for _, c := range []struct {
		die    int
		stable bool
	}{{11, true}, {10, false}} {
		f := boardHP(t, `
			A.B
			C..`, map[rune]who{'A': hero(medic), 'B': enemy(fighterSheet(1, 10, 30)), 'C': hero(dummy(10, 10))}, map[rune]int{'C': 1}, 20, 1, 2)
		f.EndTurn() // B's turn comes before C's
		f.force(15, 4)
		f.Act(attack(KindRanged, "B", "C", "shortbow")) // C: 1 − 4 = −3, dying
		f.force(2)                                      // C's save fails: −4
		f.EndTurn()
		f.EndTurn()
		f.force(c.die)
		evs := f.Act(act(KindHeal, "A", "C"))
		rulestest.WantTexts(t, "heal", rulestest.CheckTexts(evs), "A's Heal check on C: d20 "+itoa(c.die)+" + Heal 4 = "+itoa(c.die+4)+" vs DC 15")
		if f.U("C").Is(Stable) != c.stable {
			t.Fatalf("d20 %d: stable %v", c.die, f.U("C").Is(Stable))
		}
	}
}

// d20-sunday-stats-combat.txt "Injury and Death": "You can stabilize someone else": anyone
// else, a dying foe too (a prisoner to question); not oneself.
func TestHealCheckOnAFoe(t *testing.T) {
	medic := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) { s.Skills = map[string]int{"Heal": 4} })
	f := boardHP(t, `AB..C`, map[rune]who{'A': hero(medic), 'B': enemy(dummy(10, 10)), 'C': enemy(dummy(10, 10))}, map[rune]int{'B': 1}, 20, 1, 2)
	// A 21, C 2, B 1
	f.force(15, 4)
	f.Act(attack(KindMelee, "A", "B", "longsword")) // B: 1 − (4 + Str 2) = −5, dying
	f.EndTurn()
	f.force(2) // B's save fails: −6
	f.EndTurn()
	f.EndTurn()
	f.Refused(act(KindHeal, "A", "A"), "Injury and Death", "someone else")
	f.force(11)
	evs := f.Act(act(KindHeal, "A", "B"))
	rulestest.WantTexts(t, "heal", rulestest.CheckTexts(evs), "A's Heal check on B: d20 11 + Heal 4 = 15 vs DC 15")
	if !f.U("B").Is(Stable) {
		t.Fatal("A made DC 15: the dying foe B is stable")
	}
}

// d20-sunday-stats-combat.txt "Injury and Death": massive damage, a hit of twice the
// Constitution score: Fortitude 15 or pass out.
func TestMassiveDamage(t *testing.T) {
	frail := with(dummy(10, 60), func(s *combat.Sheet) { s.Attributes["CON"] = 5; s.Defenses = map[string]int{"Fort": 3} })
	for _, c := range []struct {
		save int
		up   bool
	}{{12, true}, {11, false}} {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(frail)}, 20, 1)
		f.force(15, 8, c.save) // 8 + 2 = 10 = twice Con 5
		evs := f.Act(attack(KindMelee, "A", "B", "longsword"))
		rulestest.WantTexts(t, "save", rulestest.CheckTexts(evs), "B's Fortitude save: d20 "+itoa(c.save)+" + Fort 3 = "+itoa(c.save+3)+" vs 15")
		if f.U("B").Active() != c.up {
			t.Fatalf("save %d: B %s", c.save, f.U("B").Status)
		}
	}
	t.Run("one less than twice Con: no save", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(frail)}, 20, 1)
		f.force(15, 7)
		if evs := f.Act(attack(KindMelee, "A", "B", "longsword")); len(rulestest.CheckTexts(evs)) != 0 {
			t.Fatalf("checks %v for 9 damage", rulestest.CheckTexts(evs))
		}
	})
	// A hits for 1d4+17 + Str 2: a 20 at the least, twice Con 10.
	maul := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) { s.Weapons = []combat.Weapon{weapon("maul", combat.Melee, "1d4+17", 1)} })
	t.Run("a sheet with no CON has Con 10: 20 damage calls for the save", func(t *testing.T) {
		noCon := with(dummy(10, 60), func(s *combat.Sheet) { delete(s.Attributes, "CON") })
		f := board(t, pair, map[rune]who{'A': hero(maul), 'B': enemy(noCon)}, 20, 1)
		f.force(15, 1, 14) // 1d4+17 18 + Str 2 = 20
		evs := f.Act(attack(KindMelee, "A", "B", "maul"))
		rulestest.WantTexts(t, "save", rulestest.CheckTexts(evs), "B's Fortitude save: d20 14 = 14 vs 15")
		if f.U("B").Active() {
			t.Fatal("B failed the save with 14 and is still up")
		}
	})
	for _, c := range []struct{ name, trait string }{
		{"undead: no Constitution, no save", "undead"},
		{"construct: no Constitution, no save", "construct"},
	} {
		t.Run(c.name, func(t *testing.T) {
			none := with(dummy(10, 60), func(s *combat.Sheet) { delete(s.Attributes, "CON"); s.Traits = []string{c.trait} })
			f := board(t, pair, map[rune]who{'A': hero(maul), 'B': enemy(none)}, 20, 1)
			f.force(15, 4)
			if evs := f.Act(attack(KindMelee, "A", "B", "maul")); len(rulestest.CheckTexts(evs)) != 0 || !f.U("B").Active() {
				t.Fatalf("checks %v for 23 damage to a creature with no Constitution", rulestest.CheckTexts(evs))
			}
		})
	}
}

// trio is pair with a second foe, C, out of the way.
const trio = `
	.....
	.AB..
	....C`

// itoa writes a number.
func itoa(n int) string { return strconv.Itoa(n) }

package d20lite

// Tests of how long a feint lasts.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// d20-sunday-stats-combat.txt "Special Attacks": Feint, "If you win, on your next attack
// against him he doesn't get a Dexterity bonus": no time limit: two rounds later, A's next
// attack on B still denies B its Dex +3 (AC 14 − 3 = 11); the attack after it does not.
func TestFeintWaitsForTheNextAttack(t *testing.T) {
	liar := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) { s.Skills = map[string]int{"Bluff": 6} })
	nimble := with(fighterSheet(2, 14, 30), func(s *combat.Sheet) { s.Attributes["DEX"] = 16; s.Skills = map[string]int{"Sense Motive": 1} })
	f := board(t, pair, map[rune]who{'A': hero(liar), 'B': enemy(nimble)}, 1, 20)
	f.EndTurn() // B
	f.force(10, 10)
	f.Act(act(KindFeint, "A", "B")) // 16 against 13: won
	for range 3 {                   // A's turn ends; B, A, B, A, B pass
		f.EndTurn()
		f.EndTurn()
	}
	if f.Round != 4 || f.turn() != "A" {
		t.Fatalf("round %d, %s's turn: want A's in round 4", f.Round, f.turn())
	}
	f.force(10, 1)
	evs := f.Act(attack(KindMelee, "A", "B", "longsword"))
	rulestest.WantTexts(t, "the next attack, rounds later", rulestest.AttackTexts(evs), "d20 10 + BAB 1 + Str 2 = 13 vs AC 14 − feinted 3 = 11: hit")
	f.EndTurn()
	f.EndTurn()
	f.force(10)
	evs = f.Act(attack(KindMelee, "A", "B", "longsword"))
	rulestest.WantTexts(t, "the attack after it", rulestest.AttackTexts(evs), "d20 10 + BAB 1 + Str 2 = 13 vs AC 14: miss")
}

// d20-sunday-stats-combat.txt "Special Attacks": Feint, "on your next attack against him he
// doesn't get a Dexterity bonus": a trip's melee attack and a grapple's grab are attacks on
// him: each is rolled against B's AC 14 − feinted 3 = 11 and spends the feint, so A's melee
// attack after it is against AC 14 again.
func TestFeintSpentOnAnyAttack(t *testing.T) {
	liar := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) { s.Skills = map[string]int{"Bluff": 6} })
	nimble := with(fighterSheet(2, 14, 30), func(s *combat.Sheet) { s.Attributes["DEX"] = 16; s.Skills = map[string]int{"Sense Motive": 1} })
	cases := []struct {
		name  string
		first combat.Action
		dice  []int // the attack roll, then the checks after it, all lost by A
	}{
		// trip: 10 hits AC 11; Str 1 + 2 = 3 against B's 10 + Dex 3; B's trip back 1 + 2 against A's 10 + Str 2
		{"a trip's melee attack", attack(KindTrip, "A", "B", "longsword"), []int{10, 1, 10, 1, 10}},
		// grapple: 10 grabs against AC 11; the hold 1 + BAB 1 + Str 2 = 4 against B's 10 + 2 + 2
		{"a grapple's grab", act(KindGrapple, "A", "B"), []int{10, 1, 10}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, pair, map[rune]who{'A': hero(liar), 'B': enemy(nimble)}, 1, 20)
			f.React["B opportunity"] = false
			f.EndTurn() // B
			f.force(10, 10)
			f.Act(act(KindFeint, "A", "B")) // 16 against 13: won
			f.EndTurn()
			f.EndTurn()
			f.force(c.dice...)
			evs := f.Act(c.first)
			rulestest.WantTexts(t, "the feint's attack", rulestest.AttackTexts(evs), "d20 10 + BAB 1 + Str 2 = 13 vs AC 14 − feinted 3 = 11: hit")
			if f.U("B").Is(Feinted) {
				t.Fatal("the feint is spent on that attack")
			}
			f.EndTurn()
			f.EndTurn()
			f.force(10)
			evs = f.Act(attack(KindMelee, "A", "B", "longsword"))
			rulestest.WantTexts(t, "the attack after it", rulestest.AttackTexts(evs), "d20 10 + BAB 1 + Str 2 = 13 vs AC 14: miss")
		})
	}
}

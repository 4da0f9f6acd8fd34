package d20lite

// Tests of how long a feint lasts.

import (
	"testing"

	"skirmish/combat"
)

// d20-sunday-stats-combat.txt "Special Attacks": Feint, "If you win, on your next attack
// against him he doesn't get a Dexterity bonus": no time limit: two rounds later, A's next
// attack on B still denies B its Dex +3 (AC 14 − 3 = 11); the attack after it does not.
func TestFeintWaitsForTheNextAttack(t *testing.T) {
	liar := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) { s.Skills = map[string]int{"Bluff": 6} })
	nimble := with(fighterSheet(2, 14, 30), func(s *combat.Sheet) { s.Attributes["DEX"] = 16; s.Skills = map[string]int{"Sense Motive": 1} })
	f := board(t, pair, map[rune]who{'A': hero(liar), 'B': enemy(nimble)}, 1, 20)
	f.endTurn() // B
	f.force(10, 10)
	f.do(act(KindFeint, "A", "B")) // 16 against 13: won
	for range 3 {                  // A's turn ends; B, A, B, A, B pass
		f.endTurn()
		f.endTurn()
	}
	if f.Round != 4 || f.turn() != "A" {
		t.Fatalf("round %d, %s's turn: want A's in round 4", f.Round, f.turn())
	}
	f.force(10, 1)
	evs := f.do(attack(KindMelee, "A", "B", "longsword"))
	want(t, "the next attack, rounds later", attackTexts(evs), "d20 10 + BAB 1 + Str 2 = 13 vs AC 14 − feinted 3 = 11: hit")
	f.endTurn()
	f.endTurn()
	f.force(10)
	evs = f.do(attack(KindMelee, "A", "B", "longsword"))
	want(t, "the attack after it", attackTexts(evs), "d20 10 + BAB 1 + Str 2 = 13 vs AC 14: miss")
}

package d20lite

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// d20-sunday-stats-combat.txt "Initiative": d20 + Dex bonus, rolled once, highest first, each
// creature once a round, and the order stays.
func TestInitiative(t *testing.T) {
	quick := with(dummy(10, 10), func(s *combat.Sheet) { s.Attributes["DEX"] = 16 }) // Dex +3
	f := board(t, `
		A.B
		...
		C..`, map[rune]who{'A': hero(dummy(10, 10)), 'B': enemy(quick), 'C': hero(dummy(10, 10))},
		10, 9, 12) // A 10 + 0, B 9 + 3 = 12, C 12 + 0: a tie with B
	inits := rulestest.Of[combat.Initiative](f.Log)
	rulestest.WantTexts(t, "initiative", []string{inits[0].Text, inits[1].Text, inits[2].Text},
		"A: d20 10 = 10", "B: d20 9 + Dex 3 = 12", "C: d20 12 = 12")
	if got := f.order(); got != "B C A" {
		t.Fatalf("order %q, want B C A: highest first, the tie of 12 to B's higher Dex", got)
	}
	for round := 1; round <= 2; round++ {
		for _, name := range []string{"B", "C", "A"} {
			if f.turn() != name {
				t.Fatalf("round %d: %s's turn, want %s's: the order stays round after round", round, f.turn(), name)
			}
			f.EndTurn()
		}
	}
	if n := len(rulestest.Of[combat.Initiative](f.Log)); n != 3 {
		t.Fatalf("%d initiative rolls after two rounds; it is rolled once", n)
	}
}

// docs/rulings.md "Initiative ties": the same total and Dex roll a d20 off, highest first.
func TestInitiativeTieRollOff(t *testing.T) {
	f := board(t, `A.B`, map[rune]who{'A': hero(dummy(10, 10)), 'B': enemy(dummy(10, 10))},
		7, 7, 3, 15) // both 7 + 0; A rolls 3, B 15
	if got := f.order(); got != "B A" {
		t.Fatalf("order %q, want B A: B won the roll-off 15 to 3", got)
	}
}

// d20-sunday-stats-combat.txt "Initiative": the surprised lose a free round to the others, and
// stay flat-footed in it.
func TestSurpriseRound(t *testing.T) {
	f := boardSurprise(t, `A.B.C`, map[rune]who{'A': hero(fighterSheet(1, 12, 10)), 'B': enemy(dummy(10, 10)), 'C': enemy(dummy(10, 10))},
		[]string{"Foes"}, 5, 18, 15)
	if f.Round != 0 || f.order() != "A" {
		t.Fatalf("round %d, order %q: want the surprise round 0 with only A", f.Round, f.order())
	}
	if f.U("A").Left(SlotPoints) != Points {
		t.Fatalf("A has %d points in the surprise round, want the full %d: a free round", f.U("A").Left(SlotPoints), Points)
	}
	f.EndTurn()
	if f.Round != 1 || f.order() != "B C A" || f.turn() != "B" {
		t.Fatalf("round %d, order %q, turn %s: want round 1, B C A, B first", f.Round, f.order(), f.turn())
	}
}

// d20-sunday-stats-combat.txt "Initiative": flat-footed before its first act: no Dex bonus
// to AC, no attacks of opportunity.
func TestFlatFooted(t *testing.T) {
	quick := with(dummy(14, 20), func(s *combat.Sheet) { s.Attributes["DEX"] = 14 }) // AC 14 with Dex +2
	f := board(t, `
		...
		AB.
		...`, map[rune]who{'A': hero(fighterSheet(1, 12, 10)), 'B': enemy(quick)}, 20, 1)
	f.force(11, 1)
	evs := f.Act(attack(KindMelee, "A", "B", "longsword"))
	rulestest.WantTexts(t, "attack on the flat-footed B", rulestest.AttackTexts(evs),
		"d20 11 + BAB 1 + Str 2 = 14 vs AC 14 − flat-footed 2 = 12: hit")
	// A walks off past B, still flat-footed: no attack of opportunity
	f.Act(moveTo(KindMove, "A", 0, 2))
	if len(f.Offered) != 0 {
		t.Fatalf("offered %v: a flat-footed creature makes no attacks of opportunity", f.Offered)
	}
}

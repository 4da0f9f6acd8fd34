package d20lite

// Tests of the unarmed attack's attack of opportunity, however the attack is made.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// d20-sunday-stats-combat.txt "Actions": "Unarmed attack* (3). Only your opponent gets an
// AoO": a bare-handed swing of a full attack, and a charge's bare-handed attack, draw the
// target's attack of opportunity, and no one else's.
func TestUnarmedAttackProvokes(t *testing.T) {
	t.Run("a full attack unarmed: the target only, once a round", func(t *testing.T) {
		f := board(t, `
			.....
			.AB..
			.C...`, map[rune]who{'A': hero(fighterSheet(6, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': enemy(fighterSheet(1, 10, 30))}, 1, 19, 18)
		f.EndTurn()   // B
		f.EndTurn()   // C
		f.force(1, 1) // B's attack of opportunity misses; A's +6 swing misses
		f.Act(attack(KindFull, "A", "B", "unarmed"))
		rulestest.WantTexts(t, "offered", f.Offered, "B opportunity")
		f.force(1) // A's +1 swing: B has had its attack this round
		f.Act(combat.Action{Kind: KindSwing, Unit: "A", Target: "B"})
		rulestest.WantTexts(t, "offered", f.Offered, "B opportunity")
	})
	t.Run("a charge unarmed: the target's attack of opportunity before the blow", func(t *testing.T) {
		f := board(t, `
			A.....B
			.......`, map[rune]who{'A': hero(fighterSheet(1, 14, 30)), 'B': enemy(fighterSheet(1, 10, 30))}, 1, 20)
		f.EndTurn()       // B
		f.force(1, 10, 2) // B misses; A: 10 + BAB 1 + Str 2 + charge 2 = 15
		evs := f.Act(combat.Action{Kind: KindCharge, Unit: "A", Target: "B", Weapon: "unarmed", Path: to(5, 0)})
		rulestest.WantTexts(t, "offered", f.Offered, "B opportunity")
		rulestest.WantTexts(t, "attacks", rulestest.AttackTexts(evs), "d20 1 + BAB 1 + Str 2 = 4 vs AC 14 − charging 2 = 12: a natural 1 misses",
			"d20 10 + BAB 1 + Str 2 + charge 2 = 15 vs AC 10: hit")
	})
}

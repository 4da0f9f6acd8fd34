package delvers

// Tests of the threat estimate: the odds of a foe's best attack at its next turn, by the
// attack's own terms, wherever the foe stands now.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestThreatEstimate(t *testing.T) {
	// A and R are heroes, g and p orcs (p prone), far apart; a low wall stands beside A. Where
	// the attacker will stand is not known, so cover and range count for nothing.
	board := `
		A.-.......................g
		..........................p
		R..........................`
	f := setup(t, board, map[rune]who{'A': {"Heroes", fighter, nil}, 'R': {"Heroes", archer, nil},
		'g': {"Foes", orc, nil}, 'p': {"Foes", orc, []string{Prone}}})
	cases := []rulestest.ThreatCase{
		// delvers-combat.md "Combat Attack Rolls", "Damage", "Shock": d20 + attack bonus 1 +
		// STR 1 + Stab 1 against AC 13 hits on 10+, 11 in 20; a hit is 1d8 + STR 1, never
		// under the sword's shock of 2 + STR 1 = 3 (3,3,4,5,6,7,8,9: 5.625); a miss deals 3.
		{Name: "a sword's blow hits on 10+ and its shock lands on a miss", Attacker: "A", Target: "g",
			Want: combat.Estimate{Hit: 0.55, Damage: 0.55*5.625 + 0.45*3, Min: 3, Max: 9}},
		// An NPC adds its attack bonus only: d20 + 1 against AC 15 hits on 14+, 7 in 20; 1d6
		// averages 3.5; the spear's shock 1/13 does not reach AC 15, so a miss deals nothing.
		// From where g stands the wall gives A half cover (−2), which does not count.
		{Name: "an orc's spear hits on 14+ and its shock does not reach AC 15", Attacker: "g", Target: "A",
			Want: combat.Estimate{Hit: 0.35, Damage: 0.35 * 3.5, Min: 1, Max: 6}},
		// "Make a Ranged Attack": the shortbow (1d6 + DEX 1, up to 7) over the dagger (up to
		// 5): d20 + DEX 1 + Shoot 1 against AC 13 hits on 11+, 10 in 20, with no −2 for long
		// range though g stands 130 ft off; 1d6 + 1 averages 4.5; a shot deals no shock.
		{Name: "a shot hits on 11+ with no shock, from wherever it is loosed", Attacker: "R", Target: "g",
			Want: combat.Estimate{Hit: 0.5, Damage: 0.5 * 4.5, Min: 2, Max: 7}},
		// "Combat Attack Rolls": +2 against an adjacent prone target, and a blow is struck from
		// beside it: hits on 8+, 13 in 20.
		{Name: "a blow at a prone foe has +2: hits on 8+", Attacker: "A", Target: "p",
			Want: combat.Estimate{Hit: 0.65, Damage: 0.65*5.625 + 0.35*3, Min: 3, Max: 9}},
		// a shot at a prone target from afar has −2: hits on 13+, 8 in 20.
		{Name: "a shot at a prone foe has −2: hits on 13+", Attacker: "R", Target: "p",
			Want: combat.Estimate{Hit: 0.4, Damage: 0.4 * 4.5, Min: 2, Max: 7}},
	}
	rulestest.Threats(t, f.Battle, cases)
}

package d20lite

// Tests of the threat estimate: the odds of a foe's best attack at its next turn, by the
// attack's own terms and threat range, wherever the foe stands now.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestThreatEstimate(t *testing.T) {
	// F: BAB +1, Str 14 (+2), AC 13: its longsword (1d8 + 2, 19–20/×2, up to 20) deals more at
	// most than its shortbow (1d6, ×3, up to 18). e, h (on concealing ground) and p (prone)
	// are AC 15 dummies; a shoots a shortbow (BAB +0, Dex 10), its ally d stands beside F.
	shooter := with(dummy(10, 10), func(s *combat.Sheet) { s.Weapons = fighterSheet(0, 10, 10).Weapons[1:] })
	text := `
		F.........-e
		.d...a.....h
		...........p`
	units := map[rune]who{'F': hero(fighterSheet(1, 13, 20)), 'e': enemy(dummy(15, 10)), 'h': hidden(enemy(dummy(15, 10))),
		'p': lying(enemy(dummy(15, 10))), 'a': enemy(shooter), 'd': enemy(dummy(10, 10))}
	f := board(t, text, units, 20, 19, 18, 17, 16, 15)
	cases := []rulestest.ThreatCase{
		// d20-sunday-stats-combat.txt "Resolving Any Normal Attack", "Critical Hits": d20 + BAB 1
		// + Str 2 against AC 15 hits on a natural 12+, 9 in 20; 19–20 are critical, ×2; 1d8 + 2
		// averages 6.5: 7/20 × 6.5 + 2/20 × 13 = 3.575. The low wall would give e cover (+4 AC)
		// from where F stands, but F will strike from beside it: no cover counted.
		{Name: "a longsword hits on 12+ and crits on 19–20", Attacker: "F", Target: "e",
			Want: combat.Estimate{Hit: 0.45, Damage: 3.575, Min: 3, Max: 20}},
		// "Combat Modifiers": concealment: 20% of the hits miss anyway.
		{Name: "a target in concealment: a fifth of the hits miss", Attacker: "F", Target: "h",
			Want: combat.Estimate{Hit: 0.45 * 0.8, Damage: 3.575 * 0.8, Min: 3, Max: 20}},
		// "Combat Modifiers": a prone defender is −4 AC against melee: hits on 8+, 13 in 20.
		{Name: "a prone target is −4 AC against a blow: hits on 8+", Attacker: "F", Target: "p",
			Want: combat.Estimate{Hit: 0.65, Damage: 11.0/20*6.5 + 2.0/20*13, Min: 3, Max: 20}},
		// "Actions": a shot into melee is −4, but where a will shoot from is not known: d20 +
		// BAB 0 + Dex 0 against AC 13 hits on 13+, 8 in 20; a natural 20 crits ×3; 1d6 averages
		// 3.5: 7/20 × 3.5 + 1/20 × 10.5 = 1.75.
		{Name: "a shortbow hits on 13+ and triples on a 20, no −4 into melee", Attacker: "a", Target: "F",
			Want: combat.Estimate{Hit: 0.4, Damage: 1.75, Min: 1, Max: 18}},
	}
	rulestest.Threats(t, f.Battle, cases)
}

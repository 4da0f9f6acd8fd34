package age13

// Tests of the threat estimate: the odds of a foe's best attack at its next turn, over the
// twenty natural rolls as the attack's own estimate works them out, wherever the foe stands.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestThreatEstimate(t *testing.T) {
	// an archer: attack +5, a bow of 1d6 with a range of 30 ft
	archer := creature(5, "1d6", 14, 12, 12, 20)
	archer.Weapons = []combat.Weapon{{Name: "bow", Kind: combat.Bow, Damage: combat.Roll{Count: 1, Sides: 6}, Range: 30}}
	// F stands behind a low wall from a, 85 ft off: a shot from here would be far away and
	// in cover, but where a will shoot from is not known, so neither counts.
	text := `
		F.-..............a
		..................
		.................o`
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'a': foeKind("archer", archer), 'o': foeKind("orc", entry(t, "orc"))}
	cases := []rulestest.ThreatCase{
		// 13th-age-combat-rules.txt "Attack Rolls", "Miss Damage", "Flexible Attacks": the
		// longsword (1d8 + STR 4, up to 12): d20 + STR 4 + level 1 against AC 16 hits on a
		// natural 11+; 11–19 deal 8.5 on average, a natural 20 crits for 17; 2–10 miss for the
		// level, 1, and on the even ones the flexible heavy blow adds the level again:
		// (9 × 8.5 + 17 + 9 × 1 + 5 × 1) / 20 = 5.375.
		{Name: "the fighter's longsword with its miss damage and heavy blow", Attacker: "F", Target: "o",
			Want: combat.Estimate{Hit: 0.5, Damage: 5.375, Min: 5, Max: 12}},
		// the orc's axe: d20 + 6 against AC 18 hits on a natural 12+; 12–15 deal 6, 16–19
		// deal 6 + 4 on the natural 16+ hit, a natural 20 crits for double, 20:
		// (4 × 6 + 4 × 10 + 20) / 20 = 4.2; no miss damage.
		{Name: "the orc's axe with its natural 16+ hit", Attacker: "o", Target: "F",
			Want: combat.Estimate{Hit: 0.45, Damage: 4.2, Min: 6, Max: 10}},
		// "Far Away", cover: neither counts before the archer has chosen where to shoot from:
		// d20 + 5 against AC 18 hits on a natural 13+; 13–19 deal 3.5 on average, a natural 20
		// crits for 7: (7 × 3.5 + 7) / 20 = 1.575.
		{Name: "a shot from wherever the archer looses it: no far away, no cover", Attacker: "a", Target: "F",
			Want: combat.Estimate{Hit: 0.4, Damage: 1.575, Min: 1, Max: 6}},
	}
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed, func(t *testing.T) { rulestest.Threats(t, board(t, ed, text, units, 20, 1, 1).Battle, cases) })
	}
}

package realms

// Tests of the threat estimate: the odds of a foe's best pool at its next turn, die by die as
// the attack's own estimate works them out, wherever the foe stands now.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestThreatEstimate(t *testing.T) {
	// S the swordsman and R the bowman face brutes: b plain, r resistant to edged, p prone.
	// A low wall stands before S, between it and o, a foe with a longbow and the bows skill.
	archer := with(swordsman, func(s *combat.Sheet) {
		s.Hero, s.Skills, s.Weapons = false, map[string]int{"bows": 1}, []combat.Weapon{longbow}
	})
	text := `
		S-.........b
		...........r
		R..........p
		...........o`
	units := map[rune]who{'S': hero(swordsman), 'R': hero(bowman), 'b': foe(brute),
		'r': foe(with(brute, func(s *combat.Sheet) { s.Traits = []string{"resist-edged"} })), 'p': foe(brute, Prone), 'o': foe(archer)}
	f := setup(t, text, units, "SRbrpo")
	cases := []rulestest.ThreatCase{
		// enchanted-realms-combat.txt "The Attack", "Raw Die Scores": the swords skill rolls
		// 2d20 at quality +1 against AC 13: each die hits on 12+ (a natural 20 always), 9 in 20;
		// at least one hits 1 − 0.55² = 0.6975 of the time; a body point a hit: 2 × 0.45 = 0.9.
		{Name: "a skill's two dice, each hitting on 12+", Attacker: "S", Target: "b",
			Want: combat.Estimate{Hit: 0.6975, Damage: 0.9, Min: 1, Max: 2}},
		// "Physical Damage": resistant halves a single attack's damage, rounded down: only two
		// hits deal a point, 0.45² = 0.2025.
		{Name: "a foe resistant to edged: only both hits tell", Attacker: "S", Target: "r",
			Want: combat.Estimate{Hit: 0.6975, Damage: 0.2025, Min: 0, Max: 1}},
		// "Restrictions in Combat": a prone target gives a melee attacker advantage, one more
		// die: 1 − 0.55³ = 0.833625 to hit, 3 × 0.45 = 1.35 body points.
		{Name: "a prone foe: advantage, a third die", Attacker: "S", Target: "p",
			Want: combat.Estimate{Hit: 1 - 0.55*0.55*0.55, Damage: 1.35, Min: 1, Max: 3}},
		// "Cover": from where o stands the low wall gives S half cover, +2 AC, but where o
		// will shoot from is not known: 2d20 at +1 against AC 14 hit on 13+, 8 in 20 each:
		// 1 − 0.6² = 0.64, 2 × 0.4 = 0.8.
		{Name: "a shot from wherever it is loosed: no cover", Attacker: "o", Target: "S",
			Want: combat.Estimate{Hit: 0.64, Damage: 0.8, Min: 1, Max: 2}},
		// the bowman's longbow (bows: 2d20) over its unskilled dagger (1d20): at +2 against
		// AC 13, each die hits on 11+, 10 in 20: 0.75 to hit, 1 body point expected.
		{Name: "the bowman's longbow over its dagger", Attacker: "R", Target: "b",
			Want: combat.Estimate{Hit: 0.75, Damage: 1, Min: 1, Max: 2}},
	}
	rulestest.Threats(t, f.Battle, cases)
}

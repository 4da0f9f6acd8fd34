package d20lite

// Tests of a ranged attack's distance: no penalty for it, a refusal past the weapon's reach.

import (
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// d20-sunday-stats-combat.txt "Resolving Any Normal Attack": "Roll a d20 + your Base Attack
// Bonus + your Str modifier (or Dex if it's a missile weapon)": no term for distance, so a bow
// (range 60 ft, long range 120 ft) hits as well at 70 ft as at 10 ft; past 120 ft the shot is
// refused (docs/rulings.md "d20 range").
func TestRangedDistance(t *testing.T) {
	archer := combat.Sheet{Attributes: map[string]int{"STR": 10, "DEX": 14}, AttackBonus: 2, AC: 12, HP: 30, Speed: 30,
		Weapons: []combat.Weapon{weapon("bow", combat.Bow, "1d6", 2, "crit x3")}}
	lane := func(feet int) string { // A, then B feet away along a row
		return "A" + strings.Repeat(".", feet/5-1) + "B"
	}
	for _, c := range []struct {
		name   string
		feet   int
		attack string
	}{
		{"10 ft: d20 + BAB + Dex", 10, "d20 11 + BAB 2 + Dex 2 = 15 vs AC 15: hit"},
		{"70 ft, past the range 60: the same roll, no penalty", 70, "d20 11 + BAB 2 + Dex 2 = 15 vs AC 15: hit"},
		{"120 ft, the long range: the same roll", 120, "d20 11 + BAB 2 + Dex 2 = 15 vs AC 15: hit"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, lane(c.feet), map[rune]who{'A': hero(archer), 'B': enemy(dummy(15, 40))}, 20, 1)
			f.force(11, 4)
			evs := f.Act(attack(KindRanged, "A", "B", "bow"))
			rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), c.attack)
		})
	}
	t.Run("125 ft, past the long range 120: refused", func(t *testing.T) {
		f := board(t, lane(125), map[rune]who{'A': hero(archer), 'B': enemy(dummy(15, 40))}, 20, 1)
		f.Refused(attack(KindRanged, "A", "B", "bow"), "Ranged attack", "bow reaches 120 ft")
	})
}

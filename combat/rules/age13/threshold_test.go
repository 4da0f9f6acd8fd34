package age13

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// TestTargetHitPoints: "Some spells and effects target creatures with a certain number of hit
// points or less. The hit point value you use is based on current hit points, not starting hit
// points." (13th-age-combat-rules.txt "Target Hit Points"): a wizard's spell with the effect
// "target: 10 hp or fewer" at an orc of 10 hp, at one of 27, and at that one wounded to 10.
func TestTargetHitPoints(t *testing.T) {
	spike := with(entry(t, "wizard"), func(s *combat.Sheet) {
		s.Weapons = append(s.Weapons, combat.Weapon{Name: "soul spike", Kind: combat.Spell, Damage: combat.Roll{Count: 1, Sides: 6},
			Attributes: []string{"INT"}, Range: 60, LongRange: 60, Against: "MD", Effects: []string{"target: 10 hp or fewer"}})
	})
	small := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 10 })
	big := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 27 })
	units := map[rune]who{'W': hero(spike), 'a': foeKind("orc", small), 'b': foeKind("orc", big)}
	t.Run("a foe of 10 hp is targeted", func(t *testing.T) {
		f := board(t, "1", "W...a.b", units, 20, 1, 15, 3)
		if as := rulestest.AttackTexts(f.Act(attack(KindRanged, "W", "a", "soul spike"))); len(as) != 1 {
			t.Fatalf("attacks %v, want one at a", as)
		}
	})
	t.Run("a foe of 27 hp is refused", func(t *testing.T) {
		f := board(t, "1", "W...a.b", units, 20, 1)
		f.Refused(attack(KindRanged, "W", "b", "soul spike"), "Target Hit Points", "b has 27 hp; W's soul spike targets only creatures with 10 hp or fewer")
	})
	t.Run("current hit points, not starting: the foe of 27 wounded to 10 is targeted", func(t *testing.T) {
		f := board(t, "1", "W...a.b", units, 20, 1, 15, 3)
		f.Emit(combat.Damaged{Unit: "b", Amount: 17, HP: 10, Why: "the test's wound"})
		if as := rulestest.AttackTexts(f.Act(attack(KindRanged, "W", "b", "soul spike"))); len(as) != 1 {
			t.Fatalf("attacks %v, want one at b", as)
		}
	})
	t.Run("the effect's words", func(t *testing.T) {
		for _, fx := range []string{"target: 0 hp or fewer", "target: ten hp or fewer", "target: 10 hp"} {
			if _, err := readPower(combat.Weapon{Name: "x", Kind: combat.Spell, Effects: []string{fx}}); err == nil {
				t.Errorf("%q read without error", fx)
			}
		}
	})
}

package age13

// The optional rules of edition 1 as ruleset options: lasting wounds, meaningful death (a coma instead of death but at a named villain's hand), and recoveries at their average.

import (
	"fmt"

	"skirmish/combat"
)

// Conditions of the optional rules.
const (
	// LastingWounds counts a hero's lasting wounds (Value): each takes 2 + its level off its
	// maximum hit points until a full heal-up; the sheet's hp is already lowered.
	LastingWounds = "lasting wounds"
	// Coma is a hero that would have died under the meaningful-death rule: unconscious, no
	// death saves, and not woken until the battle is over.
	Coma = "coma"
	// Villain is the trait of a named villain, the only foe that can slay a hero for good
	// under the meaningful-death rule.
	Villain = "villain"
)

// More citations.
var (
	ruleWounds = cite1("Optional Lasting-Wound Rule")
	ruleDeath  = cite1("Optional Meaningful Death Rule")
)

// WoundedHP is a hero's maximum hit points with lasting wounds: each takes 2 + its level off
// (13th-age-combat-rules.txt "Optional Lasting-Wound Rule": a 1st-level fighter's 30 with one
// wound is 27).
func WoundedHP(hp, level, wounds int) int { return max(hp-wounds*(2+level), 1) }

// meaningful reports whether a hero's death is turned into a coma: the meaningful-death rule
// is on, and no named villain dealt the blow (killer "" for a failed death save)
// (13th-age-combat-rules.txt "Optional Meaningful Death Rule": "PCs can only be fully slain by
// named villains. PCs who fail four death checks fall into a coma").
func meaningful(b *combat.Battle, killer string) bool {
	if !on(b, OptionDeath) {
		return false
	}
	k := b.Unit(killer)
	return k == nil || !k.Sheet.Has(Villain)
}

// fallIntoComa puts a dying hero in a coma instead of killing it, its hit points no lower than
// one above the edition's death threshold.
func fallIntoComa(b *combat.Battle, u *combat.Unit, why string) {
	if floor := deathFloor(b, u) + 1; u.HP < floor {
		b.Emit(combat.Healed{Unit: u.Name, Amount: 0, HP: floor, Why: "in a coma: held above death"})
	}
	if !u.Is(Coma) {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Coma, Ends: combat.EndOfBattle}})
		b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s %s, but only a named villain slays a hero: a coma until the fight is over (%s)", u.Name, why, ruleDeath)})
	}
}

// deathFloor is the hit points at which an unconscious hero dies: −half its maximum (edition
// 1, rounded up) or −its maximum (edition 2).
func deathFloor(b *combat.Battle, u *combat.Unit) int {
	if edition(b) == 2 {
		return -u.MaxHP()
	}
	return -(u.MaxHP() + 1) / 2
}

// recoveryAverage reports whether the battle takes recoveries at their average.
func recoveryAverage(b *combat.Battle) bool { return b.RuleOptions[OptionRecoveries] == "average" }

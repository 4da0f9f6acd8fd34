package delvers

// Numbers read off a sheet: attribute modifiers, skill levels, combat skills, speed.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// AttributeModifier is the modifier of an attribute score. The text uses modifiers without
// giving the table; Skirmish plays the Worlds Without Number table its terms come from
// (docs/rulings.md): 3 is −2, 4–7 −1, 8–13 +0, 14–17 +1, 18 +2.
func AttributeModifier(score int) int {
	switch {
	case score <= 3:
		return -2
	case score <= 7:
		return -1
	case score <= 13:
		return 0
	case score <= 17:
		return 1
	default:
		return 2
	}
}

// Untrained is the skill level of a skill a unit does not have: −1 on skill checks (docs/rulings.md).
const Untrained = -1

// UntrainedAttack is the penalty to hit with a weapon whose skill the unit lacks (docs/rulings.md).
const UntrainedAttack = -2

// combatSkills are the skills that count as combat skills (delvers-combat.md "Screen an Ally").
var combatSkills = []string{"Stab", "Shoot", "Brawl"}

// mod returns u's modifier for an attribute; NPCs without attributes have +0
// (delvers-combat.md "Combat Attack Rolls": NPCs usually have no attribute modifiers).
func mod(u *combat.Unit, attr string) int {
	s, ok := u.Sheet.Attributes[attr]
	if !ok {
		return 0
	}
	return AttributeModifier(s)
}

// bestAttr returns the attribute among attrs with the highest modifier for u, and that
// modifier; the first wins ties, and no attributes gives ("", 0).
func bestAttr(u *combat.Unit, attrs []string) (string, int) {
	best, bm := "", 0
	for i, a := range attrs {
		if m := mod(u, a); i == 0 || m > bm {
			best, bm = a, m
		}
	}
	return best, bm
}

// npc reports whether u is an NPC whose checks use its skill bonus (no skills on its sheet).
func npc(u *combat.Unit) bool { return !u.Sheet.Hero && len(u.Sheet.Skills) == 0 }

// skillLevel returns u's level in a skill, Untrained if it has none. An NPC counts its skill
// bonus as its level in every skill (docs/rulings.md).
func skillLevel(u *combat.Unit, skill string) int {
	if npc(u) {
		return u.Sheet.SkillBonus
	}
	if l, ok := u.Sheet.Skills[skill]; ok {
		return l
	}
	return Untrained
}

// bestCombatSkill is u's highest combat skill level.
func bestCombatSkill(u *combat.Unit) int {
	best := Untrained
	for _, s := range combatSkills {
		best = max(best, skillLevel(u, s))
	}
	return best
}

// speed is how far u moves with one move action: its normal rate, halved while prone
// (delvers-combat.md "Go Prone"), in whole squares.
func speed(u *combat.Unit) int {
	s := u.Sheet.Speed
	if u.Is(Prone) {
		s /= 2
	}
	return s - s%grid.FeetPerCell
}

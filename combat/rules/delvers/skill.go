package delvers

// Skill checks and opposed checks (used by screening, shoving, grappling and first aid).

import (
	"fmt"

	"skirmish/combat"
)

// twoD6 is the skill-check roll. The text names skill checks without their dice; Skirmish
// plays the Worlds Without Number check its skills come from: 2d6 + attribute modifier +
// skill level (docs/rulings.md).
var twoD6 = combat.Roll{Count: 2, Sides: 6}

// checkTerms rolls u's skill check with the best of attrs and the best of skills, plus mods,
// and returns its terms. An NPC adds its skill bonus instead of attribute and skill.
func checkTerms(b *combat.Battle, u *combat.Unit, attrs, skills []string, why string, mods ...combat.Term) ([]combat.Term, string) {
	roll, _ := b.Roll(u, twoD6, why)
	terms := []combat.Term{{Label: "2d6", Value: roll}}
	label := ""
	if npc(u) {
		terms = append(terms, combat.Term{Label: "skill bonus", Value: u.Sheet.SkillBonus})
		label = "skill"
	} else {
		attr, am := bestAttr(u, attrs)
		skill, sl := skills[0], skillLevel(u, skills[0])
		for _, s := range skills[1:] {
			if l := skillLevel(u, s); l > sl {
				skill, sl = s, l
			}
		}
		terms = append(terms, combat.Term{Label: attr, Value: am}, combat.Term{Label: skill, Value: sl})
		label = attr + "/" + skill
	}
	for _, m := range mods {
		if m.Value != 0 {
			terms = append(terms, m)
		}
	}
	return terms, label
}

// opposed rolls an opposed check between actor and resister and reports whether the actor
// wins. Ties go to the resister, the one whose state the check would change (docs/rulings.md).
func opposed(b *combat.Battle, actor, resister *combat.Unit, attrs, skills []string, why string, actorMods ...combat.Term) bool {
	at, al := checkTerms(b, actor, attrs, skills, why, actorMods...)
	rt, _ := checkTerms(b, resister, attrs, skills, why)
	a, r := combat.Sum(at), combat.Sum(rt)
	b.Emit(combat.Checked{Unit: actor.Name, Skill: al, Why: why, Terms: at, Total: a, Opponent: resister.Name,
		Against: r, Success: a > r, Text: fmt.Sprintf("%s %s vs %s %s: %s", actor.Name, combat.FormatTerms(at), resister.Name, combat.FormatTerms(rt), winner(a > r, actor, resister))})
	return a > r
}

// winner names who won an opposed check.
func winner(actorWins bool, actor, resister *combat.Unit) string {
	if actorWins {
		return actor.Name + " wins"
	}
	return resister.Name + " wins"
}

// sizePenalty is the penalty to a grapple or shove check against a bigger target
// (delvers-combat.md "Grappling": −2 significantly larger, −4 barely plausible). Skirmish reads
// sizes (docs/rulings.md): twice the attacker's size −2, four times −4, eight times impossible.
func sizePenalty(attacker, target *combat.Unit) (int, bool) {
	a, t := attacker.Sheet.Size, target.Sheet.Size
	switch {
	case t >= 8*a:
		return 0, false
	case t >= 4*a:
		return -4, true
	case t >= 2*a:
		return -2, true
	}
	return 0, true
}

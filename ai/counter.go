package ai

// Counterspells: the AI's answer as a foe casts a spell it may disrupt (Realms' counterspell:
// enchanted-realms-combat.txt "Reactions").

import "skirmish/combat"

// counterOdds are the least chance of disrupting the spell at which a unit spends its reaction
// on a counterspell, by level: a beginner never tries; Normal at two in five, Hard at one in
// three: a foe's spell (a fireball's 2 body points on each caught) is worth more than what a
// sorcerer's reaction is otherwise kept for (a flee attack's one), so equal sorcerers (66 of
// 144) counter at both.
var counterOdds = [...]float64{Easy: 2, Normal: 0.4, Hard: 1.0 / 3}

// counters reports whether u takes the counterspell a, offered as p's actor, a foe, casts a
// spell: when the ruleset's estimate of the counterspell (its Hit: the chance the spell is
// disrupted) reaches the level's odds.
func (t *Tactician) counters(b *combat.Battle, u *combat.Unit, p combat.Prompt, a combat.Action) bool {
	caster := b.Unit(p.Actor)
	if p.Kind != combat.PromptCast || caster == nil || caster.Side == u.Side || int(t.Level) >= len(counterOdds) {
		return false
	}
	return b.Rules.Estimate(b, a).Hit >= counterOdds[t.Level]
}

package ai

// Reactions: the AI's answers to attacks of opportunity, held attacks, total defense and snaps.

import "skirmish/combat"

// React takes every free attack of opportunity and every held attack offered, and any other
// reaction offered as a foe leaves or a blow lands that costs nothing but the reaction itself
// (Realms' impalement, dodge, standing up); a defence (total defense) when it turns a hit into
// a miss; a counter (a snap attack) when it is likely to drop the attacker first; a
// counterspell as a foe casts when it is likely enough to disrupt the spell (counters).
//
// A unit whose morale broke makes no attack: it only gets away, and defends itself.
func (t *Tactician) React(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
	fleeing, asked := false, false // whether morale sends u away, asked once an option needs it
	for i, a := range opts {
		if a.Kind == combat.Opportunity || p.Kind == combat.PromptLeave || p.Kind == combat.PromptMoved || b.MeaningOf(a) == combat.MeanCounter {
			if !asked {
				fleeing, asked = Retreating(b, u), true
			}
			if fleeing {
				continue // an attack: a free one as a foe leaves or comes, or a counter
			}
		}
		switch m := b.MeaningOf(a); {
		case a.Kind == combat.Opportunity, p.Kind == combat.PromptMoved:
			return i
		case m == combat.MeanReaction && (p.Kind == combat.PromptLeave || p.Kind == combat.PromptHit):
			return i
		case m == combat.MeanDefend && p.Attack != nil:
			if p.Attack.Total >= sumTerms(p.Attack.Defense) && p.Attack.Total < sumTerms(p.Attack.Defense)+2 {
				return i
			}
		case p.Kind == combat.PromptCast:
			if t.counters(b, u, p, a) {
				return i
			}
		case m == combat.MeanCounter && t.Level != Easy:
			if b.Rules.Estimate(b, a).Kill >= 0.5 {
				return i
			}
		}
	}
	return -1
}

// sumTerms adds up terms.
func sumTerms(ts []combat.Term) int { return combat.Sum(ts) }

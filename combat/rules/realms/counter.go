package realms

// Counterspells: "Counterspell: when a sorcerer in range casts an axiom, a reaction may be used
// to disrupt it." (enchanted-realms-combat.txt "Reactions"; docs/rulings.md "Realms:
// counterspell").

import (
	"fmt"
	"strings"

	"skirmish/combat"
)

// KindCounter is the counterspell reaction.
const KindCounter = "counterspell"

// sorcery is the skill of sorcerers and of their spells, the axioms a counterspell disrupts.
const sorcery = "sorcery"

// counterRange is how near, in cells, a sorcerer must be to the caster to counter it: 60 ft,
// the reach of the catalog's sorcery (docs/rulings.md "Realms: counterspell").
const counterRange = 12

// axiom reports whether w is an axiom: a spell of the sorcery skill.
func axiom(w combat.Weapon) bool {
	if w.Kind != combat.Spell {
		return false
	}
	for part := range strings.SplitSeq(w.Skill, ",") {
		if strings.TrimSpace(part) == sorcery {
			return true
		}
	}
	return false
}

// counterTerms are what a sorcerer adds to its d12 in a counterspell's competition: its
// quality and its sorcery.
func counterTerms(u *combat.Unit) []combat.Term {
	ts := []combat.Term{{Label: "quality", Value: u.Sheet.AttackBonus}}
	if u.Sheet.Skills[sorcery] > 0 {
		ts = append(ts, combat.Term{Label: sorcery, Value: 1})
	}
	return ts
}

// counterspelled offers the caster's foes who are sorcerers within 60 ft, seeing it, with a
// reaction left, to counter the axiom w it is casting, in the battle's order, until one takes
// it; the counter is a competition on d12s, d12 + quality + sorcery each, the counterspeller
// winning only by beating the caster. It reports whether the spell is disrupted (lost; the
// caster's action stays spent).
func counterspelled(b *combat.Battle, u *combat.Unit, w combat.Weapon) bool {
	if !axiom(w) {
		return false
	}
	for _, c := range b.Enemies(u) {
		if c.Sheet.Skills[sorcery] < 1 || !canReact(c) || b.Map.Distance(c.Pos, u.Pos) > counterRange || !sees(b, c, u) {
			continue
		}
		opts := []combat.Action{{Kind: KindCounter, Unit: c.Name, Target: u.Name}}
		if _, ok := b.Ask(c, combat.Prompt{Kind: combat.PromptCast, Actor: u.Name, Target: c.Name}, opts); !ok {
			continue
		}
		b.Emit(combat.Spent{Unit: c.Name, Slot: slotReaction, N: 1, For: "counterspell"})
		ct, cd := counterTerms(c), rollEdged(b, c, 12, fearNet(b, c), "counterspell: "+c.Name)
		ut, ud := counterTerms(u), rollEdged(b, u, 12, fearNet(b, u), "counterspell: "+u.Name+" holds the spell")
		tc, tu := cd+combat.Sum(ct), ud+combat.Sum(ut)
		won := tc > tu
		text := fmt.Sprintf("%s's counterspell d12 %d%s = %d against %s's d12 %d%s = %d: %s", c.Name, cd, termText(ct), tc, u.Name, ud, termText(ut), tu,
			map[bool]string{true: "the " + w.Name + " is disrupted", false: u.Name + " holds the spell"}[won])
		b.Emit(combat.Checked{Unit: c.Name, Skill: KindCounter, Why: w.Name, Terms: ct, Total: tc, Opponent: u.Name, Against: tu, Success: won, Text: text})
		return won
	}
	return false
}

// counterOdds is the chance that c's counterspell against u's axiom disrupts it: c's d12 +
// quality + sorcery beats u's, each d12 rolled twice and the lower kept under fear
// (rollEdged), as counterspelled rolls them. It is the Hit of a counterspell's estimate.
func counterOdds(b *combat.Battle, c, u *combat.Unit) float64 {
	dc, du := edgedFaces(12, fearNet(b, c)), edgedFaces(12, fearNet(b, u))
	tc, tu := combat.Sum(counterTerms(c)), combat.Sum(counterTerms(u))
	p := 0.0
	for i, pi := range dc {
		for j, pj := range du {
			if i+tc > j+tu {
				p += pi * pj
			}
		}
	}
	return p
}

// edgedFaces is the chance of each result, 1 to sides (at index 1 to sides), of rollEdged: one
// die, or the higher (net > 0) or lower (net < 0) of two.
func edgedFaces(sides, net int) []float64 {
	out := make([]float64, sides+1)
	n := float64(sides)
	for f := 1; f <= sides; f++ {
		switch {
		case net == 0:
			out[f] = 1 / n
		case net > 0: // both at most f, less both at most f−1
			out[f] = (float64(f*f) - float64((f-1)*(f-1))) / (n * n)
		default: // both at least f, less both at least f+1
			hi, lo := float64(sides-f+1), float64(sides-f)
			out[f] = (hi*hi - lo*lo) / (n * n)
		}
	}
	return out
}

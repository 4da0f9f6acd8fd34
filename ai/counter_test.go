package ai

import (
	"testing"

	"skirmish/combat"
	_ "skirmish/combat/rules/realms"
)

// TestCounterspells: a foe's sorcerer offered a counterspell as the hero's pyromancer casts
// (enchanted-realms-combat.txt "Reactions": "Counterspell: when a sorcerer in range casts an
// axiom, a reaction may be used to disrupt it") takes it when the ruleset's odds of disrupting
// the spell reach its level's: on equal terms (d12 + 3 each) it wins 66 of 144, which Normal
// and Hard take; one worse in quality it wins 55 of 144, which Hard takes and Normal leaves; a
// beginner never counters, and nobody counters its own side's spell.
func TestCounterspells(t *testing.T) {
	cases := []struct {
		name    string
		level   Level
		quality int // the foe sorcerer's quality, over the catalog's 2
		ally    bool
		take    bool
	}{
		{"Normal, equal terms (66/144): counters", Normal, 0, false, true},
		{"Hard, one worse (55/144): counters", Hard, -1, false, true},
		{"Normal, one worse (55/144): keeps its reaction", Normal, -1, false, false},
		{"Easy, one better (78/144): never counters", Easy, 1, false, false},
		{"Hard, an ally's spell: no counter", Hard, 1, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := boardOf(t, "realms", map[rune]string{'P': "pyromancer", 'Q': "pyromancer", 'p': "pyromancer"}, `
				P.....Q
				.......
				......p`, nil)
			if err := b.Start(); err != nil {
				t.Fatal(err)
			}
			p := foesOf(b)[0]
			p.Sheet.AttackBonus += c.quality
			caster := b.Units[0]
			if c.ally {
				p = b.Units[1] // Q, the hero P's ally
			}
			opts := []combat.Action{{Kind: "counterspell", Unit: p.Name, Target: caster.Name}}
			got := steady(c.level, 1).React(b, p, combat.Prompt{Kind: combat.PromptCast, Actor: caster.Name, Target: p.Name}, opts)
			if (got == 0) != c.take {
				t.Fatalf("React = %d, want taken: %v (odds %.3f)", got, c.take, b.Rules.Estimate(b, opts[0]).Hit)
			}
		})
	}
}

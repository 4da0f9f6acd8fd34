package realms

import (
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// TestCounterspell: "Counterspell: when a sorcerer in range casts an axiom, a reaction may be
// used to disrupt it." (enchanted-realms-combat.txt "Reactions"; docs/rulings.md "Realms:
// counterspell"): A, a pyromancer, casts its fireball at B; C, a foe's sorcerer (quality 2,
// sorcery), counters: d12 + 3 each, C must beat A.
func TestCounterspell(t *testing.T) {
	units := map[rune]who{'A': hero(pyro), 'B': foe(brute), 'C': foe(pyro), 'D': foe(brute)}
	cases := []struct {
		name      string
		text      string
		react     bool
		dice      []int
		offered   bool
		disrupted bool
	}{
		{"C 9 + 3 = 12 beats A 5 + 3 = 8: the fireball is lost", "A....B....C", true, []int{9, 5}, true, true},
		{"a tie, 6 + 3 against 6 + 3: A holds the spell, and the fireball bursts", "A....B....C", true, []int{6, 6, 6, 12}, true, false},
		{"C lets it pass: the fireball bursts", "A....B....C", false, []int{6, 12}, true, false},
		{"C 65 ft from A: out of range, not offered", "A....B.......C", true, []int{6, 12}, false, false},
		{"C behind a wall, not seeing A: not offered", "A....B..#\n.......#C", true, []int{6, 12}, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, c.text, units, "ACB", c.dice...)
			f.React["C "+KindCounter] = c.react
			evs := f.Act(armed(KindArea, "A", "B", "fireball"))
			if got := f.wasOffered("C " + KindCounter); got != c.offered {
				t.Fatalf("offered %v, want %v", got, c.offered)
			}
			checks := rulestest.Of[combat.Checked](evs)
			counter := len(checks) > 0 && checks[0].Skill == KindCounter
			if counter != (c.react && c.offered) || counter && checks[0].Success != c.disrupted {
				t.Fatalf("checks %+v", checks)
			}
			if _, burst := saves(evs)["B"]; burst == c.disrupted {
				t.Errorf("B saved: %v; the fireball disrupted: %v", burst, c.disrupted)
			}
			if c.disrupted && (f.U("A").Left(slotAction) != 0 || f.U("C").Left(slotReaction) != 0) {
				t.Error("the caster's action and the counterspeller's reaction are both spent")
			}
		})
	}
	t.Run("a thrown dagger is no axiom: nothing to counter", func(t *testing.T) {
		f := setup(t, "A....B....C", units, "ACB", 20)
		f.React["C "+KindCounter] = true
		f.Act(armed(KindRanged, "A", "B", "dagger"))
		if f.wasOffered("C " + KindCounter) {
			t.Error("a counterspell was offered against a dagger")
		}
	})
	if !strings.Contains(combat.PromptText(combat.Prompt{Kind: combat.PromptCast, Actor: "A"}), "casting") {
		t.Error("the prompt's words")
	}
}

// TestCounterspellOdds: a counterspell's estimate is the chance the counterspeller's d12 +
// quality + sorcery beats the caster's: on equal terms it wins 66 of the 144 pairs of d12s (a
// tie holds the spell); a die rolled twice under fear (the lower kept) has each face's chance.
func TestCounterspellOdds(t *testing.T) {
	if got := sumFaces(edgedFaces(12, 0)); got < 0.999999 || got > 1.000001 {
		t.Errorf("one d12's faces sum to %v", got)
	}
	for _, net := range []int{1, -1} {
		if got := sumFaces(edgedFaces(12, net)); got < 0.999999 || got > 1.000001 {
			t.Errorf("two d12s (net %d) sum to %v", net, got)
		}
	}
	if got := edgedFaces(12, -1)[1]; got != 23.0/144 {
		t.Errorf("the lower of two d12s is 1 with %v, want 23/144", got)
	}
	units := map[rune]who{'A': hero(pyro), 'B': foe(brute), 'C': foe(pyro)}
	f := setup(t, "A....B....C", units, "ACB")
	e := f.Rules.Estimate(f.Battle, combat.Action{Kind: KindCounter, Unit: "C", Target: "A"})
	if want := 66.0 / 144; e.Hit < want-1e-9 || e.Hit > want+1e-9 {
		t.Errorf("C against A, equal terms: %v, want 66/144", e.Hit)
	}
}

// sumFaces adds a die's chances.
func sumFaces(ps []float64) float64 {
	s := 0.0
	for _, p := range ps {
		s += p
	}
	return s
}

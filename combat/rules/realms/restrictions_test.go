package realms

// Tests of the restrictions' table, row by row, and of "the strongest applies"
// (enchanted-realms-combat.txt "Restrictions in Combat").

import (
	"testing"

	"skirmish/combat"
)

// poolFor plans A's attack on B with kind (melee or ranged) on a board.
func poolFor(t *testing.T, text string, a, b who, kind string) pool {
	t.Helper()
	f := setup(t, text, map[rune]who{'A': a, 'B': b}, "AB")
	var p pool
	s := strikeOf(f.Battle, f.U("A"), act(kind, "A", "B"))
	plan(f.Battle, &s, &p)
	return p
}

// TestRestrictionsOnAttacks: each row's adjustment to an attack by or against the restricted:
// the swordsman's pool is 2d20, one more at advantage, one fewer at disadvantage.
func TestRestrictionsOnAttacks(t *testing.T) {
	cases := []struct {
		name   string
		acond  []string
		tcond  []string
		ranged bool
		dice   int
		mod    int // the dice's modifier: +1 quality, −3 against the invisible
	}{
		{"blind attacker: disadvantage", []string{Blind}, nil, false, 1, 1},
		{"against the blind: advantage", nil, []string{Blind}, false, 3, 1},
		{"frightened attacker: disadvantage", []string{Frightened}, nil, false, 1, 1},
		{"against the invisible: disadvantage and −3 on the remaining dice", nil, []string{Invisible}, false, 1, -2},
		{"against the paralyzed: advantage", nil, []string{Paralyzed}, false, 3, 1},
		{"against the petrified: advantage", nil, []string{Petrified}, false, 3, 1},
		{"poisoned attacker: disadvantage", []string{Poisoned}, nil, false, 1, 1},
		{"prone attacker: disadvantage", []string{Prone}, nil, false, 1, 1},
		{"against the prone in melee: advantage", nil, []string{Prone}, false, 3, 1},
		{"against the prone at range: disadvantage", nil, []string{Prone}, true, 1, 2},
		{"restrained attacker: disadvantage", []string{Restrained}, nil, false, 1, 1},
		{"against the restrained: advantage", nil, []string{Restrained}, false, 3, 1},
		{"against the stunned: advantage", nil, []string{Stunned}, false, 3, 1},
		{"against the unconscious in melee: advantage", nil, []string{Unconscious}, false, 3, 1},
		{"against the unconscious at range: disadvantage", nil, []string{Unconscious}, true, 1, 2},
		{"strongest applies: blind, poisoned and prone attacker lose one die, not three", []string{Blind, Poisoned, Prone}, nil, false, 1, 1},
		{"strongest applies: a stunned and paralyzed target gives one die more, not two", nil, []string{Stunned, Paralyzed}, false, 3, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			attacker, kind, text := swordsman, KindMelee, "AB"
			if c.ranged {
				attacker, kind, text = bowman, KindRanged, "A...B"
			}
			p := poolFor(t, text, hero(attacker, c.acond...), foe(brute, c.tcond...), kind)
			if p.total != c.dice || combat.Sum(p.mods) != c.mod {
				t.Fatalf("%d dice at %+d, want %d at %+d (%+v)", p.total, combat.Sum(p.mods), c.dice, c.mod, p.edge)
			}
		})
	}
}

// TestRestrictionsOnActing: incapacitated, paralyzed, petrified, stunned and unconscious units
// cannot act nor react; a charmed unit cannot attack its charmer; a frightened one cannot move
// closer to its source; a petrified creature takes damage only from critical hits and is
// immune to poison; paralyzed, petrified and stunned creatures fail body saves; restrained
// ones save at disadvantage.
func TestRestrictionsOnActing(t *testing.T) {
	for _, c := range helpless {
		t.Run(c+": no actions, no reactions", func(t *testing.T) {
			f := setup(t, "AB", map[rune]who{'A': hero(swordsman, c), 'B': foe(brute)}, "AB")
			f.Refused(act(KindMelee, "A", "B"), "Restrictions in Combat", "cannot take any actions")
			if canReact(f.U("A")) {
				t.Fatalf("a %s unit may react", c)
			}
		})
	}
	t.Run("charmed: cannot attack the charmer", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB")
		f.Emit(combat.ConditionAdded{Unit: "A", Condition: combat.Condition{Name: Charmed, Source: "B"}})
		f.Refused(act(KindMelee, "A", "B"), "Restrictions in Combat", "charmed by B")
	})
	t.Run("charmed: no flee attack on the charmer walking away", func(t *testing.T) {
		f := setup(t, "AB....", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "BA")
		f.Emit(combat.ConditionAdded{Unit: "A", Condition: combat.Condition{Name: Charmed, Source: "B"}})
		f.React["A "+KindFleeAttack] = true
		f.Act(to("B", 5, 0))
		if f.wasOffered("A " + KindFleeAttack) {
			t.Fatalf("the charmed A was offered a flee attack on its charmer")
		}
	})
	t.Run("charmed: no readied attack on the charmer coming within reach", func(t *testing.T) {
		f := setup(t, "A...B", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB")
		f.Emit(combat.ConditionAdded{Unit: "A", Condition: combat.Condition{Name: Charmed, Source: "B"}})
		f.React["A "+KindReadied] = true
		f.Act(combat.Action{Kind: KindReady, Unit: "A", Choice: ChoiceWithinReach})
		f.EndTurn()
		f.Act(to("B", 1, 0))
		if f.wasOffered("A " + KindReadied) {
			t.Fatalf("the charmed A was offered its readied attack on its charmer")
		}
	})
	t.Run("charmed: no impalement of the charmer", func(t *testing.T) {
		pike := with(swordsman, func(s *combat.Sheet) {
			s.Skills = map[string]int{"polearms": 1}
			s.Weapons = []combat.Weapon{{Name: "halberd", Kind: combat.Melee, Damage: combat.Roll{Bonus: 1}, Skill: "polearms", Effects: []string{"edged", "polearm"}}}
		})
		f := setup(t, "P...B", map[rune]who{'P': hero(pike), 'B': foe(brute)}, "BP", 5)
		f.Emit(combat.ConditionAdded{Unit: "P", Condition: combat.Condition{Name: Charmed, Source: "B"}})
		f.React["P "+KindImpale] = true
		f.Act(to("B", 1, 0))
		f.Act(act(KindMelee, "B", "P"))
		if f.wasOffered("P " + KindImpale) {
			t.Fatalf("the charmed P was offered to impale its charmer")
		}
	})
	t.Run("frightened: cannot move closer to the source", func(t *testing.T) {
		f := setup(t, "..A..B", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB")
		f.Emit(combat.ConditionAdded{Unit: "A", Condition: combat.Condition{Name: Frightened, Source: "B"}})
		f.Refused(to("A", 3, 0), "Restrictions in Combat", "cannot willingly move closer")
		f.Act(to("A", 0, 0))
	})
	t.Run("petrified: only critical hits inflict damage", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(brute, Petrified)}, "AB", 15, 15, 15)
		if got := damageOf(f.Act(act(KindMelee, "A", "B")), "B"); got != 0 {
			t.Fatalf("three hits on the petrified dealt %d, want 0", got)
		}
		keen := with(swordsman, func(s *combat.Sheet) { s.Weapons[0].Effects = []string{"edged", "keen"} })
		f = setup(t, "AB", map[rune]who{'A': hero(keen), 'B': foe(brute, Petrified)}, "AB", 20, 15, 15)
		if got := damageOf(f.Act(act(KindMelee, "A", "B")), "B"); got != 1 {
			t.Fatalf("a keen natural 20 and two hits on the petrified dealt %d, want 1", got)
		}
	})
	t.Run("petrified: immune to poison", func(t *testing.T) {
		u := &combat.Unit{Conditions: []combat.Condition{{Name: Petrified}}}
		if resistance(u, "poison") != "immune" {
			t.Fatalf("the petrified is not immune to poison")
		}
	})
	for _, c := range []string{Paralyzed, Petrified, Stunned} {
		t.Run(c+": fails body saves", func(t *testing.T) {
			f := setup(t, "AB", map[rune]who{'A': foe(brute), 'B': hero(swordsman, c)}, "AB", 1)
			f.Act(act(KindGrapple, "A", "B"))
			if !f.U("B").Is(Grappled) {
				t.Fatalf("a %s victim held against a grappler's 1", c)
			}
		})
	}
	t.Run("restrained: body saves at disadvantage, two d12s, the lower kept", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': foe(brute), 'B': hero(swordsman, Restrained)}, "AB", 5, 12, 4)
		f.Act(act(KindGrapple, "A", "B"))
		if !f.U("B").Is(Grappled) {
			t.Fatalf("the restrained kept its 12, not its 4")
		}
	})
	t.Run("poisoned: preservation saves at disadvantage, two d12s, the lower kept", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': foe(brute), 'B': hero(swordsman, Poisoned)}, "AB", 5, 12, 4)
		f.Act(act(KindGrapple, "A", "B"))
		if !f.U("B").Is(Grappled) {
			t.Fatalf("the poisoned kept its 12, not its 4")
		}
	})
	t.Run("unconscious: falls out of the fight at 0 body points, a hero down, a creature dead", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(with(brute, func(s *combat.Sheet) { s.HP = 1 }))}, "AB", 15, 2)
		f.Act(act(KindMelee, "A", "B"))
		if f.U("B").Status != combat.Dead {
			t.Fatalf("the creature at 0 is %s, want dead", f.U("B").Status)
		}
	})
}

// TestMoraleFrightens: a unit past its breaking point (the shared morale model) is frightened of
// the nearest foe when its turn begins: its attacks at disadvantage, no step closer to it.
func TestMoraleFrightens(t *testing.T) {
	f := setup(t, "A..B.C", map[rune]who{'A': hero(swordsman), 'B': foe(brute), 'C': hero(bowman)}, "ACB")
	f.Emit(combat.MoraleBroken{Unit: "B", Why: "test"})
	f.EndTurn()
	f.EndTurn()
	c, ok := f.U("B").Condition(Frightened)
	if !ok || c.Source != "C" {
		t.Fatalf("B's fear %+v, want frightened of C, the nearest", c)
	}
	f.Refused(to("B", 4, 0), "Restrictions in Combat", "cannot willingly move closer")
}

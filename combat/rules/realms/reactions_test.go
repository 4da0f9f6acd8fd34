package realms

// Tests of reactions: one a round; flee attacks, defending, at the ready, impalement and
// dodging (enchanted-realms-combat.txt "Reactions", "Flee Attack", "Defending", "At The
// Ready", "Impalement Maneuver").

import (
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// offered reports whether the fixture was offered the reaction "unit kind".
func (f *fixture) wasOffered(key string) bool { return slices.Contains(f.Offered, key) }

// TestFleeAttack: a combatant moving through the space around a foe with a melee weapon ready
// and a reaction left draws its attack (a normal attack); stopping beside it does not; one
// that defends to withdraw draws none; each foe reacts once a round (enchanted-realms-combat.txt
// "Flee Attack", "Reactions").
func TestFleeAttack(t *testing.T) {
	archerOnly := with(bowman, func(s *combat.Sheet) { s.Weapons = s.Weapons[:1] })
	// a caster whose only melee reach is a touch spell: a spell is no melee weapon
	toucher := with(bowman, func(s *combat.Sheet) {
		s.Weapons = []combat.Weapon{{Name: "shocking grasp", Kind: combat.Spell, Damage: combat.Roll{Bonus: 1}, Effects: []string{"lightning", "touch"}}}
	})
	cases := []struct {
		name    string
		text    string
		units   map[rune]who
		order   string
		moves   []combat.Action
		defend  bool
		dice    []int
		offered bool
		damage  int
	}{
		{"moving away from B: B's axe 13 + 1 = 14 meets AC 14, 1 body point", "..AB.", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB",
			[]combat.Action{to("A", 0, 0)}, false, []int{13}, true, 1},
		{"stepping up beside B and stopping draws nothing", "A..B.", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB",
			[]combat.Action{to("A", 2, 0)}, false, nil, false, 0},
		{"running past B through the space around it draws the attack", "A.B..\n.....", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB",
			[]combat.Action{{Kind: KindMove, Unit: "A", Path: pathOf(1, 1, 2, 1, 3, 1, 4, 0)}}, false, []int{20}, true, 1},
		{"hexes: moving away from B", "hex: rows odd\n. . A B .", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB",
			[]combat.Action{to("A", 0, 0)}, false, []int{13}, true, 1},
		{"defending to withdraw: no flee attack", "..AB.", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB",
			[]combat.Action{to("A", 0, 0)}, true, nil, false, 0},
		{"a foe with no melee weapon ready draws nothing", "..AB.", map[rune]who{'A': hero(swordsman), 'B': foe(archerOnly)}, "AB",
			[]combat.Action{to("A", 0, 0)}, false, nil, false, 0},
		{"a foe with only a touch spell (no melee weapon) draws nothing", "..AB.", map[rune]who{'A': hero(swordsman), 'B': foe(toucher)}, "AB",
			[]combat.Action{to("A", 0, 0)}, false, nil, false, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, c.text, c.units, c.order, c.dice...)
			f.React["B "+KindFleeAttack] = true
			if c.defend {
				f.Act(act(KindDefend, "A", ""))
			}
			var evs []combat.Event
			for _, m := range c.moves {
				evs = append(evs, f.Act(m)...)
			}
			if got := f.wasOffered("B " + KindFleeAttack); got != c.offered {
				t.Fatalf("flee attack offered %v, want %v (%v)", got, c.offered, f.Offered)
			}
			if got := damageOf(evs, "A"); got != c.damage {
				t.Fatalf("A took %d body points, want %d", got, c.damage)
			}
		})
	}
	t.Run("withdrawing: a move announced as the defend draws no flee attack, and the action is spent", func(t *testing.T) {
		f := setup(t, "..AB.", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB")
		f.React["B "+KindFleeAttack] = true
		f.Act(combat.Action{Kind: KindMove, Unit: "A", Path: pathOf(0, 0), Choice: ChoiceWithdraw})
		if f.wasOffered("B "+KindFleeAttack) || !f.U("A").Is(Defending) || f.U("A").Left(slotAction) != 0 {
			t.Fatalf("flee attack offered %v, defending %v, %d actions left; want none, defending, 0", f.wasOffered("B "+KindFleeAttack), f.U("A").Is(Defending), f.U("A").Left(slotAction))
		}
		f.Refused(act(KindMelee, "A", "B"), "The Action", "taken its action")
	})
	t.Run("withdrawing after the action is spent: refused", func(t *testing.T) {
		f := setup(t, "..AB.", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 2, 2)
		f.Act(act(KindMelee, "A", "B"))
		f.Refused(combat.Action{Kind: KindMove, Unit: "A", Path: pathOf(0, 0), Choice: ChoiceWithdraw}, "The Action", "cannot defend to withdraw")
	})
	t.Run("one reaction a round: B strikes at A, then lets C go", func(t *testing.T) {
		f := setup(t, ".AB.\n..C.", map[rune]who{'A': hero(swordsman), 'B': foe(brute), 'C': hero(swordsman)}, "ACB", 2)
		f.React["B "+KindFleeAttack] = true
		f.Act(to("A", 0, 0))
		f.EndTurn()
		f.Offered = nil
		f.Act(to("C", 0, 1))
		if f.wasOffered("B " + KindFleeAttack) {
			t.Fatalf("B, its reaction spent, was offered another flee attack")
		}
	})
}

// pathOf is a path of cells given as x, y pairs.
func pathOf(xy ...int) []grid.Pos {
	var out []grid.Pos
	for i := 0; i+1 < len(xy); i += 2 {
		out = append(out, grid.Pos{X: xy[i], Y: xy[i+1]})
	}
	return out
}

// TestDefending: the defend action until the unit's next turn: attacks it can see are at
// disadvantage, its saves at advantage, and it has no reactions in this round nor the next; it
// is refused once the unit has reacted this round (enchanted-realms-combat.txt "Defending").
func TestDefending(t *testing.T) {
	t.Run("attacks it sees are at disadvantage: B's 2d20 drop to 1", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(with(swordsman, func(s *combat.Sheet) { s.Hero = false }))}, "AB", 15)
		f.Act(act(KindDefend, "A", ""))
		f.EndTurn()
		evs := f.Act(act(KindMelee, "B", "A"))
		if n := len(attacks(evs)); n != 1 {
			t.Fatalf("B rolled %d dice at the defender, want 1", n)
		}
	})
	t.Run("an invisible attacker it cannot see: no disadvantage", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(with(swordsman, func(s *combat.Sheet) { s.Hero = false }), Invisible)}, "AB", 15, 15)
		f.Act(act(KindDefend, "A", ""))
		f.EndTurn()
		if n := len(attacks(f.Act(act(KindMelee, "B", "A")))); n != 2 {
			t.Fatalf("B rolled %d dice, want 2", n)
		}
	})
	t.Run("no reactions this round and the next", func(t *testing.T) {
		// round 1: A defends; B walks away: no flee attack. Round 2: B first, walks past again.
		f := setup(t, ".AB..\n.....", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 1, 10)
		f.React["A "+KindFleeAttack] = true
		f.Act(act(KindDefend, "A", ""))
		f.EndTurn()
		f.Act(to("B", 3, 0))
		f.EndTurn()
		if f.Round != 2 || f.U("A").Left(slotReaction) != 0 {
			t.Fatalf("round %d: A has %d reactions, want 0 in round 2", f.Round, f.U("A").Left(slotReaction))
		}
		f.Act(to("B", 0, 1))
		if f.wasOffered("A " + KindFleeAttack) {
			t.Fatalf("the defender was offered a flee attack")
		}
	})
	t.Run("refused after a reaction this round", func(t *testing.T) {
		f := setup(t, "..AB.", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 2)
		f.React["B "+KindFleeAttack] = true
		f.Act(to("A", 0, 0))
		f.EndTurn()
		f.Refused(act(KindDefend, "B", ""), "Defending", "already taken a reaction")
	})
	t.Run("saves at advantage: two d12s, the higher kept", func(t *testing.T) {
		// B (brute) grapples the defending A: B 6; A rolls 2 and 9, keeps 9: A holds.
		f := setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 6, 2, 9)
		f.Act(act(KindDefend, "A", ""))
		f.EndTurn()
		f.Act(act(KindGrapple, "B", "A"))
		if f.U("A").Is(Grappled) {
			t.Fatalf("the defender was grappled: its save kept the lower die")
		}
	})
}

// TestAtTheReady: the action sets an attack on an "if" trigger the game can tell: a foe
// coming within reach or within 20 ft; it goes off mid-move, before the mover goes on, as the
// unit's reaction; it is lost at the start of the unit's next turn; "when" and "after"
// triggers are refused (enchanted-realms-combat.txt "At The Ready").
func TestAtTheReady(t *testing.T) {
	t.Run("a foe stepping within reach is struck mid-move", func(t *testing.T) {
		// B readies its axe; A walks from (0,0) past B at (3,1): stepping to (2,0) brings it
		// within reach, and the 17 + 1 hits AC 14 before A goes on.
		f := setup(t, "A.....\n...B..", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "BA", 17, 1)
		f.React["B "+KindReadied] = true
		f.Act(combat.Action{Kind: KindReady, Unit: "B", Choice: ChoiceWithinReach})
		f.EndTurn()
		evs := f.Act(to("A", 5, 0))
		if damageOf(evs, "A") != 1 {
			t.Fatalf("the readied axe dealt %d, want 1", damageOf(evs, "A"))
		}
		// the attack came after the step into reach and before the next
		var at int
		for i, e := range evs {
			if _, ok := e.(combat.AttackRolled); ok && at == 0 {
				at = i
			}
		}
		var steps []string
		for _, e := range evs[:at] {
			if m, ok := e.(combat.Moved); ok {
				steps = append(steps, m.To.String())
			}
		}
		if len(steps) == 0 || steps[len(steps)-1] != "(2,0)" {
			t.Fatalf("the readied attack came after steps %v, want right after the step to (2,0)", steps)
		}
	})
	t.Run("a foe closing within 20 ft is shot", func(t *testing.T) {
		f := setup(t, "A.........B", map[rune]who{'A': foe(brute), 'B': hero(bowman)}, "BA", 15, 15)
		f.React["B "+KindReadied] = true
		f.Act(combat.Action{Kind: KindReady, Unit: "B", Weapon: "longbow", Choice: ChoiceWithin20})
		f.EndTurn()
		evs := f.Act(to("A", 6, 0))
		if !f.wasOffered("B "+KindReadied) || len(attacks(evs)) != 2 {
			t.Fatalf("the readied longbow was not shot as A came within 20 ft (%v)", f.Offered)
		}
	})
	t.Run("lost at the start of the unit's next turn", func(t *testing.T) {
		// round 2's d10s: A 1, B 10: B's turn comes first and ends the trigger
		f := setup(t, "A......B", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "BA", 1, 10)
		f.Act(combat.Action{Kind: KindReady, Unit: "B", Choice: ChoiceWithinReach})
		f.EndTurn()
		if !f.U("B").Is(AtTheReady) {
			t.Fatalf("B's trigger is gone before its next turn")
		}
		f.EndTurn()
		if f.U("B").Is(AtTheReady) {
			t.Fatalf("B is still at the ready in round 2, its turn begun")
		}
	})
	for _, bad := range []string{"when the orc attacks", "after Bob takes his attack"} {
		t.Run("refused: "+bad, func(t *testing.T) {
			f := setup(t, "A..B", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB")
			f.Refused(combat.Action{Kind: KindReady, Unit: "A", Choice: bad}, "At The Ready", "no trigger")
		})
	}
}

// TestImpalement: against a melee attacker that closed from 15 ft or farther this turn, a
// polearm wielder with the polearms skill may use its reaction first, at ten feet: 3d20, 4d20
// with weapon forte; a glaive's heavy property puts a natural 20 at disadvantage; an
// impalement that incapacitates the attacker nullifies its attack; never a sneak attack
// (enchanted-realms-combat.txt "Impalement Maneuver").
func TestImpalement(t *testing.T) {
	pike := with(swordsman, func(s *combat.Sheet) {
		s.Hero = false
		s.Skills = map[string]int{"polearms": 1}
		s.Weapons = []combat.Weapon{{Name: "halberd", Kind: combat.Melee, Damage: combat.Roll{Bonus: 1}, Skill: "polearms", Effects: []string{"edged", "reach", "polearm"}}}
	})
	forte := with(pike, func(s *combat.Sheet) { s.Skills["halberd forte"] = 1 })
	glaive := with(pike, func(s *combat.Sheet) {
		s.Weapons[0].Name, s.Weapons[0].Effects = "glaive", []string{"edged", "reach", "polearm", "heavy"}
	})
	weak := with(swordsman, func(s *combat.Sheet) { s.HP = 1 })
	t.Run("a poisoned pikeman's impalement at disadvantage: 3d20 less one, 2d20", func(t *testing.T) {
		f := setup(t, "A...P", map[rune]who{'A': hero(swordsman), 'P': foe(pike, Poisoned)}, "AP", 5, 5, 5, 5)
		f.React["P "+KindImpale] = true
		f.Act(to("A", 3, 0))
		n := 0
		for _, a := range attacks(f.Act(act(KindMelee, "A", "P"))) {
			if a.Kind == atkImpale {
				n++
			}
		}
		if n != 2 {
			t.Fatalf("the impalement rolled %d dice, want 2", n)
		}
	})
	cases := []struct {
		name     string
		text     string
		pike     combat.Sheet
		attacker combat.Sheet
		dice     []int
		offered  bool
		impale   int // dice of the impalement
		attack   int // dice of A's attack after it
	}{
		{"from 20 ft: 3d20 before the attack, then A's 2d20", "A...P", pike, swordsman, []int{5, 5, 5, 5, 5}, true, 3, 2},
		{"weapon forte in the halberd: 4d20", "A...P", forte, swordsman, []int{5, 5, 5, 5, 5, 5}, true, 4, 2},
		{"from 10 ft: no impalement", "..A.P", pike, swordsman, []int{5, 5}, false, 0, 2},
		{"A at 1 body point falls to the first hit: its attack is nullified", "A...P", pike, weak, []int{15, 5, 5}, true, 3, 0},
		{"a glaive's natural 20 at disadvantage: rolled again, 3 kept, A's attack goes on", "A...P", glaive, weak, []int{20, 5, 5, 3, 5, 5}, true, 3, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, c.text, map[rune]who{'A': hero(c.attacker), 'P': foe(c.pike)}, "AP", c.dice...)
			f.React["P "+KindImpale] = true
			f.Act(to("A", 3, 0))
			evs := f.Act(act(KindMelee, "A", "P"))
			if got := f.wasOffered("P " + KindImpale); got != c.offered {
				t.Fatalf("impalement offered %v, want %v", got, c.offered)
			}
			var imp, att int
			for _, a := range attacks(evs) {
				switch a.Kind {
				case atkImpale:
					imp++
					if att > 0 {
						t.Fatalf("an impalement die came after A's attack")
					}
				default:
					att++
				}
			}
			if imp != c.impale || att != c.attack {
				t.Fatalf("impalement %d dice, attack %d dice; want %d and %d", imp, att, c.impale, c.attack)
			}
		})
	}
}

// TestDodge: a unit with the dodge skill may spend its reaction as a blow lands: on a d20 of 11
// or more it avoids one body point (docs/rulings.md "Realms: dodge"); restrained, it may not.
func TestDodge(t *testing.T) {
	dodger := with(swordsman, func(s *combat.Sheet) { s.Skills["dodge"] = 1 })
	cases := []struct {
		name   string
		cond   []string
		dice   []int
		damage int
	}{
		{"two hits, the dodge 11 avoids one: 1 body point", nil, []int{15, 15, 11}, 1},
		{"two hits, the dodge 10 fails: 2 body points", nil, []int{15, 15, 10}, 2},
		{"frightened: the dodge at disadvantage, 15 and 5, the lower 5 fails: 2 body points", []string{Frightened}, []int{9, 15, 15, 15, 5}, 2}, // its initiative's second d10 first
		{"restrained: no dodge, 2 body points (advantage: 3 dice, two hit)", []string{Restrained}, []int{15, 15, 2}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "BA", map[rune]who{'A': hero(dodger, c.cond...), 'B': foe(with(swordsman, func(s *combat.Sheet) { s.Hero = false }))}, "BA", c.dice...)
			f.React["A "+KindDodge] = true
			evs := f.Act(act(KindMelee, "B", "A"))
			if got := damageOf(evs, "A"); got != c.damage {
				t.Fatalf("A took %d, want %d", got, c.damage)
			}
		})
	}
}

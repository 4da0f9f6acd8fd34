package realms

// Tests of the attack: the pool's dice, each die meeting the AC a body point, natural 20 and 1,
// advantage and disadvantage, the cap of 5 and the sneak and critical dice up to 6.

import (
	"testing"

	"skirmish/combat"
)

// TestPoolEachDieAPoint: enchanted-realms-combat.txt "The Attack": one d20 for the attack and
// one per applicable skill, each die with its modifiers meeting the AC a point of body damage.
// The swordsman (swords skill, quality +1) rolls 2d20 at +1 against the brute's AC 13.
func TestPoolEachDieAPoint(t *testing.T) {
	for _, hex := range []bool{false, true} {
		cases := []struct {
			name   string
			dice   []int
			points int
		}{
			{"12+1 = 13 meets AC 13 and 15+1 hits: 2 body points", []int{12, 15}, 2},
			{"12+1 = 13 hits, 11+1 = 12 misses: 1 body point", []int{12, 11}, 1},
			{"a natural 20 hits, a 1 misses even at +1: 1 body point", []int{20, 1}, 1},
			{"both miss: 0 body points", []int{5, 11}, 0},
		}
		for _, c := range cases {
			name, board := c.name, "AB."
			if hex {
				name, board = "hex: "+name, "hex: rows odd\nA B ."
			}
			t.Run(name, func(t *testing.T) {
				f := setup(t, board, map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", c.dice...)
				evs := f.Act(armed(KindMelee, "A", "B", "longsword"))
				as := attacks(evs)
				if len(as) != 2 {
					t.Fatalf("the pool rolled %d dice, want 2 (one + the swords skill)", len(as))
				}
				if got := damageOf(evs, "B"); got != c.points {
					t.Fatalf("B took %d body points, want %d (%v)", got, c.points, as)
				}
				if f.U("B").HP != 4-c.points {
					t.Fatalf("B has %d body points, want %d", f.U("B").HP, 4-c.points)
				}
			})
		}
	}
}

// TestPoolSize: the number of dice from skills, advantage and disadvantage, capped at 5, and
// the sneak-attack and critical dice that may take it to 6 (enchanted-realms-combat.txt "The
// Attack", "Sneak Attacks", "Critical Hits"; docs/rulings.md "Realms: advantage and
// disadvantage").
func TestPoolSize(t *testing.T) {
	many := with(swordsman, func(s *combat.Sheet) {
		s.Skills = map[string]int{"a": 1, "b": 1, "c": 1, "d": 1, "e": 1}
		s.Weapons[0].Skill = "a, b, c, d, e"
		s.Weapons[0].Effects = []string{"edged", "light"}
	})
	cases := []struct {
		name     string
		attacker combat.Sheet
		acond    []string
		target   []string
		dice     int
		lower    bool
	}{
		{"no skill: 1d20", brute, nil, nil, 1, false},
		{"one skill: 2d20", swordsman, nil, nil, 2, false},
		{"one skill, target prone (advantage in melee): 3d20", swordsman, nil, []string{Prone}, 3, false},
		{"one skill, attacker poisoned (disadvantage): 1d20", swordsman, []string{Poisoned}, nil, 1, false},
		{"no skill at disadvantage: two rolled, the lower kept", brute, []string{Poisoned}, nil, 1, true},
		{"advantage and disadvantage cancel: 2d20", swordsman, []string{Poisoned}, []string{Prone}, 2, false},
		{"two sources of disadvantage remove one die: 1d20", swordsman, []string{Poisoned, Blind}, nil, 1, false},
		{"five skills and advantage: capped at 5d20", many, nil, []string{Prone}, 5, false},
		{"five skills at disadvantage: 6 counted, capped at 5, then one fewer: 4d20", many, []string{Poisoned}, nil, 4, false},
		{"five skills, advantage, sneak attack on the unconscious with a light blade: 6d20", many, nil, []string{Unconscious}, 6, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "AB", map[rune]who{'A': hero(c.attacker, c.acond...), 'B': foe(brute, c.target...)}, "AB")
			var p pool
			s := strikeOf(f.Battle, f.U("A"), act(KindMelee, "A", "B"))
			plan(f.Battle, &s, &p)
			if p.total != c.dice || p.lower != c.lower {
				t.Fatalf("pool %d dice (lower %v), want %d (lower %v); edges %+v", p.total, p.lower, c.dice, c.lower, p.edge)
			}
		})
	}
}

// TestLowerOfTwo: a lone die at disadvantage rolls two and keeps the lower (docs/rulings.md
// "Realms: advantage and disadvantage"): 18 and 5 keep 5, a miss against AC 13 at +1.
func TestLowerOfTwo(t *testing.T) {
	f := setup(t, "AB", map[rune]who{'A': foe(brute, Poisoned), 'B': hero(swordsman)}, "AB", 18, 5)
	evs := f.Act(act(KindMelee, "A", "B"))
	as := attacks(evs)
	if len(as) != 1 || as[0].Terms[0].Value != 5 || as[0].Hit {
		t.Fatalf("want one die kept at 5, a miss; got %v", as)
	}
}

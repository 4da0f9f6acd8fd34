package realms

// Tests of initiative: d10 + modifiers every round, highest first, ties rolled off on d20 until
// settled (enchanted-realms-combat.txt "Initiative").

import (
	"slices"
	"testing"

	"skirmish/combat"
)

// orderOf names the units of the battle's order.
func orderOf(b *combat.Battle) []string {
	var out []string
	for _, t := range b.Order {
		out = append(out, t.Units...)
	}
	return out
}

// TestInitiative: each participant rolls d10 and adds its modifiers; the highest acts first,
// then each lower; ties roll off on d20, again while they tie; and the order is rolled anew at
// the start of every round (docs/rulings.md "Realms: initiative every round").
func TestInitiative(t *testing.T) {
	quick := with(swordsman, func(s *combat.Sheet) { s.Initiative = 3 })
	cases := []struct {
		name  string
		dice  []int // A's d10, B's d10, C's d10, then the roll-offs
		order []string
	}{
		{"A 4 + 1, B 6 + 1 + 3 = 10, C 8 + 1: B, C, A", []int{4, 6, 8}, []string{"B", "C", "A"}},
		{"A 9 + 1 = 10, B 6 + 1 + 3 = 10 tie: d20 A 5, B 12: B first", []int{9, 6, 2, 5, 12}, []string{"B", "A", "C"}},
		{"A and B tie at 10 twice: d20 7 and 7, then 3 and 15: B first", []int{9, 6, 2, 7, 7, 3, 15}, []string{"B", "A", "C"}},
		{"three tie at 6: d20 10, 18, 10 puts B first, then A and C roll off again, 4 and 9", []int{5, 2, 5, 10, 18, 10, 4, 9}, []string{"B", "C", "A"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, us := board(t, "A.B.C", map[rune]who{'A': hero(swordsman), 'B': hero(quick), 'C': foe(brute)})
			b, err := combat.New(combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1, Forced: c.dice})
			if err != nil {
				t.Fatal(err)
			}
			if err := b.Start(); err != nil {
				t.Fatal(err)
			}
			if got := orderOf(b); !slices.Equal(got, c.order) {
				t.Fatalf("order %v, want %v", got, c.order)
			}
		})
	}
	t.Run("quality and frightened: A (quality +1) rolls two d10s, 9 and 2, keeps 2: 3; C (quality +1) 1 + 1 = 2: A, C", func(t *testing.T) {
		m, us := board(t, "A...C", map[rune]who{'A': hero(swordsman, Frightened), 'C': foe(brute)})
		b, err := combat.New(combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1, Forced: []int{9, 2, 1}})
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Start(); err != nil {
			t.Fatal(err)
		}
		if got := orderOf(b); !slices.Equal(got, []string{"A", "C"}) || b.Order[0].Initiative != 3 || b.Order[1].Initiative != 2 {
			t.Fatalf("order %v (%+v), want A at 2 + 1 = 3, C at 1 + 1 = 2", got, b.Order)
		}
	})
	t.Run("rolled again every round: round 2's d10s A 1, B 1 + 3, C 10 put C first", func(t *testing.T) {
		f := setup(t, "A.B.C", map[rune]who{'A': hero(swordsman), 'B': hero(quick), 'C': foe(brute)}, "ABC", 1, 1, 10)
		for range 3 {
			f.EndTurn()
		}
		if f.Round != 2 {
			t.Fatalf("round %d, want 2", f.Round)
		}
		if got := orderOf(f.Battle); !slices.Equal(got, []string{"C", "B", "A"}) {
			t.Fatalf("round 2's order %v, want C, B, A", got)
		}
	})
}

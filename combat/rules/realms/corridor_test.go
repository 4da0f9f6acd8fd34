package realms

// Tests of the corridor blocker: a mover that must run through a standing foe's hex
// (enchanted-realms-combat.txt "Flee Attack": "a person blocking a hallway").

import (
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// TestCorridorBlocker: a mover that must run through a blocker's hex forces a strength
// competition, d12 + body save each (no pushing table); only a blocker that beats the mover
// stops it, and a held mover pays only for the feet it walked; a mover that gets through does
// so first, then the blocker may take its flee attack as it goes past; none when it holds.
func TestCorridorBlocker(t *testing.T) {
	corridor := "#####\nA.B..\n#####"
	path := combat.Action{Kind: KindMove, Unit: "A", Path: pathOf(1, 1, 2, 1, 3, 1, 4, 1)}
	large := with(brute, func(s *combat.Sheet) { s.Size = 10 })
	cases := []struct {
		name    string
		blocker combat.Sheet
		dice    []int // A's d12, B's d12, then B's flee attack
		mover   int   // A's total
		against int   // B's total
		through bool
		left    int // A's movement left of 30
		flee    bool
	}{
		{"A 9 against B 4: through (5 + 10 + 5 + 5 = 25 ft), then B's flee attack as A gets past", brute, []int{9, 4, 5}, 9, 4, true, 5, true},
		{"a tie, 6 against 6: the blocker does not win, A gets through", brute, []int{6, 6, 5}, 6, 6, true, 5, true},
		{"B 7 beats A 6: A stops before it, 5 ft walked and spent, no flee attack", brute, []int{6, 7}, 6, 7, false, 25, false},
		{"body modifiers only: a large blocker gets no +2 size, 6 against 5, through", large, []int{6, 5, 5}, 6, 5, true, 5, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, corridor, map[rune]who{'A': hero(swordsman), 'B': foe(c.blocker)}, "AB", c.dice...)
			f.React["B "+KindFleeAttack] = true
			evs := f.Act(path)
			cs := checks(evs)
			if len(cs) != 1 || cs[0].Total != c.mover || cs[0].Against != c.against || cs[0].Success != c.through {
				t.Fatalf("competition %+v, want %d against %d, through %v", cs, c.mover, c.against, c.through)
			}
			want := grid.Pos{X: 1, Y: 1}
			if c.through {
				want = grid.Pos{X: 4, Y: 1}
			}
			if f.U("A").Pos != want || f.U("A").Left(slotMove) != c.left {
				t.Fatalf("A at %v with %d ft left, want %v with %d", f.U("A").Pos, f.U("A").Left(slotMove), want, c.left)
			}
			if f.wasOffered("B "+KindFleeAttack) != c.flee {
				t.Fatalf("flee attack offered %v, want %v", f.wasOffered("B "+KindFleeAttack), c.flee)
			}
			// the competition comes before the flee attack
			for _, e := range evs {
				if _, ok := e.(combat.AttackRolled); ok {
					break
				}
				if _, ok := e.(combat.Checked); ok {
					return
				}
			}
			if c.flee {
				t.Fatalf("the flee attack came before the competition")
			}
		})
	}
	t.Run("no path may end in the blocker's hex", func(t *testing.T) {
		f := setup(t, corridor, map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB")
		f.Refused(combat.Action{Kind: KindMove, Unit: "A", Path: pathOf(1, 1, 2, 1)}, "grid", "cannot step")
	})
	t.Run("crawling through the blocker's hex: 10 + 15 + 10 = 35 ft, more than 30", func(t *testing.T) {
		f := setup(t, corridor, map[rune]who{'A': hero(swordsman, Prone), 'B': foe(brute)}, "AB")
		f.Refused(combat.Action{Kind: KindMove, Unit: "A", Path: pathOf(1, 1, 2, 1, 3, 1)}, "grid", "costs 35 ft")
	})
}

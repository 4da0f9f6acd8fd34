package ai

// Tests of the plays a player would laugh at (laughs.go, issue 27), each on a board one can
// see: the AI does not make them.

import (
	"strings"
	"testing"

	"skirmish/combat"
)

// turnOf ends turns until it is the turn of a unit of side whose letter is c, and returns it
// (nil if none comes within a round's worth of turns).
func turnOf(t *testing.T, b *combat.Battle, c rune) *combat.Unit {
	t.Helper()
	for range 4 * len(b.Units) {
		for _, u := range b.Units {
			if u.Active() && strings.HasPrefix(u.Name, string(c)) && b.InTurnNow(u) {
				return u
			}
		}
		if _, err := b.Do(combat.Action{Kind: combat.EndTurn}); err != nil {
			t.Fatal(err)
		}
	}
	return nil
}

// TestAidAnotherGoesToOneFriend: d20-sunday-stats-combat.txt "Aid another": "your friend gets
// +2 to hit or +2 AC against that enemy" — one friend, so the aid is worth what it is to the
// ally it helps most. Summed over every ally beside the foe, goblins round a cleric each aided
// against it and none struck (the d20 ford: nine goblins, 28 rounds).
func TestAidAnotherGoesToOneFriend(t *testing.T) {
	cases := []struct {
		name, board string
		hp          map[rune]int
	}{
		{"two goblins beside the cleric", `
			.....
			.gC..
			..g..`, nil},
		{"four goblins round the cleric", `
			..g..
			.gCg.
			..g..`, nil},
		{"six goblins round a cleric at 3 hp", `
			.ggg.
			.gCg.
			..g..`, map[rune]int{'C': 3}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := boardOf(t, "d20lite", map[rune]string{'C': "cleric", 'g': "goblin"}, c.board, c.hp)
			if err := b.Start(); err != nil {
				t.Fatal(err)
			}
			if turnOf(t, b, 'g') == nil {
				t.Fatal("no goblin's turn came")
			}
			tac := steady(Normal, 1)
			a := tac.Act(b)
			if k, ok := b.Kind(a.Kind); !ok || k.Meaning == combat.MeanAid || a.Target == "" {
				t.Fatalf("the goblin chose %v (%s); want it to strike the cleric", a, tac.Why)
			}
		})
	}
}

// TestHealerStaysBehindTheLine: a healer with no shot keeps a step behind its side's fighter
// nearest the foes (placeBase): it neither walks up to the front nor past it to strike (a
// normal healer walked to the front line, then was piled on). The heroes play their side's
// turn at normal; the healer must end it farther from the orcs than the warrior.
func TestHealerStaysBehindTheLine(t *testing.T) {
	cases := []struct{ name, board string }{
		{"the healer behind the warrior, the orcs coming", `
			...........
			.H.W.....oo
			...........`},
		{"the healer beside the warrior", `
			...........
			...HW....oo
			...........`},
		{"the healer ahead of the warrior", `
			...........
			.W..H....oo
			...........`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := boardOf(t, "delvers", map[rune]string{'W': "warrior", 'H': "healer", 'o': "orc"}, c.board, nil)
			if err := b.Start(); err != nil {
				t.Fatal(err)
			}
			h, w := turnOf(t, b, 'H'), named(b, 'W')
			tac := steady(Normal, 1)
			for range 10 {
				a := tac.Act(b)
				if a.Kind == combat.EndTurn {
					break
				}
				if _, err := b.Do(a); err != nil {
					t.Fatal(err)
				}
			}
			nearest := func(u *combat.Unit) int {
				d := 1 << 20
				for _, e := range b.Enemies(u) {
					d = min(d, b.Map.Distance(u.Pos, e.Pos))
				}
				return d
			}
			if nearest(h) <= nearest(w) {
				t.Fatalf("the healer ended on %v, %d from the orcs; the warrior on %v, %d (%s)", h.Pos, nearest(h), w.Pos, nearest(w), tac.Why)
			}
		})
	}
}

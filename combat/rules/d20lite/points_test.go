package d20lite

import (
	"testing"

	"skirmish/combat"
)

// d20-sunday-stats-combat.txt "Taking Actions": five combat points a round; full-round 5,
// standard 3, move 2, free 0: a full-round action, or a standard and a move, or two moves,
// with any number of free actions.
func TestCombatPoints(t *testing.T) {
	far := `
		A.......
		........
		.......B`
	cases := []struct {
		name string
		do   []combat.Action
		then combat.Action
		rule string // "" when the last action is legal
		left int
	}{
		{"a standard and a move: 3 + 2", []combat.Action{act(KindReady, "A", "")}, moveTo(KindMove, "A", 1, 0), "", 0},
		{"two moves: 2 + 2, 1 left", []combat.Action{moveTo(KindMove, "A", 1, 0)}, moveTo(KindMove, "A", 2, 0), "", 1},
		{"no third move with 1 point left", []combat.Action{moveTo(KindMove, "A", 1, 0), moveTo(KindMove, "A", 2, 0)}, moveTo(KindMove, "A", 3, 0), "Taking Actions", 1},
		{"free actions cost nothing, as many as you like", []combat.Action{act(KindReady, "A", ""), act(KindTalk, "A", ""), act(KindProne, "A", "")}, act(KindTalk, "A", ""), "", 2},
		{"a full-round action takes all 5", nil, moveTo(KindWithdraw, "A", 4, 0), "", 0},
		{"a move (2) after lying down costs 2 to stand", []combat.Action{act(KindProne, "A", "")}, act(KindStand, "A", ""), "", 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, far, map[rune]who{'A': hero(fighterSheet(1, 12, 10)), 'B': enemy(dummy(10, 10))}, 20, 1)
			for _, a := range c.do {
				if a.Kind == KindReady {
					a.Choice = KindMelee
				}
				f.Act(a)
			}
			if c.rule != "" {
				f.Refused(c.then, c.rule, "points")
				return
			}
			f.Act(c.then)
			if got := f.U("A").Left(SlotPoints); got != c.left {
				t.Fatalf("%d points left, want %d", got, c.left)
			}
		})
	}
	t.Run("a full-round action needs all 5", func(t *testing.T) {
		f := board(t, far, map[rune]who{'A': hero(fighterSheet(1, 12, 10)), 'B': enemy(dummy(10, 10))}, 20, 1)
		f.Act(moveTo(KindMove, "A", 1, 0))
		f.Refused(moveTo(KindWithdraw, "A", 4, 0), "Taking Actions", "costs 5 combat points; A has 3 left")
	})
	t.Run("a standard after a standard is refused", func(t *testing.T) {
		f := board(t, far, map[rune]who{'A': hero(fighterSheet(1, 12, 10)), 'B': enemy(dummy(10, 10))}, 20, 1)
		f.Act(combat.Action{Kind: KindReady, Unit: "A", Choice: KindMelee})
		f.Refused(combat.Action{Kind: KindRanged, Unit: "A", Target: "B", Weapon: "shortbow"}, "Taking Actions", "costs 3 combat points; A has 2 left")
	})
	t.Run("the points come back each round", func(t *testing.T) {
		f := board(t, far, map[rune]who{'A': hero(fighterSheet(1, 12, 10)), 'B': enemy(dummy(10, 10))}, 20, 1)
		f.Act(moveTo(KindWithdraw, "A", 4, 0))
		f.EndTurn()
		f.EndTurn()
		if got := f.U("A").Left(SlotPoints); got != Points {
			t.Fatalf("%d points in round 2, want 5", got)
		}
	})
}

// d20-sunday-stats-combat.txt "Taking Actions", "Actions": "Move five feet (0) but only if
// you are not otherwise moving this round".
func TestFiveFootStep(t *testing.T) {
	room := `
		.....
		.AB..
		..~..`
	units := map[rune]who{'A': hero(fighterSheet(1, 12, 10)), 'B': enemy(fighterSheet(1, 12, 10))}
	t.Run("free, and out of a threatened square without an attack", func(t *testing.T) {
		f := board(t, room, units, 1, 20) // B acts first: not flat-footed
		f.EndTurn()
		f.Act(moveTo(KindStep, "A", 0, 1))
		if len(f.Offered) != 0 || f.U("A").Left(SlotPoints) != 5 {
			t.Fatalf("offered %v, %d points left: a 5-ft step costs 0 and draws no attack", f.Offered, f.U("A").Left(SlotPoints))
		}
		f.Refused(moveTo(KindMove, "A", 0, 0), "five feet", "no other movement after it")
		f.Refused(moveTo(KindStep, "A", 1, 1), "five feet", "taken its 5-ft step")
		f.Act(combat.Action{Kind: KindRanged, Unit: "A", Target: "B", Weapon: "shortbow"}) // other actions still may follow
	})
	t.Run("not after moving", func(t *testing.T) {
		f := board(t, room, units, 20, 1)
		f.Act(moveTo(KindMove, "A", 0, 0))
		f.Refused(moveTo(KindStep, "A", 0, 1), "five feet", "already moved this round")
	})
	t.Run("five feet only: not two squares, not into difficult ground", func(t *testing.T) {
		f := board(t, room, units, 20, 1)
		f.Refused(moveTo(KindStep, "A", 3, 1), "Move five feet", "cannot reach")
		f.Refused(moveTo(KindStep, "A", 2, 2), "Move five feet", "cannot reach")
	})
	t.Run("not while prone", func(t *testing.T) {
		f := board(t, room, units, 20, 1)
		f.Act(act(KindProne, "A", ""))
		f.Refused(moveTo(KindStep, "A", 0, 1), "Crawl", "prone")
	})
}

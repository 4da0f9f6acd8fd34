package age13

// Tests of movement and engagement: opportunity attacks, disengaging, intercepting, shots and spells while engaged, budgets.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// run is shorthand for a move along exact steps.
func run(unit string, steps ...grid.Pos) combat.Action {
	return combat.Action{Kind: KindMove, Unit: unit, Path: steps}
}

func TestOpportunityAttacks(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}
	t.Run("moving away from an engaged foe draws its basic melee attack, a free action", func(t *testing.T) {
		f := board(t, "1", "....\n.Fo.\n....", units, 20, 1, 14)
		evs := f.do(run("F", pos(0, 1)))
		as := of[combat.AttackRolled](evs)
		if len(as) != 1 || as[0].Kind != combat.Opportunity || as[0].Attacker != "o" {
			t.Fatalf("attacks %+v: want the orc's opportunity attack", as)
		}
		want(t, "attack", attackTexts(evs), "d20 14 + attack 6 = 20 vs AC 18: hit")
		if of[combat.Spent](evs)[0].Slot != SlotMove || f.u("o").Left(SlotInterrupt) != 1 {
			t.Fatal("the mover spends its move action; the orc's opportunity attack costs it nothing")
		}
	})
	t.Run("moving while staying next to the foe does not", func(t *testing.T) {
		f := board(t, "1", "....\n.Fo.\n....", units, 20, 1)
		evs := f.do(run("F", pos(1, 0), pos(2, 0)))
		if n := len(of[combat.AttackRolled](evs)); n != 0 {
			t.Fatalf("%d attacks: F never left the orc's side", n)
		}
	})
	t.Run("an opportunity attack is declined when the controller says so", func(t *testing.T) {
		f := board(t, "1", "....\n.Fo.\n....", units, 20, 1)
		f.react["o opportunity"] = false
		evs := f.do(run("F", pos(0, 1)))
		if n := len(of[combat.AttackRolled](evs)); n != 0 || !slices.Contains(f.offered, "o opportunity") {
			t.Fatalf("%d attacks, offered %v", n, f.offered)
		}
	})
	t.Run("a stunned foe makes none", func(t *testing.T) {
		f := board(t, "1", "....\n.Fo.\n....", units, 20, 1)
		f.Emit(combat.ConditionAdded{Unit: "o", Condition: combat.Condition{Name: Stunned, Ends: SaveNormal, Owner: "o"}})
		if n := len(of[combat.AttackRolled](f.do(run("F", pos(0, 1))))); n != 0 {
			t.Fatalf("%d attacks: a stunned creature can't take any actions", n)
		}
	})
	t.Run("a melee attack needs the foe engaged", func(t *testing.T) {
		f := board(t, "1", "F.o", units, 20, 1)
		f.refused(attack(KindMelee, "F", "o", ""), "Engaged", "F is not engaged with o")
	})
}

func TestDisengage(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foeKind("orc", tough), 'p': foeKind("orc", tough)}
	cases := []struct {
		name  string
		board string
		d20   int
		ok    bool
		text  string
	}{
		{"one foe: 11+ on a d20", ".....\n.Fo..\n.....", 11, true, "disengage: d20 11 = 11 vs 11+: success"},
		{"one foe: 10 fails", ".....\n.Fo..\n.....", 10, false, "disengage: d20 10 = 10 vs 11+: failure"},
		{"two foes: −1 for the second, 11 fails", ".....\n.Fo..\n..p..", 11, false, "disengage: d20 11 − foes beyond the first 1 = 10 vs 11+: failure"},
		{"two foes: 12 succeeds", ".....\n.Fo..\n..p..", 12, true, "disengage: d20 12 − foes beyond the first 1 = 11 vs 11+: success"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", c.board, units, 20, 1, c.d20)
			evs := f.do(combat.Action{Kind: KindDisengage, Unit: "F", Path: []grid.Pos{pos(0, 0)}})
			want(t, "check", checkTexts(evs), c.text)
			if n := len(of[combat.AttackRolled](evs)); n != 0 {
				t.Fatalf("%d attacks: disengaging never draws opportunity attacks", n)
			}
			moved := f.u("F").Pos == pos(0, 0)
			if moved != c.ok {
				t.Fatalf("F at %v: moves only on a success", f.u("F").Pos)
			}
			if f.u("F").Left(SlotMove) != 0 {
				t.Fatal("disengaging uses the move action, pass or fail")
			}
			if !c.ok {
				// moving anyway with the standard action draws the attacks
				evs = f.do(run("F", pos(0, 0)))
				if n := len(of[combat.AttackRolled](evs)); n == 0 {
					t.Fatal("after a failed disengage, moving away draws opportunity attacks")
				}
				if s := of[combat.Spent](evs)[0]; s.Slot != SlotStandard || !strings.Contains(s.For, "standard action as a move action") {
					t.Fatalf("spent %+v: the second move is the standard action", s)
				}
			}
		})
	}
	t.Run("stuck: no moving, no disengaging", func(t *testing.T) {
		f := board(t, "1", ".....\n.Fo..\n.....", units, 20, 1)
		f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Stuck, Ends: SaveNormal, Owner: "F"}})
		f.refused(combat.Action{Kind: KindDisengage, Unit: "F"}, "Stuck", "F is stuck")
		f.refused(run("F", pos(0, 1)), "Stuck", "F is stuck")
	})
}

func TestIntercept(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	// the orc runs past F towards W; F, free, may intercept
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'W': hero(entry(t, "wizard")), 'o': foe(tough)}
	const field = "o......\n..F....\n......W"
	path := []grid.Pos{pos(1, 0), pos(2, 0), pos(3, 0), pos(4, 1), pos(5, 1)}
	t.Run("edition 1: a free action; the mover stops where it is", func(t *testing.T) {
		f := board(t, "1", field, units, 1, 20, 10)
		f.endTurn()
		f.endTurn()
		f.react["F intercept"] = true
		evs := f.do(combat.Action{Kind: KindMove, Unit: "o", Path: path})
		if o := f.u("o"); o.Pos != pos(1, 0) {
			t.Fatalf("the orc is at %v: it stops at the first square next to F", o.Pos)
		}
		want(t, "notes", texts[combat.Note](evs), "F intercepts o, who stops there, engaged")
		if f.u("F").Left(SlotInterrupt) != 1 {
			t.Fatal("in edition 1 intercepting is a free action")
		}
	})
	t.Run("not when the move ends next to the foe: that is engaging it", func(t *testing.T) {
		f := board(t, "1", field, units, 1, 20, 10)
		f.endTurn()
		f.endTurn()
		f.react["F intercept"] = true
		f.do(combat.Action{Kind: KindMove, Unit: "o", Path: path[:1]})
		if slices.Contains(f.offered, "F intercept") {
			t.Fatal("an intercept was offered to a foe the mover came to fight")
		}
	})
	t.Run("edition 2: it uses the interrupt action, back after the end of its next turn", func(t *testing.T) {
		f := board(t, "2", field, units, 1, 20, 10)
		f.endTurn()
		f.endTurn()
		f.react["F intercept"] = true
		f.do(combat.Action{Kind: KindMove, Unit: "o", Path: path})
		if f.u("F").Left(SlotInterrupt) != 0 {
			t.Fatal("the intercept spent F's interrupt action")
		}
		f.endTurn() // the orc's turn ends; round 2: F's turn
		if f.u("F").Left(SlotInterrupt) != 0 {
			t.Fatal("the interrupt action comes back only at the end of F's next turn")
		}
		f.endTurn()
		if f.u("F").Left(SlotInterrupt) != 1 {
			t.Fatal("at the end of F's turn it has its interrupt action again")
		}
	})
	t.Run("an engaged creature cannot intercept", func(t *testing.T) {
		f := board(t, "1", "o......\n..Fp...\n......W", map[rune]who{'F': hero(entry(t, "fighter")), 'W': hero(entry(t, "wizard")),
			'o': foeKind("orc", tough), 'p': foeKind("orc", tough)}, 1, 20, 10)
		f.endTurn()
		f.endTurn()
		f.react["F intercept"] = true
		f.do(combat.Action{Kind: KindMove, Unit: "o", Path: path[:3]})
		if slices.Contains(f.offered, "F intercept") {
			t.Fatal("F, engaged with p, was offered an intercept")
		}
	})
}

func TestShootingAndCastingWhileEngaged(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'R': hero(entry(t, "ranger")), 'W': hero(entry(t, "wizard")),
		'o': foeKind("orc", tough), 'p': foeKind("orc", tough)}
	cases := []struct {
		name    string
		board   string
		action  combat.Action
		drawers []string
	}{
		{"a shot at another foe draws the engaged foe's attack", "Ro...p", attack(KindRanged, "R", "p", "longbow"), []string{"o"}},
		{"a shot at the engaged foe draws nothing from it", "Ro...p", attack(KindRanged, "R", "o", "longbow"), nil},
		{"a spell draws it even from its target", "Wo...p", attack(KindRanged, "W", "o", "ray of frost"), []string{"o"}},
		{"a close-quarters spell draws nothing", "Wo...p", attack(KindMelee, "W", "o", "shocking grasp"), nil},
		{"an unengaged archer shoots freely", "R.o..p", attack(KindRanged, "R", "p", "longbow"), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", c.board, units, 20, 1)
			var got []string
			for _, a := range of[combat.AttackRolled](f.do(c.action)) {
				if a.Kind == combat.Opportunity {
					got = append(got, a.Attacker)
				}
			}
			if !slices.Equal(got, c.drawers) {
				t.Fatalf("opportunity attacks by %v, want %v", got, c.drawers)
			}
		})
	}
}

func TestActionBudget(t *testing.T) {
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}
	t.Run("a standard, a move and a quick action; the standard may be a second move", func(t *testing.T) {
		f := board(t, "1", "F.........o", units, 20, 1)
		f.do(run("F", pos(1, 0)))
		evs := f.do(run("F", pos(2, 0)))
		if s := of[combat.Spent](evs)[0]; s.Slot != SlotStandard || s.For != "move (standard action as a move action)" {
			t.Fatalf("spent %+v", s)
		}
		f.refused(run("F", pos(3, 0)), "Combat Actions", "F has no move action left, nor a larger one")
	})
	t.Run("an attack after two moves is refused", func(t *testing.T) {
		f := board(t, "1", "F..o", units, 20, 1)
		f.do(run("F", pos(1, 0)))
		f.do(run("F", pos(2, 0)))
		f.refused(attack(KindMelee, "F", "o", ""), "Combat Actions", "F has already used its standard action this turn")
	})
	t.Run("out of turn nothing but reactions", func(t *testing.T) {
		f := board(t, "1", "F..o", units, 20, 1)
		f.refused(run("o", pos(2, 0)), "Cyclic Initiative", "it is F's turn, not o's")
	})
	t.Run("the listing shows the budget and the substitution", func(t *testing.T) {
		f := board(t, "1", "F..o", units, 20, 1)
		f.do(run("F", pos(1, 0)))
		xs, st := f.listed("F", KindMove)
		if st.Err != nil || len(xs) == 0 || xs[0].Spend != combat.SpendAction || xs[0].Cost != "standard action as a move action" {
			t.Fatalf("a second move is open with the standard action: %d moves, %+v (%v)", len(xs), xs, st.Err)
		}
	})
}

func TestStunnedActions(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	cases := []struct {
		name, ed string
		dice     []int
		standard int
	}{
		{"edition 1: no actions", "1", nil, 0},
		{"edition 2: 16+ at the start of the turn gives one action", "2", []int{16}, 1},
		{"edition 2: 15 gives none", "2", []int{15}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// the orc first, then F, who is stunned before its turn
			f := board(t, c.ed, "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, append([]int{1, 20}, c.dice...)...)
			f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Stunned, Ends: combat.EndOfTurn, Owner: "F"}})
			f.endTurn()
			if u := f.u("F"); u.Left(SlotStandard) != c.standard || u.Left(SlotMove) != 0 || u.Left(SlotQuick) != 0 {
				t.Fatalf("standard %d, move %d, quick %d: want %d, 0, 0", u.Left(SlotStandard), u.Left(SlotMove), u.Left(SlotQuick), c.standard)
			}
			if c.standard == 0 { // refused because it is stunned, not for an action it spent
				f.refused(attack(KindMelee, "F", "o", ""), "Stunned", "F is stunned and can take no actions")
				f.refused(run("F", pos(0, 1)), "Stunned", "F is stunned")
				if _, st := f.listed("F", KindMove); st.Err == nil || st.Err.Rule != ruleStunned {
					t.Fatalf("the listing's move: %v", st.Err)
				}
			}
		})
	}
}

func TestLeaveTheBattle(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	f := board(t, "1", "Fo.\n...\n..E", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1)
	f.refused(act(KindLeave, "F", ""), "Flee", "F must stand on an exit")
	f = board(t, "1", "Fo\nE.", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1, 14)
	f.do(run("F", pos(0, 1)))
	evs := f.do(act(KindLeave, "F", ""))
	if n := len(of[combat.AttackRolled](evs)); n != 1 || f.u("F").Status != combat.Fled {
		t.Fatalf("%d attacks, F %s: leaving from an exit next to the orc draws its attack, then F is gone", n, f.u("F").Status)
	}
}

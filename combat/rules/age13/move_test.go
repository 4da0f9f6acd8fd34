package age13

// Tests of movement and engagement: opportunity attacks, disengaging, intercepting, shots and spells while engaged, budgets.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
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
		evs := f.Act(run("F", pos(0, 1)))
		as := rulestest.Of[combat.AttackRolled](evs)
		if len(as) != 1 || as[0].Kind != combat.Opportunity || as[0].Attacker != "o" {
			t.Fatalf("attacks %+v: want the orc's opportunity attack", as)
		}
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 14 + attack 6 = 20 vs AC 18: hit")
		if rulestest.Of[combat.Spent](evs)[0].Slot != SlotMove || f.U("o").Left(SlotInterrupt) != 1 {
			t.Fatal("the mover spends its move action; the orc's opportunity attack costs it nothing")
		}
	})
	t.Run("moving while staying next to the foe does not", func(t *testing.T) {
		f := board(t, "1", "....\n.Fo.\n....", units, 20, 1)
		evs := f.Act(run("F", pos(1, 0), pos(2, 0)))
		if n := len(rulestest.Of[combat.AttackRolled](evs)); n != 0 {
			t.Fatalf("%d attacks: F never left the orc's side", n)
		}
	})
	t.Run("an opportunity attack is declined when the controller says so", func(t *testing.T) {
		f := board(t, "1", "....\n.Fo.\n....", units, 20, 1)
		f.React["o opportunity"] = false
		evs := f.Act(run("F", pos(0, 1)))
		if n := len(rulestest.Of[combat.AttackRolled](evs)); n != 0 || !slices.Contains(f.Offered, "o opportunity") {
			t.Fatalf("%d attacks, offered %v", n, f.Offered)
		}
	})
	t.Run("a stunned foe makes none", func(t *testing.T) {
		f := board(t, "1", "....\n.Fo.\n....", units, 20, 1)
		f.Emit(combat.ConditionAdded{Unit: "o", Condition: combat.Condition{Name: Stunned, Ends: SaveNormal, Owner: "o"}})
		if n := len(rulestest.Of[combat.AttackRolled](f.Act(run("F", pos(0, 1))))); n != 0 {
			t.Fatalf("%d attacks: a stunned creature can't take any actions", n)
		}
	})
	t.Run("moving away from two engaged foes draws an opportunity attack from each", func(t *testing.T) {
		two := map[rune]who{'F': units['F'], 'o': foeKind("orc", tough), 'p': foeKind("orc", tough)}
		f := board(t, "1", "....\n.Fo.\n..p.", two, 20, 1, 3, 4)
		var who []string
		for _, a := range rulestest.Of[combat.AttackRolled](f.Act(run("F", pos(0, 0)))) {
			who = append(who, a.Attacker)
		}
		if !slices.Equal(who, []string{"o", "p"}) {
			t.Fatalf("opportunity attacks by %v, want o and p", who)
		}
	})
	t.Run("an unengaged creature moves freely: no opportunity attack", func(t *testing.T) {
		f := board(t, "1", "F...\n....\n...o", units, 20, 1)
		if n := len(rulestest.Of[combat.AttackRolled](f.Act(run("F", pos(2, 0))))); n != 0 {
			t.Fatalf("%d attacks: F was engaged with no one", n)
		}
	})
	t.Run("a melee attack needs the foe engaged", func(t *testing.T) {
		f := board(t, "1", "F.o", units, 20, 1)
		f.Refused(attack(KindMelee, "F", "o", ""), "Engaged", "F is not engaged with o")
	})
}

func TestDisengage(t *testing.T) {
	// Both editions: a normal save (11+), −1 for each foe beyond the first; the move action is
	// spent, pass or fail, and no opportunity attack is drawn either way.
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
		for _, ed := range []string{"1", "2"} {
			t.Run("edition "+ed+": "+c.name, func(t *testing.T) {
				f := board(t, ed, c.board, units, 20, 1, c.d20)
				evs := f.Act(combat.Action{Kind: KindDisengage, Unit: "F", Path: []grid.Pos{pos(0, 0)}})
				rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), c.text)
				if n := len(rulestest.Of[combat.AttackRolled](evs)); n != 0 {
					t.Fatalf("%d attacks: disengaging never draws opportunity attacks", n)
				}
				moved := f.U("F").Pos == pos(0, 0)
				if moved != c.ok {
					t.Fatalf("F at %v: moves only on a success", f.U("F").Pos)
				}
				if f.U("F").Left(SlotMove) != 0 {
					t.Fatal("disengaging uses the move action, pass or fail")
				}
				if !c.ok {
					// moving anyway with the standard action draws the attacks
					evs = f.Act(run("F", pos(0, 0)))
					if n := len(rulestest.Of[combat.AttackRolled](evs)); n == 0 {
						t.Fatal("after a failed disengage, moving away draws opportunity attacks")
					}
					if s := rulestest.Of[combat.Spent](evs)[0]; s.Slot != SlotStandard || !strings.Contains(s.For, "standard action as a move action") {
						t.Fatalf("spent %+v: the second move is the standard action", s)
					}
				}
			})
		}
	}
	t.Run("stuck: no moving, no disengaging", func(t *testing.T) {
		f := board(t, "1", ".....\n.Fo..\n.....", units, 20, 1)
		f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Stuck, Ends: SaveNormal, Owner: "F"}})
		f.Refused(combat.Action{Kind: KindDisengage, Unit: "F"}, "Stuck", "F is stuck")
		f.Refused(run("F", pos(0, 1)), "Stuck", "F is stuck")
	})
}

func TestFreeActions(t *testing.T) {
	// 13th-age-combat-rules.txt "Free Actions": "any number of free actions on your turn":
	// with its standard, move and quick actions spent, a grabber still lets go of both the
	// creatures it holds, one free action after the other.
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	f := board(t, "1", "oF\n.p", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foeKind("orc", tough), 'p': foeKind("orc", tough)}, 1, 20)
	for _, v := range []string{"o", "p"} {
		f.Emit(combat.ConditionAdded{Unit: v, Condition: combat.Condition{Name: Grabbed, Source: "F", Owner: v}})
	}
	for _, s := range []string{SlotStandard, SlotMove, SlotQuick} {
		f.Emit(combat.Spent{Unit: "F", Slot: s, N: 1, For: "test"})
	}
	f.Act(act(KindLetGo, "F", "o"))
	f.Act(act(KindLetGo, "F", "p"))
	if f.U("o").Is(Grabbed) || f.U("p").Is(Grabbed) {
		t.Fatal("F let go of both as free actions")
	}
}

func TestIntercept(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	// the orc runs past F towards W; F, free, may intercept
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'W': hero(entry(t, "wizard")), 'o': foe(tough)}
	const field = "o......\n..F....\n......W"
	path := []grid.Pos{pos(1, 0), pos(2, 0), pos(3, 0), pos(4, 1), pos(5, 1)}
	t.Run("edition 1: a free action; the mover stops where it is", func(t *testing.T) {
		f := board(t, "1", field, units, 1, 20, 10)
		f.EndTurn()
		f.EndTurn()
		f.React["F intercept"] = true
		evs := f.Act(combat.Action{Kind: KindMove, Unit: "o", Path: path})
		if o := f.U("o"); o.Pos != pos(1, 0) {
			t.Fatalf("the orc is at %v: it stops at the first square next to F", o.Pos)
		}
		rulestest.WantTexts(t, "notes", texts[combat.Note](evs), "F intercepts o, who stops there, engaged")
		if f.U("F").Left(SlotInterrupt) != 1 {
			t.Fatal("in edition 1 intercepting is a free action")
		}
	})
	t.Run("not when the move ends next to the foe: that is engaging it", func(t *testing.T) {
		f := board(t, "1", field, units, 1, 20, 10)
		f.EndTurn()
		f.EndTurn()
		f.React["F intercept"] = true
		f.Act(combat.Action{Kind: KindMove, Unit: "o", Path: path[:1]})
		if slices.Contains(f.Offered, "F intercept") {
			t.Fatal("an intercept was offered to a foe the mover came to fight")
		}
	})
	t.Run("edition 2: it uses the interrupt action, back after the end of its next turn", func(t *testing.T) {
		f := board(t, "2", field, units, 1, 20, 10)
		f.EndTurn()
		f.EndTurn()
		f.React["F intercept"] = true
		f.Act(combat.Action{Kind: KindMove, Unit: "o", Path: path})
		if f.U("F").Left(SlotInterrupt) != 0 {
			t.Fatal("the intercept spent F's interrupt action")
		}
		f.EndTurn() // the orc's turn ends; round 2: F's turn
		if f.U("F").Left(SlotInterrupt) != 0 {
			t.Fatal("the interrupt action comes back only at the end of F's next turn")
		}
		f.EndTurn()
		if f.U("F").Left(SlotInterrupt) != 1 {
			t.Fatal("at the end of F's turn it has its interrupt action again")
		}
	})
	t.Run("an engaged creature cannot intercept", func(t *testing.T) {
		f := board(t, "1", "o......\n..Fp...\n......W", map[rune]who{'F': hero(entry(t, "fighter")), 'W': hero(entry(t, "wizard")),
			'o': foeKind("orc", tough), 'p': foeKind("orc", tough)}, 1, 20, 10)
		f.EndTurn()
		f.EndTurn()
		f.React["F intercept"] = true
		f.Act(combat.Action{Kind: KindMove, Unit: "o", Path: path[:3]})
		if slices.Contains(f.Offered, "F intercept") {
			t.Fatal("F, engaged with p, was offered an intercept")
		}
	})
}

func TestShootingAndCastingWhileEngaged(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'R': hero(entry(t, "ranger")), 'W': hero(entry(t, "wizard")),
		'o': foeKind("orc", tough), 'p': foeKind("orc", tough)}
	units['q'] = foeKind("orc", tough)
	cases := []struct {
		name, ed string
		board    string
		action   combat.Action
		drawers  []string
	}{
		{"edition 1: a shot at another foe draws the engaged foe's attack", "1", "Ro...p", attack(KindRanged, "R", "p", "longbow"), []string{"o"}},
		{"edition 1: a shot at the engaged foe draws nothing from it", "1", "Ro...p", attack(KindRanged, "R", "o", "longbow"), nil},
		{"edition 1: engaged with two, a shot at one draws the other's attack only", "1", "Ro...p\n.q....", attack(KindRanged, "R", "o", "longbow"), []string{"q"}},
		{"edition 2: a shot at another foe draws the engaged foe's attack", "2", "Ro...p", attack(KindRanged, "R", "p", "longbow"), []string{"o"}},
		{"edition 2: a shot at the engaged foe draws its attack too", "2", "Ro...p", attack(KindRanged, "R", "o", "longbow"), []string{"o"}},
		{"edition 2: engaged with two, a shot at one draws both attacks", "2", "Ro...p\n.q....", attack(KindRanged, "R", "o", "longbow"), []string{"o", "q"}},
		{"edition 1: a spell draws it even from its target", "1", "Wo...p", attack(KindRanged, "W", "o", "ray of frost"), []string{"o"}},
		{"edition 2: a spell draws it even from its target", "2", "Wo...p", attack(KindRanged, "W", "o", "ray of frost"), []string{"o"}},
		{"edition 1: a close-quarters spell draws nothing", "1", "Wo...p", attack(KindMelee, "W", "o", "shocking grasp"), nil},
		{"edition 2: a close-quarters spell draws nothing", "2", "Wo...p", attack(KindMelee, "W", "o", "shocking grasp"), nil},
		{"an unengaged archer shoots freely", "1", "R.o..p", attack(KindRanged, "R", "p", "longbow"), nil},
		{"edition 2: an unengaged archer shoots freely", "2", "R.o..p", attack(KindRanged, "R", "p", "longbow"), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, c.ed, c.board, units, 20, 1)
			var got []string
			for _, a := range rulestest.Of[combat.AttackRolled](f.Act(c.action)) {
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
		f.Act(run("F", pos(1, 0)))
		evs := f.Act(run("F", pos(2, 0)))
		if s := rulestest.Of[combat.Spent](evs)[0]; s.Slot != SlotStandard || s.For != "move (standard action as a move action)" {
			t.Fatalf("spent %+v", s)
		}
		f.Refused(run("F", pos(3, 0)), "Combat Actions", "F has no move action left, nor a larger one")
	})
	t.Run("an attack after two moves is refused", func(t *testing.T) {
		f := board(t, "1", "F..o", units, 20, 1)
		f.Act(run("F", pos(1, 0)))
		f.Act(run("F", pos(2, 0)))
		f.Refused(attack(KindMelee, "F", "o", ""), "Combat Actions", "F has already used its standard action this turn")
	})
	t.Run("out of turn nothing but reactions", func(t *testing.T) {
		f := board(t, "1", "F..o", units, 20, 1)
		f.Refused(run("o", pos(2, 0)), "Cyclic Initiative", "it is F's turn, not o's")
	})
	t.Run("the listing shows the budget and the substitution", func(t *testing.T) {
		f := board(t, "1", "F..o", units, 20, 1)
		f.Act(run("F", pos(1, 0)))
		xs, st := f.Listed("F", KindMove)
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
			f.EndTurn()
			if u := f.U("F"); u.Left(SlotStandard) != c.standard || u.Left(SlotMove) != 0 || u.Left(SlotQuick) != 0 {
				t.Fatalf("standard %d, move %d, quick %d: want %d, 0, 0", u.Left(SlotStandard), u.Left(SlotMove), u.Left(SlotQuick), c.standard)
			}
			if c.standard == 0 { // refused because it is stunned, not for an action it spent
				f.Refused(attack(KindMelee, "F", "o", ""), "(Stunned)", "F is stunned and")
				f.Refused(run("F", pos(0, 1)), "Stunned", "F is stunned")
				if _, st := f.Listed("F", KindMove); st.Err == nil || !strings.Contains(st.Err.Rule, "(Stunned)") {
					t.Fatalf("the listing's move: %v", st.Err)
				}
			}
		})
	}
}

func TestRefusalsSayWhy(t *testing.T) {
	// A creature that cannot act is refused with the reason, not "has already used its
	// standard action": stunned ("can't take any actions"; edition 2: only a 16+ gives one
	// action), come to on a death save of 16–19 (only a natural 20 acts), or its readied
	// action taken instead of its turn.
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	stunned := func(t *testing.T, ed string, dice ...int) *fixture {
		f := board(t, ed, "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, append([]int{1, 20}, dice...)...)
		f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Stunned, Ends: combat.EndOfTurn, Owner: "F"}})
		f.EndTurn() // the orc's turn ends; F's begins, stunned
		return f
	}
	t.Run("edition 1: a stunned hero's attack, move and free action are refused: it is stunned", func(t *testing.T) {
		f := stunned(t, "1")
		f.Refused(attack(KindMelee, "F", "o", ""), "Conditions\" (Stunned)", "F is stunned and can't take any actions")
		f.Refused(run("F", pos(0, 1)), "(Stunned)", "F is stunned and can't take any actions")
		f.Refused(combat.Action{Kind: KindDelay, Unit: "F", Target: "o"}, "(Stunned)", "F is stunned and can't take any actions")
		var l combat.Listing
		f.List(f.U("F"), &l)
		for _, k := range l.Kinds {
			if k.Kind != KindSpirit && k.Meaning != combat.MeanReaction && k.Kind != combat.EndTurn && (k.Err == nil || !strings.Contains(k.Err.Error(), "stunned")) {
				t.Errorf("kind %s: %v, want refused as F is stunned", k.Kind, k.Err)
			}
		}
	})
	t.Run("edition 2: a stunned hero that rolls 15 is refused: stunned and rolled under 16", func(t *testing.T) {
		f := stunned(t, "2", 15)
		f.Refused(attack(KindMelee, "F", "o", ""), "13th-age-2e-reference-sheet.txt \"Conditions\" (Stunned)", "F is stunned and rolled under 16: it can't take any actions this turn")
	})
	t.Run("edition 2: a 16 gives one action; the next is refused as the stunned one's single action is taken", func(t *testing.T) {
		f := stunned(t, "2", 16, 2)
		f.Act(attack(KindMelee, "F", "o", "longsword"))
		f.Refused(run("F", pos(0, 1)), "(Stunned)", "F is stunned: its roll of 16+ gave it one action this turn, and it has taken it")
	})
	t.Run("stunned during its own turn: no more actions", func(t *testing.T) {
		stunner := creature(6, "4", 16, 14, 10, 30, "hit: stunned until the end of its next turn")
		f := board(t, "1", "Fo\n..\n..", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(stunner)}, 20, 1, 15)
		evs := f.Act(run("F", pos(0, 2))) // leaving o: its opportunity attack (d20 15 + 6 = 21 vs AC 18) stuns F
		if !f.U("F").Is(Stunned) {
			t.Fatalf("F should be stunned by the opportunity attack: %v", rulestest.AttackTexts(evs))
		}
		f.Refused(attack(KindRanged, "F", "o", "javelin"), "(Stunned)", "F was stunned during its turn and can't take any more actions")
	})
	t.Run("come to on a death save of 16: refused, only a natural 20 acts", func(t *testing.T) {
		f := downed(t, "1", -5, 16, 7)
		f.EndTurn() // F's turn: death save 16, back at 9 hp
		f.Refused(attack(KindMelee, "F", "o", ""), "Death saves", "F came to on a death save of 16 to 19 this turn and takes no actions: only a natural 20 lets it act")
		f.Refused(combat.Action{Kind: KindDrink, Unit: "F"}, "Death saves", "only a natural 20 lets it act")
	})
	t.Run("a natural 20 acts normally", func(t *testing.T) {
		f := downed(t, "1", -5, 20, 7)
		f.EndTurn()
		if err := f.Check(attack(KindMelee, "F", "o", "")); err != nil {
			t.Fatalf("a natural 20 death save lets F act: %v", err)
		}
	})
	t.Run("its readied action taken before its turn: no regular turn, and the refusal says so", func(t *testing.T) {
		f := board(t, "1", "F....o", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 1, 20, 12, 5)
		f.React["F readied"] = true
		f.EndTurn()
		f.Act(combat.Action{Kind: KindReady, Unit: "F", Choice: KindMelee})
		f.EndTurn()
		f.Act(run("o", pos(1, 0))) // round 2: the orc steps into reach, F's readied attack goes first
		f.EndTurn()
		f.Refused(attack(KindMelee, "F", "o", ""), "Readying an Action", "F took its readied action before its turn came this round: it gets no regular turn")
	})
	t.Run("an unconscious hero can take no actions but its death saves", func(t *testing.T) {
		f := downed(t, "1", -5, 3)
		f.EndTurn() // F's turn: a death save of 3 fails; F is still down
		f.Refused(combat.Action{Kind: KindDrink, Unit: "F"}, "units", "F is down and cannot act")
	})
	t.Run("an action spent is still refused as spent", func(t *testing.T) {
		f := board(t, "1", "F..o", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1)
		f.Act(run("F", pos(1, 0)))
		f.Act(run("F", pos(2, 0)))
		f.Refused(attack(KindMelee, "F", "o", ""), "Combat Actions", "F has already used its standard action this turn")
	})
}

func TestLeaveTheBattle(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	f := board(t, "1", "Fo.\n...\n..E", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1)
	f.Refused(act(KindLeave, "F", ""), "Flee", "F must stand on an exit")
	f = board(t, "1", "Fo\nE.", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1, 14)
	f.Act(run("F", pos(0, 1)))
	evs := f.Act(act(KindLeave, "F", ""))
	if n := len(rulestest.Of[combat.AttackRolled](evs)); n != 1 || f.U("F").Status != combat.Fled {
		t.Fatalf("%d attacks, F %s: leaving from an exit next to the orc draws its attack, then F is gone", n, f.U("F").Status)
	}
}

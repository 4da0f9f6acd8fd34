package delvers

// Tests of the action table's types and attacks of opportunity, the round's action budget and the order of three sides.

import (
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

func TestCombatActionsTable(t *testing.T) {
	// delvers-combat.md "Combat Actions": each action's type and whether it allows an attack of
	// opportunity, as the table gives them (Reload's type depends on the weapon and the
	// shooter's Shoot, "Reload a Weapon"; Screen an Ally provokes only when it moves away).
	cases := []struct{ action, kind, cost, provokes string }{
		{"Make a Melee Attack", KindMelee, costMain, "no"},
		{"Make a Ranged Attack", KindRanged, costMain, "no"},
		{"Make a Swarm Attack", KindSwarm, costMain, "no"},
		{"Charge", KindCharge, costMainMove, "yes"},
		{"Use a Skill", KindSkill, costMain, "yes"},
		{"Reload a Weapon", KindReload, costVaries, "no"},
		{"Ready or Stow an Item (ready)", KindReady, costMain, "no"},
		{"Ready or Stow an Item (stow)", KindStow, costMain, "no"},
		{"Disengage", KindDisengage, costMain, "no"},
		{"Screen an Ally", KindScreen, costMove, "sometimes"},
		{"Run", KindRun, costMove, "yes"},
		{"Pick up an Item", KindPickUp, costMove, "yes"},
		{"Stand Up", KindStandUp, costMove, "yes"},
		{"Hold An Action", KindHold, costMove, "no"},
		{"Go Prone", KindProne, costFree, "no"},
		{"Total Defense", KindTotalDefense, costInstant, "no"},
		{"Make a Snap Attack", KindSnap, costInstant, "no"},
	}
	for _, c := range cases {
		k, ok := kinds.Row(c.kind)
		if !ok {
			t.Errorf("%s: no action kind %q", c.action, c.kind)
			continue
		}
		if k.Pay != c.cost || k.Provokes != c.provokes {
			t.Errorf("%s: %s, attack of opportunity %q; the table says %s, %q", c.action, k.Pay, k.Provokes, c.cost, c.provokes)
		}
	}
}

func TestActionBudget(t *testing.T) {
	// delvers-combat.md "Combat Action Types": one Main action and one Move action a round (the
	// Main may be spent as a second Move); a Move is the normal rate of 30 ft; free actions as
	// many as plausible; the budget comes back each round.
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
	t.Run("a move is 30 ft: six squares, not seven", func(t *testing.T) {
		f := setup(t, "A.......g", units)
		f.Refused(combat.Action{Kind: KindRun, Unit: "A", Path: to(7, 0)}, "The Grid", "A cannot reach (7,0) with 30 ft of movement")
		evs := f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(6, 0)})
		if m := evs[len(evs)-1].(combat.Moved); m.Feet != 30 {
			t.Fatalf("the move ends after %d ft, want 30", m.Feet)
		}
	})
	t.Run("one main action a round: a second attack is refused", func(t *testing.T) {
		f := setup(t, "Ag", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 40 }), nil}}, 2)
		f.Act(act(KindMelee, "A", "g"))
		f.Refused(act(KindMelee, "A", "g"), "Combat Action Types", "A has already spent its main action this round")
	})
	t.Run("one move action, and the main action as a second move; no third", func(t *testing.T) {
		f := setup(t, "A..........g", units)
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(6, 0)})
		evs := f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(10, 0)})
		if s := evs[1].(combat.Spent); s.Slot != slotMain {
			t.Fatalf("the second move spends %s, want the main action", s.Slot)
		}
		f.Refused(combat.Action{Kind: KindRun, Unit: "A", Path: to(9, 0)}, "Combat Action Types", "no move action left")
	})
	t.Run("free actions need no budget: as many as plausible", func(t *testing.T) {
		f := setup(t, "A...g", units)
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(1, 0)})
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(2, 0)})
		f.Act(act(KindProne, "A", ""))
		if !f.U("A").Is(Prone) {
			t.Fatal("going prone is free, with both actions spent")
		}
	})
	t.Run("the budget comes back each round", func(t *testing.T) {
		f := setup(t, "A.......g", units)
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(1, 0)})
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(2, 0)})
		f.EndTurn()
		f.EndTurn()
		if u := f.U("A"); u.Left(slotMain) != 1 || u.Left(slotMove) != 1 {
			t.Fatalf("round 2: main %d, move %d, want 1 and 1", u.Left(slotMain), u.Left(slotMove))
		}
	})
	t.Run("a prone unit's rate is halved: 15 ft", func(t *testing.T) {
		// delvers-combat.md "Go Prone": "Your normal movement rate is halved while you remain prone"
		f := setup(t, "A.......g", map[rune]who{'A': {"Heroes", fighter, []string{Prone}}, 'g': {"Foes", orc, nil}})
		f.Refused(combat.Action{Kind: KindRun, Unit: "A", Path: to(4, 0)}, "The Grid", "A cannot reach (4,0) with 15 ft of movement")
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(3, 0)})
	})
}

func TestCombatSequence(t *testing.T) {
	// delvers-combat.md "Combat Sequence": each side rolls 1d8; the highest acts first, every
	// member taking all its actions, then the next highest; then the order begins again from
	// the top, never re-rolled. Three sides roll 5, 7 and 2: B (7), A (5), C (2), each round.
	m, err := grid.ParseASCII("sequence", ".........")
	if err != nil {
		t.Fatal(err)
	}
	units := []combat.UnitSetup{
		{Name: "a", Side: "A", Pos: grid.Pos{X: 0}, Sheet: orc},
		{Name: "b", Side: "B", Pos: grid.Pos{X: 4}, Sheet: orc},
		{Name: "c", Side: "C", Pos: grid.Pos{X: 8}, Sheet: orc},
	}
	b, err := combat.New(combat.Setup{Map: m, Rules: New(), Sides: []string{"A", "B", "C"}, Units: units, Seed: 1, Forced: []int{5, 7, 2}})
	if err != nil {
		t.Fatal(err)
	}
	b.Start()
	var turns []string
	for range 6 {
		turn, _ := b.Current()
		turns = append(turns, turn.Side)
		if _, err := b.Do(combat.Action{Kind: combat.EndTurn}); err != nil {
			t.Fatal(err)
		}
	}
	if want := []string{"B", "A", "C", "B", "A", "C"}; !slices.Equal(turns, want) {
		t.Fatalf("turns %v, want %v", turns, want)
	}
	if n := len(initiatives(b.Log)); n != 3 {
		t.Fatalf("%d initiative rolls in two rounds, want 3: one per side, never re-rolled", n)
	}
}

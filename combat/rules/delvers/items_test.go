package delvers

// Tests of reloading, readying, stowing, picking up, standing up, and the execution attack.

import (
	"testing"

	"skirmish/combat"
)

func TestReload(t *testing.T) {
	xbow := combat.Weapon{Name: "crossbow", Kind: combat.Crossbow, Damage: combat.Roll{Count: 1, Sides: 10},
		Attributes: []string{"DEX"}, Skill: "Shoot", Range: 100, LongRange: 300, Hands: 2}
	units := func(s combat.Sheet) map[rune]who {
		return map[rune]who{'R': {"Heroes", s, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 40 }), nil}}
	}
	t.Run("a crossbow with Shoot-1: reloaded as a free action", func(t *testing.T) {
		f := setup(t, "R...g", units(with(archer, func(s *combat.Sheet) { s.Weapons = []combat.Weapon{xbow} })))
		f.Act(act(KindRanged, "R", "g"))
		f.EndTurn()
		f.EndTurn()
		f.Act(act(KindRanged, "R", "g"))
	})
	t.Run("a crossbow without Shoot-1: reloading is a main action", func(t *testing.T) {
		f := setup(t, "R...g", units(with(archer, func(s *combat.Sheet) { s.Weapons = []combat.Weapon{xbow}; s.Skills["Shoot"] = 0 })))
		f.Act(act(KindRanged, "R", "g"))
		f.EndTurn()
		f.EndTurn()
		f.Refused(act(KindRanged, "R", "g"), "Reload a Weapon", "not loaded")
		f.Act(act(KindReload, "R", ""))
		if f.U("R").Left(slotMain) != 0 {
			t.Fatal("reloading a crossbow spends the main action")
		}
		f.EndTurn()
		f.EndTurn()
		f.Act(act(KindRanged, "R", "g"))
	})
	t.Run("a bow with Shoot-1: reloaded as a free action", func(t *testing.T) {
		f := setup(t, "R...g", units(archer))
		f.Act(act(KindRanged, "R", "g"))
		f.EndTurn()
		f.EndTurn()
		f.Act(act(KindRanged, "R", "g"))
	})
	t.Run("a bow without Shoot-1: reloading is a move action", func(t *testing.T) {
		f := setup(t, "R...g", units(with(archer, func(s *combat.Sheet) { s.Skills["Shoot"] = 0 })))
		f.Act(act(KindRanged, "R", "g"))
		f.EndTurn()
		f.EndTurn()
		f.Act(act(KindReload, "R", ""))
		if f.U("R").Left(slotMove) != 0 || f.U("R").Left(slotMain) != 1 {
			t.Fatal("reloading a bow without Shoot-1 spends the move action")
		}
		f.Act(act(KindRanged, "R", "g"))
	})
}

func TestItems(t *testing.T) {
	javelin := combat.Weapon{Name: "javelin", Kind: combat.Thrown, Damage: combat.Roll{Count: 1, Sides: 6},
		Attributes: []string{"STR"}, Skill: "Exert", Range: 30, LongRange: 60, Hands: 1}
	thrower := with(fighter, func(s *combat.Sheet) {
		s.Weapons = []combat.Weapon{javelin, with1(sword, func(w *combat.Weapon) { w.Stowed = true })}
	})
	units := map[rune]who{'A': {"Heroes", thrower, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 40 }), nil}}
	f := setup(t, "A..g.", units, 1)
	f.Act(act(KindRanged, "A", "g"))
	if len(f.Ground) != 1 || f.Ground[0].Pos != f.U("g").Pos {
		t.Fatalf("a thrown javelin lies where it struck: %v", f.Ground)
	}
	f.Refused(act(KindPickUp, "A", ""), "Pick up an Item", "no item")
	f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(2, 0)})
	f.EndTurn()
	f.EndTurn()
	if n := len(attacks(f.Act(act(KindPickUp, "A", "")))); n != 1 {
		t.Fatalf("picking up next to an armed foe provokes: %d attacks", n)
	}
	if f.U("A").Item("javelin") < 0 || len(f.Ground) != 0 {
		t.Fatal("the javelin is back in A's hand")
	}
	f.Act(combat.Action{Kind: KindReady, Unit: "A", Weapon: "sword"})
	f.Refused(combat.Action{Kind: KindStow, Unit: "A", Weapon: "sword"}, "Combat Action Types", "main action")
}

func TestSwitchingReadyWeapons(t *testing.T) {
	// delvers-combat.md "Ready or Stow an Item": "Sheathing or holstering a Readied weapon
	// without actually Stowing it does not require this action": a unit attacks with any of
	// its ready weapons, the shortbow one round and the dagger the next, spending only the
	// attack's main action.
	units := map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 40 }), nil}}
	f := setup(t, "R...g", units, 2, 2)
	f.Act(combat.Action{Kind: KindRanged, Unit: "R", Target: "g", Weapon: "shortbow"})
	f.EndTurn()
	f.Act(combat.Action{Kind: KindRun, Unit: "g", Path: to(1, 0)})
	f.EndTurn()
	evs := f.Act(combat.Action{Kind: KindMelee, Unit: "R", Target: "g", Weapon: "dagger"})
	var spent []string
	for _, e := range evs {
		if s, ok := e.(combat.Spent); ok {
			spent = append(spent, s.Slot+" for "+s.For)
		}
	}
	if len(spent) != 1 || spent[0] != "main for melee attack" {
		t.Fatalf("spent %v: the switch to the ready dagger costs nothing", spent)
	}
}

func TestStandUpPicksUpWhatLiesThere(t *testing.T) {
	// delvers-combat.md "Stand Up": "Rise from a prone position, picking up any dropped items as
	// you do so."
	units := map[rune]who{'A': {"Heroes", fighter, []string{Prone}}, 'g': {"Foes", orc, nil}}
	f := setup(t, "A..g", units)
	f.Emit(combat.ItemDropped{Unit: "A", Item: "sword", Pos: f.U("A").Pos}) // dropped as it fell
	f.Act(act(KindStandUp, "A", ""))
	if f.U("A").Is(Prone) || f.U("A").Item("sword") < 0 || len(f.Ground) != 0 {
		t.Fatalf("A prone %v, sword in hand %v, ground %v: want A up with the sword", f.U("A").Is(Prone), f.U("A").Item("sword") >= 0, f.Ground)
	}
}

// with1 returns a copy of a weapon changed by f.
func with1(w combat.Weapon, f func(*combat.Weapon)) combat.Weapon { f(&w); return w }

func TestExecutionAttackNeverInBattle(t *testing.T) {
	f := setup(t, "Ag", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}})
	f.Refused(act(KindExecute, "A", "g"), "Execution Attacks", "unsuspecting")
}

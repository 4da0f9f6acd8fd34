package age13

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// teleportUnits are the boards' creatures: a fighter F and a wizard W against an imp i, whose
// stinger and blink bolt teleport it nearby after the attack (the catalog's imp).
func teleportUnits(t *testing.T) map[rune]who {
	return map[rune]who{'F': hero(entry(t, "fighter")), 'W': hero(entry(t, "wizard")), 'i': foeKind("imp", entry(t, "imp"))}
}

// moves are the squares a unit was moved to, with why.
func moves(evs []combat.Event, unit string) []combat.Moved {
	var out []combat.Moved
	for _, m := range rulestest.Of[combat.Moved](evs) {
		if m.Unit == unit {
			out = append(out, m)
		}
	}
	return out
}

// TestTeleportation: "Teleportation is an effect by which a creature moves instantaneously
// from one location to another. Teleporting doesn't draw opportunity attacks, but casting the
// spell may" (13th-age-combat-rules.txt "Teleportation"); stuck: "You can't move … without
// teleporting" ("Conditions"), "You can teleport" (13th-age-2e-reference-sheet.txt); grabbed:
// "you can't move away unless you teleport" ("Grabbed").
func TestTeleportation(t *testing.T) {
	units := teleportUnits(t)
	// F at (1,1) is engaged with the imp at (2,1); W stands off at (6,1). Initiative: F 2,
	// the imp 20, W 1: the imp acts first.
	const field = "........\n.Fi...W.\n........"
	for _, c := range []struct{ name, ed string }{
		{"edition 1: casting the spell draws the engaged fighter's opportunity attack, the teleport none", "1"},
		{"edition 2: casting the spell draws the engaged fighter's opportunity attack, the teleport none", "2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			// F's opportunity attack: d20 3 misses; the bolt at W: d20 15 hits (5 force);
			// the imp teleports to (4,0), 5 ft from nowhere near F, and F attacks no more
			f := board(t, c.ed, field, units, 2, 20, 1, 3, 15)
			evs := f.Act(combat.Action{Kind: KindRanged, Unit: "i", Target: "W", Weapon: "blink bolt", Path: to(4, 0)})
			rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs),
				"d20 3 + STR 4 + level 1 = 8 vs AC 16: miss",
				"d20 15 + attack 6 = 21 vs PD 12: hit")
			ms := moves(evs, "i")
			if len(ms) != 1 || ms[0].To != pos(4, 0) || f.U("i").Pos != pos(4, 0) {
				t.Fatalf("the imp's moves %+v, at %v: want one teleport to (4,0)", ms, f.U("i").Pos)
			}
			f.replayed()
		})
	}
	t.Run("a melee power that teleports: no opportunity attack as the imp leaves the fighter", func(t *testing.T) {
		f := board(t, "1", field, units, 2, 20, 1, 12)
		evs := f.Act(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger", Path: to(5, 2)})
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 12 + attack 6 = 18 vs AC 18: hit")
		if f.U("i").Pos != pos(5, 2) {
			t.Fatalf("the imp at %v, want (5,2)", f.U("i").Pos)
		}
	})
	t.Run("no square named: the free square it sees nearby farthest from its foes", func(t *testing.T) {
		// speed 30: 6 squares; the field is 8 wide: the corners farthest from F and W
		f := board(t, "1", "..........\n.Fi.......\n..........\n..........\n..........\n..........\n..........\n.........W", units, 2, 20, 1, 12)
		f.Act(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger"})
		if got := f.U("i").Pos; got != pos(8, 0) {
			t.Fatalf("the imp at %v, want (8,0): 7 from F, 7 from W", got)
		}
	})
	t.Run("stuck: no moving, but teleporting", func(t *testing.T) {
		for _, ed := range []string{"1", "2"} {
			f := board(t, ed, field, units, 2, 20, 1, 12)
			f.Emit(combat.ConditionAdded{Unit: "i", Condition: combat.Condition{Name: Stuck, Ends: combat.EndOfBattle}})
			f.Refused(run("i", pos(3, 1)), "Stuck", "i is stuck and cannot move")
			f.Act(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger", Path: to(5, 1)})
			if f.U("i").Pos != pos(5, 1) {
				t.Fatalf("edition %s: the stuck imp at %v, want (5,1)", ed, f.U("i").Pos)
			}
		}
	})
	t.Run("grabbed: teleporting away ends the grab", func(t *testing.T) {
		f := board(t, "1", field, units, 2, 20, 1, 12)
		f.Emit(combat.ConditionAdded{Unit: "i", Condition: combat.Condition{Name: Grabbed, Source: "F", Owner: "i"}})
		f.Refused(run("i", pos(3, 1)), "Grabbed", "i is grabbed by F and cannot move away")
		evs := f.Act(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger", Path: to(5, 1)})
		if f.U("i").Is(Grabbed) || f.U("i").Pos != pos(5, 1) || len(rulestest.Of[combat.ConditionRemoved](evs)) == 0 {
			t.Fatalf("the imp at %v, conditions %+v: want free at (5,1)", f.U("i").Pos, f.U("i").Conditions)
		}
	})
	t.Run("the square named must be free, seen and nearby", func(t *testing.T) {
		f := board(t, "1", "........\n.Fi.#...\n....#...\nW.......", units, 2, 20, 1)
		f.Refused(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger", Path: to(7, 2)}, "Teleportation", "i cannot see (7,2)")
		f.Refused(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger", Path: to(1, 1)}, "Teleportation", "someone stands at (1,1)")
		f.Refused(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger", Path: to(4, 1)}, "Teleportation", "i cannot stand at (4,1)")
		f.Refused(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger", Path: []grid.Pos{pos(3, 1), pos(3, 0)}}, "Teleportation", "one square, not a path")
	})
	t.Run("on hexes: nearby is 6 hex steps", func(t *testing.T) {
		const hexField = "hex: rows odd\n. . . . . . . . . .\n . F i . . . . . . W\n. . . . . . . . . ."
		f := hexBoard(t, "1", hexField, units, 2, 20, 1, 12)
		f.Refused(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger", Path: to(9, 0)}, "Teleportation", "(9,0) is 35 ft away; i's stinger teleports 30 ft")
		f.Act(combat.Action{Kind: KindMelee, Unit: "i", Target: "F", Weapon: "stinger", Path: to(8, 0)})
		if f.U("i").Pos != pos(8, 0) {
			t.Fatalf("the imp at %v, want (8,0)", f.U("i").Pos)
		}
	})
	t.Run("the effect's words", func(t *testing.T) {
		for _, fx := range []string{"teleport: far", "teleport: 7 ft", "teleport: 30", "teleport: 0 ft"} {
			if _, err := readPower(combat.Weapon{Name: "x", Kind: combat.Spell, Effects: []string{fx}}); err == nil {
				t.Errorf("%q read without error", fx)
			}
		}
		p, err := readPower(combat.Weapon{Name: "x", Kind: combat.Spell, Effects: []string{"teleport: 20 ft"}})
		if err != nil || p.teleport != 20 {
			t.Errorf("teleport: 20 ft read as %d, %v", p.teleport, err)
		}
	})
}

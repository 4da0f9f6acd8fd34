package delvers

// Tests of Delvers on hexes (docs/rulings.md "Delvers on hexes"): adjacency, free attacks,
// cover from six corners, the swarm's four, a charge's straight line, pushes, on ASCII hex maps.

import (
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// On "rows odd" boards the odd rows are shifted right half a hex: (2,2) has (1,1) and (2,1)
// above it, and (3,1), one further right, is two hexes away though it is in the 3×3 box of the
// offset grid.

func TestHexAdjacency(t *testing.T) {
	// delvers-combat.md "The Grid": adjacent is sharing an edge; a hex has six neighbours.
	board := `
		hex: rows odd
		. . . . .
		 . . g h .
		. . F . .`
	units := map[rune]who{'F': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil}}
	t.Run("melee reaches the six neighbours", func(t *testing.T) {
		f := setupHex(t, board, units, 10, 3)
		wantText(t, "roll", f.one(f.Act(act(KindMelee, "F", "g"))).Text, "d20 10 + attack bonus 1 + STR 1 + Stab 1 = 13 vs AC 13: hit")
	})
	t.Run("a hex two steps off is not in melee range, though its offset is (1,-1)", func(t *testing.T) {
		f := setupHex(t, board, units)
		f.Refused(act(KindMelee, "F", "h"), "Make a Melee Attack", "h is not in melee range of F")
	})
}

func TestHexAttackOfOpportunity(t *testing.T) {
	// delvers-combat.md "Run": a foe adjacent when the move starts strikes as the mover
	// flees, at the first step out of its reach; a step to a hex still beside it is no flight.
	board := `
		hex: rows odd
		. . . . .
		 . . g . .
		. . F . .
		 . . . . .`
	units := map[rune]who{'F': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
	t.Run("(2,2) to (3,2) stays beside g at (2,1): nothing", func(t *testing.T) {
		f := setupHex(t, board, units)
		f.Act(combat.Action{Kind: KindRun, Unit: "F", Path: to(3, 2)})
		if len(f.Offered) != 0 {
			t.Fatalf("offered %v, want nothing", f.Offered)
		}
	})
	t.Run("(2,2) to (2,3) leaves g: its free attack", func(t *testing.T) {
		f := setupHex(t, board, units, 2)
		f.Act(combat.Action{Kind: KindRun, Unit: "F", Path: to(2, 3)})
		if len(f.Offered) == 0 || f.Offered[0] != "g "+combat.Opportunity {
			t.Fatalf("offered %v, want g's free attack", f.Offered)
		}
	})
}

func TestHexCover(t *testing.T) {
	// delvers-combat.md "Line of Sight and Cover": half cover when some of the target's
	// corners are not seen, full when none is. A hex has six: R sees two of g's behind the
	// wall, which the grid grades three-quarters (docs/rulings.md "Cover from six corners");
	// Delvers' text knows only "not all" (half, −2) and "not any" (full, −4).
	units := map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, nil}}
	f := setupHex(t, `
		hex: rows odd
		. . . . . . .
		 R . . . # g .
		. . . . . . .`, units, 13)
	if v := f.Map.Sight(f.U("R").Pos, f.U("g").Pos); !v.Seen || v.CornersSeen != 2 || v.Cover != grid.CoverThreeQuarters {
		t.Fatalf("premise: R sees two of g's corners, three-quarters on the grid; got %+v", v)
	}
	wantText(t, "roll", f.one(f.Act(act(KindRanged, "R", "g"))).Text, "d20 13 + DEX 1 + Shoot 1 − half cover 2 = 13 vs AC 13: hit")
	t.Run("a barricade nearer the target is full cover though every corner is seen", func(t *testing.T) {
		// docs/rulings.md "Three-quarters cover": a barricade's three-quarters is full cover
		f := setupHex(t, `
			hex: rows odd
			. . . . . . .
			 R . . . = g .
			. . . . . . .`, units, 13)
		if v := f.Map.Sight(f.U("R").Pos, f.U("g").Pos); v.CornersSeen != 6 {
			t.Fatalf("premise: every corner seen over the barricade; got %+v", v)
		}
		wantText(t, "roll", f.one(f.Act(act(KindRanged, "R", "g"))).Text, "d20 13 + DEX 1 + Shoot 1 − full cover 4 = 11 vs AC 13: miss")
	})
	t.Run("in the open no cover", func(t *testing.T) {
		f := setupHex(t, `
			hex: rows odd
			. . . . . . .
			 R . . . . g .`, units, 13)
		wantText(t, "roll", f.one(f.Act(act(KindRanged, "R", "g"))).Text, "d20 13 + DEX 1 + Shoot 1 = 15 vs AC 13: hit")
	})
}

func TestHexSwarm(t *testing.T) {
	// delvers-combat.md "Make a Swarm Attack": "until up to four allies have Made a Swarm
	// Attack on that target this round": four, though six can stand around a hex.
	board := `
		hex: rows odd
		. A B .
		 C g D .
		. E F .`
	units := map[rune]who{'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 30; s.AC = 20 }), nil}}
	for _, n := range "ABCDEF" {
		units[n] = who{"Heroes", fighter, nil}
	}
	f := setupHex(t, board, units, 5)
	for _, n := range []string{"A", "B", "C"} {
		f.Act(combat.Action{Kind: KindSwarm, Unit: n, Target: "g", Choice: "join"})
	}
	wantText(t, "roll", f.one(f.Act(act(KindSwarm, "D", "g"))).Text, "d20 5 + attack bonus 1 + STR 1 + Stab 1 + swarm of 4 6 = 14 vs AC 20: miss")
	f.Refused(combat.Action{Kind: KindSwarm, Unit: "E", Target: "g", Choice: "join"}, "Make a Swarm Attack", "four assailants have already swarmed g this round (A, B, C and D)")
}

func TestHexCharge(t *testing.T) {
	// delvers-combat.md "Charge": "in a straight line": on hexes the line of hexes between the
	// centres (Map.Line, docs/rulings.md "Straight lines on hexes").
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 20 }), nil}}
	t.Run("along a row: the charger ends beside its foe", func(t *testing.T) {
		f := setupHex(t, `
			hex: rows odd
			A . . . . . g`, units, 10, 3)
		evs := f.Act(act(KindCharge, "A", "g"))
		wantText(t, "roll", f.one(evs).Text, "d20 10 + attack bonus 1 + STR 1 + Stab 1 + charge 2 = 15 vs AC 13: hit")
		if p := f.U("A").Pos; p != (grid.Pos{X: 5, Y: 0}) {
			t.Fatalf("charger ends at %v, want (5,0)", p)
		}
	})
	t.Run("slanting: every hex of the line is stepped on, one after the other", func(t *testing.T) {
		f := setupHex(t, `
			hex: rows odd
			A . . . . .
			 . . . . . .
			. . . . . .
			 . . . . g .`, units, 10, 3)
		dest := grid.Pos{X: 3, Y: 3}
		evs := f.Act(combat.Action{Kind: KindCharge, Unit: "A", Target: "g", Path: []grid.Pos{dest}})
		var walked []grid.Pos
		for _, e := range evs {
			if m, ok := e.(combat.Moved); ok && m.Unit == "A" {
				walked = append(walked, m.To)
			}
		}
		if want := f.Map.Line(grid.Pos{}, dest)[1:]; !slices.Equal(walked, want) {
			t.Fatalf("walked %v, want the hex line %v", walked, want)
		}
	})
	t.Run("a wall on the line refuses it", func(t *testing.T) {
		f := setupHex(t, `
			hex: rows odd
			A . # . . . g`, units)
		f.Refused(combat.Action{Kind: KindCharge, Unit: "A", Target: "g", Path: to(5, 0)}, "Charge", "blocked at (2,0)")
	})
}

func TestHexShove(t *testing.T) {
	// delvers-combat.md "Shoving": "forced into an adjacent square": one of the target's six
	// neighbours; a hex of its offset box that is two steps off is refused.
	units := map[rune]who{'F': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
	board := `
		hex: rows odd
		. . . . .
		 . . g . .
		. . F . .`
	f := setupHex(t, board, units)
	// g at (2,1), on a shifted row: (3,2) is below-right of it, (1,2) two steps off
	f.Refused(combat.Action{Kind: KindShove, Unit: "F", Target: "g", Choice: "push", Path: to(1, 2)}, "Shoving", "not adjacent to g")
	if err := f.Check(combat.Action{Kind: KindShove, Unit: "F", Target: "g", Choice: "push", Path: to(3, 2)}); err != nil {
		t.Fatalf("a push into a neighbour of g: %v", err)
	}
}

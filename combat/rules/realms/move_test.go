package realms

// Tests of the action and movement: one action a turn, movement in feet split around it,
// rough terrain, another's hex, prone, standing and crawling, on squares and on hexes
// (enchanted-realms-combat.txt "The Action", "Movemment", "Terrain", "Knocked Down").

import (
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// TestActionAndSplitMovement: a turn is one action and the unit's speed in feet, moved before
// and after the action as it likes; not all of it need be used; there is no second action nor
// holding one (enchanted-realms-combat.txt "The Action").
func TestActionAndSplitMovement(t *testing.T) {
	for _, hex := range []bool{false, true} {
		name, text := "squares", "A....B...."
		if hex {
			name, text = "hexes", "hex: rows odd\nA . . . . B . . . ."
		}
		t.Run(name, func(t *testing.T) {
			// A (30 ft) moves 20 ft to B, attacks (12, 15 hit AC 13), then moves 10 ft more.
			f := setup(t, text, map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 12, 15)
			f.Act(to("A", 4, 0))
			if left := f.U("A").Left(slotMove); left != 10 {
				t.Fatalf("after 20 ft, %d ft left, want 10", left)
			}
			f.Act(act(KindMelee, "A", "B"))
			f.Refused(act(KindMelee, "A", "B"), "The Action", "taken its action")
			f.Refused(act(KindDefend, "A", ""), "The Action", "taken its action")
			f.Act(to("A", 3, 0))
			if left := f.U("A").Left(slotMove); left != 5 {
				t.Fatalf("after 25 ft, %d ft left, want 5", left)
			}
			f.Refused(to("A", 1, 0), "grid", "cannot reach")
			f.EndTurn() // 5 ft unused is no matter
			if f.U("B").HP != 2 {
				t.Fatalf("B has %d body points, want 2", f.U("B").HP)
			}
		})
	}
}

// TestMovementCosts: rough terrain costs an extra foot per foot; another's hex is rough terrain;
// a prone unit crawls at an extra foot per foot, two in rough terrain; dropping prone is free;
// standing costs half the standard movement and is not possible with less left
// (enchanted-realms-combat.txt "Terrain", "Knocked Down").
func TestMovementCosts(t *testing.T) {
	cases := []struct {
		name   string
		text   string
		cond   []string
		dest   grid.Pos
		feet   int // what the move costs; 0: refused
		refuse string
	}{
		{"open ground: 3 cells, 15 ft", "A...", nil, grid.Pos{X: 3}, 15, ""},
		{"rough terrain: 5 + 10 + 10 = 25 ft", "A.~~", nil, grid.Pos{X: 3}, 25, ""},
		{"an ally's cell is rough: 10 + 5 = 15 ft", "AC.", nil, grid.Pos{X: 2}, 15, ""},
		{"crawling: 10 ft a cell, 30 ft for 3", "A...", []string{Prone}, grid.Pos{X: 3}, 30, ""},
		{"crawling through rough: 10 + 15 = 25 ft", "A.~", []string{Prone}, grid.Pos{X: 2}, 25, ""},
		{"crawling 4 cells would cost 40 ft of 30", "A....", []string{Prone}, grid.Pos{X: 4}, 0, "cannot reach"},
		{"hexes: rough terrain costs 10 ft a hex, 5 + 10 = 15", "hex: rows odd\nA . ~ .", nil, grid.Pos{X: 2}, 15, ""},
		{"hexes: an ally's hex is rough, 10 + 5 = 15 ft", "hex: rows odd\nA C . .", nil, grid.Pos{X: 2}, 15, ""},
		{"hexes: crawling 2 hexes, 20 ft", "hex: rows odd\nA . . .", []string{Prone}, grid.Pos{X: 2}, 20, ""},
		{"a prone foe's cell must be gone around: no way past it in a corridor", "AP..", nil, grid.Pos{X: 3}, 0, "cannot reach"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := lone(t, c.text, map[rune]who{'A': hero(swordsman, c.cond...), 'C': hero(bowman), 'P': foe(brute, Prone)}, "ACP")
			a := combat.Action{Kind: KindMove, Unit: "A", Path: []grid.Pos{c.dest}}
			if c.feet == 0 {
				f.Refused(a, "grid", c.refuse)
				return
			}
			f.Act(a)
			if spent := 30 - f.U("A").Left(slotMove); spent != c.feet {
				t.Fatalf("the move spent %d ft, want %d", spent, c.feet)
			}
		})
	}
}

// TestProneAndStanding: dropping prone costs nothing; standing up costs half the standard
// movement (15 of 30 ft) and is refused with less left; a prone unit is knocked-down until it
// stands (enchanted-realms-combat.txt "Knocked Down").
func TestProneAndStanding(t *testing.T) {
	f := lone(t, "A....", map[rune]who{'A': hero(swordsman)}, "A")
	f.Act(act(KindDropProne, "A", ""))
	if !f.U("A").Is(Prone) || f.U("A").Left(slotMove) != 30 {
		t.Fatalf("dropping prone: prone %v, %d ft left; want prone, 30 ft", f.U("A").Is(Prone), f.U("A").Left(slotMove))
	}
	f.Act(to("A", 2, 0)) // crawling 2 cells: 20 ft
	f.Refused(act(KindStandUp, "A", ""), "Knocked Down", "takes 15 ft")
	f2 := lone(t, "A....", map[rune]who{'A': hero(swordsman, Prone)}, "A")
	f2.Act(act(KindStandUp, "A", ""))
	if f2.U("A").Is(Prone) || f2.U("A").Left(slotMove) != 15 {
		t.Fatalf("standing: prone %v, %d ft left; want standing, 15 ft", f2.U("A").Is(Prone), f2.U("A").Left(slotMove))
	}
}

// TestFrozen: grappled and restrained units' movement rate is 0; paralyzed, petrified and
// unconscious units cannot move; stunned and incapacitated ones may (docs/rulings.md "Realms:
// stunned and incapacitated move").
func TestFrozen(t *testing.T) {
	for _, c := range []string{Grappled, Restrained, Paralyzed, Petrified, Unconscious} {
		t.Run(c+" cannot move", func(t *testing.T) {
			f := lone(t, "A...", map[rune]who{'A': hero(swordsman, c)}, "A")
			f.Refused(to("A", 1, 0), "Restrictions in Combat", c)
		})
	}
	for _, c := range []string{Stunned, Incapacitated} {
		t.Run(c+" moves but cannot act", func(t *testing.T) {
			f := setup(t, "A...B", map[rune]who{'A': hero(swordsman, c), 'B': foe(brute)}, "AB")
			f.Act(to("A", 3, 0))
			f.Refused(act(KindMelee, "A", "B"), "Restrictions in Combat", "cannot take any actions")
		})
	}
}

// TestLeave: from an exit of its side a unit steps off the battlefield for 5 ft of movement,
// gone, not dead; the foe beside it may take its flee attack (docs/rulings.md "Realms:
// leaving").
func TestLeave(t *testing.T) {
	f := setup(t, "BAE", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 2)
	f.Refused(act(KindLeave, "A", ""), "Movemment", "must stand on an exit")
	f.Act(to("A", 2, 0))
	f.Act(act(KindLeave, "A", ""))
	if f.U("A").Status != combat.Fled {
		t.Fatalf("A is %s, want fled", f.U("A").Status)
	}
}

// TestContestedGrab: two creatures of different sides that grab the same objective in one round
// compete at the round's end, d12 + body save, ties rolled again: the knight's 6 + 0 ties the
// brute's 6, then 9 beats 4; a lone grab takes it uncontested (docs/rulings.md "Realms:
// contested actions").
func TestContestedGrab(t *testing.T) {
	m, us := board(t, "A.B", map[rune]who{'A': hero(swordsman), 'B': foe(brute)})
	m.Objects = append(m.Objects, grid.Object{ID: 1, Class: grid.ClassObjective, Cells: []grid.Pos{{X: 1}},
		Properties: map[string]string{"name": "the idol", "points": "2"}})
	b, err := combat.New(combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1,
		Forced: []int{10, 9, 6, 6, 9, 4}})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	for _, a := range []combat.Action{act(KindGrab, "A", ""), {Kind: combat.EndTurn}, act(KindGrab, "B", ""), {Kind: combat.EndTurn}} {
		if _, err := b.Do(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	c, ok := b.Unit("A").Condition(Holding)
	if !ok || c.Source != "the idol" || c.Value != 2 || b.Unit("B").Is(Holding) {
		t.Fatalf("A holds %+v (%v); want the idol, 2 points, and B nothing", c, ok)
	}
}

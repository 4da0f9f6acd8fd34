package realms

// Tests of grappling and pushing: body save competitions on d12s with the text's modifier
// tables (enchanted-realms-combat.txt "Grappling", "Pushing").

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// checks returns the competitions among evs.
func checks(evs []combat.Event) []combat.Checked { return rulestest.Of[combat.Checked](evs) }

// TestGrappleModifiers: one d12 each plus body saves and the table: +2 per size category to a
// bigger grappler, +1 per 10 ft to a faster victim, +3 to the victim in rain, ice or slick, −5
// to a prone competitor; the grappler wins only by beating the victim (docs/rulings.md "Realms:
// competitions").
func TestGrappleModifiers(t *testing.T) {
	large := with(brute, func(s *combat.Sheet) { s.Size = 10 })
	huge := with(brute, func(s *combat.Sheet) { s.Size = 15 })
	fast := with(swordsman, func(s *combat.Sheet) { s.Speed = 50 })
	strong := with(brute, func(s *combat.Sheet) { s.Defenses = map[string]int{"body": 2} })
	cases := []struct {
		name     string
		grappler combat.Sheet
		victim   combat.Sheet
		vcond    []string
		weather  string
		dice     []int // grappler's d12, victim's d12
		gTotal   int
		vTotal   int
		won      bool
	}{
		{"equal: 7 against 7 is a tie, the victim holds", brute, swordsman, nil, "", []int{7, 7}, 7, 7, false},
		{"body save +2: 7 + 2 = 9 against 8 wins", strong, swordsman, nil, "", []int{7, 8}, 9, 8, true},
		{"a large grappler: +2, 6 + 2 = 8 against 7 wins", large, swordsman, nil, "", []int{6, 7}, 8, 7, true},
		{"a huge grappler, two categories bigger: +4", huge, swordsman, nil, "", []int{3, 6}, 7, 6, true},
		{"a victim 20 ft faster: +2, 8 against 6 + 2 = 8 holds", brute, fast, nil, "", []int{8, 6}, 8, 8, false},
		{"rain: +3 to the victim, 9 against 6 + 3 = 9 holds", brute, swordsman, nil, "rainy", []int{9, 6}, 9, 9, false},
		{"a restrained victim: the grappler at advantage, 3 and 9 keep 9; the victim's body save at disadvantage, 8 and 2 keep 2", brute, swordsman, []string{Restrained}, "", []int{3, 9, 8, 2}, 9, 2, true},
		{"a prone victim: −5, and the grappler's melee at advantage: 4 of 4 and 3, against 8 − 5 = 3 wins", brute, swordsman, []string{Prone}, "", []int{4, 3, 8}, 4, 3, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "AB", map[rune]who{'A': foe(c.grappler), 'B': hero(c.victim, c.vcond...)}, "AB", c.dice...)
			if c.weather != "" {
				f.Map.Properties = map[string]string{"weather": c.weather}
			}
			cs := checks(f.Act(act(KindGrapple, "A", "B")))
			if len(cs) != 1 || cs[0].Total != c.gTotal || cs[0].Against != c.vTotal || cs[0].Success != c.won {
				t.Fatalf("competition %+v, want %d against %d, won %v", cs, c.gTotal, c.vTotal, c.won)
			}
			if f.U("B").Is(Grappled) != c.won {
				t.Fatalf("B grappled %v, want %v", f.U("B").Is(Grappled), c.won)
			}
		})
	}
}

// TestGrappledEscapeAndDrag: the grappled restriction sets movement to 0; the victim may use
// its action to escape by a competition (the size bonus to a bigger escaper); from the
// grappler's next turn it may drag the victim at half speed, unaltered when the victim is two
// sizes smaller (enchanted-realms-combat.txt "Grappling").
func TestGrappledEscapeAndDrag(t *testing.T) {
	t.Run("grappled: movement 0; escape won", func(t *testing.T) {
		f := setup(t, "AB..", map[rune]who{'A': foe(brute), 'B': hero(swordsman)}, "AB", 9, 2, 10, 3)
		f.Act(act(KindGrapple, "A", "B"))
		f.EndTurn()
		f.Refused(to("B", 3, 0), "Restrictions in Combat", "grappled")
		f.Act(act(KindEscape, "B", ""))
		if f.U("B").Is(Grappled) || f.U("A").Is(Grappling) {
			t.Fatalf("B escaped 10 against 3 but is still held")
		}
	})
	t.Run("a bigger escaper gets the size bonus", func(t *testing.T) {
		big := with(swordsman, func(s *combat.Sheet) { s.Size = 10 })
		f := setup(t, "AB..", map[rune]who{'A': foe(brute), 'B': hero(big)}, "AB", 12, 1, 6, 7)
		f.Act(act(KindGrapple, "A", "B"))
		f.EndTurn()
		cs := checks(f.Act(act(KindEscape, "B", "")))
		if len(cs) != 1 || cs[0].Total != 8 || !cs[0].Success {
			t.Fatalf("escape %+v: want 6 + 2 = 8 beating 7", cs)
		}
	})
	dragCase := func(t *testing.T, victim combat.Sheet, feet int) {
		// round 1: A grapples B. Round 2 (A first again): A drags B west.
		f := setup(t, "....AB", map[rune]who{'A': foe(brute), 'B': hero(victim)}, "AB", 9, 2, 10, 1)
		f.Act(act(KindGrapple, "A", "B"))
		f.Refused(to("A", 3, 0), "Grappling", "may drag it from its next turn")
		f.EndTurn()
		f.EndTurn()
		f.Act(to("A", 2, 0))
		if f.U("B").Pos != (grid.Pos{X: 3}) {
			t.Fatalf("B is at %v, want dragged to (3,0)", f.U("B").Pos)
		}
		if spent := 30 - f.U("A").Left(slotMove); spent != feet {
			t.Fatalf("dragging 2 cells spent %d ft, want %d", spent, feet)
		}
	}
	t.Run("dragging a foe of its size: half speed, 10 ft of path costs 20", func(t *testing.T) { dragCase(t, swordsman, 20) })
	t.Run("the dragged foe moves with its dragger, never left behind: no flee attack from it; C, left behind, strikes", func(t *testing.T) {
		// round 1: A grapples B (9 against 2). Round 2: A drags B west out of the space around
		// B and C: C's flee attack only ("Flee Attack": moving through the space around
		// someone; B is beside A before and after every step)
		f := setup(t, "....AB\n....C.", map[rune]who{'A': foe(brute), 'B': hero(swordsman), 'C': hero(swordsman)}, "ABC", 9, 2, 10, 1, 2)
		f.Act(act(KindGrapple, "A", "B"))
		f.EndTurn()
		f.EndTurn()
		f.EndTurn()
		f.Act(to("A", 2, 0))
		if f.wasOffered("B opportunity") || !f.wasOffered("C opportunity") {
			t.Fatalf("offered %v: want C's flee attack and not B's", f.Offered)
		}
		if f.U("B").Pos != (grid.Pos{X: 3}) {
			t.Fatalf("B is at %v, want dragged to (3,0)", f.U("B").Pos)
		}
	})
	t.Run("dragging a foe two sizes smaller: unaltered, 10 ft", func(t *testing.T) {
		dragCase(t, with(swordsman, func(s *combat.Sheet) { s.Traits = []string{"tiny"} }), 10)
	})
}

// TestPush: a shove pushes the foe 5 ft away into an open cell, a trip knocks it prone in place;
// the foe no more than one size larger and within reach; +2 to the larger competitor, −3 to the
// victim in rain, ice or slick, −5 to a prone one (enchanted-realms-combat.txt "Pushing").
func TestPush(t *testing.T) {
	large := with(brute, func(s *combat.Sheet) { s.Size = 10 })
	huge := with(brute, func(s *combat.Sheet) { s.Size = 15 })
	t.Run("shove: 8 against 5, pushed 5 ft away", func(t *testing.T) {
		f := setup(t, "AB..", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 8, 5)
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoicePush, Path: []grid.Pos{{X: 2}}})
		if f.U("B").Pos != (grid.Pos{X: 2}) {
			t.Fatalf("B at %v, want (2,0)", f.U("B").Pos)
		}
	})
	t.Run("shove into a cell not farther away: refused", func(t *testing.T) {
		f := setup(t, "AB..\n....", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB")
		f.Refused(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoicePush, Path: []grid.Pos{{X: 0, Y: 1}}}, "Pushing", "only 5 ft straight away")
	})
	t.Run("hexes: shove 5 ft away", func(t *testing.T) {
		f := setup(t, "hex: rows odd\nA B . .", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 8, 5)
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoicePush, Path: []grid.Pos{{X: 2}}})
		if f.U("B").Pos != (grid.Pos{X: 2}) {
			t.Fatalf("B at %v, want (2,0)", f.U("B").Pos)
		}
	})
	t.Run("trip: prone in place", func(t *testing.T) {
		f := setup(t, "AB..", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 8, 5)
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoiceTrip})
		if !f.U("B").Is(Prone) || f.U("B").Pos != (grid.Pos{X: 1}) {
			t.Fatalf("B prone %v at %v, want prone at (1,0)", f.U("B").Is(Prone), f.U("B").Pos)
		}
	})
	t.Run("one size larger: +2 to it, 8 against 6 + 2 = 8 holds", func(t *testing.T) {
		f := setup(t, "AB..", map[rune]who{'A': hero(swordsman), 'B': foe(large)}, "AB", 8, 6)
		cs := checks(f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoiceTrip}))
		if cs[0].Against != 8 || cs[0].Success {
			t.Fatalf("%+v: want 8 against 8, held", cs)
		}
	})
	t.Run("two sizes larger: refused", func(t *testing.T) {
		f := setup(t, "AB..", map[rune]who{'A': hero(swordsman), 'B': foe(huge)}, "AB")
		f.Refused(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoiceTrip}, "Pushing", "more than one size larger")
	})
	t.Run("out of reach: refused", func(t *testing.T) {
		f := setup(t, "A.B.", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB")
		f.Refused(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoiceTrip}, "Pushing", "not within")
	})
	t.Run("ice: −3 to the victim, 6 against 8 − 3 = 5 wins", func(t *testing.T) {
		f := setup(t, "AB..", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 6, 8)
		f.Map.Properties = map[string]string{"weather": "icy"}
		cs := checks(f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoiceTrip}))
		if cs[0].Against != 5 || !cs[0].Success {
			t.Fatalf("%+v: want 6 against 5, won", cs)
		}
	})
	t.Run("tripped with less than half its speed left: no reaction to stand up", func(t *testing.T) {
		// round 2: B (first) walks 25 of its 30 ft; then A trips it
		f := setup(t, "A.B....", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 1, 10, 8, 5)
		f.React["B "+KindRise] = true
		f.EndTurn()
		f.EndTurn()
		f.Act(to("B", 5, 0))
		f.Act(to("B", 3, 0))
		f.EndTurn()
		f.Act(to("A", 2, 0))
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoiceTrip})
		if !f.U("B").Is(Prone) || f.wasOffered("B "+KindRise) {
			t.Fatalf("B with %d ft left was offered to stand (prone %v)", f.U("B").Left(slotMove), f.U("B").Is(Prone))
		}
	})
	t.Run("tripped with movement left: stands up as its reaction for half its speed", func(t *testing.T) {
		f := setup(t, "AB..", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 8, 5)
		f.React["B "+KindRise] = true
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "B", Choice: ChoiceTrip})
		if f.U("B").Is(Prone) || f.U("B").Left(slotMove) != 15 || f.U("B").Left(slotReaction) != 0 {
			t.Fatalf("B prone %v, %d ft, %d reactions: want standing, 15 ft, 0", f.U("B").Is(Prone), f.U("B").Left(slotMove), f.U("B").Left(slotReaction))
		}
	})
}

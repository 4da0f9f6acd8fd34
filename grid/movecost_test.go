package grid

// Tests for movement-cost policies (Costs): another's cell as rough terrain, crawling's extra cost.

import "testing"

// TestCostsPolicy: enchanted-realms-combat.txt "Terrain" and "Knocked Down": rough terrain
// costs 1 extra foot per foot; a hex another unit stands in is rough terrain; crawling costs an
// extra foot per foot, 2 extra in rough terrain. The zero policy moves as before.
func TestCostsPolicy(t *testing.T) {
	cases := []struct {
		name  string
		board string
		costs Costs
		cost  int // feet to reach G
	}{
		{"open ground, no policy: 3 cells cost 15 ft", "M..G", Costs{}, 15},
		{"an ally passed, no policy: 15 ft", "Ma.G", Costs{}, 15},
		{"an ally's cell is rough: 5 + 10 + 5 = 20 ft", "Ma.G", Costs{OthersRough: true}, 20},
		{"a prone foe's cell is rough too: 20 ft", "Mp.G", Costs{OthersRough: true}, 20},
		{"an ally in rough terrain counts once: 5 + 10 + 5 = 20 ft", "M~.G", Costs{OthersRough: true}, 20},
		{"crawling: 10 ft a cell, 30 ft", "M..G", Costs{Extra: 1}, 30},
		{"crawling through rough: 10 + 15 + 10 = 35 ft", "M~.G", Costs{Extra: 1}, 35},
		{"crawling through an ally's cell: 10 + 15 + 10 = 35 ft", "Ma.G", Costs{OthersRough: true, Extra: 1}, 35},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, occ, mv, goal := unitsOn(t, c.board)
			mv.Budget, mv.Costs = 100, c.costs
			r := m.Reachable(mv, occ, nil)
			got, ok := r.Cost(goal)
			if !ok || got != c.cost {
				t.Fatalf("cost to %v = %d (%v), want %d", goal, got, ok, c.cost)
			}
			// StepCost agrees with the search, step by step.
			sum, from := 0, mv.From
			for _, st := range r.Path(goal) {
				f, ok := m.StepCost(mv, occ, from, st.To)
				if !ok {
					t.Fatalf("StepCost refuses %v→%v", from, st.To)
				}
				sum, from = sum+f, st.To
			}
			if sum != c.cost {
				t.Fatalf("StepCost sums to %d along the path, want %d", sum, c.cost)
			}
		})
	}
}

// TestCostsPolicyHex: the same policy on hexes: an ally's hex in a hex row costs 10 ft.
func TestCostsPolicyHex(t *testing.T) {
	m, err := ParseASCII("hex", "hex: rows odd\n. . . .\n . . . .\n. . . .")
	if err != nil {
		t.Fatal(err)
	}
	occ := make([]Occupant, m.Width*m.Height)
	occ[m.Index(Pos{1, 0})] = Occupant{ID: 2, Side: 0, Standing: true, Size: 5}
	mv := Mover{ID: 1, Side: 0, Size: 5, From: Pos{0, 0}, Budget: 100, Costs: Costs{OthersRough: true}}
	occ[m.Index(mv.From)] = Occupant{ID: 1, Side: 0, Standing: true, Size: 5}
	r := m.Reachable(mv, occ, nil)
	if c, _ := r.Cost(Pos{1, 0}); c != 10 {
		t.Fatalf("the ally's hex costs %d ft, want 10", c)
	}
	// two hexes east along the row: through the ally 10 + 5, round it three hexes: 15 either way
	if c, _ := r.Cost(Pos{2, 0}); c != 15 {
		t.Fatalf("two hexes east cost %d ft, want 15", c)
	}
	mv.Costs.Extra = 1
	// through the ally 15 + 10 + 10 = 35 ft; round it by the row below, four hexes, 40 ft
	if c, _ := m.Reachable(mv, occ, nil).Cost(Pos{3, 0}); c != 35 {
		t.Fatalf("crawling three hexes east costs %d ft, want 35", c)
	}
}

// TestCostsFoesBlock: under FoesBlock (Realms: "Obstacles in the way of movement must be gone
// around", an ally's space the exception) a prone foe's cell cannot be crossed; an ally's still
// can.
func TestCostsFoesBlock(t *testing.T) {
	m, occ, mv, goal := unitsOn(t, "Mp.G")
	mv.Budget, mv.Costs = 100, Costs{OthersRough: true, FoesBlock: true}
	if c, ok := m.Reachable(mv, occ, nil).Cost(goal); ok {
		t.Fatalf("G reached for %d ft past a prone foe, want no way", c)
	}
	if _, ok := m.StepCost(mv, occ, mv.From, Pos{1, 0}); ok {
		t.Fatalf("StepCost lets the mover into the prone foe's cell")
	}
	m, occ, mv, goal = unitsOn(t, "Ma.G")
	mv.Budget, mv.Costs = 100, Costs{OthersRough: true, FoesBlock: true}
	if c, ok := m.Reachable(mv, occ, nil).Cost(goal); !ok || c != 20 {
		t.Fatalf("past an ally: %d ft (%v), want 5 + 10 + 5 = 20", c, ok)
	}
}

package combat

// Tests of the kit's movement: a path planned and refused, a walk's hooks in their order, a
// foe's free attack once as the mover first leaves it, a mover stopped where another stands
// sent back.

import (
	"fmt"
	"slices"
	"testing"

	"skirmish/grid"
)

func TestPlanPath(t *testing.T) {
	b, _ := stubBattle(t) // A (0,0), B (1,0); C (3,1), D (2,1) on a 4×2 floor
	p := Path{Rule: "stub move", Ground: "stub grid", Budget: 10}
	a := b.Unit("A")
	cases := []struct {
		name string
		path []grid.Pos
		want string // the refusal's message, "" for none
		rule string
		cost int
	}{
		{"a path names where", nil, "say where A moves to", "stub move", 0},
		{"off the map", []grid.Pos{{X: 9, Y: 0}}, "(9,0) is off the map", "stub grid", 0},
		{"where it stands", []grid.Pos{{X: 0, Y: 0}}, "A is already at (0,0)", "stub move", 0},
		{"out of reach", []grid.Pos{{X: 3, Y: 0}}, "A cannot reach (3,0) with 10 ft of movement", "stub grid", 0},
		{"an end another holds", []grid.Pos{{X: 1, Y: 0}}, "(1,0) is taken: no move may end in an occupied square", "stub grid", 0},
		{"by the cheapest way", []grid.Pos{{X: 0, Y: 1}}, "", "", 5},
		{"exact steps through an ally", []grid.Pos{{X: 1, Y: 0}, {X: 2, Y: 0}}, "", "", 10},
		{"exact steps over budget", []grid.Pos{{X: 1, Y: 0}, {X: 2, Y: 0}, {X: 3, Y: 0}}, "that path costs 15 ft; A has 10 ft", "stub grid", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			steps, cost, err := b.PlanPath(a, c.path, p)
			switch {
			case c.want == "" && (err != nil || cost != c.cost || len(steps) == 0):
				t.Fatalf("PlanPath = %v, %d, %v; want a path of %d ft", steps, cost, err, c.cost)
			case c.want != "" && (err == nil || err.Message() != c.want || err.Rule != c.rule):
				t.Fatalf("PlanPath refused %v, want %q (%s)", err, c.want, c.rule)
			}
			if chk := b.CheckPath(a, c.path, p); (chk == nil) != (err == nil) {
				t.Fatalf("CheckPath %v and PlanPath %v disagree", chk, err)
			}
		})
	}
}

func TestWalkHooks(t *testing.T) {
	b, _ := stubBattle(t)
	a := b.Unit("A")
	var calls []string
	steps := []grid.Pos{{X: 0, Y: 1}, {X: 1, Y: 1}}
	struck := 0
	leave := b.Leaving(a, []*Unit{b.Unit("B")}, func(e *Unit) bool { struck++; return true })
	w := Walk{Why: "test", Back: "back",
		Leave: func(i int, to grid.Pos) bool { calls = append(calls, fmt.Sprint("leave ", i)); return leave(i, to) },
		Cost:  func(i int, to grid.Pos) (int, bool) { calls = append(calls, fmt.Sprint("cost ", i)); return 5, true },
		Entered: func(i int, from grid.Pos) bool {
			calls = append(calls, fmt.Sprint("entered ", i, " from ", from))
			return true
		},
	}
	if !b.Walk(a, steps, w) || a.Pos != (grid.Pos{X: 1, Y: 1}) {
		t.Fatalf("the walk did not end at (1,1): %v", a.Pos)
	}
	want := []string{"leave 0", "cost 0", "entered 0 from (0,0)", "leave 1", "cost 1", "entered 1 from (0,1)"}
	if !slices.Equal(calls, want) {
		t.Errorf("hooks %v, want %v", calls, want)
	}
	if struck != 0 {
		t.Errorf("B struck %d times: A never left its side (B at (1,0) is beside (0,1) and (1,1))", struck)
	}
	var moved []Moved
	for _, e := range b.Log {
		if m, ok := e.(Moved); ok {
			moved = append(moved, m)
		}
	}
	if len(moved) != 2 || moved[1].Feet != 10 || moved[1].Why != "test" {
		t.Errorf("Moved events %+v: want two, 10 ft walked by the second", moved)
	}
	// CostFirst asks the cost before what leaving provokes; a hook that stops the move ends it
	calls = nil
	w.CostFirst = true
	w.Entered = func(int, grid.Pos) bool { calls = append(calls, "entered"); return false }
	if b.Walk(a, []grid.Pos{{X: 1, Y: 0}, {X: 0, Y: 0}}, w) {
		t.Error("a walk its hook stopped reports it finished")
	}
	if want := []string{"cost 0", "leave 0", "entered"}; !slices.Equal(calls, want) {
		t.Errorf("hooks %v, want %v", calls, want)
	}
	// stopped in B's square, A goes back to the last square it could stand on
	if a.Pos != (grid.Pos{X: 1, Y: 1}) {
		t.Errorf("A stopped at %v, want back at (1,1)", a.Pos)
	}
}

func TestLeavingStrikesOnceAsTheMoverFirstLeaves(t *testing.T) {
	b, _ := stubBattle(t)
	a, c := b.Unit("A"), b.Unit("C")
	b.Emit(Moved{Unit: "A", From: a.Pos, To: grid.Pos{X: 2, Y: 0}, Why: "test"}) // beside C (3,1) and D (2,1)
	var struck []string
	leave := b.Leaving(a, []*Unit{c, b.Unit("D")}, func(e *Unit) bool { struck = append(struck, e.Name); return e != c })
	// to (1,1): still beside D, no longer beside C: C strikes, and drops A
	if leave(0, grid.Pos{X: 1, Y: 1}) {
		t.Error("the move went on after C's strike dropped A")
	}
	if !slices.Equal(struck, []string{"C"}) {
		t.Errorf("struck %v, want C alone", struck)
	}
}

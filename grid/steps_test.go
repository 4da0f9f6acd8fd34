package grid

// Tests for the map's step table: it must say what StepCost says for every step.

import "testing"

// TestStepsAgreeWithStepCost: floor costs one square (5 ft), difficult ground two (10 ft),
// blocked squares and sealed corners none (delvers-combat.md "The Grid"), on every square and
// each of its eight steps, including the map's edges.
func TestStepsAgreeWithStepCost(t *testing.T) {
	m, err := ParseASCII(t.Name(), `
#.~#.
.#~..
~.o-=
..#.~`)
	if err != nil {
		t.Fatal(err)
	}
	s := m.Steps()
	var mv Mover
	for y := 0; y < m.Height; y++ {
		for x := 0; x < m.Width; x++ {
			p := Pos{x, y}
			for d, dir := range neighbours {
				q := p.add(dir)
				feet, ok := m.StepCost(mv, nil, p, q)
				if got := int(s.Cost[m.Index(p)][d]) * FeetPerCell; got != feet || (got != 0) != ok {
					t.Errorf("step %v→%v: table says %d ft, StepCost %d ft (allowed %v)", p, q, got, feet, ok)
				}
				if ok && int32(m.Index(q)-m.Index(p)) != s.offsets[0][d] {
					t.Errorf("step %v→%v: offset %d, want %d", p, q, s.offsets[0][d], m.Index(q)-m.Index(p))
				}
			}
		}
	}
	// spot checks of the rule's numbers
	cases := []struct {
		name     string
		from, to Pos
		feet     int
	}{
		{"floor costs 5 ft", Pos{0, 3}, Pos{1, 3}, 5},
		{"difficult ground costs 10 ft", Pos{1, 0}, Pos{2, 0}, 10},
		{"a wall cannot be entered", Pos{1, 0}, Pos{0, 0}, 0},
		{"a sealed corner cannot be cut", Pos{0, 1}, Pos{1, 0}, 0},
		{"off the map is no step", Pos{4, 0}, Pos{5, 0}, 0},
	}
	for _, c := range cases {
		for d, dir := range neighbours {
			if c.from.add(dir) == c.to {
				if got := int(s.Cost[m.Index(c.from)][d]) * FeetPerCell; got != c.feet {
					t.Errorf("%s: %d ft, want %d", c.name, got, c.feet)
				}
			}
		}
	}
	if m.Steps() != s {
		t.Error("the step table is built again on a second call")
	}
	m.Set(Pos{0, 3}, Terrain{Move: MoveBlocked})
	if m.Steps() == s || m.Steps().Cost[m.Index(Pos{1, 3})][3] != 0 {
		t.Error("changing the terrain does not rebuild the step table")
	}
}

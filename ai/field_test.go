package ai

// Tests for the AI's walking distances: they must be the grid's movement rules.

import (
	"testing"

	"skirmish/grid"
)

// TestFieldIsTheGridsWalk: from one source, the field's feet to every square are the feet of
// the grid's own search with nobody in the way (5 ft a step, 10 ft into difficult ground,
// no wall, no sealed corner: delvers-combat.md "The Grid"); with a limit, squares past it are
// unreached; from two sources, each square takes the nearer.
func TestFieldIsTheGridsWalk(t *testing.T) {
	m, err := grid.ParseASCII(t.Name(), `
..........
.####.~~~.
.#..#.~#~.
.#..#.....
.##.###.#.
..~~...-..`)
	if err != nil {
		t.Fatal(err)
	}
	st := newStepTable(m)
	src := grid.Pos{X: 2, Y: 2}
	r := m.Reachable(grid.Mover{ID: 1, From: src, Budget: 1000}, nil, nil)
	full, capped := st.field([]grid.Pos{src}, 0), st.field([]grid.Pos{src}, 25)
	for i := range full {
		p := m.PosOf(i)
		feet, ok := r.Cost(p)
		if !ok {
			feet = -1
		}
		if int(full[i]) != feet {
			t.Errorf("%v: field %d ft, grid %d ft", p, full[i], feet)
		}
		want := feet
		if feet > 25 {
			want = -1
		}
		if int(capped[i]) != want {
			t.Errorf("%v: field within 25 ft %d ft, want %d", p, capped[i], want)
		}
	}
	// the numbers, by hand: out of the room by its one door at (3,4), 5 ft a step, then into
	// difficult ground at 10 ft, straight or diagonally past the door's wall
	for _, c := range []struct {
		p    grid.Pos
		feet int32
	}{{grid.Pos{X: 3, Y: 3}, 5}, {grid.Pos{X: 3, Y: 4}, 10}, {grid.Pos{X: 3, Y: 5}, 20}, {grid.Pos{X: 2, Y: 5}, 20}} {
		if got := full[m.Index(c.p)]; got != c.feet {
			t.Errorf("%v: %d ft, want %d", c.p, got, c.feet)
		}
	}
	other := grid.Pos{X: 9, Y: 0}
	two := st.field([]grid.Pos{src, other}, 0)
	fromOther := st.field([]grid.Pos{other}, 0)
	for i := range two {
		want := full[i]
		if want < 0 || fromOther[i] >= 0 && fromOther[i] < want {
			want = fromOther[i]
		}
		if two[i] != want {
			t.Errorf("%v: from two sources %d ft, want the nearer %d", m.PosOf(i), two[i], want)
		}
	}
}

package combat

// StandBack: a move stopped on another's square goes back to the last square of the move free now, else the nearest.

import (
	"testing"

	"skirmish/grid"
)

func TestStandBack(t *testing.T) {
	// The stub board: A (0,0) and B (1,0) are Red, D (2,1) and C (3,1) Blue.
	pos := func(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }
	cases := []struct {
		name string
		at   grid.Pos   // where A stopped
		back []grid.Pos // the squares its move went through
		want grid.Pos
		ok   bool
	}{
		{"alone: stays", pos(0, 1), []grid.Pos{pos(0, 0), pos(0, 1)}, grid.Pos{}, false},
		{"on B's square: back to the last free square of the move", pos(1, 0), []grid.Pos{pos(3, 0), pos(2, 0), pos(1, 0)}, pos(2, 0), true},
		{"the squares before filled since: the first free one back", pos(1, 0), []grid.Pos{pos(0, 1), pos(2, 1), pos(1, 0)}, pos(0, 1), true},
		{"every square of the move filled: a free square next to it, the nearest", pos(1, 0), []grid.Pos{pos(2, 1), pos(1, 0)}, grid.Pos{}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, _ := stubBattle(t)
			b.Emit(Moved{Unit: "A", From: b.Unit("A").Pos, To: c.at})
			got, ok := b.standing(b.Unit("A"), c.back)
			if c.want == (grid.Pos{}) && ok && b.Map.Adjacent(got, c.at) {
				c.want = got // any of the squares next to it, 5 ft away
			}
			if ok != c.ok || ok && got != c.want {
				t.Fatalf("standing = %v, %v; want %v, %v", got, ok, c.want, c.ok)
			}
			if ok && !b.Alone(b.Unit("A"), got) {
				t.Fatalf("%v is not free", got)
			}
			if moved := b.StandBack(b.Unit("A"), c.back, "test"); moved != ok || ok && b.Unit("A").Pos != got {
				t.Fatalf("StandBack moved %v, A at %v; want moved %v, to %v", moved, b.Unit("A").Pos, ok, got)
			}
		})
	}
}

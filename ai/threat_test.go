package ai

// Threat preview tests: which foes could attack a square next turn.

import (
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

func TestThreatsReachBySquaresWalked(t *testing.T) {
	// delvers-combat.md "Charge": a foe moves up to twice its speed and strikes; the orc (speed
	// 30 ft in the catalog: 65 ft to strike, 13 squares) threatens the corridor up to 13
	// squares off, and nothing behind the wall it cannot walk round.
	b := board(t, `
		#########################
		#W.....................o#
		#########################
		#.......................#
		#########################`, nil)
	orc := foesOf(b)[0]
	if orc.Sheet.Speed != 30 {
		t.Fatalf("the orc's speed is %d ft, the test reads 30", orc.Sheet.Speed)
	}
	w := b.Units[0]
	all := func(*combat.Unit) bool { return true }
	th := NewThreats()
	cases := []struct {
		name string
		p    grid.Pos
		want int
	}{
		{"next to the orc", grid.Pos{X: 22, Y: 1}, 1},
		{"13 squares off, a charge away", grid.Pos{X: 10, Y: 1}, 1},
		{"16 squares off, out of its reach", grid.Pos{X: 7, Y: 1}, 0},
		{"behind the wall, though near as the crow flies", grid.Pos{X: 22, Y: 3}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := th.At(b, w, c.p, all)
			if len(got) != c.want {
				t.Fatalf("%d threats on %v, want %d", len(got), c.p, c.want)
			}
			if c.want > 0 && (got[0].Foe != orc || got[0].Worst <= 0) {
				t.Fatalf("threat %+v, want the orc with its worst blow", got[0])
			}
		})
	}
	if got := th.At(b, w, grid.Pos{X: 22, Y: 1}, func(*combat.Unit) bool { return false }); len(got) != 0 {
		t.Errorf("a foe the side does not know of threatens: %+v", got)
	}
	area := th.Area(b, w, orc)
	if !area[b.Map.Index(grid.Pos{X: 10, Y: 1})] || area[b.Map.Index(grid.Pos{X: 7, Y: 1})] {
		t.Errorf("the orc's area does not match At")
	}
}

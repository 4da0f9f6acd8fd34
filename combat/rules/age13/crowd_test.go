package age13

// Two units never share a square: readied moves set off by a run, one after another, may fill the square the run ends
// on; the runner stops on the last square it can stand on (the soak's seed, found by SKIRMISH_SOAK=1000).

import (
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

func TestReadiedMovesFillTheRunsEnd(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'W': hero(entry(t, "wizard")), 'o': foe(tough), 'p': foe(tough)}
	// o runs from (13,0) to (8,0). Its step into (9,0) brings it 30 ft from W, whose readied
	// move to (4,1) springs; W's step brings it within p's speed, and p's readied move takes
	// it to (8,0), the end of o's run.
	const field = `
		.............o
		...W...p......
		..............`
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed, func(t *testing.T) {
			f := board(t, ed, field, units, 1, 20) // the orcs roll 1, W 20: W acts first
			f.React["W readied"], f.React["p readied"] = true, true
			f.Act(combat.Action{Kind: KindReadyMove, Unit: "W", Target: "o", Path: []grid.Pos{pos(4, 1)}})
			f.EndTurn()
			for !f.InTurnNow(f.U("p")) {
				f.EndTurn()
			}
			f.Act(combat.Action{Kind: KindReadyMove, Unit: "p", Path: []grid.Pos{pos(8, 0)}})
			for !f.InTurnNow(f.U("o")) {
				f.EndTurn()
			}
			f.Act(run("o", pos(8, 0)))
			w, o, p := f.U("W"), f.U("o"), f.U("p")
			if w.Pos != pos(4, 1) || p.Pos != pos(8, 0) {
				t.Fatalf("W at %v, p at %v: want both readied moves taken, W to (4,1), p to (8,0)", w.Pos, p.Pos)
			}
			if o.Pos == p.Pos {
				t.Fatalf("o and p share %v", o.Pos)
			}
			if o.Pos != pos(9, 0) {
				t.Fatalf("o at %v: want it stopped on (9,0), the last square of its run it can stand on", o.Pos)
			}
			f.replayed()
		})
	}
}

package ai

// Tests of the walk from the foes kept from turn to turn: mended, it is the walk from nothing.

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// TestFoeFieldMended: on random maps of squares and hexes (walls, difficult ground), a side's
// walk from its foes, mended after each of many random changes (a foe moves, falls, gets up
// again, several at once), has the feet of a walk from nothing from the foes active then.
func TestFoeFieldMended(t *testing.T) {
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	orc, _ := rules.Catalog().Lookup("orc")
	for _, hex := range []bool{false, true} {
		for seed := range uint64(40) {
			r := rand.New(rand.NewPCG(seed, 21))
			w, h := 12+r.IntN(20), 10+r.IntN(20)
			m := grid.NewMap(w, h)
			if hex {
				m = grid.NewHexMap(w, h, grid.HexLayout{StaggerX: seed%2 == 1, StaggerEven: seed%3 == 1})
			}
			var open []grid.Pos
			for y := range h {
				for x := range w {
					p := grid.Pos{X: x, Y: y}
					switch f := r.Float64(); {
					case f < 0.2:
						m.Set(p, grid.Terrain{Move: grid.MoveBlocked, Sight: grid.SightBlocked})
						continue
					case f < 0.3:
						m.Set(p, grid.Terrain{Move: grid.MoveDifficult})
					}
					open = append(open, p)
				}
			}
			r.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
			var us []combat.UnitSetup
			for i := range 9 {
				side := "Foes"
				if i == 0 {
					side = "Heroes"
				}
				us = append(us, combat.UnitSetup{Name: "u" + strconv.Itoa(i), Kind: "orc", Side: side, Pos: open[i], Sheet: orc.Sheet.Clone()})
			}
			b, err := combat.New(combat.Setup{Map: m, Rules: rules, Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			st := newStepTable(m)
			var f foeField
			for step := range 40 {
				// change one to three foes: a move to a free open cell, a fall, a return
				for range 1 + r.IntN(3) {
					u := b.Units[1+r.IntN(8)]
					switch r.IntN(3) {
					case 0:
						u.Status = combat.Active
						for _, p := range open[9:] {
							if !occupied(b, p) && r.IntN(4) == 0 {
								u.Pos = p
								break
							}
						}
					case 1:
						u.Status = combat.Dead
					default:
						u.Status = combat.Active
					}
				}
				got := f.update(st, b, 0)
				var srcs []grid.Pos
				for _, e := range b.Enemies(b.Units[0]) {
					srcs = append(srcs, e.Pos)
				}
				want := st.field(srcs, 0)
				for j := range want {
					if got[j] != want[j] {
						t.Fatalf("hex %v seed %d step %d: %v is %d ft mended, %d ft walked from nothing", hex, seed, step, m.PosOf(j), got[j], want[j])
					}
				}
			}
		}
	}
}

// occupied reports whether a unit stands on p.
func occupied(b *combat.Battle, p grid.Pos) bool {
	for _, u := range b.Units {
		if u.Pos == p {
			return true
		}
	}
	return false
}

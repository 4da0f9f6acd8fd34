// Battle frame benchmark: one Update and Draw of the battle screen on the largest bundled map with 40 units.
package scenes

import (
	"path/filepath"
	"testing"

	"skirmish/combat"
	"skirmish/game"
)

// BenchmarkBattleFrame runs frames of a human's turn with a unit selected and the cursor on a
// square (path preview, fog, 40 tokens, the HUD and the log) on the cavern, 36×24 squares.
func BenchmarkBattleFrame(bm *testing.B) {
	if loop == nil {
		bm.Skip("no display")
	}
	g, err := game.New(0, 0)
	if err != nil {
		bm.Fatal(err)
	}
	c := g.Context()
	c.Input.Enabled = false
	path := filepath.Join("..", "maps", "cavern.tmx")
	m, err := game.LoadMap(path)
	if err != nil {
		bm.Fatal(err)
	}
	rules, _ := combat.Rules("delvers")
	spec := BattleSpec{Map: path, Rules: "delvers", Fog: true, Seed: 3}
	spec.Sides = []SideSpec{{Name: m.Sides[0], Human: true, Player: "Ann"}, {Name: m.Sides[1], Level: 1}}
	kinds := []string{"warrior", "skeleton"}
	for n := 0; n < 40; n++ {
		side := n % 2
		e, _ := rules.Catalog().Lookup(kinds[side])
		if err := spec.AddUnit(m, side, e); err != nil {
			bm.Fatal(err)
		}
	}
	s, err := ShotBattle(c, spec, 2)
	if err != nil {
		bm.Fatal(err)
	}
	c.Push(s)
	bm.ReportAllocs()
	bm.ResetTimer()
	j := &job{g: g, frames: bm.N, done: make(chan struct{})}
	loop.jobs <- j
	<-j.done
}

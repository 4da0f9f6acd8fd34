package age13

// Benchmarks: a whole battle of the AI playing both sides, for the sim's budget.

import (
	"testing"

	"skirmish/ai"
	"skirmish/combat"
)

func BenchmarkTacticianBattle(b *testing.B) {
	for i := range b.N {
		bt, err := combat.New(soakSetup(b, uint64(i+1), "1"))
		if err != nil {
			b.Fatal(err)
		}
		ctl := []ai.Controller{ai.NewTactician(ai.Normal, 1), ai.NewTactician(ai.Normal, 2)}
		if _, err := ai.Play(bt, ctl, 40); err != nil {
			b.Fatal(err)
		}
	}
}

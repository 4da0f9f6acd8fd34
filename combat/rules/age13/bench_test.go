package age13

// Benchmarks: a whole battle of the AI playing both sides, for the sim's budget.

import (
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/internal/cpubench"
)

func BenchmarkTacticianBattle(b *testing.B) {
	meter := cpubench.Start(b)
	for i := 0; meter.Loop(); i++ {
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

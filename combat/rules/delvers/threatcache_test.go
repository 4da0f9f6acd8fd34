package delvers

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// TestKeptThreatsAreWorkedOutOnes: the battle keeps each pair's threat estimate until an event
// changes one of the two (combat.PairwiseThreats); after every action of random battles on
// squares and hexes, every pair's kept estimate equals the one worked out afresh, so no
// event that changes what an estimate reads (a step, a wound, a condition, an item readied or
// dropped) leaves a stale one.
func TestKeptThreatsAreWorkedOutOnes(t *testing.T) {
	var r Rules
	for name, setup := range map[string]func(testing.TB, uint64) combat.Setup{"squares": soakSetup, "hexes": soakHexSetup} {
		t.Run(name, func(t *testing.T) {
			checks := 0
			for seed := uint64(1); seed <= 4; seed++ {
				s := rulestest.Soak{Rounds: 60, Steps: 5000, Decline: 2, Action: randomAction,
					Check: func(t testing.TB, b *combat.Battle, _ combat.Action) {
						for _, a := range b.Units {
							for _, u := range b.Units {
								kept, _ := combat.EstimateThreat(b, a, u)
								if fresh := r.ThreatEstimate(b, a, u); kept != fresh {
									t.Fatalf("seed %d, round %d, %s on %s: kept %+v, worked out %+v", seed, b.Round, a.Name, u.Name, kept, fresh)
								}
								checks++
							}
						}
					}}
				s.Play(t, setup(t, seed), seed)
			}
			if checks == 0 {
				t.Fatal("no state checked")
			}
		})
	}
}

package combat

// Tests of EstimateThreat: a ruleset's own odds where it has them, the worst blow alone where
// it has not.

import "testing"

// oddsRules is the stub ruleset with odds: every attack hits half the time for 2 to 6.
type oddsRules struct{ threatRules }

func (oddsRules) ThreatEstimate(b *Battle, attacker, target *Unit) Estimate {
	return Estimate{Hit: 0.5, Damage: 2, Min: 2, Max: 6}
}

func TestEstimateThreat(t *testing.T) {
	a, v := &Unit{Name: "a"}, &Unit{Name: "v"}
	t.Run("a ruleset with odds gives them", func(t *testing.T) {
		e, ok := EstimateThreat(&Battle{Rules: oddsRules{}}, a, v)
		if !ok || e != (Estimate{Hit: 0.5, Damage: 2, Min: 2, Max: 6}) {
			t.Fatalf("EstimateThreat = %+v, %v; want the ruleset's odds", e, ok)
		}
	})
	t.Run("a ruleset without: only the worst blow, Threat's 3", func(t *testing.T) {
		e, ok := EstimateThreat(&Battle{Rules: threatRules{}}, a, v)
		if ok || e != (Estimate{Max: 3}) {
			t.Fatalf("EstimateThreat = %+v, %v; want Max 3 and no odds", e, ok)
		}
	})
}

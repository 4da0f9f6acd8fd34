package rulestest

// Threat estimates under test: a ruleset's odds of a foe's best attack at its next turn
// (combat.ThreatEstimator) against the numbers a test works out from the text.

import (
	"math"
	"testing"

	"skirmish/combat"
)

// Threat checks b's ruleset's ThreatEstimate of the unit named attacker on the one named
// target: its chance to hit and expected damage against want's to 1e-9, its least and most
// damage exactly (want's Kill is not checked), and that its most is the ruleset's Threat, the
// worst blow the threat preview shows beside it.
func Threat(t testing.TB, b *combat.Battle, attacker, target string, want combat.Estimate) {
	t.Helper()
	a, v := b.Unit(attacker), b.Unit(target)
	if a == nil || v == nil {
		t.Fatalf("no unit %q or %q", attacker, target)
	}
	got, ok := combat.EstimateThreat(b, a, v)
	if !ok {
		t.Fatalf("%s is no combat.ThreatEstimator", b.Rules.ID())
	}
	if math.Abs(got.Hit-want.Hit) > 1e-9 || math.Abs(got.Damage-want.Damage) > 1e-9 || got.Min != want.Min || got.Max != want.Max {
		t.Errorf("%s on %s: hit %.4f, expected damage %.4f, %d to %d; want hit %.4f, expected %.4f, %d to %d",
			attacker, target, got.Hit, got.Damage, got.Min, got.Max, want.Hit, want.Damage, want.Min, want.Max)
	}
	if th := b.Rules.Threat(b, a, v); got.Max != th {
		t.Errorf("%s on %s: the estimate's most %d is not the worst blow Threat gives, %d", attacker, target, got.Max, th)
	}
}

// ThreatCase is one case of a ruleset's threat estimate test: what the rule says (the
// subtest's name), the attacker and target by name, and the numbers the text gives.
type ThreatCase struct {
	Name, Attacker, Target string
	Want                   combat.Estimate
}

// Threats runs each case as a subtest of t (Threat).
func Threats(t *testing.T, b *combat.Battle, cases []ThreatCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) { Threat(t, b, c.Attacker, c.Target, c.Want) })
	}
}

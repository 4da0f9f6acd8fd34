package combat

// Threat estimates: the optional hook by which a ruleset says what one foe's best attack on a
// unit is expected to do at the foe's next turn (the battle screen's threat preview).

// ThreatEstimator is an optional Ruleset hook (every bundled ruleset has it): ThreatEstimate
// is the expected outcome of the best single attack attacker could make on target at its
// next turn, were it in reach, by the ruleset's own odds and without rolling: the chance to
// hit, the expected damage (misses' damage, such as Delvers' shock, counted), the least and
// most a hit deals, and the chance it takes target out. The attack is made with the weapon
// or power Threat finds best, so Max is Threat where Threat is one attack's most. Terms that
// depend on where the attacker will stand (cover, flanking, range, a charge's bonus) are left
// out; target's conditions and its square count, so a caller may pass a copy of target
// standing elsewhere (the square it would stand on).
type ThreatEstimator interface {
	ThreatEstimate(b *Battle, attacker, target *Unit) Estimate
}

// EstimateThreat is b's ruleset's ThreatEstimate of attacker's best attack on target, and
// true; for a ruleset that is no ThreatEstimator, only Max is known (Threat) and it
// reports false.
//
// For a ruleset with PairwiseThreats the estimate of two of the battle's own units is kept
// until an event changes either (threatCache).
func EstimateThreat(b *Battle, attacker, target *Unit) (Estimate, bool) {
	if te, ok := b.Rules.(ThreatEstimator); ok {
		if _, pair := b.Rules.(PairwiseThreats); pair && b.own(attacker) && b.own(target) {
			return b.threats.estimate(b, te, attacker, target), true
		}
		return te.ThreatEstimate(b, attacker, target), true
	}
	return Estimate{Max: b.Rules.Threat(b, attacker, target)}, false
}

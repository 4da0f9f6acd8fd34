package combat

// The threat estimates of a ruleset that reads only the two units, kept per pair until one of
// the two changes: morale's strengths and the AI ask every pair of foes at every state of the
// battle, and a state changes one or two units at a time.

import "sync"

// PairwiseThreats is an optional Ruleset hook: a ruleset that has it promises that its
// ThreatEstimate reads nothing of the battle but the map and the two units (their sheets,
// squares, hit points, status, conditions and items): not their budgets of actions (spent
// at every turn: they change no estimate), the round, the turn, the counters, the ground or
// any other unit. The battle then keeps each pair's estimate until
// an event changes one of the two (EstimateThreat); the answer is the same, only sooner.
type PairwiseThreats interface {
	PairwiseThreats()
}

// touch counts a change of u's state but its budget (apply): the estimates kept for u's
// pairs are stale.
func (b *Battle) touch(u *Unit) {
	b.changes++
	u.changes = b.changes
}

// own reports whether u is the battle's own unit, not a copy (a caller may pass one standing
// elsewhere), so that its change count is the battle's.
func (b *Battle) own(u *Unit) bool {
	i := u.ID - 1
	return i >= 0 && i < len(b.Units) && b.Units[i] == u
}

// threatCache keeps ThreatEstimate's answers per pair of units (attacker*n + target, by
// index in Battle.Units) with the two units' change counts when kept; safe to ask from two
// goroutines at once (the screen asks while the AI thinks).
type threatCache struct {
	mu   sync.Mutex
	n    int
	kept []keptThreat
}

// keptThreat is one pair's estimate and the change counts it holds for, each plus one (0:
// nothing kept).
type keptThreat struct {
	a, t uint64
	est  Estimate
}

// estimate is te's ThreatEstimate of a on t, kept until either changes.
func (c *threatCache) estimate(b *Battle, te ThreatEstimator, a, t *Unit) Estimate {
	n := len(b.Units)
	k := (a.ID-1)*n + t.ID - 1
	ag, tg := a.changes+1, t.changes+1
	c.mu.Lock()
	if c.n != n {
		c.n, c.kept = n, make([]keptThreat, n*n)
	}
	if p := &c.kept[k]; p.a == ag && p.t == tg {
		e := p.est
		c.mu.Unlock()
		return e
	}
	c.mu.Unlock()
	e := te.ThreatEstimate(b, a, t) // outside the lock: a ruleset may ask the battle again
	c.mu.Lock()
	if c.n == n {
		c.kept[k] = keptThreat{a: ag, t: tg, est: e}
	}
	c.mu.Unlock()
	return e
}

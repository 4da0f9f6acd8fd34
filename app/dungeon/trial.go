package dungeon

// Trials: the tuner's sequential measurement of one candidate encounter at a time, until its
// rate is near enough the target to be verified or far enough to be set aside.

import "math"

// trialBudget is how many battles the trials of one settle may start with (a trial under way
// when it runs out plays on to its next checkpoint): twelve probes and two verifications'
// worth.
func trialBudget(o Options) int { return 12*o.Probe + 2*o.Verify }

// acceptChance is how likely a candidate's verification must be to land within the
// tolerance, as predicted from its trial (verifyChance), for the trial to accept it.
const acceptChance = 0.8

// verifyChance is the predicted chance that a verification of nv fresh battles measures a
// candidate within tol of target, when its trial measured rate over n battles: the
// verification's rate is the candidate's true rate plus the verification's own sampling
// error, and the true rate is known from the trial only to within the trial's sampling error,
// so the verified rate is taken as normal about rate with variance t(1-t)(1/n + 1/nv), t the
// target. At 60% and 400 + 400 battles the sum's standard error is 3.5 points: a candidate
// measured exactly on target lands within 5 points 85% of the time, and one measured 2.5
// points off 76% of the time.
func verifyChance(rate, target, tol float64, n, nv int) float64 {
	if n <= 0 || nv <= 0 {
		return 0
	}
	s := math.Sqrt(target * (1 - target) * (1/float64(n) + 1/float64(nv)))
	gap := rate - target
	return phi((tol-gap)/s) - phi((-tol-gap)/s)
}

// phi is the standard normal distribution function.
func phi(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }

// settle chooses the candidate to verify by trials. Each trial takes the candidate, neither
// set aside nor failed, whose rate the fit (with its own battles, nextTrial) puts nearest
// o.Target, and measures it o.Probe battles at a time (probe), its battles pooled with any
// it played before. It decides to accept only at two fixed checkpoints, the first probe that
// brings the candidate to o.Verify battles and the first to twice o.Verify, so that a lucky
// stretch between them cannot accept it:
//   - before the first checkpoint it is set aside when its rate is further from the target
//     than half the tolerance and one and a half standard errors (a candidate clearly off
//     costs a probe or two, not a verification);
//   - at a checkpoint it is accepted when verifyChance, its predicted chance of verifying
//     within the tolerance, is acceptChance or more (within 1.8 points of the target at 400
//     battles and 2.4 at 800 for a target of 60%; 2.9 and 3.2 for 85%, where a rate's
//     sampling error is smaller);
//   - at the first checkpoint, not accepted, it plays on to the second only when its rate is
//     within half the tolerance and half a standard error; at the second it is set aside.
//
// One set aside after two probes or more lists its neighbours (one foe more, or one fewer or
// swapped for the weakest kind), finer steps where the list's steps are coarse. When
// trialBudget runs out, the measured candidate with the best predicted chance of verifying
// (bestMeasured) is chosen.
func settle(cs *[]candidate, o Options, kinds []string, st map[string]strength, most int, probe func(int) error) (int, error) {
	spent, cur := 0, -1
	for {
		if cur < 0 {
			if spent >= trialBudget(o) {
				break
			}
			if cur = nextTrial(*cs, o.Target, fitRate(*cs)); cur < 0 {
				break
			}
		}
		before := (*cs)[cur].tally.Battles
		if err := probe(cur); err != nil {
			return -1, err
		}
		spent += o.Probe
		c := &(*cs)[cur]
		n, rate := c.tally.Battles, c.tally.Rate()
		gap := math.Abs(rate - o.Target)
		se := math.Sqrt(o.Target * (1 - o.Target) / float64(n))
		reject := false
		switch {
		case n >= 2*o.Verify: // the second checkpoint
			if verifyChance(rate, o.Target, o.Tolerance, n, o.Verify) >= acceptChance {
				return cur, nil
			}
			reject = true
		case n >= o.Verify && before < o.Verify: // the first checkpoint
			if verifyChance(rate, o.Target, o.Tolerance, n, o.Verify) >= acceptChance {
				return cur, nil
			}
			reject = gap > o.Tolerance/2+se/2
		case n < o.Verify:
			reject = gap > o.Tolerance/2+1.5*se
		}
		if reject {
			c.rejected = true
			if n >= 2*o.Probe {
				neighbours(cs, cur, rate > o.Target, kinds, st, most)
			}
			cur = -1
		}
	}
	best := bestMeasured(*cs, o, func(c candidate) bool { return !c.failed })
	if best < 0 {
		best = bestMeasured(*cs, o, func(candidate) bool { return true })
	}
	return best, nil
}

// bestMeasured is the measured candidate that ok accepts with the best predicted chance of
// verifying within the tolerance (verifyChance on its own battles): of two measured as near
// the target, the one measured more; of two measured as much, the nearer. -1 when there is
// none.
func bestMeasured(cs []candidate, o Options, ok func(candidate) bool) int {
	best, bestChance := -1, 0.0
	for i, c := range cs {
		if c.tally.Battles == 0 || !ok(c) {
			continue
		}
		if p := verifyChance(c.tally.Rate(), o.Target, o.Tolerance, c.tally.Battles, o.Verify); best < 0 || p > bestChance {
			best, bestChance = i, p
		}
	}
	return best
}

// nextTrial is the candidate, neither set aside nor failed, whose estimated rate is nearest
// target: a measured one's own wins weighed with the fit's prediction (as shrinkWeight
// battles), an unmeasured one's the fit's prediction (none when there is no fit); -1 when
// none is left.
func nextTrial(cs []candidate, target float64, f logistic) int {
	best, bestGap := -1, 0.0
	for i, c := range cs {
		if c.rejected || c.failed {
			continue
		}
		var est float64
		switch {
		case c.tally.Battles > 0 && f.ok:
			est = (float64(c.tally.Wins) + shrinkWeight*f.rate(math.Log(c.power))) / float64(c.tally.Battles+shrinkWeight)
		case c.tally.Battles > 0:
			est = c.tally.Rate()
		case f.ok:
			est = f.rate(math.Log(c.power))
		default:
			continue
		}
		if gap := math.Abs(est - target); best < 0 || gap < bestGap {
			best, bestGap = i, gap
		}
	}
	return best
}

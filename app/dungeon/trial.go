package dungeon

// Trials: the tuner's sequential measurement of one candidate encounter at a time, until its
// rate is near enough the target to be verified or far enough to be set aside.

import "math"

// trialBudget is how many battles the trials of one settle may start with (a trial under way
// when it runs out plays on to its end): twelve probes and two verifications' worth.
func trialBudget(o Options) int { return 12*o.Probe + 2*o.Verify }

// settle chooses the candidate to verify by trials. Each trial takes the candidate, neither
// set aside nor failed, whose rate the fit (with its own battles, nextTrial) puts nearest
// o.Target, and measures it o.Probe battles at a time (probe), its battles pooled with any
// it played before:
//   - accepted once it has played o.Verify battles or more and its rate is within half the
//     tolerance of the target;
//   - set aside once its rate is further from the target than half the tolerance and one
//     and a half standard errors (so a candidate clearly off costs a probe or two, not a
//     verification), or after twice o.Verify battles; one it has played two probes or more
//     against lists its neighbours (one foe more, or one fewer or swapped for the weakest
//     kind), finer steps where the list's steps are coarse.
//
// When trialBudget runs out, the measured candidate nearest the target (nearestMeasured) is
// chosen.
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
		if err := probe(cur); err != nil {
			return -1, err
		}
		spent += o.Probe
		c := &(*cs)[cur]
		n, rate := c.tally.Battles, c.tally.Rate()
		gap := math.Abs(rate - o.Target)
		if n >= o.Verify && gap <= o.Tolerance/2 {
			return cur, nil
		}
		if se := math.Sqrt(o.Target * (1 - o.Target) / float64(n)); gap > o.Tolerance/2+1.5*se || n >= 2*o.Verify {
			c.rejected = true
			if n >= 2*o.Probe {
				neighbours(cs, cur, rate > o.Target, kinds, st, most)
			}
			cur = -1
		}
	}
	best := nearestMeasured(*cs, o.Target, fitRate(*cs), func(c candidate) bool { return !c.failed })
	if best < 0 {
		best = nearestMeasured(*cs, o.Target, fitRate(*cs), func(candidate) bool { return true })
	}
	return best, nil
}

// nextTrial is the candidate, neither set aside nor failed, whose estimated rate is nearest
// target: a measured one's own wins weighed with the fit's prediction (as nearestMeasured),
// an unmeasured one's the fit's prediction (none when there is no fit); -1 when none is left.
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

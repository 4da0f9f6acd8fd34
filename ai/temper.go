package ai

// A side's temper over the battle: the stall it notices (two rounds without a blow, and it comes
// on), the attacks it readied, and the slips its level makes in picking a candidate.

import (
	"slices"

	"skirmish/combat"
)

// stillness is a hash of every unit's hit points and whether it is still in the fight: it
// changes when anyone is hurt, healed, falls or leaves (watchStill, unstick).
func stillness(b *combat.Battle) uint64 {
	h := uint64(14695981039346656037) // FNV-1a
	for _, u := range b.Units {
		v := uint64(uint32(u.HP)) << 1
		if u.Active() {
			v |= 1
		}
		h = (h ^ v) * 1099511628211
	}
	return h
}

// watchStill notes, at each action asked for, whether any unit has been hurt, healed, fallen
// or left since the last (stalled reads it).
func (t *Tactician) watchStill(b *combat.Battle) {
	h := stillness(b)
	if t.stillOf != b { // another battle (a Tactician kept from one to the next): its own stall
		t.stillOf, t.watched, t.readyAt, t.trails = b, false, map[string]int{}, map[string]*trail{}
	}
	if (h != t.still || !t.watched) && !t.stalled(b) {
		t.still, t.stillFrom, t.watched = h, b.Round, true
	}
	t.still = h
}

// watchFire notes, at the first action asked for in each round of a side, whether the side
// has been hurt since the round before (under fire). A side under fire comes on for the rest
// of the battle (posture: holding back to let the foes come is for foes that come, not for
// foes that shoot), and in a round it is under fire, hard's planner gives a unit that has
// nothing to strike normal's moves (planner.gain): it closes rather than stand where it is
// shot, weighing the foes' blows it would walk into as normal does. A veteran's trace saw ten
// goblins stand two rounds under an archer's arrows, then come on one by one; in d20 a
// fighter stood two rounds while the orcs' archers dropped its wizard and cleric.
func (t *Tactician) watchFire(b *combat.Battle) {
	turn, ok := b.Current()
	if !ok {
		return
	}
	side := b.SideIndex(turn.Side)
	f := &t.fire
	if f.b != b {
		*f = fireWatch{b: b}
	}
	for len(f.round) <= side {
		f.round, f.own = append(f.round, 0), append(f.own, -1)
		f.shot, f.now = append(f.shot, false), append(f.now, false)
	}
	if side < 0 || f.round[side] == b.Round {
		return
	}
	own := 0
	for _, u := range b.Units {
		if u.Side == side {
			own += max(0, u.HP)
		}
	}
	f.now[side] = f.round[side] == b.Round-1 && own < f.own[side]
	f.shot[side] = f.shot[side] || f.now[side]
	f.round[side], f.own[side] = b.Round, own
}

// underFire reports whether side's round began under fire (watchFire).
func (t *Tactician) underFire(b *combat.Battle, side int) bool {
	f := &t.fire
	return f.b == b && side < len(f.now) && f.round[side] == b.Round && f.now[side]
}

// beenUnderFire reports whether side has come under fire in this battle (watchFire).
func (t *Tactician) beenUnderFire(b *combat.Battle, side int) bool {
	f := &t.fire
	return f.b == b && side < len(f.shot) && f.shot[side]
}

// fireWatch is what watchFire keeps per side: the round it last noted, its hit points then,
// whether it has been under fire in the battle and whether it is this round.
type fireWatch struct {
	b         *combat.Battle
	round     []int
	own, foes []int
	shot, now []bool
}

// noteReady notes the round u readied an attack in, if a is one.
func (t *Tactician) noteReady(b *combat.Battle, u *combat.Unit, a combat.Action) {
	if k, ok := b.Kind(a.Kind); ok && k.Meaning == combat.MeanReady {
		t.readyAt[u.Name] = b.Round
	}
}

// stalled reports whether no blow has landed, nobody has fallen and nobody has left for two
// whole rounds: both sides wait for the other to come. Then every unit comes on, as heedless
// of what it risks as a beginner, and no one readies an attack for a foe that does not come
// (issue 27: "no readying forever"); and it keeps coming on for the rest of the battle (were
// its caution back at the first blow, it would walk back out of reach, and on again), but for
// hard where units act one at a time, whose stall ends at a blow (unstick).
func (t *Tactician) stalled(b *combat.Battle) bool { return t.watched && b.Round-t.stillFrom >= 2 }

// pick is u's best candidate worth taking, with its reason: the best score, a beginner's
// scores misjudged first; one the ruleset's check refuses is passed over.
func (t *Tactician) pick(b *combat.Battle, u *combat.Unit, cands []scored) (scored, bool) {
	if len(cands) == 0 {
		return scored{}, false
	}
	if t.Level == Easy {
		for i := range cands {
			cands[i].score *= 0.5 + t.rng.Float64()
		}
	}
	slices.SortStableFunc(cands, func(x, y scored) int {
		switch {
		case x.score > y.score:
			return -1
		case x.score < y.score:
			return 1
		}
		return 0
	})
	// The ruleset's check has the last word: a candidate its listing gave but its check
	// refuses (a ruleset whose two disagree) is passed over rather than played.
	for len(cands) > 0 && b.Check(cands[0].a) != nil {
		cands = cands[1:]
	}
	if len(cands) == 0 || cands[0].score <= 0 {
		return scored{}, false
	}
	if t.Level == Easy && !t.Steady && t.rng.Float64() < easySlip {
		// a beginner's slip: another candidate worth something, any (it attacks the foe in
		// front of it rather than the one it could drop, steps up rather than strikes, ...)
		n := 0
		for n < len(cands) && cands[n].score > 0 {
			n++
		}
		if k := t.rng.IntN(n); k > 0 && b.Check(cands[k].a) == nil {
			cands[0], cands[k] = cands[k], cands[0]
		}
	}
	if t.Level == Normal && !t.Steady && len(cands) > 1 && cands[1].score > 0 && t.rng.Float64() < normalSlip && b.Check(cands[1].a) == nil {
		cands[0], cands[1] = cands[1], cands[0] // sound, but not always the soundest
	}
	best := cands[0]
	if len(cands) > 1 { // one string, built at once
		best.why = u.Name + ": " + best.text() + " (score " + ftoa(best.score) + "; runner-up " + cands[1].text() + " " + ftoa(cands[1].score) + ")"
	} else {
		best.why = u.Name + ": " + best.text() + " (score " + ftoa(best.score) + ")"
	}
	best.on = ""
	t.cands = cands[:0]
	return best, true
}

// bestScore is the best score among the candidates so far (0: none).
func bestScore(cands []scored) float64 {
	best := 0.0
	for _, c := range cands {
		best = max(best, c.score)
	}
	return best
}

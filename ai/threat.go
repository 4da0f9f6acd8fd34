package ai

// Threats: which foes could attack a unit standing on a square at their next turns, read by the
// battle screen's threat preview from the same sense the hard AI weighs squares by.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// Threat is a foe that could attack a unit on a square at its next turn, the most damage one
// of its attacks could deal that unit (combat.Ruleset.Threat) and what its best attack is
// expected to do to it there (combat.EstimateThreat).
type Threat struct {
	Foe   *combat.Unit
	Worst int
	// Expect is the foe's best attack's odds on the unit standing on the square: the chance
	// to hit, the expected damage (misses' included), the least and most of a hit.
	Expect combat.Estimate
	// Odds reports whether Expect holds the ruleset's odds; without them (a ruleset that is
	// no combat.ThreatEstimator) only Expect.Max, the worst blow, is known.
	Odds bool
}

// Threats answers, for the screens, what the hard AI reckons each turn: which foes could strike
// a square next turn. It keeps its sense between questions while no unit has moved, fallen or
// risen (the screens ask mid-turn, as units move); make one per battle screen.
type Threats struct {
	t *Tactician
	b *combat.Battle
	// sig is where the battle's units stood, and whether each was up, when the sense was made
	sig uint64
}

// senseFor is the sense of u's side for b as its units stand now.
func (th *Threats) senseFor(b *combat.Battle, u *combat.Unit) *sense {
	if sig := Standing(b); b != th.b || sig != th.sig {
		th.b, th.sig, th.t.sense = b, sig, nil
	}
	return th.t.senseFor(b, u)
}

// Standing is a signature of where b's units stand and whether each is up (FNV-1a): what the
// foes' reach is worked out from.
func Standing(b *combat.Battle) uint64 {
	h := uint64(14695981039346656037)
	for _, u := range b.Units {
		v := uint64(uint32(u.Pos.X))<<33 ^ uint64(uint32(u.Pos.Y))<<1
		if u.Active() {
			v |= 1
		}
		h = (h ^ v) * 1099511628211
	}
	return h
}

// Counts is, for each square of b's map (a map's index each), how many of the foes of u that
// known(foe) allows could attack a foe of theirs standing there at their next turns, as At
// reckons them, capped at 255: the screens' danger overlay, worked out in one pass.
func (th *Threats) Counts(b *combat.Battle, u *combat.Unit, known func(*combat.Unit) bool) []uint8 {
	s := th.senseFor(b, u)
	var ids []int
	for i, e := range s.foes {
		if e.Active() && known(e) {
			ids = append(ids, i)
		}
	}
	out := make([]uint8, b.Map.Width*b.Map.Height)
	for j := range out {
		p := b.Map.PosOf(j)
		for _, i := range ids {
			if out[j] < 255 && s.canStrike(b, i, p) {
				out[j]++
			}
		}
	}
	return out
}

// NewThreats makes an empty Threats.
func NewThreats() *Threats { return &Threats{t: NewTactician(Hard, 0)} }

// At lists the foes of u still up that could attack u if it stood on p at their next turns:
// walking there by the squares they can walk (a charge where the rules have one), or shooting
// after a move if they see p; only the foes known(foe) allows (the foes the side sees).
func (th *Threats) At(b *combat.Battle, u *combat.Unit, p grid.Pos, known func(*combat.Unit) bool) []Threat {
	if u == nil || !b.Map.In(p) {
		return nil
	}
	s := th.senseFor(b, u)
	there := *u // u as it would stand on p (the square's concealment counts)
	there.Pos = p
	var out []Threat
	for i, e := range s.foes {
		if e.Active() && known(e) && s.canStrike(b, i, p) {
			est, odds := combat.EstimateThreat(b, e, &there)
			out = append(out, Threat{Foe: e, Worst: b.Rules.Threat(b, e, &there), Expect: est, Odds: odds})
		}
	}
	return out
}

// Area is the squares foe could attack a foe of its on at its next turn (a map's index each),
// as At reckons them for a unit of the other side, u.
func (th *Threats) Area(b *combat.Battle, u, foe *combat.Unit) []bool {
	s := th.senseFor(b, u)
	for i, e := range s.foes {
		if e != foe {
			continue
		}
		out := make([]bool, b.Map.Width*b.Map.Height)
		for j := range out {
			out[j] = s.canStrike(b, i, b.Map.PosOf(j))
		}
		return out
	}
	return nil
}

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
// a square next turn. It keeps the turn's sense between questions; make one per battle screen.
type Threats struct{ t *Tactician }

// NewThreats makes an empty Threats.
func NewThreats() *Threats { return &Threats{t: NewTactician(Hard, 0)} }

// At lists the foes of u still up that could attack u if it stood on p at their next turns:
// walking there by the squares they can walk (a charge where the rules have one), or shooting
// after a move if they see p; only the foes known(foe) allows (the foes the side sees).
func (th *Threats) At(b *combat.Battle, u *combat.Unit, p grid.Pos, known func(*combat.Unit) bool) []Threat {
	if u == nil || !b.Map.In(p) {
		return nil
	}
	s := th.t.senseFor(b, u)
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
	s := th.t.senseFor(b, u)
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

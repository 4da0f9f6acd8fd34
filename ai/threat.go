package ai

// Threats: which foes could attack a unit standing on a square at their next turns, read by the
// battle screen's threat preview from the same sense the hard AI weighs squares by.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// Threat is a foe that could attack a unit on a square at its next turn, and the most damage
// one of its attacks could deal that unit (combat.Ruleset.Threat).
type Threat struct {
	Foe   *combat.Unit
	Worst int
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
	var out []Threat
	for i, e := range s.foes {
		if e.Active() && known(e) && s.canStrike(b, i, p) {
			out = append(out, Threat{Foe: e, Worst: b.Rules.Threat(b, e, u)})
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

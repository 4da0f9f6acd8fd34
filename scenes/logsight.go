package scenes

// Log sight: under fog of war, each line of the combat log is shown only to the sides whose units saw what it tells.

import (
	"skirmish/combat"
	"skirmish/combat/narrate"
)

// allSides marks a line every side may read.
const allSides = ^uint64(0)

// logEyes follows the battle's log through the eyes of each human side (the witnesses of the
// hand-over replay, seen.go), to say which sides see each event as it comes.
type logEyes struct {
	at    int        // the log position the witnesses have folded up to
	sides []*witness // by side index; nil for a side nobody reads the log for
	move  uint64     // the sides that saw some step of the move being gathered into one line
}

// private reports whether e tells of a unit's doings, which fog of war may hide; the others
// (rounds, turns, the order, the escalation die, the end) frame the battle for everyone.
func private(e combat.Event) bool {
	switch e := e.(type) {
	case combat.Acted:
		return e.Action.Unit != "" // a side's end of turn frames it for all
	case combat.Moved, combat.Reacted, combat.AttackRolled, combat.DamageRolled,
		combat.Checked, combat.Rolled, combat.Damaged, combat.Healed, combat.ConditionAdded,
		combat.ConditionRemoved, combat.StatusChanged, combat.ItemDropped, combat.ItemPickedUp,
		combat.ItemReadied, combat.ItemStowed:
		return true
	case combat.MoraleBroken:
		return e.Unit != ""
	case combat.Note:
		return e.Unit != ""
	}
	return false
}

// seenBy returns the sides (a bit each) that see e, the at-th event of the log, folding it into
// each human side's witness: every side without fog or for an event that frames the battle.
// The witnesses are rebuilt from the setup when the log is not where they left it (an undo, a
// load, the first event).
func (s *Battle) seenBy(e combat.Event, at int) uint64 {
	if s.fog == nil || len(s.B.Sides) > 64 {
		return allSides
	}
	if s.eyes == nil || s.eyes.at != at {
		s.eyes = &logEyes{at: at, sides: make([]*witness, len(s.B.Sides))}
		for i, h := range s.human {
			if !h {
				continue
			}
			b, err := foldTo(s.Setup, s.B.Log[:at])
			if err != nil {
				s.eyes.sides = nil // the log cannot be followed: show it all rather than nothing
				break
			}
			s.eyes.sides[i] = newWitness(b, i)
		}
	}
	s.eyes.at++
	var seen uint64
	for i, w := range s.eyes.sides { // every witness folds every event, seen or not
		if w == nil || w.step(e) {
			seen |= 1 << i // a side nobody reads the log for counts as seeing
		}
	}
	if !private(e) || s.eyes.sides == nil {
		return allSides
	}
	return seen
}

// lineSeen says which sides see a narrated line of event e, seen by the sides in seen: a
// gathered move's line by those that saw any of its steps.
func (s *Battle) lineSeen(l narrate.Line, seen uint64) uint64 {
	if s.eyes == nil {
		return seen
	}
	if _, ok := l.Event.(combat.Moved); ok {
		m := s.eyes.move
		s.eyes.move = 0
		return m
	}
	return seen
}

// gatherMove notes the sides that saw a step of a move, for its line when it is written.
func (s *Battle) gatherMove(e combat.Event, seen uint64) {
	if _, ok := e.(combat.Moved); ok && s.eyes != nil {
		s.eyes.move |= seen
	}
}

// shownLog is the combat log as the screen's viewer may read it: every line without fog (or
// with the screen showing every side), else the lines its side saw.
func (s *Battle) shownLog() []logLine {
	if s.fog == nil || s.viewer < 0 || s.viewer >= 64 {
		return s.log
	}
	s.logView = s.logView[:0]
	for _, l := range s.log {
		if l.seen&(1<<s.viewer) != 0 {
			s.logView = append(s.logView, l)
		}
	}
	return s.logView
}

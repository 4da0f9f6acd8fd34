package combat

// Fold: a battle rebuilt from its event log, resolving nothing: Replay folds a log, and a Fold
// goes on folding after it an event at a time. The one way every past state of a battle is
// rebuilt.

import "slices"

// Fold is a battle being rebuilt from an event log: each event is applied as it was logged,
// nothing is resolved and no die is rolled. Replays, what a side saw under fog and the
// hand-over's replay all rebuild past states by it.
type Fold struct{ b *Battle }

// NewFold rebuilds the battle of s from the first events of its log (Replay), not started, to
// fold the rest into later. A fold that runs beside the battle it rebuilds takes a setup of
// its own (Setup.Apart).
func NewFold(s Setup, log ...Event) (*Fold, error) {
	b, err := Replay(s, log)
	if err != nil {
		return nil, err
	}
	return &Fold{b: b}, nil
}

// Battle is the battle folded so far: read it, never change it. Its Listen, when set, hears
// each event as it is folded.
func (f *Fold) Battle() *Battle { return f.b }

// Apply folds events into the battle, in order.
func (f *Fold) Apply(log ...Event) {
	for _, e := range log {
		f.b.Emit(e)
	}
}

// Replay rebuilds a battle from its setup and its event log, applying each event without
// resolving anything: the state a log describes. A battle's state must always equal the
// replay of its own log (the events are the only way state changes).
func Replay(s Setup, log []Event) (*Battle, error) {
	b, err := New(s)
	if err != nil {
		return nil, err
	}
	for _, e := range log {
		b.Emit(e)
	}
	return b, nil
}

// Apart is s for a battle built beside another of the same setup: a ruleset of its own (a new
// one of the same id, when it is registered) and sheets and conditions that the two battles do
// not share.
func (s Setup) Apart() Setup {
	if s.Rules != nil {
		if r, err := Rules(s.Rules.ID()); err == nil {
			s.Rules = r
		}
	}
	s.Units = slices.Clone(s.Units)
	for i := range s.Units {
		s.Units[i].Sheet = s.Units[i].Sheet.Clone()
		s.Units[i].Conditions = slices.Clone(s.Units[i].Conditions)
	}
	return s
}

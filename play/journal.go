package play

// Journal: every choice that changes the battle told before the battle takes it, so that a
// record kept elsewhere (a match's stream on a network) holds each one first, and a match
// stopped mid-way resumes from that record (Resume).

import (
	"slices"

	"skirmish/combat"
	"skirmish/combat/save"
)

// Journal hears every choice that changes a match's battle before the battle takes it: the
// actions, the reactions chosen at prompts, the undos; and hears when each action has ended.
// Its methods are called one at a time (from the match's goroutine, or from the worker while
// the match's goroutine waits for it).
type Journal interface {
	// Act is told each action before the battle is given it, with the number of actions the
	// battle has taken so far; an error refuses the action, and the battle does not change.
	Act(done int, a combat.Action) error
	// React is told each reaction chosen at a prompt (by a player or the AI) before it is
	// given, as a save records it (its place in the event log, the unit, the prompt and the
	// action); an error declines the reaction instead.
	React(r save.Reaction) error
	// Done is told when the action under way (or the battle's start) has ended: the number of
	// actions the battle has taken and the length of its event log. An action that left the
	// number unchanged was refused.
	Done(done, events int)
	// Undo is told before the battle is rebuilt with its first n actions only; an error
	// refuses the undo.
	Undo(n int) error
}

// journalAct tells the journal, if any, of the action about to be taken.
func (s *Match) journalAct(done int, a combat.Action) error {
	if s.journal == nil {
		return nil
	}
	return s.journal.Act(done, a)
}

// journalDone tells the journal, if any, that the action under way has ended.
func (s *Match) journalDone() {
	if s.journal != nil {
		s.journal.Done(save.ActionCount(s.B.Log), len(s.B.Log))
	}
}

// journalReact tells the journal, if any, of the reaction chosen at a prompt, and returns the
// option to give: i, or -1 (declined) when the journal could not keep it.
func (s *Match) journalReact(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action, i int) int {
	if s.journal == nil || i < 0 || i >= len(opts) {
		return i
	}
	if err := s.journal.React(save.Reaction{Event: len(b.Log), Unit: u.Name, Prompt: p.Kind, Action: opts[i]}); err != nil {
		return -1
	}
	return i
}

// recorded answers a prompt from the reactions a journal recorded for the action being played
// again (Resume): the option the first of them chose, when it was chosen at this place in the
// log, by this unit at this prompt.
func (s *Match) recorded(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) (int, bool) {
	if len(s.answers) == 0 {
		return 0, false
	}
	r := s.answers[0]
	if r.Event != len(b.Log) || r.Unit != u.Name || r.Prompt != p.Kind {
		return 0, false
	}
	s.answers = s.answers[1:]
	for i, o := range opts {
		if sameAction(o, r.Action) {
			return i, true
		}
	}
	return -1, true
}

// sameAction reports whether two actions are the same in every field.
func sameAction(a, b combat.Action) bool {
	return a.Kind == b.Kind && a.Unit == b.Unit && a.Target == b.Target && a.Weapon == b.Weapon &&
		a.Choice == b.Choice && slices.Equal(a.Path, b.Path)
}

// Resume plays a again: the action a journal recorded last before the match that took it
// stopped mid-way (no Done). The prompts that answers (the reactions the journal recorded for
// it, in order) answered are answered so again, each at its place in the log; the others are
// asked as usual. The journal is told of the action again.
func (s *Match) Resume(a combat.Action, answers []save.Reaction) error {
	s.answers = slices.Clone(answers)
	err := s.do(a)
	if !s.busy {
		s.answers = nil
	}
	return err
}

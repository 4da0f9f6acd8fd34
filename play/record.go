package play

// Record: what a Journal was told, as entries a record elsewhere keeps (JSON each), folded
// back into the actions and reactions taken and the action under way, from which a stopped
// match is resumed.

import (
	"errors"
	"fmt"

	"skirmish/combat"
	"skirmish/combat/save"
)

// The kinds of Entry, one for each of Journal's methods.
const (
	EntryAct   = "act"
	EntryReact = "react"
	EntryDone  = "done"
	EntryUndo  = "undo"
)

// Entry is one thing a Journal was told, as a record keeps it.
type Entry struct {
	// Op is the Journal method told: EntryAct, EntryReact, EntryDone or EntryUndo.
	Op string `json:"op"`
	// Done is the number of actions taken: before the action (act), after it (done), or kept
	// (undo).
	Done int `json:"done"`
	// Events is the event log's length after the action (done).
	Events int `json:"events,omitempty"`
	// Action is the action about to be taken (act); Reaction the reaction chosen (react).
	Action   *combat.Action `json:"action,omitempty"`
	Reaction *save.Reaction `json:"reaction,omitempty"`
}

// Recorder is a Journal that hands each entry to Keep, which keeps it (in a stream, in
// memory); an error of Keep refuses the choice (Journal).
type Recorder struct {
	Keep func(Entry) error
}

// Act keeps an act entry.
func (r Recorder) Act(done int, a combat.Action) error {
	return r.Keep(Entry{Op: EntryAct, Done: done, Action: &a})
}

// React keeps a react entry.
func (r Recorder) React(re save.Reaction) error {
	return r.Keep(Entry{Op: EntryReact, Reaction: &re})
}

// Done keeps a done entry; one that cannot be kept is left out (Record takes an action whose
// end is missing as under way, and Resume plays it again).
func (r Recorder) Done(done, events int) {
	_ = r.Keep(Entry{Op: EntryDone, Done: done, Events: events})
}

// Undo keeps an undo entry.
func (r Recorder) Undo(n int) error {
	return r.Keep(Entry{Op: EntryUndo, Done: n})
}

// Record is a journal's entries folded: the actions and reactions of the battle as a save
// holds them, and the action under way when the entries stop (begun, not ended).
type Record struct {
	Actions   save.Actions
	Reactions save.Reactions
	// Pending is the action begun and not ended, nil for none; PendingReactions the reactions
	// chosen in it so far (Match.Resume plays it again with them).
	Pending          *combat.Action
	PendingReactions []save.Reaction
	// Entries counts the entries added.
	Entries int
	// started is set once the battle's start has ended; pendingAt is the number of actions
	// before the pending one; events[k] is the log's length after k actions.
	started   bool
	pendingAt int
	events    []int
}

// ErrRecord is the kind of error Add returns for an entry out of its place.
var ErrRecord = errors.New("the match's record is out of order")

// Add folds one entry into the record; an entry out of place is refused (ErrRecord) and
// changes nothing.
func (r *Record) Add(e Entry) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: entry %d (%s): %s", ErrRecord, r.Entries+1, e.Op, fmt.Sprintf(format, args...))
	}
	switch e.Op {
	case EntryAct:
		if e.Action == nil || e.Done < 0 || e.Done > len(r.Actions) || !r.started {
			return bad("action %d of a battle of %d", e.Done+1, len(r.Actions))
		}
		// an action begun again (Resume) replaces the one under way
		r.Actions, r.Reactions = r.Actions[:e.Done], r.keptReactions(e.Done)
		r.Pending, r.PendingReactions, r.pendingAt = e.Action, nil, e.Done
	case EntryReact:
		if e.Reaction == nil {
			return bad("no reaction")
		}
		if !r.started || r.Pending != nil {
			r.PendingReactions = append(r.PendingReactions, *e.Reaction)
		} else {
			return bad("a reaction with no action under way")
		}
	case EntryDone:
		switch {
		case !r.started && e.Done == 0:
			// the battle's start: its reactions are the battle's first
			r.started, r.events = true, []int{e.Events}
			r.Reactions = append(r.Reactions, r.PendingReactions...)
		case r.Pending == nil:
			return bad("no action under way")
		case e.Done == r.pendingAt+1:
			r.Actions = append(r.Actions, *r.Pending)
			r.Reactions = append(r.Reactions, r.PendingReactions...)
			r.events = append(r.events[:e.Done], e.Events)
		case e.Done != r.pendingAt:
			return bad("%d actions after action %d", e.Done, r.pendingAt+1)
		}
		r.Pending, r.PendingReactions = nil, nil
	case EntryUndo:
		if e.Done < 0 || e.Done > len(r.Actions) || r.Pending != nil {
			return bad("back to action %d of %d", e.Done, len(r.Actions))
		}
		r.Actions, r.Reactions, r.events = r.Actions[:e.Done], r.keptReactions(e.Done), r.events[:e.Done+1]
	default:
		return bad("no such entry")
	}
	r.Entries++
	return nil
}

// keptReactions are the reactions taken before action n+1.
func (r *Record) keptReactions(n int) save.Reactions {
	if n >= len(r.events) {
		return r.Reactions
	}
	end := r.events[n]
	out := r.Reactions[:0:0]
	for _, re := range r.Reactions {
		if re.Event < end {
			out = append(out, re)
		}
	}
	return out
}

// Started reports whether the battle's start has ended in the record.
func (r *Record) Started() bool { return r.started }

// Battle rebuilds the battle of s from the record: started, with every action ended in it
// taken (the action under way is not: Match.Resume plays it).
func (r *Record) Battle(s combat.Setup) (*combat.Battle, error) {
	return save.RebuildFrom(s, r.Actions, r.Reactions)
}

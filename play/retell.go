package play

// Retelling: what a side saw of the other sides' turns since its last one, from its Sight's
// judgement, replayed beat by beat on a battle folded beside the live one (the hand-over's
// replay under fog), without a window.

import (
	"fmt"
	"maps"
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// Sighting is what one side saw of a stretch of the battle's log, from the end of its last turn
// on: the events its hand-over replays to it.
type Sighting struct {
	// Side is the side's index; From the index in the log of the stretch's first event.
	Side, From int
	// Seen[i] says whether the side saw event From+i. A turn's or a round's start counts as seen
	// when something notable in it was, so that the replay says whose turn it shows.
	Seen []bool
	// Shown counts the notable events seen.
	Shown int
}

// Notable reports whether an event shows something happen on the map or to a unit: what a
// replay is played for. Rolls, budgets, the turn order and turns' starts and ends only explain
// or frame such events.
func Notable(e combat.Event) bool {
	switch e.(type) {
	case combat.Acted, combat.Reacted, combat.Moved, combat.AttackRolled, combat.Damaged,
		combat.Healed, combat.ConditionAdded, combat.ConditionRemoved, combat.StatusChanged,
		combat.MoraleBroken, combat.Checked, combat.ItemDropped, combat.ItemPickedUp:
		return true
	}
	return false
}

// SinceLastTurn is where side's replay starts in log: just after the end of its last turn (its
// turn in progress, if any, not counted), or 0 when it has had no turn yet.
func SinceLastTurn(log []combat.Event, side string) int {
	for i := len(log) - 1; i >= 0; i-- {
		if e, ok := log[i].(combat.TurnEnded); ok && e.Side == side {
			return i + 1
		}
	}
	return 0
}

// SeenSince is what side saw of the battle since the end of its last turn, by its Sight, each
// turn and round in which it saw something notable framed by its start.
func (s *Match) SeenSince(side int) Sighting {
	log := s.B.Log
	from := SinceLastTurn(log, s.B.Sides[side].Name)
	st := Sighting{Side: side, From: from, Seen: make([]bool, len(log)-from)}
	turn, round := -1, -1
	for i, e := range log[from:] {
		switch e.(type) {
		case combat.TurnStarted:
			turn = i
		case combat.RoundStarted:
			round, turn = i, -1
		}
		if !s.sight.Saw(side, from+i) {
			continue
		}
		st.Seen[i] = true
		if Notable(e) {
			st.Shown++
			for _, at := range []int{turn, round} {
				if at >= 0 {
					st.Seen[at] = true
				}
			}
		}
	}
	return st
}

// BeatEnds splits what a sighting replays into beats, played one after another: a beat ends
// just before the action that follows the first notable thing it saw, so that each action seen
// plays on its own, with the unseen events before it folded in silently. The result lists where
// each beat ends in log; events after the last one show nothing.
func BeatEnds(log []combat.Event, st Sighting) []int {
	var ends []int
	saw := false
	for i := st.From; i < len(log); i++ {
		if _, ok := log[i].(combat.Acted); ok && saw {
			ends = append(ends, i)
			saw = false
		}
		if st.Seen[i-st.From] && Notable(log[i]) {
			saw = true
		}
	}
	if saw {
		ends = append(ends, len(log))
	}
	return ends
}

// Retelling replays to a side what it saw since its last turn: the battle folded to the end of
// that turn, then one beat at a time. Show is a match nobody plays over the folded battle,
// through the side's eyes, with the live match's judgement of what it saw: its side's
// session's log and events are the sighting's.
type Retelling struct {
	Show     *Match
	Sighting Sighting
	fold     *combat.Fold
	log      []combat.Event
	ends     []int
	at, beat int
	focus    grid.Pos
	focused  bool
}

// Retell opens the replay of what side saw since its last turn; ok is false when it saw
// nothing notable.
func (s *Match) Retell(side int) (r *Retelling, ok bool, err error) {
	if side < 0 || side >= len(s.B.Sides) {
		return nil, false, fmt.Errorf("no side %d in the battle", side)
	}
	st := s.SeenSince(side)
	if st.Shown == 0 {
		return nil, false, nil
	}
	log := slices.Clip(s.B.Log)
	fold, err := combat.NewFold(s.Setup.Apart(), log[:st.From]...)
	if err != nil {
		return nil, false, fmt.Errorf("the battle cannot be rebuilt for the replay: %w", err)
	}
	b := fold.Battle()
	show := &Match{B: b, Setup: s.Setup, seats: s.seats, fog: s.fog, watch: true, viewer: side,
		maxRounds: s.maxRounds, handedTo: -1, lastHuman: -1, sessions: make([]*Session, len(b.Sides)+1), bookFrom: st.From}
	show.sight = s.sight.beside(b)
	show.worker.init()
	show.mind.init()
	show.tell = func(i int) bool { return i >= st.From && i-st.From < len(st.Seen) && st.Seen[i-st.From] }
	show.wire(b)
	show.settle()
	return &Retelling{Show: show, Sighting: st, fold: fold, log: log, ends: BeatEnds(log, st), at: st.From}, true, nil
}

// beside is a copy of the sight's judgement following b, a battle folded beside the one it
// judged: the same verdicts, fogs of its own.
func (s *Sight) beside(b *combat.Battle) *Sight {
	c := &Sight{b: b, all: s.all, watched: s.watched, saw: slices.Clone(s.saw), knows: slices.Clone(s.knows),
		told: maps.Clone(s.told), eyes: make([]*eyes, len(s.eyes))}
	for i, e := range s.eyes {
		if e != nil {
			c.eyes[i] = &eyes{fog: b.Map.NewFog(), dirty: true}
		}
	}
	return c
}

// Beats is how many beats the replay has; Beat how many it has played.
func (r *Retelling) Beats() int { return len(r.ends) }

// Beat is how many beats have been played.
func (r *Retelling) Beat() int { return r.beat }

// Done reports whether every beat has been played.
func (r *Retelling) Done() bool { return r.beat >= len(r.ends) }

// Next folds the next beat into the shown battle and returns the steps of moves the side saw
// in it, as it saw them, for the screen to walk. Focus then says where the first notable thing
// it saw happened.
func (r *Retelling) Next() []combat.Moved {
	if r.Done() {
		return nil
	}
	end := r.ends[r.beat]
	r.beat++
	r.focused = false
	var steps []combat.Moved
	for ; r.at < end; r.at++ {
		e := r.log[r.at]
		seen := r.Sighting.Seen[r.at-r.Sighting.From]
		r.fold.Apply(e)
		if !seen {
			continue
		}
		told := r.Show.sight.Told(r.Sighting.Side, r.at) // as the side saw it: not where a unit went out of its sight
		if m, ok := told.(combat.Moved); ok {
			steps = append(steps, m)
		}
		if !r.focused && Notable(told) {
			r.focus, r.focused = r.focusOf(told)
		}
	}
	r.Show.settle()
	return steps
}

// Focus is the square of the first notable thing seen in the beat last played.
func (r *Retelling) Focus() (grid.Pos, bool) { return r.focus, r.focused }

// focusOf is the square a seen event happens on, where the side sees it: a move's end (not
// a foe going out of sight), else the first unit it names that the side sees (an attack from
// the dark is looked at where it lands, not where the unseen attacker stands).
func (r *Retelling) focusOf(e combat.Event) (grid.Pos, bool) {
	var names []string
	switch e := e.(type) {
	case combat.Moved:
		return e.To, !e.Gone
	case combat.Acted:
		names = []string{e.Action.Unit, e.Action.Target}
	case combat.Reacted:
		names = []string{e.Unit, e.Action.Target}
	case combat.AttackRolled:
		names = []string{e.Target, e.Attacker}
	case combat.Damaged:
		names = []string{e.Unit}
	case combat.StatusChanged:
		names = []string{e.Unit}
	}
	for _, name := range names {
		if u := r.Show.B.Unit(name); u != nil && r.Show.sight.Sees(r.Sighting.Side, u) {
			return u.Pos, true
		}
	}
	return grid.Pos{}, false
}

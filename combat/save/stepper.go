package save

// Stepper: a saved battle walked one action forward or back, or to a round, for a replay viewer.

import (
	"errors"
	"fmt"

	"skirmish/combat"
	"skirmish/internal/quote"
)

// Stepper holds a saved battle at some number of its actions played, from 0 (the battle just
// started) to Len (as saved). Forward plays the next action on the same battle; Back and the
// jumps rebuild the battle from its setup, so after them Battle returns a new value: a
// viewer reads Battle again after every step. A Stepper is not safe for use by several
// goroutines at once.
type Stepper struct {
	file  string
	f     *File
	setup combat.Setup
	b     *combat.Battle
	r     *replayer
	n     int
	// rounds[i] is the round in progress after i actions.
	rounds []int
}

// Stepper returns a Stepper over the loaded game's saved actions, at action 0.
func (g *Game) Stepper() (*Stepper, error) {
	st := &Stepper{file: g.Path, f: g.File, setup: g.Setup, rounds: make([]int, len(g.File.Actions)+1)}
	if _, err := g.File.replay(g.Path, g.Setup, len(g.File.Actions), func(i int, b *combat.Battle) {
		st.rounds[i] = b.Round
	}); err != nil {
		return nil, err
	}
	if err := st.Seek(0); err != nil {
		return nil, err
	}
	return st, nil
}

// Battle is the battle at the current step. Do not change it or act on it.
func (st *Stepper) Battle() *combat.Battle { return st.b }

// Index is how many actions have been played.
func (st *Stepper) Index() int { return st.n }

// Len is how many actions the save has.
func (st *Stepper) Len() int { return len(st.f.Actions) }

// Next is the action Forward would play; ok is false at the end.
func (st *Stepper) Next() (a combat.Action, ok bool) {
	if st.n >= len(st.f.Actions) {
		return combat.Action{}, false
	}
	return st.f.Actions[st.n], true
}

// Forward plays the next action and returns its events (the action's own event first);
// at the end it returns nil and no error.
func (st *Stepper) Forward() ([]combat.Event, error) {
	if st.n >= len(st.f.Actions) {
		return nil, nil
	}
	from := len(st.b.Log)
	st.b.Reactor = st.r.react
	_, err := st.b.Do(st.f.Actions[st.n])
	st.b.Reactor = nil
	if errors.Is(err, combat.ErrDice) {
		err = nil // a forced die that did not fit did not fit when played either
	}
	if err == nil {
		err = st.r.missed(st.b)
	}
	if err != nil {
		return nil, refuse(st.file, ErrHashMismatch, err, "does not replay: action %d (%s): %v", st.n+1, quote.Quote(st.f.Actions[st.n].String()), err)
	}
	st.n++
	return st.b.Log[from:], nil
}

// Back goes one action back (rebuilding the battle); at action 0 it does nothing.
func (st *Stepper) Back() error {
	if st.n == 0 {
		return nil
	}
	return st.Seek(st.n - 1)
}

// Seek rebuilds the battle with the first n actions played.
func (st *Stepper) Seek(n int) error {
	if n < 0 || n > len(st.f.Actions) {
		return fmt.Errorf("replay of %s: no step %d: the save has %d actions", st.file, n, len(st.f.Actions))
	}
	if n >= st.n && st.b != nil {
		for st.n < n {
			if _, err := st.Forward(); err != nil {
				return err
			}
		}
		return nil
	}
	r := newReplayer(st.f)
	b, err := st.f.replayWith(st.file, st.setup, n, r, nil)
	if err != nil {
		return err
	}
	st.b, st.r, st.n = b, r, n
	return nil
}

// Rounds returns the first and last rounds of the saved battle.
func (st *Stepper) Rounds() (first, last int) {
	return st.rounds[0], st.rounds[len(st.rounds)-1]
}

// Round is the round in progress at the current step.
func (st *Stepper) Round() int { return st.rounds[st.n] }

// RoundAt is the round in progress after i actions (i from 0 to Len; clamped).
func (st *Stepper) RoundAt(i int) int { return st.rounds[max(0, min(i, len(st.rounds)-1))] }

// JumpToRound goes to the start of round r: the first step at which round r is in progress
// (before its first action is played).
func (st *Stepper) JumpToRound(r int) error {
	for i, got := range st.rounds {
		if got >= r {
			if got > r {
				break
			}
			return st.Seek(i)
		}
	}
	first, last := st.Rounds()
	return fmt.Errorf("replay of %s: no round %d: the battle saved rounds %d to %d", st.file, r, first, last)
}

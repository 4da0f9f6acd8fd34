package save

// Undo: a battle rebuilt to an earlier action from its setup and log, and whether a side may take its last action back.

import (
	"errors"
	"fmt"

	"skirmish/combat"
)

// Why the last action cannot be undone (Undoable). A side takes back its own actions within
// its own turn, one at a time, until a die is rolled or fog of war shows it something new,
// as Battle for Wesnoth allows: what the dice said and what was seen cannot be unknown again.
var (
	// ErrNothingToUndo: the side has taken no action in this turn.
	ErrNothingToUndo = errors.New("nothing to undo")
	// ErrDieRolled: the last action rolled a die (an attack, an attack of opportunity it
	// provoked, a check), so its outcome is known.
	ErrDieRolled = errors.New("a die was rolled")
	// ErrFogRevealed: the last action showed the side squares its units did not see before.
	ErrFogRevealed = errors.New("fog revealed new squares")
	// ErrNotYourTurn: another side is in turn, or none is.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrBattleOver: the last action ended the battle.
	ErrBattleOver = errors.New("the battle is over")
)

// Choices returns the actions and the reactions taken in an event log, as a save records
// them (the Acted events' actions in order; each Reacted event with its index).
func Choices(log []combat.Event) (Actions, Reactions) {
	actions, reactions := Actions{}, Reactions{}
	for i, e := range log {
		switch e := e.(type) {
		case combat.Acted:
			actions = append(actions, e.Action)
		case combat.Reacted:
			reactions = append(reactions, Reaction{Event: i, Unit: e.Unit, Prompt: e.Prompt, Action: e.Action})
		}
	}
	return actions, reactions
}

// Rebuild builds the battle of s again (apart: with a ruleset, sheets and conditions of its own) and plays the first n
// actions of log, a battle's event log, answering each prompt as it was answered in log:
// the battle as it stood just before its (n+1)-th action. The seed fixes the dice, so the
// rebuilt log is log's first events, byte for byte. The battle is started even with n = 0;
// its Reactor and Listen are nil.
func Rebuild(s combat.Setup, log []combat.Event, n int) (*combat.Battle, error) {
	actions, reactions := Choices(log)
	if n < 0 || n > len(actions) {
		return nil, fmt.Errorf("rebuild: no action %d: the battle has %d", n, len(actions))
	}
	f := &File{Actions: actions, Reactions: reactions, Result: Result{Events: max(len(log), 1)}}
	b, err := f.replayWith("(the battle in play)", s, n, newReplayer(f), nil)
	if err != nil {
		return nil, fmt.Errorf("rebuild: %w", err)
	}
	return b, nil
}

// ActionCount is how many actions an event log holds.
func ActionCount(log []combat.Event) int {
	n := 0
	for _, e := range log {
		if _, ok := e.(combat.Acted); ok {
			n++
		}
	}
	return n
}

// Undoable says why side may not take back the last action of log (a battle's event log),
// or nil when it may: the side must be in turn and have acted in this turn, and no die may
// have been rolled from that action on (an attack, or an attack of opportunity the action
// provoked: every die is a Rolled event). Whether fog of war revealed something is the
// client's to say (Reveals): it alone knows whether the side plays under fog.
func Undoable(log []combat.Event, side string) error {
	act := -1
	for i := len(log) - 1; i >= 0; i-- {
		switch e := log[i].(type) {
		case combat.Acted:
			if act < 0 {
				act = i
			}
		case combat.Ended:
			return ErrBattleOver
		case combat.TurnStarted:
			if e.Turn.Side != side {
				return ErrNotYourTurn
			}
			if act < 0 {
				return ErrNothingToUndo
			}
			for _, e := range log[act:] {
				switch e.(type) {
				case combat.Rolled:
					return ErrDieRolled
				case combat.TurnEnded:
					return ErrNotYourTurn
				}
			}
			return nil
		}
	}
	return ErrNotYourTurn
}

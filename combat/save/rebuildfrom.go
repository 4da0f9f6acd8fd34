package save

// RebuildFrom: a battle rebuilt from the actions and reactions taken in it, as a record kept
// elsewhere than a save holds them (a network match's stream).

import (
	"fmt"
	"math"

	"skirmish/combat"
)

// RebuildFrom builds the battle of s again (apart) and plays actions, answering each prompt
// with the next of reactions that was taken there (declining the others), as a save's replay
// does: the battle as it stood after its last action. The battle is started even with no
// actions; its Reactor and Listen are nil.
func RebuildFrom(s combat.Setup, actions Actions, reactions Reactions) (*combat.Battle, error) {
	// No count of events is recorded beside the actions: the fold is bounded by them alone.
	f := &File{Actions: actions, Reactions: reactions, Result: Result{Events: math.MaxInt}}
	b, err := f.replayWith("(the match's record)", s, len(actions), newReplayer(f), nil)
	if err != nil {
		return nil, fmt.Errorf("rebuild: %w", err)
	}
	return b, nil
}

package ai

// Explain: the AI's debug view, every choice written out with its score, the runner-up and
// the reason for a retreat.

import (
	"fmt"
	"io"

	"skirmish/combat"
)

// Explain wraps t so that each action it chooses is written to w as one line: the round, the
// side, and t.Why (the unit, what it does, its score and the runner-up's, or why it retreats).
// Reactions are written too. Write errors are ignored: the trace is for reading, not for play.
func Explain(t *Tactician, w io.Writer) Controller { return &explained{t: t, w: w} }

// explained is the Controller Explain returns.
type explained struct {
	t *Tactician
	w io.Writer
}

// Act chooses as the Tactician does and writes the reason.
func (e *explained) Act(b *combat.Battle) combat.Action {
	a := e.t.Act(b)
	side := ""
	if turn, ok := b.Current(); ok {
		side = turn.Side
	}
	if a.Kind == combat.EndTurn {
		fmt.Fprintf(e.w, "round %d, %s: ends its turn (%s)\n", b.Round, side, e.t.Why)
	} else {
		fmt.Fprintf(e.w, "round %d, %s: %s\n", b.Round, side, e.t.Why)
	}
	return a
}

// React answers as the Tactician does and writes what it took, if anything.
func (e *explained) React(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
	i := e.t.React(b, u, p, opts)
	if i >= 0 && i < len(opts) {
		fmt.Fprintf(e.w, "round %d, %s reacts: %s %s\n", b.Round, u.Name, opts[i].Kind, opts[i].Target)
	}
	return i
}

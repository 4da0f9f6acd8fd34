package combat

// The ruleset kit's turn order: who a turn is for, where a unit's turn stands in the order,
// and the refusal of an action out of turn.

import (
	"slices"
	"strings"
)

// For reports whether turn t is u's: t names u, or names no one and is u's side's (a Delvers
// side's turn).
func (b *Battle) For(t Turn, u *Unit) bool {
	return b.Sides[u.Side].Name == t.Side && (len(t.Units) == 0 || slices.Contains(t.Units, u.Name))
}

// TurnUnits lists the units turn t is for (For), in battle order.
func (b *Battle) TurnUnits(t Turn) []*Unit {
	var out []*Unit
	for _, u := range b.Units {
		if b.For(t, u) {
			out = append(out, u)
		}
	}
	return out
}

// LastTurnOf is the index in order of the last turn that names the unit, or -1: a delay may
// put a unit's turn in the order twice, and its last is where it acts from then on.
func LastTurnOf(order []Turn, name string) int {
	for i := len(order) - 1; i >= 0; i-- {
		if slices.Contains(order[i].Units, name) {
			return i
		}
	}
	return -1
}

// NotInTurn is the refusal, citing rule, of an action by u when it is not its turn: whose
// turn it is (the creatures it names, or its side), or that no turn is in progress.
func (b *Battle) NotInTurn(u *Unit, rule string) *RuleError {
	t, ok := b.Current()
	if !ok {
		return Refuse(rule, "no turn is in progress")
	}
	who := t.Side
	if len(t.Units) > 0 {
		who = strings.Join(t.Units, ", ")
	}
	return Refuse(rule, "it is %s's turn, not %s's", who, u.Name)
}

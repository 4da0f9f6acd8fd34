package age13

// Saves at the end of a turn (ongoing damage first, then a save against each effect a save ends), and stunned creatures' actions.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
)

// saveTarget is the d20 roll a save needs: easy 6+, normal 11+, hard 16+; 0 if the
// condition does not end on a save.
func saveTarget(e combat.Ends) int {
	switch e {
	case SaveEasy:
		return 6
	case SaveNormal:
		return 11
	case SaveHard:
		return 16
	}
	return 0
}

// endOfTurnSaves deals u's ongoing damage, each followed by its save, then saves against
// its other save-ends effects, in the order they came.
func endOfTurnSaves(b *combat.Battle, u *combat.Unit) {
	for _, c := range slices.Clone(u.Conditions) {
		if c.Name != Ongoing || u.Status == combat.Dead || u.Status == combat.Fled {
			continue
		}
		typ := strings.TrimSpace(strings.TrimSuffix(c.Note, critDoubled))
		hurt(b, u, c.Value, c.Source, strings.TrimSpace(fmt.Sprintf("ongoing %d %s damage", c.Value, typ)))
		if u.Status == combat.Dead {
			return
		}
		if strings.HasSuffix(c.Note, critDoubled) {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: c.Name, Source: c.Source, Why: "the crit's first turn is over"})
			c.Value /= 2
			c.Note = typ
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: c})
		}
		endOnSave(b, u, c)
	}
	for _, c := range slices.Clone(u.Conditions) {
		if c.Name != Ongoing && saveTarget(c.Ends) > 0 && u.Status != combat.Dead {
			endOnSave(b, u, c)
		}
	}
}

// endOnSave rolls u's save against c and ends c on a success.
func endOnSave(b *combat.Battle, u *combat.Unit, c combat.Condition) {
	n := saveTarget(c.Ends)
	if n == 0 {
		return
	}
	what := c.Name
	if c.Name == Ongoing {
		what = strings.TrimSpace(fmt.Sprintf("ongoing %d %s damage", c.Value, c.Note))
	}
	if save(b, u, n, "save against "+what) {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: c.Name, Source: c.Source, Why: "saved"})
	}
}

// stunnedSlots are a stunned creature's actions for its turn, and why it has none when it has
// none: none in edition 1; in edition 2 it rolls 16+ at the start of its turn for one action
// (a standard action, which it may use as a move or a quick one; docs/rulings.md).
func stunnedSlots(b *combat.Battle, u *combat.Unit) ([]combat.Slot, noActions) {
	none := []combat.Slot{{Name: SlotInterrupt, Left: 0}}
	if edition(b) == 1 {
		return none, noActions{ruleStunned, "is stunned and can't take any actions"}
	}
	if save(b, u, 16, "stunned: roll for one action") {
		return []combat.Slot{{Name: SlotStandard, Left: 1}, {Name: SlotInterrupt, Left: 0}}, noActions{}
	}
	return none, noActions{ruleStunned2, "is stunned and rolled under 16: it can't take any actions this turn"}
}

// NoActions is the condition of a creature that can take no actions for the rest of its turn:
// Note says why (stunned; come to on a death save of 16 to 19; its readied action taken
// instead of its turn) and Source cites the rule. Refusals quote it.
const NoActions = "no actions"

// More citations: the stunned condition in each edition, death saves.
var (
	ruleStunned    = ruleConditions + " (Stunned)"
	ruleStunned2   = cite2("Conditions") + " (Stunned)"
	ruleDeathSaves = cite1("Death saves") + "; " + cite2("Dying")
)

// noActions is why a creature can take no actions this turn: the rule and the reason, after
// its name ("is stunned and can't take any actions").
type noActions struct{ rule, why string }

// stopActing records why u takes no actions for the rest of its turn, in the condition
// NoActions; the caller has left its budget without the turn's actions.
func stopActing(b *combat.Battle, u *combat.Unit, n noActions) {
	if n.why == "" || u.Is(NoActions) {
		return
	}
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: NoActions, Source: n.rule, Note: n.why, Ends: combat.EndOfTurn, Owner: u.Name}})
}

// cannotAct says why u can take no actions now: it has the condition NoActions this turn.
func cannotAct(u *combat.Unit) *combat.RuleError {
	if c, ok := u.Condition(NoActions); ok {
		return combat.Refuse(c.Source, "%s %s", u.Name, c.Note)
	}
	return nil
}

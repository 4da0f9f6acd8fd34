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

// stunnedSlots are a stunned creature's actions for its turn: none in edition 1; in edition
// 2 it rolls 16+ at the start of its turn for one action (a standard action, which it may
// use as a move or a quick one; docs/rulings.md).
func stunnedSlots(b *combat.Battle, u *combat.Unit) []combat.Slot {
	none := []combat.Slot{{Name: SlotInterrupt, Left: 0}}
	if edition(b) == 1 {
		b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " is stunned and can take no actions"})
		return none
	}
	if save(b, u, 16, "stunned: roll for one action") {
		return []combat.Slot{{Name: SlotStandard, Left: 1}, {Name: SlotInterrupt, Left: 0}}
	}
	return none
}

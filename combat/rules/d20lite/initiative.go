package d20lite

// Initiative: d20 + Dex once, highest first, cyclic; delays keep their new place
// (d20-sunday-stats-combat.txt "Initiative", "Actions": Delay action).

import (
	"fmt"
	"slices"

	"skirmish/combat"
)

// rolled is one creature's initiative and what breaks its ties.
type rolled struct {
	u           *combat.Unit
	total, dex  int
	tie         int
	battleIndex int
}

// rollInitiative rolls d20 + Dex modifier for every creature and returns the order, highest
// first, one creature a turn. Ties go to the higher Dex modifier, then to a d20 rolled off
// between the tied (docs/rulings.md "Initiative ties").
func rollInitiative(b *combat.Battle) []combat.Turn {
	var rs []rolled
	for i, u := range b.Units {
		d := b.D20(u, "initiative")
		terms := []combat.Term{{Label: "d20", Value: d}, {Label: "Dex", Value: mod(u, "DEX")}}
		total := combat.Sum(terms)
		b.Emit(combat.Initiative{Side: b.SideName(u), Unit: u.Name, Terms: terms, Total: total, Text: u.Name + ": " + combat.FormatTerms(terms)})
		rs = append(rs, rolled{u: u, total: total, dex: mod(u, "DEX"), battleIndex: i})
	}
	for i := range rs {
		for j := range rs {
			if i != j && rs[i].total == rs[j].total && rs[i].dex == rs[j].dex {
				rs[i].tie = b.D20(rs[i].u, "initiative tie-break")
				b.Emit(combat.Note{Unit: rs[i].u.Name, Text: fmt.Sprintf("%s rolls %d to break an initiative tie", rs[i].u.Name, rs[i].tie)})
				break
			}
		}
	}
	slices.SortStableFunc(rs, func(x, y rolled) int {
		switch {
		case x.total != y.total:
			return y.total - x.total
		case x.dex != y.dex:
			return y.dex - x.dex
		}
		return y.tie - x.tie
	})
	order := make([]combat.Turn, len(rs))
	for i, r := range rs {
		order[i] = combat.Turn{Side: b.SideName(r.u), Units: []string{r.u.Name}, Initiative: r.total}
	}
	return order
}

// settleOrder drops the turns creatures delayed away from: each keeps its last turn in the
// order, where its delay put it (d20-sunday-stats-combat.txt "Actions": "your initiative
// stays at that reduced value").
func settleOrder(b *combat.Battle) {
	seen := map[string]bool{}
	var keep []combat.Turn
	for i := len(b.Order) - 1; i >= 0; i-- {
		t := b.Order[i]
		key := t.Side
		if len(t.Units) > 0 {
			key = t.Units[0]
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		keep = append(keep, t)
	}
	if len(keep) == len(b.Order) {
		return
	}
	slices.Reverse(keep)
	b.Emit(combat.OrderSet{Order: keep})
}

// afterSurprise is the whole order for round 1 after a surprise round: the order rolled
// before the surprise round's, with each delay taken in the surprise round played on it, in
// the order they were taken: the delayer moves to right after the creature it waited for, at
// that creature's initiative (d20-sunday-stats-combat.txt "Actions": Delay).
func afterSurprise(b *combat.Battle) []combat.Turn {
	var order []combat.Turn
	round := -1
	for _, e := range b.Log {
		switch e := e.(type) {
		case combat.OrderSet:
			if order == nil {
				order = slices.Clone(e.Order) // the whole order, set before the surprise round's
			}
		case combat.RoundStarted:
			round = e.Round
		case combat.ConditionAdded:
			if round != 0 || e.Condition.Name != Delayed {
				continue
			}
			from, after := combat.LastTurnOf(order, e.Unit), combat.LastTurnOf(order, e.Condition.Source)
			if from < 0 || after < 0 {
				continue
			}
			moved := order[from]
			moved.Initiative = order[after].Initiative
			order = slices.Delete(order, from, from+1)
			if from < after {
				after--
			}
			order = slices.Insert(order, after+1, moved)
		}
	}
	return order
}

// checkDelay: wait until after the turn of a creature that acts later this round; all five
// points, so before anything else this turn (d20-sunday-stats-combat.txt "Actions": "Delay
// action (5). Wait until later this round to act").
func checkDelay(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	w := b.Unit(a.Target)
	if w == nil {
		return combat.Refuse(ruleDelay, "name the creature %s waits for", u.Name)
	}
	if w == u {
		return combat.Refuse(ruleDelay, "%s cannot wait for itself", u.Name)
	}
	j := combat.LastTurnOf(b.Order, w.Name)
	if j <= b.TurnIndex {
		return combat.Refuse(ruleDelay, "%s has no turn later this round: a delay waits until later this round", w.Name)
	}
	if w.Status == combat.Dead || w.Status == combat.Fled {
		return combat.Refuse(ruleDelay, "%s is %s", w.Name, w.Status)
	}
	return nil
}

// doDelay puts u's turn again right after w's, at w's initiative, and marks u delayed until
// then.
func doDelay(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindDelay)
	if c, ok := u.Condition(Stepped); ok && c.Ends == combat.EndOfTurn {
		// A 5-ft step before the delay still bars other movement in the delayed turn: it
		// lasts the round, not the turn the delay ends ("Move five feet (0) but only if you
		// are not otherwise moving this round").
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Stepped, Why: "it delays: the step holds for the round"})
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Stepped, Ends: combat.EndOfRound, Owner: u.Name}})
	}
	w := b.Unit(a.Target)
	j := combat.LastTurnOf(b.Order, w.Name)
	t, _ := b.Current()
	moved := t
	moved.Initiative = b.Order[j].Initiative
	order := slices.Insert(slices.Clone(b.Order), j+1, moved)
	b.Emit(combat.OrderSet{Order: order})
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Delayed, Source: w.Name, Value: j + 1, Owner: u.Name}})
	b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s delays: it acts after %s, on initiative %d from now on", u.Name, w.Name, moved.Initiative)})
}

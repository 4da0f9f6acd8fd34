package combat

// apply: how each event changes the battle's state; the only code that does.

import "slices"

// apply folds one event into the state.
func (b *Battle) apply(e Event) {
	switch e := e.(type) {
	case RoundStarted:
		b.Round = e.Round
	case OrderSet:
		b.Order = slices.Clone(e.Order)
	case TurnStarted:
		b.TurnIndex, b.InTurn = e.Index, true
	case TurnEnded:
		b.InTurn = false
	case BudgetSet:
		b.byName[e.Unit].Budget = slices.Clone(e.Slots) // no touch: no estimate reads budgets
	case Spent:
		u := b.byName[e.Unit]
		for i := range u.Budget {
			if u.Budget[i].Name == e.Slot {
				u.Budget[i].Left -= e.N
			}
		}
	case Moved:
		u := b.byName[e.Unit]
		b.touch(u)
		from := u.Pos
		u.Pos = e.To
		b.occChanged(from, e.To)
	case Damaged:
		u := b.byName[e.Unit]
		u.HP = e.HP
		b.touch(u)
	case Healed:
		u := b.byName[e.Unit]
		u.HP = e.HP
		b.touch(u)
	case ConditionAdded:
		u := b.byName[e.Unit]
		b.touch(u)
		u.Conditions = append(u.Conditions, e.Condition)
		b.occChanged(u.Pos)
	case ConditionRemoved:
		u := b.byName[e.Unit]
		b.touch(u)
		match := func(c Condition) bool { return c.Name == e.Name && c.Source == e.Source }
		if !e.One {
			u.Conditions = slices.DeleteFunc(u.Conditions, match)
		} else if i := slices.IndexFunc(u.Conditions, match); i >= 0 {
			u.Conditions = slices.Delete(u.Conditions, i, i+1)
		}
		b.occChanged(u.Pos)
	case StatusChanged:
		u := b.byName[e.Unit]
		b.touch(u)
		u.Status = e.Status
		if e.Status == Down {
			u.DownRound = b.Round
		}
		if e.Status != Active {
			u.Budget = nil
		}
		b.occChanged(u.Pos)
	case ItemReadied:
		u := b.byName[e.Unit]
		b.touch(u)
		if i := u.Item(e.Item); i >= 0 {
			u.Items[i].Ready = true
		}
	case ItemStowed:
		u := b.byName[e.Unit]
		b.touch(u)
		if i := u.Item(e.Item); i >= 0 {
			u.Items[i].Ready = false
		}
	case ItemDropped:
		u := b.byName[e.Unit]
		b.touch(u)
		if i := u.Item(e.Item); i >= 0 {
			b.Ground = append(b.Ground, GroundItem{Weapon: u.Items[i].Weapon, Pos: e.Pos})
			u.Items = slices.Delete(u.Items, i, i+1)
		}
	case ItemPickedUp:
		u := b.byName[e.Unit]
		b.touch(u)
		for i, g := range b.Ground {
			if g.Pos == e.Pos && g.Weapon.Name == e.Item {
				u.Items = append(u.Items, Item{Weapon: g.Weapon, Ready: true})
				b.Ground = slices.Delete(b.Ground, i, i+1)
				break
			}
		}
	case MoraleBroken:
		if u := b.byName[e.Unit]; u != nil {
			u.Broken = true
			b.touch(u)
		}
		if e.Side != "" {
			if i := b.side(e.Side); i >= 0 {
				b.Sides[i].Broken = true
			}
		}
	case CounterSet:
		if b.Counters == nil {
			b.Counters = map[string]int{}
		}
		b.Counters[e.Name] = e.Value
	case Ended:
		b.Over, b.Winner = true, e.Winner
	}
}

package combat

// The turn loop and the gate: Start, Check and Do, rounds and turns, the end of battle.

import (
	"errors"
	"fmt"
	"slices"
)

// Start begins the battle: the ruleset sets the order, then the first round and turn begin.
// A battle in which some side is surprised starts with round 0, the surprise round. The error
// wraps ErrDice when a forced result did not fit its die.
func (b *Battle) Start() error {
	if len(b.Log) > 0 {
		return nil
	}
	b.Rules.Begin(b)
	first := 1
	if len(b.Surprised) > 0 {
		first = 0
	}
	b.startRound(first)
	if err := b.Dice.takeErr(); err != nil {
		return fmt.Errorf("%w: %v", ErrDice, err)
	}
	return nil
}

// ActsOutOfFight reports whether units out of the fight (down, dead or fled) may take actions
// of the kind: its row of the table says so (ActionKind.OutOfFight; 13th Age's fight in
// spirit), and the ruleset's own check decides.
func (b *Battle) ActsOutOfFight(kind string) bool {
	k, ok := b.Kind(kind)
	return ok && k.OutOfFight
}

// Check reports whether the action is legal now: nil, or a *RuleError naming the rule.
func (b *Battle) Check(a Action) error {
	if b.Over {
		return Refuse("battle", "the battle is over")
	}
	if len(b.Log) == 0 {
		return Refuse("battle", "the battle has not started")
	}
	if a.Kind == EndTurn {
		if _, ok := b.Current(); !ok {
			return Refuse("turn order", "no turn is in progress")
		}
		if a.Unit != "" {
			u := b.Unit(a.Unit)
			if u == nil {
				return Refuse("units", "there is no unit named %q", a.Unit)
			}
			if !b.InTurnNow(u) {
				return Refuse("turn order", "it is not %s's turn", u.Name)
			}
		}
		return nil
	}
	u := b.Unit(a.Unit)
	switch {
	case u == nil:
		return Refuse("units", "there is no unit named %q", a.Unit)
	case !u.Active() && !b.ActsOutOfFight(a.Kind):
		return Refuse("units", "%s is %s and cannot act", u.Name, u.Status)
	}
	if a.Target != "" && b.Unit(a.Target) == nil {
		return Refuse("units", "there is no unit named %q", a.Target)
	}
	return b.Rules.Check(b, a)
}

// ErrDice is wrapped by the error Do returns when a forced die result did not fit its die.
var ErrDice = errors.New("forced dice")

// Do checks the action and, if it is legal, resolves it into events, which it returns.
func (b *Battle) Do(a Action) ([]Event, error) {
	if err := b.Check(a); err != nil {
		return nil, err
	}
	from := len(b.Log)
	a = a.Clone() // the log keeps it: not a listing's memory, which the next listing reuses
	b.Emit(Acted{Action: a})
	if a.Kind == EndTurn {
		b.endTurn()
	} else {
		b.Rules.Do(b, a)
		b.afterAction()
	}
	evs := b.Log[from:]
	if err := b.Dice.takeErr(); err != nil {
		return evs, fmt.Errorf("%w: %v", ErrDice, err)
	}
	return evs, nil
}

// afterAction notes breaking points reached and ends the battle when one side is left.
func (b *Battle) afterAction() {
	if b.Over {
		return
	}
	b.noteMorale()
	b.checkEnd()
}

// startRound begins round r and its first turn.
func (b *Battle) startRound(r int) {
	b.Emit(RoundStarted{Round: r, Surprise: r == 0})
	b.expire(StartOfRound, nil)
	b.Rules.RoundStarted(b)
	b.checkEnd()
	if b.Over {
		return
	}
	b.startTurn(0)
}

// startTurn begins the first turn at or after index i that has someone to act, or ends the
// round when none is left.
func (b *Battle) startTurn(i int) {
	for ; i < len(b.Order); i++ {
		if b.turnHasSomeone(b.Order[i]) {
			t := b.Order[i]
			b.Emit(TurnStarted{Index: i, Turn: t})
			b.expire(StartOfTurn, &t)
			b.Rules.TurnStarted(b, t)
			b.afterAction()
			return
		}
	}
	b.endRound()
}

// turnHasSomeone reports whether any unit of the turn is still on the field, active or down:
// a down unit's turn still comes, for rules that act on it then (13th Age death saves at the
// start of the turn), though the unit itself cannot act.
func (b *Battle) turnHasSomeone(t Turn) bool {
	return slices.ContainsFunc(b.Units, func(u *Unit) bool { return occupies(u) && b.For(t, u) })
}

// endTurn ends the current turn and starts the next (or the next round).
func (b *Battle) endTurn() {
	t, ok := b.Current()
	if !ok {
		return
	}
	b.Emit(TurnEnded{Index: b.TurnIndex, Side: t.Side})
	b.expire(EndOfTurn, &t)
	b.Rules.TurnEnded(b, t)
	b.afterAction()
	if b.Over {
		return
	}
	b.startTurn(b.TurnIndex + 1)
}

// endRound ends the round and starts the next.
func (b *Battle) endRound() {
	b.Emit(RoundEnded{Round: b.Round})
	b.Rules.RoundEnded(b)
	b.expire(EndOfRound, nil)
	b.afterAction()
	if b.Over {
		return
	}
	b.startRound(b.Round + 1)
}

// expire removes the conditions that end at this moment: for a turn, those whose owner acts
// in it; for a round, all of them.
func (b *Battle) expire(when Ends, t *Turn) {
	for _, u := range b.Units {
		for _, c := range slices.Clone(u.Conditions) {
			if c.Ends != when {
				continue
			}
			if t != nil {
				owner := b.Unit(c.Owner)
				if owner == nil || b.Sides[owner.Side].Name != t.Side || len(t.Units) > 0 && !slices.Contains(t.Units, owner.Name) {
					continue
				}
			}
			b.Emit(ConditionRemoved{Unit: u.Name, Name: c.Name, Source: c.Source, Why: string(when)})
		}
	}
}

// checkEnd ends the battle when at most one side has units still fighting.
func (b *Battle) checkEnd() {
	if b.Over {
		return
	}
	var left []string
	for _, s := range b.Sides {
		for _, u := range b.Units {
			if u.Active() && b.Sides[u.Side].Name == s.Name {
				left = append(left, s.Name)
				break
			}
		}
	}
	switch len(left) {
	case 0:
		b.Emit(Ended{Why: "no side has anyone left fighting"})
	case 1:
		b.Emit(Ended{Winner: left[0], Why: left[0] + " is the only side left fighting"})
	}
}

package narrate

// Narrator: each event as lines of a combat log.

import (
	"encoding/json"
	"fmt"
	"strings"

	"skirmish/combat"
)

// Depth is how deep a line sits: under a round, a turn, an action.
type Depth int

// The depths of lines.
const (
	// RoundDepth: rounds, the battle's end.
	RoundDepth Depth = iota
	// TurnDepth: turn order, turns, initiative.
	TurnDepth
	// ActionDepth: the actions taken.
	ActionDepth
	// DetailDepth: what an action did: rolls, damage, moves, conditions.
	DetailDepth
)

// Line is one line of narration.
type Line struct {
	Depth Depth
	Text  string
	// Event is the event the line tells (for a gathered move, its last step).
	Event combat.Event
}

// Narrator turns events into lines, one event at a time. Steps of one move are gathered into
// one line, written when the next event is not a step of it (or at Flush). The zero value is
// ready to use.
type Narrator struct {
	// Actions counts the actions narrated so far (numbering them).
	Actions int
	move    *combat.Moved
	from    string
	// appeared is set when the move gathered starts with a step from its own square: a unit
	// coming into a reader's sight (its step out of the dark is told so).
	appeared bool
	// gone is set when the move gathered ends with the unit going out of the reader's sight
	// (a step told with Moved.Gone).
	gone bool
}

// Event returns the lines of e; next is the event after it (nil when not yet known or at the
// end), which tells whether a roll is explained by the terms that follow it.
func (n *Narrator) Event(e, next combat.Event) []Line {
	if m, ok := e.(combat.Moved); ok && n.move != nil && !n.gone && n.move.Unit == m.Unit && n.move.Why == m.Why && n.move.To == m.From {
		if m.Gone {
			n.gone = true // the line ends where the unit was last seen
		} else {
			n.move = &m
		}
		return nil
	}
	out := n.Flush()
	line := func(d Depth, format string, args ...any) {
		out = append(out, Line{Depth: d, Text: fmt.Sprintf(format, args...), Event: e})
	}
	switch e := e.(type) {
	case combat.RoundStarted:
		if e.Surprise {
			line(RoundDepth, "Round %d (surprise round)", e.Round)
		} else {
			line(RoundDepth, "Round %d", e.Round)
		}
	case combat.OrderSet:
		var order []string
		for _, t := range e.Order {
			who := t.Side
			if len(t.Units) > 0 {
				who += " (" + strings.Join(t.Units, ", ") + ")"
			}
			order = append(order, fmt.Sprintf("%s %d", who, t.Initiative))
		}
		line(TurnDepth, "order: %s", strings.Join(order, ", "))
	case combat.TurnStarted:
		who := e.Turn.Side
		if len(e.Turn.Units) > 0 {
			who += " (" + strings.Join(e.Turn.Units, ", ") + ")"
		}
		line(TurnDepth, "turn of %s", who)
	case combat.Acted:
		n.Actions++
		if e.Action.Kind == combat.EndTurn {
			line(ActionDepth, "%d. end of turn", n.Actions)
		} else {
			line(ActionDepth, "%d. %v", n.Actions, e.Action)
		}
	case combat.Reacted:
		what := words(e.Action.Kind)
		if e.Action.Target != "" {
			what += " on " + e.Action.Target
		}
		line(DetailDepth, "%s reacts with %s", e.Unit, what)
	case combat.Rolled:
		switch next.(type) {
		case combat.Initiative, combat.AttackRolled, combat.DamageRolled, combat.Checked:
			return out // the terms that follow show this roll
		}
		who := ""
		if e.Unit != "" {
			who = e.Unit + " "
		}
		line(DetailDepth, "%srolls %s for %s: %v = %d", who, e.Dice, e.Why, e.Faces, e.Total)
	case combat.Initiative:
		line(TurnDepth, "initiative: %s", e.Text)
	case combat.Checked:
		line(DetailDepth, "%s checks %s (%s): %s", e.Unit, e.Skill, e.Why, e.Text)
	case combat.AttackRolled:
		line(DetailDepth, "%s attacks %s with %s (%s): %s", e.Attacker, e.Target, e.Weapon, e.Kind, e.Text)
	case combat.DamageRolled:
		line(DetailDepth, "on %s: %s", e.Target, e.Text)
	case combat.Damaged:
		line(DetailDepth, "%s takes %d (%s): %d hp left", e.Unit, e.Amount, e.Why, e.HP)
	case combat.Healed:
		line(DetailDepth, "%s heals %d (%s): %d hp", e.Unit, e.Amount, e.Why, e.HP)
	case combat.CounterSet:
		line(DetailDepth, "%s: %d (%s)", e.Name, e.Value, e.Why)
	case combat.Moved:
		m := e
		n.move, n.from, n.appeared, n.gone = &m, e.From.String(), e.From == e.To && !e.Gone, e.Gone
	case combat.ConditionAdded:
		c := e.Condition
		from := ""
		if c.Source != "" {
			from = " (" + c.Source + ")"
		}
		line(DetailDepth, "%s is %s%s", e.Unit, words(c.Name), from)
	case combat.ConditionRemoved:
		line(DetailDepth, "%s is no longer %s (%s)", e.Unit, words(e.Name), e.Why)
	case combat.StatusChanged:
		line(DetailDepth, "%s is %s: %s", e.Unit, e.Status, e.Why)
	case combat.ItemReadied:
		line(DetailDepth, "%s readies %s", e.Unit, e.Item)
	case combat.ItemStowed:
		line(DetailDepth, "%s stows %s", e.Unit, e.Item)
	case combat.ItemDropped:
		line(DetailDepth, "%s drops %s at %v", e.Unit, e.Item, e.Pos)
	case combat.ItemPickedUp:
		line(DetailDepth, "%s picks up %s at %v", e.Unit, e.Item, e.Pos)
	case combat.MoraleBroken:
		who := e.Unit // a unit's breaking point, or its side's (delvers-combat.md "Morale")
		if who == "" {
			who = e.Side
		}
		line(DetailDepth, "breaking point, %s: %s", who, e.Why)
	case combat.Note:
		line(DetailDepth, "%s", e.Text)
	case combat.Ended:
		if e.Winner == "" {
			line(RoundDepth, "The battle ends in a draw: %s", e.Why)
		} else if e.Why == e.Winner+" is the only side left fighting" {
			// the engine's words, kept as they are so that saved logs hash the same
			line(RoundDepth, "%s win: no other side is left fighting", e.Winner)
		} else {
			line(RoundDepth, "%s win: %s", e.Winner, e.Why)
		}
	case combat.RoundEnded, combat.TurnEnded, combat.BudgetSet, combat.Spent:
		// bookkeeping the lines above already show
	default:
		data, err := json.Marshal(e)
		if err != nil {
			data = []byte(err.Error())
		}
		line(DetailDepth, "%s %s", e.Type(), data)
	}
	return out
}

// Flush returns the move being gathered as a line, if any.
func (n *Narrator) Flush() []Line {
	if n.move == nil {
		return nil
	}
	m := n.move
	feet := ""
	if m.Feet > 0 {
		feet = fmt.Sprintf(", %d ft", m.Feet)
	}
	n.move = nil
	if n.appeared {
		feet = "" // a move's feet count the steps in the dark too: a reader who saw part is not told them
	}
	out := ""
	if n.gone {
		out = ", and out of sight"
	}
	text := ""
	switch {
	case n.gone && n.from == m.To.String() && !n.appeared:
		text = fmt.Sprintf("%s moves out of sight from %v (%s)", m.Unit, m.To, m.Why)
	case n.from == m.To.String() && n.appeared:
		text = fmt.Sprintf("%s comes into sight at %v%s (%s)", m.Unit, m.To, out, m.Why)
	case n.appeared:
		text = fmt.Sprintf("%s comes into sight at %s and moves to %v%s%s (%s)", m.Unit, n.from, m.To, feet, out, m.Why)
	default:
		text = fmt.Sprintf("%s moves %s to %v%s%s (%s)", m.Unit, n.from, m.To, feet, out, m.Why)
	}
	return []Line{{Depth: DetailDepth, Text: text, Event: *m}}
}

// Events narrates a whole list of events, the last move included.
func Events(evs []combat.Event) []Line {
	var n Narrator
	var out []Line
	for i, e := range evs {
		var next combat.Event
		if i+1 < len(evs) {
			next = evs[i+1]
		}
		out = append(out, n.Event(e, next)...)
	}
	return append(out, n.Flush()...)
}

// words writes a rules name in words: "total_defense" is "total defense".
func words(name string) string { return strings.ReplaceAll(name, "_", " ") }

package play

// Wire: the events a side is told as JSON, both ways, so that a network can carry a session's
// feed as it carries its messages and views.

import (
	"encoding/json"
	"fmt"

	"skirmish/combat"
)

// eventTypes reads an event of each type from its JSON (combat.MarshalEvent's), by its type.
var eventTypes = map[string]func([]byte) (combat.Event, error){}

// register adds event type E to eventTypes.
func register[E combat.Event]() {
	var zero E
	eventTypes[zero.Type()] = func(data []byte) (combat.Event, error) {
		var e E
		err := json.Unmarshal(data, &e)
		return e, err
	}
}

func init() {
	register[combat.Acted]()
	register[combat.RoundStarted]()
	register[combat.RoundEnded]()
	register[combat.OrderSet]()
	register[combat.TurnStarted]()
	register[combat.TurnEnded]()
	register[combat.Rolled]()
	register[combat.Initiative]()
	register[combat.Checked]()
	register[combat.BudgetSet]()
	register[combat.Spent]()
	register[combat.Moved]()
	register[combat.AttackRolled]()
	register[combat.DamageRolled]()
	register[combat.Damaged]()
	register[combat.Healed]()
	register[combat.ConditionAdded]()
	register[combat.ConditionRemoved]()
	register[combat.StatusChanged]()
	register[combat.ItemReadied]()
	register[combat.ItemStowed]()
	register[combat.ItemDropped]()
	register[combat.ItemPickedUp]()
	register[combat.Reacted]()
	register[combat.MoraleBroken]()
	register[combat.CounterSet]()
	register[combat.Ended]()
	register[combat.Note]()
}

// UnmarshalEvent reads an event written by combat.MarshalEvent: a JSON object whose "type"
// names its type.
func UnmarshalEvent(data []byte) (combat.Event, error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("an event: %w", err)
	}
	read, ok := eventTypes[head.Type]
	if !ok {
		return nil, fmt.Errorf("an event of no known type %q", head.Type)
	}
	e, err := read(data)
	if err != nil {
		return nil, fmt.Errorf("a %q event: %w", head.Type, err)
	}
	return e, nil
}

// told is Told as JSON.
type told struct {
	N     int             `json:"n"`
	Event json.RawMessage `json:"event"`
}

// MarshalJSON writes the event told with its index, the event as combat.MarshalEvent writes it.
func (t Told) MarshalJSON() ([]byte, error) {
	e, err := combat.MarshalEvent(t.Event)
	if err != nil {
		return nil, err
	}
	return json.Marshal(told{N: t.N, Event: e})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (t *Told) UnmarshalJSON(data []byte) error {
	var w told
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	e, err := UnmarshalEvent(w.Event)
	if err != nil {
		return err
	}
	t.N, t.Event = w.N, e
	return nil
}

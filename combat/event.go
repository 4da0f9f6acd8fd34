package combat

// Events: the typed facts a battle is made of. The battle's state is the fold of its events.

import (
	"encoding/json"
	"fmt"

	"skirmish/grid"
)

// Event is one fact of a battle. Events that change state are applied by the battle as they
// are emitted; the rest (rolls, attack results) are the record that explains them.
type Event interface {
	// Type is the event's name in logs and JSON ("attack", "moved").
	Type() string
}

// MarshalEvent writes an event as one JSON object whose first field is "type".
func MarshalEvent(e Event) ([]byte, error) {
	body, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	head := fmt.Sprintf(`{"type":%q`, e.Type())
	if string(body) == "{}" {
		return []byte(head + "}"), nil
	}
	return append([]byte(head+","), body[1:]...), nil
}

// Turn is one slot of the turn order: a side, and the units that act in it (all of the side's
// units for side initiative, one creature or a group for creature initiative).
type Turn struct {
	Side  string   `json:"side"`
	Units []string `json:"units,omitempty"`
	// Initiative is the count the turn was placed by.
	Initiative int `json:"initiative"`
}

// Acted records an action as it was taken, before its effects.
type Acted struct {
	Action Action `json:"action"`
}

// RoundStarted begins a round. Round 0 is a surprise round.
type RoundStarted struct {
	Round    int  `json:"round"`
	Surprise bool `json:"surprise,omitempty"`
}

// RoundEnded ends a round.
type RoundEnded struct {
	Round int `json:"round"`
}

// OrderSet fixes the turn order for the rounds that follow.
type OrderSet struct {
	Order []Turn `json:"order"`
}

// TurnStarted begins the Index-th turn of the order.
type TurnStarted struct {
	Index int  `json:"index"`
	Turn  Turn `json:"turn"`
}

// TurnEnded ends the current turn.
type TurnEnded struct {
	Index int    `json:"index"`
	Side  string `json:"side"`
}

// Rolled records dice: who rolled, what, each face, the total and why.
type Rolled struct {
	Unit   string `json:"unit,omitempty"`
	Dice   string `json:"dice"`
	Faces  []int  `json:"faces"`
	Total  int    `json:"total"`
	Why    string `json:"why"`
	Forced bool   `json:"forced,omitempty"`
}

// Initiative records a side's or a unit's initiative roll and its terms.
type Initiative struct {
	Side  string `json:"side"`
	Unit  string `json:"unit,omitempty"`
	Terms []Term `json:"terms"`
	Total int    `json:"total"`
	Text  string `json:"text"`
}

// Checked records a skill check: its terms, what it was against, and the result. For an
// opposed check, Against is the opponent's total and Opponent names them.
type Checked struct {
	Unit     string `json:"unit"`
	Skill    string `json:"skill"`
	Why      string `json:"why"`
	Terms    []Term `json:"terms"`
	Total    int    `json:"total"`
	Opponent string `json:"opponent,omitempty"`
	Against  int    `json:"against"`
	Success  bool   `json:"success"`
	Text     string `json:"text"`
}

// BudgetSet gives a unit its actions for the round or turn.
type BudgetSet struct {
	Unit  string `json:"unit"`
	Slots []Slot `json:"slots"`
}

// Spent uses up actions of a unit's budget.
type Spent struct {
	Unit string `json:"unit"`
	Slot string `json:"slot"`
	N    int    `json:"n"`
	For  string `json:"for"`
}

// Moved moves a unit one square (or, for a forced move, to a square).
type Moved struct {
	Unit string   `json:"unit"`
	From grid.Pos `json:"from"`
	To   grid.Pos `json:"to"`
	// Feet is the movement spent so far on this move, this step included (0 for forced moves).
	Feet int    `json:"feet"`
	Why  string `json:"why"`
	// Gone is set only in a side's telling of a step under fog of war (play's Sight), never in
	// the battle's log: the step took the unit out of that side's sight, From and To are both
	// the square it was last seen on, and Feet the movement spent when it was last seen.
	Gone bool `json:"gone,omitempty"`
}

// AttackRolled records an attack roll: every term, the defence it was against and the result.
type AttackRolled struct {
	Attacker string `json:"attacker"`
	Target   string `json:"target"`
	Weapon   string `json:"weapon"`
	// Kind is how the attack is made: melee, ranged, charge, swarm, snap, opportunity.
	Kind    string `json:"kind"`
	Terms   []Term `json:"terms"`
	Total   int    `json:"total"`
	Defense []Term `json:"defense"`
	AC      int    `json:"ac"`
	Hit     bool   `json:"hit"`
	Text    string `json:"text"`
}

// DamageRolled records the damage of a hit or the shock of a miss, with every term.
type DamageRolled struct {
	Attacker string `json:"attacker"`
	Target   string `json:"target"`
	Terms    []Term `json:"terms"`
	Total    int    `json:"total"`
	Shock    bool   `json:"shock,omitempty"`
	Text     string `json:"text"`
}

// Damaged takes hit points from a unit.
type Damaged struct {
	Unit   string `json:"unit"`
	Amount int    `json:"amount"`
	HP     int    `json:"hp"`
	Source string `json:"source,omitempty"`
	Why    string `json:"why"`
}

// Healed gives hit points back to a unit: HP is its hit points after.
type Healed struct {
	Unit   string `json:"unit"`
	Amount int    `json:"amount"`
	HP     int    `json:"hp"`
	Why    string `json:"why"`
}

// ConditionAdded puts a condition on a unit.
type ConditionAdded struct {
	Unit      string    `json:"unit"`
	Condition Condition `json:"condition"`
}

// ConditionRemoved takes a unit's conditions of a name and source away: all of them, or with
// One only the first (one of several alike: a healing potion of the ones a hero carries).
type ConditionRemoved struct {
	Unit   string `json:"unit"`
	Name   string `json:"name"`
	Source string `json:"source,omitempty"`
	One    bool   `json:"one,omitempty"`
	Why    string `json:"why"`
}

// StatusChanged moves a unit to down, dead or fled (or back to active).
type StatusChanged struct {
	Unit   string `json:"unit"`
	Status Status `json:"status"`
	Why    string `json:"why"`
}

// ItemReadied takes an item in hand; ItemStowed puts it away.
type ItemReadied struct {
	Unit string `json:"unit"`
	Item string `json:"item"`
}

// ItemStowed puts a ready item into the pack.
type ItemStowed struct {
	Unit string `json:"unit"`
	Item string `json:"item"`
}

// ItemDropped takes an item from a unit and leaves it on a square (thrown, dropped).
type ItemDropped struct {
	Unit string   `json:"unit"`
	Item string   `json:"item"`
	Pos  grid.Pos `json:"pos"`
}

// ItemPickedUp takes an item from a square into a unit's hand.
type ItemPickedUp struct {
	Unit string   `json:"unit"`
	Item string   `json:"item"`
	Pos  grid.Pos `json:"pos"`
}

// Reacted records a reaction taken out of turn in answer to a prompt.
type Reacted struct {
	Unit   string `json:"unit"`
	Prompt string `json:"prompt"`
	Action Action `json:"action"`
}

// MoraleBroken records that a unit or a whole side has reached its breaking point
// (delvers-combat.md "Morale").
type MoraleBroken struct {
	Unit string `json:"unit,omitempty"`
	Side string `json:"side,omitempty"`
	Why  string `json:"why"`
}

// CounterSet sets one of the battle's named counters (Battle.Counters) to a value: a number
// the ruleset keeps for the whole battle, such as 13th Age's escalation die.
type CounterSet struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
	Why   string `json:"why"`
}

// Ended ends the battle. Winner is "" for a draw.
type Ended struct {
	Winner string `json:"winner"`
	Why    string `json:"why"`
}

// Note is a line of explanation for the log.
type Note struct {
	Unit string `json:"unit,omitempty"`
	Text string `json:"text"`
}

// Type names, as written in logs and JSON.
func (Acted) Type() string            { return "action" }
func (RoundStarted) Type() string     { return "round_started" }
func (RoundEnded) Type() string       { return "round_ended" }
func (OrderSet) Type() string         { return "order" }
func (TurnStarted) Type() string      { return "turn_started" }
func (TurnEnded) Type() string        { return "turn_ended" }
func (Rolled) Type() string           { return "roll" }
func (Initiative) Type() string       { return "initiative" }
func (Checked) Type() string          { return "check" }
func (BudgetSet) Type() string        { return "budget" }
func (Spent) Type() string            { return "spent" }
func (Moved) Type() string            { return "moved" }
func (AttackRolled) Type() string     { return "attack" }
func (DamageRolled) Type() string     { return "damage_roll" }
func (Damaged) Type() string          { return "damaged" }
func (Healed) Type() string           { return "healed" }
func (ConditionAdded) Type() string   { return "condition_added" }
func (ConditionRemoved) Type() string { return "condition_removed" }
func (StatusChanged) Type() string    { return "status" }
func (ItemReadied) Type() string      { return "readied" }
func (ItemStowed) Type() string       { return "stowed" }
func (ItemDropped) Type() string      { return "dropped" }
func (ItemPickedUp) Type() string     { return "picked_up" }
func (Reacted) Type() string          { return "reaction" }
func (MoraleBroken) Type() string     { return "morale" }
func (CounterSet) Type() string       { return "counter" }
func (Ended) Type() string            { return "ended" }
func (Note) Type() string             { return "note" }

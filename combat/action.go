package combat

// Actions: plain values that the UI, the AI, replays and scenarios all hand to Battle.Do.

import (
	"encoding/json"
	"fmt"

	"skirmish/grid"
)

// Action is one thing a unit tries to do. Kind names it as the ruleset does ("run", "melee",
// "charge", "end_turn"); the other fields are what that kind needs. Actions are values, so a
// save or a replay is a list of them.
type Action struct {
	Kind string `json:"kind"`
	Unit string `json:"unit,omitempty"`
	// Target is the unit acted on (attacked, screened, grappled).
	Target string `json:"target,omitempty"`
	// Path is where a move goes: one square means "there, by the cheapest way"; more squares
	// are the exact steps, each adjacent to the one before (the first to the unit's square).
	// Shoves and throws use it for the square the target is forced into.
	Path []grid.Pos `json:"path,omitempty"`
	// Weapon names the weapon or item used.
	Weapon string `json:"weapon,omitempty"`
	// Choice is a choice the kind offers (a shove's "prone" or "push"; a skill's name).
	Choice string `json:"option,omitempty"`
}

// EndTurn is the kind that ends the current turn; every ruleset accepts it.
const EndTurn = "end_turn"

// String writes the action for logs and errors: "Bram: melee Ghoul with sword".
func (a Action) String() string {
	s := a.Kind
	if a.Unit != "" {
		s = a.Unit + ": " + s
	}
	if a.Target != "" {
		s += " " + a.Target
	}
	if a.Weapon != "" {
		s += " with " + a.Weapon
	}
	if len(a.Path) > 0 {
		s += fmt.Sprintf(" to %v", a.Path[len(a.Path)-1])
	}
	if a.Choice != "" {
		s += " (" + a.Choice + ")"
	}
	return s
}

// RuleError is why an action is not allowed: the rule it breaks (a citation such as
// `delvers-combat.md "Charge"`) and what is wrong, in words a player understands. The words
// are written only when asked for (Message): listing options refuses far more often than
// anybody reads why. It is written as JSON {"rule": ..., "message": ...}.
type RuleError struct {
	// Rule is the citation of the rule broken.
	Rule   string
	format string
	args   []any
	plain  bool // format is the message itself (read from JSON)
}

// Refuse returns a RuleError for the rule, with a message formatted as fmt.Sprintf would
// (when it is read). The arguments are kept as given, so pass values, not things that change.
func Refuse(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, format: format, args: args}
}

// Message is what is wrong, in words a player understands.
func (e *RuleError) Message() string {
	if e.plain {
		return e.format
	}
	return fmt.Sprintf(e.format, e.args...)
}

// Error writes the message and the rule.
func (e *RuleError) Error() string { return e.Message() + " (" + e.Rule + ")" }

// ruleErrorJSON is a RuleError as JSON.
type ruleErrorJSON struct {
	Rule    string `json:"rule"`
	Message string `json:"message"`
}

// MarshalJSON writes {"rule": ..., "message": ...}.
func (e *RuleError) MarshalJSON() ([]byte, error) {
	return json.Marshal(ruleErrorJSON{Rule: e.Rule, Message: e.Message()})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (e *RuleError) UnmarshalJSON(data []byte) error {
	var j ruleErrorJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*e = RuleError{Rule: j.Rule, format: j.Message, plain: true}
	return nil
}

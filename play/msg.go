package play

// Messages: what a player asks of the battle, as plain values a network can carry (JSON), and
// the reply to each.

import (
	"skirmish/grid"
)

// Op names what a message asks.
type Op string

// The messages a Session takes. Those of a turn (select … redo) are taken only from the side
// in turn when a human plays it; Answer only from the side a reaction is asked of; Hover,
// Unhover and Threats from any side.
const (
	// OpSelect selects the unit named (Msg.Unit); OpNext the next unit with something to do;
	// OpDeselect drops the selection.
	OpSelect   Op = "select"
	OpNext     Op = "next_unit"
	OpDeselect Op = "deselect"
	// OpHover says the pointer is over a square (Msg.Square); OpUnhover that it is over none.
	OpHover   Op = "hover"
	OpUnhover Op = "unhover"
	// OpChoose presses the button of an action kind (Msg.Kind).
	OpChoose Op = "choose"
	// OpPickChoice and OpPickWeapon pick the chosen action's choice or weapon (Msg.Index, -1:
	// the default); OpVariant takes one of its forms at once (Msg.Index); OpAny takes it at no
	// target.
	OpPickChoice Op = "pick_choice"
	OpPickWeapon Op = "pick_weapon"
	OpVariant    Op = "variant"
	OpAny        Op = "any"
	// OpClick clicks a square (Msg.Square): act there, pick it for the aim, or select the unit
	// there.
	OpClick Op = "click"
	// OpCancel steps back once: the aim, the chosen action, the selection.
	OpCancel Op = "cancel"
	// OpEndTurn ends the side's turn; OpUndo and OpRedo take back its last action and play it
	// again.
	OpEndTurn Op = "end_turn"
	OpUndo    Op = "undo"
	OpRedo    Op = "redo"
	// OpAnswer answers the reaction asked of the side: one of its options (Msg.Index), -1 for
	// none.
	OpAnswer Op = "answer"
	// OpThreats shows (Msg.On) or hides the foes' reach all at once.
	OpThreats Op = "threats"
)

// Msg is one thing a player asks of the battle: what (Op) and on what. It names units and
// action kinds by name and squares by position, never by a pointer into the battle, so that
// the same message works over a network (encoding/json writes and reads it as it is).
type Msg struct {
	Op     Op       `json:"op"`
	Unit   string   `json:"unit,omitempty"`
	Kind   string   `json:"kind,omitempty"`
	Square grid.Pos `json:"square"`
	Index  int      `json:"index,omitempty"`
	On     bool     `json:"on,omitempty"`
}

// Reply is what a Session says back to a message: why it was refused, or what was done that
// the player should be told.
type Reply struct {
	// Refused says why the message did nothing, in the player's words ("" when it did
	// what it asked); a rule's refusal cites the rule's sections as players read them.
	Refused string `json:"refused,omitempty"`
	// Done says what was done worth a notice ("Undone: Bram: run to (5,3)"); "" for nothing.
	Done string `json:"done,omitempty"`
}

// Select asks to select the unit named.
func Select(unit string) Msg { return Msg{Op: OpSelect, Unit: unit} }

// NextUnit asks to select the next unit of the side with something left to do.
func NextUnit() Msg { return Msg{Op: OpNext} }

// Deselect asks to drop the selection.
func Deselect() Msg { return Msg{Op: OpDeselect} }

// Hover says the pointer is over square p.
func Hover(p grid.Pos) Msg { return Msg{Op: OpHover, Square: p} }

// Unhover says the pointer is over no square of the map.
func Unhover() Msg { return Msg{Op: OpUnhover} }

// Choose asks to press the button of an action kind.
func Choose(kind string) Msg { return Msg{Op: OpChoose, Kind: kind} }

// PickChoice asks to pick the chosen action's i-th choice (-1, or the picked one again: the
// default).
func PickChoice(i int) Msg { return Msg{Op: OpPickChoice, Index: i} }

// PickWeapon asks to pick the chosen action's i-th weapon (-1, or the picked one again: the
// default).
func PickWeapon(i int) Msg { return Msg{Op: OpPickWeapon, Index: i} }

// TakeVariant asks to take the chosen action's i-th form, which has no target, now.
func TakeVariant(i int) Msg { return Msg{Op: OpVariant, Index: i} }

// TakeAny asks to take the chosen action at no target (a ready action awaiting any foe).
func TakeAny() Msg { return Msg{Op: OpAny} }

// Click asks what a click on square p does: act there, pick it, or select the unit there.
func Click(p grid.Pos) Msg { return Msg{Op: OpClick, Square: p} }

// Cancel asks to step back once.
func Cancel() Msg { return Msg{Op: OpCancel} }

// EndTurn asks to end the side's turn.
func EndTurn() Msg { return Msg{Op: OpEndTurn} }

// Undo asks to take back the side's last action.
func Undo() Msg { return Msg{Op: OpUndo} }

// Redo asks to play the last action undone again.
func Redo() Msg { return Msg{Op: OpRedo} }

// Answer answers the reaction asked of the side: its i-th option, -1 for none.
func Answer(i int) Msg { return Msg{Op: OpAnswer, Index: i} }

// ShowThreats asks to show (on) or hide every seen foe's reach at once.
func ShowThreats(on bool) Msg { return Msg{Op: OpThreats, On: on} }

package game

// The key map: the meanings a player can ask for, their default keys, chords with Shift or Ctrl, and bindings written as text.

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Action is a meaning a player can ask for, whatever key they use.
type Action uint8

// Actions the client knows so far. Several may share a key (the arrows pan the map and move
// through menus): each scene reads only the meanings it knows.
const (
	PanLeft Action = iota
	PanRight
	PanUp
	PanDown
	ZoomIn
	ZoomOut
	ToggleGrid
	NextMap
	PrevMap
	MapList
	// Confirm chooses the selected menu item or button.
	Confirm
	// Back leaves the screen (or closes its dialog); on the title, and in the map viewer, it
	// quits.
	Back
	// Help shows the keys of the screen.
	Help
	// MenuUp, MenuDown, MenuLeft and MenuRight move through a menu; left and right also
	// change the value of a setting.
	MenuUp
	MenuDown
	MenuLeft
	MenuRight
	// NextItem moves to the next field of a form, in order.
	NextItem
	// EndTurn ends the turn of the side in play (battle).
	EndTurn
	// Cancel drops the chosen action or the selected unit (battle).
	Cancel
	// NextUnit selects the next unit of the side in play that can still act (battle).
	NextUnit
	// FastAI plays the AI's turns without pausing between actions while held, and skips the
	// current AI turn's animations when pressed (battle).
	FastAI
	// LogUp and LogDown scroll the combat log (battle).
	LogUp
	LogDown
	// HotKey1 to HotKey30 choose the battle's action buttons in order: by default the
	// digits 1 to 0 the first ten, with Shift the next ten, with Ctrl the ten after.
	HotKey1
	HotKey2
	HotKey3
	HotKey4
	HotKey5
	HotKey6
	HotKey7
	HotKey8
	HotKey9
	HotKey10
	HotKey11
	HotKey12
	HotKey13
	HotKey14
	HotKey15
	HotKey16
	HotKey17
	HotKey18
	HotKey19
	HotKey20
	HotKey21
	HotKey22
	HotKey23
	HotKey24
	HotKey25
	HotKey26
	HotKey27
	HotKey28
	HotKey29
	HotKey30
	// QuickSave saves the battle in play to the quicksave; QuickLoad loads the quicksave
	// (battle).
	QuickSave
	QuickLoad
	// Undo takes back the human side's last action in its turn, while no die was rolled and
	// fog of war showed nothing new; Redo plays an undone action again (battle).
	Undo
	Redo
	// ReplayPlay plays or pauses a replay; ReplayStep and ReplayBack step it one action
	// forward or back; ReplayFaster and ReplaySlower change its speed; ReplayNextRound and
	// ReplayPrevRound jump to the start of the next or previous round (replay viewer).
	ReplayPlay
	ReplayStep
	ReplayBack
	ReplayFaster
	ReplaySlower
	ReplayNextRound
	ReplayPrevRound
	// CentreUnit centres the map on the selected unit (battle).
	CentreUnit
	// ShowThreats shows or hides where the foes the side sees could attack at their next
	// turns, all of them at once (battle; hovering one foe shows its own).
	ShowThreats
	// Mute turns every sound off or back on (anywhere).
	Mute
	numActions
)

// actionInfo names each action: an id for the settings file and a label for people.
var actionInfo = [numActions]struct{ id, label string }{
	PanLeft:         {"pan_left", "Pan left"},
	PanRight:        {"pan_right", "Pan right"},
	PanUp:           {"pan_up", "Pan up"},
	PanDown:         {"pan_down", "Pan down"},
	ZoomIn:          {"zoom_in", "Zoom in"},
	ZoomOut:         {"zoom_out", "Zoom out"},
	ToggleGrid:      {"toggle_grid", "Show or hide the grid"},
	NextMap:         {"next_map", "Next map (viewer)"},
	PrevMap:         {"prev_map", "Previous map (viewer)"},
	MapList:         {"map_list", "Map list (viewer)"},
	Confirm:         {"confirm", "Confirm"},
	Back:            {"back", "Back"},
	Help:            {"help", "Help"},
	MenuUp:          {"menu_up", "Menu up"},
	MenuDown:        {"menu_down", "Menu down"},
	MenuLeft:        {"menu_left", "Menu left / less"},
	MenuRight:       {"menu_right", "Menu right / more"},
	NextItem:        {"next_item", "Next field"},
	EndTurn:         {"end_turn", "End turn (battle)"},
	Cancel:          {"cancel", "Cancel action (battle)"},
	NextUnit:        {"next_unit", "Next unit (battle)"},
	FastAI:          {"fast_ai", "Speed up the AI (battle)"},
	LogUp:           {"log_up", "Scroll the log up (battle)"},
	LogDown:         {"log_down", "Scroll the log down (battle)"},
	QuickSave:       {"quick_save", "Quicksave (battle)"},
	QuickLoad:       {"quick_load", "Quickload (battle)"},
	Undo:            {"undo", "Undo the last action (battle)"},
	Redo:            {"redo", "Redo an undone action (battle)"},
	ReplayPlay:      {"replay_play", "Play or pause (replay)"},
	ReplayStep:      {"replay_step", "Step forward one action (replay)"},
	ReplayBack:      {"replay_back", "Step back one action (replay)"},
	ReplayFaster:    {"replay_faster", "Faster (replay)"},
	ReplaySlower:    {"replay_slower", "Slower (replay)"},
	ReplayNextRound: {"replay_next_round", "Next round (replay)"},
	ReplayPrevRound: {"replay_prev_round", "Previous round (replay)"},
	CentreUnit:      {"centre_unit", "Centre the map on the unit (battle)"},
	ShowThreats:     {"show_threats", "Show where the foes could attack (battle)"},
	Mute:            {"mute", "Sound off or on"},
}

// HotKeys are the battle's action-button meanings in order, HotKey1 to HotKey30.
var HotKeys = hotKeys()

// hotKeys lists HotKey1 to HotKey30 and names them ("action_11", "Action 11 (battle)").
func hotKeys() []Action {
	var out []Action
	for a := HotKey1; a <= HotKey30; a++ {
		n := int(a-HotKey1) + 1
		actionInfo[a].id, actionInfo[a].label = "action_"+strconv.Itoa(n), "Action "+strconv.Itoa(n)+" (battle)"
		out = append(out, a)
	}
	return out
}

// Actions lists every action in order.
func Actions() []Action {
	out := make([]Action, numActions)
	for i := range out {
		out[i] = Action(i)
	}
	return out
}

// ID is the action's name in the settings file ("pan_left").
func (a Action) ID() string {
	if a >= numActions {
		return ""
	}
	return actionInfo[a].id
}

// String is the action's name for people ("Pan left").
func (a Action) String() string {
	if a >= numActions {
		return "unknown action"
	}
	return actionInfo[a].label
}

// ActionByID finds an action by its settings-file id.
func ActionByID(id string) (Action, bool) {
	for i, info := range actionInfo {
		if info.id == id {
			return Action(i), true
		}
	}
	return 0, false
}

// KeyMap binds each action to its keys.
type KeyMap [numActions][]ebiten.Key

// DefaultKeyMap is the standard binding: arrows or WASD pan, +/- zoom; Enter or Space
// confirms, Esc goes back, F1 helps; the arrows move through menus. In battle 1–9 and 0 choose
// the first ten actions, Shift with them the next ten and Ctrl the ten after, E ends the turn,
// X cancels, Tab picks the next unit, C centres the map on it, T shows where the foes could
// attack, F speeds the AI up and PgUp or
// PgDn scroll the log; F5 quicksaves, F9 quickloads, U undoes and R redoes (Battle for
// Wesnoth's keys). In a replay Space or P plays or pauses, . and , step forward and back, ]
// and [ change the speed, and End or Home jump to the next or previous round. Ctrl+M turns
// the sound off and on anywhere.
func DefaultKeyMap() KeyMap {
	var k KeyMap
	k[PanLeft] = []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyA}
	k[PanRight] = []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyD}
	k[PanUp] = []ebiten.Key{ebiten.KeyArrowUp, ebiten.KeyW}
	k[PanDown] = []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyS}
	k[ZoomIn] = []ebiten.Key{ebiten.KeyEqual, ebiten.KeyNumpadAdd}
	k[ZoomOut] = []ebiten.Key{ebiten.KeyMinus, ebiten.KeyNumpadSubtract}
	k[ToggleGrid] = []ebiten.Key{ebiten.KeyG}
	k[NextMap] = []ebiten.Key{ebiten.KeyPageDown, ebiten.KeyN}
	k[PrevMap] = []ebiten.Key{ebiten.KeyPageUp, ebiten.KeyP}
	k[MapList] = []ebiten.Key{ebiten.KeyTab, ebiten.KeyM}
	k[Confirm] = []ebiten.Key{ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace}
	k[Back] = []ebiten.Key{ebiten.KeyEscape}
	k[Help] = []ebiten.Key{ebiten.KeyF1}
	k[MenuUp] = []ebiten.Key{ebiten.KeyArrowUp}
	k[MenuDown] = []ebiten.Key{ebiten.KeyArrowDown}
	k[MenuLeft] = []ebiten.Key{ebiten.KeyArrowLeft}
	k[MenuRight] = []ebiten.Key{ebiten.KeyArrowRight}
	k[NextItem] = []ebiten.Key{ebiten.KeyTab}
	k[EndTurn] = []ebiten.Key{ebiten.KeyE}
	k[Cancel] = []ebiten.Key{ebiten.KeyX, ebiten.KeyBackspace}
	k[NextUnit] = []ebiten.Key{ebiten.KeyTab}
	k[FastAI] = []ebiten.Key{ebiten.KeyF}
	k[LogUp] = []ebiten.Key{ebiten.KeyPageUp}
	k[LogDown] = []ebiten.Key{ebiten.KeyPageDown}
	for i, a := range HotKeys {
		key := ebiten.Key0 + ebiten.Key((i+1)%10)
		switch i / 10 {
		case 1:
			key = WithShift(key)
		case 2:
			key = WithCtrl(key)
		}
		k[a] = []ebiten.Key{key}
	}
	k[CentreUnit] = []ebiten.Key{ebiten.KeyC}
	k[ShowThreats] = []ebiten.Key{ebiten.KeyT}
	k[Mute] = []ebiten.Key{WithCtrl(ebiten.KeyM)}
	k[QuickSave] = []ebiten.Key{ebiten.KeyF5}
	k[QuickLoad] = []ebiten.Key{ebiten.KeyF9}
	k[Undo] = []ebiten.Key{ebiten.KeyU}
	k[Redo] = []ebiten.Key{ebiten.KeyR}
	k[ReplayPlay] = []ebiten.Key{ebiten.KeySpace, ebiten.KeyP}
	k[ReplayStep] = []ebiten.Key{ebiten.KeyPeriod}
	k[ReplayBack] = []ebiten.Key{ebiten.KeyComma}
	k[ReplayFaster] = []ebiten.Key{ebiten.KeyBracketRight}
	k[ReplaySlower] = []ebiten.Key{ebiten.KeyBracketLeft}
	k[ReplayNextRound] = []ebiten.Key{ebiten.KeyEnd}
	k[ReplayPrevRound] = []ebiten.Key{ebiten.KeyHome}
	return k
}

// Clone returns a copy of the map whose key lists are its own.
func (k KeyMap) Clone() KeyMap {
	for i := range k {
		k[i] = append([]ebiten.Key(nil), k[i]...)
	}
	return k
}

// A binding may ask for Shift or Ctrl held with its key: the key's value carries these bits on
// top of ebiten's key (ebiten's keys stay far below them). Shift+1 is WithShift(ebiten.Key1).
const (
	shiftBit ebiten.Key = 1 << 12
	ctrlBit  ebiten.Key = 1 << 13
)

// WithShift is the binding of key k pressed with Shift held.
func WithShift(k ebiten.Key) ebiten.Key { return k | shiftBit }

// WithCtrl is the binding of key k pressed with Ctrl held.
func WithCtrl(k ebiten.Key) ebiten.Key { return k | ctrlBit }

// SplitKey returns a binding's key and whether it asks for Shift and Ctrl held.
func SplitKey(k ebiten.Key) (key ebiten.Key, shift, ctrl bool) {
	return k &^ (shiftBit | ctrlBit), k&shiftBit != 0, k&ctrlBit != 0
}

// isModifier reports whether k is a Shift or Ctrl key, which a binding may hold with another.
func isModifier(k ebiten.Key) bool {
	switch k {
	case ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight, ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight:
		return true
	}
	return false
}

// KeyText is a binding as the settings file writes it: ebiten's key name, after "Shift+" or
// "Ctrl+" when it asks for them ("Shift+Digit1").
func KeyText(k ebiten.Key) string {
	key, shift, ctrl := SplitKey(k)
	out := key.String()
	if shift {
		out = "Shift+" + out
	}
	if ctrl {
		out = "Ctrl+" + out
	}
	return out
}

// ParseKeyText reads a binding as KeyText writes it; ok is false for an unknown key name.
func ParseKeyText(text string) (k ebiten.Key, ok bool) {
	var mods ebiten.Key
	for {
		switch {
		case strings.HasPrefix(text, "Shift+"):
			mods, text = mods|shiftBit, text[len("Shift+"):]
			continue
		case strings.HasPrefix(text, "Ctrl+"):
			mods, text = mods|ctrlBit, text[len("Ctrl+"):]
			continue
		}
		break
	}
	if text == "" || k.UnmarshalText([]byte(text)) != nil || mods != 0 && isModifier(k) {
		return 0, false
	}
	return k | mods, true
}

// KeyName is a key's short name for hints and the bindings list: "Esc", "Enter", "←",
// "Shift+1".
func KeyName(k ebiten.Key) string {
	if key, shift, ctrl := SplitKey(k); shift || ctrl {
		name := KeyName(key)
		if shift {
			name = "Shift+" + name
		}
		if ctrl {
			name = "Ctrl+" + name
		}
		return name
	}
	switch k {
	case ebiten.KeyArrowLeft:
		return "←"
	case ebiten.KeyArrowRight:
		return "→"
	case ebiten.KeyArrowUp:
		return "↑"
	case ebiten.KeyArrowDown:
		return "↓"
	case ebiten.KeyEscape:
		return "Esc"
	case ebiten.KeyEqual:
		return "="
	case ebiten.KeyMinus:
		return "-"
	case ebiten.KeyNumpadAdd:
		return "Num +"
	case ebiten.KeyNumpadSubtract:
		return "Num -"
	case ebiten.KeyNumpadEnter:
		return "Num Enter"
	case ebiten.KeyPageUp:
		return "PgUp"
	case ebiten.KeyPageDown:
		return "PgDn"
	case ebiten.KeyBackspace:
		return "Backspace"
	case ebiten.KeyPeriod:
		return "."
	case ebiten.KeyComma:
		return ","
	case ebiten.KeyBracketLeft:
		return "["
	case ebiten.KeyBracketRight:
		return "]"
	}
	if k >= ebiten.Key0 && k <= ebiten.Key9 {
		return string(rune('0' + int(k-ebiten.Key0)))
	}
	return k.String()
}

// KeysOf lists the names of the keys bound to a, for hints: "Enter / Space".
func (k KeyMap) KeysOf(a Action) []string {
	if a >= numActions {
		return nil
	}
	out := make([]string, 0, len(k[a]))
	for _, key := range k[a] {
		out = append(out, KeyName(key))
	}
	return out
}

package game

// Input: the key map of meanings and the one place that polls ebiten's keyboard and mouse.

import (
	"image"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
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
// X cancels, Tab picks the next unit, C centres the map on it, F speeds the AI up and PgUp or
// PgDn scroll the log; F5 quicksaves, F9 quickloads, U undoes and R redoes (Battle for
// Wesnoth's keys). In a replay Space or P plays or pauses, . and , step forward and back, ]
// and [ change the speed, and End or Home jump to the next or previous round.
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

// edgeBand is how close to the screen edge, in logical pixels, the cursor pans the map.
const edgeBand = 6

// Frame is one frame of input fed to Inject in place of the keyboard and mouse: the test seam
// through which tests drive scenes by meaning, by click and by key.
type Frame struct {
	// Actions are the meanings pressed (and held) this frame.
	Actions []Action
	// Cursor, when set, moves the cursor there (logical pixels).
	Cursor *image.Point
	// Left is whether the left mouse button is down this frame.
	Left bool
	// Key, when set, is a key that went down this frame (for rebinding).
	Key *ebiten.Key
	// Right is whether the right mouse button is down this frame.
	Right bool
	// Held are meanings whose keys stay down from an earlier frame: held, not pressed again
	// (what a key held for key repeat looks like).
	Held []Action
	// Wheel is the vertical wheel movement this frame (positive is away from the player).
	Wheel float64
}

// Input is the state of the controls for one frame, read once at the start of Update.
type Input struct {
	Keys KeyMap
	// Enabled is false while rendering a shot: nothing is read and nothing is pressed.
	Enabled bool

	held, pressed [numActions]bool
	number        int // 1–9 for a number or F-key pressed this frame, else 0
	wheel         float64
	cx, cy        int
	cursorRead    bool // the cursor has been read at least once
	cursorSeen    bool // the cursor has moved since start, so its position is real
	dragging      bool
	dragX, dragY  int
	left          bool // the left button is down
	leftDown      bool // it went down this frame
	leftUp        bool // it went up this frame
	clickX        int
	clickY        int
	right         bool            // the right button is down
	rightAt       image.Point     // where it went down
	rightClick    bool            // it went up this frame where it went down
	heldFor       [numActions]int // frames each meaning has been held, 1 on the frame it was pressed
	key           ebiten.Key      // a key that went down this frame, if hasKey
	hasKey        bool
	modAlone      ebiten.Key // a Shift or Ctrl key down with no other key yet (0: none)
	chorded       []bool     // by ebiten key: some binding asks for it with Shift or Ctrl
	queue         []Frame
}

// NewInput returns input read through the given key map.
func NewInput(k KeyMap) *Input { return &Input{Keys: k, Enabled: true, cx: -1, cy: -1} }

// Inject queues frames that the next Updates read, one each, in place of the devices; the
// devices are read again once the queue is empty. It works with Enabled false too.
func (in *Input) Inject(frames ...Frame) { in.queue = append(in.queue, frames...) }

// InjectActions queues one frame with the given meanings pressed.
func (in *Input) InjectActions(as ...Action) { in.Inject(Frame{Actions: as}) }

// InjectClick queues a left click at (x, y): a frame with the button down, then one with it up.
func (in *Input) InjectClick(x, y int) {
	p := image.Pt(x, y)
	in.Inject(Frame{Cursor: &p, Left: true}, Frame{Cursor: &p})
}

// InjectRightClick queues a right click at (x, y): a frame with the right button down, then
// one with it up.
func (in *Input) InjectRightClick(x, y int) {
	p := image.Pt(x, y)
	in.Inject(Frame{Cursor: &p, Right: true}, Frame{Cursor: &p})
}

// InjectHold queues a meaning's key held down for n frames: pressed on the first, held on the
// rest (Repeated then fires as for a held key).
func (in *Input) InjectHold(a Action, n int) {
	for i := range n {
		if i == 0 {
			in.Inject(Frame{Actions: []Action{a}})
		} else {
			in.Inject(Frame{Held: []Action{a}})
		}
	}
}

// InjectKey queues one frame in which key k goes down.
func (in *Input) InjectKey(k ebiten.Key) { in.Inject(Frame{Key: &k}) }

// Pending is how many injected frames are still to be read.
func (in *Input) Pending() int { return len(in.queue) }

// Update polls the keyboard and mouse (or takes the next injected frame); call it once per
// frame before anything asks.
func (in *Input) Update() {
	in.held, in.pressed, in.number, in.wheel = [numActions]bool{}, [numActions]bool{}, 0, 0
	in.hasKey = false
	wasLeft, wasRight := in.left, in.right
	if len(in.queue) > 0 {
		f := in.queue[0]
		in.queue = in.queue[1:]
		for _, a := range f.Actions {
			if a < numActions {
				in.held[a], in.pressed[a] = true, true
			}
		}
		for _, a := range f.Held {
			if a < numActions {
				in.held[a] = true
			}
		}
		x, y := in.cx, in.cy
		if f.Cursor != nil {
			x, y = f.Cursor.X, f.Cursor.Y
			in.cursorSeen = true
		}
		in.moveCursor(x, y, f.Right) // a right button held on is a drag
		in.left, in.right = f.Left, f.Right
		if f.Key != nil {
			in.key, in.hasKey = *f.Key, true
		}
		in.wheel = f.Wheel
	} else if in.Enabled {
		in.poll()
	} else {
		in.left, in.right = false, false
	}
	in.leftDown = in.left && !wasLeft
	in.leftUp = !in.left && wasLeft
	if in.leftDown {
		in.clickX, in.clickY = in.cx, in.cy
	}
	in.rightClick = false
	switch {
	case in.right && !wasRight:
		in.rightAt = image.Pt(in.cx, in.cy)
	case !in.right && wasRight:
		in.rightClick = abs(in.cx-in.rightAt.X) <= clickSlop && abs(in.cy-in.rightAt.Y) <= clickSlop
	}
	for a := range in.heldFor {
		switch {
		case in.pressed[a]:
			in.heldFor[a] = 1
		case in.held[a]:
			in.heldFor[a]++
		default:
			in.heldFor[a] = 0
		}
	}
}

// clickSlop is how far, in logical pixels, the cursor may move between the right button going
// down and up for it to count as a click rather than a drag of the map.
const clickSlop = 3

// Key repeat: a held key repeats its meaning after repeatDelay frames, then every repeatEvery
// frames (at 60 frames a second: after 0.4 s, 15 times a second).
const (
	repeatDelay = 24
	repeatEvery = 4
)

// abs is |v|.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// poll reads the devices.
func (in *Input) poll() {
	shift, ctrl := ebiten.IsKeyPressed(ebiten.KeyShift), ebiten.IsKeyPressed(ebiten.KeyControl)
	in.chorded = in.Keys.match(&in.held, &in.pressed, keyState{down: ebiten.IsKeyPressed, went: inpututil.IsKeyJustPressed,
		shift: shift, ctrl: ctrl}, in.chorded)
	for i := 0; i < 9; i++ {
		if inpututil.IsKeyJustPressed(ebiten.Key1+ebiten.Key(i)) || inpututil.IsKeyJustPressed(ebiten.KeyF1+ebiten.Key(i)) {
			in.number = i + 1
		}
	}
	in.pollKey(shift, ctrl)
	_, in.wheel = ebiten.Wheel()
	x, y := ebiten.CursorPosition()
	if in.cursorRead && (x != in.cx || y != in.cy) {
		in.cursorSeen = true
	}
	in.cursorRead = true
	in.moveCursor(x, y, ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle))
	in.left = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.right = ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight)
}

// keyState is the keyboard as the key map reads it: which keys are down, which went down this
// frame, and whether Shift and Ctrl are held.
type keyState struct {
	down, went  func(ebiten.Key) bool
	shift, ctrl bool
}

// match sets the meanings whose bindings are held and pressed in state ks. A binding with
// Shift or Ctrl acts when its key is down with exactly those held; a plain binding acts
// with Shift held or not, unless some binding asks for its key with Shift and it is held
// (Shift+1 is not also 1), and never while Ctrl is held (Ctrl+S does not pan), but for a
// binding of a Ctrl key itself. chorded is scratch space, returned for the next call.
func (k *KeyMap) match(held, pressed *[numActions]bool, ks keyState, chorded []bool) []bool {
	if len(chorded) != int(ebiten.KeyMax)+1 {
		chorded = make([]bool, ebiten.KeyMax+1)
	}
	clear(chorded)
	for _, keys := range k {
		for _, b := range keys {
			if key, s, c := SplitKey(b); (s || c) && key >= 0 && key <= ebiten.KeyMax {
				chorded[key] = true
			}
		}
	}
	for a, keys := range k {
		for _, b := range keys {
			key, s, c := SplitKey(b)
			if key < 0 || key > ebiten.KeyMax {
				continue
			}
			if s || c {
				if s != ks.shift || c != ks.ctrl {
					continue
				}
			} else if (ks.shift || ks.ctrl) && chorded[key] || ks.ctrl && !isModifier(key) {
				continue
			}
			held[a] = held[a] || ks.down(key)
			pressed[a] = pressed[a] || ks.went(key)
		}
	}
	return chorded
}

// pollKey finds the key that went down this frame, for rebinding (captureKey).
func (in *Input) pollKey(shift, ctrl bool) {
	in.key, in.hasKey, in.modAlone = captureKey(inpututil.AppendJustPressedKeys(nil), inpututil.IsKeyJustReleased, shift, ctrl, in.modAlone)
}

// captureKey is the key a player pressed this frame to bind it, from the keys that went down
// (went) and were let go (up): another key with Shift or Ctrl held is that chord
// ("Shift+1"); Shift or Ctrl alone is itself once it is let go with no other key pressed
// meanwhile. modAlone is such a Shift or Ctrl key down so far (0: none), returned for the next
// frame.
func captureKey(went []ebiten.Key, up func(ebiten.Key) bool, shift, ctrl bool, modAlone ebiten.Key) (key ebiten.Key, ok bool, alone ebiten.Key) {
	for _, k := range went {
		if isModifier(k) {
			if modAlone == 0 && k != ebiten.KeyShift && k != ebiten.KeyControl {
				modAlone = k
			}
			continue
		}
		if shift {
			k = WithShift(k)
		}
		if ctrl {
			k = WithCtrl(k)
		}
		return k, true, 0
	}
	if modAlone != 0 && up(modAlone) {
		return modAlone, true, 0
	}
	return 0, false, modAlone
}

// Held reports whether a key for a is down.
func (in *Input) Held(a Action) bool { return in.held[a] }

// Pressed reports whether a key for a went down this frame.
func (in *Input) Pressed(a Action) bool { return in.pressed[a] }

// Repeated reports whether a's key went down this frame or, held down, repeats this frame as
// a typed key does (after repeatDelay frames, every repeatEvery frames): for moving a cursor
// square by square.
func (in *Input) Repeated(a Action) bool {
	if in.pressed[a] {
		return true
	}
	n := in.heldFor[a] - 1 - repeatDelay
	return in.held[a] && n >= 0 && n%repeatEvery == 0
}

// Number returns 1–9 if that number key or F-key went down this frame, else 0.
func (in *Input) Number() int { return in.number }

// Wheel returns the vertical wheel movement this frame (positive is away from the player).
func (in *Input) Wheel() float64 { return in.wheel }

// Cursor returns the cursor in logical screen pixels.
func (in *Input) Cursor() (x, y int) { return in.cx, in.cy }

// Click returns where the left button went down this frame, if it did.
func (in *Input) Click() (x, y int, ok bool) { return in.clickX, in.clickY, in.leftDown }

// LeftHeld reports whether the left button is down.
func (in *Input) LeftHeld() bool { return in.left }

// LeftReleased reports whether the left button went up this frame.
func (in *Input) LeftReleased() bool { return in.leftUp }

// Key returns a key that went down this frame, whatever it means: for rebinding keys.
func (in *Input) Key() (ebiten.Key, bool) { return in.key, in.hasKey }

// RightClick returns where the right button was clicked, if it went up this frame where it
// went down (within clickSlop pixels); a longer drag with it pans the map instead.
func (in *Input) RightClick() (x, y int, ok bool) { return in.cx, in.cy, in.rightClick }

// moveCursor puts the cursor at (x, y); with drag (the right or middle button held) it was
// held the frame before too, the move is the frame's drag.
func (in *Input) moveCursor(x, y int, drag bool) {
	if drag && in.dragging {
		in.dragX, in.dragY = x-in.cx, y-in.cy
	} else {
		in.dragX, in.dragY = 0, 0
	}
	in.cx, in.cy, in.dragging = x, y, drag
}

// Dragging reports whether the right or middle button is held: a drag of the map, maybe.
func (in *Input) Dragging() bool { return in.dragging }

// Drag returns how far the cursor moved this frame with the right or middle button held.
func (in *Input) Drag() (dx, dy int) { return in.dragX, in.dragY }

// EdgePan returns -1, 0 or 1 per axis when the cursor rests at an edge of a w×h screen and
// the window has focus.
func (in *Input) EdgePan(w, h int) (dx, dy int) {
	if !in.Enabled || !in.cursorSeen || !ebiten.IsFocused() || in.dragging || len(in.queue) > 0 {
		return 0, 0
	}
	if in.cx < 0 || in.cy < 0 || in.cx >= w || in.cy >= h {
		return 0, 0
	}
	switch {
	case in.cx < edgeBand:
		dx = -1
	case in.cx >= w-edgeBand:
		dx = 1
	}
	switch {
	case in.cy < edgeBand:
		dy = -1
	case in.cy >= h-edgeBand:
		dy = 1
	}
	return dx, dy
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

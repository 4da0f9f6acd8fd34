package game

// Input: the one place that polls ebiten's keyboard and mouse (or takes the frames a test injects), read once a frame through the key map.

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

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
	// Scale is the UI scale: device pixels per logical pixel (0 is 1). The cursor is read in
	// device pixels and told in logical ones; injected frames are logical already.
	Scale float64
	// WidgetsAtDevice says the menu's widgets are laid out at the device's pixels this frame
	// (a screen drawn crisp): ebitenui reads the device cursor (DeviceCursor), else the logical.
	WidgetsAtDevice bool

	held, pressed [numActions]bool
	number        int // 1–9 for a number or F-key pressed this frame, else 0
	wheel         float64
	cx, cy        int
	devX, devY    int  // the cursor in device pixels (DeviceCursor)
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
func NewInput(k KeyMap) *Input {
	return &Input{Keys: k, Enabled: true, cx: -1, cy: -1, devX: -1, devY: -1}
}

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
			// the middle of the logical pixel, in device pixels
			k := in.scale()
			in.devX, in.devY = int(math.Floor((float64(x)+0.5)*k)), int(math.Floor((float64(y)+0.5)*k))
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
	in.devX, in.devY = x, y
	if k := in.Scale; k > 0 && k != 1 { // the screen has the device's pixels, the scenes logical ones
		x, y = int(math.Floor(float64(x)/k)), int(math.Floor(float64(y)/k))
	}
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

// DeviceCursor returns the cursor in device pixels: where the pointer is on the screen of a
// scene drawn at the device's pixels (an injected cursor, given in logical pixels, at the
// middle of its logical pixel).
func (in *Input) DeviceCursor() (x, y int) { return in.devX, in.devY }

// scale is the UI scale, 1 when unset.
func (in *Input) scale() float64 {
	if in.Scale > 0 {
		return in.Scale
	}
	return 1
}

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

// Input: the key map of meanings and the one place that polls ebiten's keyboard and mouse.
package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Action is a meaning a player can ask for, whatever key they use.
type Action uint8

// Actions the client knows so far.
const (
	PanLeft Action = iota
	PanRight
	PanUp
	PanDown
	ZoomIn
	ZoomOut
	Quit
	ToggleGrid
	NextMap
	PrevMap
	MapList
	numActions
)

// KeyMap binds each action to its keys.
type KeyMap [numActions][]ebiten.Key

// DefaultKeyMap is the standard binding: arrows or WASD pan, +/- zoom, Esc quits.
func DefaultKeyMap() KeyMap {
	var k KeyMap
	k[PanLeft] = []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyA}
	k[PanRight] = []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyD}
	k[PanUp] = []ebiten.Key{ebiten.KeyArrowUp, ebiten.KeyW}
	k[PanDown] = []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyS}
	k[ZoomIn] = []ebiten.Key{ebiten.KeyEqual, ebiten.KeyNumpadAdd}
	k[ZoomOut] = []ebiten.Key{ebiten.KeyMinus, ebiten.KeyNumpadSubtract}
	k[Quit] = []ebiten.Key{ebiten.KeyEscape}
	k[ToggleGrid] = []ebiten.Key{ebiten.KeyG}
	k[NextMap] = []ebiten.Key{ebiten.KeyPageDown, ebiten.KeyN}
	k[PrevMap] = []ebiten.Key{ebiten.KeyPageUp, ebiten.KeyP}
	k[MapList] = []ebiten.Key{ebiten.KeyTab, ebiten.KeyM}
	return k
}

// edgeBand is how close to the screen edge, in logical pixels, the cursor pans the map.
const edgeBand = 6

// Input is the state of the controls for one frame, read once at the start of Update.
type Input struct {
	Keys KeyMap
	// Enabled is false while rendering a shot: nothing is read and nothing is pressed.
	Enabled bool

	held, pressed [numActions]bool
	number        int // 1–9 for a number or F-key pressed this frame, else 0
	wheel         float64
	cx, cy        int
	cursorSeen    bool // the cursor has moved since start, so its position is real
	dragging      bool
	dragX, dragY  int
	clickX        int
	clickY        int
	clicked       bool
}

// NewInput returns input read through the given key map.
func NewInput(k KeyMap) *Input { return &Input{Keys: k, Enabled: true} }

// Update polls the keyboard and mouse; call it once per frame before anything asks.
func (in *Input) Update() {
	in.held, in.pressed, in.number, in.wheel, in.clicked = [numActions]bool{}, [numActions]bool{}, 0, 0, false
	if !in.Enabled {
		return
	}
	for a, keys := range in.Keys {
		for _, k := range keys {
			in.held[a] = in.held[a] || ebiten.IsKeyPressed(k)
			in.pressed[a] = in.pressed[a] || inpututil.IsKeyJustPressed(k)
		}
	}
	for i := 0; i < 9; i++ {
		if inpututil.IsKeyJustPressed(ebiten.Key1+ebiten.Key(i)) || inpututil.IsKeyJustPressed(ebiten.KeyF1+ebiten.Key(i)) {
			in.number = i + 1
		}
	}
	_, in.wheel = ebiten.Wheel()
	x, y := ebiten.CursorPosition()
	if x != in.cx || y != in.cy {
		in.cursorSeen = true
	}
	px, py := in.cx, in.cy
	in.cx, in.cy = x, y
	drag := ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle)
	if drag && in.dragging {
		in.dragX, in.dragY = x-px, y-py
	} else {
		in.dragX, in.dragY = 0, 0
	}
	in.dragging = drag
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in.clicked, in.clickX, in.clickY = true, x, y
	}
}

// Held reports whether a key for a is down.
func (in *Input) Held(a Action) bool { return in.held[a] }

// Pressed reports whether a key for a went down this frame.
func (in *Input) Pressed(a Action) bool { return in.pressed[a] }

// Number returns 1–9 if that number key or F-key went down this frame, else 0.
func (in *Input) Number() int { return in.number }

// Wheel returns the vertical wheel movement this frame (positive is away from the player).
func (in *Input) Wheel() float64 { return in.wheel }

// Cursor returns the cursor in logical screen pixels.
func (in *Input) Cursor() (x, y int) { return in.cx, in.cy }

// Click returns where the left button went down this frame, if it did.
func (in *Input) Click() (x, y int, ok bool) { return in.clickX, in.clickY, in.clicked }

// Drag returns how far the cursor moved this frame with the right or middle button held.
func (in *Input) Drag() (dx, dy int) { return in.dragX, in.dragY }

// EdgePan returns -1, 0 or 1 per axis when the cursor rests at an edge of a w×h screen and
// the window has focus.
func (in *Input) EdgePan(w, h int) (dx, dy int) {
	if !in.Enabled || !in.cursorSeen || !ebiten.IsFocused() || in.dragging {
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

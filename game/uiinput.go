package game

// UI input: ebitenui reads the mouse through the game's Input, so injected clicks reach widgets.

import (
	"image"

	uiinput "github.com/ebitenui/ebitenui/input"
	"github.com/hajimehoshi/ebiten/v2"
)

// uiMouse is ebitenui's cursor updater backed by an Input: the left button and the cursor as
// the Input read them this frame (from the devices or from injected frames).
type uiMouse struct{ in *Input }

// Update does nothing: the game reads the devices once a frame, before any scene.
func (uiMouse) Update() {}

// AfterUpdate does nothing.
func (uiMouse) AfterUpdate() {}

// Draw does nothing.
func (uiMouse) Draw(*ebiten.Image) {}

// AfterDraw does nothing.
func (uiMouse) AfterDraw(*ebiten.Image) {}

// MouseButtonPressed reports whether the left button is down (only the left one is used).
func (m uiMouse) MouseButtonPressed(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && m.in.left
}

// MouseButtonJustPressed reports whether the left button went down this frame.
func (m uiMouse) MouseButtonJustPressed(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && m.in.leftDown
}

// MouseButtonJustReleased reports whether the left button went up this frame.
func (m uiMouse) MouseButtonJustReleased(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && m.in.leftUp
}

// CursorPosition is the Input's cursor: in device pixels while the widgets are laid out at
// them (Input.WidgetsAtDevice), else in logical pixels.
func (m uiMouse) CursorPosition() (int, int) {
	if m.in.WidgetsAtDevice {
		return m.in.DeviceCursor()
	}
	return m.in.cx, m.in.cy
}

// GetCursorImage returns nil: the system cursor is used.
func (uiMouse) GetCursorImage(string) *ebiten.Image { return nil }

// GetCursorOffset returns no offset.
func (uiMouse) GetCursorOffset(string) image.Point { return image.Point{} }

// useForUI makes ebitenui read its mouse through in. ebitenui keeps one cursor updater for
// the whole program, so the last game made wins (there is one game, but tests make several).
func useForUI(in *Input) { uiinput.SetCursorUpdater(uiMouse{in}) }

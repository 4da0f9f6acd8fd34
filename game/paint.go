package game

// Paint: the shapes and pictures the screens draw, in logical pixels. The screen the game
// draws on has the window's own pixels; the UI scale maps one onto the other, so that a shape
// or a word drawn here at the scale is as sharp as the window allows (Context.Scale).

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// uiScale is the scale the paint helpers draw at: device pixels per logical pixel. The game
// draws on one goroutine, one screen at a time; it is the UI scale while a Crisp scene draws
// (Game.Draw), else 1.
var uiScale = 1.0

// atScale sets the scale the screens are drawn at to k and returns what puts it back.
func atScale(k float64) (restore func()) {
	old := uiScale
	uiScale = k
	return func() { uiScale = old }
}

// AtScale sets the scale the paint helpers draw at to k and returns what puts it back: a
// picture painted at its own pixels while a crisp screen draws is painted AtScale(1).
func AtScale(k float64) (restore func()) { return atScale(k) }

// UIScale is the scale the paint helpers draw at now: device pixels per logical pixel (the UI
// scale while a Crisp scene draws, else 1).
func UIScale() float64 { return uiScale }

// Px is a length in logical pixels as device pixels.
func Px(v float64) float64 { return v * uiScale }

// DeviceRect is a rectangle in logical pixels as the device pixels it covers (its corners
// rounded outwards).
func DeviceRect(x, y, w, h float64) image.Rectangle {
	s := uiScale
	return image.Rect(int(math.Floor(x*s)), int(math.Floor(y*s)), int(math.Ceil((x+w)*s)), int(math.Ceil((y+h)*s)))
}

// LogicalRect is a rectangle of device pixels in logical pixels.
func LogicalRect(r image.Rectangle) (x, y, w, h float64) {
	s := uiScale
	return float64(r.Min.X) / s, float64(r.Min.Y) / s, float64(r.Dx()) / s, float64(r.Dy()) / s
}

// FillRect fills the rectangle at (x, y) of size w×h, in logical pixels.
func FillRect(dst *ebiten.Image, x, y, w, h float32, c color.Color, aa bool) {
	s := float32(uiScale)
	vector.FillRect(dst, x*s, y*s, w*s, h*s, c, aa)
}

// StrokeRect outlines the rectangle at (x, y) of size w×h with a line width wide, in logical
// pixels.
func StrokeRect(dst *ebiten.Image, x, y, w, h, width float32, c color.Color, aa bool) {
	s := float32(uiScale)
	vector.StrokeRect(dst, x*s, y*s, w*s, h*s, width*s, c, aa)
}

// FillCircle fills the circle at (cx, cy) of radius r, in logical pixels.
func FillCircle(dst *ebiten.Image, cx, cy, r float32, c color.Color, aa bool) {
	s := float32(uiScale)
	vector.FillCircle(dst, cx*s, cy*s, r*s, c, aa)
}

// StrokeCircle outlines the circle at (cx, cy) of radius r with a line width wide, in logical
// pixels.
func StrokeCircle(dst *ebiten.Image, cx, cy, r, width float32, c color.Color, aa bool) {
	s := float32(uiScale)
	vector.StrokeCircle(dst, cx*s, cy*s, r*s, width*s, c, aa)
}

// StrokeLine draws a segment from (x0, y0) to (x1, y1) width wide, in logical pixels.
func StrokeLine(dst *ebiten.Image, x0, y0, x1, y1, width float32, c color.Color, aa bool) {
	s := float32(uiScale)
	vector.StrokeLine(dst, x0*s, y0*s, x1*s, y1*s, width*s, c, aa)
}

// NewPicture makes an image of w×h logical pixels, at the device's pixels.
func NewPicture(w, h float64) *ebiten.Image {
	return ebiten.NewImage(max(1, int(math.Ceil(w*uiScale))), max(1, int(math.Ceil(h*uiScale))))
}

// PictureSize is a picture's size in logical pixels.
func PictureSize(img *ebiten.Image) (w, h float64) {
	b := img.Bounds()
	return float64(b.Dx()) / uiScale, float64(b.Dy()) / uiScale
}

// DrawPicture draws a picture made at the device's pixels (NewPicture, or a sub-image of one)
// with its top-left at (x, y) in logical pixels, faded by alpha (1: opaque). op is reset and
// reused, so that a frame of many pictures allocates nothing.
func DrawPicture(dst, img *ebiten.Image, x, y float64, alpha float32, op *ebiten.DrawImageOptions) {
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(x*uiScale), math.Round(y*uiScale))
	op.ColorScale.Reset()
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(alpha)
	}
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(img, op)
}

// SubPicture is the part of img (a screen or a picture at the device's pixels) under the
// rectangle at (x, y) of size w×h in logical pixels. The part keeps img's coordinates, so
// that what is drawn on it at logical (x, y) lands there.
func SubPicture(img *ebiten.Image, x, y, w, h float64) *ebiten.Image {
	return img.SubImage(DeviceRect(x, y, w, h)).(*ebiten.Image)
}

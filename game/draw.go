// Small drawing helpers shared by the map view and the scenes: text with a shadow, panels.
package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Text draws s with its top-left at (x, y) and a one-pixel shadow; it returns the width drawn.
func Text(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.RGBA) float64 {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x+1, y+1)
	op.ColorScale.ScaleWithColor(color.RGBA{0, 0, 0, 0xa0})
	text.Draw(dst, s, face, op)
	op.GeoM.Translate(-1, -1)
	op.ColorScale.Reset()
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, face, op)
	w, _ := text.Measure(s, face, 0)
	return w
}

// TextWidth measures s in face.
func TextWidth(s string, face text.Face) float64 {
	w, _ := text.Measure(s, face, 0)
	return w
}

// Panel draws a translucent panel with a border line at its bottom (or all round if boxed).
func Panel(dst *ebiten.Image, th *Theme, x, y, w, h float32, boxed bool) {
	vector.FillRect(dst, x, y, w, h, th.Panel, false)
	if boxed {
		vector.StrokeRect(dst, x+0.5, y+0.5, w-1, h-1, 1, th.PanelEdge, false)
		return
	}
	vector.FillRect(dst, x, y+h-1, w, 1, th.PanelEdge, false)
}

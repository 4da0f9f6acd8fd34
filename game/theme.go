// Theme: every colour the client uses, in one place, with a colour-blind-safe side palette.
package game

import "image/color"

// Theme holds the client's colours.
type Theme struct {
	Background color.RGBA // behind the map
	Panel      color.RGBA // header and panels (translucent)
	PanelEdge  color.RGBA // a panel's border line
	Text       color.RGBA
	TextDim    color.RGBA
	Accent     color.RGBA // highlights, the objective marker
	Grid       color.RGBA // the square grid over the map
	Exit       color.RGBA // exit squares
	Shadow     color.RGBA // drop shadows under markers and text
	Neutral    color.RGBA // objects that belong to no side
	// Sides colour the map's sides in order: the Okabe–Ito palette, told apart by people with
	// any common colour-vision deficiency.
	Sides []color.RGBA
}

// DefaultTheme is the client's look.
var DefaultTheme = Theme{
	Background: color.RGBA{0x14, 0x12, 0x11, 0xff},
	Panel:      color.RGBA{0x12, 0x10, 0x0e, 0xdc},
	PanelEdge:  color.RGBA{0x5a, 0x4e, 0x3c, 0xff},
	Text:       color.RGBA{0xee, 0xe6, 0xd6, 0xff},
	TextDim:    color.RGBA{0xa8, 0x9e, 0x8c, 0xff},
	Accent:     color.RGBA{0xf0, 0xc8, 0x50, 0xff},
	Grid:       color.RGBA{0x00, 0x00, 0x00, 0x38},
	Exit:       color.RGBA{0xf4, 0xf0, 0xe0, 0xff},
	Shadow:     color.RGBA{0x00, 0x00, 0x00, 0x90},
	Neutral:    color.RGBA{0xb0, 0xb0, 0xb0, 0xff},
	Sides: []color.RGBA{
		{0x00, 0x72, 0xb2, 0xff}, // blue
		{0xe6, 0x9f, 0x00, 0xff}, // orange
		{0x00, 0x9e, 0x73, 0xff}, // bluish green
		{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
		{0x56, 0xb4, 0xe9, 0xff}, // sky blue
		{0xd5, 0x5e, 0x00, 0xff}, // vermillion
		{0xf0, 0xe4, 0x42, 0xff}, // yellow
	},
}

// Side returns the colour of the i-th side (cycling), or Neutral for a negative index.
func (t *Theme) Side(i int) color.RGBA {
	if i < 0 || len(t.Sides) == 0 {
		return t.Neutral
	}
	return t.Sides[i%len(t.Sides)]
}

// WithAlpha returns c with alpha a, premultiplied as ebiten expects.
func WithAlpha(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}

package game

// Theme: every colour the client uses, in one place, with a classic and a colour-blind-safe side palette.

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
	// Sides colour the map's sides in order: ClassicSides or, with the colour-blind setting,
	// OkabeItoSides.
	Sides []color.RGBA

	// The menus' colours.
	Backdrop    color.RGBA // behind the menus
	Surface     color.RGBA // opaque panels and cards
	SurfaceHigh color.RGBA // a raised surface: buttons, fields
	SurfaceLow  color.RGBA // a sunken surface: thumbnails' frames, lists
	Edge        color.RGBA // a panel's or button's outline
	AccentText  color.RGBA // text on an accent-coloured button
	AccentDeep  color.RGBA // the accent, darker: a pressed primary button
	Danger      color.RGBA // errors and broken maps
	Good        color.RGBA // what went well: a winner, a saved file
}

// ClassicSides are the usual side colours: blue, red, green, gold, purple, teal, orange.
var ClassicSides = []color.RGBA{
	{0x3a, 0x7b, 0xd5, 0xff}, // blue
	{0xd2, 0x3f, 0x31, 0xff}, // red
	{0x3d, 0xa3, 0x5d, 0xff}, // green
	{0xe8, 0xb4, 0x2c, 0xff}, // gold
	{0x8e, 0x5c, 0xc8, 0xff}, // purple
	{0x2a, 0xb3, 0xb1, 0xff}, // teal
	{0xe0, 0x7a, 0x2f, 0xff}, // orange
}

// OkabeItoSides are the Okabe–Ito colours, told apart by people with any common colour-vision
// deficiency.
var OkabeItoSides = []color.RGBA{
	{0x00, 0x72, 0xb2, 0xff}, // blue
	{0xe6, 0x9f, 0x00, 0xff}, // orange
	{0x00, 0x9e, 0x73, 0xff}, // bluish green
	{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	{0xd5, 0x5e, 0x00, 0xff}, // vermillion
	{0xf0, 0xe4, 0x42, 0xff}, // yellow
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
	Sides:      ClassicSides,

	Backdrop:    color.RGBA{0x10, 0x0e, 0x0c, 0xff},
	Surface:     color.RGBA{0x1f, 0x1b, 0x17, 0xff},
	SurfaceHigh: color.RGBA{0x2d, 0x27, 0x20, 0xff},
	SurfaceLow:  color.RGBA{0x15, 0x12, 0x10, 0xff},
	Edge:        color.RGBA{0x4a, 0x40, 0x33, 0xff},
	AccentText:  color.RGBA{0x24, 0x1a, 0x08, 0xff},
	AccentDeep:  color.RGBA{0xb8, 0x92, 0x32, 0xff},
	Danger:      color.RGBA{0xe8, 0x6a, 0x50, 0xff},
	Good:        color.RGBA{0x8c, 0xc8, 0x6e, 0xff},
}

// Clone returns a copy of the theme whose side palette is its own.
func (t Theme) Clone() *Theme {
	t.Sides = append([]color.RGBA(nil), t.Sides...)
	return &t
}

// UsePalette sets the side colours: Okabe–Ito when colourBlind, else the classic ones.
func (t *Theme) UsePalette(colourBlind bool) {
	if colourBlind {
		t.Sides = append(t.Sides[:0:0], OkabeItoSides...)
	} else {
		t.Sides = append(t.Sides[:0:0], ClassicSides...)
	}
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

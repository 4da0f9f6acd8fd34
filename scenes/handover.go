// Handover: between two human players' turns, a screen that hides the map until the next player is ready.
package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game"
)

// Handover hides the battle until the player of the side in turn clicks or confirms.
type Handover struct {
	b    *Battle
	side int
}

// NewHandover makes the hand-over screen for side of b.
func NewHandover(c *game.Context, b *Battle, side int) *Handover { return &Handover{b: b, side: side} }

// Update returns to the battle on Confirm or a click.
func (h *Handover) Update(c *game.Context) error {
	if _, _, ok := c.Input.Click(); ok || c.Input.Pressed(game.Confirm) {
		c.Pop()
	}
	return nil
}

// Draw paints the hand-over: whose turn, who plays it, and how to go on; nothing of the map.
func (h *Handover) Draw(screen *ebiten.Image, c *game.Context) {
	th, f := c.Theme, c.Fonts
	drawBackdrop(screen, c)
	w, hh := float64(c.Width), float64(c.Height)
	col := th.Side(h.side)
	name, player := h.b.B.Sides[h.side].Name, ""
	for _, s := range h.b.Spec.Sides {
		if s.Name == name {
			player = s.Player
		}
	}
	bw, bh := 620.0, 260.0
	x, y := (w-bw)/2, (hh-bh)/2
	vector.FillRect(screen, float32(x)+6, float32(y)+6, float32(bw), float32(bh), th.Shadow, false)
	vector.FillRect(screen, float32(x), float32(y), float32(bw), float32(bh), th.Surface, false)
	vector.FillRect(screen, float32(x), float32(y), float32(bw), 6, col, false)
	vector.StrokeRect(screen, float32(x)+0.5, float32(y)+0.5, float32(bw)-1, float32(bh)-1, 1, th.Edge, false)
	centre := func(s string, face *game.Fonts, yy float64, c2 color.RGBA, big bool) {
		fc := face.Body
		if big {
			fc = face.Heading
		}
		tw := game.TextWidth(s, fc)
		game.Text(screen, s, fc, x+bw/2-tw/2, yy, c2)
	}
	centre(fmt.Sprintf("Round %d", h.b.B.Round), f, y+30, th.TextDim, false)
	who := player
	if who == "" {
		who = name
	}
	centre("Pass the screen to "+who, f, y+64, th.Text, true)
	centre("playing "+name, f, y+112, col, false)
	if h.b.fog != nil {
		centre("Fog of war: you will see only what your units see.", f, y+150, th.TextDim, false)
	}
	hint := "Click or press " + keyHint(c, game.Confirm) + " when " + who + " is ready"
	centre(hint, f, y+200, th.Accent, false)
}

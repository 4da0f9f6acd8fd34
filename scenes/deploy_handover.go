// Deploy hand-over: between two human sides' placing with fog of war, a screen that hides the map until the next player is ready.
package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game"
)

// deployHandover hides the deploy screen until the player of the side about to deploy clicks
// or confirms; it looks like the battle's hand-over (Handover).
type deployHandover struct{ d *Deploy }

// newDeployHandover makes the hand-over to the side deploying now in d.
func newDeployHandover(d *Deploy) *deployHandover { return &deployHandover{d: d} }

// Update returns to the deploy screen on Confirm or a click, and to setup on Back.
func (h *deployHandover) Update(c *game.Context) error {
	switch _, _, ok := c.Input.Click(); {
	case ok || c.Input.Pressed(game.Confirm):
		c.Pop()
	case c.Input.Pressed(game.Back):
		c.Pop()
		c.Pop()
	}
	return nil
}

// Draw paints the hand-over card: who deploys next, for which side, and how to go on;
// nothing of the map.
func (h *deployHandover) Draw(screen *ebiten.Image, c *game.Context) {
	th, f := c.Theme, c.Fonts
	drawBackdrop(screen, c)
	d := h.d
	i := d.side()
	side := d.plan.Spec.Sides[i]
	col := th.Side(i)
	who := side.Player
	if who == "" {
		who = side.Name
	}
	w, hh := float64(c.Width), float64(c.Height)
	bw, bh := 620.0, 260.0
	x, y := (w-bw)/2, (hh-bh)/2
	vector.FillRect(screen, float32(x)+6, float32(y)+6, float32(bw), float32(bh), th.Shadow, false)
	vector.FillRect(screen, float32(x), float32(y), float32(bw), float32(bh), th.Surface, false)
	vector.FillRect(screen, float32(x), float32(y), float32(bw), 6, col, false)
	vector.StrokeRect(screen, float32(x)+0.5, float32(y)+0.5, float32(bw)-1, float32(bh)-1, 1, th.Edge, false)
	centre := func(s string, yy float64, c2 color.RGBA, big bool) {
		fc := f.Body
		if big {
			fc = f.Heading
		}
		game.Text(screen, s, fc, x+bw/2-game.TextWidth(s, fc)/2, yy, c2)
	}
	centre("Deployment", y+30, th.TextDim, false)
	centre("Pass the screen to "+who, y+64, th.Text, true)
	centre("deploying "+side.Name, y+112, col, false)
	centre("Fog of war: the other sides' units stay hidden while you place yours.", y+150, th.TextDim, false)
	centre("Click or press "+deployKey(c, game.Confirm)+" when "+who+" is ready", y+200, th.Accent, false)
}

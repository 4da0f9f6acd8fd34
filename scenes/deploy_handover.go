package scenes

// Deploy hand-over: between two human sides' placing with fog of war, a screen that hides the map until the next player is ready.

import (
	"github.com/hajimehoshi/ebiten/v2"

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
	i := h.d.side()
	side := h.d.plan.Spec.Sides[i]
	card := handoverCard{over: "Deployment", who: side.Player, doing: "deploying " + side.Name, side: i,
		note: "Fog of war: the other sides' units stay hidden while you place yours."}
	if card.who == "" {
		card.who = side.Name
	}
	card.draw(screen, c)
}

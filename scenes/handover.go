package scenes

// Handover: between two human players' turns, a screen that hides the map until the next player is ready (then, under fog, the replay of what they saw).

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/play"
)

// Handover hides the battle until the player of the side in turn clicks or confirms. With
// fog of war, what the side's units saw of the other sides' turns since its last one is then
// replayed to it (handoverReplay), when they saw anything.
type Handover struct {
	b    *Battle
	side int
	// retell is the replay of what the side saw since its last turn, nil when it saw nothing.
	retell *play.Retelling
}

// NewHandover makes the hand-over screen for side of b; under fog it opens the replay of what
// the side's units saw since its last turn (play.Session.Retell).
func NewHandover(c *game.Context, b *Battle, side int) *Handover {
	h := &Handover{b: b, side: side}
	if b.P.Sight().Fogged() && side >= 0 && side < len(b.B().Sides) {
		if r, ok, err := b.P.Retell(side); err == nil && ok {
			h.retell = r
		}
	}
	return h
}

// Update returns to the battle on Confirm or a click, through the replay of what the side saw
// when there is one.
func (h *Handover) Update(c *game.Context) error {
	if _, _, ok := c.Input.Click(); ok || c.Input.Pressed(game.Confirm) {
		if h.retell != nil {
			c.Replace(newHandoverReplay(c, h.b, h.retell))
			return nil
		}
		c.Pop()
	}
	return nil
}

// Draw paints the hand-over: whose turn, who plays it, and how to go on; nothing of the map.
func (h *Handover) Draw(screen *ebiten.Image, c *game.Context) {
	name, player := h.b.B().Sides[h.side].Name, ""
	for _, s := range h.b.Spec.Sides {
		if s.Name == name {
			player = s.Player
		}
	}
	card := handoverCard{over: fmt.Sprintf("Round %d", h.b.B().Round), who: player, doing: "playing " + name, side: h.side}
	if card.who == "" {
		card.who = name
	}
	switch {
	case h.retell != nil:
		card.note = "Fog of war: first, what your units saw since your last turn."
	case h.b.P.Sight().Fogged():
		card.note = "Fog of war: you will see only what your units see."
	}
	card.draw(screen, c)
}

// handoverCard is what a hand-over screen says: over the player's name (the round, or
// "Deployment"), whom to pass the screen to, what they do next, in their side's colour, and
// a note.
type handoverCard struct {
	over, who, doing, note string
	side                   int
}

// draw paints the card over a backdrop that hides the map, in logical pixels through the
// paint helpers (crisp at the UI scale: the hand-overs are game.Crisp).
func (k handoverCard) draw(screen *ebiten.Image, c *game.Context) {
	th, f := c.Theme, c.Fonts
	drawBackdrop(screen, c)
	w, hh := float64(c.Width), float64(c.Height)
	col := th.Side(k.side)
	bw, bh := 620.0, 260.0
	x, y := (w-bw)/2, (hh-bh)/2
	game.FillRect(screen, float32(x)+6, float32(y)+6, float32(bw), float32(bh), th.Shadow, false)
	game.FillRect(screen, float32(x), float32(y), float32(bw), float32(bh), th.Surface, false)
	game.FillRect(screen, float32(x), float32(y), float32(bw), 6, col, false)
	game.StrokeRect(screen, float32(x)+0.5, float32(y)+0.5, float32(bw)-1, float32(bh)-1, 1, th.Edge, false)
	centre := func(s string, yy float64, c2 color.RGBA, big bool) {
		fc := f.Body
		if big {
			fc = f.Heading
		}
		game.Text(screen, s, fc, x+bw/2-game.TextWidth(s, fc)/2, yy, c2)
	}
	centre(k.over, y+30, th.TextDim, false)
	centre("Pass the screen to "+k.who, y+64, th.Text, true)
	centre(k.doing, y+112, col, false)
	if k.note != "" {
		centre(k.note, y+150, th.TextDim, false)
	}
	centre("Click or press "+keyHint(c, game.Confirm)+" when "+k.who+" is ready", y+200, th.Accent, false)
}

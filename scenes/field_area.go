package scenes

// The area preview: the cells an area attack would hold, tinted, and the side's own units it
// would catch, outlined as a warning (play.HoverView.Area, AreaFriends).

import (
	"skirmish/game"
	"skirmish/play"
)

// drawArea tints the hovered area attack's cells and outlines the friends it catches: shapes
// in the frame's batch, drawn with the hover's.
func (f *battleField) drawArea(c *game.Context, h *play.HoverView) {
	if len(h.Area) == 0 {
		return
	}
	th, bt := c.Theme, &f.batch
	fill, edge := game.WithAlpha(th.Danger, 0x40), game.WithAlpha(th.Danger, 0xa0)
	for _, p := range h.Area {
		f.view.FillCell(bt, p, 1, fill)
		f.view.StrokeCell(bt, p, 1, 1, edge)
	}
	for _, p := range h.AreaFriends {
		f.view.StrokeCell(bt, p, 0, 3, th.Good)
	}
}

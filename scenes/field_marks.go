package scenes

// The map's overlays: where the chosen (or default) action may go and whom it may be aimed at,
// the squares an aim waits for, the preview of the hovered square (the path, the target, the
// tooltip), the hovered foe's reach and every seen foe's reach at once.

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// drawMarks tints where the chosen (or default) action may go, and outlines the units it may
// be aimed at; with an aim waiting, its squares instead: one batch of shapes.
func (f *battleField) drawMarks(dst *ebiten.Image, c *game.Context, v *play.View) {
	bt := &f.batch
	a := v.Act
	if f.drawAim(c, v, &a.Aim) {
		bt.Draw(dst)
		return
	}
	sel := v.Unit(a.Selected)
	if sel == nil {
		return
	}
	tint := game.WithAlpha(color.RGBA{0xff, 0xf4, 0xd0, 0xff}, 0x26)
	edge := game.WithAlpha(c.Theme.Side(sel.Side), 0x90)
	for _, p := range a.Marks {
		f.view.FillCell(bt, p, 1, tint)
		f.view.StrokeCell(bt, p, 1.5, 1, edge)
	}
	for _, name := range a.Aimed {
		u := v.Unit(name)
		if u == nil {
			continue
		}
		col := c.Theme.Danger
		if u.Side == sel.Side {
			col = c.Theme.Good
		}
		f.view.StrokeCell(bt, u.Pos, 1, 2, col)
	}
	bt.Draw(dst)
}

// drawAim marks the squares the aim waits for (a push's, a throw's, a far screen's) or the
// charge's chosen end square and the foes it allows: shapes in the frame's batch.
func (f *battleField) drawAim(c *game.Context, v *play.View, a *play.AimView) bool {
	if !a.Active() {
		return false
	}
	th := c.Theme
	bt := &f.batch
	fill := game.WithAlpha(th.Accent, 0x38)
	for _, p := range a.Squares {
		f.view.FillCell(bt, p, 2, fill)
		f.view.StrokeCell(bt, p, 2, 1.5, th.Accent)
	}
	if a.Target != "" {
		f.view.StrokeCell(bt, a.TargetAt, 1, 2, th.Danger)
	}
	if a.HasEnd {
		f.view.FillCell(bt, a.End, 2, fill)
		f.view.StrokeCell(bt, a.End, 1, 2.5, th.Accent)
		if sel := v.Unit(v.Act.Selected); sel != nil {
			sx, sy := f.view.CellMiddle(sel.Pos)
			ex, ey := f.view.CellMiddle(a.End)
			bt.Line(sx, sy, ex, ey, 2, game.WithAlpha(th.Accent, 0xa0))
		}
		for _, p := range a.TargetsAt {
			f.view.StrokeCell(bt, p, 1, 2, th.Danger)
		}
	}
	return true
}

// drawHover previews what a click on the hovered square would do: the path with its cost and
// the attacks it provokes, or the attack's odds; or why a seen foe there cannot be attacked.
func (f *battleField) drawHover(dst *ebiten.Image, c *game.Context, h *play.HoverView) {
	if h == nil || h.Title == "" {
		return
	}
	th := c.Theme
	if !h.Refused {
		bt := &f.batch
		f.drawArea(c, h)
		if h.Pick {
			f.view.StrokeCell(bt, h.Square, 1, 2.5, th.Accent)
		}
		switch {
		case h.Target != "":
			f.view.StrokeCell(bt, h.TargetAt, 0, 2.5, th.Danger)
			if h.Charge { // a charge: the line to its end square
				ax, ay := f.view.CellMiddle(h.Path[0])
				ex, ey := f.view.CellMiddle(h.Path[1])
				bt.Line(ax, ay, ex, ey, 3, game.WithAlpha(th.Accent, 0xd0))
				f.view.StrokeCell(bt, h.Path[1], 1, 2.5, th.Accent)
			}
		case h.Walk:
			line := game.WithAlpha(th.Accent, 0xd0)
			for i := 1; i < len(h.Path); i++ {
				ax, ay := f.view.CellMiddle(h.Path[i-1])
				bx, by := f.view.CellMiddle(h.Path[i])
				bt.Line(ax, ay, bx, by, 3, line)
				bt.Disc(bx, by, 3.5, th.Accent)
			}
			f.view.StrokeCell(bt, h.Square, 1, 2.5, th.Accent)
		}
		bt.Draw(dst)
	}
	// the tooltip in HUD pixels, kept in the view's whole rectangle, also when dst is cut to a
	// part of the screen (game.Damager)
	view := f.viewRect()
	defer f.lay.hudScale()()
	if f.tipOf != h || !f.tip.ok {
		f.tipOf = h
		var lines []string
		for _, l := range h.Lines {
			lines = append(lines, wrap(l, c.Fonts.Small, 380)...)
		}
		paintTooltip(&f.tip, c, h.Title, lines, h.Warn)
	}
	mx, my := f.lay.cursor(c.Input)
	x, y, w, hh := game.LogicalRect(view)
	placeTooltip(dst, &f.tip, float64(mx)+18, float64(my)+14, x+w, y+hh, &f.op)
}

// drawReach tints the squares the hovered foe could attack next turn.
func (f *battleField) drawReach(dst *ebiten.Image, c *game.Context, reach []grid.Pos) {
	if len(reach) == 0 {
		return
	}
	bt := &f.batch
	tint := game.WithAlpha(c.Theme.Danger, 0x38)
	for _, p := range reach {
		if f.view.InView(p) {
			f.view.FillCell(bt, p, 0, tint) // a hex map's hexes, not their boxes
		}
	}
	bt.Draw(dst)
}

// drawDanger tints the squares in view that foes could attack next turn: one foe lightly, two
// more, three or more deepest.
func (f *battleField) drawDanger(dst *ebiten.Image, c *game.Context, count []uint8) {
	m := f.view.Map
	bt := &f.batch
	tints := [3]uint8{0x30, 0x50, 0x70}
	for i, n := range count {
		if n == 0 {
			continue
		}
		p := m.PosOf(i)
		if !f.view.InView(p) {
			continue
		}
		f.view.FillCell(bt, p, 0, game.WithAlpha(c.Theme.Danger, tints[min(int(n), 3)-1]))
	}
	bt.Draw(dst)
}

package scenes

// Battle field: the map with the squares and units the chosen action may be aimed at, the
// aim's squares, the fog of war, the preview of what a click on the hovered square would do,
// floating numbers and the turn's banner.

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game"
	"skirmish/play"
)

// drawField paints the map, the overlays, the units, the fog and the floating numbers; with
// hover false, no path or target preview.
func (s *Battle) drawField(screen *ebiten.Image, c *game.Context, hover bool) {
	s.view.DrawBaked(screen)
	view := s.viewImage(screen)
	preview := hover && s.humanTurn() && s.P.Selected() != nil && !s.P.Busy()
	if s.showThreats && hover {
		s.drawThreats(view, c)
	}
	if preview {
		s.drawMoves(view, c)
		if s.hoverOn {
			s.drawReach(view, c)
		}
	}
	s.drawUnits(view, c)
	s.drawMotion(view, c)
	s.drawFog(view)
	if preview && s.hoverOn {
		s.drawIntent(view, c)
	}
	s.drawFloaters(view, c)
	if s.banner.life > 0 && s.P.Pending() == nil { // the reaction dialog is not covered by it
		s.drawBanner(view, c)
	}
}

// sideColour is the colour of side i.
func (s *Battle) sideColour(c *game.Context, i int) color.RGBA { return c.Theme.Side(i) }

// drawMoves tints where the chosen (or default) action may go, and outlines the units it may be
// aimed at; with an aim waiting, its squares instead: one batch of shapes.
func (s *Battle) drawMoves(dst *ebiten.Image, c *game.Context) {
	bt := &s.draw.batch
	if s.drawAim(c) {
		bt.Draw(dst)
		return
	}
	m := s.P.Marks()
	sel := s.P.Selected()
	tint := game.WithAlpha(color.RGBA{0xff, 0xf4, 0xd0, 0xff}, 0x26)
	edge := game.WithAlpha(s.sideColour(c, sel.Side), 0x90)
	for _, p := range m.Squares {
		s.view.FillCell(bt, p, 1, tint)
		s.view.StrokeCell(bt, p, 1.5, 1, edge)
	}
	for _, u := range m.Units {
		col := c.Theme.Danger
		if u.Side == sel.Side {
			col = c.Theme.Good
		}
		s.view.StrokeCell(bt, u.Pos, 1, 2, col)
	}
	bt.Draw(dst)
}

// drawAim marks the squares the aim waits for (a push's, a throw's, a far screen's) or the
// charge's chosen end square and the foes it allows: shapes in the frame's batch.
func (s *Battle) drawAim(c *game.Context) bool {
	a := s.P.Aim()
	if !a.Active() {
		return false
	}
	th := c.Theme
	bt := &s.draw.batch
	fill := game.WithAlpha(th.Accent, 0x38)
	for _, p := range a.Squares {
		s.view.FillCell(bt, p, 2, fill)
		s.view.StrokeCell(bt, p, 2, 1.5, th.Accent)
	}
	if t := s.B().Unit(a.Target); t != nil {
		s.view.StrokeCell(bt, t.Pos, 1, 2, th.Danger)
	}
	if a.HasEnd {
		s.view.FillCell(bt, a.End, 2, fill)
		s.view.StrokeCell(bt, a.End, 1, 2.5, th.Accent)
		sx, sy := s.view.CellMiddle(s.P.Selected().Pos)
		ex, ey := s.view.CellMiddle(a.End)
		bt.Line(sx, sy, ex, ey, 2, game.WithAlpha(th.Accent, 0xa0))
		for _, name := range a.Targets {
			if u := s.B().Unit(name); u != nil {
				s.view.StrokeCell(bt, u.Pos, 1, 2, th.Danger)
			}
		}
	}
	return true
}

// fogState is the viewer's fog of war as a shade of one pixel per cell (game.CellShade, in
// pieces any graphics card takes), for the viewer and the update (FogGen) of its fog it shows.
type fogState struct {
	shade     *game.CellShade
	side, gen int
	ok        bool
}

// drawFog darkens what the viewer's units do not see: the play layer's fog of the viewer,
// written to the shade when it changed.
func (s *Battle) drawFog(dst *ebiten.Image) {
	side := s.P.Holder()
	f := s.P.Sight().Fog(side)
	if f == nil {
		return
	}
	m := s.B().Map
	fs := &s.fog
	if fs.shade == nil {
		fs.shade = game.NewCellShade(m.Width, m.Height)
	}
	if gen := s.P.Sight().FogGen(side); !fs.ok || fs.side != side || fs.gen != gen {
		fs.ok, fs.side, fs.gen = true, side, gen
		pix := fs.shade.Pix()
		for i, v := range f.Cells() {
			a := byte(0xc8)
			if v {
				a = 0
			}
			pix[4*i+3] = a
		}
		fs.shade.Changed()
	}
	fs.shade.Draw(dst, s.view)
}

// intentMemo is the tooltip of the hovered square's preview (play.HoverView), painted for the
// view it was painted from.
type intentMemo struct {
	hover *play.HoverView
}

// intentNow returns the preview of the hovered square, painting its tooltip again when the
// preview changed.
func (s *Battle) intentNow(c *game.Context) *play.HoverView {
	d := &s.draw
	h := s.seat().View().Hover
	if d.intent.hover == h && d.intentTip.ok {
		return h
	}
	d.intent.hover = h
	d.intentTip.ok = true
	if h == nil || h.Title == "" {
		return h
	}
	var lines []string
	for _, l := range h.Lines {
		lines = append(lines, wrap(l, c.Fonts.Small, 380)...)
	}
	s.paintTooltip(&d.intentTip, c, h.Title, lines, h.Warn)
	return h
}

// drawIntent previews what a click on the hovered square would do: the path with its cost
// and the attacks it provokes, or the attack's odds; or why a seen foe there cannot be
// attacked.
func (s *Battle) drawIntent(dst *ebiten.Image, c *game.Context) {
	th := c.Theme
	h := s.intentNow(c)
	if h == nil || h.Title == "" {
		return
	}
	mx, my := c.Input.Cursor()
	if h.Refused {
		s.placeTooltip(dst, &s.draw.intentTip, float64(mx)+18, float64(my)+14)
		return
	}
	d := &s.draw
	bt := &d.batch
	if h.Pick {
		s.view.StrokeCell(bt, h.Square, 1, 2.5, th.Accent)
	}
	switch {
	case h.Target != "":
		s.view.StrokeCell(bt, h.TargetAt, 0, 2.5, th.Danger)
		if h.Charge { // a charge: the line to its end square
			ax, ay := s.view.CellMiddle(h.Path[0])
			ex, ey := s.view.CellMiddle(h.Path[1])
			bt.Line(ax, ay, ex, ey, 3, game.WithAlpha(th.Accent, 0xd0))
			s.view.StrokeCell(bt, h.Path[1], 1, 2.5, th.Accent)
		}
	case h.Walk:
		line := game.WithAlpha(th.Accent, 0xd0)
		for i := 1; i < len(h.Path); i++ {
			ax, ay := s.view.CellMiddle(h.Path[i-1])
			bx, by := s.view.CellMiddle(h.Path[i])
			bt.Line(ax, ay, bx, by, 3, line)
			bt.Disc(bx, by, 3.5, th.Accent)
		}
		s.view.StrokeCell(bt, h.Square, 1, 2.5, th.Accent)
	}
	bt.Draw(dst)
	s.placeTooltip(dst, &d.intentTip, float64(mx)+18, float64(my)+14)
}

// drawBanner announces the side whose turn starts.
func (s *Battle) drawBanner(dst *ebiten.Image, c *game.Context) {
	bn := s.banner
	t := float64(bn.age) / float64(bn.life)
	a := math.Min(1, math.Min(t*6, (1-t)*3))
	if a <= 0 {
		return
	}
	l := s.lay
	col := s.sideColour(c, bn.side)
	y := float32(l.mapY + l.mapH*0.3)
	vector.FillRect(dst, float32(l.mapX), y, float32(l.mapW), 74, game.WithAlpha(color.RGBA{0x0c, 0x0a, 0x08, 0xff}, uint8(0xc0*a)), false)
	vector.FillRect(dst, float32(l.mapX), y, float32(l.mapW), 3, game.WithAlpha(col, uint8(255*a)), false)
	vector.FillRect(dst, float32(l.mapX), y+71, float32(l.mapW), 3, game.WithAlpha(col, uint8(255*a)), false)
	text := bn.text + "’s turn"
	if strings.HasSuffix(bn.text, "s") {
		text = bn.text + "’ turn"
	}
	tw := game.TextWidth(text, c.Fonts.Heading)
	game.Text(dst, text, c.Fonts.Heading, l.mapX+l.mapW/2-tw/2, float64(y)+8, game.WithAlpha(c.Theme.Text, uint8(255*a)))
	sw := game.TextWidth(bn.sub, c.Fonts.Body)
	game.Text(dst, bn.sub, c.Fonts.Body, l.mapX+l.mapW/2-sw/2, float64(y)+46, game.WithAlpha(col, uint8(255*a)))
}

package scenes

// Choice strip drawing: the strip's box and chips kept as a picture, its hovered chip's tooltip, and the squares an aim waits for.

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game"
)

// stripKey is what the strip's picture shows.
type stripKey struct {
	gen, hover, keyGen int
	colourBlind        bool
}

// stripCache keeps the strip's picture and its hovered chip's tooltip.
type stripCache struct {
	pic    picture
	key    stripKey
	tip    picture
	tipKey stripKey
}

// drawStrip paints the choice strip above the chosen action's button, redrawn only when its
// picks, its chips or the hovered chip change; then the hovered chip's tooltip.
func (s *Battle) drawStrip(dst *ebiten.Image, c *game.Context) {
	st := &s.strip
	if !st.shown() || !s.humanTurn() || s.busy || s.pending != nil {
		return
	}
	d := s.cache()
	sc := &d.strip
	mx, my := c.Input.Cursor()
	hover := s.chipAt(mx, my)
	k := stripKey{gen: st.gen, hover: hover, keyGen: d.keyGen, colourBlind: c.Settings.ColourBlind}
	if !sc.pic.ok || sc.key != k {
		sc.key = k
		s.paintStrip(&sc.pic, c, hover)
	}
	d.draw(dst, sc.pic.img, st.x, st.y)
	if hover < 0 {
		return
	}
	if !sc.tip.ok || sc.tipKey != k {
		sc.tipKey = k
		title, lines := s.chipTip(st.chips[hover])
		s.paintTooltip(&sc.tip, c, title, lines, "")
	}
	ch := st.chips[hover]
	h := float64(sc.tip.img.Bounds().Dy() - tooltipShadow)
	s.placeTooltip(dst, &sc.tip, st.x+ch.x, st.y-h-6)
}

// paintStrip draws the strip's box: the action's name and the key hint, then a row of chips
// per group with its label; the picked chips lit, the hovered one brighter.
func (s *Battle) paintStrip(p *picture, c *game.Context, hover int) {
	st := &s.strip
	th, f := c.Theme, c.Fonts
	img := p.begin(int(st.w)+tooltipShadow, int(st.h)+tooltipShadow)
	w, h := float32(st.w), float32(st.h)
	vector.FillRect(img, tooltipShadow, tooltipShadow, w, h, th.Shadow, false)
	vector.FillRect(img, 0, 0, w, h, th.Surface, false)
	vector.FillRect(img, 0, 0, w, 3, th.Accent, false)
	vector.StrokeRect(img, 0.5, 0.5, w-1, h-1, 1, th.Edge, false)
	lw := game.Text(img, st.label, f.Bold, stripPad, 7, th.Accent)
	game.Text(img, s.stripHint(), f.Small, stripPad+lw+12, 9, th.TextDim)
	var lastRow float64 = -1
	for i, ch := range st.chips {
		if ch.y != lastRow {
			lastRow = ch.y
			game.Text(img, groupLabel(ch.group), f.SmallBold, stripPad, ch.y+6, th.TextDim)
		}
		picked := ch.group == chipChoice && ch.index == st.choice || ch.group == chipWeapon && ch.index == st.weapon
		bg, edge, tc := th.SurfaceHigh, th.Edge, th.Text
		switch {
		case picked:
			bg, edge, tc = th.AccentDeep, th.Accent, th.AccentText
		case ch.group == chipAny || ch.group == chipRun:
			bg, edge = darken(th.Good, 0.4), th.Good
		}
		if i == hover {
			bg = mix(bg, th.Text, 0.15)
		}
		x, y := float32(ch.x), float32(ch.y)
		vector.FillRect(img, x, y, float32(ch.w), float32(ch.h), bg, false)
		vector.StrokeRect(img, x+0.5, y+0.5, float32(ch.w)-1, float32(ch.h)-1, 1, edge, false)
		if picked {
			vector.FillCircle(img, x+8, y+float32(ch.h)/2, 3, th.AccentText, false)
		}
		game.Text(img, ch.label, f.SmallBold, ch.x+16, ch.y+ch.h/2-f.SmallBold.Size*0.62, tc)
	}
}

// drawAim marks the squares the aim waits for (a push's, a throw's, a far screen's, a drag's)
// or the charge's chosen end square and the foes it allows: shapes in the frame's batch.
func (s *Battle) drawAim(c *game.Context) bool {
	a := &s.aim
	if !a.active() {
		return false
	}
	th := c.Theme
	bt := &s.cache().batch
	fill := game.WithAlpha(th.Accent, 0x38)
	for _, p := range a.squares {
		x, y, w, h := s.view.SquareRect(p.X, p.Y)
		bt.Rect(x+2, y+2, w-4, h-4, fill)
		bt.StrokeRect(x+2, y+2, w-4, h-4, 1.5, th.Accent)
	}
	if t := s.B.Unit(a.target); t != nil {
		x, y, w, h := s.view.SquareRect(t.Pos.X, t.Pos.Y)
		bt.StrokeRect(x+1, y+1, w-2, h-2, 2, th.Danger)
	}
	if a.hasEnd {
		x, y, w, h := s.view.SquareRect(a.end.X, a.end.Y)
		bt.Rect(x+2, y+2, w-4, h-4, fill)
		bt.StrokeRect(x+1, y+1, w-2, h-2, 2.5, th.Accent)
		sx, sy, sw, sh := s.view.SquareRect(s.sel.Pos.X, s.sel.Pos.Y)
		bt.Line(sx+sw/2, sy+sh/2, x+w/2, y+h/2, 2, game.WithAlpha(th.Accent, 0xa0))
		for _, name := range a.targets {
			if u := s.B.Unit(name); u != nil {
				tx, ty, tw, thh := s.view.SquareRect(u.Pos.X, u.Pos.Y)
				bt.StrokeRect(tx+1, ty+1, tw-2, thh-2, 2, th.Danger)
			}
		}
	}
	return true
}

// groupLabel names a row of the strip.
func groupLabel(g chipGroup) string {
	switch g {
	case chipChoice:
		return "How"
	case chipWeapon:
		return "With"
	case chipAny:
		return "Or"
	}
	return "Which"
}

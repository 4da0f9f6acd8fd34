// Battle drawing: the map with units, paths and fog, and the HUD: turn order, unit panel, actions, log, banner.
package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/combat/narrate"
	"skirmish/game"
	"skirmish/grid"
)

// battleLayout is where the parts of the battle screen are, in logical pixels.
type battleLayout struct {
	w, h                   float64
	topH                   float64
	mapX, mapY, mapW, mapH float64
	sideX, sideW           float64 // the right-hand panel
	unitH                  float64 // the unit panel's height
	logX, logY, logW, logH float64
	logLines               int
	barY                   float64 // the action bar's top
	btnW, btnH, btnGap     float64
	perRow                 int
	endX, endY, endW, endH float64
}

// Sizes of the HUD.
const (
	battleTopH  = 46
	battleSideW = 330
	battleBarH  = 112
	logLineH    = 15
)

// layout places the parts for the screen size.
func (s *Battle) layout(c *game.Context) {
	w, h := float64(c.Width), float64(c.Height)
	l := battleLayout{w: w, h: h, topH: battleTopH, sideW: battleSideW}
	l.sideX = w - l.sideW
	l.mapX, l.mapY, l.mapW, l.mapH = 0, l.topH, l.sideX, h-l.topH-battleBarH
	l.barY = h - battleBarH
	l.perRow = 8
	l.btnGap = 6
	l.btnW = math.Floor((l.sideX - 20 - float64(l.perRow-1)*l.btnGap) / float64(l.perRow))
	l.btnH = 30
	l.unitH = 196
	l.endW, l.endH = l.sideW-28, 40
	l.endX, l.endY = l.sideX+14, h-l.endH-12
	l.logX, l.logY, l.logW = l.sideX+10, l.topH+l.unitH+34, l.sideW-20
	l.logH = l.endY - 10 - undoRowH - l.logY
	l.logLines = max(1, int(l.logH/logLineH))
	s.lay = l
}

// inHUD reports whether a screen point is over a HUD panel rather than the map.
func (l *battleLayout) inHUD(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fy < l.topH || fx >= l.sideX || fy >= l.barY
}

// inLog reports whether a screen point is over the combat log.
func (l *battleLayout) inLog(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= l.logX && fx < l.logX+l.logW && fy >= l.logY && fy < l.logY+l.logH
}

// button returns the rectangle of the i-th action button.
func (l *battleLayout) button(i int) (x, y, w, h float64) {
	row, col := i/l.perRow, i%l.perRow
	return 10 + float64(col)*(l.btnW+l.btnGap), l.barY + 10 + float64(row)*(l.btnH+l.btnGap), l.btnW, l.btnH
}

// buttonAt is the action button under a point, or -1.
func (l *battleLayout) buttonAt(x, y, n int) int {
	for i := range min(n, 3*l.perRow) {
		bx, by, bw, bh := l.button(i)
		if float64(x) >= bx && float64(x) < bx+bw && float64(y) >= by && float64(y) < by+bh {
			return i
		}
	}
	return -1
}

// endTurnAt reports whether a point is on the End turn button.
func (l *battleLayout) endTurnAt(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= l.endX && fx < l.endX+l.endW && fy >= l.endY && fy < l.endY+l.endH
}

// reaction returns the i-th button of the reaction dialog (n reactions; i == n is "No").
func (l *battleLayout) reaction(i, n int) (x, y, w, h float64) {
	dw := 480.0
	dh := 110 + float64(n+1)*40
	dx, dy := (l.mapW-dw)/2, l.topH+(l.mapH-dh)/2
	return dx + 20, dy + 86 + float64(i)*40, dw - 40, 32
}

// reactionAt is the reaction button under a point: its index, -1 for No; hit is false off them.
func (l *battleLayout) reactionAt(x, y, n int) (i int, hit bool) {
	for k := 0; k <= n; k++ {
		bx, by, bw, bh := l.reaction(k, n)
		if float64(x) >= bx && float64(x) < bx+bw && float64(y) >= by && float64(y) < by+bh {
			if k == n {
				return -1, true
			}
			return k, true
		}
	}
	return 0, false
}

// Draw paints the battle.
func (s *Battle) Draw(screen *ebiten.Image, c *game.Context) {
	s.drawField(screen, c, true)
	s.drawHUD(screen, c)
	s.drawUndo(screen, c)
	if s.pending != nil {
		s.drawReaction(screen, c)
	}
}

// drawField paints the map, the overlays, the units, the fog and the floating numbers; with
// hover false, no path or target preview.
func (s *Battle) drawField(screen *ebiten.Image, c *game.Context, hover bool) {
	th := c.Theme
	s.view.DrawBaked(screen)
	view := screen.SubImage(image.Rect(int(s.lay.mapX), int(s.lay.mapY), int(s.lay.mapX+s.lay.mapW), int(s.lay.mapY+s.lay.mapH))).(*ebiten.Image)
	if hover && s.humanTurn() && s.sel != nil && !s.busy {
		s.drawMoves(view, c)
	}
	s.drawUnits(view, c)
	s.drawFog(view)
	if hover && s.humanTurn() && s.sel != nil && !s.busy && s.hoverOn {
		s.drawIntent(view, c)
	}
	for _, f := range s.floaters {
		sx, sy := s.view.Cam.ToScreen(f.x, f.y)
		t := float64(f.age) / float64(s.frames(70))
		col := color.RGBA{0xff, 0x6a, 0x50, 0xff}
		face := c.Fonts.Title
		switch f.colour {
		case 1:
			col, face = th.TextDim, c.Fonts.Bold
		case 2:
			col, face = th.Accent, c.Fonts.Bold
		}
		a := uint8(255 * math.Min(1, 2*(1-t)))
		tw := game.TextWidth(f.text, face)
		game.Text(view, f.text, face, sx-tw/2, sy-20-34*t, game.WithAlpha(col, a))
	}
	if s.banner.life > 0 {
		s.drawBanner(view, c)
	}
}

// sideColour is the colour of side i.
func (s *Battle) sideColour(c *game.Context, i int) color.RGBA { return c.Theme.Side(i) }

// drawMoves tints where the move of the chosen (or default) action can end.
func (s *Battle) drawMoves(dst *ebiten.Image, c *game.Context) {
	var o combat.Option
	ok := false
	if s.chosen >= 0 && s.chosen < len(s.opts) {
		o, ok = s.opts[s.chosen], true
	} else {
		o, ok = s.option("run")
	}
	if !ok {
		return
	}
	tint := game.WithAlpha(color.RGBA{0xff, 0xf4, 0xd0, 0xff}, 0x26)
	edge := game.WithAlpha(s.sideColour(c, s.sel.Side), 0x90)
	for _, p := range o.Squares {
		x, y, w, h := s.view.SquareRect(p.X, p.Y)
		vector.FillRect(dst, x+1, y+1, w-2, h-2, tint, false)
		vector.StrokeRect(dst, x+1.5, y+1.5, w-3, h-3, 1, edge, false)
	}
	for _, name := range o.Targets {
		if u := s.B.Unit(name); u != nil && s.visible(u) {
			x, y, w, h := s.view.SquareRect(u.Pos.X, u.Pos.Y)
			col := c.Theme.Danger
			if u.Side == s.sel.Side {
				col = c.Theme.Good
			}
			vector.StrokeRect(dst, x+1, y+1, w-2, h-2, 2, col, false)
		}
	}
}

// roleGlyph is a unit's short mark: the initials of its kind ("skeleton-archer" → "SA") or
// the first two letters of a one-word kind ("warrior" → "Wa").
func roleGlyph(u *combat.Unit) string {
	k := u.Kind
	if k == "" {
		k = u.Name
	}
	parts := strings.FieldsFunc(k, func(r rune) bool { return r == '-' || r == '_' || r == ' ' })
	if len(parts) == 0 {
		return "?"
	}
	if len(parts) == 1 {
		r := []rune(parts[0])
		if len(r) == 1 {
			return strings.ToUpper(string(r))
		}
		return strings.ToUpper(string(r[0])) + string(r[1])
	}
	out := ""
	for _, p := range parts[:min(2, len(parts))] {
		out += strings.ToUpper(string([]rune(p)[0]))
	}
	return out
}

// drawUnits paints every unit the viewer sees: a token in its side's colour with its role
// glyph, a health bar, and the selection ring.
func (s *Battle) drawUnits(dst *ebiten.Image, c *game.Context) {
	th := c.Theme
	b := s.B
	z := s.view.Cam.Zoom()
	tw, thh := float64(b.Map.TileWidth)*z, float64(b.Map.TileHeight)*z
	for pass := 0; pass < 2; pass++ { // the fallen first, under the living
		for _, u := range b.Units {
			if u.Status == combat.Fled || (pass == 0) == u.Active() || !s.visible(u) {
				continue
			}
			t := s.anim[u.Name]
			sx, sy := s.view.Cam.ToScreen(t.x, t.y)
			cx, cy := float32(sx+tw/2), float32(sy+thh/2)
			r := float32(math.Min(tw, thh) * 0.38)
			col := s.sideColour(c, u.Side)
			if !u.Active() {
				grey := color.RGBA{0x55, 0x50, 0x4a, 0xd0}
				vector.FillCircle(dst, cx, cy+r*0.3, r*0.8, th.Shadow, false)
				vector.FillCircle(dst, cx, cy+r*0.2, r*0.7, grey, false)
				vector.StrokeCircle(dst, cx, cy+r*0.2, r*0.7, 1.5, game.WithAlpha(col, 0xa0), false)
				mark := "✕"
				if u.Status == combat.Down {
					mark = "…"
				}
				mw := game.TextWidth(mark, c.Fonts.Bold)
				game.Text(dst, mark, c.Fonts.Bold, float64(cx)-mw/2, float64(cy+r*0.2)-10, th.TextDim)
				continue
			}
			if u == s.sel {
				pulse := float32(0.5 + 0.5*math.Sin(float64(s.frame)/9))
				vector.FillCircle(dst, cx, cy, r*1.25, game.WithAlpha(th.Accent, uint8(0x30+0x30*pulse)), false)
				vector.StrokeCircle(dst, cx, cy, r*1.2, 2.5, th.Accent, false)
			} else if b.InTurnNow(u) && s.humanTurn() && canAct(u) {
				vector.StrokeCircle(dst, cx, cy, r*1.15, 1.5, game.WithAlpha(th.Text, 0x90), false)
			}
			vector.FillCircle(dst, cx+1.5, cy+2.5, r, th.Shadow, false)
			vector.FillCircle(dst, cx, cy, r, darken(col, 0.55), false)
			vector.FillCircle(dst, cx, cy-r*0.08, r*0.86, col, false)
			vector.StrokeCircle(dst, cx, cy, r, float32(math.Max(1.2, tw/22)), color.RGBA{0x14, 0x10, 0x0c, 0xff}, false)
			if u.Sheet.Hero {
				vector.StrokeCircle(dst, cx, cy, r*0.72, 1, game.WithAlpha(color.RGBA{0xff, 0xf0, 0xc0, 0xff}, 0x90), false)
			}
			glyph := roleGlyph(u)
			face := c.Fonts.Bold
			if tw < 26 {
				face = c.Fonts.SmallBold
			}
			gw := game.TextWidth(glyph, face)
			fh := face.Size
			game.Text(dst, glyph, face, float64(cx)-gw/2, float64(cy)-fh*0.62, color.RGBA{0xff, 0xfb, 0xf0, 0xff})
			// health bar
			bw, bh := float32(tw*0.78), float32(math.Max(3, thh*0.09))
			bx, by := cx-bw/2, float32(sy+thh)-bh-1
			vector.FillRect(dst, bx-1, by-1, bw+2, bh+2, color.RGBA{0x10, 0x0c, 0x08, 0xe0}, false)
			frac := float32(math.Max(0, float64(u.HP)) / math.Max(1, float64(u.MaxHP())))
			vector.FillRect(dst, bx, by, bw*min(1, frac), bh, hpColour(frac), false)
			if u.Broken {
				game.Text(dst, "!", c.Fonts.Bold, float64(cx+r*0.7), float64(cy-r*1.3), th.Danger)
			}
			if len(u.Conditions) > 0 && tw >= 28 {
				vector.FillCircle(dst, cx+r*0.8, cy-r*0.8, 4, th.Accent, false)
			}
		}
	}
}

// darken scales a colour towards black.
func darken(c color.RGBA, f float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), c.A}
}

// hpColour goes from green through gold to red as hp runs out.
func hpColour(f float32) color.RGBA {
	switch {
	case f > 0.6:
		return color.RGBA{0x6c, 0xc8, 0x5a, 0xff}
	case f > 0.3:
		return color.RGBA{0xe8, 0xb4, 0x2c, 0xff}
	}
	return color.RGBA{0xe0, 0x4a, 0x36, 0xff}
}

// drawFog darkens what the viewer's units do not see.
func (s *Battle) drawFog(dst *ebiten.Image) {
	if s.fog == nil || s.viewer < 0 {
		return
	}
	dirty := s.fogDirty
	s.updateFog()
	m := s.B.Map
	img := s.fogTexture
	if img == nil {
		img = ebiten.NewImage(m.Width, m.Height)
		s.fogTexture = img
		dirty = true
	}
	if dirty {
		img.WritePixels(s.fogImg)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(float64(m.TileWidth), float64(m.TileHeight))
	op.GeoM.Concat(s.view.Cam.GeoM())
	dst.DrawImage(img, op)
}

// drawIntent previews what a click on the hovered square would do: the path with its cost
// and the attacks it provokes, or the attack's odds.
func (s *Battle) drawIntent(dst *ebiten.Image, c *game.Context) {
	th := c.Theme
	it, ok := s.intentAt(s.hoverSq)
	if !ok {
		return
	}
	var lines []string
	var warn string
	title := it.o.Label
	if it.target != nil {
		title += " → " + it.target.Name
		x, y, w, h := s.view.SquareRect(it.target.Pos.X, it.target.Pos.Y)
		vector.StrokeRect(dst, x, y, w, h, 2.5, th.Danger, false)
		if it.err == nil {
			e := s.B.Rules.Estimate(s.B, it.a)
			if e.Max > 0 || e.Hit > 0 {
				lines = append(lines, fmt.Sprintf("Hit %d%%   ·   damage %d–%d", pct(e.Hit), e.Min, e.Max))
				lines = append(lines, fmt.Sprintf("Drops it %d%%   ·   %d/%d hp", pct(e.Kill), it.target.HP, it.target.MaxHP()))
			}
			if v := s.B.Map.Sight(s.sel.Pos, it.target.Pos); true {
				lines = append(lines, "Cover: "+coverName(v.Cover))
			}
			if it.a.Weapon != "" {
				lines = append(lines, "with "+it.a.Weapon)
			}
		}
	} else if s.reach != nil {
		steps := s.reach.Path(s.hoverSq)
		feet := 0
		var provoked []string
		prev := s.sel.Pos
		for _, st := range steps {
			ax, ay, aw, ah := s.view.SquareRect(prev.X, prev.Y)
			bx, by, _, _ := s.view.SquareRect(st.To.X, st.To.Y)
			vector.StrokeLine(dst, ax+aw/2, ay+ah/2, bx+aw/2, by+ah/2, 3, game.WithAlpha(th.Accent, 0xd0), false)
			vector.FillCircle(dst, bx+aw/2, by+ah/2, 3.5, th.Accent, false)
			feet = st.Cost
			for _, id := range st.Leaves() {
				if id >= 1 && id <= len(s.B.Units) {
					provoked = append(provoked, s.B.Units[id-1].Name)
				}
			}
			prev = st.To
		}
		x, y, w, h := s.view.SquareRect(s.hoverSq.X, s.hoverSq.Y)
		vector.StrokeRect(dst, x+1, y+1, w-2, h-2, 2.5, th.Accent, false)
		title = fmt.Sprintf("%s · %d ft", it.o.Label, feet)
		if len(provoked) > 0 && it.o.Provokes != "no" {
			warn = "Provokes: " + strings.Join(provoked, ", ")
		} else {
			lines = append(lines, "No attacks of opportunity")
		}
	}
	if it.err != nil {
		warn = it.err.Error()
	}
	mx, my := c.Input.Cursor()
	s.tooltip(dst, c, float64(mx)+18, float64(my)+14, title, lines, warn)
}

// pct is a chance in whole percent.
func pct(f float64) int { return int(math.Round(100 * f)) }

// coverName names a cover level.
func coverName(cv grid.Cover) string {
	switch cv {
	case grid.CoverHalf:
		return "half"
	case grid.CoverThreeQuarters:
		return "three-quarters"
	case grid.CoverFull:
		return "full"
	}
	return "none"
}

// tooltip draws a small box with a bold title, lines and a warning in red, kept on screen.
func (s *Battle) tooltip(dst *ebiten.Image, c *game.Context, x, y float64, title string, lines []string, warn string) {
	th := c.Theme
	f := c.Fonts
	w := game.TextWidth(title, f.Bold) + 20
	for _, l := range lines {
		w = math.Max(w, game.TextWidth(l, f.Small)+20)
	}
	var warnLines []string
	if warn != "" {
		warnLines = wrap(warn, f.Small, 340)
		for _, l := range warnLines {
			w = math.Max(w, game.TextWidth(l, f.Small)+20)
		}
	}
	h := 30 + float64(len(lines)+len(warnLines))*16
	b := dst.Bounds()
	x = math.Min(x, float64(b.Max.X)-w-4)
	y = math.Min(y, float64(b.Max.Y)-h-4)
	vector.FillRect(dst, float32(x)+3, float32(y)+3, float32(w), float32(h), th.Shadow, false)
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), th.Surface, false)
	vector.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, th.Accent, false)
	game.Text(dst, title, f.Bold, x+10, y+6, th.Accent)
	ly := y + 27
	for _, l := range lines {
		game.Text(dst, l, f.Small, x+10, ly, th.Text)
		ly += 16
	}
	for _, l := range warnLines {
		game.Text(dst, l, f.Small, x+10, ly, th.Danger)
		ly += 16
	}
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

// drawHUD paints the panels: the turn order, the unit, the actions, the log, End turn.
func (s *Battle) drawHUD(dst *ebiten.Image, c *game.Context) {
	s.drawTop(dst, c)
	s.drawSide(dst, c)
	s.drawBar(dst, c)
}

// drawTop paints the top bar: the round and the turn order.
func (s *Battle) drawTop(dst *ebiten.Image, c *game.Context) {
	th, f, b, l := c.Theme, c.Fonts, s.B, s.lay
	vector.FillRect(dst, 0, 0, float32(l.w), float32(l.topH), th.Surface, false)
	vector.FillRect(dst, 0, float32(l.topH)-2, float32(l.w), 2, th.Edge, false)
	round := fmt.Sprintf("Round %d", b.Round)
	if b.Round == 0 {
		round = "Surprise round"
	}
	x := 14.0
	x += game.Text(dst, round, f.Title, x, 11, th.Accent) + 20
	game.Text(dst, "Turn order", f.SmallBold, x, 16, th.TextDim)
	x += 76
	for i, t := range b.Order {
		side := b.SideIndex(t.Side)
		col := s.sideColour(c, side)
		name := t.Side
		if len(t.Units) > 0 {
			name = strings.Join(t.Units, ", ")
		}
		label := fmt.Sprintf("%s  %d", name, t.Initiative)
		w := game.TextWidth(label, f.Bold) + 34
		if x+w > l.w-180 {
			game.Text(dst, "…", f.Bold, x, 13, th.TextDim)
			break
		}
		current := b.InTurn && i == b.TurnIndex
		bg := th.SurfaceLow
		if current {
			bg = darken(col, 0.45)
		}
		vector.FillRect(dst, float32(x), 8, float32(w), 30, bg, false)
		edge := th.Edge
		if current {
			edge = th.Accent
		}
		vector.StrokeRect(dst, float32(x)+0.5, 8.5, float32(w)-1, 29, 1.5, edge, false)
		vector.FillCircle(dst, float32(x)+14, 23, 7, col, false)
		tc := th.TextDim
		if current {
			tc = th.Text
		}
		game.Text(dst, label, f.Bold, x+26, 14, tc)
		x += w + 8
	}
	hint := "Esc menu  ·  F fast AI"
	hw := game.TextWidth(hint, f.Small)
	game.Text(dst, hint, f.Small, l.w-hw-14, 16, th.TextDim)
}

// drawSide paints the right-hand panel: the selected unit, the log, End turn.
func (s *Battle) drawSide(dst *ebiten.Image, c *game.Context) {
	th, f, b, l := c.Theme, c.Fonts, s.B, s.lay
	x0 := float32(l.sideX)
	vector.FillRect(dst, x0, float32(l.topH), float32(l.sideW), float32(l.h-l.topH), th.Surface, false)
	vector.FillRect(dst, x0, float32(l.topH), 2, float32(l.h-l.topH), th.Edge, false)
	// the unit panel
	u := s.sel
	px, py := l.sideX+14, l.topH+12
	if u == nil {
		side := s.current()
		who := "—"
		if side >= 0 {
			who = b.Sides[side].Name
		}
		if s.humanTurn() {
			game.Text(dst, who+": choose a unit", f.Title, px, py, th.Text)
			game.Text(dst, "Click one of your units, or press Tab.", f.Small, px, py+30, th.TextDim)
		} else {
			game.Text(dst, who, f.Title, px, py, s.sideColour(c, max(0, side)))
			game.Text(dst, "The AI is playing. Hold F to hurry it, press F to skip to your turn.", f.Small, px, py+30, th.TextDim)
			s.drawRoster(dst, c, px, py+60)
		}
	} else {
		s.drawUnitPanel(dst, c, u, px, py)
	}
	// the log
	ly := l.logY - 22
	vector.FillRect(dst, float32(l.sideX+8), float32(ly-8), float32(l.sideW-16), 1, th.Edge, false)
	game.Text(dst, "Combat log", f.SmallBold, l.logX, ly, th.TextDim)
	if s.logTop > 0 {
		game.Text(dst, fmt.Sprintf("↑ %d more  (PgDn)", s.logTop), f.Small, l.logX+120, ly, th.Accent)
	}
	vector.FillRect(dst, float32(l.logX-4), float32(l.logY-4), float32(l.logW+8), float32(l.logH+6), th.SurfaceLow, false)
	end := len(s.log) - s.logTop
	start := max(0, end-l.logLines)
	y := l.logY
	for _, ln := range s.log[start:end] {
		col := th.TextDim
		face := f.Small
		switch ln.depth {
		case narrate.RoundDepth:
			col, face = th.Accent, f.SmallBold
		case narrate.TurnDepth:
			col = th.Text
		case narrate.ActionDepth:
			col, face = th.Text, f.SmallBold
		}
		game.Text(dst, ln.text, face, l.logX+float64(ln.depth)*6, y, col)
		y += logLineH
	}
	// End turn
	enabled := s.humanTurn() && !s.busy && s.pending == nil
	s.drawButton(dst, c, l.endX, l.endY, l.endW, l.endH, "End turn", keyHint(c, game.EndTurn), enabled, true, false)
}

// drawRoster lists the side in turn's units with their hp, while the AI plays.
func (s *Battle) drawRoster(dst *ebiten.Image, c *game.Context, x, y float64) {
	side := s.current()
	if side < 0 {
		return
	}
	for _, u := range s.B.Units {
		if u.Side != side || !u.Active() || !s.visible(u) || y > s.lay.logY-60 {
			continue
		}
		game.Text(dst, u.Name, c.Fonts.Small, x, y, c.Theme.Text)
		s.hpBar(dst, c, x+150, y+3, 140, 9, u)
		y += 18
	}
}

// hpBar draws a unit's hit points as a bar.
func (s *Battle) hpBar(dst *ebiten.Image, c *game.Context, x, y, w, h float64, u *combat.Unit) {
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), c.Theme.SurfaceLow, false)
	frac := float32(math.Max(0, float64(u.HP)) / math.Max(1, float64(u.MaxHP())))
	vector.FillRect(dst, float32(x), float32(y), float32(w)*min(1, frac), float32(h), hpColour(frac), false)
	vector.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, c.Theme.Edge, false)
}

// drawUnitPanel shows the selected unit: name, kind, hp, AC, actions left and conditions.
func (s *Battle) drawUnitPanel(dst *ebiten.Image, c *game.Context, u *combat.Unit, x, y float64) {
	th, f := c.Theme, c.Fonts
	col := s.sideColour(c, u.Side)
	vector.FillCircle(dst, float32(x)+24, float32(y)+24, 24, darken(col, 0.55), false)
	vector.FillCircle(dst, float32(x)+24, float32(y)+22, 21, col, false)
	vector.StrokeCircle(dst, float32(x)+24, float32(y)+24, 24, 2, th.Accent, false)
	g := roleGlyph(u)
	gw := game.TextWidth(g, f.Title)
	game.Text(dst, g, f.Title, x+24-gw/2, y+11, th.Text)
	game.Text(dst, u.Name, f.Title, x+60, y+2, th.Text)
	kind := u.Kind
	if u.Sheet.Hero {
		kind += " · hero"
	}
	game.Text(dst, kind+" · "+s.B.SideName(u), f.Small, x+60, y+28, th.TextDim)
	y += 58
	game.Text(dst, fmt.Sprintf("HP %d / %d", u.HP, u.MaxHP()), f.Bold, x, y, th.Text)
	s.hpBar(dst, c, x+110, y+4, 180, 12, u)
	y += 24
	stats := fmt.Sprintf("AC %d   ·   speed %d ft", u.Sheet.AC, u.Sheet.Speed)
	for _, d := range []string{"PD", "MD"} {
		if v, ok := u.Sheet.Defenses[d]; ok {
			stats += fmt.Sprintf("   ·   %s %d", d, v)
		}
	}
	game.Text(dst, stats, f.Body, x, y, th.Text)
	y += 24
	// the budget as pips
	bx := x
	game.Text(dst, "Actions", f.SmallBold, bx, y+2, th.TextDim)
	bx += 58
	for _, sl := range u.Budget {
		label := fmt.Sprintf("%s ×%d", sl.Name, sl.Left)
		w := game.TextWidth(label, f.SmallBold) + 16
		bg := darken(th.Good, 0.45)
		tc := th.Text
		if sl.Left == 0 {
			bg, tc = th.SurfaceLow, th.TextDim
		}
		vector.FillRect(dst, float32(bx), float32(y), float32(w), 20, bg, false)
		vector.StrokeRect(dst, float32(bx)+0.5, float32(y)+0.5, float32(w)-1, 19, 1, th.Edge, false)
		game.Text(dst, label, f.SmallBold, bx+8, y+3, tc)
		bx += w + 6
	}
	y += 28
	var conds []string
	for _, cd := range u.Conditions {
		n := cd.Name
		if cd.Source != "" {
			n += " (" + cd.Source + ")"
		}
		conds = append(conds, n)
	}
	if len(conds) == 0 {
		game.Text(dst, "No conditions", f.Small, x, y, th.TextDim)
	} else {
		for _, ln := range clip(wrap("Conditions: "+strings.Join(conds, ", "), f.Small, s.lay.sideW-30), 2, f.Small, s.lay.sideW-30) {
			game.Text(dst, ln, f.Small, x, y, th.Accent)
			y += 15
		}
	}
}

// keyHint is the first key of a meaning, for a button.
func keyHint(c *game.Context, a game.Action) string {
	if ks := c.Input.Keys.KeysOf(a); len(ks) > 0 {
		return ks[0]
	}
	return ""
}

// drawButton paints a HUD button with its label and key.
func (s *Battle) drawButton(dst *ebiten.Image, c *game.Context, x, y, w, h float64, label, key string, enabled, primary, active bool) {
	th, f := c.Theme, c.Fonts
	mx, my := c.Input.Cursor()
	hover := float64(mx) >= x && float64(mx) < x+w && float64(my) >= y && float64(my) < y+h
	bg, edge, tc := th.SurfaceHigh, th.Edge, th.Text
	switch {
	case !enabled:
		bg, tc = th.SurfaceLow, darken(th.TextDim, 0.75)
	case active:
		bg, edge, tc = th.AccentDeep, th.Accent, th.AccentText
	case primary:
		bg, edge, tc = th.Accent, th.AccentDeep, th.AccentText
	}
	if hover && enabled && !active {
		bg = mix(bg, th.Text, 0.12)
	}
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), bg, false)
	vector.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, edge, false)
	face := f.SmallBold
	if primary {
		face = f.Bold
	}
	kw := 0.0
	if key != "" {
		kw = game.TextWidth(key, f.Small) + 8
		kc := th.TextDim
		if primary || active {
			kc = th.AccentText
		}
		game.Text(dst, key, f.Small, x+w-kw, y+h/2-8, kc)
	}
	for game.TextWidth(label, face) > w-kw-12 && len([]rune(label)) > 3 {
		r := []rune(label)
		label = string(r[:len(r)-2]) + "…"
	}
	lw := game.TextWidth(label, face)
	lx := x + 8
	if primary {
		lx = x + (w-kw-lw)/2
	}
	game.Text(dst, label, face, lx, y+h/2-face.Size*0.62, tc)
}

// drawBar paints the action buttons, the chosen action's hint and the hovered button's tooltip.
func (s *Battle) drawBar(dst *ebiten.Image, c *game.Context) {
	th, f, l := c.Theme, c.Fonts, s.lay
	vector.FillRect(dst, 0, float32(l.barY), float32(l.sideX), float32(l.h-l.barY), th.Surface, false)
	vector.FillRect(dst, 0, float32(l.barY), float32(l.sideX), 2, th.Edge, false)
	if !s.humanTurn() || s.sel == nil {
		msg := "Waiting for the AI…"
		if s.humanTurn() {
			msg = "Select a unit to see its actions."
		} else if s.B.Over {
			msg = "The battle is over."
		}
		game.Text(dst, msg, f.Body, 16, l.barY+20, th.TextDim)
	}
	if s.humanTurn() && s.sel != nil {
		for i, o := range s.opts {
			if i >= 3*l.perRow {
				break
			}
			x, y, w, h := l.button(i)
			key := ""
			if i < len(game.HotKeys) {
				key = keyHint(c, game.HotKeys[i])
			}
			s.drawButton(dst, c, x, y, w, h, o.Label, key, o.Err == nil && !s.busy, false, i == s.chosen)
		}
	}
	if s.noticeT > 0 {
		lines := clip(wrap(s.notice, f.Small, l.sideX-40), 2, f.Small, l.sideX-40)
		h := float32(12 + 16*len(lines))
		vector.FillRect(dst, 10, float32(l.barY)-h-8, float32(l.sideX)-20, h, game.WithAlpha(th.Surface, 0xe8), false)
		vector.StrokeRect(dst, 10.5, float32(l.barY)-h-7.5, float32(l.sideX)-21, h-1, 1, th.Danger, false)
		for i, ln := range lines {
			game.Text(dst, ln, f.Small, 20, l.barY-float64(h)-2+float64(i*16), th.Danger)
		}
	}
	if s.hoverBt >= 0 && s.hoverBt < len(s.opts) && s.humanTurn() && s.sel != nil {
		o := s.opts[s.hoverBt]
		bx, _, _, _ := l.button(s.hoverBt)
		lines := wrap(o.Summary, f.Small, 360)
		lines = append(lines, "Costs: "+o.Cost+"   ·   provokes: "+o.Provokes, o.Rule)
		warn := ""
		if o.Err != nil {
			warn = "Not now: " + o.Err.Message()
		}
		n := len(lines) + 2
		if warn != "" {
			n += len(wrap(warn, f.Small, 340))
		}
		s.tooltip(dst, c, bx, l.barY-float64(30+16*n)+8, o.Label, lines, warn)
	}
}

// drawReaction paints the reaction prompt: what is happening, a button per reaction, and No.
func (s *Battle) drawReaction(dst *ebiten.Image, c *game.Context) {
	th, f, l := c.Theme, c.Fonts, s.lay
	a := s.pending
	n := len(a.opts)
	vector.FillRect(dst, float32(l.mapX), float32(l.mapY), float32(l.mapW), float32(l.mapH), color.RGBA{0, 0, 0, 0x70}, false)
	bx, by, _, _ := l.reaction(0, n)
	dx, dy := bx-20, by-86
	dw, dh := 480.0, 110+float64(n+1)*40
	vector.FillRect(dst, float32(dx)+4, float32(dy)+4, float32(dw), float32(dh), th.Shadow, false)
	vector.FillRect(dst, float32(dx), float32(dy), float32(dw), float32(dh), th.Surface, false)
	vector.StrokeRect(dst, float32(dx)+0.5, float32(dy)+0.5, float32(dw)-1, float32(dh)-1, 1.5, th.Accent, false)
	game.Text(dst, "Reaction: "+a.unit.Name, f.Title, dx+20, dy+14, th.Accent)
	game.Text(dst, promptText(a.prompt), f.Body, dx+20, dy+48, th.Text)
	for i := 0; i <= n; i++ {
		x, y, w, h := l.reaction(i, n)
		label, key := "No", keyHint(c, game.Cancel)
		if i < n {
			label = reactionLabel(a.opts[i])
			key = keyHint(c, game.HotKeys[min(i, len(game.HotKeys)-1)])
		}
		s.drawButton(dst, c, x, y, w, h, label, key, true, i == 0, false)
	}
}

// promptText says what a reaction prompt is about.
func promptText(p combat.Prompt) string {
	switch p.Kind {
	case combat.PromptLeave:
		return p.Actor + " is leaving your reach."
	case combat.PromptRolled:
		return fmt.Sprintf("%s's attack on %s is rolled: %d.", p.Actor, p.Target, attackTotal(p))
	case combat.PromptHit:
		return p.Actor + " has hit " + p.Target + "."
	case combat.PromptMoved:
		return p.Actor + " has moved."
	}
	return p.Actor + " acts."
}

// attackTotal is a prompt's attack total (0 without one).
func attackTotal(p combat.Prompt) int {
	if p.Attack == nil {
		return 0
	}
	return p.Attack.Total
}

// reactionLabel names a reaction for its button.
func reactionLabel(a combat.Action) string {
	s := strings.ReplaceAll(a.Kind, "_", " ")
	s = strings.ToUpper(s[:1]) + s[1:]
	if a.Target != "" {
		s += " " + a.Target
	}
	if a.Weapon != "" {
		s += " with " + a.Weapon
	}
	return s
}

package scenes

// Battle bar: the action bar (the selected unit's actions left, what the chosen action waits
// for, a button per kind of its listing with its key), the notice of a refusal over it, and
// the hovered button's tooltip.

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/game"
)

// drawBar paints the action bar: a line of help, or the action buttons of the selected unit.
func (s *Battle) drawBar(dst *ebiten.Image, c *game.Context) {
	th, f, l := c.Theme, c.Fonts, s.lay
	vector.FillRect(dst, 0, float32(l.barY), float32(l.sideX), float32(l.h-l.barY), th.Surface, false)
	vector.FillRect(dst, 0, float32(l.barY), float32(l.sideX), 2, th.Edge, false)
	sel := s.P.Selected()
	if !s.humanTurn() || sel == nil {
		msg := "Waiting for the AI…"
		if i := s.current(); i >= 0 && s.P.Thinking() {
			msg = s.B().Sides[i].Name + " is thinking…"
		}
		if s.humanTurn() {
			msg = "Select a unit to see its actions."
		} else if s.B().Over {
			msg = "The battle is over."
		}
		game.Text(dst, msg, f.Body, 16, l.barY+20, th.TextDim)
	}
	if s.humanTurn() && sel != nil {
		s.drawBudget(dst, c, sel, 12, l.barY+7)
		chosen := s.chosenButton()
		bs := s.kindButtons()
		for i, k := range bs[:s.common] {
			x, y, w, h := l.button(i)
			s.drawButton(dst, c, x, y, w, h, k.Label, s.hotKeyHint(c, i), k.Err == nil && !s.P.Busy(), false, i == chosen)
		}
		if l.rare > 0 {
			label, n := "More", 0
			for _, k := range bs[s.common:] {
				if k.Err == nil {
					n++
				}
			}
			if n > 0 {
				label = fmt.Sprintf("More (%d)", n)
			}
			if chosen >= s.common {
				label = bs[chosen].Label // the rarer kind chosen shows on More
			}
			x, y, w, h := l.slot(s.common)
			s.drawButton(dst, c, x, y, w, h, label, "", n > 0 && !s.P.Busy(), false, chosen >= s.common || s.moreOpen)
		}
	}
}

// hotKeyHint is the i-th action button's key as bound ("" for none).
func (s *Battle) hotKeyHint(c *game.Context, i int) string {
	if i < len(game.HotKeys) {
		return keyHint(c, game.HotKeys[i])
	}
	return ""
}

// drawMore paints More's list of the rarer kinds over the map above the bar, while it is open:
// each with its key, greyed when not available now.
func (s *Battle) drawMore(dst *ebiten.Image, c *game.Context) {
	if !s.moreOpen || !s.humanTurn() || s.P.Selected() == nil {
		return
	}
	th, f, l := c.Theme, c.Fonts, s.lay
	x, y, w, h := l.moreBox()
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), game.WithAlpha(th.Surface, 0xf4), false)
	vector.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, th.Accent, false)
	game.Text(dst, "MORE ACTIONS  ·  their keys work with this list shut", f.SmallBold, x+10, y+8, th.TextDim)
	bs := s.kindButtons()
	chosen := s.chosenButton()
	for i := s.common; i < len(bs); i++ {
		bx, by, bw, bh := l.button(i)
		s.drawButton(dst, c, bx, by, bw, bh, bs[i].Label, s.hotKeyHint(c, i), bs[i].Err == nil && !s.P.Busy(), false, i == chosen)
	}
}

// drawBudget paints the action bar's first row: the selected unit's actions left this turn
// (13th Age's standard, move, quick and interrupt; Delvers' main and move), each lit while it
// is left, a slot spent in amounts as a meter (drawMeter), then what the chosen action waits
// for.
func (s *Battle) drawBudget(dst *ebiten.Image, c *game.Context, u *combat.Unit, x, y float64) {
	th, f, l := c.Theme, c.Fonts, s.lay
	x += game.Text(dst, "ACTIONS LEFT", f.SmallBold, x, y+2, th.TextDim) + 10
	if !u.Active() {
		x += game.Text(dst, "none: out of the fight", f.Small, x, y+2, th.TextDim) + 10
	}
	meter, metered, full, isMeter := s.meterOf()
	for _, sl := range u.Budget {
		if !u.Active() {
			break
		}
		if isMeter && sl.Name == metered {
			x = s.drawMeter(dst, c, meter, sl, full, x, y)
			continue
		}
		name := strings.ToUpper(sl.Name[:1]) + sl.Name[1:]
		if sl.Left > 1 {
			name += fmt.Sprintf(" ×%d", sl.Left)
		}
		w := game.TextWidth(name, f.SmallBold) + 26
		bg, edge, tc, dot := darken(th.Good, 0.4), th.Good, th.Text, th.Good
		if sl.Left <= 0 {
			bg, edge, tc, dot = th.SurfaceLow, th.Edge, darken(th.TextDim, 0.8), th.Edge
		}
		vector.FillRect(dst, float32(x), float32(y), float32(w), 20, bg, false)
		vector.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, 19, 1, edge, false)
		if sl.Left > 0 {
			vector.FillCircle(dst, float32(x)+10, float32(y)+10, 4, dot, false)
		} else {
			vector.StrokeCircle(dst, float32(x)+10, float32(y)+10, 4, 1.2, dot, false)
		}
		game.Text(dst, name, f.SmallBold, x+18, y+3, tc)
		x += w + 6
	}
	if hint := s.aimHint(); hint != "" {
		hint = clip(wrap(hint, f.Small, l.sideX-x-30), 1, f.Small, l.sideX-x-30)[0]
		hw := game.TextWidth(hint, f.Small)
		game.Text(dst, hint, f.Small, math.Max(x+14, l.sideX-hw-14), y+3, th.Accent)
	}
}

// drawNotice paints the notice over the action bar (why an action was refused), kept as a
// picture while it shows.
func (s *Battle) drawNotice(dst *ebiten.Image, c *game.Context) {
	if s.noticeT <= 0 {
		return
	}
	d := &s.draw
	th, f, l := c.Theme, c.Fonts, s.lay
	if !d.notice.ok || d.noticeKey != s.notice {
		d.noticeKey = s.notice
		ls := clip(wrap(s.notice, f.Small, l.sideX-40), 2, f.Small, l.sideX-40)
		h := float32(12 + 16*len(ls))
		img := d.notice.begin(int(l.sideX)-20, int(h))
		vector.FillRect(img, 0, 0, float32(l.sideX)-20, h, game.WithAlpha(th.Surface, 0xe8), false)
		vector.StrokeRect(img, 0.5, 0.5, float32(l.sideX)-21, h-1, 1, th.Danger, false)
		for i, ln := range ls {
			game.Text(img, ln, f.Small, 10, 6+float64(i*16), th.Danger)
		}
	}
	h := float64(d.notice.img.Bounds().Dy())
	d.draw(dst, d.notice.img, 10, l.barY-h-8)
}

// drawButtonTip paints the tooltip of the action button under the cursor: its summary, cost,
// what it provokes, its rule, and why it is greyed.
func (s *Battle) drawButtonTip(dst *ebiten.Image, c *game.Context, bk barKey) {
	i := bk.hover
	bs := s.kindButtons()
	if i < 0 || i >= len(bs) || !s.humanTurn() || s.P.Selected() == nil {
		return
	}
	d := &s.draw
	f, l := c.Fonts, s.lay
	k := tipKey{gen: bk.gen, i: i}
	o := &bs[i]
	if !d.buttonTip.ok || d.tipKey != k {
		d.tipKey = k
		lines := wrap(o.Summary, f.Small, 360)
		lines = append(lines, "Costs: "+o.Cost+"   ·   provokes: "+o.Provokes, o.Rule())
		warn := ""
		if o.Err != nil {
			warn = "Not now: " + o.Err.Message()
		}
		s.paintTooltip(&d.buttonTip, c, s.buttonTitle(c, i), lines, warn)
	}
	bx, _, _, _ := l.button(i)
	h := float64(d.buttonTip.img.Bounds().Dy() - tooltipShadow)
	y := l.barY - h - 24
	if i >= s.common { // over More's list, not over the button
		_, my, _, _ := l.moreBox()
		y = my - h - 8
	}
	if s.P.Strip().Shown() && s.humanTurn() {
		y = min(y, s.chips.y-h-8) // above the choice strip, not over it
	}
	s.placeTooltip(dst, &d.buttonTip, bx, y)
}

// buttonTitle is the title of the i-th action button's tooltip: its label and its key
// ("Ready item   (Shift+3)").
func (s *Battle) buttonTitle(c *game.Context, i int) string {
	title := s.kindButtons()[i].Label
	if key := s.hotKeyHint(c, i); key != "" {
		title += "   (" + key + ")"
	}
	return title
}

// battleHints are the battle's key hints at the right of its top bar: menu, help, threats, fast AI,
// each with its key as bound.
func battleHints(c *game.Context) string {
	var hints []string
	for _, h := range []struct {
		a    game.Action
		what string
	}{{game.Back, "menu"}, {game.Help, "help"}, {game.ShowThreats, "threats"}, {game.FastAI, "fast AI"}} {
		if k := keyHint(c, h.a); k != "" {
			hints = append(hints, k+" "+h.what)
		}
	}
	return strings.Join(hints, "  ·  ")
}

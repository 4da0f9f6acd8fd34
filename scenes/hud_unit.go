package scenes

// The unit panel widget: the selected unit (its token, name, kind and side, hp, defences and
// speed, what the ruleset shows of it, what a fallen unit may still do, its conditions as
// chips), or whose turn it is and, while another side plays, the units of it the seat sees.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

// unitPanel is the top of the right-hand column.
type unitPanel struct {
	pic panel[unitKey]
	// art is the panel's token, in HUD pixels (the map's are in logical ones)
	art tokenArt
}

// unitKey is what the panel shows: the view (its Base dates all of it).
type unitKey struct {
	base  int
	style styleKey
}

// draw paints the panel, again only when the view changed.
func (p *unitPanel) draw(dst *ebiten.Image, c *game.Context, h *hudPicture, l *battleLayout, v *play.View, art *tokenArt, style styleKey) {
	r := l.unitRect()
	if img := p.pic.stale(h, r.x, r.y, r.w, r.h, unitKey{base: v.Base, style: style}); img != nil {
		p.paint(img, c, l, v, art)
	}
	h.show(dst, p.pic.img)
}

// paint draws the panel's background and what it shows.
func (p *unitPanel) paint(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View, art *tokenArt) {
	th, f := c.Theme, c.Fonts
	sideBackground(dst, c, l.unitRect())
	px, py := l.sideX+14, l.topH+12
	if v.Act != nil && v.Act.Panel != nil {
		drawUnitPanel(dst, c, l, v, v.Act.Panel, art, px, py)
		return
	}
	who := "—"
	if v.Turn >= 0 && v.Turn < len(v.Sides) {
		who = v.Sides[v.Turn].Name
	}
	if v.Mine {
		game.Text(dst, who+": choose a unit", f.Title, px, py, th.Text)
		game.Text(dst, "Click one of your units, or press "+keyHint(c, game.NextUnit)+".", f.Small, px, py+30, th.TextDim)
		return
	}
	col := th.Side(max(0, v.Turn))
	if v.Hidden { // a turn out of the side's sight: whose it is is not told
		who, col = "Out of sight", th.TextDim
	}
	game.Text(dst, who, f.Title, px, py, col)
	ty := py + 30
	hint := "The AI is playing."
	switch {
	case v.Hidden:
		hint = "Something moves where your units cannot see."
	case !v.AI:
		hint = "Waiting for " + who + "."
	case keyHint(c, game.FastAI) != "":
		k := keyHint(c, game.FastAI)
		hint += " Hold " + k + " to hurry it, press " + k + " to skip to your turn."
	}
	for _, ln := range wrap(hint, f.Small, l.sideW-30) {
		game.Text(dst, ln, f.Small, px, ty, th.TextDim)
		ty += 15
	}
	drawRoster(dst, c, l, v, v.Turn, px, ty+14)
}

// sideBackground fills a piece of the right-hand column: the surface, and the column's edge.
func sideBackground(dst *ebiten.Image, c *game.Context, r box) {
	game.FillRect(dst, float32(r.x), float32(r.y), float32(r.w), float32(r.h), c.Theme.Surface, false)
	game.FillRect(dst, float32(r.x), float32(r.y), 2, float32(r.h), c.Theme.Edge, false)
}

// drawRoster lists side's units up that the view shows with their hp (the side in turn's,
// while another side plays), from y down to the log's heading.
func drawRoster(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View, side int, x, y float64) {
	if side < 0 {
		return
	}
	var us []*play.UnitView
	for i := range v.Units {
		if u := &v.Units[i]; u.Side == side && u.Active() {
			us = append(us, u)
		}
	}
	const rowH = 18
	rows := max(1, int((l.logY-42-y)/rowH))
	if len(us) <= rows { // one column: name, then a long bar
		for _, u := range us {
			game.Text(dst, u.Name, c.Fonts.Small, x, y, c.Theme.Text)
			drawHP(dst, c, x+150, y+3, 140, 9, u.HP, u.MaxHP)
			y += rowH
		}
		return
	}
	// two columns of name and short bar, and how many more when even they are too few
	colW := (l.sideW - 30) / 2
	for i, u := range us {
		if i >= 2*rows-1 && len(us) > 2*rows {
			game.Text(dst, fmt.Sprintf("and %d more", len(us)-i), c.Fonts.Small, x+float64(i/rows)*colW, y+float64(i%rows)*rowH, c.Theme.TextDim)
			break
		}
		cx, cy := x+float64(i/rows)*colW, y+float64(i%rows)*rowH
		game.Text(dst, u.Name, c.Fonts.Small, cx, cy, c.Theme.Text)
		drawHP(dst, c, cx+colW-44, cy+3, 36, 9, u.HP, u.MaxHP)
	}
}

// drawUnitPanel shows the selected unit: its token, name, kind and side, hp, defences and
// speed, the ruleset's lines, what a fallen unit may do, its conditions.
func drawUnitPanel(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View, pv *play.PanelView, art *tokenArt, x, y float64) {
	th, f := c.Theme, c.Fonts
	u := v.Unit(pv.Unit)
	if u == nil {
		return
	}
	col := th.Side(u.Side)
	art.draw(dst, c, look{kind: lookToken, col: col, text: u.Kind, icon: iconImage(u.Kind) != nil, hero: u.Hero, w: 54, h: 54}, x-3, y-3)
	game.Text(dst, u.Name, f.Title, x+60, y+2, th.Text)
	kind := pv.KindName
	if u.Hero {
		kind += " · hero"
	}
	kind += " · " + pv.SideName
	if !u.Active() {
		kind += " · " + map[bool]string{true: "unconscious", false: string(u.Status)}[u.Status == combat.Down]
	}
	game.Text(dst, kind, f.Small, x+60, y+28, th.TextDim)
	y += 58
	game.Text(dst, fmt.Sprintf("HP %d / %d", u.HP, u.MaxHP), f.Bold, x, y, th.Text)
	drawHP(dst, c, x+110, y+4, 180, 12, u.HP, u.MaxHP)
	if b := pv.Extra.BesideHP; b != "" {
		tw := game.TextWidth(b, f.SmallBold) + 10
		game.FillRect(dst, float32(x+290-tw), float32(y+2), float32(tw), 16, darken(th.Good, 0.5), false)
		game.Text(dst, b, f.SmallBold, x+295-tw, y+2, th.Text)
	}
	y += 24
	stats := fmt.Sprintf("AC %d", pv.AC)
	for _, d := range pv.Defenses {
		stats += fmt.Sprintf("   ·   %s %d", d.Name, d.Value)
	}
	stats += fmt.Sprintf("   ·   speed %d ft", pv.Speed)
	game.Text(dst, stats, f.Body, x, y, th.Text)
	y += 24
	y = drawPanelLines(dst, c, pv.Extra.Lines, x, y)
	y = drawFallenNote(dst, c, l, v, pv, x, y)
	drawConditions(dst, c, l, pv.Conditions, x, y+2)
}

// drawConditions paints a unit's conditions as chips, wrapped to the panel: red those that
// hurt, green those that help, each with when it ends (its save); "No conditions" without any.
func drawConditions(dst *ebiten.Image, c *game.Context, l *battleLayout, cs []combat.ConditionView, x, y float64) {
	th, f := c.Theme, c.Fonts
	right := l.sideX + l.sideW - 14
	bottom := l.logY - 44
	cx := x
	for _, cv := range cs {
		w := game.TextWidth(cv.Text, f.Small) + 14
		if cx+w > right && cx > x {
			cx, y = x, y+22
		}
		if y+18 > bottom {
			game.Text(dst, "…", f.Small, cx, y-22, th.TextDim)
			break
		}
		bg, edge := th.SurfaceHigh, th.Edge
		switch {
		case cv.Hurts:
			bg, edge = darken(th.Danger, 0.35), th.Danger
		case cv.Helps:
			bg, edge = darken(th.Good, 0.35), th.Good
		}
		game.FillRect(dst, float32(cx), float32(y), float32(w), 18, bg, false)
		game.StrokeRect(dst, float32(cx)+0.5, float32(y)+0.5, float32(w)-1, 17, 1, edge, false)
		game.Text(dst, cv.Text, f.Small, cx+7, y+1, th.Text)
		cx += w + 5
	}
	if len(cs) == 0 && y+16 <= bottom+18 {
		game.Text(dst, "No conditions", f.Small, x, y, th.TextDim)
	}
}

// drawPanelLines paints the ruleset's lines of the unit panel at y, a track's marks after its
// words (filled ones crossed out), and returns the y below them.
func drawPanelLines(dst *ebiten.Image, c *game.Context, lines []combat.PanelLine, x, y float64) float64 {
	th, f := c.Theme, c.Fonts
	for _, ln := range lines {
		col, face := th.Text, f.Small
		if ln.Dim {
			col = th.TextDim
		}
		if ln.Track == nil {
			game.Text(dst, ln.Text, face, x, y, col)
			y += 20
			continue
		}
		tr := ln.Track
		lw := game.Text(dst, ln.Text, f.SmallBold, x, y, th.TextDim)
		px := x + lw + 12
		for i := range tr.Of {
			cx, cy := float32(px)+float32(i)*16, float32(y)+8
			if i < tr.Marked {
				game.FillCircle(dst, cx, cy, 6, th.Danger, false)
				game.Text(dst, "✕", f.SmallBold, float64(cx)-4, float64(cy)-8, th.Text)
			} else {
				game.StrokeCircle(dst, cx, cy, 6, 1.5, th.Edge, false)
			}
		}
		game.Text(dst, tr.Note, f.Small, px+float64(tr.Of)*16+6, y, th.TextDim)
		y += 20
	}
	return y
}

// drawFallenNote says, on the panel of a fallen unit that may still act, what it may do; on an
// active unit's, which fallen ally of its side may still act. It returns the y below.
func drawFallenNote(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View, pv *play.PanelView, x, y float64) float64 {
	th, f := c.Theme, c.Fonts
	if pv.Fallen {
		var kinds []string
		for _, b := range v.Act.Buttons {
			if b.Refused == "" {
				kinds = append(kinds, b.Label)
			}
		}
		note := "Out of the fight, it may still act"
		if len(kinds) > 0 {
			note += ": " + strings.Join(kinds, ", ") + ". Pick it below, then click whom it is for."
		}
		for _, ln := range wrap(note, f.Small, l.sideW-30) {
			game.Text(dst, ln, f.Small, x, y, th.Accent)
			y += 15
		}
		return y + 4
	}
	if pv.FallenAlly != "" {
		game.Text(dst, "Fallen "+pv.FallenAlly+" may still act: click it, or "+keyHint(c, game.NextUnit), f.Small, x, y, th.Accent)
		return y + 18
	}
	return y
}

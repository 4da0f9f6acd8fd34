package scenes

// Battle HUD: the top bar (the round, the ruleset's counters, the turn order as the viewer may
// know it), the side panel (the selected unit, the combat log, End turn), kept as one picture
// redrawn panel by panel when what it shows changes; buttons and key caps.

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/combat/narrate"
	"skirmish/game"
)

// The HUD's panels, as sub-images of the HUD picture.
const (
	panelTop = iota
	panelSide
	panelBar
)

// drawHUD paints the panels: the turn order, the unit, the actions, the log, End turn. Each is
// kept in the HUD picture and drawn again only when what it shows changed; then the notice
// and the hovered button's tooltip over the map.
func (s *Battle) drawHUD(dst *ebiten.Image, c *game.Context) {
	d := &s.draw
	l := s.lay
	b := s.B()
	if d.hud == nil || d.hud.Bounds().Dx() != int(l.w) || d.hud.Bounds().Dy() != int(l.h) {
		if d.hud != nil {
			d.hud.Deallocate()
		}
		d.hud = ebiten.NewImageWithOptions(image.Rect(0, 0, int(l.w), int(l.h)), &ebiten.NewImageOptions{Unmanaged: true})
		d.panels[panelTop] = d.hud.SubImage(image.Rect(0, 0, int(l.w), int(l.topH))).(*ebiten.Image)
		d.panels[panelSide] = d.hud.SubImage(image.Rect(int(l.sideX), int(l.topH), int(l.w), int(l.h))).(*ebiten.Image)
		d.panels[panelBar] = d.hud.SubImage(image.Rect(0, int(l.barY), int(l.sideX), int(l.h))).(*ebiten.Image)
		d.drawn = [3]bool{}
	}
	if !sameKeys(&d.keyMap, &c.Input.Keys) {
		d.keyMap = c.Input.Keys.Clone()
		d.keyGen++
	}
	st := hudState{b: b, events: len(b.Log), colourBlind: c.Settings.ColourBlind, keyGen: d.keyGen, w: l.w, h: l.h}
	mx, my := c.Input.Cursor()
	if !d.drawn[panelTop] || d.topKey != st {
		d.topKey, d.drawn[panelTop] = st, true
		d.panels[panelTop].Clear()
		s.drawTop(d.panels[panelTop], c)
	}
	sk := sideKey{hudState: st, sel: s.P.Selected(), human: s.humanTurn(), busy: s.P.Busy(), pending: s.P.Pending() != nil,
		viewer: s.P.Holder(), gen: s.P.Gen(), logLen: len(s.log.lines), logN: s.log.n, logTop: s.log.top, hoverEnd: l.endTurnAt(mx, my)}
	if !d.drawn[panelSide] || d.sideKey != sk {
		d.sideKey, d.drawn[panelSide] = sk, true
		d.panels[panelSide].Clear()
		s.drawSide(d.panels[panelSide], c)
	}
	bs := s.kindButtons()
	bk := barKey{hudState: st, sel: sk.sel, human: sk.human, busy: sk.busy, over: b.Over, gen: s.P.Gen(),
		chosen: s.chosenButton(), hover: l.buttonAt(mx, my, len(bs), s.moreOpen), moreOpen: s.moreOpen}
	if !d.drawn[panelBar] || d.barKey != bk {
		d.barKey, d.drawn[panelBar] = bk, true
		d.panels[panelBar].Clear()
		s.drawBar(d.panels[panelBar], c)
	}
	for _, p := range d.panels {
		o := p.Bounds().Min
		d.draw(dst, p, float64(o.X), float64(o.Y))
	}
	s.drawNotice(dst, c)
	s.drawMore(dst, c)
	s.drawButtonTip(dst, c, bk)
}

// sameKeys reports whether two key maps bind the same keys.
func sameKeys(a, b *game.KeyMap) bool {
	for i := range a {
		if !slices.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

// drawTop paints the top bar: the round and the turn order.
func (s *Battle) drawTop(dst *ebiten.Image, c *game.Context) {
	th, f, b, l := c.Theme, c.Fonts, s.B(), s.lay
	vector.FillRect(dst, 0, 0, float32(l.w), float32(l.topH), th.Surface, false)
	vector.FillRect(dst, 0, float32(l.topH)-2, float32(l.w), 2, th.Edge, false)
	round := fmt.Sprintf("Round %d", b.Round)
	if b.Round == 0 {
		round = "Surprise round"
	}
	x := 14.0
	x += game.Text(dst, round, f.Title, x, 11, th.Accent) + 20
	for _, cv := range combat.Present(b.Rules).Counters(b) {
		x += s.drawCounter(dst, c, x, cv) + 18
	}
	// the keys' hints at the right; the turn order stops short of them
	hint := battleHints(c)
	hw := game.TextWidth(hint, f.Small)
	limit := l.w - hw - 14 - 24
	game.Text(dst, "Turn order", f.SmallBold, x, 16, th.TextDim)
	x += 76
	order, now := s.P.Order()
	labels := make([]string, len(order))
	widths := make([]float64, len(order))
	total := 0.0
	for i, t := range order {
		labels[i] = fmt.Sprintf("%s  %d", turnName(t), t.Initiative)
		widths[i] = game.TextWidth(labels[i], f.Bold) + 34
		total += widths[i] + 8
	}
	first := 0
	if x+total > limit && now > 1 {
		// too long to show whole: from the turn before the current one, so that it shows
		first = now - 1
		x += game.Text(dst, "…", f.Bold, x, 13, th.TextDim) + 8
	}
	for i := first; i < len(order); i++ {
		t := order[i]
		side := b.SideIndex(t.Side)
		col := s.sideColour(c, side)
		label, w := labels[i], widths[i]
		if x+w > limit {
			game.Text(dst, "…", f.Bold, x, 13, th.TextDim)
			break
		}
		current := i == now
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
	game.Text(dst, hint, f.Small, l.w-hw-14, 16, th.TextDim)
}

// drawSide paints the right-hand panel: the selected unit, the log, End turn.
func (s *Battle) drawSide(dst *ebiten.Image, c *game.Context) {
	th, f, b, l := c.Theme, c.Fonts, s.B(), s.lay
	x0 := float32(l.sideX)
	vector.FillRect(dst, x0, float32(l.topH), float32(l.sideW), float32(l.h-l.topH), th.Surface, false)
	vector.FillRect(dst, x0, float32(l.topH), 2, float32(l.h-l.topH), th.Edge, false)
	// the unit panel
	u := s.P.Selected()
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
			ty := py + 30
			hint := "The AI is playing."
			if k := keyHint(c, game.FastAI); k != "" {
				hint += " Hold " + k + " to hurry it, press " + k + " to skip to your turn."
			}
			for _, ln := range wrap(hint, f.Small, l.sideW-30) {
				game.Text(dst, ln, f.Small, px, ty, th.TextDim)
				ty += 15
			}
			s.drawRoster(dst, c, px, ty+14)
		}
	} else {
		s.drawUnitPanel(dst, c, u, px, py)
	}
	// the log
	ly := l.logY - 22
	vector.FillRect(dst, float32(l.sideX+8), float32(ly-8), float32(l.sideW-16), 1, th.Edge, false)
	game.Text(dst, "Combat log", f.SmallBold, l.logX, ly, th.TextDim)
	toggle := "details: hidden"
	if s.log.details {
		toggle = "details: shown"
	}
	game.Text(dst, toggle, f.Small, l.logX+l.logW-game.TextWidth(toggle, f.Small)-4, ly, th.Accent)
	if s.log.top > 0 {
		game.Text(dst, fmt.Sprintf("↑ %d more  (PgDn)", s.log.top), f.Small, l.logX+120, ly, th.Accent)
	}
	vector.FillRect(dst, float32(l.logX-4), float32(l.logY-4), float32(l.logW+8), float32(l.logH+6), th.SurfaceLow, false)
	log := s.log.lines
	end := max(0, len(log)-s.log.top)
	start := max(0, end-l.logLines)
	y := l.logY
	for _, ln := range log[start:end] {
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
	enabled := s.humanTurn() && !s.P.Busy()
	s.drawButton(dst, c, l.endX, l.endY, l.endW, l.endH, "End turn", keyHint(c, game.EndTurn), enabled, true, false)
}

// drawRoster lists the side in turn's units with their hp, while the AI plays.
func (s *Battle) drawRoster(dst *ebiten.Image, c *game.Context, x, y float64) {
	side := s.current()
	if side < 0 {
		return
	}
	var us []*combat.Unit
	for _, u := range s.B().Units {
		if u.Side == side && u.Active() && s.visible(u) {
			us = append(us, u)
		}
	}
	const rowH = 18
	rows := max(1, int((s.lay.logY-42-y)/rowH))
	if len(us) <= rows { // one column: name, then a long bar
		for _, u := range us {
			game.Text(dst, u.Name, c.Fonts.Small, x, y, c.Theme.Text)
			s.hpBar(dst, c, x+150, y+3, 140, 9, u)
			y += rowH
		}
		return
	}
	// two columns of name and short bar, and how many more when even they are too few
	colW := (s.lay.sideW - 30) / 2
	for i, u := range us {
		if i >= 2*rows {
			game.Text(dst, fmt.Sprintf("and %d more", len(us)-2*rows), c.Fonts.Small, x, y+float64(rows)*rowH, c.Theme.TextDim)
			break
		}
		cx, cy := x+float64(i/rows)*colW, y+float64(i%rows)*rowH
		game.Text(dst, u.Name, c.Fonts.Small, cx, cy, c.Theme.Text)
		s.hpBar(dst, c, cx+colW-44, cy+3, 36, 9, u)
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
	k := u.Kind
	if k == "" {
		k = u.Name
	}
	s.drawLook(dst, c, look{kind: lookToken, col: col, text: k, icon: s.unitIcon(k) != nil, hero: u.Sheet.Hero, w: 54, h: 54}, x-3, y-3, color.RGBA{})
	game.Text(dst, u.Name, f.Title, x+60, y+2, th.Text)
	kind := kindName(s.B(), u.Kind)
	if u.Sheet.Hero {
		kind += " · hero"
	}
	kind += " · " + s.B().SideName(u)
	if !u.Active() {
		kind += " · " + map[bool]string{true: "unconscious", false: string(u.Status)}[u.Status == combat.Down]
	}
	game.Text(dst, kind, f.Small, x+60, y+28, th.TextDim)
	y += 58
	hp := fmt.Sprintf("HP %d / %d", u.HP, u.MaxHP())
	game.Text(dst, hp, f.Bold, x, y, th.Text)
	s.hpBar(dst, c, x+110, y+4, 180, 12, u)
	uv := combat.Present(s.B().Rules).Unit(s.B(), u)
	if uv.BesideHP != "" {
		tw := game.TextWidth(uv.BesideHP, f.SmallBold) + 10
		vector.FillRect(dst, float32(x+290-tw), float32(y+2), float32(tw), 16, darken(th.Good, 0.5), false)
		game.Text(dst, uv.BesideHP, f.SmallBold, x+295-tw, y+2, th.Text)
	}
	y += 24
	stats := fmt.Sprintf("AC %d", u.Sheet.AC)
	for _, d := range []string{"PD", "MD"} {
		if v, ok := u.Sheet.Defenses[d]; ok {
			stats += fmt.Sprintf("   ·   %s %d", d, v)
		}
	}
	stats += fmt.Sprintf("   ·   speed %d ft", u.Sheet.Speed)
	game.Text(dst, stats, f.Body, x, y, th.Text)
	y += 24
	y = s.drawPanelLines(dst, c, uv.Lines, x, y)
	y = s.drawFallenNote(dst, c, u, x, y)
	s.drawConditions(dst, c, u, x, y+2)
}

// drawConditions paints a unit's conditions as chips, wrapped to the panel: red those that
// hurt, green those that help, each with when it ends (its save); "No conditions" without any.
func (s *Battle) drawConditions(dst *ebiten.Image, c *game.Context, u *combat.Unit, x, y float64) {
	th, f := c.Theme, c.Fonts
	right := s.lay.sideX + s.lay.sideW - 14
	bottom := s.lay.logY - 44
	cx := x
	n := 0
	pr := combat.Present(s.B().Rules)
	for _, cd := range u.Conditions {
		cv, ok := pr.Condition(cd)
		if !ok {
			continue
		}
		text, hurts, helps := cv.Text, cv.Hurts, cv.Helps
		w := game.TextWidth(text, f.Small) + 14
		if cx+w > right && cx > x {
			cx, y = x, y+22
		}
		if y+18 > bottom {
			game.Text(dst, "…", f.Small, cx, y-22, th.TextDim)
			break
		}
		bg, edge := th.SurfaceHigh, th.Edge
		switch {
		case hurts:
			bg, edge = darken(th.Danger, 0.35), th.Danger
		case helps:
			bg, edge = darken(th.Good, 0.35), th.Good
		}
		vector.FillRect(dst, float32(cx), float32(y), float32(w), 18, bg, false)
		vector.StrokeRect(dst, float32(cx)+0.5, float32(y)+0.5, float32(w)-1, 17, 1, edge, false)
		game.Text(dst, text, f.Small, cx+7, y+1, th.Text)
		cx += w + 5
		n++
	}
	if n == 0 && y+16 <= bottom+18 {
		game.Text(dst, "No conditions", f.Small, x, y, th.TextDim)
	}
}

// keyHint is the first key of a meaning, for a button.
func keyHint(c *game.Context, a game.Action) string {
	if ks := c.Input.Keys.KeysOf(a); len(ks) > 0 {
		return ks[0]
	}
	return ""
}

// shiftIconW is the width of the Shift arrow a key cap draws.
const shiftIconW = 8

// keyCapParts splits a key's name for a button into its modifiers and key: "Shift+1" is
// Shift and "1"; "Ctrl+1" is written "^1", as keyboards' menus write Ctrl.
func keyCapParts(key string) (shift bool, rest string) {
	rest = key
	for {
		switch {
		case strings.HasPrefix(rest, "Ctrl+"):
			return shift, "^" + strings.TrimPrefix(rest, "Ctrl+")
		case strings.HasPrefix(rest, "Shift+") && len(rest) > len("Shift+"):
			shift, rest = true, strings.TrimPrefix(rest, "Shift+")
			continue
		}
		return shift, rest
	}
}

// keyCapWidth is how wide drawKeyCap draws a key's name in face.
func keyCapWidth(key string, face *text.GoTextFace) float64 {
	shift, rest := keyCapParts(key)
	w := game.TextWidth(rest, face)
	if shift {
		w += shiftIconW + 2
	}
	return w
}

// drawKeyCap writes a key's name small enough for a button, its top-left at (x, y): Shift as
// an outlined arrow (the fonts have no ⇧), then the key ("Shift+1" takes the room of "⇧1").
func drawKeyCap(dst *ebiten.Image, key string, face *text.GoTextFace, x, y float64, col color.RGBA) {
	shift, rest := keyCapParts(key)
	if shift {
		// the arrow's outline: a head over a stem, sitting on the text's baseline
		x0, top := float32(x), float32(y+face.Size*0.28)
		w, h := float32(shiftIconW), float32(face.Size*0.72)
		mid, head := x0+w/2, top+h*0.5
		pts := [][2]float32{{mid, top}, {x0 + w, head}, {x0 + w*0.72, head}, {x0 + w*0.72, top + h}, {x0 + w*0.28, top + h}, {x0 + w*0.28, head}, {x0, head}, {mid, top}}
		for i := 1; i < len(pts); i++ {
			vector.StrokeLine(dst, pts[i-1][0], pts[i-1][1], pts[i][0], pts[i][1], 1.1, col, true)
		}
		x += shiftIconW + 2
	}
	game.Text(dst, rest, face, x, y, col)
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
		kw = keyCapWidth(key, f.Small) + 8
		kc := th.TextDim
		if primary || active {
			kc = th.AccentText
		}
		drawKeyCap(dst, key, f.Small, x+w-kw, y+h/2-8, kc)
	}
	if !primary && game.TextWidth(label, face) > w-kw-12 {
		face = f.Small // a long label in the lighter face before it is cut
	}
	for game.TextWidth(label, face) > w-kw-12 && len([]rune(label)) > 3 {
		textCuts++
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

// turnName is how the turn order names a turn: its unit, or the first of a group sharing its
// roll and how many more (13th Age's monsters of a kind), counting only those the viewer sees;
// else its side.
func turnName(t combat.Turn) string {
	switch {
	case len(t.Units) > 1:
		return fmt.Sprintf("%s +%d", t.Units[0], len(t.Units)-1)
	case len(t.Units) == 1:
		return t.Units[0]
	}
	return t.Side
}

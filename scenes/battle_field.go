package scenes

// Battle field: the map with the squares and units the chosen action may be aimed at, the
// aim's squares, the fog of war, the preview of what a click on the hovered square would do,
// floating numbers and the turn's banner.

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
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
	side := s.P.Viewer()
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

// intentMemo is the preview of the hovered square, worked out when the square or the session's
// state changes rather than every frame.
type intentMemo struct {
	key intentKey
	ok  bool // a click there would do something
	// whyNot is set when it would not, on a foe the side sees: the tooltip says why
	whyNot bool
	it     play.Intent
	title  string
	lines  []string
	warn   string
}

// intentKey is what an intent depends on: the battle (its log's length dates it), what the
// session has picked (its gen) and the square.
type intentKey struct {
	b      *combat.Battle
	events int
	gen    int
	square grid.Pos
}

// intentNow returns the preview of the hovered square, working it out if anything it depends
// on changed; the tooltip's picture is drawn again then.
func (s *Battle) intentNow(c *game.Context) *intentMemo {
	d := &s.draw
	b := s.B()
	k := intentKey{b: b, events: len(b.Log), gen: s.P.Gen(), square: s.hoverSq}
	m := &d.intent
	if m.key == k && d.intentTip.ok {
		return m
	}
	m.key = k
	m.lines, m.warn, m.title = m.lines[:0], "", ""
	d.intentTip.ok = false
	it, ok := s.P.IntentAt(s.hoverSq)
	m.it, m.ok, m.whyNot = it, ok, false
	if !ok {
		if why := s.P.WhyNotAt(s.hoverSq); len(why) > 0 { // a foe out of reach: say why
			m.whyNot = true
			for _, w := range why {
				m.lines = append(m.lines, wrap(w, c.Fonts.Small, 380)...)
			}
			s.paintTooltip(&d.intentTip, c, "Out of reach: "+s.B().At(s.hoverSq).Name, m.lines, "")
			return m
		}
		d.intentTip.ok = true // nothing to show
		return m
	}
	m.title = it.Kind.Label
	if o := it.Legal.Action.Choice; o != "" && len(it.Kind.Choices) > 1 {
		m.title += " (" + play.ChoiceLabel(o) + ")"
	}
	switch {
	case len(it.Ends) > 1:
		m.title += fmt.Sprintf(" · end on %v", s.hoverSq)
		m.lines = append(m.lines, "From here it may strike "+strings.Join(it.Ends, ", ")+":", "click the square, then the foe")
	case it.Square:
		if it.Target != nil {
			m.title += " → " + it.Target.Name
		}
		m.title += fmt.Sprintf(" · %v", s.hoverSq)
		if it.Err == nil {
			m.lines = append(m.lines, "Click to do it here")
		}
	case it.Aims:
		m.title += " → " + it.Target.Name
		m.lines = append(m.lines, "Click, then one of the marked squares")
	case it.Target != nil:
		m.title += " → " + it.Target.Name
		if it.Err == nil {
			m.lines = s.attackLines(m.lines, it)
		}
	default:
		m.title = fmt.Sprintf("%s · %d ft", it.Kind.Label, it.Feet)
		if len(it.Provokes) > 0 && it.Kind.Provokes != "no" {
			m.warn = "Provokes: " + strings.Join(it.Provokes, ", ")
		} else {
			m.lines = append(m.lines, "No attacks of opportunity")
		}
		m.lines = append(m.lines, s.threatsAt(c, s.hoverSq)...)
	}
	if it.Err != nil {
		m.warn = ruleWords(it.Err)
	}
	s.paintTooltip(&d.intentTip, c, m.title, m.lines, m.warn)
	return m
}

// attackLines are the preview of an action on a target, all from its listing: an attack's
// odds and damage, what it does to the foe's morale and the cover from where it is made; the
// weapon, and the square a charge ends on.
func (s *Battle) attackLines(lines []string, it play.Intent) []string {
	a := it.Legal.Action
	if p := it.Legal.Preview; p != nil {
		if p.Max > 0 || p.Hit > 0 {
			lines = append(lines, fmt.Sprintf("Hit %d%%   ·   damage %d–%d", pct(p.Hit), p.Min, p.Max))
			lines = append(lines, fmt.Sprintf("Drops it %d%%   ·   %d/%d hp", pct(p.Kill), it.Target.HP, it.Target.MaxHP()))
			if len(p.Odds) > 0 {
				lines = append(lines, oddsLine(p.Odds))
			}
			lines = append(lines, moraleLine(s.B(), it.Target, p.Estimate))
		}
		if p.Foes > 0 && len(it.Path) == 2 { // a charge's cover is from where it ends
			lines = append(lines, fmt.Sprintf("Cover from %v: %s", it.Path[1], coverName(p.Cover)))
		} else if p.Foes > 0 {
			lines = append(lines, "Cover: "+coverName(p.Cover))
		}
	}
	if a.Weapon != "" {
		lines = append(lines, "with "+a.Weapon)
	}
	if len(it.Path) == 2 {
		lines = append(lines, fmt.Sprintf("ends on %v (click a marked square first for another)", it.Path[1]))
	}
	return lines
}

// oddsLine writes the chance of each amount of damage a preview gives (combat.Preview.Odds),
// the likeliest first few: "0: 30% · 1: 50% · 2: 20%"; amounts of under 1% are left out.
func oddsLine(odds []float64) string {
	var b strings.Builder
	b.WriteString("Odds")
	n := 0
	for k, o := range odds {
		if pct(o) < 1 || n == 6 {
			continue
		}
		sep := " · "
		if n == 0 {
			sep = "  "
		}
		fmt.Fprintf(&b, "%s%d: %d%%", sep, k, pct(o))
		n++
	}
	return b.String()
}

// drawIntent previews what a click on the hovered square would do: the path with its cost
// and the attacks it provokes, or the attack's odds.
func (s *Battle) drawIntent(dst *ebiten.Image, c *game.Context) {
	th := c.Theme
	m := s.intentNow(c)
	if m.whyNot {
		mx, my := c.Input.Cursor()
		s.placeTooltip(dst, &s.draw.intentTip, float64(mx)+18, float64(my)+14)
		return
	}
	if !m.ok {
		return
	}
	d := &s.draw
	bt := &d.batch
	it := &m.it
	if it.Square || len(it.Ends) > 1 {
		s.view.StrokeCell(bt, s.hoverSq, 1, 2.5, th.Accent)
	}
	if t := it.Target; t != nil {
		s.view.StrokeCell(bt, t.Pos, 0, 2.5, th.Danger)
		if len(it.Path) == 2 { // a charge: the line to its end square
			ax, ay := s.view.CellMiddle(it.Path[0])
			ex, ey := s.view.CellMiddle(it.Path[1])
			bt.Line(ax, ay, ex, ey, 3, game.WithAlpha(th.Accent, 0xd0))
			s.view.StrokeCell(bt, it.Path[1], 1, 2.5, th.Accent)
		}
	} else if len(it.Path) > 0 && !it.Square {
		line := game.WithAlpha(th.Accent, 0xd0)
		for i := 1; i < len(it.Path); i++ {
			ax, ay := s.view.CellMiddle(it.Path[i-1])
			bx, by := s.view.CellMiddle(it.Path[i])
			bt.Line(ax, ay, bx, by, 3, line)
			bt.Disc(bx, by, 3.5, th.Accent)
		}
		s.view.StrokeCell(bt, s.hoverSq, 1, 2.5, th.Accent)
	}
	bt.Draw(dst)
	mx, my := c.Input.Cursor()
	s.placeTooltip(dst, &d.intentTip, float64(mx)+18, float64(my)+14)
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

// moraleLine says what the attack may do to its target's morale (combat.Outlook): fearless,
// broken already, the chance a hit drives it to its breaking point, and whether dropping it
// breaks its side.
func moraleLine(b *combat.Battle, t *combat.Unit, e combat.Estimate) string {
	o := combat.Outlook(b, t, e)
	switch {
	case o.Fearless != "":
		return "Morale: fearless (" + o.Fearless + ")"
	case o.Retreating != "":
		return "Morale: broken, it retreats (" + o.Retreating + ")"
	}
	var parts []string
	if p := pct(o.Breaks); p > 0 {
		parts = append(parts, fmt.Sprintf("breaks it %d%%", p))
	}
	if o.GroupBreaks && o.Drops > 0 {
		parts = append(parts, "dropping it breaks the "+b.Sides[t.Side].Name)
	}
	if len(parts) == 0 {
		return "Morale: a hit will not break it"
	}
	return "Morale: " + strings.Join(parts, "   ·   ")
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

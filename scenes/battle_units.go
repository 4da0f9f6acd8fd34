package scenes

// Battle units: the units on the map as pictures (tokens, rings and marks painted once per look
// and zoom), their health bars and condition dots, and their role glyphs.

import (
	"bytes"
	"image/color"
	"image/png"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/assets"
	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

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

// lookKind is what a look pictures.
type lookKind uint8

// The looks of units on the map.
const (
	lookToken    lookKind = iota // a living unit: a disc in its side's colour with its glyph
	lookFallen                   // a down or dead unit: a grey disc with a mark
	lookHalo                     // the selected unit's glow, white (tinted when drawn)
	lookSelRing                  // the selected unit's ring
	lookTurnRing                 // the ring of a unit that can still act this turn
	lookBroken                   // the "!" of a unit whose morale broke
)

// look is one picture of the map's units: its kind, colour, text (a token's catalog kind,
// pictured by its icon, or its glyph when it has none) and the square's size in screen pixels
// at the zoom it is drawn at.
type look struct {
	kind lookKind
	col  color.RGBA
	text string
	icon bool
	hero bool
	w, h int
}

// minTokenPx is the least size a unit's token is drawn at on screen, however far the map is
// zoomed out: its icon stays readable (neighbours then overlap a little).
const minTokenPx = 26

// deadMark is the mark of a dead unit's look: a cross.
const deadMark = "✕"

// lookPad is the margin round a square that a look's picture keeps for what spills out of
// the square (a shadow, the "!" above a token).
func lookPad(w, h int) int { return max(w, h)/2 + 2 }

// unitIcon is the icon of a catalog kind as an image (iconImage).
func (s *Battle) unitIcon(kind string) *ebiten.Image { return iconImage(kind) }

// icons are the catalog kinds' icons as images (nil for a kind without one), decoded once for
// every screen that draws tokens.
var icons = map[string]*ebiten.Image{}

// iconImage is the icon of a catalog kind, decoded on first use; nil for a kind without one.
func iconImage(kind string) *ebiten.Image {
	if img, ok := icons[kind]; ok {
		return img
	}
	var img *ebiten.Image
	if b, ok := assets.Icon(kind); ok {
		if m, err := png.Decode(bytes.NewReader(b)); err == nil {
			img = ebiten.NewImageFromImage(m)
		}
	}
	icons[kind] = img
	return img
}

// drawIcon draws kind's icon (when it has one) centred on (cx, cy), side pixels wide, in the
// tokens' light colour at alpha; it reports whether there was one.
func drawIcon(dst *ebiten.Image, kind string, cx, cy, side float64, alpha uint8) bool {
	ic := iconImage(kind)
	if ic == nil {
		return false
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	sc := side / float64(ic.Bounds().Dx())
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(cx-side/2, cy-side/2)
	a := float32(alpha) / 255
	op.ColorScale.Scale(0xf4/255.0*a, 0xec/255.0*a, 0xdc/255.0*a, a)
	dst.DrawImage(ic, op)
	return true
}

// lookImage returns the picture of l, drawing it on first use. The square's top-left is at
// (pad, pad) of the picture.
func (s *Battle) lookImage(c *game.Context, l look) *ebiten.Image {
	d := &s.draw
	if img := d.looks[l]; img != nil {
		return img
	}
	if d.looks == nil {
		d.looks = map[look]*ebiten.Image{}
	}
	if len(d.looks) > 512 { // zoomed through many sizes: start again
		for _, img := range d.looks {
			img.Deallocate()
		}
		clear(d.looks)
	}
	pad := lookPad(l.w, l.h)
	cv := game.NewCanvas(l.w+2*pad, l.h+2*pad)
	th := c.Theme
	tw, thh := float64(l.w), float64(l.h)
	cx, cy := float32(float64(pad)+tw/2), float32(float64(pad)+thh/2)
	r := float32(math.Min(tw, thh) * 0.38)
	// the shapes, anti-aliased, on the CPU; then the words, with ebiten's text
	switch l.kind {
	case lookToken:
		// a dark face for the icon, rimmed in the side's colour (the rim tells the sides
		// apart, in the colour-blind palette too); a hero's rim has a light inner line
		r = float32(math.Min(tw, thh) * 0.44)
		rim := float32(math.Max(2.5, float64(r)*0.2))
		cv.Disc(cx+1.5, cy+2.5, r, th.Shadow)
		cv.Disc(cx, cy, r, l.col)
		cv.Disc(cx, cy, r-rim, mix(darken(l.col, 0.28), color.RGBA{0x1c, 0x18, 0x14, 0xff}, 0.6))
		cv.Ring(cx, cy, r, float32(math.Max(1, tw/30)), color.RGBA{0x14, 0x10, 0x0c, 0xff})
		if l.hero {
			cv.Ring(cx, cy, r-rim, float32(math.Max(1, tw/34)), game.WithAlpha(color.RGBA{0xff, 0xf0, 0xc0, 0xff}, 0xc0))
		}
	case lookFallen:
		cv.Disc(cx, cy+r*0.3, r*0.8, th.Shadow)
		cv.Disc(cx, cy+r*0.2, r*0.7, color.RGBA{0x55, 0x50, 0x4a, 0xd0})
		cv.Ring(cx, cy+r*0.2, r*0.7, 1.5, game.WithAlpha(l.col, 0xa0))
		if l.text == deadMark { // a cross, drawn: the fonts have no ✕
			a, t := r*0.32, float32(math.Max(1.2, tw/26))
			my := cy + r*0.2
			for _, sgn := range []float32{1, -1} {
				cv.Polygon([]float32{cx - a - t*0.7, my - sgn*a, cx - a + t*0.7, my - sgn*a, cx + a + t*0.7, my + sgn*a, cx + a - t*0.7, my + sgn*a}, th.TextDim)
			}
		}
	case lookHalo:
		cv.Disc(cx, cy, r*1.25, color.RGBA{0xff, 0xff, 0xff, 0xff})
	case lookSelRing:
		cv.Ring(cx, cy, r*1.2, 2.5, l.col)
	case lookTurnRing:
		cv.Ring(cx, cy, r*1.15, 1.5, l.col)
	}
	img := cv.Image()
	switch l.kind {
	case lookToken:
		if l.icon && drawIcon(img, l.text, float64(cx), float64(cy), math.Min(tw, thh)*0.56, 0xff) {
			break
		}
		glyph := roleGlyph(&combat.Unit{Kind: l.text})
		face := c.Fonts.Bold
		if tw < 34 {
			face = c.Fonts.SmallBold
		}
		gw := game.TextWidth(glyph, face)
		game.Text(img, glyph, face, float64(cx)-gw/2, float64(cy)-face.Size*0.62, color.RGBA{0xff, 0xfb, 0xf0, 0xff})
	case lookFallen:
		if l.text != deadMark {
			mw := game.TextWidth(l.text, c.Fonts.Bold)
			game.Text(img, l.text, c.Fonts.Bold, float64(cx)-mw/2, float64(cy+r*0.2)-10, th.TextDim)
		}
	case lookBroken:
		game.Text(img, "!", c.Fonts.Bold, float64(cx+r*0.7), float64(cy-r*1.3), l.col)
	}
	d.looks[l] = img
	return img
}

// drawLook paints the picture of l for the square whose top-left is at (sx, sy) on screen,
// tinted by tint unless it is zero.
func (s *Battle) drawLook(dst *ebiten.Image, c *game.Context, l look, sx, sy float64, tint color.RGBA) {
	d := &s.draw
	pad := float64(lookPad(l.w, l.h))
	op := &d.op
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(sx)-pad, math.Round(sy)-pad)
	op.ColorScale.Reset()
	if tint != (color.RGBA{}) {
		// the colour is premultiplied, as ColorScale wants it (ScaleWithColor would allocate)
		op.ColorScale.Scale(float32(tint.R)/255, float32(tint.G)/255, float32(tint.B)/255, float32(tint.A)/255)
	}
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(s.lookImage(c, l), op)
}

// drawUnits paints every unit the viewer sees: a token in its side's colour with its role
// glyph, a health bar, and the selection ring. Tokens and rings are pictures drawn once per
// zoom; the health bars and condition dots are one batch.
func (s *Battle) drawUnits(dst *ebiten.Image, c *game.Context) {
	th := c.Theme
	b := s.B()
	z := s.view.Cam.Zoom()
	cw, ch := b.Map.CellSize()
	tw, thh := cw*z, ch*z
	w, h := int(math.Round(tw)), int(math.Round(thh))
	bt := &s.draw.batch
	// the fallen first, under the living
	for _, u := range b.Units {
		if u.Status == combat.Fled || u.Active() || !s.visible(u) {
			continue
		}
		mark := deadMark
		if u.Status == combat.Down {
			mark = "…"
		}
		t := s.anim[u.Name]
		sx, sy := s.view.Cam.ToScreen(t.x, t.y)
		s.drawLook(dst, c, look{kind: lookFallen, col: s.sideColour(c, u.Side), text: mark, w: w, h: h}, sx, sy, color.RGBA{})
	}
	human := s.humanTurn()
	sel := s.P.Selected()
	r := float32(math.Min(tw, thh) * 0.38)
	for _, u := range b.Units {
		if u.Status == combat.Fled || !u.Active() || !s.visible(u) {
			continue
		}
		t := s.anim[u.Name]
		ox, oy := s.motion.offset(u.Name, tw/z) // a lunge, a knock-back
		shx, shy := s.motion.shake()
		sx, sy := s.view.Cam.ToScreen(t.x+ox, t.y+oy)
		sx, sy = math.Round(sx+shx), math.Round(sy+shy)
		if u == sel {
			pulse := 0.5 + 0.5*math.Sin(float64(s.frame)/9)
			s.drawLook(dst, c, look{kind: lookHalo, w: w, h: h}, sx, sy, game.WithAlpha(th.Accent, uint8(0x30+0x30*pulse)))
			s.drawLook(dst, c, look{kind: lookSelRing, col: th.Accent, w: w, h: h}, sx, sy, color.RGBA{})
		} else if human && b.InTurnNow(u) && play.CanAct(u) {
			s.drawLook(dst, c, look{kind: lookTurnRing, col: game.WithAlpha(th.Text, 0x90), w: w, h: h}, sx, sy, color.RGBA{})
		}
		kind := u.Kind
		if kind == "" {
			kind = u.Name
		}
		lw, lh := max(w, minTokenPx), max(h, minTokenPx)
		s.drawLook(dst, c, look{kind: lookToken, col: s.sideColour(c, u.Side), text: kind, icon: s.unitIcon(kind) != nil, hero: u.Sheet.Hero, w: lw, h: lh},
			sx-float64(lw-w)/2, sy-float64(lh-h)/2, color.RGBA{})
		s.drawNumber(dst, c, u, sx, sy, tw, thh)
		// health bar
		cx, cy := float32(sx+tw/2), float32(sy+thh/2)
		bw, bh := float32(tw*0.78), float32(math.Max(3, thh*0.09))
		bx, by := cx-bw/2, float32(sy+thh)-bh-1
		bt.Rect(bx-1, by-1, bw+2, bh+2, color.RGBA{0x10, 0x0c, 0x08, 0xe0})
		frac := float32(math.Max(0, float64(u.HP)) / math.Max(1, float64(u.MaxHP())))
		bt.Rect(bx, by, bw*min(1, frac), bh, hpColour(frac))
		if len(u.Conditions) > 0 && tw >= 28 {
			bt.Disc(cx+r*0.8, cy-r*0.8, 4, th.Accent)
		}
	}
	bt.Draw(dst)
	if u := b.At(s.hoverSq); s.hoverOn && u != nil && u.Status != combat.Fled && s.visible(u) {
		s.drawNamePlate(dst, c, u, tw)
	}
	for _, u := range b.Units {
		if u.Broken && u.Active() && u.Status != combat.Fled && s.visible(u) {
			t := s.anim[u.Name]
			sx, sy := s.view.Cam.ToScreen(t.x, t.y)
			s.drawLook(dst, c, look{kind: lookBroken, col: th.Danger, w: w, h: h}, sx, sy, color.RGBA{})
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

// drawNamePlate writes the hovered unit's name over its token (the map shows icons, not names).
func (s *Battle) drawNamePlate(dst *ebiten.Image, c *game.Context, u *combat.Unit, tw float64) {
	t := s.anim[u.Name]
	sx, sy := s.view.Cam.ToScreen(t.x, t.y)
	f := c.Fonts.SmallBold
	w := game.TextWidth(u.Name, f) + 12
	x, y := math.Round(sx+tw/2-w/2), math.Round(sy-22)
	bt := &s.draw.batch
	bt.Rect(float32(x), float32(y), float32(w), 18, game.WithAlpha(c.Theme.Surface, 0xe8))
	bt.StrokeRect(float32(x)+0.5, float32(y)+0.5, float32(w)-1, 17, 1, s.sideColour(c, u.Side))
	bt.Draw(dst)
	game.Text(dst, u.Name, f, x+6, y+2, c.Theme.Text)
}

// kindName is a catalog kind as the battle's ruleset names it (catalogName).
func kindName(b *combat.Battle, kind string) string { return catalogName(b.Rules.ID(), kind) }

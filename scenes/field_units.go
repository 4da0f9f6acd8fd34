package scenes

// The units on the map as pictures: tokens, rings and marks painted once per look and zoom (at
// the device's pixels), their health bars and condition dots, and their role glyphs.

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

// tokenArt keeps the pictures of the looks drawn, by what they show.
type tokenArt struct {
	looks map[look]*ebiten.Image
	// scale is the UI scale they were painted at
	scale float64
	op    ebiten.DrawImageOptions
}

// image returns the picture of l, drawing it on first use, at the device's pixels. The
// square's top-left is at (pad, pad) of the picture, in logical pixels.
func (a *tokenArt) image(c *game.Context, l look) *ebiten.Image {
	if a.scale != game.UIScale() || len(a.looks) > 512 { // a new scale, or zoomed through many sizes: start again
		for _, img := range a.looks {
			img.Deallocate()
		}
		clear(a.looks)
		a.scale = game.UIScale()
	}
	if img := a.looks[l]; img != nil {
		return img
	}
	if a.looks == nil {
		a.looks = map[look]*ebiten.Image{}
	}
	s := game.UIScale()
	pad := lookPad(l.w, l.h)
	cv := game.NewCanvas(int(math.Ceil(float64(l.w+2*pad)*s)), int(math.Ceil(float64(l.h+2*pad)*s)))
	th := c.Theme
	tw, thh := float64(l.w)*s, float64(l.h)*s
	cx, cy := float32(float64(pad)*s+tw/2), float32(float64(pad)*s+thh/2)
	r := float32(math.Min(tw, thh) * 0.38)
	// the shapes, anti-aliased, on the CPU; then the words, with ebiten's text
	switch l.kind {
	case lookToken:
		// a dark face for the icon, rimmed in the side's colour (the rim tells the sides
		// apart, in the colour-blind palette too); a hero's rim has a light inner line
		r = float32(math.Min(tw, thh) * 0.44)
		rim := float32(math.Max(2.5*s, float64(r)*0.2))
		cv.Disc(cx+float32(1.5*s), cy+float32(2.5*s), r, th.Shadow)
		cv.Disc(cx, cy, r, l.col)
		cv.Disc(cx, cy, r-rim, mix(darken(l.col, 0.28), color.RGBA{0x1c, 0x18, 0x14, 0xff}, 0.6))
		cv.Ring(cx, cy, r, float32(math.Max(s, tw/30)), color.RGBA{0x14, 0x10, 0x0c, 0xff})
		if l.hero {
			cv.Ring(cx, cy, r-rim, float32(math.Max(s, tw/34)), game.WithAlpha(color.RGBA{0xff, 0xf0, 0xc0, 0xff}, 0xc0))
		}
	case lookFallen:
		cv.Disc(cx, cy+r*0.3, r*0.8, th.Shadow)
		cv.Disc(cx, cy+r*0.2, r*0.7, color.RGBA{0x55, 0x50, 0x4a, 0xd0})
		cv.Ring(cx, cy+r*0.2, r*0.7, float32(1.5*s), game.WithAlpha(l.col, 0xa0))
		if l.text == deadMark { // a cross, drawn: the fonts have no ✕
			a, t := r*0.32, float32(math.Max(1.2*s, tw/26))
			my := cy + r*0.2
			for _, sgn := range []float32{1, -1} {
				cv.Polygon([]float32{cx - a - t*0.7, my - sgn*a, cx - a + t*0.7, my - sgn*a, cx + a + t*0.7, my + sgn*a, cx + a - t*0.7, my + sgn*a}, th.TextDim)
			}
		}
	case lookHalo:
		cv.Disc(cx, cy, r*1.25, color.RGBA{0xff, 0xff, 0xff, 0xff})
	case lookSelRing:
		cv.Ring(cx, cy, r*1.2, float32(2.5*s), l.col)
	case lookTurnRing:
		cv.Ring(cx, cy, r*1.15, float32(1.5*s), l.col)
	}
	img := cv.Image()
	// the words, in logical pixels: the centre is (pad + w/2, pad + h/2)
	lcx, lcy := float64(pad)+float64(l.w)/2, float64(pad)+float64(l.h)/2
	lr := float64(r) / s
	switch l.kind {
	case lookToken:
		if l.icon && drawIcon(img, l.text, float64(cx), float64(cy), math.Min(tw, thh)*0.56, 0xff) {
			break
		}
		glyph := roleGlyph(&combat.Unit{Kind: l.text})
		face := c.Fonts.Bold
		if l.w < 34 {
			face = c.Fonts.SmallBold
		}
		gw := game.TextWidth(glyph, face)
		game.Text(img, glyph, face, lcx-gw/2, lcy-face.Size*0.62, color.RGBA{0xff, 0xfb, 0xf0, 0xff})
	case lookFallen:
		if l.text != deadMark {
			mw := game.TextWidth(l.text, c.Fonts.Bold)
			game.Text(img, l.text, c.Fonts.Bold, lcx-mw/2, lcy+lr*0.2-10, th.TextDim)
		}
	case lookBroken:
		game.Text(img, "!", c.Fonts.Bold, lcx+lr*0.7, lcy-lr*1.3, l.col)
	}
	a.looks[l] = img
	return img
}

// draw paints the picture of l for the square whose top-left is at (sx, sy) in logical pixels.
func (a *tokenArt) draw(dst *ebiten.Image, c *game.Context, l look, sx, sy float64) {
	pad := float64(lookPad(l.w, l.h))
	game.DrawPicture(dst, a.image(c, l), math.Round(sx)-pad, math.Round(sy)-pad, 1, &a.op)
}

// tinted paints the picture of l as draw does, its colour scaled by tint.
func (a *tokenArt) tinted(dst *ebiten.Image, c *game.Context, l look, sx, sy float64, tint color.RGBA) {
	img := a.image(c, l)
	pad := float64(lookPad(l.w, l.h))
	op := &a.op
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round((math.Round(sx)-pad)*game.UIScale()), math.Round((math.Round(sy)-pad)*game.UIScale()))
	op.ColorScale.Reset()
	// the colour is premultiplied, as ColorScale wants it (ScaleWithColor would allocate)
	op.ColorScale.Scale(float32(tint.R)/255, float32(tint.G)/255, float32(tint.B)/255, float32(tint.A)/255)
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(img, op)
}

// drawUnits paints every unit the seat sees: a token in its side's colour with its icon or
// role glyph, a health bar, the selection's halo and ring and the ring of a unit that may
// still act; the fallen under the living, a broken unit's "!" over all. Tokens and rings are
// pictures drawn once per zoom; the health bars and condition dots are one batch.
func (f *battleField) drawUnits(dst *ebiten.Image, c *game.Context, v *play.View) {
	th := c.Theme
	m := f.view.Map
	z := f.view.Cam.Zoom()
	cw, ch := m.CellSize()
	tw, thh := cw*z, ch*z
	w, h := int(math.Round(tw)), int(math.Round(thh))
	bt := &f.batch
	for i := range v.Units { // the fallen first, under the living
		u := &v.Units[i]
		if u.Status == combat.Fled || u.Active() {
			continue
		}
		mark := deadMark
		if u.Status == combat.Down {
			mark = "…"
		}
		sx, sy := f.anim.at(f.view, u)
		f.art.draw(dst, c, look{kind: lookFallen, col: th.Side(u.Side), text: mark, w: w, h: h}, sx, sy)
	}
	sel := ""
	if v.Act != nil {
		sel = v.Act.Selected
	}
	r := float32(math.Min(tw, thh) * 0.38)
	for i := range v.Units {
		u := &v.Units[i]
		if u.Status == combat.Fled || !u.Active() {
			continue
		}
		sx, sy := f.anim.at(f.view, u)
		sx, sy = math.Round(sx), math.Round(sy)
		if u.Name == sel {
			pulse := 0.5 + 0.5*math.Sin(float64(f.anim.frame)/9)
			f.art.tinted(dst, c, look{kind: lookHalo, w: w, h: h}, sx, sy, game.WithAlpha(th.Accent, uint8(0x30+0x30*pulse)))
			f.art.draw(dst, c, look{kind: lookSelRing, col: th.Accent, w: w, h: h}, sx, sy)
		} else if u.Ready {
			f.art.draw(dst, c, look{kind: lookTurnRing, col: game.WithAlpha(th.Text, 0x90), w: w, h: h}, sx, sy)
		}
		lw, lh := max(w, minTokenPx), max(h, minTokenPx)
		f.art.draw(dst, c, look{kind: lookToken, col: th.Side(u.Side), text: u.Kind, icon: iconImage(u.Kind) != nil, hero: u.Hero, w: lw, h: lh},
			sx-float64(lw-w)/2, sy-float64(lh-h)/2)
		drawNumber(dst, c, v, u, sx, sy, tw, thh)
		// health bar
		cx, cy := float32(sx+tw/2), float32(sy+thh/2)
		bw, bh := float32(tw*0.78), float32(math.Max(3, thh*0.09))
		bx, by := cx-bw/2, float32(sy+thh)-bh-1
		bt.Rect(bx-1, by-1, bw+2, bh+2, color.RGBA{0x10, 0x0c, 0x08, 0xe0})
		frac := float32(math.Max(0, float64(u.HP)) / math.Max(1, float64(u.MaxHP)))
		bt.Rect(bx, by, bw*min(1, frac), bh, hpColour(frac))
		if u.Marked && tw >= 28 {
			bt.Disc(cx+r*0.8, cy-r*0.8, 4, th.Accent)
		}
	}
	bt.Draw(dst)
	if u := v.At(f.hover); f.hoverOn && u != nil {
		f.drawNamePlate(dst, c, u, tw)
	}
	for i := range v.Units {
		if u := &v.Units[i]; u.Broken && u.Active() {
			sx, sy := f.anim.at(f.view, u)
			f.art.draw(dst, c, look{kind: lookBroken, col: th.Danger, w: w, h: h}, sx, sy)
		}
	}
}

// drawNamePlate writes the hovered unit's name over its token (the map shows icons, not names).
func (f *battleField) drawNamePlate(dst *ebiten.Image, c *game.Context, u *play.UnitView, tw float64) {
	sx, sy := f.anim.at(f.view, u)
	fc := c.Fonts.SmallBold
	w := game.TextWidth(u.Name, fc) + 12
	x, y := math.Round(sx+tw/2-w/2), math.Round(sy-22)
	bt := &f.batch
	bt.Rect(float32(x), float32(y), float32(w), 18, game.WithAlpha(c.Theme.Surface, 0xe8))
	bt.StrokeRect(float32(x)+0.5, float32(y)+0.5, float32(w)-1, 17, 1, c.Theme.Side(u.Side))
	bt.Draw(dst)
	game.Text(dst, u.Name, fc, x+6, y+2, c.Theme.Text)
}

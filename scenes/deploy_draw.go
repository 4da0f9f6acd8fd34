package scenes

// Deploy drawing: the map with the deploying side's zone lit, the tokens placed, the unit in hand, and the roster's token pictures.

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"skirmish/combat"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game"
	"skirmish/grid"
)

// Draw paints the backdrop, the map in its cell (zone, tokens, the unit in hand, a notice),
// then the header, the panel and the footer over it. The widgets learn where they lie at their
// first drawing, the map's cell with them: on the screen's first frame they are laid out first,
// so that the map shows at once rather than a frame or two later on a black cell.
func (d *Deploy) Draw(screen *ebiten.Image, c *game.Context) {
	if d.fitted < 0 && d.mapRect().Empty() {
		d.m.draw(screen)
		if !d.mapRect().Empty() {
			d.fit()
		}
	}
	drawBackdrop(screen, c)
	if r := d.mapRect(); !r.Empty() && d.fitted >= 0 {
		d.drawField(screen, c, r)
	}
	d.m.draw(screen)
	d.m.drawScrollBar(screen, c, d.scroll)
}

// drawField paints the map through the camera, clipped to r (at the device's pixels), with a
// frame round it; what is on the map is drawn in logical pixels at the UI scale (game.Crisp).
func (d *Deploy) drawField(screen *ebiten.Image, c *game.Context, r image.Rectangle) {
	th := c.Theme
	vector.FillRect(screen, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), th.Background, false)
	d.view.DrawBaked(screen)
	dst := screen.SubImage(r).(*ebiten.Image)
	i := d.side()
	col := th.Side(i)
	d.drawZone(dst, col)
	d.drawTokens(dst, c)
	d.drawHand(dst, c, col)
	d.drawCaption(dst, c)
	x, y, w, h := float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy())
	e := float32(max(1, math.Round(game.Px(1))))
	vector.StrokeRect(screen, x-e/2, y-e/2, w+e, h+e, e, th.Edge, false)
}

// drawZone tints the squares the side may deploy on in its colour and outlines the zone.
func (d *Deploy) drawZone(dst *ebiten.Image, col color.RGBA) {
	i := d.side()
	fill, edge := game.WithAlpha(col, 0x42), game.WithAlpha(col, 0xe8)
	pulse := 0.5 + 0.5*math.Sin(float64(d.frame)/14)
	if d.pick >= 0 || d.drag >= 0 {
		fill = game.WithAlpha(col, uint8(0x40+0x22*pulse))
	}
	allowed := func(q grid.Pos) bool { return d.plan.Allowed(i, q) }
	bt := &d.batch
	for _, p := range d.plan.Zone(i) {
		d.view.FillCell(bt, p, 0, fill)
		d.view.StrokeBorder(bt, p, allowed, 2, edge)
	}
	bt.Draw(dst)
}

// shown reports whether the side deploying may see side si's units: its own always; the
// others' (the AI's, and the humans' who deployed before) unless the fog hides them.
func (d *Deploy) shown(si int) bool { return si == d.side() || !d.fogged() && !d.plan.Spec.Fog }

// drawTokens paints every placed unit the side deploying may see; the one being dragged is
// drawn in the hand instead, its square left faint.
func (d *Deploy) drawTokens(dst *ebiten.Image, c *game.Context) {
	i := d.side()
	for si, side := range d.plan.Spec.Sides {
		if !d.shown(si) {
			continue
		}
		for j, u := range side.Units {
			if !d.plan.Placed(si, j) {
				continue
			}
			x, y, w, h := d.view.SquareRect(u.Pos.X, u.Pos.Y)
			cx, cy := x+w/2, y+h/2
			r := min(w, h) * 0.38
			switch {
			case si == i && j == d.drag && d.dragMoved:
				d.drawToken(dst, c, cx, cy, r, c.Theme.Side(si), u.Kind, 0x50)
				continue
			case si == i && j == d.pick:
				p := float32(0.5 + 0.5*math.Sin(float64(d.frame)/9))
				game.FillCircle(dst, cx, cy, r*1.3, game.WithAlpha(c.Theme.Accent, uint8(0x30+0x30*p)), false)
				game.StrokeCircle(dst, cx, cy, r*1.22, 2.5, c.Theme.Accent, false)
			}
			d.drawToken(dst, c, cx, cy, r, c.Theme.Side(si), u.Kind, 0xff)
		}
	}
	if d.hoverOn && d.drag < 0 {
		if si, j, ok := d.plan.At(d.hover); ok && d.shown(si) {
			u := d.plan.Unit(si, j)
			x, y, w, _ := d.view.SquareRect(u.Pos.X, u.Pos.Y)
			nameTag(dst, c, u.Name, float64(x+w/2), float64(y)-4)
		}
	}
}

// drawHand paints what a click or a drop would do: the dragged token under the cursor, the
// picked unit's ghost on the hovered (or the keyboard's) square, outlined in the side's
// colour where it may stand and in red where it may not.
func (d *Deploy) drawHand(dst *ebiten.Image, c *game.Context, col color.RGBA) {
	i := d.side()
	th := c.Theme
	j, at, on := d.pick, d.hover, d.hoverOn
	if d.keys {
		at, on = d.cursor, true
	}
	if d.drag >= 0 {
		j = d.drag
	}
	if j < 0 || !on {
		return
	}
	x, y, w, h := d.view.SquareRect(at.X, at.Y)
	ok := d.plan.Allowed(i, at)
	bt := &d.batch
	if si, oj, held := d.plan.At(at); held && (si != i || oj == j && d.drag < 0) {
		ok = ok && si == i
	}
	edge := th.Danger
	if ok {
		edge = th.Accent
	}
	d.view.StrokeCell(bt, at, 1, 2, edge)
	bt.Draw(dst)
	u := d.plan.Unit(i, j)
	if d.drag >= 0 && d.dragMoved {
		mx, my := c.Input.Cursor()
		d.drawToken(dst, c, float32(mx), float32(my), min(w, h)*0.4, col, u.Kind, 0xe8)
		return
	}
	if d.drag >= 0 || d.plan.Placed(i, j) && d.plan.Unit(i, j).Pos == at {
		return
	}
	if si, oj, held := d.plan.At(at); held && (si != i || oj != j) {
		return // the unit standing there stays in sight, not hidden under the preview
	}
	d.drawToken(dst, c, x+w/2, y+h/2, min(w, h)*0.38, col, u.Kind, 0x90)
	if ok {
		nameTag(dst, c, u.Name, float64(x+w/2), float64(y)-4)
	}
}

// drawCaption writes what to do now at the foot of the map (or a notice, in red).
func (d *Deploy) drawCaption(dst *ebiten.Image, c *game.Context) {
	rx, ry, rw, rh := d.fieldRect()
	th := c.Theme
	i := d.side()
	text, col := "", th.Text
	switch {
	case d.msgT > 0:
		text, col = d.msg, th.Danger
	case d.drag >= 0 && d.dragMoved:
		text = "Drop " + d.plan.Unit(i, d.drag).Name + " on a lit " + cellWord(d.plan.Map)
	case d.keys && d.pick >= 0:
		text = "Place " + d.plan.Unit(i, d.pick).Name + ": arrows move, " + keyHint(c, game.Confirm) + " places, " +
			keyHint(c, game.Back) + " stops"
	case d.pick >= 0 && d.plan.Placed(i, d.pick):
		text = "Click a lit " + cellWord(d.plan.Map) + " to move " + d.plan.Unit(i, d.pick).Name
	case d.pick >= 0:
		text = "Click a lit " + cellWord(d.plan.Map) + " to place " + d.plan.Unit(i, d.pick).Name
	case len(d.plan.Unplaced(i)) > 0:
		text = "Choose a unit to place"
	default:
		text, col = "Every unit stands: drag to adjust, or start the battle", th.Good
	}
	face := c.Fonts.Bold
	tw := game.TextWidth(text, face)
	w := float32(tw + 36)
	x := float32(rx) + (float32(rw)-w)/2
	y := float32(ry+rh) - 12 - 30
	game.FillRect(dst, x+3, y+3, w, 30, th.Shadow, false)
	game.FillRect(dst, x, y, w, 30, color.RGBA{0x19, 0x16, 0x13, 0xf0}, false)
	game.FillRect(dst, x, y, 3, 30, game.WithAlpha(th.Side(i), 0xff), false)
	game.StrokeRect(dst, x+0.5, y+0.5, w-1, 29, 1, th.Edge, false)
	game.Text(dst, text, face, float64(x)+18, float64(y)+6, col)
}

// nameTag writes a unit's name on a dark tag centred above (x, bottom), kept inside dst (the
// map's cell: a token at its edge has its tag beside it, not cut off).
func nameTag(dst *ebiten.Image, c *game.Context, s string, x, bottom float64) {
	face := c.Fonts.SmallBold
	w := game.TextWidth(s, face) + 12
	h := 18.0
	bx, by, bw, _ := game.LogicalRect(dst.Bounds())
	x = max(bx+2+w/2, min(x, bx+bw-2-w/2))
	bottom = max(by+2+h, bottom)
	lx, ly := float32(x-w/2), float32(bottom-h)
	game.FillRect(dst, lx, ly, float32(w), float32(h), color.RGBA{0x12, 0x10, 0x0e, 0xe0}, false)
	game.StrokeRect(dst, lx+0.5, ly+0.5, float32(w)-1, float32(h)-1, 1, c.Theme.Edge, false)
	game.Text(dst, s, face, x-w/2+6, bottom-h+2, c.Theme.Text)
}

// drawDeployToken paints a unit's token centred on (cx, cy) with radius r, in its side's
// colour with its kind's glyph, at opacity alpha (the battle's tokens' look, without their
// health bar: nobody is hurt yet). Its numbers are dst's own pixels, s of them a logical
// pixel: the picture is painted at the device's pixels.
func drawDeployToken(dst *ebiten.Image, c *game.Context, cx, cy, r float32, col color.RGBA, kind string, alpha uint8, s float64) {
	defer game.AtScale(1)()
	a := func(c color.RGBA) color.RGBA { return game.WithAlpha(c, uint8(int(c.A)*int(alpha)/255)) }
	k := float32(s)
	// as the battle draws it: a dark face rimmed in the side's colour, the kind's icon on it
	rim := max(2.5*k, r*0.2)
	vector.FillCircle(dst, cx+1.5*k, cy+2.5*k, r, a(c.Theme.Shadow), true)
	vector.FillCircle(dst, cx, cy, r, a(col), true)
	vector.FillCircle(dst, cx, cy, r-rim, a(mix(darken(col, 0.28), color.RGBA{0x1c, 0x18, 0x14, 0xff}, 0.6)), true)
	vector.StrokeCircle(dst, cx, cy, r, max(k, r/14), a(color.RGBA{0x14, 0x10, 0x0c, 0xff}), true)
	if drawIcon(dst, kind, float64(cx), float64(cy), float64(r)*1.27, alpha) {
		return
	}
	glyph := roleGlyph(&combat.Unit{Kind: kind})
	fonts := c.Fonts.At(s)
	face := fonts.Bold
	if r < 11*k {
		face = fonts.SmallBold
	}
	gw := game.TextWidth(glyph, face)
	game.Text(dst, glyph, face, float64(cx)-gw/2, float64(cy)-face.Size*0.62, a(color.RGBA{0xff, 0xfb, 0xf0, 0xff}))
}

// mapToken names a token's picture on the map: its side's colour, its kind, its radius in
// half logical pixels, the UI scale it is painted at and the fonts a kind without an icon
// writes its glyph in.
type mapToken struct {
	col    color.RGBA
	kind   string
	radius int
	scale  float64
	fonts  *game.Fonts
}

// drawToken draws a unit's token on the map centred on (cx, cy) with radius r at alpha, in
// logical pixels, from a picture made once at the device's pixels for its colour, kind, size
// and the UI scale: drawn shape by shape every frame, a few tokens cost the software renderer
// seconds a frame.
func (d *Deploy) drawToken(dst *ebiten.Image, c *game.Context, cx, cy, r float32, col color.RGBA, kind string, alpha uint8) {
	s := game.UIScale()
	k := mapToken{col: col, kind: kind, radius: int(math.Round(float64(r) * 2)), scale: s, fonts: c.Fonts}
	img := d.mapTokens[k]
	rr := float64(k.radius) / 2
	if img == nil {
		if d.mapTokens == nil || len(d.mapTokens) > 256 { // zoomed through many sizes: start again
			for _, old := range d.mapTokens {
				old.Deallocate()
			}
			d.mapTokens = map[mapToken]*ebiten.Image{}
		}
		size := int(math.Ceil((2*rr + 8) * s))
		img = ebiten.NewImage(size, size)
		drawDeployToken(img, c, float32((rr+3)*s), float32((rr+3)*s), float32(rr*s), col, kind, 0xff, s)
		d.mapTokens[k] = img
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate((float64(cx)-rr-3)*s, (float64(cy)-rr-3)*s)
	op.ColorScale.ScaleAlpha(float32(alpha) / 255)
	dst.DrawImage(img, op)
}

// tokenImage is the roster's picture of a unit of kind for side i, made once for each of the
// kit's scales, at the tree's pixels.
func (d *Deploy) tokenImage(c *game.Context, i int, kind string) *ebiten.Image {
	k := d.m.k
	key := fmt.Sprintf("%d %g %s", i, k.s, kind)
	if img, ok := d.tokens[key]; ok {
		return img
	}
	s := float32(k.s)
	img := ebiten.NewImage(k.px(28), k.px(28))
	drawDeployToken(img, c, 13.5*s, 13*s, 11.5*s, c.Theme.Side(i), kind, 0xff, k.s)
	d.tokens[key] = img
	return img
}

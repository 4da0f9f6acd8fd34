package scenes

// Battle drawing: the map with units, paths and fog, and the HUD: turn order, unit panel, actions, log, banner.

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"weak"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
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
	battleBarH  = 136
	// barHeadH is the action bar's first row: the actions left and what the chosen one waits for
	barHeadH = 26
	logLineH = 15
)

// layout places the parts for the screen size.
func (s *Battle) layout(c *game.Context) {
	w, h := float64(c.Width), float64(c.Height)
	l := battleLayout{w: w, h: h, topH: battleTopH, sideW: battleSideW}
	l.sideX = w - l.sideW
	l.mapX, l.mapY, l.mapW, l.mapH = 0, l.topH, l.sideX, h-l.topH-battleBarH
	l.barY = h - battleBarH
	l.btnGap = 5
	l.btnH = 28 // three rows under the bar's first, clear of the screen's edge
	l.fit(len(s.opts))
	l.unitH = 196
	if s.B != nil && isAge13(s.B) {
		l.unitH = 236 // recoveries, death saves, a fallen hero's note
	}
	l.endW, l.endH = l.sideW-28, 40
	l.endX, l.endY = l.sideX+14, h-l.endH-12
	l.logX, l.logY, l.logW = l.sideX+10, l.topH+l.unitH+34, l.sideW-20
	l.logH = l.endY - 10 - undoRowH - l.logY
	l.logLines = max(1, int(l.logH/logLineH))
	s.lay = l
}

// Buttons in a row of the action bar: as few as hold n buttons in its three rows, so that
// labels stand whole ("Ready an attack"), and at least minPerRow.
const (
	minPerRow = 6
	maxPerRow = 8
)

// fit sizes the action buttons for n of them: minPerRow a row up to 18, then wider rows up
// to maxPerRow (24 buttons).
func (l *battleLayout) fit(n int) {
	l.perRow = min(max((n+2)/3, minPerRow), maxPerRow)
	l.btnW = math.Floor((l.sideX - 20 - float64(l.perRow-1)*l.btnGap) / float64(l.perRow))
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
	return 10 + float64(col)*(l.btnW+l.btnGap), l.barY + barHeadH + 4 + float64(row)*(l.btnH+l.btnGap), l.btnW, l.btnH
}

// buttons is how many action buttons the bar holds.
func (l *battleLayout) buttons() int { return 3 * l.perRow }

// buttonAt is the action button under a point, or -1.
func (l *battleLayout) buttonAt(x, y, n int) int {
	for i := range min(n, l.buttons()) {
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

// Sizes of the reaction dialog: its width, the space its title and text take, a button row.
const (
	reactW    = 560.0
	reactHead = 122.0
	reactRow  = 50.0
)

// reaction returns the i-th button of the reaction dialog (n reactions; i == n is "No").
func (l *battleLayout) reaction(i, n int) (x, y, w, h float64) {
	dh := reactHead + 20 + float64(n+1)*reactRow
	dx, dy := l.mapX+(l.mapW-reactW)/2, l.topH+max(8, (l.mapH-dh)/2)
	return dx + 20, dy + reactHead + float64(i)*reactRow, reactW - 40, reactRow - 8
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

// Draw paints the battle: the field, the HUD (redrawn only when what it shows changes), the
// notices over the map and the reaction prompt.
func (s *Battle) Draw(screen *ebiten.Image, c *game.Context) {
	s.drawField(screen, c, true)
	s.drawHUD(screen, c)
	s.drawStrip(screen, c)
	s.drawUndo(screen, c)
	if s.pending != nil {
		s.drawReaction(screen, c)
	}
}

// drawCache is what the battle screen keeps from frame to frame so that a frame draws again
// only what changed: the HUD panels as one picture redrawn panel by panel when what they show
// changes, the tokens as pictures, tooltips and notices as pictures, and one batch of solid
// shapes for the overlays. It belongs to one Battle (Battle.cache).
type drawCache struct {
	// hud holds the HUD at screen size; panels are its sub-images: top bar, side panel, bar.
	hud    *ebiten.Image
	panels [3]*ebiten.Image
	// keys say what each panel shows as drawn; ok says it was drawn at all.
	topKey  hudState
	sideKey sideKey
	barKey  barKey
	drawn   [3]bool
	// keyMap is the key map the HUD's key hints were drawn with, keyGen counts its changes.
	keyMap game.KeyMap
	keyGen int

	// looks are the pictures of tokens, rings and marks, by what they show.
	looks map[look]*ebiten.Image
	// glyphs are the units' role glyphs (roleGlyph), worked out once.
	glyphs map[*combat.Unit]string

	// view is the map's part of the screen image viewOf.
	view, viewOf *ebiten.Image

	intent    intentMemo
	intentTip picture
	buttonTip picture
	tipKey    tipKey
	notice    picture
	noticeKey string
	// freeTip is the last box drawn by tooltip, with what it says.
	freeTip struct {
		pic         picture
		title, warn string
		lines       []string
	}

	// strip is the choice strip's picture and its chip's tooltip (choice_draw.go).
	strip stripCache

	batch game.Batch
	op    ebiten.DrawImageOptions
}

// battleCaches holds each battle screen's drawCache beside it, since the Battle type is
// declared in battle.go; an entry goes when its Battle is collected.
var battleCaches = struct {
	sync.Mutex
	m map[weak.Pointer[Battle]]*drawCache
}{m: map[weak.Pointer[Battle]]*drawCache{}}

// cache returns the battle's draw cache, made on first use.
func (s *Battle) cache() *drawCache {
	k := weak.Make(s)
	battleCaches.Lock()
	defer battleCaches.Unlock()
	if d := battleCaches.m[k]; d != nil {
		return d
	}
	d := &drawCache{looks: map[look]*ebiten.Image{}, glyphs: map[*combat.Unit]string{}}
	battleCaches.m[k] = d
	runtime.AddCleanup(s, func(k weak.Pointer[Battle]) {
		battleCaches.Lock()
		delete(battleCaches.m, k)
		battleCaches.Unlock()
	}, k)
	return d
}

// hudState is what every panel shows: the battle (its state changes only by the events of its
// log, so their count dates it), the side palette, the key map and the screen's size.
type hudState struct {
	b           *combat.Battle
	events      int
	colourBlind bool
	keyGen      int
	w, h        float64
}

// sideKey is what the side panel shows: the selected unit, whose turn it is, the combat log
// and its scrolling, and whether the cursor is on End turn.
type sideKey struct {
	hudState
	sel                  *combat.Unit
	human, busy, pending bool
	viewer               int
	logLen, logTop       int
	logFirst             *logLine
	hoverEnd             bool
}

// barKey is what the action bar shows: the selected unit's options, the chosen one and the
// button under the cursor.
type barKey struct {
	hudState
	sel               *combat.Unit
	human, busy, over bool
	opts              int
	optsFirst         *combat.Option
	chosen, hover     int
	// stripGen and aimGen date the picks and the aim the bar's hint tells
	stripGen, aimGen int
}

// tipKey is the hovered action button whose tooltip is drawn.
type tipKey struct {
	optsFirst *combat.Option
	opts, i   int
}

// picture is a small drawing kept in an image until what it shows changes.
type picture struct {
	canvas *ebiten.Image // the image drawn in, grown as needed
	img    *ebiten.Image // the part of canvas in use
	ok     bool
}

// begin clears the picture for a drawing of w×h pixels and returns the image to draw on.
func (p *picture) begin(w, h int) *ebiten.Image {
	w, h = max(1, w), max(1, h)
	if b := p.canvasSize(); b.X < w || b.Y < h {
		if p.canvas != nil {
			p.canvas.Deallocate()
		}
		p.canvas = ebiten.NewImage(max(w, b.X), max(h, b.Y))
	}
	p.img = p.canvas.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
	p.img.Clear()
	p.ok = true
	return p.img
}

// canvasSize is the size of the canvas (zero without one).
func (p *picture) canvasSize() image.Point {
	if p.canvas == nil {
		return image.Point{}
	}
	return p.canvas.Bounds().Size()
}

// draw paints the picture with its top-left at (x, y).
func (d *drawCache) draw(dst, img *ebiten.Image, x, y float64) {
	op := &d.op
	op.GeoM.Reset()
	op.GeoM.Translate(x, y)
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(img, op)
}

// viewImage is the map's part of screen, cut once.
func (s *Battle) viewImage(screen *ebiten.Image) *ebiten.Image {
	d := s.cache()
	r := image.Rect(int(s.lay.mapX), int(s.lay.mapY), int(s.lay.mapX+s.lay.mapW), int(s.lay.mapY+s.lay.mapH))
	if d.viewOf != screen || d.view == nil || d.view.Bounds() != r {
		d.view, d.viewOf = screen.SubImage(r).(*ebiten.Image), screen
	}
	return d.view
}

// drawField paints the map, the overlays, the units, the fog and the floating numbers; with
// hover false, no path or target preview.
func (s *Battle) drawField(screen *ebiten.Image, c *game.Context, hover bool) {
	th := c.Theme
	s.view.DrawBaked(screen)
	view := s.viewImage(screen)
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

// drawMoves tints where the move of the chosen (or default) action can end, and outlines the
// units it can be aimed at: one batch of shapes.
func (s *Battle) drawMoves(dst *ebiten.Image, c *game.Context) {
	var o *combat.Option
	if s.chosen >= 0 && s.chosen < len(s.opts) {
		o = &s.opts[s.chosen]
	} else {
		for i := range s.opts {
			if s.opts[i].Kind == "run" && s.opts[i].Err == nil {
				o = &s.opts[i]
				break
			}
		}
	}
	if s.drawAim(c) {
		s.cache().batch.Draw(dst)
		return
	}
	if o == nil {
		return
	}
	bt := &s.cache().batch
	tint := game.WithAlpha(color.RGBA{0xff, 0xf4, 0xd0, 0xff}, 0x26)
	edge := game.WithAlpha(s.sideColour(c, s.sel.Side), 0x90)
	for _, p := range o.Squares {
		x, y, w, h := s.view.SquareRect(p.X, p.Y)
		bt.Rect(x+1, y+1, w-2, h-2, tint)
		bt.StrokeRect(x+1.5, y+1.5, w-3, h-3, 1, edge)
	}
	for _, name := range o.Targets {
		if u := s.B.Unit(name); u != nil && s.visible(u) {
			x, y, w, h := s.view.SquareRect(u.Pos.X, u.Pos.Y)
			col := c.Theme.Danger
			if u.Side == s.sel.Side {
				col = c.Theme.Good
			}
			bt.StrokeRect(x+1, y+1, w-2, h-2, 2, col)
		}
	}
	bt.Draw(dst)
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

// look is one picture of the map's units: its kind, colour, text and the square's size in
// screen pixels at the zoom it is drawn at.
type look struct {
	kind lookKind
	col  color.RGBA
	text string
	hero bool
	w, h int
}

// deadMark is the mark of a dead unit's look: a cross.
const deadMark = "✕"

// lookPad is the margin round a square that a look's picture keeps for what spills out of
// the square (a shadow, the "!" above a token).
func lookPad(w, h int) int { return max(w, h)/2 + 2 }

// lookImage returns the picture of l, drawing it on first use. The square's top-left is at
// (pad, pad) of the picture.
func (s *Battle) lookImage(c *game.Context, l look) *ebiten.Image {
	d := s.cache()
	if img := d.looks[l]; img != nil {
		return img
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
		cv.Disc(cx+1.5, cy+2.5, r, th.Shadow)
		cv.Disc(cx, cy, r, darken(l.col, 0.55))
		cv.Disc(cx, cy-r*0.08, r*0.86, l.col)
		cv.Ring(cx, cy, r, float32(math.Max(1.2, tw/22)), color.RGBA{0x14, 0x10, 0x0c, 0xff})
		if l.hero {
			cv.Ring(cx, cy, r*0.72, 1, game.WithAlpha(color.RGBA{0xff, 0xf0, 0xc0, 0xff}, 0x90))
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
		face := c.Fonts.Bold
		if tw < 26 {
			face = c.Fonts.SmallBold
		}
		gw := game.TextWidth(l.text, face)
		game.Text(img, l.text, face, float64(cx)-gw/2, float64(cy)-face.Size*0.62, color.RGBA{0xff, 0xfb, 0xf0, 0xff})
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
	d := s.cache()
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

// glyph is u's role glyph, worked out once.
func (s *Battle) glyph(u *combat.Unit) string {
	d := s.cache()
	g, ok := d.glyphs[u]
	if !ok {
		g = roleGlyph(u)
		d.glyphs[u] = g
	}
	return g
}

// drawUnits paints every unit the viewer sees: a token in its side's colour with its role
// glyph, a health bar, and the selection ring. Tokens and rings are pictures drawn once per
// zoom; the health bars and condition dots are one batch.
func (s *Battle) drawUnits(dst *ebiten.Image, c *game.Context) {
	th := c.Theme
	b := s.B
	z := s.view.Cam.Zoom()
	tw, thh := float64(b.Map.TileWidth)*z, float64(b.Map.TileHeight)*z
	w, h := int(math.Round(tw)), int(math.Round(thh))
	bt := &s.cache().batch
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
	r := float32(math.Min(tw, thh) * 0.38)
	for _, u := range b.Units {
		if u.Status == combat.Fled || !u.Active() || !s.visible(u) {
			continue
		}
		t := s.anim[u.Name]
		sx, sy := s.view.Cam.ToScreen(t.x, t.y)
		sx, sy = math.Round(sx), math.Round(sy)
		if u == s.sel {
			pulse := 0.5 + 0.5*math.Sin(float64(s.frame)/9)
			s.drawLook(dst, c, look{kind: lookHalo, w: w, h: h}, sx, sy, game.WithAlpha(th.Accent, uint8(0x30+0x30*pulse)))
			s.drawLook(dst, c, look{kind: lookSelRing, col: th.Accent, w: w, h: h}, sx, sy, color.RGBA{})
		} else if human && b.InTurnNow(u) && canAct(u) {
			s.drawLook(dst, c, look{kind: lookTurnRing, col: game.WithAlpha(th.Text, 0x90), w: w, h: h}, sx, sy, color.RGBA{})
		}
		s.drawLook(dst, c, look{kind: lookToken, col: s.sideColour(c, u.Side), text: s.glyph(u), hero: u.Sheet.Hero, w: w, h: h}, sx, sy, color.RGBA{})
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

// drawFog darkens what the viewer's units do not see.
func (s *Battle) drawFog(dst *ebiten.Image) {
	if s.fog == nil || s.viewer < 0 {
		return
	}
	s.updateFog()
	s.fogShade.Draw(dst, s.view)
}

// intentMemo is the preview of the hovered square, worked out when the square, the
// selection, the chosen action or the battle changes rather than every frame.
type intentMemo struct {
	key   intentKey
	ok    bool // a click there would do something
	it    intent
	title string
	lines []string
	warn  string
	path  []grid.Pos // the squares walked through, from the unit's
}

// intentKey is what an intent depends on.
type intentKey struct {
	b         *combat.Battle
	events    int
	sel       *combat.Unit
	optsFirst *combat.Option
	opts      int
	chosen    int
	square    grid.Pos
	// stripGen and aimGen date the picks and the aim the action is composed with
	stripGen, aimGen int
}

// intentNow returns the preview of the hovered square, working it out if anything it depends
// on changed; the tooltip's picture is drawn again then.
func (s *Battle) intentNow(c *game.Context) *intentMemo {
	d := s.cache()
	k := intentKey{b: s.B, events: len(s.B.Log), sel: s.sel, opts: len(s.opts), chosen: s.chosen, square: s.hoverSq,
		stripGen: s.strip.gen, aimGen: s.aim.gen}
	if len(s.opts) > 0 {
		k.optsFirst = &s.opts[0]
	}
	m := &d.intent
	if m.key == k && d.intentTip.ok {
		return m
	}
	m.key = k
	m.lines, m.path, m.warn, m.title = m.lines[:0], m.path[:0], "", ""
	d.intentTip.ok = false
	it, ok := s.intentAt(s.hoverSq)
	m.it, m.ok = it, ok
	if !ok {
		d.intentTip.ok = true // nothing to show
		return m
	}
	m.title = it.o.Label
	if it.a.Option != "" && len(it.o.Choices) > 1 {
		m.title += " (" + choiceLabel(it.a.Option) + ")"
	}
	switch {
	case len(it.ends) > 1:
		m.title += fmt.Sprintf(" · end on %v", s.hoverSq)
		m.lines = append(m.lines, "From here it may strike "+strings.Join(it.ends, ", ")+":", "click the square, then the foe")
	case it.square:
		if it.target != nil {
			m.title += " → " + it.target.Name
		}
		m.title += fmt.Sprintf(" · %v", s.hoverSq)
		if it.err == nil {
			m.lines = append(m.lines, "Click to do it here")
		}
	case it.target != nil:
		m.title += " → " + it.target.Name
		if it.err == nil {
			e := s.B.Rules.Estimate(s.B, it.a)
			if e.Max > 0 || e.Hit > 0 {
				m.lines = append(m.lines, fmt.Sprintf("Hit %d%%   ·   damage %d–%d", pct(e.Hit), e.Min, e.Max))
				m.lines = append(m.lines, fmt.Sprintf("Drops it %d%%   ·   %d/%d hp", pct(e.Kill), it.target.HP, it.target.MaxHP()))
				m.lines = append(m.lines, moraleLine(s.B, it.target, e))
			}
			v := s.B.Map.Sight(s.sel.Pos, it.target.Pos)
			m.lines = append(m.lines, "Cover: "+coverName(v.Cover))
			if it.a.Weapon != "" {
				m.lines = append(m.lines, "with "+it.a.Weapon)
			}
			if len(it.a.Path) > 0 && len(it.o.Squares) > 0 {
				m.lines = append(m.lines, fmt.Sprintf("ends on %v (click a marked square first for another)", it.a.Path[len(it.a.Path)-1]))
				m.path = append(m.path, s.sel.Pos, it.a.Path[len(it.a.Path)-1])
			}
		}
	case s.reach != nil:
		feet := 0
		var provoked []string
		m.path = append(m.path, s.sel.Pos)
		for _, st := range s.reach.Path(s.hoverSq) {
			m.path = append(m.path, st.To)
			feet = st.Cost
			for _, id := range st.Leaves() {
				if id >= 1 && id <= len(s.B.Units) {
					provoked = append(provoked, s.B.Units[id-1].Name)
				}
			}
		}
		m.title = fmt.Sprintf("%s · %d ft", it.o.Label, feet)
		if len(provoked) > 0 && it.o.Provokes != "no" {
			m.warn = "Provokes: " + strings.Join(provoked, ", ")
		} else {
			m.lines = append(m.lines, "No attacks of opportunity")
		}
	}
	if it.err != nil {
		m.warn = it.err.Error()
	}
	s.paintTooltip(&d.intentTip, c, m.title, m.lines, m.warn)
	return m
}

// drawIntent previews what a click on the hovered square would do: the path with its cost
// and the attacks it provokes, or the attack's odds.
func (s *Battle) drawIntent(dst *ebiten.Image, c *game.Context) {
	th := c.Theme
	m := s.intentNow(c)
	if !m.ok {
		return
	}
	d := s.cache()
	bt := &d.batch
	if m.it.square || len(m.it.ends) > 1 {
		x, y, w, h := s.view.SquareRect(s.hoverSq.X, s.hoverSq.Y)
		bt.StrokeRect(x+1, y+1, w-2, h-2, 2.5, th.Accent)
	}
	if t := m.it.target; t != nil {
		x, y, w, h := s.view.SquareRect(t.Pos.X, t.Pos.Y)
		bt.StrokeRect(x, y, w, h, 2.5, th.Danger)
		if len(m.path) == 2 { // a charge: the line to its end square
			ax, ay, aw, ah := s.view.SquareRect(m.path[0].X, m.path[0].Y)
			ex, ey, _, _ := s.view.SquareRect(m.path[1].X, m.path[1].Y)
			bt.Line(ax+aw/2, ay+ah/2, ex+aw/2, ey+ah/2, 3, game.WithAlpha(th.Accent, 0xd0))
			bt.StrokeRect(ex+1, ey+1, aw-2, ah-2, 2.5, th.Accent)
		}
	} else if len(m.path) > 0 && !m.it.square {
		line := game.WithAlpha(th.Accent, 0xd0)
		for i := 1; i < len(m.path); i++ {
			ax, ay, aw, ah := s.view.SquareRect(m.path[i-1].X, m.path[i-1].Y)
			bx, by, _, _ := s.view.SquareRect(m.path[i].X, m.path[i].Y)
			bt.Line(ax+aw/2, ay+ah/2, bx+aw/2, by+ah/2, 3, line)
			bt.Disc(bx+aw/2, by+ah/2, 3.5, th.Accent)
		}
		x, y, w, h := s.view.SquareRect(s.hoverSq.X, s.hoverSq.Y)
		bt.StrokeRect(x+1, y+1, w-2, h-2, 2.5, th.Accent)
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

// tooltipShadow is how far a tooltip's shadow falls right and down.
const tooltipShadow = 3

// paintTooltip draws a small box with a bold title, lines and a warning in red into p, its
// box at p's top-left and its shadow below and right.
func (s *Battle) paintTooltip(p *picture, c *game.Context, title string, lines []string, warn string) {
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
	w = math.Ceil(w)
	h := 30 + float64(len(lines)+len(warnLines))*16
	dst := p.begin(int(w)+tooltipShadow, int(h)+tooltipShadow)
	x, y := 0.0, 0.0
	vector.FillRect(dst, float32(x)+tooltipShadow, float32(y)+tooltipShadow, float32(w), float32(h), th.Shadow, false)
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

// placeTooltip paints a tooltip's picture with its box's top-left at (x, y), moved left and up
// as needed to keep it on dst.
func (s *Battle) placeTooltip(dst *ebiten.Image, p *picture, x, y float64) {
	if p.img == nil {
		return
	}
	sz := p.img.Bounds().Size()
	b := dst.Bounds()
	x = math.Min(x, float64(b.Max.X)-float64(sz.X-tooltipShadow)-4)
	y = math.Min(y, float64(b.Max.Y)-float64(sz.Y-tooltipShadow)-4)
	s.cache().draw(dst, p.img, math.Round(x), math.Round(y))
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
	d := s.cache()
	l := s.lay
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
	st := hudState{b: s.B, events: len(s.B.Log), colourBlind: c.Settings.ColourBlind, keyGen: d.keyGen, w: l.w, h: l.h}
	mx, my := c.Input.Cursor()
	if !d.drawn[panelTop] || d.topKey != st {
		d.topKey, d.drawn[panelTop] = st, true
		d.panels[panelTop].Clear()
		s.drawTop(d.panels[panelTop], c)
	}
	sk := sideKey{hudState: st, sel: s.sel, human: s.humanTurn(), busy: s.busy, pending: s.pending != nil,
		viewer: s.viewer, logLen: len(s.log), logTop: s.logTop, hoverEnd: l.endTurnAt(mx, my)}
	if len(s.log) > 0 {
		sk.logFirst = &s.log[0]
	}
	if !d.drawn[panelSide] || d.sideKey != sk {
		d.sideKey, d.drawn[panelSide] = sk, true
		d.panels[panelSide].Clear()
		s.drawSide(d.panels[panelSide], c)
	}
	bk := barKey{hudState: st, sel: s.sel, human: sk.human, busy: s.busy, over: s.B.Over, opts: len(s.opts),
		chosen: s.chosen, hover: l.buttonAt(mx, my, len(s.opts)), stripGen: s.strip.gen, aimGen: s.aim.gen}
	if len(s.opts) > 0 {
		bk.optsFirst = &s.opts[0]
	}
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
	th, f, b, l := c.Theme, c.Fonts, s.B, s.lay
	vector.FillRect(dst, 0, 0, float32(l.w), float32(l.topH), th.Surface, false)
	vector.FillRect(dst, 0, float32(l.topH)-2, float32(l.w), 2, th.Edge, false)
	round := fmt.Sprintf("Round %d", b.Round)
	if b.Round == 0 {
		round = "Surprise round"
	}
	x := 14.0
	x += game.Text(dst, round, f.Title, x, 11, th.Accent) + 20
	if isAge13(b) {
		x += s.drawEscalation(dst, c, x) + 18
	}
	// the keys' hints at the right; the turn order stops short of them
	hint := battleHints(c)
	hw := game.TextWidth(hint, f.Small)
	limit := l.w - hw - 14 - 24
	game.Text(dst, "Turn order", f.SmallBold, x, 16, th.TextDim)
	x += 76
	labels := make([]string, len(b.Order))
	widths := make([]float64, len(b.Order))
	total := 0.0
	for i, t := range b.Order {
		name := t.Side
		switch {
		case len(t.Units) > 1: // a group sharing its roll (13th Age's monsters of a kind)
			name = fmt.Sprintf("%s +%d", t.Units[0], len(t.Units)-1)
		case len(t.Units) > 0:
			name = t.Units[0]
		}
		labels[i] = fmt.Sprintf("%s  %d", name, t.Initiative)
		widths[i] = game.TextWidth(labels[i], f.Bold) + 34
		total += widths[i] + 8
	}
	first := 0
	if x+total > limit && b.InTurn && b.TurnIndex > 1 {
		// too long to show whole: from the turn before the current one, so that it shows
		first = b.TurnIndex - 1
		x += game.Text(dst, "…", f.Bold, x, 13, th.TextDim) + 8
	}
	for i := first; i < len(b.Order); i++ {
		t := b.Order[i]
		side := b.SideIndex(t.Side)
		col := s.sideColour(c, side)
		label, w := labels[i], widths[i]
		if x+w > limit {
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
	log := s.shownLog()
	end := max(0, len(log)-s.logTop)
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
	kind += " · " + s.B.SideName(u)
	if !u.Active() {
		kind += " · " + map[bool]string{true: "unconscious", false: string(u.Status)}[u.Status == combat.Down]
	}
	game.Text(dst, kind, f.Small, x+60, y+28, th.TextDim)
	y += 58
	hp := fmt.Sprintf("HP %d / %d", u.HP, u.MaxHP())
	game.Text(dst, hp, f.Bold, x, y, th.Text)
	s.hpBar(dst, c, x+110, y+4, 180, 12, u)
	if t, ok := u.Condition("temporary hp"); ok && t.Value > 0 {
		tw := game.TextWidth(fmt.Sprintf("+%d temp", t.Value), f.SmallBold) + 10
		vector.FillRect(dst, float32(x+290-tw), float32(y+2), float32(tw), 16, darken(th.Good, 0.5), false)
		game.Text(dst, fmt.Sprintf("+%d temp", t.Value), f.SmallBold, x+295-tw, y+2, th.Text)
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
	if isAge13(s.B) {
		y = s.drawAge13Unit(dst, c, u, x, y)
	}
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
	for _, cd := range u.Conditions {
		text, hurts, helps, ok := conditionChip(cd)
		if !ok {
			continue
		}
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

// drawBar paints the action bar: a line of help, or the action buttons of the selected unit.
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
		s.drawBudget(dst, c, s.sel, 12, l.barY+7)
		for i, o := range s.opts {
			if i >= l.buttons() {
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
}

// drawBudget paints the action bar's first row: the selected unit's actions left this turn
// (13th Age's standard, move, quick and interrupt; Delvers' main and move), each lit while it
// is left, then what the chosen action waits for.
func (s *Battle) drawBudget(dst *ebiten.Image, c *game.Context, u *combat.Unit, x, y float64) {
	th, f, l := c.Theme, c.Fonts, s.lay
	x += game.Text(dst, "ACTIONS LEFT", f.SmallBold, x, y+2, th.TextDim) + 10
	if !u.Active() {
		x += game.Text(dst, "none: out of the fight", f.Small, x, y+2, th.TextDim) + 10
	}
	for _, sl := range u.Budget {
		if !u.Active() {
			break
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
	d := s.cache()
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
	if i < 0 || i >= len(s.opts) || !s.humanTurn() || s.sel == nil {
		return
	}
	d := s.cache()
	f, l := c.Fonts, s.lay
	k := tipKey{optsFirst: bk.optsFirst, opts: bk.opts, i: i}
	o := &s.opts[i]
	if !d.buttonTip.ok || d.tipKey != k {
		d.tipKey = k
		lines := wrap(o.Summary, f.Small, 360)
		lines = append(lines, "Costs: "+o.Cost+"   ·   provokes: "+o.Provokes, o.Rule)
		warn := ""
		if o.Err != nil {
			warn = "Not now: " + o.Err.Message()
		}
		s.paintTooltip(&d.buttonTip, c, s.buttonTitle(c, i), lines, warn)
	}
	bx, _, _, _ := l.button(i)
	h := float64(d.buttonTip.img.Bounds().Dy() - tooltipShadow)
	y := l.barY - h - 24
	if s.strip.shown() && s.humanTurn() {
		y = min(y, s.strip.y-h-8) // above the choice strip, not over it
	}
	s.placeTooltip(dst, &d.buttonTip, bx, y)
}

// buttonTitle is the title of the i-th action button's tooltip: its label and its key
// ("Ready item   (Shift+3)").
func (s *Battle) buttonTitle(c *game.Context, i int) string {
	title := s.opts[i].Label
	if i < len(game.HotKeys) {
		if key := keyHint(c, game.HotKeys[i]); key != "" {
			title += "   (" + key + ")"
		}
	}
	return title
}

// drawReaction paints the reaction prompt: its title, what is happening, a button per
// reaction with a line of detail, and the button that answers nothing.
func (s *Battle) drawReaction(dst *ebiten.Image, c *game.Context) {
	th, f, l := c.Theme, c.Fonts, s.lay
	a := s.pending
	v := &a.view
	n := len(a.opts)
	vector.FillRect(dst, float32(l.mapX), float32(l.mapY), float32(l.mapW), float32(l.mapH), color.RGBA{0, 0, 0, 0x70}, false)
	bx, by, _, _ := l.reaction(0, n)
	dx, dy := bx-20, by-reactHead
	dw, dh := reactW, reactHead+20+float64(n+1)*reactRow
	vector.FillRect(dst, float32(dx)+4, float32(dy)+4, float32(dw), float32(dh), th.Shadow, false)
	vector.FillRect(dst, float32(dx), float32(dy), float32(dw), float32(dh), th.Surface, false)
	vector.FillRect(dst, float32(dx), float32(dy), float32(dw), 3, th.Accent, false)
	vector.StrokeRect(dst, float32(dx)+0.5, float32(dy)+0.5, float32(dw)-1, float32(dh)-1, 1.5, th.Accent, false)
	game.Text(dst, v.title, f.Title, dx+20, dy+14, th.Accent)
	ty := dy + 48
	for _, line := range v.lines {
		for _, ln := range clip(wrap(line, f.Small, dw-40), 2, f.Small, dw-40) {
			if ty > dy+reactHead-18 {
				break
			}
			game.Text(dst, ln, f.Small, dx+20, ty, th.Text)
			ty += 16
		}
	}
	mx, my := c.Input.Cursor()
	for i := 0; i <= n; i++ {
		x, y, w, h := l.reaction(i, n)
		label, detail, key := v.no, "", keyHint(c, game.Cancel)
		if i < n {
			if i < len(v.buttons) {
				label, detail = v.buttons[i].label, v.buttons[i].detail
			} else {
				label = reactionLabel(a.opts[i])
			}
			key = keyHint(c, game.HotKeys[min(i, len(game.HotKeys)-1)])
			if i == 0 {
				if k := keyHint(c, game.Confirm); k != "" {
					key = k + " / " + key
				}
			}
		}
		hover := float64(mx) >= x && float64(mx) < x+w && float64(my) >= y && float64(my) < y+h
		bg, edge, tc, dc := th.SurfaceHigh, th.Edge, th.Text, th.TextDim
		if i == 0 {
			bg, edge, tc, dc = th.Accent, th.AccentDeep, th.AccentText, darken(th.AccentText, 1)
		}
		if hover {
			bg = mix(bg, th.Text, 0.12)
		}
		vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), bg, false)
		vector.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, edge, false)
		kw := 0.0
		if key != "" {
			kw = game.TextWidth(key, f.Small) + 10
			game.Text(dst, key, f.Small, x+w-kw, y+h/2-8, dc)
		}
		if detail == "" {
			game.Text(dst, label, f.Bold, x+12, y+h/2-f.Bold.Size*0.62, tc)
			continue
		}
		game.Text(dst, label, f.Bold, x+12, y+4, tc)
		detail = clip(wrap(detail, f.Small, w-kw-24), 1, f.Small, w-kw-24)[0]
		game.Text(dst, detail, f.Small, x+12, y+23, dc)
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

// tooltip draws a small box with a bold title, lines and a warning in red, with its top-left
// at (x, y) or moved to stay on dst. The box is kept as a picture until it says something else.
func (s *Battle) tooltip(dst *ebiten.Image, c *game.Context, x, y float64, title string, lines []string, warn string) {
	d := s.cache()
	t := &d.freeTip
	if !t.pic.ok || t.title != title || t.warn != warn || !slices.Equal(t.lines, lines) {
		t.title, t.warn, t.lines = title, warn, append(t.lines[:0], lines...)
		s.paintTooltip(&t.pic, c, title, lines, warn)
	}
	s.placeTooltip(dst, &t.pic, x, y)
}

// battleHints are the battle's key hints at the right of its top bar: menu, help, fast AI,
// each with its key as bound.
func battleHints(c *game.Context) string {
	var hints []string
	for _, h := range []struct {
		a    game.Action
		what string
	}{{game.Back, "menu"}, {game.Help, "help"}, {game.FastAI, "fast AI"}} {
		if k := keyHint(c, h.a); k != "" {
			hints = append(hints, k+" "+h.what)
		}
	}
	return strings.Join(hints, "  ·  ")
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

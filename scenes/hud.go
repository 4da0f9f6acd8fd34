package scenes

// HUD pieces the battle screen's widgets share: pictures kept until what they show changes,
// tooltips, buttons with their key caps.

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game"
)

// picture is a small drawing kept in an image until what it shows changes.
type picture struct {
	canvas *ebiten.Image // the image drawn in, grown as needed
	img    *ebiten.Image // the part of canvas in use
	ok     bool
}

// begin clears the picture for a drawing of w×h logical pixels and returns the image to draw
// on (at the device's pixels: draw on it with the game's logical helpers).
func (p *picture) begin(w, h float64) *ebiten.Image {
	want := game.DeviceRect(0, 0, max(1, w), max(1, h))
	if b := p.canvasSize(); b.X < want.Dx() || b.Y < want.Dy() {
		if p.canvas != nil {
			p.canvas.Deallocate()
		}
		p.canvas = ebiten.NewImage(max(want.Dx(), b.X), max(want.Dy(), b.Y))
	}
	p.img = p.canvas.SubImage(want).(*ebiten.Image)
	p.img.Clear()
	p.ok = true
	return p.img
}

// canvasSize is the size of the canvas in device pixels (zero without one).
func (p *picture) canvasSize() (s struct{ X, Y int }) {
	if p.canvas != nil {
		b := p.canvas.Bounds().Size()
		s.X, s.Y = b.X, b.Y
	}
	return s
}

// size is the picture's size in logical pixels.
func (p *picture) size() (w, h float64) {
	if p.img == nil {
		return 0, 0
	}
	return game.PictureSize(p.img)
}

// panel is a widget's part of the HUD picture (a picture of the screen's size, so that a panel
// draws with the screen's coordinates), redrawn when what it shows (K) changes.
type panel[K comparable] struct {
	img  *ebiten.Image
	made int
	rect [4]float64
	key  K
	ok   bool
}

// stale returns the panel's image, cleared, when it must be drawn again: the HUD picture was
// made anew, the panel moved, or its key changed; nil when it stands.
func (p *panel[K]) stale(h *hudPicture, x, y, w, hh float64, key K) *ebiten.Image {
	r := [4]float64{x, y, w, hh}
	if p.img != nil && p.made == h.made && p.rect == r && p.ok && p.key == key {
		return nil
	}
	if p.img == nil || p.made != h.made || p.rect != r {
		p.img, p.made, p.rect = game.SubPicture(h.img, x, y, w, hh), h.made, r
	}
	p.key, p.ok = key, true
	p.img.Clear()
	return p.img
}

// hudPicture is the battle screen's HUD as one picture of the screen's size: each widget keeps
// its panel in it (panel), so that a frame draws again only the panels whose state changed.
type hudPicture struct {
	img *ebiten.Image
	// made counts the pictures made (a new size or scale makes a new one).
	made int
	w, h float64
	op   ebiten.DrawImageOptions
	// look is what every panel's look depends on besides what it shows
	look lookState
}

// size makes the picture anew for a screen of w×h logical pixels, if it changed.
func (h *hudPicture) size(w, hh float64) {
	r := game.DeviceRect(0, 0, w, hh)
	if h.img != nil && h.img.Bounds() == r {
		return
	}
	if h.img != nil {
		h.img.Deallocate()
	}
	h.img = ebiten.NewImageWithOptions(r, &ebiten.NewImageOptions{Unmanaged: true})
	h.made++
	h.w, h.h = w, hh
}

// show draws the part of the HUD picture that is panel p's image on dst.
func (h *hudPicture) show(dst, img *ebiten.Image) {
	x, y, _, _ := game.LogicalRect(img.Bounds())
	game.DrawPicture(dst, img, x, y, 1, &h.op)
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

// keyHint is the first key of a meaning, for a button.
func keyHint(c *game.Context, a game.Action) string {
	if ks := c.Input.Keys.KeysOf(a); len(ks) > 0 {
		return ks[0]
	}
	return ""
}

// tooltipShadow is how far a tooltip's shadow falls right and down.
const tooltipShadow = 3

// paintTooltip draws a small box with a bold title, lines and a warning in red into p, its
// box at p's top-left and its shadow below and right.
func paintTooltip(p *picture, c *game.Context, title string, lines []string, warn string) {
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
	dst := p.begin(w+tooltipShadow, h+tooltipShadow)
	game.FillRect(dst, tooltipShadow, tooltipShadow, float32(w), float32(h), th.Shadow, false)
	game.FillRect(dst, 0, 0, float32(w), float32(h), th.Surface, false)
	game.StrokeRect(dst, 0.5, 0.5, float32(w)-1, float32(h)-1, 1, th.Accent, false)
	game.Text(dst, title, f.Bold, 10, 6, th.Accent)
	ly := 27.0
	for _, l := range lines {
		game.Text(dst, l, f.Small, 10, ly, th.Text)
		ly += 16
	}
	for _, l := range warnLines {
		game.Text(dst, l, f.Small, 10, ly, th.Danger)
		ly += 16
	}
}

// placeTooltip paints a tooltip's picture with its box's top-left at (x, y), moved left and up
// as needed to keep it on a screen of w×h logical pixels.
func placeTooltip(dst *ebiten.Image, p *picture, x, y, w, h float64, op *ebiten.DrawImageOptions) {
	if p.img == nil {
		return
	}
	pw, ph := p.size()
	x = math.Min(x, w-(pw-tooltipShadow)-4)
	y = math.Min(y, h-(ph-tooltipShadow)-4)
	game.DrawPicture(dst, p.img, math.Max(0, x), math.Max(0, y), 1, op)
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
			game.StrokeLine(dst, pts[i-1][0], pts[i-1][1], pts[i][0], pts[i][1], 1.1, col, true)
		}
		x += shiftIconW + 2
	}
	game.Text(dst, rest, face, x, y, col)
}

// hudButton is a button of the HUD as drawn: its rectangle, label and key, and its state.
type hudButton struct {
	x, y, w, h      float64
	label, key      string
	enabled         bool
	primary, active bool
	// centred centres the label whether the button is primary or not (a menu's buttons, whose
	// primary one is the focused one: its label must not jump as the focus moves)
	centred bool
	// zoom is the logical pixels per pixel of the button's rectangle (battleLayout.g for the
	// HUD's buttons; 0 is 1): the pointer is measured in them
	zoom float64
}

// labelX is where a label lw wide starts on the button, kw being its key cap's room: centred
// on a primary or centred button, else at the left.
func (b *hudButton) labelX(lw, kw float64) float64 {
	if b.primary || b.centred {
		return b.x + (b.w-kw-lw)/2
	}
	return b.x + 8
}

// in reports whether a point is on the button.
func (b *hudButton) in(px, py int) bool {
	return float64(px) >= b.x && float64(px) < b.x+b.w && float64(py) >= b.y && float64(py) < b.y+b.h
}

// draw paints the button: its face (lit under the cursor), its label and its key cap.
func (b *hudButton) draw(dst *ebiten.Image, c *game.Context) {
	th, f := c.Theme, c.Fonts
	mx, my := c.Input.Cursor()
	mx, my = zoomed(b.zoom, mx, my)
	x, y, w, h := b.x, b.y, b.w, b.h
	hover := b.in(mx, my)
	bg, edge, tc := th.SurfaceHigh, th.Edge, th.Text
	switch {
	case !b.enabled:
		bg, tc = th.SurfaceLow, darken(th.TextDim, 0.75)
	case b.active:
		bg, edge, tc = th.AccentDeep, th.Accent, th.AccentText
	case b.primary:
		bg, edge, tc = th.Accent, th.AccentDeep, th.AccentText
	}
	if hover && b.enabled && !b.active {
		bg = mix(bg, th.Text, 0.12)
	}
	game.FillRect(dst, float32(x), float32(y), float32(w), float32(h), bg, false)
	game.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, edge, false)
	face := f.SmallBold
	if b.primary {
		face = f.Bold
	}
	kw := 0.0
	if b.key != "" {
		kw = keyCapWidth(b.key, f.Small) + 8
		kc := th.TextDim
		if b.primary || b.active {
			kc = th.AccentText
		}
		drawKeyCap(dst, b.key, f.Small, x+w-kw, y+h/2-8, kc)
	}
	label := b.label
	if !b.primary && game.TextWidth(label, face) > w-kw-12 {
		face = f.Small // a long label in the lighter face before it is cut
	}
	for game.TextWidth(label, face) > w-kw-12 && len([]rune(label)) > 3 {
		textCuts++
		r := []rune(label)
		label = string(r[:len(r)-2]) + "…"
	}
	lx := b.labelX(game.TextWidth(label, face), kw)
	game.Text(dst, label, face, lx, y+h/2-face.Size*0.62, tc)
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

// drawHP draws hit points as a bar.
func drawHP(dst *ebiten.Image, c *game.Context, x, y, w, h float64, hp, maxHP int) {
	game.FillRect(dst, float32(x), float32(y), float32(w), float32(h), c.Theme.SurfaceLow, false)
	frac := float32(math.Max(0, float64(hp)) / math.Max(1, float64(maxHP)))
	game.FillRect(dst, float32(x), float32(y), float32(w)*min(1, frac), float32(h), hpColour(frac), false)
	game.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, c.Theme.Edge, false)
}

package scenes

// Battle drawing cache: what the battle screen keeps from frame to frame so that a frame draws
// again only what changed: the HUD panels, pictures of tokens and tooltips, one batch of shapes.

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/game"
)

// drawCache is what the battle screen keeps from frame to frame so that a frame draws again
// only what changed: the HUD panels as one picture redrawn panel by panel when what they show
// changes, the tokens as pictures, tooltips and notices as pictures, and one batch of solid
// shapes for the overlays. It is a field of its Battle.
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

	// strip is the choice strip's picture and its chip's tooltip (battle_strip.go); undo the
	// Undo row's and the toast's (battle_undo.go).
	strip stripCache
	undo  undoPictures

	batch game.Batch
	op    ebiten.DrawImageOptions
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
	// gen dates what the selection may do (a fallen hero's note); logLen, logN and logTop the
	// log as shown
	gen                  int
	logLen, logN, logTop int
	hoverEnd             bool
}

// barKey is what the action bar shows: the selected unit's kinds (dated by the session's
// gen, as are the picks and the aim the bar's hint tells), the chosen one and the button under
// the cursor.
type barKey struct {
	hudState
	sel               *combat.Unit
	human, busy, over bool
	gen               int
	chosen, hover     int
	moreOpen          bool
}

// tipKey is the hovered action button whose tooltip is drawn.
type tipKey struct {
	gen, i int
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
	d := &s.draw
	r := image.Rect(int(s.lay.mapX), int(s.lay.mapY), int(s.lay.mapX+s.lay.mapW), int(s.lay.mapY+s.lay.mapH))
	if d.viewOf != screen || d.view == nil || d.view.Bounds() != r {
		d.view, d.viewOf = screen.SubImage(r).(*ebiten.Image), screen
	}
	return d.view
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
	s.draw.draw(dst, p.img, math.Round(x), math.Round(y))
}

// tooltip draws a small box with a bold title, lines and a warning in red, with its top-left
// at (x, y) or moved to stay on dst. The box is kept as a picture until it says something else.
func (s *Battle) tooltip(dst *ebiten.Image, c *game.Context, x, y float64, title string, lines []string, warn string) {
	d := &s.draw
	t := &d.freeTip
	if !t.pic.ok || t.title != title || t.warn != warn || !slices.Equal(t.lines, lines) {
		t.title, t.warn, t.lines = title, warn, append(t.lines[:0], lines...)
		s.paintTooltip(&t.pic, c, title, lines, warn)
	}
	s.placeTooltip(dst, &t.pic, x, y)
}

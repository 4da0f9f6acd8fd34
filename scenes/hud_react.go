package scenes

// The reaction dialog widget: the prompt the action under way waits on (play.View.Prompt), in
// the ruleset's words: what is happening, a button per reaction with a line of detail, and the
// button that answers nothing.

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game"
	"skirmish/play"
)

// reactionDialog is the dialog over the map while a reaction is asked of the seat's side.
type reactionDialog struct {
	// of is the prompt measured; lines its text wrapped, head the height of its title and
	// text, rowH its buttons' pitch (a detail of two lines makes them taller).
	of         *play.PromptView
	lines      []string
	head, rowH float64
}

// Sizes of the reaction dialog: its width, the least space its title and text take, a
// button row, a line of its text.
const (
	reactW     = 560.0
	reactHead0 = 122.0
	reactRow   = 50.0
	reactLineH = 16.0
)

// measure sets the dialog's sizes for the prompt shown: the height of its text, and its
// buttons' pitch, taller when a detail takes two lines beside its own key hint.
func (d *reactionDialog) measure(c *game.Context, p *play.PromptView) {
	if d.of == p {
		return
	}
	d.of = p
	d.lines = d.lines[:0]
	for _, line := range p.View.Lines {
		d.lines = append(d.lines, wrap(line, c.Fonts.Small, reactW-40)...)
	}
	d.lines = d.lines[:min(len(d.lines), 12)] // what is at stake must show whole
	d.head = max(reactHead0, 48+reactLineH*float64(len(d.lines))+10)
	lines := 1
	for i, b := range p.View.Buttons {
		lines = max(lines, len(reactionDetail(b.Detail, c.Fonts.Small, reactionDetailW(c, reactionKey(c, i, p.Options)))))
	}
	d.rowH = reactRow + reactLineH*float64(lines-1)
}

// button is the rectangle of the i-th button of n reactions (i == n is "No").
func (d *reactionDialog) button(l *battleLayout, i, n int) (x, y, w, h float64) {
	dh := d.head + 20 + float64(n+1)*d.rowH
	dx, dy := l.mapX+(l.mapW-reactW)/2, l.topH+max(8, (l.mapH-dh)/2)
	return dx + 20, dy + d.head + float64(i)*d.rowH, reactW - 40, d.rowH - 8
}

// at is the answer under a point: the reaction's index, -1 for none; hit is false off them.
func (d *reactionDialog) at(l *battleLayout, n, x, y int) (i int, hit bool) {
	for k := 0; k <= n; k++ {
		bx, by, bw, bh := d.button(l, k, n)
		if float64(x) >= bx && float64(x) < bx+bw && float64(y) >= by && float64(y) < by+bh {
			if k == n {
				return -1, true
			}
			return k, true
		}
	}
	return 0, false
}

// answer is the answer the player gave this frame by key or click, if any.
func (d *reactionDialog) answer(c *game.Context, l *battleLayout, p *play.PromptView) (int, bool) {
	in := c.Input
	d.measure(c, p)
	switch {
	case in.Pressed(game.Confirm):
		return 0, true
	case in.Pressed(game.Cancel), in.Pressed(game.Back):
		return -1, true
	}
	for i, a := range game.HotKeys {
		if in.Pressed(a) && i < p.Options {
			return i, true
		}
	}
	if mx, my, ok := in.Click(); ok {
		mx, my = l.at(mx, my)
		return d.at(l, p.Options, mx, my)
	}
	return 0, false
}

// draw paints the prompt: its title, what is happening, a button per reaction with a line of
// detail, and the button that answers nothing.
func (d *reactionDialog) draw(dst *ebiten.Image, c *game.Context, l *battleLayout, p *play.PromptView) {
	th, f := c.Theme, c.Fonts
	d.measure(c, p)
	v := &p.View
	n := p.Options
	game.FillRect(dst, float32(l.mapX), float32(l.mapY), float32(l.mapW), float32(l.mapH), color.RGBA{0, 0, 0, 0x70}, false)
	bx, by, _, _ := d.button(l, 0, n)
	dx, dy := bx-20, by-d.head
	dw, dh := reactW, d.head+20+float64(n+1)*d.rowH
	game.FillRect(dst, float32(dx)+4, float32(dy)+4, float32(dw), float32(dh), th.Shadow, false)
	game.FillRect(dst, float32(dx), float32(dy), float32(dw), float32(dh), th.Surface, false)
	game.FillRect(dst, float32(dx), float32(dy), float32(dw), 3, th.Accent, false)
	game.StrokeRect(dst, float32(dx)+0.5, float32(dy)+0.5, float32(dw)-1, float32(dh)-1, 1.5, th.Accent, false)
	game.Text(dst, v.Title, f.Title, dx+20, dy+14, th.Accent)
	ty := dy + 48
	for _, ln := range d.lines {
		game.Text(dst, ln, f.Small, dx+20, ty, th.Text)
		ty += reactLineH
	}
	mx, my := l.cursor(c.Input)
	for i := 0; i <= n; i++ {
		x, y, w, h := d.button(l, i, n)
		label, detail, key := v.No, "", reactionKey(c, i, n)
		if i < n && i < len(v.Buttons) {
			label, detail = v.Buttons[i].Label, v.Buttons[i].Detail
		}
		hover := float64(mx) >= x && float64(mx) < x+w && float64(my) >= y && float64(my) < y+h
		bg, edge, tc, dc := th.SurfaceHigh, th.Edge, th.Text, th.TextDim
		if i == 0 {
			bg, edge, tc, dc = th.Accent, th.AccentDeep, th.AccentText, darken(th.AccentText, 1)
		}
		if hover {
			bg = mix(bg, th.Text, 0.12)
		}
		game.FillRect(dst, float32(x), float32(y), float32(w), float32(h), bg, false)
		game.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, edge, false)
		if key != "" {
			kw := game.TextWidth(key, f.Small) + 10
			game.Text(dst, key, f.Small, x+w-kw, y+h/2-8, dc)
		}
		if detail == "" {
			game.Text(dst, label, f.Bold, x+12, y+h/2-f.Bold.Size*0.62, tc)
			continue
		}
		game.Text(dst, label, f.Bold, x+12, y+4, tc)
		for k, ln := range reactionDetail(detail, f.Small, reactionDetailW(c, key)) { // as measured
			game.Text(dst, ln, f.Small, x+12, y+23+reactLineH*float64(k), dc)
		}
	}
}

// reactionDetail is a reaction button's detail wrapped to w, on two lines at most.
func reactionDetail(detail string, face text.Face, w float64) []string {
	return clip(wrap(detail, face, w), 2, face, w)
}

// reactionKey is the key hint of the reaction dialog's button i of n reactions (n: the
// button that answers nothing), as the key map binds them.
func reactionKey(c *game.Context, i, n int) string {
	if i >= n {
		return keyHint(c, game.Cancel)
	}
	key := keyHint(c, game.HotKeys[min(i, len(game.HotKeys)-1)])
	if i == 0 {
		if k := keyHint(c, game.Confirm); k != "" {
			key = k + " / " + key
		}
	}
	return key
}

// reactionDetailW is the width a reaction button's detail wraps to, beside its key hint.
func reactionDetailW(c *game.Context, key string) float64 {
	kw := 0.0
	if key != "" {
		kw = game.TextWidth(key, c.Fonts.Small) + 10
	}
	return reactW - 40 - kw - 24
}

package scenes

// The turn controls widget: the Undo and Redo buttons (greyed with the play layer's reason,
// a caption saying what Undo would take back) and End turn, at the foot of the right-hand
// column; and the notices: why something was refused, over the action bar, and something done
// (saved, undone), over the map's top edge.

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/play"
)

// turnControls are Undo, Redo and End turn.
type turnControls struct {
	pic panel[turnKey]
}

// turnKey is what the controls show: the view, and the button under the cursor.
type turnKey struct {
	base, hover int
	style       styleKey
}

// The controls' buttons, for hit tests.
const (
	ctlUndo = iota
	ctlRedo
	ctlEndTurn
)

// buttons are the controls' buttons as the view has them.
func (t *turnControls) buttons(c *game.Context, l *battleLayout, v *play.View) [3]hudButton {
	var bs [3]hudButton
	act := v.Act
	for i, label := range []string{"Undo", "Redo"} {
		x, y, w, h := l.undoButton(i)
		a, enabled := game.Undo, act != nil && act.Undo == ""
		if i == 1 {
			a, enabled = game.Redo, act != nil && act.Redo == ""
		}
		bs[i] = hudButton{x: x, y: y, w: w, h: h, label: label, key: keyHint(c, a), enabled: enabled, zoom: l.g}
	}
	bs[ctlEndTurn] = hudButton{x: l.endX, y: l.endY, w: l.endW, h: l.endH, label: "End turn", key: keyHint(c, game.EndTurn),
		enabled: v.Mine && act != nil && !act.Busy, primary: true, zoom: l.g}
	return bs
}

// at is the control under a point, or -1.
func (t *turnControls) at(c *game.Context, l *battleLayout, v *play.View, x, y int) int {
	bs := t.buttons(c, l, v)
	for i := range bs {
		if (i == ctlEndTurn || v.Mine) && bs[i].in(x, y) {
			return i
		}
	}
	return -1
}

// draw paints the controls, again only when what they show changed.
func (t *turnControls) draw(dst *ebiten.Image, c *game.Context, h *hudPicture, l *battleLayout, v *play.View, style styleKey) {
	mx, my := l.cursor(c.Input)
	r := l.turnRect()
	if img := t.pic.stale(h, r.x, r.y, r.w, r.h, turnKey{base: v.Base, hover: t.at(c, l, v, mx, my), style: style}); img != nil {
		t.paint(img, c, l, v)
	}
	h.show(dst, t.pic.img)
}

// paint draws the Undo row (a caption and the two buttons, in the side's own turn) and End turn.
func (t *turnControls) paint(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View) {
	th, f := c.Theme, c.Fonts
	sideBackground(dst, c, l.turnRect())
	bs := t.buttons(c, l, v)
	if act := v.Act; act != nil && !v.Over {
		caption, col := act.Caption, th.TextDim
		if act.Undo == "" || act.Redo == "" {
			col = th.Text
		}
		x0, y0, _, _ := l.undoButton(0)
		for game.TextWidth(caption, f.Small) > l.endW && len([]rune(caption)) > 4 {
			textCuts++
			r := []rune(caption)
			caption = string(r[:len(r)-2]) + "…"
		}
		game.Text(dst, caption, f.Small, x0, y0-19, col)
		bs[ctlUndo].draw(dst, c)
		bs[ctlRedo].draw(dst, c)
	}
	bs[ctlEndTurn].draw(dst, c)
}

// notices are the short notices over the battle: why something was refused (over the action
// bar, in red) and something done (over the map's top edge), each shown for its frames more.
type notices struct {
	notice, toast   string
	noticeT, toastT int
	noticePic       picture
	noticeOf        string
	toastPic        picture
	toastOf         string
	op              ebiten.DrawImageOptions
}

// say shows why something was refused.
func (n *notices) say(msg string) { n.notice, n.noticeT = msg, 240 }

// tell shows something done.
func (n *notices) tell(msg string) { n.toast, n.toastT = msg, 150 }

// tick counts the notices down.
func (n *notices) tick() {
	n.noticeT = max(0, n.noticeT-1)
	n.toastT = max(0, n.toastT-1)
}

// showing reports whether a notice is on screen (the screen animates meanwhile).
func (n *notices) showing() bool { return n.noticeT > 0 || n.toastT > 0 }

// draw paints the notices, each from a picture drawn once per notice; the toast fades out
// over its last half second.
func (n *notices) draw(dst *ebiten.Image, c *game.Context, l *battleLayout, style styleKey) {
	th, f := c.Theme, c.Fonts
	if n.noticeT > 0 {
		if !n.noticePic.ok || n.noticeOf != n.notice {
			n.noticeOf = n.notice
			w := l.sideX - 20
			ls := clip(wrap(n.notice, f.Small, w-20), 2, f.Small, w-20)
			h := float32(12 + 16*len(ls))
			img := n.noticePic.begin(w, float64(h))
			game.FillRect(img, 0, 0, float32(w), h, game.WithAlpha(th.Surface, 0xe8), false)
			game.StrokeRect(img, 0.5, 0.5, float32(w)-1, h-1, 1, th.Danger, false)
			for i, ln := range ls {
				game.Text(img, ln, f.Small, 10, 6+float64(i*16), th.Danger)
			}
		}
		_, h := n.noticePic.size()
		game.DrawPicture(dst, n.noticePic.img, 10, l.barY-h-8, 1, &n.op)
	}
	if n.toastT > 0 && n.toast != "" {
		const h = 34
		if !n.toastPic.ok || n.toastOf != n.toast {
			n.toastOf = n.toast
			w := math.Ceil(game.TextWidth(n.toast, f.Bold) + 36)
			img := n.toastPic.begin(w+3, h+3)
			game.FillRect(img, 3, 3, float32(w), h, game.WithAlpha(th.Shadow, 0x80), false)
			game.FillRect(img, 0, 0, float32(w), h, th.Surface, false)
			game.FillRect(img, 0, 0, 4, h, th.Good, false)
			game.StrokeRect(img, 0.5, 0.5, float32(w)-1, h-1, 1, th.Edge, false)
			game.Text(img, n.toast, f.Bold, 20, 8, th.Text)
		}
		w, _ := n.toastPic.size()
		game.DrawPicture(dst, n.toastPic.img, math.Round(l.mapX+(l.mapW-w+3)/2), l.mapY+12, float32(min(1, float64(n.toastT)/30)), &n.op)
	}
}

// invalidate drops the notices' pictures (a new scale or palette).
func (n *notices) invalidate() { n.noticePic.ok, n.toastPic.ok = false, false }

package scenes

// Battle undo row: the Undo and Redo buttons above End turn, greyed with the play layer's
// reason, and the battle's good-news notices, kept as pictures.

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game"
)

// undoClick runs Undo or Redo when a click at (x, y) is on its button.
func (s *Battle) undoClick(c *game.Context, x, y int) bool {
	for i := range 2 {
		bx, by, bw, bh := s.lay.undoButton(i)
		if float64(x) >= bx && float64(x) < bx+bw && float64(y) >= by && float64(y) < by+bh {
			if i == 0 {
				s.undoLast(c)
			} else {
				s.redoLast(c)
			}
			return true
		}
	}
	return false
}

// undoPictures are the Undo row and the notice of something done as last drawn, kept from
// frame to frame like the HUD's panels (battle_hud.go) and drawn again only when what they
// show changes.
type undoPictures struct {
	// row is the Undo row: its bounds are where it stands on the screen, so that it is
	// drawn with the screen's coordinates (the buttons' hover test reads the cursor there).
	row    *ebiten.Image
	rowKey undoRowKey
	rowOK  bool
	// toast is the notice at full opacity (it fades as it is drawn), saying toastOf.
	toast   picture
	toastOf string
}

// undoRowKey is what the Undo row shows: the battle (its last action names the caption), why
// Undo and Redo are greyed, the action Redo would play, and the button under the cursor.
type undoRowKey struct {
	hudState
	why, redoWhy error
	redo         int
	hover        int
}

// drawUndo paints the Undo row (a caption saying what Undo would take back, or why it cannot,
// and the two buttons) and the notice of something done, each from its picture.
func (s *Battle) drawUndo(dst *ebiten.Image, c *game.Context) {
	d := &s.draw
	p := &d.undo
	if s.toastT > 0 && s.toast != "" {
		s.drawToast(dst, c, p, d)
	}
	if !s.humanTurn() || s.B().Over {
		return
	}
	l := s.lay
	r := l.undoRowRect()
	if p.row == nil || p.row.Bounds() != r {
		if p.row != nil {
			p.row.Deallocate()
		}
		p.row = ebiten.NewImageWithOptions(r, &ebiten.NewImageOptions{Unmanaged: true})
		p.rowOK = false
	}
	mx, my := c.Input.Cursor()
	b := s.B()
	k := undoRowKey{hudState: hudState{b: b, events: len(b.Log), colourBlind: c.Settings.ColourBlind, keyGen: d.keyGen, w: l.w, h: l.h},
		why: s.P.UndoWhy(), redoWhy: s.P.RedoWhy(), redo: s.P.Redos(), hover: -1}
	for i := range 2 {
		x, y, w, h := l.undoButton(i)
		if float64(mx) >= x && float64(mx) < x+w && float64(my) >= y && float64(my) < y+h {
			k.hover = i
		}
	}
	if !p.rowOK || p.rowKey != k {
		p.rowKey, p.rowOK = k, true
		p.row.Clear()
		s.paintUndoRow(p.row, c, k.why, k.redoWhy)
	}
	d.draw(dst, p.row, float64(r.Min.X), float64(r.Min.Y))
}

// paintUndoRow draws the Undo row's caption and buttons, at their places on the screen.
func (s *Battle) paintUndoRow(dst *ebiten.Image, c *game.Context, why, rwhy error) {
	th, f, l := c.Theme, c.Fonts, s.lay
	caption, col := "", th.TextDim
	switch {
	case why == nil:
		caption, col = "Undo takes back "+s.lastActionName(), th.Text
	case rwhy == nil:
		a, _ := s.P.RedoNext()
		caption, col = "Redo plays "+actionName(a)+" again", th.Text
	default:
		caption = "Undo: " + ruleWords(why)
	}
	x0, y0, _, _ := l.undoButton(0)
	for game.TextWidth(caption, f.Small) > l.endW && len([]rune(caption)) > 4 {
		textCuts++
		r := []rune(caption)
		caption = string(r[:len(r)-2]) + "…"
	}
	game.Text(dst, caption, f.Small, x0, y0-19, col)
	for i, label := range []string{"Undo", "Redo"} {
		x, y, w, h := l.undoButton(i)
		a := game.Undo
		enabled := why == nil
		if i == 1 {
			a, enabled = game.Redo, rwhy == nil
		}
		s.drawButton(dst, c, x, y, w, h, label, keyHint(c, a), enabled, false, false)
	}
}

// drawToast paints the notice of something done over the map's top edge, fading out over
// its last half second: its picture is drawn once per notice.
func (s *Battle) drawToast(dst *ebiten.Image, c *game.Context, p *undoPictures, d *drawCache) {
	th, f, l := c.Theme, c.Fonts, s.lay
	const h = 34
	if !p.toast.ok || p.toastOf != s.toast {
		p.toastOf = s.toast
		w := math.Ceil(game.TextWidth(s.toast, f.Bold) + 36)
		img := p.toast.begin(int(w)+3, h+3)
		vector.FillRect(img, 3, 3, float32(w), h, game.WithAlpha(th.Shadow, 0x80), false)
		vector.FillRect(img, 0, 0, float32(w), h, th.Surface, false)
		vector.FillRect(img, 0, 0, 4, h, th.Good, false)
		vector.StrokeRect(img, 0.5, 0.5, float32(w)-1, h-1, 1, th.Edge, false)
		game.Text(img, s.toast, f.Bold, 20, 8, th.Text)
	}
	w := float64(p.toast.img.Bounds().Dx() - 3)
	op := &d.op
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(l.mapX+(l.mapW-w)/2), l.mapY+12)
	op.ColorScale.Reset()
	op.ColorScale.ScaleAlpha(float32(min(1, float64(s.toastT)/30)))
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(p.toast.img, op)
}

// lastActionName names the battle's last action, for the Undo caption.
func (s *Battle) lastActionName() string {
	if a, ok := s.P.LastAction(); ok {
		return actionName(a)
	}
	return "nothing"
}

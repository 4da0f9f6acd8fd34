// Undo drawing: the Undo and Redo buttons above End turn, greyed with the reason, and the battle's good-news notices.
package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/game"
)

// undoRowH is the height of the Undo row above End turn: a caption and two buttons.
const undoRowH = 56

// undoButton is the rectangle of the Undo (0) or Redo (1) button.
func (l *battleLayout) undoButton(i int) (x, y, w, h float64) {
	w = (l.endW - 8) / 2
	return l.endX + float64(i)*(w+8), l.endY - 8 - 30, w, 30
}

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

// tell shows a short notice of something done (saved, undone) over the map's top edge.
func (s *Battle) tell(msg string) { s.toast, s.toastT = msg, 150 }

// drawUndo paints the Undo row (a caption saying what Undo would take back, or why it cannot,
// and the two buttons) and the notice of something done.
func (s *Battle) drawUndo(dst *ebiten.Image, c *game.Context) {
	th, f, l := c.Theme, c.Fonts, s.lay
	if s.toastT > 0 && s.toast != "" {
		a := uint8(255 * min(1, float64(s.toastT)/30))
		w := game.TextWidth(s.toast, f.Bold) + 36
		x, y := l.mapX+(l.mapW-w)/2, l.mapY+12
		vector.FillRect(dst, float32(x)+3, float32(y)+3, float32(w), 34, game.WithAlpha(th.Shadow, a/2), false)
		vector.FillRect(dst, float32(x), float32(y), float32(w), 34, game.WithAlpha(th.Surface, a), false)
		vector.FillRect(dst, float32(x), float32(y), 4, 34, game.WithAlpha(th.Good, a), false)
		vector.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, 33, 1, game.WithAlpha(th.Edge, a), false)
		game.Text(dst, s.toast, f.Bold, x+20, y+8, game.WithAlpha(th.Text, a))
	}
	if !s.humanTurn() || s.B.Over {
		return
	}
	why, rwhy := s.undo.why, s.redoWhy()
	caption, col := "", th.TextDim
	switch {
	case why == nil:
		caption, col = "Undo takes back "+s.lastActionName(), th.Text
	case rwhy == nil:
		caption, col = "Redo plays "+actionName(s.undo.redo[len(s.undo.redo)-1])+" again", th.Text
	default:
		caption = "Undo: " + why.Error()
	}
	x0, y0, _, _ := l.undoButton(0)
	for game.TextWidth(caption, f.Small) > l.endW && len([]rune(caption)) > 4 {
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

// lastActionName names the battle's last action, for the Undo caption.
func (s *Battle) lastActionName() string {
	for i := len(s.B.Log) - 1; i >= 0; i-- {
		if e, ok := s.B.Log[i].(combat.Acted); ok {
			return actionName(e.Action)
		}
	}
	return "nothing"
}

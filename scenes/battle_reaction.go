package scenes

// Battle reaction dialog: the prompt the action under way waits on (play.Session.Pending), in
// the ruleset's words: what is happening, a button per reaction with a line of detail, and the
// button that answers nothing.

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/game"
)

// drawReaction paints the reaction prompt: its title, what is happening, a button per
// reaction with a line of detail, and the button that answers nothing.
func (s *Battle) drawReaction(dst *ebiten.Image, c *game.Context) {
	th, f, l := c.Theme, c.Fonts, s.lay
	a := s.P.Pending()
	v := &a.View
	n := len(a.Options)
	vector.FillRect(dst, float32(l.mapX), float32(l.mapY), float32(l.mapW), float32(l.mapH), color.RGBA{0, 0, 0, 0x70}, false)
	lines := s.reactionLines(c)
	s.measureReaction(c)
	l = s.lay
	reactHead := max(l.reactHead, reactHead0)
	bx, by, _, _ := l.reaction(0, n)
	dx, dy := bx-20, by-reactHead
	dw, dh := reactW, reactHead+20+float64(n+1)*max(l.reactRowH, reactRow)
	vector.FillRect(dst, float32(dx)+4, float32(dy)+4, float32(dw), float32(dh), th.Shadow, false)
	vector.FillRect(dst, float32(dx), float32(dy), float32(dw), float32(dh), th.Surface, false)
	vector.FillRect(dst, float32(dx), float32(dy), float32(dw), 3, th.Accent, false)
	vector.StrokeRect(dst, float32(dx)+0.5, float32(dy)+0.5, float32(dw)-1, float32(dh)-1, 1.5, th.Accent, false)
	game.Text(dst, v.Title, f.Title, dx+20, dy+14, th.Accent)
	ty := dy + 48
	for _, ln := range lines {
		game.Text(dst, ln, f.Small, dx+20, ty, th.Text)
		ty += reactLineH
	}
	mx, my := c.Input.Cursor()
	for i := 0; i <= n; i++ {
		x, y, w, h := l.reaction(i, n)
		label, detail, key := v.No, "", reactionKey(c, i, n)
		if i < n {
			if i < len(v.Buttons) {
				label, detail = v.Buttons[i].Label, v.Buttons[i].Detail
			} else {
				label = combat.ReactionLabel(a.Options[i])
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

// measureReaction sets the reaction dialog's sizes for the prompt shown: the height of its
// text, and its buttons' pitch, taller when a detail takes two lines beside its own key hint.
func (s *Battle) measureReaction(c *game.Context) {
	v := &s.P.Pending().View
	n := len(s.P.Pending().Options)
	s.lay.reactHead = 48 + reactLineH*float64(len(s.reactionLines(c))) + 10
	lines := 1
	for i, b := range v.Buttons {
		lines = max(lines, len(reactionDetail(b.Detail, c.Fonts.Small, reactionDetailW(c, reactionKey(c, i, n)))))
	}
	s.lay.reactRowH = reactRow + reactLineH*float64(lines-1)
}

// reactionLines are the prompt's lines of text, wrapped to the dialog (at most 12: what is at
// stake must show whole).
func (s *Battle) reactionLines(c *game.Context) []string {
	var out []string
	for _, line := range s.P.Pending().View.Lines {
		out = append(out, wrap(line, c.Fonts.Small, reactW-40)...)
	}
	return out[:min(len(out), 12)]
}

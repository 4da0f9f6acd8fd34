package scenes

// Battle presentation: what a ruleset says in its own words (combat.Presenter) drawn on the
// battle screen: its counters as die faces in the top bar (13th Age's escalation die), its
// lines of the unit panel with their marks (death saves), and what a fallen unit may still do.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/game"
)

// drawCounter paints a counter in the top bar at x: a die face with its number and a line
// saying whom it helps or why it is blocked. It returns the width used.
func (s *Battle) drawCounter(dst *ebiten.Image, c *game.Context, x float64, cv combat.CounterView) float64 {
	th, f := c.Theme, c.Fonts
	const size = 30
	y := 8.0
	face, edge, tc := th.SurfaceLow, th.Edge, th.TextDim
	if cv.Value > 0 {
		face, edge, tc = th.Accent, th.AccentDeep, th.AccentText
	}
	if cv.Blocked && cv.Value > 0 {
		face, edge = mix(th.Accent, th.SurfaceLow, 0.55), th.Danger
	}
	vector.FillRect(dst, float32(x)+2, float32(y)+2, size, size, th.Shadow, false)
	vector.FillRect(dst, float32(x), float32(y), size, size, face, false)
	vector.StrokeRect(dst, float32(x)+0.75, float32(y)+0.75, size-1.5, size-1.5, 1.5, edge, false)
	// the corner pips of a die face, under the number
	for _, p := range [][2]float32{{6, 6}, {size - 6, 6}, {6, size - 6}, {size - 6, size - 6}} {
		vector.FillCircle(dst, float32(x)+p[0], float32(y)+p[1], 1.6, game.WithAlpha(tc, 0x70), false)
	}
	num := fmt.Sprint(cv.Value)
	nw := game.TextWidth(num, f.Title)
	game.Text(dst, num, f.Title, x+size/2-nw/2, y+size/2-f.Title.Size*0.62, tc)
	tx := x + size + 8
	w := game.Text(dst, cv.Label, f.SmallBold, tx, 7, th.TextDim)
	col := th.Text
	if cv.Blocked {
		col = th.Danger
	}
	w = max(w, game.Text(dst, cv.Note, f.Small, tx, 23, col))
	return size + 8 + w
}

// drawPanelLines paints the ruleset's lines of the unit panel at y, a track's marks after its
// words (filled ones crossed out), and returns the y below them.
func (s *Battle) drawPanelLines(dst *ebiten.Image, c *game.Context, lines []combat.PanelLine, x, y float64) float64 {
	th, f := c.Theme, c.Fonts
	for _, ln := range lines {
		col, face := th.Text, f.Small
		if ln.Dim {
			col = th.TextDim
		}
		if ln.Track == nil {
			game.Text(dst, ln.Text, face, x, y, col)
			y += 20
			continue
		}
		tr := ln.Track
		lw := game.Text(dst, ln.Text, f.SmallBold, x, y, th.TextDim)
		px := x + lw + 12
		for i := range tr.Of {
			cx, cy := float32(px)+float32(i)*16, float32(y)+8
			if i < tr.Marked {
				vector.FillCircle(dst, cx, cy, 6, th.Danger, false)
				game.Text(dst, "✕", f.SmallBold, float64(cx)-4, float64(cy)-8, th.Text)
			} else {
				vector.StrokeCircle(dst, cx, cy, 6, 1.5, th.Edge, false)
			}
		}
		game.Text(dst, tr.Note, f.Small, px+float64(tr.Of)*16+6, y, th.TextDim)
		y += 20
	}
	return y
}

// drawFallenNote says, on the panel of a fallen unit that may still act, what it may do; on an
// active unit's, which fallen ally of its side may still act. It returns the y below.
func (s *Battle) drawFallenNote(dst *ebiten.Image, c *game.Context, u *combat.Unit, x, y float64) float64 {
	th, f := c.Theme, c.Fonts
	if s.P.ActsFallen(u) {
		var kinds []string
		if u == s.P.Selected() {
			for _, k := range s.kindButtons() {
				if k.Err == nil {
					kinds = append(kinds, k.Label)
				}
			}
		}
		note := "Out of the fight, it may still act"
		if len(kinds) > 0 {
			note += ": " + strings.Join(kinds, ", ") + ". Pick it below, then click whom it is for."
		}
		for _, ln := range wrap(note, f.Small, s.lay.sideW-30) {
			game.Text(dst, ln, f.Small, x, y, th.Accent)
			y += 15
		}
		return y + 4
	}
	if u.Active() {
		for _, v := range s.B().Units {
			if v.Side == u.Side && s.P.ActsFallen(v) {
				game.Text(dst, "Fallen "+v.Name+" may still act: click it, or Tab", f.Small, x, y, th.Accent)
				return y + 18
			}
		}
	}
	return y
}

package scenes

// The action bar's meter: a budget slot spent in amounts (the ruleset's combat.Meter: d20's
// five combat points) as a row of pips, with what the hovered or chosen action would take of
// them.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/game"
)

// meterOf is the ruleset's meter and the slot it meters, if it has one.
func (s *Battle) meterOf() (combat.Meter, string, int, bool) {
	m := s.B().Rules.Describe().Meter
	return m, m.Slot, m.Full, m.Slot != ""
}

// drawMeter paints slot sl of the meter at x, y: its name, a pip a unit of it (lit while
// left), the pips the hovered (else the chosen) action would spend in the accent colour, and
// in red those it lacks; it returns the x after it.
func (s *Battle) drawMeter(dst *ebiten.Image, c *game.Context, m combat.Meter, sl combat.Slot, full int, x, y float64) float64 {
	th, f := c.Theme, c.Fonts
	name := strings.ToUpper(sl.Name[:1]) + sl.Name[1:]
	x += game.Text(dst, fmt.Sprintf("%s %d/%d", name, max(sl.Left, 0), full), f.SmallBold, x, y+3, th.Text) + 8
	cost, what := 0, ""
	bs := s.kindButtons()
	for _, i := range []int{s.draw.barKey.hover, s.chosenButton()} {
		if i >= 0 && i < len(bs) {
			cost, what = m.Cost(bs[i].Kind), bs[i].Label
			break
		}
	}
	const pip, gap = 14, 4
	for i := range max(full, sl.Left) {
		px := float32(x) + float32(i*(pip+gap))
		left := i < sl.Left
		spent := cost > 0 && i >= sl.Left-cost && i < sl.Left
		lacking := cost > sl.Left && i >= sl.Left && i < cost
		switch {
		case spent:
			vector.FillRect(dst, px, float32(y)+3, pip, pip, th.Accent, false)
		case left:
			vector.FillRect(dst, px, float32(y)+3, pip, pip, th.Good, false)
		default:
			vector.FillRect(dst, px, float32(y)+3, pip, pip, th.SurfaceLow, false)
		}
		edge := th.Edge
		if lacking {
			edge = th.Danger
		}
		vector.StrokeRect(dst, px+0.5, float32(y)+3.5, pip-1, pip-1, 1, edge, false)
	}
	x += float64(max(full, sl.Left)*(pip+gap)) + 6
	if what != "" {
		word := fmt.Sprintf("%s: %d", what, cost)
		col := th.Accent
		switch {
		case cost == 0:
			word = what + ": free"
		case cost > sl.Left:
			word, col = fmt.Sprintf("%s: %d, only %d left", what, cost, max(sl.Left, 0)), th.Danger
		}
		x += game.Text(dst, word, f.Small, x, y+3, col) + 10
	}
	return x
}

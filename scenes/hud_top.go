package scenes

// The top bar widget: the round, the ruleset's counters (13th Age's escalation die as a die
// face), the turn order as the seat may know it, and the battle's key hints.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

// topBar is the bar across the top of the battle screen.
type topBar struct {
	pic panel[topKey]
	// hints replaces the battle's key hints at the right end (a replay's), "" for them.
	hints string
}

// topKey is what the top bar shows: the view (its Base dates the order and the counters).
type topKey struct {
	base  int
	style styleKey
}

// draw paints the bar, again only when the view changed.
func (t *topBar) draw(dst *ebiten.Image, c *game.Context, h *hudPicture, lay *battleLayout, v *play.View, style styleKey) {
	if img := t.pic.stale(h, 0, 0, lay.w, lay.topH, topKey{base: v.Base, style: style}); img != nil {
		t.paint(img, c, lay, v)
	}
	h.show(dst, t.pic.img)
}

// paint draws the round, the counters, the turn order and the hints.
func (t *topBar) paint(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View) {
	th, f := c.Theme, c.Fonts
	game.FillRect(dst, 0, 0, float32(l.w), float32(l.topH), th.Surface, false)
	game.FillRect(dst, 0, float32(l.topH)-2, float32(l.w), 2, th.Edge, false)
	round := fmt.Sprintf("Round %d", v.Round)
	if v.Round == 0 {
		round = "Surprise round"
	}
	x := 14.0
	x += game.Text(dst, round, f.Title, x, 11, th.Accent) + 20
	for _, cv := range v.Counters {
		x += drawCounter(dst, c, x, cv) + 18
	}
	// the keys' hints at the right; the turn order stops short of them
	hint := t.hints
	if hint == "" {
		hint = battleHints(c)
	}
	hw := game.TextWidth(hint, f.Small)
	limit := l.w - hw - 14 - 24
	game.Text(dst, "Turn order", f.SmallBold, x, 16, th.TextDim)
	x += 76
	order, now := v.Order, v.Now
	labels := make([]string, len(order))
	widths := make([]float64, len(order))
	total := 0.0
	for i, tn := range order {
		labels[i] = fmt.Sprintf("%s  %d", turnName(tn), tn.Initiative)
		widths[i] = game.TextWidth(labels[i], f.Bold) + 34
		total += widths[i] + 8
	}
	first := 0
	if x+total > limit && now > 1 {
		// too long to show whole: from the turn before the current one, so that it shows
		first = now - 1
		x += game.Text(dst, "…", f.Bold, x, 13, th.TextDim) + 8
	}
	for i := first; i < len(order); i++ {
		tn := order[i]
		col := th.Side(sideIndex(v, tn.Side))
		label, w := labels[i], widths[i]
		if x+w > limit {
			game.Text(dst, "…", f.Bold, x, 13, th.TextDim)
			break
		}
		current := i == now
		bg := th.SurfaceLow
		if current {
			bg = darken(col, 0.45)
		}
		game.FillRect(dst, float32(x), 8, float32(w), 30, bg, false)
		edge := th.Edge
		if current {
			edge = th.Accent
		}
		game.StrokeRect(dst, float32(x)+0.5, 8.5, float32(w)-1, 29, 1.5, edge, false)
		game.FillCircle(dst, float32(x)+14, 23, 7, col, false)
		tc := th.TextDim
		if current {
			tc = th.Text
		}
		game.Text(dst, label, f.Bold, x+26, 14, tc)
		x += w + 8
	}
	game.Text(dst, hint, f.Small, l.w-hw-14, 16, th.TextDim)
}

// sideIndex is the index of the side named in the view, 0 when none is.
func sideIndex(v *play.View, name string) int {
	for i, s := range v.Sides {
		if s.Name == name {
			return i
		}
	}
	return 0
}

// drawCounter paints a counter in the top bar at x: a die face with its number and a line
// saying whom it helps or why it is blocked. It returns the width used.
func drawCounter(dst *ebiten.Image, c *game.Context, x float64, cv combat.CounterView) float64 {
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
	game.FillRect(dst, float32(x)+2, float32(y)+2, size, size, th.Shadow, false)
	game.FillRect(dst, float32(x), float32(y), size, size, face, false)
	game.StrokeRect(dst, float32(x)+0.75, float32(y)+0.75, size-1.5, size-1.5, 1.5, edge, false)
	// the corner pips of a die face, under the number
	for _, p := range [][2]float32{{6, 6}, {size - 6, 6}, {6, size - 6}, {size - 6, size - 6}} {
		game.FillCircle(dst, float32(x)+p[0], float32(y)+p[1], 1.6, game.WithAlpha(tc, 0x70), false)
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

// turnName is how the turn order names a turn: its unit, or the first of a group sharing its
// roll and how many more (13th Age's monsters of a kind), counting only those the viewer sees;
// else its side.
func turnName(t combat.Turn) string {
	switch {
	case len(t.Units) > 1:
		return fmt.Sprintf("%s +%d", t.Units[0], len(t.Units)-1)
	case len(t.Units) == 1:
		return t.Units[0]
	}
	return t.Side
}

// battleHints are the battle's key hints at the right of its top bar: menu, help, threats, fast
// AI, each with its key as bound.
func battleHints(c *game.Context) string {
	var hints []string
	for _, h := range []struct {
		a    game.Action
		what string
	}{{game.Back, "menu"}, {game.Help, "help"}, {game.ShowThreats, "threats"}, {game.FastAI, "fast AI"}} {
		if k := keyHint(c, h.a); k != "" {
			hints = append(hints, k+" "+h.what)
		}
	}
	return strings.Join(hints, "  ·  ")
}

package scenes

// Hand-over replay drawing: the replay's panel (whose eyes, since when, the turn replayed, how far) over the unit panel, its progress in the action bar, and Skip over End turn.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/play"
)

// possessive is "Bram’s", or "Undead’" for a name ending in s, as the battle's banner writes it.
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "’"
	}
	return name + "’s"
}

// player is who plays side i of the shown battle: the player's name, else the side's.
func (h *handoverReplay) player(i int) string {
	name := h.show.B().Sides[i].Name
	for _, ss := range h.show.Spec.Sides {
		if ss.Name == name && ss.Player != "" {
			return ss.Player
		}
	}
	return name
}

// drawPanel paints the replay's panel in the unit panel's place: whose eyes the map shows and
// since when, the turn being replayed with its side's units, and how far the replay is.
func (h *handoverReplay) drawPanel(dst *ebiten.Image, c *game.Context, v *play.View) {
	s := h.show
	th, f, l := c.Theme, c.Fonts, &s.lay
	sideBackground(dst, c, l.unitRect())
	px, py := l.sideX+14, l.topH+12
	me := h.r.Sighting.Side
	game.Text(dst, "WHAT YOUR UNITS SAW", f.SmallBold, px, py, th.Accent)
	game.Text(dst, "Since "+possessive(h.player(me))+" last turn", f.Title, px, py+18, th.Text)
	game.FillCircle(dst, float32(px)+6, float32(py)+57, 6, th.Side(me), false)
	game.Text(dst, "Seen by "+possessive(s.B().Sides[me].Name)+" units", f.Body, px+18, py+48, th.Side(me))
	y := py + 78
	if side := v.Turn; side >= 0 && side != me {
		round := fmt.Sprintf("Round %d", v.Round)
		if v.Round == 0 {
			round = "Surprise round"
		}
		game.FillCircle(dst, float32(px)+6, float32(y)+9, 6, th.Side(side), false)
		game.Text(dst, round+"  ·  "+possessive(v.Sides[side].Name)+" turn", f.Bold, px+18, y, th.Side(side))
		y += 26
		drawRoster(dst, c, l, v, side, px, y)
	} else if h.Done() {
		game.Text(dst, "That is all they saw.", f.Body, px, y, th.TextDim)
	}
}

// drawBar paints the action bar as the replay's: what is shown, a bar of the beats played, and
// Skip in End turn's place.
func (h *handoverReplay) drawBar(dst *ebiten.Image, c *game.Context) {
	s := h.show
	th, f, l := c.Theme, c.Fonts, &s.lay
	game.FillRect(dst, 0, float32(l.barY), float32(l.sideX), float32(l.h-l.barY), th.Surface, false)
	game.FillRect(dst, 0, float32(l.barY), float32(l.sideX), 2, th.Edge, false)
	me := h.r.Sighting.Side
	game.Text(dst, "While the others played, the "+s.B().Sides[me].Name+" saw this. Fog hides the rest.", f.Body, 16, l.barY+16, th.Text)
	n := h.r.Beats()
	done := fmt.Sprintf("Action %d of %d", h.r.Beat(), n)
	dw := game.TextWidth(done, f.Bold)
	game.Text(dst, done, f.Bold, l.sideX-16-dw, l.barY+16, th.Accent)
	// the beats as a row of segments, the played ones lit
	bx, by, bw, bh := 16.0, l.barY+50, l.sideX-32, 10.0
	gap := 4.0
	seg := (bw - gap*float64(max(n-1, 0))) / float64(max(n, 1))
	for i := range max(n, 1) {
		x := bx + float64(i)*(seg+gap)
		col := th.SurfaceLow
		if i < h.r.Beat() {
			col = th.AccentDeep
			if i == h.r.Beat()-1 {
				col = th.Accent
			}
		}
		game.FillRect(dst, float32(x), float32(by), float32(seg), float32(bh), col, false)
		game.StrokeRect(dst, float32(x)+0.5, float32(by)+0.5, float32(seg)-1, float32(bh)-1, 1, th.Edge, false)
	}
	skip := "Click, or press " + keyHint(c, game.Confirm) + " or " + keyHint(c, game.Back) + ", to skip to " + possessive(h.player(me)) + " turn."
	game.Text(dst, skip, f.Small, 16, l.barY+74, th.TextDim)
	// Skip in End turn's place; a note over it
	sideBackground(dst, c, l.turnRect())
	game.Text(dst, "Then "+possessive(h.player(me))+" turn begins.", f.Small, l.endX, l.endY-30, th.TextDim)
	bt := hudButton{x: l.endX, y: l.endY, w: l.endW, h: l.endH, label: "Skip to your turn", key: keyHint(c, game.Confirm), enabled: true, primary: true, zoom: l.g}
	bt.draw(dst, c)
}

package scenes

// What the screens tell the scene trace (game.Traced, SKIRMISH_SCENE_TRACE): enough for a
// script driving the game in a real window to know it has reached the screen it waits for.

import (
	"fmt"
	"strings"

	"skirmish/game"
)

// TraceState tells whose turn it is (human: the player may act, End turn lit; prompt: a
// reaction asked of the player; ai; over) and
// whether the battle is laid out for the screen and scale in force.
func (s *Battle) TraceState(c *game.Context) string {
	turn := "ai"
	switch v := s.view(); {
	case s.P.Over():
		turn = "over"
	case v.Prompt != nil:
		turn = "prompt"
	case v.Mine:
		turn = "human"
	}
	g := hudZoom(c)
	fits := s.lay.w == float64(c.Width)/g && s.lay.h == float64(c.Height)/g && s.lay.scale == c.Scale && s.lay.g == g
	return fmt.Sprintf("turn=%s round=%d fits=%t", turn, s.B().Round, fits)
}

// TraceState tells how many of the deploying side's units stand.
func (d *Deploy) TraceState(*game.Context) string {
	i := d.side()
	n := len(d.plan.Spec.Sides[i].Units)
	return fmt.Sprintf("side=%d placed=%d/%d", i, n-len(d.plan.Unplaced(i)), n)
}

// TraceState tells the UI scale chosen (the one in force may be less in a small window).
func (s *Settings) TraceState(*game.Context) string { return fmt.Sprintf("chosen=%g", s.s.UIScale) }

// TraceState names the item selected.
func (p *Pause) TraceState(*game.Context) string {
	return "item=" + strings.ReplaceAll(p.items[p.cur].label, " ", "_")
}

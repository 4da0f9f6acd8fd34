package scenes

// Battle threats: the threat preview. Hovering a square the selected unit could walk to says
// which foes the side sees could attack it there at their next turns, and how hard; hovering
// a foe the side sees tints the squares it could attack next turn (its reach).

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

// threatMemo is the reach of the hovered foe, kept while the battle and the foe stay the same.
type threatMemo struct {
	foe    *combat.Unit
	b      *combat.Battle
	events int
	area   []bool
}

// threatsAt are the tooltip's lines of the threat preview for the selected unit on p: the
// foes it sees that could attack it there next turn, each with its worst blow ("Next turn:
// Orc (up to 9), Rot (up to 6)"), or that none could.
func (s *Battle) threatsAt(c *game.Context, p grid.Pos) []string {
	u := s.P.Selected()
	if u == nil {
		return nil
	}
	if s.threats == nil {
		s.threats = ai.NewThreats()
	}
	ts := s.threats.At(s.B(), u, p, s.visible)
	if len(ts) == 0 {
		return []string{"Next turn: no foe you see could attack here"}
	}
	parts := make([]string, len(ts))
	worst := 0
	for i, t := range ts {
		parts[i] = fmt.Sprintf("%s (up to %d)", t.Foe.Name, t.Worst)
		worst += t.Worst
	}
	line := fmt.Sprintf("Next turn %d could attack here, up to %d in all: ", len(ts), worst) + strings.Join(parts, ", ")
	return wrap(line, c.Fonts.Small, 380)
}

// drawReach tints the squares the hovered foe could attack next turn, when the side sees it.
func (s *Battle) drawReach(dst *ebiten.Image, c *game.Context) {
	at := s.B().At(s.hoverSq)
	u := s.P.Selected()
	if at == nil || u == nil || at.Side == u.Side || !at.Active() || !s.visible(at) {
		return
	}
	if s.threats == nil {
		s.threats = ai.NewThreats()
	}
	m := &s.reach
	if m.foe != at || m.b != s.B() || m.events != len(s.B().Log) {
		*m = threatMemo{foe: at, b: s.B(), events: len(s.B().Log), area: s.threats.Area(s.B(), u, at)}
	}
	bt := &s.draw.batch
	tint := game.WithAlpha(c.Theme.Danger, 0x38)
	for i, in := range m.area {
		if !in {
			continue
		}
		p := s.B().Map.PosOf(i)
		if !s.view.InView(p) {
			continue
		}
		s.view.FillCell(bt, p, 0, tint) // a hex map's hexes, not their boxes
	}
	bt.Draw(dst)
}

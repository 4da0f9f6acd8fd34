package scenes

// Battle threats: the threat preview as the play layer gives it (play.HoverView.Reach, the
// hovered foe's reach), and every foe's reach at once on a key (game.ShowThreats), as Wesnoth
// shows the enemy's moves: the squares the foes the side sees could attack at their next
// turns, tinted deeper where more of them could (play.View.Danger).

import (
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
)

// drawReach tints the squares the hovered foe could attack next turn, when the side sees it.
func (s *Battle) drawReach(dst *ebiten.Image, c *game.Context) {
	h := s.seat().View().Hover
	if h == nil || len(h.Reach) == 0 {
		return
	}
	bt := &s.draw.batch
	tint := game.WithAlpha(c.Theme.Danger, 0x38)
	for _, p := range h.Reach {
		if s.view.InView(p) {
			s.view.FillCell(bt, p, 0, tint) // a hex map's hexes, not their boxes
		}
	}
	bt.Draw(dst)
}

// drawThreats tints the squares in view that foes could attack next turn: one foe lightly,
// two more, three or more deepest.
func (s *Battle) drawThreats(dst *ebiten.Image, c *game.Context) {
	count := s.seat().View().Danger
	if count == nil {
		return
	}
	m := s.B().Map
	bt := &s.draw.batch
	tints := [3]uint8{0x30, 0x50, 0x70}
	for i, n := range count {
		if n == 0 {
			continue
		}
		p := m.PosOf(i)
		if !s.view.InView(p) {
			continue
		}
		s.view.FillCell(bt, p, 0, game.WithAlpha(c.Theme.Danger, tints[min(int(n), 3)-1]))
	}
	bt.Draw(dst)
}

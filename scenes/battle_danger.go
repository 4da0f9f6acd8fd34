package scenes

// Battle danger: every foe's reach at once, on a key (game.ShowThreats), as Wesnoth shows the
// enemy's moves: the squares the foes the side sees could attack at their next turns, tinted
// deeper where more of them could.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/game"
)

// dangerMemo is how many seen foes could attack each square (a map's index each), for the
// battle, the viewer and the log's length it was worked out at.
type dangerMemo struct {
	b              *combat.Battle
	viewer, events int
	count          []uint8
}

// dangerFor works out, for a unit u of the viewer's side, how many of the foes the viewer sees
// could attack each square at their next turns (ai.Threats.Area, one foe at a time).
func (s *Battle) dangerFor(u *combat.Unit) []uint8 {
	b := s.B()
	m := &s.danger
	if m.b == b && m.viewer == s.P.Viewer() && m.events == len(b.Log) && m.count != nil {
		return m.count
	}
	if s.threats == nil {
		s.threats = ai.NewThreats()
	}
	count := make([]uint8, b.Map.Width*b.Map.Height)
	for _, foe := range b.Units {
		if foe.Side == u.Side || !foe.Active() || !s.visible(foe) {
			continue
		}
		for i, in := range s.threats.Area(b, u, foe) {
			if in && count[i] < 255 {
				count[i]++
			}
		}
	}
	*m = dangerMemo{b: b, viewer: s.P.Viewer(), events: len(b.Log), count: count}
	return count
}

// dangerUnit is the unit whose foes the overlay shows: the selected one, else the first the
// viewer has up.
func (s *Battle) dangerUnit() *combat.Unit {
	if u := s.P.Selected(); u != nil {
		return u
	}
	v := s.P.Viewer()
	for _, u := range s.B().Units {
		if v >= 0 && u.Side == v && u.Active() {
			return u
		}
	}
	return nil
}

// drawThreats tints the squares in view that foes could attack next turn: one foe lightly,
// two more, three or more deepest.
func (s *Battle) drawThreats(dst *ebiten.Image, c *game.Context) {
	u := s.dangerUnit()
	if u == nil {
		return
	}
	count := s.dangerFor(u)
	b := s.B()
	bt := &s.draw.batch
	tints := [3]uint8{0x30, 0x50, 0x70}
	for i, n := range count {
		if n == 0 {
			continue
		}
		p := b.Map.PosOf(i)
		if !s.view.InView(p) {
			continue
		}
		s.view.FillCell(bt, p, 0, game.WithAlpha(c.Theme.Danger, tints[min(int(n), 3)-1]))
	}
	bt.Draw(dst)
}

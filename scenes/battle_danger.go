package scenes

// Battle danger: every foe's reach at once, on a key (game.ShowThreats), as Wesnoth shows the
// enemy's moves: the squares the foes the side sees could attack at their next turns, tinted
// deeper where more of them could.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

// dangerMemo is how many seen foes could attack each square (a map's index each), for the
// battle, the viewer and where the units stood (ai.Standing) when it was worked out.
type dangerMemo struct {
	b      *combat.Battle
	viewer int
	sig    uint64
	count  []uint8
}

// dangerFor works out, for a unit u of the viewer's side, how many of the foes the viewer sees
// could attack each square at their next turns (ai.Threats.Counts), again only once a unit
// has moved, fallen or risen.
func (s *Battle) dangerFor(u *combat.Unit) []uint8 {
	b := s.B()
	m := &s.danger
	sig := ai.Standing(b)
	if m.b == b && m.viewer == s.P.Viewer() && m.sig == sig && m.count != nil {
		return m.count
	}
	if s.threats == nil {
		s.threats = ai.NewThreats()
	}
	count := s.threats.Counts(b, u, s.visible)
	*m = dangerMemo{b: b, viewer: s.P.Viewer(), sig: sig, count: count}
	return count
}

// dangerUnit is the unit whose foes the overlay shows: the selected one, else the first up of
// the viewer's side, or without fog of the first human side (in an AI's turn nothing is
// selected and every side is the viewer).
func (s *Battle) dangerUnit() *combat.Unit {
	if u := s.P.Selected(); u != nil {
		return u
	}
	v := s.P.Viewer()
	if v < 0 {
		v = firstHumanSide(s.P)
	}
	for _, u := range s.B().Units {
		if v >= 0 && u.Side == v && u.Active() {
			return u
		}
	}
	return nil
}

// firstHumanSide is the first side a human plays, or -1.
func firstHumanSide(p *play.Session) int {
	for i := range p.B.Sides {
		if p.Human(i) {
			return i
		}
	}
	return -1
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

package scenes

// Battle threats: the threat preview. Hovering a square the selected unit could walk to says
// which foes the side sees could attack it there at their next turns, the damage they are
// expected to deal and their worst blows; hovering a foe the side sees tints the squares it
// could attack next turn (its reach).

import (
	"fmt"
	"math"
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
// foes it sees that could attack it there next turn, the damage they are expected to deal in
// all and at most, and each foe's chance to hit, expected damage and worst blow ("Next turn 2
// foes could attack here, about 6 damage expected (up to 15): Orc 55% to hit, about 4 (up to
// 9); Rot 40%, about 2 (up to 6)"), or that none could.
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
	return wrap(threatLine(ts), c.Fonts.Small, 380)
}

// threatLine says the threats in words, before wrapping: the expected total where every foe's
// odds are known, then each foe, "to hit" said once.
func threatLine(ts []ai.Threat) string {
	parts := make([]string, len(ts))
	worst, expect, odds := 0, 0.0, true
	said := false
	for i, t := range ts {
		worst += t.Worst
		expect += t.Expect.Damage
		if !t.Odds {
			odds = false
			parts[i] = fmt.Sprintf("%s (up to %d)", t.Foe.Name, t.Worst)
			continue
		}
		hit := percent(t.Expect.Hit)
		if !said {
			hit += " to hit"
			said = true
		}
		dmg := about(t.Expect.Damage)
		if dmg == "no" {
			dmg = "none"
		}
		parts[i] = fmt.Sprintf("%s %s, %s (up to %d)", t.Foe.Name, hit, dmg, t.Worst)
	}
	who := fmt.Sprintf("%d foes", len(ts))
	if len(ts) == 1 {
		who = "1 foe"
	}
	head := fmt.Sprintf("Next turn %s could attack here, up to %d in all: ", who, worst)
	if odds {
		head = fmt.Sprintf("Next turn %s could attack here, %s damage expected (up to %d): ", who, about(expect), worst)
	}
	return head + strings.Join(parts, "; ")
}

// percent is a chance as a whole percentage, never a certain 0% or 100% for a chance that is
// not certain ("55%").
func percent(p float64) string {
	n := int(math.Round(p * 100))
	switch {
	case p > 0 && n == 0:
		n = 1
	case p < 1 && n == 100:
		n = 99
	}
	return fmt.Sprintf("%d%%", n)
}

// about is an expected damage as a player reads it: "about 4", "less than 1", "no".
func about(d float64) string {
	switch {
	case d <= 0:
		return "no"
	case d < 0.5:
		return "less than 1"
	}
	return fmt.Sprintf("about %d", int(math.Round(d)))
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

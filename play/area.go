package play

// The preview of an area attack: the cells it holds, and each unit caught that the side sees,
// friend or foe, with its chance to be harmed.

import (
	"fmt"
	"strings"

	"skirmish/grid"
)

// areaWords adds an area attack's preview to h: the cells (Area), those of the side's own
// units caught (AreaFriends, friendly fire), and a line naming every unit caught that the
// side sees with its chance to be harmed and the damage expected.
func (s *Session) areaWords(h *HoverView, it Intent) {
	p := it.Legal.Preview
	if p == nil || len(p.Area) == 0 {
		return
	}
	b := s.m.B
	h.Area = append([]grid.Pos(nil), p.Area...)
	var foes, friends []string
	for _, c := range p.Caught {
		u := b.Unit(c.Unit)
		if u == nil || !s.sees(u) {
			continue
		}
		word := fmt.Sprintf("%s %s, %s", u.Name, percent(c.Chance), about(c.Damage))
		if c.Friend {
			friends = append(friends, word)
			h.AreaFriends = append(h.AreaFriends, u.Pos)
		} else {
			foes = append(foes, word)
		}
	}
	h.Lines = append(h.Lines, fmt.Sprintf("Area: %d cells", len(p.Area)))
	if len(foes) > 0 {
		h.Lines = append(h.Lines, "Foes caught: "+strings.Join(foes, "; "))
	}
	if len(friends) > 0 {
		h.Warn = "Friendly fire: " + strings.Join(friends, "; ")
	}
}

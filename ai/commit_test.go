package ai

import (
	"testing"

	"skirmish/grid"
)

// TestNoWalkingBack: a unit that walked out three squares last turn and struck nothing does
// not walk back halfway or more without a new reason (issue 27); a quarter of its hit points
// lost, a blow struck, or a short walk out lets it.
func TestNoWalkingBack(t *testing.T) {
	for _, c := range []struct {
		name   string
		to     grid.Pos
		struck bool
		hurt   int // hit points lost since the walk out began
		back   bool
	}{
		{"back to where it began", grid.Pos{X: 1, Y: 1}, false, 0, true},
		{"halfway back", grid.Pos{X: 2, Y: 1}, false, 0, true},
		{"one square back", grid.Pos{X: 3, Y: 1}, false, 0, false},
		{"on towards the foe", grid.Pos{X: 6, Y: 1}, false, 0, false},
		{"struck last turn", grid.Pos{X: 1, Y: 1}, true, 0, false},
		{"scratched", grid.Pos{X: 1, Y: 1}, false, 1, true},
		{"badly hurt", grid.Pos{X: 1, Y: 1}, false, 99, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := board(t, "############\n#...W.....o#\n############", nil)
			u := b.Units[0]
			if u.Name != "W" && b.Unit("W") != nil {
				u = b.Unit("W")
			}
			tac := steady(Hard, 1)
			lost := min(c.hurt, u.MaxHP()/2)
			if c.hurt > 1 {
				lost = u.MaxHP() / 2
			}
			tac.trails = map[string]*trail{u.Name: {turn: 2001, start: u.Pos, hp: u.HP - lost, had: true,
				prevStart: grid.Pos{X: 1, Y: 1}, prevEnd: u.Pos, prevHP: u.HP + lost, prevStruck: c.struck}}
			if got := tac.walksBack(b, u, c.to); got != c.back {
				t.Errorf("walksBack from %v to %v = %v, want %v", u.Pos, c.to, got, c.back)
			}
		})
	}
}

package scenes

// Tests of the threat preview's words: the damage expected in all and at most, and each foe's
// chance to hit, expected damage and worst blow.

import (
	"image"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

func TestThreatLineWords(t *testing.T) {
	orc, rot := &combat.Unit{Name: "Orc"}, &combat.Unit{Name: "Rot"}
	cases := []struct {
		name string
		ts   []ai.Threat
		want string
	}{
		{"two foes with odds: the total expected, then each, to hit said once", []ai.Threat{
			{Foe: orc, Worst: 9, Odds: true, Expect: combat.Estimate{Hit: 0.55, Damage: 4.44, Max: 9}},
			{Foe: rot, Worst: 6, Odds: true, Expect: combat.Estimate{Hit: 0.4, Damage: 1.6, Max: 6}}},
			"Next turn 2 foes could attack here, about 6 damage expected (up to 15): Orc 55% to hit, about 4 (up to 9); Rot 40%, about 2 (up to 6)"},
		{"one foe, a sliver of a chance: never a certain 0%", []ai.Threat{
			{Foe: orc, Worst: 9, Odds: true, Expect: combat.Estimate{Hit: 0.004, Damage: 0.02, Max: 9}}},
			"Next turn 1 foe could attack here, less than 1 damage expected (up to 9): Orc 1% to hit, less than 1 (up to 9)"},
		{"a foe whose rules give no odds: its worst blow only", []ai.Threat{
			{Foe: orc, Worst: 9, Odds: true, Expect: combat.Estimate{Hit: 0.999, Damage: 8, Max: 9}},
			{Foe: rot, Worst: 6, Expect: combat.Estimate{Max: 6}}},
			"Next turn 2 foes could attack here, up to 15 in all: Orc 99% to hit, about 8 (up to 9); Rot (up to 6)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := threatLine(c.ts); got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}

// Hovering a square the hero could walk to, beside an orc and a skeleton's walk away, the
// tooltip says what they are expected to deal it there, by the ruleset's own odds.
func TestThreatPreviewOnHover(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	s := roomBattle(t, g, "delvers", nil, []UnitSpec{{Kind: "warrior", Name: "Hero", Pos: grid.Pos{X: 2, Y: 2}}},
		[]UnitSpec{{Kind: "orc", Name: "Orc", Pos: grid.Pos{X: 5, Y: 1}}, {Kind: "skeleton", Name: "Skeleton", Pos: grid.Pos{X: 7, Y: 3}}}, 8, 1)
	p := grid.Pos{X: 4, Y: 2}
	x, y, w, h := s.view.SquareRect(p.X, p.Y)
	at := image.Pt(int(x+w/2), int(y+h/2))
	for range 4 {
		g.Context().Input.Inject(game.Frame{Cursor: &at})
	}
	img, _ := frames(t, g, 4)
	keepShot(t, "threat-preview-delvers", img)
	if !s.hoverOn || s.hoverSq != p {
		t.Fatalf("hovering %v, want %v", s.hoverSq, p)
	}
	text := strings.Join(s.intentNow(g.Context()).lines, " ")
	for _, want := range []string{"Next turn 2 foes could attack here,", "damage expected (up to", "Orc ", "% to hit, about", "Skeleton "} {
		if !strings.Contains(text, want) {
			t.Errorf("the tooltip reads %q, want %q in it", text, want)
		}
	}
}

package scenes

// Tests of the threat preview on the screen: hovering a square with the pointer shows the play
// layer's words for it (play's tests check the words).

import (
	"image"
	"strings"
	"testing"

	"skirmish/game"
	"skirmish/grid"
)

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
	text := strings.Join(s.seat().View().Hover.Lines, " ")
	for _, want := range []string{"Next turn 2 foes could attack here,", "damage expected (up to", "Orc ", "% to hit, about", "Skeleton "} {
		if !strings.Contains(text, want) {
			t.Errorf("the tooltip reads %q, want %q in it", text, want)
		}
	}
}

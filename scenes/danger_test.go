package scenes

// Danger overlay tests: the threat key shows every seen foe's reach at once, counted per square.

import (
	"image"
	"testing"

	"skirmish/game"
	"skirmish/grid"
)

func TestThreatKeyShowsEveryFoesReach(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	heroes := []UnitSpec{{Kind: "warrior", Name: "Bram", Pos: grid.Pos{X: 2, Y: 2}}}
	foes := []UnitSpec{ // Delvers zombies: 20 ft, so a charge reaches 8 squares and strikes the 9th
		{Kind: "zombie", Name: "Rot", Pos: grid.Pos{X: 20, Y: 1}},
		{Kind: "zombie", Name: "Mold", Pos: grid.Pos{X: 20, Y: 3}},
	}
	s := hallBattle(t, g, heroes, foes)
	if s.showThreats {
		t.Fatal("the foes' reach is shown before the key is pressed")
	}
	press(t, g, game.ShowThreats)
	if !s.showThreats {
		t.Fatal("the threat key did not show the foes' reach")
	}
	count := s.seat().View().Danger
	m := s.B().Map
	for _, c := range []struct {
		p    grid.Pos
		want uint8
		why  string
	}{
		{grid.Pos{X: 19, Y: 2}, 2, "beside both zombies"},
		{grid.Pos{X: 21, Y: 1}, 2, "beside Rot, and two squares from Mold"},
		{grid.Pos{X: 2, Y: 2}, 0, "Bram's square, 18 squares off: out of a zombie's charge"},
	} {
		if got := count[m.Index(c.p)]; got != c.want {
			t.Errorf("%v (%s): %d foes could attack there, want %d", c.p, c.why, got, c.want)
		}
	}
	on, _ := frames(t, g, 2)
	press(t, g, game.ShowThreats)
	if s.showThreats {
		t.Error("a second press did not hide the foes' reach")
	}
	off, _ := frames(t, g, 2)
	x, y, w, h := s.view.SquareRect(18, 2)
	cx, cy := int(x+w/4), int(y+h/4)
	redness := func(img *image.RGBA) int {
		p := img.RGBAAt(cx, cy)
		return int(p.R) - int(p.G)
	}
	if redness(on) < redness(off)+10 {
		t.Errorf("the square beside the zombies is no redder with their reach shown: %v against %v", on.RGBAAt(cx, cy), off.RGBAAt(cx, cy))
	}
}

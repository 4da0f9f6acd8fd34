package scenes

// The area preview on the screen: hovering a foe with an area spell chosen tints the cells it
// would hold and outlines the friends it would catch (play's tests check the cells and words).

import (
	"image"
	"testing"

	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"

	_ "skirmish/combat/rules/realms" // the ruleset of the pyromancer's fireball
)

func TestAreaPreviewOnHover(t *testing.T) {
	needDisplay(t)
	maps := []struct{ name, text string }{
		{"squares", "title: Burst\nsides: Heroes, Monsters\n" +
			"##############\n" +
			"#............#\n" +
			"#.......#....#\n" +
			"#.......#....#\n" +
			"#.......-....#\n" +
			"#............#\n" +
			"##############\n"},
		{"hexes", "title: Burst\nsides: Heroes, Monsters\nhex: rows odd\n" +
			"# # # # # # # # # # # # # #\n" +
			" # . . . . . . . . . . . . #\n" +
			"# . . . . . . . # . . . . #\n" +
			" # . . . . . . . # . . . . #\n" +
			"# . . . . . . . - . . . . #\n" +
			" # . . . . . . . . . . . . #\n" +
			"# # # # # # # # # # # # # #\n"},
	}
	for _, m := range maps {
		t.Run(m.name, func(t *testing.T) {
			g := newTestGame(t, nil)
			s := textBattle(t, g, m.text, BattleSpec{Rules: "realms", Seed: 5, Sides: []SideSpec{
				{Name: "Heroes", Human: true, Player: "Ann", Units: []UnitSpec{{Kind: "pyromancer", Name: "Ash", Pos: grid.Pos{X: 1, Y: 3}}, {Kind: "knight", Name: "Kara", Pos: grid.Pos{X: 5, Y: 3}}}},
				{Name: "Monsters", Level: 1, Units: []UnitSpec{{Kind: "orc", Name: "Grub", Pos: grid.Pos{X: 7, Y: 3}}, {Kind: "goblin", Name: "Snik", Pos: grid.Pos{X: 9, Y: 3}}}},
			}}, 10, 9, 1, 2)
			s.LookAt(grid.Pos{X: 6, Y: 3})
			if r := s.seat().Send(play.Choose("area")); r.Refused != "" {
				t.Fatalf("choosing the area spell: %s", r.Refused)
			}
			p := s.B().Unit("Grub").Pos
			x, y, w, h := s.field.view.SquareRect(p.X, p.Y)
			at := image.Pt(int(x+w/2), int(y+h/2))
			for range 4 {
				g.Context().Input.Inject(game.Frame{Cursor: &at})
			}
			img, _ := frames(t, g, 4)
			keepShot(t, "area-preview-"+m.name, img)
			hv := s.seat().View().Hover
			if hv == nil || len(hv.Area) < 20 || len(hv.AreaFriends) != 1 {
				t.Fatalf("hovering Grub with the fireball: %+v, want the burst's cells and Kara caught", hv)
			}
		})
	}
}

package delvers

// Tests of the cover the text gives, with forced dice: a target corner seen from any point of the viewer's square, and the Bandit Fort's arrow slits.

import (
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

func TestCoverFromAnyPointOfTheViewersSquare(t *testing.T) {
	// delvers-combat.md "Line of Sight and Cover": half cover is line of sight to some but not
	// all of the target's corners, and line of sight runs from any point of the viewer's cube.
	// The target's lower right corner (9,1) is hidden from all four corners of R's square by
	// the walls at (3,0), (4,0) and (4,2), but a line from inside R's square reaches it: every
	// corner is seen, so g has no cover and the shot takes no −2.
	board := `
		...##...g
		.#.......
		R...#....
		.........
		...#.....`
	f := setup(t, board, map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, nil}}, 13)
	wantText(t, "roll", f.one(f.Act(act(KindRanged, "R", "g"))).Text, "d20 13 + DEX 1 + Shoot 1 = 15 vs AC 13: hit")
}

func TestBanditFortArrowSlitsGiveFullCover(t *testing.T) {
	// delvers-combat.md "Line of Sight and Cover": full cover is line of sight to none of the
	// target's corners, "usually the case when shooting through windows or arrow slits". On the
	// Bandit Fort, an archer outside level with the west wall's slit at (18,4) shoots a bandit on
	// the timber walk behind it at (19,4): full cover, −4.
	m, err := grid.Load("../../../maps/fort.tmx")
	if err != nil {
		t.Fatal(err)
	}
	b, err := combat.New(combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Seed: 1, Forced: []int{8, 1, 13},
		Units: []combat.UnitSetup{
			{Name: "R", Side: "Heroes", Pos: grid.Pos{X: 10, Y: 4}, Sheet: archer},
			{Name: "g", Side: "Foes", Pos: grid.Pos{X: 19, Y: 4}, Sheet: orc},
		}})
	if err != nil {
		t.Fatal(err)
	}
	b.Start()
	evs, err := b.Do(act(KindRanged, "R", "g"))
	if err != nil {
		t.Fatal(err)
	}
	as := attacks(evs)
	if len(as) != 1 {
		t.Fatalf("want one attack, got %v", as)
	}
	wantText(t, "roll", as[0].Text, "d20 13 + DEX 1 + Shoot 1 − full cover 4 = 11 vs AC 13: miss")
}

package scenes

// Pace tests: an AI side's turn is brisk. A blow is given time to read, a move only a moment
// (the next unit sets off while the token still glides), and a token's run lands in about as
// many frames as a step.

import (
	"math"
	"testing"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

// hallMap is a long room: the heroes at the west end, the monsters at the east.
const hallMap = "title: Hall\nsides: Heroes, Monsters\n" +
	"########################################\n" +
	"#......................................#\n" +
	"#......................................#\n" +
	"#......................................#\n" +
	"########################################\n"

func TestAITurnPausesLongForABlowBrieflyForAMove(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	heroes := []UnitSpec{{Kind: "warrior", Name: "Bram", Pos: grid.Pos{X: 2, Y: 2}}}
	var foes []UnitSpec
	for i, y := range []int{1, 2, 3} {
		foes = append(foes, UnitSpec{Kind: "zombie", Name: []string{"Rot", "Mold", "Bone"}[i], Pos: grid.Pos{X: 37, Y: y}})
	}
	s := hallBattle(t, g, heroes, foes)
	press(t, g, game.EndTurn)

	moves, blows := 0, 0
	for guard := 0; guard < 200 && (moves == 0 || blows == 0); guard++ {
		if a := s.P.Pending(); a != nil {
			if err := s.P.Answer(len(a.Options)); err != nil { // No
				t.Fatal(err)
			}
			continue
		}
		if s.humanTurn() {
			if err := s.P.EndTurn(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		from := len(s.B().Log)
		s.absorb(c)
		s.pace.told = s.pace.told[:0]
		ok, err := s.P.StepAI()
		s.absorb(c)
		if err != nil {
			t.Fatal(err)
		}
		if !ok { // a decision made before the last answer, dropped: the next is thought anew
			continue
		}
		moved, struck := false, false
		for _, e := range s.B().Log[from:] {
			switch e.(type) {
			case combat.Moved:
				moved = true
			case combat.AttackRolled, combat.Rolled:
				struck = true
			}
		}
		got := s.pace.pause(&s.field.anim)
		switch {
		case struck:
			blows++
			if got != s.field.anim.frames(pauseBlow) {
				t.Errorf("after an attack the screen waits %d frames, want %d to read the blow", got, s.field.anim.frames(pauseBlow))
			}
		case moved:
			moves++
			if got != s.field.anim.frames(pauseMove) {
				t.Errorf("after a move the screen waits %d frames, want %d (the next unit sets off meanwhile)", got, s.field.anim.frames(pauseMove))

			}
		}
	}
	if moves == 0 || blows == 0 {
		t.Fatalf("the zombies made %d moves and %d attacks; want both to have been seen", moves, blows)
	}
	c.Settings.AnimationSpeed = 2
	frames(t, g, 1)
	if got := s.field.anim.frames(pauseBlow); got != pauseBlow/2 {
		t.Errorf("at double animation speed a blow waits %d frames, want %d", got, pauseBlow/2)
	}
}

func TestTokenRunLandsAboutAsSoonAsAStep(t *testing.T) {
	for _, tc := range []struct {
		name    string
		squares float64
		most    int
	}{
		{"one square", 1, 12},
		{"a 30-ft run", 6, 22},
		{"a 120-ft charge across the map", 24, 28},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, y, tx := 0.0, 0.0, tc.squares*32
			n := 0
			for ; (x != tx || y != 0) && n < 1000; n++ {
				x, y = glide(x, y, tx, 0, 1)
			}
			if n > tc.most {
				t.Errorf("%.0f squares of 32 px take %d frames to glide, want at most %d", tc.squares, n, tc.most)
			}
			if n < 3 {
				t.Errorf("%.0f squares glide in %d frames: a jump, not a glide", tc.squares, n)
			}
		})
	}
	// a diagonal glide keeps to its line
	x, y := glide(0, 0, 300, 400, 1)
	if math.Abs(y/x-400.0/300.0) > 1e-9 {
		t.Errorf("a diagonal glide left its line: (%.2f, %.2f)", x, y)
	}
}

// hallBattle opens a battle on the hall, without fog, between the human Heroes and the AI
// Monsters (normal), and plays on to the first hero's turn.
func hallBattle(t *testing.T, g *game.Game, heroes, foes []UnitSpec) *Battle {
	t.Helper()
	s := textBattle(t, g, hallMap, BattleSpec{Rules: "delvers", Seed: 11, Sides: []SideSpec{
		{Name: "Heroes", Human: true, Player: "Ann", Units: heroes},
		{Name: "Monsters", Level: 1, Units: foes},
	}})
	for guard := 0; !s.humanTurn() && guard < 50; guard++ {
		if _, err := s.P.StepAI(); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestABlowAfterAReactionIsGivenItsPause(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	heroes := []UnitSpec{{Kind: "warrior", Name: "Bram", Pos: grid.Pos{X: 2, Y: 2}}}
	foes := []UnitSpec{{Kind: "zombie", Name: "Rot", Pos: grid.Pos{X: 6, Y: 2}}} // a charge away
	s := hallBattle(t, g, heroes, foes)
	press(t, g, game.EndTurn)
	for i := 0; s.P.Pending() == nil && i < 600; i++ {
		frames(t, g, 1)
	}
	if s.P.Pending() == nil {
		t.Fatal("Rot's attack never asked Bram for total defense")
	}
	from := len(s.B().Log)
	press(t, g, game.Cancel) // no total defense: the blow lands or misses now
	struck := false
	for _, e := range s.B().Log[from:] {
		if _, ok := e.(combat.AttackRolled); ok {
			struck = true
		}
	}
	if !struck {
		t.Fatal("the answer did not finish Rot's attack")
	}
	if s.pace.wait <= s.field.anim.frames(pauseMove) {
		t.Errorf("after the answered attack the screen waits %d frames, want a blow's %d", s.pace.wait, s.field.anim.frames(pauseBlow))
	}
}

// sealedHallMap is two rooms a wall apart: the heroes in the west one, the monsters in the east.
const sealedHallMap = "title: Rooms\nsides: Heroes, Monsters\n" +
	"#################\n" +
	"#.......#.......#\n" +
	"#.......#.......#\n" +
	"#.......#.......#\n" +
	"#################\n"

// TestUnseenAIActionsCostNoTime: under fog, the actions of an AI side the player's units do not
// see are played without a frame between them (frames spent on them would count them, and time
// when they act): the monsters' turn out of sight is over within a couple of frames, however
// many actions it took.
func TestUnseenAIActionsCostNoTime(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	s := textBattle(t, g, sealedHallMap, BattleSpec{Rules: "age13", Options: map[string]string{"edition": "2"}, Seed: 5, Fog: true,
		Sides: []SideSpec{
			{Name: "Heroes", Human: true, Player: "Ann", Units: []UnitSpec{{Kind: "fighter", Name: "Bram", Pos: grid.Pos{X: 2, Y: 2}}}},
			{Name: "Monsters", Level: 1, Units: []UnitSpec{{Kind: "orc", Name: "Rot", Pos: grid.Pos{X: 12, Y: 1}},
				{Kind: "goblin", Name: "Mold", Pos: grid.Pos{X: 12, Y: 2}}, {Kind: "wolf", Name: "Bone", Pos: grid.Pos{X: 12, Y: 3}}}},
		}})
	for rounds := 0; rounds < 3; rounds++ {
		for guard := 0; !s.humanTurn() && guard < 600; guard++ {
			frames(t, g, 1)
		}
		if !s.humanTurn() {
			t.Fatal("the monsters' turns never ended")
		}
		from := len(s.B().Log)
		press(t, g, game.EndTurn)
		n := 1
		for ; !s.humanTurn() && n < 600; n++ {
			frames(t, g, 1)
		}
		acted := -1 // Bram's End turn is the first
		for _, e := range s.B().Log[from:] {
			if _, ok := e.(combat.Acted); ok {
				acted++
			}
		}
		if acted < 3 {
			for _, e := range s.B().Log[from:] {
				t.Logf("%T %+v", e, e)
			}
			t.Fatalf("round %d: the monsters acted %d times out of sight; want one a monster at least", s.B().Round, acted)
		}
		if n > 3 {
			t.Errorf("round %d: %d actions out of sight took %d frames to play; want them played at once", s.B().Round, acted, n)
		}
	}
}

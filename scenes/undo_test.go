package scenes

// Undo tests under Xvfb: a run undone and redone by U and R, and by the buttons; Undo greyed with the reason after a die is
// rolled, in the AI's turn, and when fog revealed new squares; the Undo row's picture drawn again when it changes.

import (
	"errors"
	"image"
	"testing"

	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
)

// roomsMap is two rooms joined by a door at (5,3): from the west room the east one is not seen.
const roomsMap = "title: Two Rooms\nsides: Delvers, Undead\n" +
	"###########\n" +
	"#....#....#\n" +
	"#....#....#\n" +
	"#.........#\n" +
	"#....#....#\n" +
	"###########\n"

func TestUndoAndRedoARun(t *testing.T) {
	needDisplay(t)
	g, b := savesGame(t, pitSpec(t, "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 3}, false))
	if !errors.Is(b.P.UndoWhy(), save.ErrNothingToUndo) {
		t.Errorf("before any action Undo is greyed for %v, want %q", b.P.UndoWhy(), save.ErrNothingToUndo)
	}
	img, _ := frames(t, g, 2)
	shoot(t, img, "undo-greyed-nothing")
	before := logHash(t, b)
	clickSquare(t, g, b, grid.Pos{X: 5, Y: 3})
	if b.B().Unit("Bram").Pos != (grid.Pos{X: 5, Y: 3}) {
		t.Fatal("Bram did not run")
	}
	if b.P.UndoWhy() != nil {
		t.Fatalf("after a run with no foe near, Undo is greyed: %v", b.P.UndoWhy())
	}
	img, _ = frames(t, g, 2)
	shoot(t, img, "undo-enabled")

	// U takes the run back: Bram where he was, the log as before the run
	press(t, g, game.Undo)
	if p := b.B().Unit("Bram").Pos; p != (grid.Pos{X: 2, Y: 2}) {
		t.Fatalf("after Undo Bram is at %v, want (2,2)", p)
	}
	if logHash(t, b) != before {
		t.Error("after Undo the battle's log is not the one before the run")
	}
	if b.P.RedoWhy() != nil {
		t.Errorf("after Undo, Redo is greyed: %v", b.P.RedoWhy())
	}
	// R runs it again
	press(t, g, game.Redo)
	frames(t, g, 2)
	if p := b.B().Unit("Bram").Pos; p != (grid.Pos{X: 5, Y: 3}) {
		t.Fatalf("after Redo Bram is at %v, want (5,3)", p)
	}
	// the Undo button does the same as U
	x, y, w, h := b.lay.undoButton(0)
	g.Context().Input.InjectClick(int(x+w/2), int(y+h/2))
	frames(t, g, 3)
	if p := b.B().Unit("Bram").Pos; p != (grid.Pos{X: 2, Y: 2}) {
		t.Errorf("after clicking Undo Bram is at %v", p)
	}
	// a new action drops what could be redone
	clickSquare(t, g, b, grid.Pos{X: 3, Y: 3})
	if b.P.RedoWhy() == nil {
		t.Error("Redo is still offered after another action")
	}
}

func TestUndoGreyedWithTheReason(t *testing.T) {
	needDisplay(t)
	for _, c := range []struct {
		name      string
		mapText   string
		bram, rot grid.Pos
		fog       bool
		click     grid.Pos
		want      error
		shot      string
	}{
		// delvers-combat.md "Run": Rot gets a free attack as Bram runs from beside it: a d20.
		{"a run from beside the zombie provokes an attack of opportunity", "", grid.Pos{X: 8, Y: 3}, grid.Pos{X: 9, Y: 3}, false,
			grid.Pos{X: 5, Y: 2}, save.ErrDieRolled, "undo-greyed-die"},
		{"an attack rolls a die", "", grid.Pos{X: 8, Y: 3}, grid.Pos{X: 9, Y: 3}, false, grid.Pos{X: 9, Y: 3}, save.ErrDieRolled, ""},
		{"a run into the doorway shows the east room under fog", roomsMap, grid.Pos{X: 2, Y: 1}, grid.Pos{X: 8, Y: 1}, true,
			grid.Pos{X: 5, Y: 3}, save.ErrFogRevealed, "undo-greyed-fog"},
		{"under fog, a run in an open room shows nothing new", "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 3}, true,
			grid.Pos{X: 4, Y: 2}, nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, b := savesGame(t, pitSpec(t, c.mapText, c.bram, c.rot, c.fog))
			n := len(b.B().Log)
			clickSquare(t, g, b, c.click)
			for b.P.Pending() != nil { // Bram's own reactions to the zombie's roll: none
				press(t, g, game.Cancel)
			}
			if len(b.B().Log) == n {
				t.Fatalf("clicking %v did nothing", c.click)
			}
			if !errors.Is(b.P.UndoWhy(), c.want) && b.P.UndoWhy() != c.want {
				for _, e := range b.B().Log[n:] {
					t.Logf("%T %+v", e, e)
				}
				t.Errorf("Undo greyed for %v, want %v", b.P.UndoWhy(), c.want)
			}
			img, _ := frames(t, g, 2)
			if c.shot != "" {
				shoot(t, img, c.shot)
			}
			if c.want != nil {
				press(t, g, game.Undo)
				if b.notes.notice == "" || b.notes.noticeT == 0 {
					t.Error("U with Undo greyed says nothing")
				}
			}
		})
	}
}

func TestUndoNotInTheAITurn(t *testing.T) {
	needDisplay(t)
	g, b := savesGame(t, pitSpec(t, "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 3}, false))
	b.P.SetMaxRounds(50)
	press(t, g, game.EndTurn)
	if b.humanTurn() {
		t.Skip("the Delvers are in turn again at once")
	}
	if !errors.Is(b.P.UndoWhy(), save.ErrNotYourTurn) {
		t.Errorf("in the AI's turn Undo is greyed for %v, want %q", b.P.UndoWhy(), save.ErrNotYourTurn)
	}
}

func TestUndoRowDrawnAgainWhenItChanges(t *testing.T) {
	// the Undo row is kept as a picture: it must be drawn again when Undo becomes usable,
	// when the cursor comes onto a button, and not otherwise
	needDisplay(t)
	g, b := savesGame(t, pitSpec(t, "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 3}, false))
	tr := b.lay.turnRect()
	r := image.Rect(int(tr.x), int(tr.y), int(tr.x+tr.w), int(tr.y+tr.h))
	greyed, _ := frames(t, g, 2)
	same, _ := frames(t, g, 2)
	if n := differing(greyed, same, r); n != 0 {
		t.Errorf("%d pixels of the Undo row changed while nothing did", n)
	}
	clickSquare(t, g, b, grid.Pos{X: 5, Y: 3})
	away := image.Pt(300, 300)
	g.Context().Input.Inject(game.Frame{Cursor: &away})
	usable, _ := frames(t, g, 2)
	if n := differing(greyed, usable, r); n < 200 {
		t.Errorf("only %d pixels of the Undo row changed when Undo became usable", n)
	}
	x, y, w, h := b.lay.undoButton(0)
	on := image.Pt(int(x+w/2), int(y+h/2))
	g.Context().Input.Inject(game.Frame{Cursor: &on})
	hovered, _ := frames(t, g, 2)
	if n := differing(usable, hovered, r); n < 100 {
		t.Errorf("only %d pixels of the Undo row changed with the cursor on Undo", n)
	}
}

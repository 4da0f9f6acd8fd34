package play

// Turn flow tests: the AI decides in a worker the session never waits for; a hand-over comes
// when the turn passes between two human sides; undo and redo in a human side's turn.

import (
	"errors"
	"strings"
	"testing"
	"time"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/combat/save"
)

// slowAI is a controller that decides only when told to: its Act waits on go.
type slowAI struct {
	*ai.Tactician
	release chan struct{}
	thought chan struct{}
}

func (s slowAI) Act(b *combat.Battle) combat.Action {
	s.thought <- struct{}{}
	<-s.release
	return s.Tactician.Act(b)
}

func TestTheAIDecidesInAWorker(t *testing.T) {
	tb := newTable(t, delvers(), `
		########
		#W....z#
		########`, delversUnits)
	slow := slowAI{Tactician: ai.NewTactician(ai.Normal, 2), release: make(chan struct{}), thought: make(chan struct{}, 1)}
	tb.SetSeat(1, Seat{AI: slow})
	if err := tb.EndTurn(); err != nil {
		t.Fatal(err)
	}
	if !tb.AITurn() {
		t.Fatal("the foes are not in turn after the heroes'")
	}
	n := len(tb.B.Log)
	played, err := tb.PlayAI() // starts the decision and returns at once
	if played || err != nil {
		t.Fatalf("PlayAI played %v (%v) before the AI decided", played, err)
	}
	<-slow.thought // the AI is deciding now, in its worker
	if tb.Thinking() {
		t.Fatal("the session says the AI is thinking at once: only past a blink")
	}
	for range 3 { // frames go on meanwhile, reading the battle and what the viewer sees
		if played, _ := tb.PlayAI(); played || tb.Decided() || len(tb.B.Log) != n {
			t.Fatal("a frame waited for the AI, or played before it decided")
		}
		_ = tb.Session(tb.Holder()).Log()
		_ = tb.Visible(tb.unit("Rot"))
	}
	// past a blink the session says so, for the battle screen to show the side thinking
	time.Sleep(Blink + 20*time.Millisecond)
	if !tb.Thinking() {
		t.Fatalf("an AI undecided for %v: the session does not say it is thinking", Blink+20*time.Millisecond)
	}
	close(slow.release)
	tb.waitAI()
	if tb.Thinking() {
		t.Fatal("the session says the AI is thinking once it has decided")
	}
	if played, err := tb.PlayAI(); !played || err != nil || len(tb.B.Log) == n {
		t.Fatalf("the decision made was not played (%v, %v)", played, err)
	}
}

func TestHandOverBetweenHumanSides(t *testing.T) {
	g := delvers()
	g.humans = []bool{true, true}
	tb := newTable(t, g, `
		########
		#W....z#
		########`, delversUnits)
	if side, ok := tb.HandOver(); !ok || side != 0 {
		t.Fatalf("the first turn's hand-over is to side %d (%v), want the heroes'", side, ok)
	}
	if _, ok := tb.HandOver(); ok {
		t.Fatal("a second hand-over to the side that has the screen")
	}
	if err := tb.EndTurn(); err != nil {
		t.Fatal(err)
	}
	if side, ok := tb.HandOver(); !ok || side != 1 {
		t.Fatalf("after the heroes' turn the hand-over is to side %d (%v), want the foes'", side, ok)
	}
	solo := newTable(t, delvers(), "#####\n#W.z#\n#####", delversUnits)
	if _, ok := solo.HandOver(); ok {
		t.Fatal("a hand-over with one human side")
	}
}

func TestUndoAndRedo(t *testing.T) {
	tb := newTable(t, delvers(), `
		##########
		#W.......#
		#.......z#
		##########`, delversUnits)
	if err := tb.UndoWhy(); !errors.Is(err, save.ErrNothingToUndo) {
		t.Fatalf("before any action Undo is greyed for %v, want %v", err, save.ErrNothingToUndo)
	}
	tb.click(3, 1)
	lines := len(tb.Session(0).Log())
	a, err := tb.Undo()
	if err != nil || a.Kind != "run" {
		t.Fatalf("undo took back %v (%v), want the run", a, err)
	}
	if p := tb.unit("Wren").Pos; p.X != 1 {
		t.Fatalf("after the undo Wren stands at %v, want (1,1)", p)
	}
	if n := len(tb.Session(0).Log()); n >= lines {
		t.Errorf("the log has %d lines after the undo, %d before: want the run's lines gone", n, lines)
	}
	if tb.Selected() == nil || tb.Selected().Name != "Wren" {
		t.Errorf("after the undo %v is selected, want Wren again", tb.Selected())
	}
	if _, err := tb.Redo(); err != nil {
		t.Fatal(err)
	}
	if p := tb.unit("Wren").Pos; p.X != 3 {
		t.Fatalf("after the redo Wren stands at %v, want (3,1)", p)
	}
	// undo then redo numbers the action as before (issue: the log's numbering after them)
	if log := text(tb.Session(0).Log()); !strings.Contains(log, "1. Wren: run to (3,1)") {
		t.Errorf("after undo and redo the log reads:\n%s", log)
	}
	if err := tb.RedoWhy(); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("Redo after redoing is greyed for %v, want %v", err, ErrNothingToRedo)
	}
}

// Undo under fog (save.ErrFogRevealed): a step that shows the side squares it did not see
// cannot be taken back; one within what it saw can.
func TestUndoRefusedWhenFogRevealedSquares(t *testing.T) {
	g := delvers()
	g.fog = true
	tb := newTable(t, g, doorRooms, map[rune]who{'A': {name: "Bram", kind: "warrior"}, 'X': {name: "Rot", kind: "zombie", side: 1}})
	tb.click(2, 1) // within the west room: nothing new
	if err := tb.UndoWhy(); err != nil {
		t.Fatalf("a step within the room seen: Undo is greyed for %v", err)
	}
	tb.click(4, 3) // to the door's side: the east room comes into sight
	if err := tb.UndoWhy(); !errors.Is(err, save.ErrFogRevealed) {
		t.Fatalf("a step that showed the east room: Undo is greyed for %v, want %v", err, save.ErrFogRevealed)
	}
}

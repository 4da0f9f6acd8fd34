package scenes

// Replay viewer tests under Xvfb: a save opened from the load list and from the results, stepped forward and back, played,
// and jumped by rounds.

import (
	"errors"
	"image"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
)

func TestReplayStepsBothWays(t *testing.T) {
	needDisplay(t)
	g, b := savesGame(t, pitSpec(t, "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 3}, false))
	c := g.Context()
	b.P.SetMaxRounds(50)
	for b.B().Round < 3 && !b.B().Over {
		clickSquare(t, g, b, b.B().Unit("Bram").Pos) // select, in case
		press(t, g, game.EndTurn)
		b = untilHuman(t, g)
	}
	press(t, g, game.QuickSave)
	c.Push(NewLoadScreen(c))
	frames(t, g, 2)
	moveInList(t, g, game.NextItem, 40, is("replay:quicksave.json"))
	press(t, g, game.Confirm)
	r, ok := g.Top().(*Replay)
	if !ok {
		t.Fatalf("Replay opened %T", g.Top())
	}
	st := r.Stepper()
	if st.Index() != 0 || st.Len() < 4 {
		t.Fatalf("the replay starts at %d of %d actions", st.Index(), st.Len())
	}
	img, _ := frames(t, g, 3)
	checkFrame(t, "replay", img, c.Theme.Text, 300, image.Rect(c.Width-battleSideW, battleTopH, c.Width, c.Height))

	press(t, g, game.ReplayStep, game.ReplayStep)
	if st.Index() != 2 {
		t.Fatalf("two steps forward: at %d", st.Index())
	}
	logAt2 := len(r.show.log.lines)
	press(t, g, game.ReplayBack)
	if st.Index() != 1 || len(r.show.log.lines) >= logAt2 {
		t.Fatalf("a step back: at %d with %d log lines (was %d)", st.Index(), len(r.show.log.lines), logAt2)
	}
	// the battle shown is the stepper's, its log told again
	if r.show.B() != st.Battle() {
		t.Error("the replay shows another battle than its stepper's")
	}
	// round jumps
	press(t, g, game.ReplayNextRound)
	if st.Round() < 2 {
		t.Errorf("Next round went to round %d", st.Round())
	}
	press(t, g, game.ReplayPrevRound, game.ReplayPrevRound)
	if first, _ := st.Rounds(); st.Round() != first {
		t.Errorf("two rounds back: round %d, want the first", st.Round())
	}
	// play: faster, and actions come by themselves until it is paused
	at := st.Index()
	press(t, g, game.ReplayFaster, game.ReplayPlay)
	frames(t, g, 3)
	if !r.Playing() || st.Index() <= at {
		t.Fatalf("after Play the replay is at %d (from %d), playing %v", st.Index(), at, r.Playing())
	}
	press(t, g, game.ReplayPlay)
	at = st.Index()
	img, _ = frames(t, g, 20)
	if r.Playing() || st.Index() != at {
		t.Errorf("paused, the replay went on from %d to %d", at, st.Index())
	}
	shoot(t, img, "replay")
	// a click on the timeline's end goes to the end
	x, y, w, h := r.control(c, ctTimeline)
	c.Input.InjectClick(int(x+w-1), int(y+h/2))
	frames(t, g, 3)
	if st.Index() != st.Len() {
		t.Errorf("a click at the timeline's end went to %d of %d", st.Index(), st.Len())
	}
	press(t, g, game.Back)
	if _, ok := g.Top().(*LoadScreen); !ok {
		t.Errorf("Back from the replay left %T, want the load list", g.Top())
	}

	// the results of a battle offer it as a replay
	loaded, err := save.Load(filepath.Join(c.Files.Saves, "quicksave.json"), SavePlaces(c.Files))
	if err != nil {
		t.Fatal(err)
	}
	c.Push(NewResults(c, OutcomeFromBattle(b.Spec, loaded.Battle, loaded.Battle.Round-1)).WithReplay(c, loaded))
	frames(t, g, 2)
	moveTo(t, g, game.MenuLeft, 4, is("replay"))
	press(t, g, game.Confirm)
	if r, ok := g.Top().(*Replay); !ok || r.Stepper().Len() != st.Len() {
		t.Errorf("Watch replay opened %T", g.Top())
	}
}

// A battle under fog of war is not replayed while it is played (the replay shows every unit):
// the load list's Replay says why; once it is over, it replays.
func TestFoggedBattleInPlayIsNotReplayed(t *testing.T) {
	needDisplay(t)
	g, _ := savesGame(t, pitSpec(t, "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 3}, true))
	c := g.Context()
	press(t, g, game.QuickSave)
	loaded, err := save.Load(filepath.Join(c.Files.Saves, "quicksave.json"), SavePlaces(c.Files))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewReplay(c, loaded); !errors.Is(err, errFoggedInPlay) || !strings.Contains(err.Error(), "quicksave.json") {
		t.Fatalf("the replay of a fogged battle in play: %v, want it refused, naming the file", err)
	}
	// from the load list: the dialog says why, and the battle stays unseen
	c.Push(NewLoadScreen(c))
	frames(t, g, 2)
	moveInList(t, g, game.NextItem, 40, is("replay:quicksave.json"))
	press(t, g, game.Confirm)
	l, ok := g.Top().(*LoadScreen)
	if !ok || l.m.dlg == nil {
		t.Fatalf("Replay of a fogged battle in play opened %T", g.Top())
	}
	loaded.Battle.Over = true
	if _, err := NewReplay(c, loaded); err != nil {
		t.Errorf("the replay of a fogged battle that is over: %v", err)
	}
}

package play

// The session's turn flow at its edges: a prompt asked as the battle starts, the AI's decision
// when a human takes its side over, a prompt for another human side in hot-seat, a refused
// action and the redo history.

import (
	"slices"
	"testing"
	"time"

	"skirmish/ai"
	"skirmish/combat"
)

// A human hero confused from the start (13th Age edition 2) makes its forced attack as the
// first turn starts; a natural 2 with two weapons asks the human whether to reroll. New must
// return with the prompt pending, not wait for an answer nobody can give yet.
func TestAPromptAtTheStartIsPending(t *testing.T) {
	done := make(chan *table, 1)
	go func() {
		done <- newTable(t, age13("2", 2, 15, 4), "RC.....o", map[rune]who{
			'R': {kind: "rogue", cond: []combat.Condition{{Name: "confused"}}},
			'C': {kind: "cleric"},
			'o': {kind: "orc", side: 1},
		})
	}()
	select {
	case tb := <-done:
		a := tb.Pending()
		if a == nil {
			t.Fatal("the confused rogue's natural 2 asked nothing")
		}
		if a.Unit.Name != "R" || a.Side != 0 {
			t.Fatalf("the prompt asks %s of side %d, want R of side 0", a.Unit.Name, a.Side)
		}
		if err := tb.Answer(-1); err != nil {
			t.Fatal(err)
		}
		if tb.Pending() != nil || tb.Busy() {
			t.Fatal("the start still waits after the answer")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("New never returned: the battle's start asked a human on the caller's goroutine")
	}
}

// The AI thinks for side 0 when a human takes the side over: its decision is dropped, not
// played for the human.
func TestSetSeatDropsTheAIsDecision(t *testing.T) {
	g := delvers()
	g.humans = []bool{false, true}
	tb := newTable(t, g, `
a....
.....
....B`, map[rune]who{'a': {kind: "warrior"}, 'B': {kind: "orc", side: 1}})
	if !tb.AITurn() {
		t.Fatal("the AI's side 0 is not in turn")
	}
	tb.Think()
	tb.SetSeat(0, Seat{Human: true, AI: ai.NewTactician(ai.Normal, 9)})
	n := len(tb.B.Log)
	if played, err := tb.PlayAI(); played || err != nil || len(tb.B.Log) != n {
		t.Fatalf("PlayAI played the AI's decision for a human side (played %v, err %v, log %d -> %d)", played, err, n, len(tb.B.Log))
	}
	if !tb.HumanTurn() {
		t.Fatal("side 0 is not the human's turn after SetSeat")
	}
}

// Hot-seat under fog: when the Beasts attack Bo's units in the east room, Bo is asked for his
// reaction while Ann had the screen: the screen is handed to Bo, shows his view, and is
// handed back to the side in turn after (Ann's own, at the start of her turn).
func TestHotSeatPromptHandsTheScreenOver(t *testing.T) {
	tb := newTable(t, hotSeat("delvers", nil, 5, 8, 1), sealedRooms, map[rune]who{
		'A': {name: "Bram", kind: "warrior"},
		'X': {name: "Rot", kind: "skirmisher", side: 1},
		'Y': {name: "Sot", kind: "brawler", side: 1},
		'r': {name: "Rat", kind: "orc", side: 2, sheet: func(s *combat.Sheet) { s.HP = 60 }},
	})
	asked := 0
	for range 300 {
		if tb.Over() || asked > 0 && tb.HumanTurn() && tb.Current() == 0 {
			break
		}
		side, handed := tb.HandOver()
		if a := tb.Pending(); a != nil {
			if a.Side == 1 {
				asked++
				if tb.Holder() != 1 {
					t.Fatalf("Bo's prompt for %s is up on side %d's view", a.Unit.Name, tb.Holder())
				}
				if tb.handedTo != 1 {
					t.Fatalf("Bo's prompt came up with the screen still side %d's (hand-over %d, %v)", tb.handedTo, side, handed)
				}
			}
			tb.Answer(-1)
			continue
		}
		if tb.HumanTurn() {
			tb.EndTurn()
		} else {
			tb.StepAI()
		}
	}
	if asked == 0 {
		t.Fatal("the Beasts never made Bo answer a prompt: the test proves nothing")
	}
}

// A click the rules refuse changes nothing, so what Undo took back may still be played again.
func TestARefusedActionKeepsTheRedo(t *testing.T) {
	tb := newTable(t, delvers(), `
		##########
		#W.......#
		#.......z#
		##########`, delversUnits)
	tb.click(3, 1)
	if _, err := tb.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := tb.do(combat.Action{Kind: "melee", Unit: "Wren", Target: "Rot"}); err == nil {
		t.Fatal("a melee attack on a foe across the room was taken")
	}
	if err := tb.RedoWhy(); err != nil {
		t.Fatalf("after a refused action Redo is greyed for %v", err)
	}
}

// Under fog, a foe the player does not see leaves no hole in the squares offered to walk to:
// its square is offered like the others, and a click there walks the unit along the planned
// path to the last square before it, where the foe comes into sight (docs/rulings.md "Bumping
// into the unseen").
func TestFogMovesBumpIntoTheUnseen(t *testing.T) {
	g := delvers()
	g.fog = true
	tb := newTable(t, g, `
		a.#....
		..#....
		..#....
		..#B...
		.......`, map[rune]who{'a': {name: "Ada", kind: "warrior"}, 'B': {name: "Orc", kind: "orc", side: 1}})
	orc := tb.unit("Orc")
	if tb.Visible(orc) {
		t.Fatal("the orc behind the wall is seen: the test proves nothing")
	}
	tb.sel("Ada")
	if !slices.Contains(tb.Marks().Squares, orc.Pos) {
		t.Fatalf("the hidden orc's square %v is left out of the squares offered: %v", orc.Pos, tb.Marks().Squares)
	}
	it, ok := tb.IntentAt(orc.Pos)
	if !ok || !it.Take || it.Path[len(it.Path)-1] != orc.Pos {
		t.Fatalf("hovering the orc's square shows %+v (%v), want a move drawn to it", it, ok)
	}
	tb.click(orc.Pos.X, orc.Pos.Y)
	at := tb.unit("Ada").Pos
	if at == orc.Pos || !slices.Contains(it.Path, at) || tb.B.Map.Distance(at, orc.Pos) != 1 {
		t.Fatalf("Ada stopped at %v, want the square before the orc on the path %v", at, it.Path)
	}
	if !tb.Visible(orc) {
		t.Error("Ada bumped into the orc and does not see it")
	}
}

// 13th Age under fog: the turn order Ann reads leaves out the turns of creatures she sees none
// of (a turn of the Beasts would count the groups in the dark), and names only the units she
// sees in the others.
func TestTheTurnOrderTellsOnlyWhatTheViewerSees(t *testing.T) {
	tb := newTable(t, hotSeat("age13", map[string]string{"edition": "1"}), sealedRooms, map[rune]who{
		'A': {name: "Bram", kind: "fighter"},
		'X': {name: "Rot", kind: "rogue", side: 1},
		'Y': {name: "Sot", kind: "cleric", side: 1},
		'r': {name: "Rat", kind: "giant-rat", side: 2},
	})
	if tb.Holder() != 0 {
		t.Fatalf("the screen shows side %d's view, want Ann's", tb.Holder())
	}
	order, now := tb.Order()
	if now < 0 || order[now].Side != "Ann's" {
		t.Fatalf("the turn under way is %d in %+v, want Ann's", now, order)
	}
	for _, turn := range order {
		for _, name := range turn.Units {
			if name != "Bram" {
				t.Errorf("Ann's turn order names %s, whom she does not see: %+v", name, order)
			}
		}
		if turn.Side != "Ann's" {
			t.Errorf("Ann's turn order holds a turn of %s, none of whose units she sees: %+v", turn.Side, order)
		}
	}
	if len(tb.B.Order) <= len(order) {
		t.Fatalf("the battle's order %+v has no turn Ann's leaves out", tb.B.Order)
	}
}

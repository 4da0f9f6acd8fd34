package save

// Undo tests: which actions a side may take back (delvers "Attack of Opportunity", Wesnoth's
// rule), fog that reveals, and rebuilding a battle to an earlier action.

import (
	"errors"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// undoRoom is two walled rooms, west and east, that cannot see into each other.
const undoRoom = "sides: Delvers, Undead\n" +
	"############\n" +
	"#.....#....#\n" +
	"#.....#....#\n" +
	"#.....#....#\n" +
	"#.....#....#\n" +
	"############\n"

// undoBattle starts a battle on undoRoom: Bram and Cora, Delvers warriors, at (2,2) and (2,4);
// Bones, a skeleton of the Undead, at skel, and Rot, a zombie, far off in the east room (so
// that the battle goes on when Bones falls); and plays end turns until the Delvers are in turn.
func undoBattle(t *testing.T, skel grid.Pos) (combat.Setup, *combat.Battle) {
	t.Helper()
	m, err := grid.ParseASCII("undo-room", undoRoom)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	cat := rules.Catalog()
	unit := func(name, kind, side string, p grid.Pos) combat.UnitSetup {
		e, ok := cat.Lookup(kind)
		if !ok {
			t.Fatalf("no %s in the catalog", kind)
		}
		return combat.UnitSetup{Name: name, Kind: kind, Side: side, Pos: p, Sheet: e.Sheet.Clone()}
	}
	s := combat.Setup{Map: m, Rules: rules, Sides: []string{"Delvers", "Undead"}, Seed: 5, Units: []combat.UnitSetup{
		unit("Bram", "warrior", "Delvers", grid.Pos{X: 2, Y: 2}), unit("Cora", "warrior", "Delvers", grid.Pos{X: 2, Y: 4}),
		unit("Bones", "skeleton", "Undead", skel), unit("Rot", "zombie", "Undead", grid.Pos{X: 10, Y: 4})}}
	b, err := combat.New(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	for range 4 {
		if t, ok := b.Current(); ok && t.Side == "Delvers" {
			break
		}
		if _, err := b.Do(combat.Action{Kind: combat.EndTurn}); err != nil {
			t.Fatal(err)
		}
	}
	if cur, ok := b.Current(); !ok || cur.Side != "Delvers" {
		t.Fatalf("the Delvers are not in turn: %v", cur)
	}
	return s, b
}

func TestUndoable(t *testing.T) {
	run := func(to grid.Pos) combat.Action {
		return combat.Action{Kind: "run", Unit: "Bram", Path: []grid.Pos{to}}
	}
	for _, c := range []struct {
		name    string
		skel    grid.Pos
		actions []combat.Action
		side    string
		want    error
	}{
		{"nothing done yet this turn", grid.Pos{X: 9, Y: 2}, nil, "Delvers", ErrNothingToUndo},
		{"a run with no foe adjacent rolls no die: it can be undone", grid.Pos{X: 9, Y: 2}, []combat.Action{run(grid.Pos{X: 4, Y: 2})}, "Delvers", nil},
		{"two units' runs: the second can be undone", grid.Pos{X: 9, Y: 2},
			[]combat.Action{run(grid.Pos{X: 3, Y: 2}), {Kind: "run", Unit: "Cora", Path: []grid.Pos{{X: 4, Y: 4}}}}, "Delvers", nil},
		// delvers-combat.md "Run": starting a move adjacent to an armed melee combatant gives
		// it a free attack of opportunity; its d20 is rolled, so the run stands.
		{"a run from beside a skeleton provokes an attack of opportunity: a die was rolled", grid.Pos{X: 3, Y: 2},
			[]combat.Action{run(grid.Pos{X: 1, Y: 4})}, "Delvers", ErrDieRolled},
		{"an attack rolls its d20", grid.Pos{X: 3, Y: 2}, []combat.Action{{Kind: "melee", Unit: "Bram", Target: "Bones"}}, "Delvers", ErrDieRolled},
		{"the other side asks", grid.Pos{X: 9, Y: 2}, []combat.Action{run(grid.Pos{X: 4, Y: 2})}, "Undead", ErrNotYourTurn},
		{"the turn was ended", grid.Pos{X: 9, Y: 2}, []combat.Action{run(grid.Pos{X: 4, Y: 2}), {Kind: combat.EndTurn}}, "Delvers", ErrNotYourTurn},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, b := undoBattle(t, c.skel)
			for _, a := range c.actions {
				if _, err := b.Do(a); err != nil {
					t.Fatalf("%v: %v", a, err)
				}
			}
			if got := Undoable(b.Log, c.side); !errors.Is(got, c.want) && got != c.want {
				t.Errorf("Undoable = %v, want %v", got, c.want)
			}
		})
	}
}

func TestRebuildTakesBackTheLastAction(t *testing.T) {
	s, b := undoBattle(t, grid.Pos{X: 9, Y: 2})
	before, err := LogHash(b.Log)
	if err != nil {
		t.Fatal(err)
	}
	n := ActionCount(b.Log)
	if _, err := b.Do(combat.Action{Kind: "run", Unit: "Bram", Path: []grid.Pos{{X: 4, Y: 3}}}); err != nil {
		t.Fatal(err)
	}
	if p := b.Unit("Bram").Pos; p != (grid.Pos{X: 4, Y: 3}) {
		t.Fatalf("Bram ran to %v", p)
	}
	back, err := Rebuild(s, b.Log, n)
	if err != nil {
		t.Fatal(err)
	}
	if p := back.Unit("Bram").Pos; p != (grid.Pos{X: 2, Y: 2}) {
		t.Errorf("after the undo Bram stands at %v, want (2,2)", p)
	}
	if h, _ := LogHash(back.Log); h != before {
		t.Errorf("the rebuilt log is not the log before the run (hash %s, want %s)", short(h), short(before))
	}
	// the run again from the rebuilt battle gives the same events: the redo is the same move
	if _, err := back.Do(combat.Action{Kind: "run", Unit: "Bram", Path: []grid.Pos{{X: 4, Y: 3}}}); err != nil {
		t.Fatal(err)
	}
	h1, _ := LogHash(b.Log)
	h2, _ := LogHash(back.Log)
	if h1 != h2 {
		t.Error("redoing the run gave other events than the run")
	}
	if _, err := Rebuild(s, b.Log, n+2); err == nil {
		t.Error("Rebuild to an action the battle does not have succeeded")
	}
}

func TestRebuildKeepsReactionsAndDice(t *testing.T) {
	// A run that provoked an attack of opportunity (a reaction and its dice), then a run:
	// rebuilding to before the last run keeps the reaction and the rolls as they were.
	s, b := undoBattle(t, grid.Pos{X: 3, Y: 2})
	if _, err := b.Do(combat.Action{Kind: "run", Unit: "Bram", Path: []grid.Pos{{X: 1, Y: 4}}}); err != nil {
		t.Fatal(err)
	}
	_, reactions := Choices(b.Log)
	if len(reactions) == 0 {
		t.Fatal("the run from beside the skeleton provoked no attack of opportunity")
	}
	want, _ := LogHash(b.Log)
	n := ActionCount(b.Log)
	if _, err := b.Do(combat.Action{Kind: combat.EndTurn}); err != nil {
		t.Fatal(err)
	}
	back, err := Rebuild(s, b.Log, n)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := LogHash(back.Log); got != want {
		t.Error("the rebuilt battle's log differs from the battle's at that action")
	}
}

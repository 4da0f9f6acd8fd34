package play

// Sight tests: which events of the other sides' turns a side's units saw under fog of war, on an
// ASCII map of two rooms; what a side saw since its last turn, and the beats of its replay.

import (
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// seenRooms is two rooms joined by a door at (5,3). Bram (the Delvers) stands in the west
// room at (2,2); Rot (the Undead) in the east one at (8,1); Rat (the Beasts) at (9,1).
const seenRooms = "title: Two Rooms\nsides: Delvers, Undead, Beasts\n" +
	"###########\n" +
	"#....#....#\n" +
	"#....#....#\n" +
	"#.........#\n" +
	"#....#....#\n" +
	"###########\n"

// seenSetup is the battle of seenRooms with Bram, Rot and Rat, played by delvers' rules.
func seenSetup(t *testing.T) combat.Setup {
	t.Helper()
	m, err := grid.ParseASCII("rooms", seenRooms)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	s := combat.Setup{Map: m, Rules: rules, Seed: 1, Sides: []string{"Delvers", "Undead", "Beasts"}}
	for _, u := range []struct {
		name, kind, side string
		at               grid.Pos
	}{
		{"Bram", "warrior", "Delvers", grid.Pos{X: 2, Y: 2}},
		{"Rot", "zombie", "Undead", grid.Pos{X: 8, Y: 1}},
		{"Rat", "zombie", "Beasts", grid.Pos{X: 9, Y: 1}},
	} {
		e, ok := rules.Catalog().Lookup(u.kind)
		if !ok {
			t.Fatalf("no %s in the delvers catalog", u.kind)
		}
		s.Units = append(s.Units, combat.UnitSetup{Name: u.name, Kind: u.kind, Side: u.side, Pos: u.at, Sheet: e.Sheet})
	}
	// what the cases below take for granted about the map
	for _, c := range []struct {
		from, to grid.Pos
		seen     bool
	}{
		{grid.Pos{X: 2, Y: 2}, grid.Pos{X: 4, Y: 1}, true},  // across the west room
		{grid.Pos{X: 2, Y: 2}, grid.Pos{X: 3, Y: 4}, true},  // across the west room
		{grid.Pos{X: 2, Y: 2}, grid.Pos{X: 8, Y: 1}, false}, // through the wall
		{grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 1}, false}, // through the wall
		{grid.Pos{X: 2, Y: 2}, grid.Pos{X: 7, Y: 1}, false}, // through the wall
		{grid.Pos{X: 5, Y: 3}, grid.Pos{X: 8, Y: 1}, true},  // from the door into the east room
	} {
		if got := m.Sight(c.from, c.to).Seen; got != c.seen {
			t.Fatalf("the rooms map: %v sees %v: %v, the cases below want %v", c.from, c.to, got, c.seen)
		}
	}
	return s
}

func TestWhatASideSawOfTheOthersTurns(t *testing.T) {
	moved := func(who string, from, to grid.Pos) combat.Moved {
		return combat.Moved{Unit: who, From: from, To: to, Feet: 5, Why: "run"}
	}
	at := func(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }
	for _, c := range []struct {
		name string
		log  []combat.Event
		seen []bool // by event, for the Delvers
	}{
		{"a move inside the east room is not seen",
			[]combat.Event{moved("Rot", at(8, 1), at(7, 1))}, []bool{false}},
		{"a move into sight is seen, and the step out of it (as going out of sight)",
			[]combat.Event{moved("Rot", at(8, 1), at(4, 1)), moved("Rot", at(4, 1), at(3, 1)), moved("Rot", at(3, 1), at(8, 1))},
			[]bool{true, true, true}},
		{"an attack on Bram from the dark is seen, and its damage",
			[]combat.Event{
				combat.Acted{Action: combat.Action{Kind: "ranged", Unit: "Rot", Target: "Bram"}},
				combat.AttackRolled{Attacker: "Rot", Target: "Bram", Hit: true},
				combat.DamageRolled{Attacker: "Rot", Target: "Bram", Total: 3},
				combat.Damaged{Unit: "Bram", Amount: 3, HP: 7}},
			[]bool{true, true, true, true}},
		{"a fight behind the wall is not seen",
			[]combat.Event{
				combat.Acted{Action: combat.Action{Kind: "melee", Unit: "Rot", Target: "Rat"}},
				combat.Rolled{Unit: "Rot", Dice: "1d20", Faces: []int{15}, Total: 15},
				combat.AttackRolled{Attacker: "Rot", Target: "Rat", Hit: true},
				combat.Damaged{Unit: "Rat", Amount: 9, HP: 0},
				combat.StatusChanged{Unit: "Rat", Status: combat.Dead}},
			[]bool{false, false, false, false, false}},
		{"a death in the west room is seen",
			[]combat.Event{moved("Rat", at(9, 1), at(3, 4)), combat.StatusChanged{Unit: "Rat", Status: combat.Dead}},
			[]bool{true, true}},
		{"Bram pushed to the door sees the east room",
			[]combat.Event{combat.Damaged{Unit: "Rot", Amount: 1, HP: 5}, moved("Bram", at(2, 2), at(5, 3)),
				combat.Damaged{Unit: "Rot", Amount: 1, HP: 4}},
			[]bool{false, true, true}},
		{"Bram down sees nothing more",
			[]combat.Event{moved("Rot", at(8, 1), at(4, 1)), combat.StatusChanged{Unit: "Bram", Status: combat.Down},
				moved("Rot", at(4, 1), at(3, 1))},
			[]bool{true, true, false}},
		{"the Undead's morale is not seen, the Delvers' own is",
			[]combat.Event{combat.MoraleBroken{Side: "Undead"}, combat.MoraleBroken{Side: "Delvers"}},
			[]bool{false, true}},
		{"a budget and its spending name their unit: Rot's in the dark is not seen, Bram's own is; counters frame",
			[]combat.Event{combat.BudgetSet{Unit: "Rot"}, combat.Spent{Unit: "Rot", Slot: "main", N: 1},
				combat.Spent{Unit: "Bram", Slot: "main", N: 1}, combat.CounterSet{Name: "escalation", Value: 1}},
			[]bool{false, false, true, false}},
	} {
		saw := sawOf(t, seenSetup(t), c.log, 0)
		for i, want := range c.seen {
			if saw[i] != want {
				t.Errorf("%s: event %d (%s) seen %v, want %v", c.name, i, c.log[i].Type(), saw[i], want)
			}
		}
	}
}

func TestAStepOutOfSightIsToldWithoutItsSquare(t *testing.T) {
	at := func(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }
	log := []combat.Event{
		combat.Moved{Unit: "Rot", From: at(4, 1), To: at(3, 1), Feet: 5, Why: "run"},
		combat.Moved{Unit: "Rot", From: at(3, 1), To: at(8, 1), Feet: 10, Why: "run"}, // into the east room
	}
	p := watching(t, seenSetup(t), log, 0)
	want := combat.Moved{Unit: "Rot", From: at(3, 1), To: at(3, 1), Feet: 5, Why: "run", Gone: true}
	if got := p.Sight().Told(0, 1); got != want {
		t.Errorf("the Delvers are told the step into the dark as %+v, want %+v: gone where last seen, with the feet spent there", got, want)
	}
	if got := p.Sight().Told(1, 1); got != log[1] {
		t.Errorf("the Undead are told their own step as %+v, want it as it was", got)
	}
}

func TestSeenSinceTheSidesLastTurn(t *testing.T) {
	s := seenSetup(t)
	rot := func(x, y int) combat.Moved {
		return combat.Moved{Unit: "Rot", To: grid.Pos{X: x, Y: y}, Why: "run"}
	}
	log := []combat.Event{
		combat.RoundStarted{Round: 1},
		combat.TurnStarted{Index: 0, Turn: combat.Turn{Side: "Delvers"}},
		combat.TurnEnded{Index: 0, Side: "Delvers"},
		combat.TurnStarted{Index: 1, Turn: combat.Turn{Side: "Undead"}}, // 3
		rot(4, 1), // 4: into the west room, seen
		combat.TurnEnded{Index: 1, Side: "Undead"},
		combat.TurnStarted{Index: 2, Turn: combat.Turn{Side: "Beasts"}}, // 6: nothing seen in it
		combat.Damaged{Unit: "Rat", Amount: 1, HP: 5},
		combat.TurnEnded{Index: 2, Side: "Beasts"},
		combat.RoundEnded{Round: 1},
		combat.RoundStarted{Round: 2}, // 10
		combat.TurnStarted{Index: 0, Turn: combat.Turn{Side: "Delvers"}},
		combat.TurnEnded{Index: 0, Side: "Delvers"}, // 12
		combat.TurnStarted{Index: 1, Turn: combat.Turn{Side: "Undead"}},
		combat.Damaged{Unit: "Rot", Amount: 1, HP: 5}, // 14: Rot, folded into the west room before, is seen
		combat.TurnEnded{Index: 1, Side: "Undead"},
		combat.TurnStarted{Index: 0, Turn: combat.Turn{Side: "Delvers"}},
	}
	for _, c := range []struct {
		name  string
		upTo  int // the log so far
		from  int
		seen  []int // the events seen, by index in the log
		shown int
	}{
		{"the first turn: from the battle's start", 2, 0, nil, 0},
		{"after the Delvers' first turn", 11, 3, []int{3, 4}, 1},
		{"after the Delvers' second turn", len(log), 13, []int{13, 14}, 1},
	} {
		from := SinceLastTurn(log[:c.upTo], "Delvers")
		if from != c.from {
			t.Errorf("%s: the replay starts at event %d, want %d", c.name, from, c.from)
			continue
		}
		st := watching(t, s, log[:c.upTo], 0).SeenSince(0)
		var got []int
		for i, ok := range st.Seen {
			if ok {
				got = append(got, st.From+i)
			}
		}
		if len(got) != len(c.seen) {
			t.Errorf("%s: saw events %v, want %v", c.name, got, c.seen)
			continue
		}
		for i := range got {
			if got[i] != c.seen[i] {
				t.Errorf("%s: saw events %v, want %v", c.name, got, c.seen)
				break
			}
		}
		if st.Shown != c.shown {
			t.Errorf("%s: %d notable events seen, want %d", c.name, st.Shown, c.shown)
		}
	}
}

// watching is a session nobody plays over the battle of s folded through log, seen through
// side's eyes under fog: its sight judges the log as it is folded.
func watching(t *testing.T, s combat.Setup, log []combat.Event, side int) *Match {
	t.Helper()
	b, err := combat.Replay(s.Apart(), log)
	if err != nil {
		t.Fatal(err)
	}
	p, err := New(Config{Setup: s, Seats: make([]Seat, len(b.Sides)), Fog: true, Watch: true, Viewer: side}, b)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// sawOf says, for each event of log folded into the battle of s, whether side's units saw it.
func sawOf(t *testing.T, s combat.Setup, log []combat.Event, side int) []bool {
	t.Helper()
	p := watching(t, s, log, side)
	out := make([]bool, len(log))
	for i := range log {
		out[i] = p.Sight().Saw(side, i)
	}
	return out
}

func TestReplayBeats(t *testing.T) {
	// each action seen plays on its own; unseen actions fold into the beat after them
	acted := combat.Acted{Action: combat.Action{Kind: "run", Unit: "Rot"}}
	moved := combat.Moved{Unit: "Rot"}
	turn := combat.TurnStarted{}
	for _, c := range []struct {
		name string
		log  []combat.Event
		seen []bool
		want []int
	}{
		{"nothing seen", []combat.Event{turn, acted, moved}, []bool{false, false, false}, nil},
		{"one action seen", []combat.Event{turn, acted, moved}, []bool{true, true, true}, []int{3}},
		{"two actions seen", []combat.Event{acted, moved, acted, moved}, []bool{true, true, false, true}, []int{2, 4}},
		{"an unseen action before a seen one", []combat.Event{acted, moved, acted, moved, turn}, []bool{false, false, true, true, false}, []int{5}},
		{"a turn's start alone shows nothing", []combat.Event{turn, acted}, []bool{true, false}, nil},
	} {
		got := BeatEnds(c.log, Sighting{Seen: c.seen})
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: beats end at %v, want %v", c.name, got, c.want)
		}
	}
}

func TestTheReplayLooksWhereTheSideSaw(t *testing.T) {
	at := func(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }
	for _, c := range []struct {
		name string
		log  []combat.Event
		want grid.Pos
		ok   bool
	}{
		// Rot shoots Bram from the east room: the replay looks at Bram, not at Rot's dark square
		{"an attack from the dark is looked at where it lands", []combat.Event{
			combat.Acted{Action: combat.Action{Kind: "ranged", Unit: "Rot", Target: "Bram"}},
			combat.AttackRolled{Attacker: "Rot", Target: "Bram", Hit: true},
			combat.Damaged{Unit: "Bram", Amount: 1, HP: 11}}, at(2, 2), true},
		// Rot walks into the west room, then out of it: the first thing seen is its step in
		{"a foe walking in is looked at where it stops", []combat.Event{
			combat.Acted{Action: combat.Action{Kind: "run", Unit: "Rot"}},
			combat.Moved{Unit: "Rot", From: at(8, 1), To: at(4, 1), Feet: 5, Why: "run"}}, at(4, 1), true},
	} {
		log := append([]combat.Event{combat.RoundStarted{Round: 1},
			combat.TurnStarted{Index: 0, Turn: combat.Turn{Side: "Delvers"}}, combat.TurnEnded{Index: 0, Side: "Delvers"},
			combat.TurnStarted{Index: 1, Turn: combat.Turn{Side: "Undead"}}}, c.log...)
		p := watching(t, seenSetup(t), log, 0)
		r, ok, err := p.Retell(0)
		if err != nil || !ok {
			t.Fatalf("%s: no replay (%v, %v)", c.name, ok, err)
		}
		r.Next()
		if got, ok := r.Focus(); got != c.want || ok != c.ok {
			t.Errorf("%s: the replay looks at %v (%v), want %v", c.name, got, ok, c.want)
		}
	}
}

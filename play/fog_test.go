package play

// Hot-seat under fog of war: two human sides and the AI, the west room sealed off from the
// east one. Everything done in the east room happens out of Ann's sight; for every kind of
// event, the test finds such events and checks that nothing of them reaches any of Ann's
// views: her combat log, the events her screen is told (floating numbers, banners), her turn
// order and banner's words, her hand-over's replay, her hover preview, the units she sees.

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// sealedRooms are two rooms with no way between them: Ann's west one, where her units stand,
// and the east one, where Bo's units fight the Beasts.
const sealedRooms = `
	#############
	#.....#.....#
	#.A...#.X...#
	#.....#...r.#
	#.....#..Y..#
	#############`

// hotSeat is a game of three sides: Ann's and Bo's human, the Beasts the AI's, under fog.
func hotSeat(rules string, options map[string]string, forced ...int) game {
	return game{rules: rules, options: options, humans: []bool{true, true, false}, fog: true, forced: forced,
		sides: []string{"Ann's", "Bo's", "Beasts"}, initiative: rules == "age13"}
}

// unseen counts, by the event's type, the events of the log that side's units did not see
// and that it may not know of; it fails for each that reaches one of side's views.
func unseen(t *testing.T, tb *table, side int, never []string) map[string]int {
	t.Helper()
	named := func(what, text string) {
		t.Helper()
		for _, n := range never {
			if strings.Contains(text, n) {
				t.Errorf("%s names %s, whom side %d never saw: %q", what, n, side, text)
			}
		}
	}
	counts := map[string]int{}
	sight := tb.Sight()
	st := tb.SeenSince(side)
	own := tb.B.Sides[side].Name
	// hidden: a turn of another side's units all out of side's sight
	hidden := func(t combat.Turn) bool {
		if t.Side == own || len(t.Units) == 0 {
			return false
		}
		for _, n := range t.Units {
			if !slices.Contains(never, n) {
				return false
			}
		}
		return true
	}
	start := -1 // the turn under way's start
	for i, e := range tb.B.Log {
		told := sight.Told(side, i)
		switch e := e.(type) {
		case combat.TurnStarted, combat.OrderSet:
			// the frames every side knows name only the units side sees
			named("the told "+e.Type(), fmt.Sprintf("%+v", told))
			counts[e.Type()]++
		}
		// nor do they count the groups side never saw, or time their turns
		switch e := e.(type) {
		case combat.TurnStarted:
			start = i
			if hidden(e.Turn) {
				counts["hidden turn"]++
				if sight.Knows(side, i) {
					t.Errorf("event %d: the start of %s's turn of %v, whom side %d never saw, is told to it", i, e.Turn.Side, e.Turn.Units, side)
				}
			}
		case combat.TurnEnded:
			if st, ok := tb.B.Log[max(start, 0)].(combat.TurnStarted); ok && start >= 0 && hidden(st.Turn) && sight.Knows(side, i) {
				t.Errorf("event %d: the end of %s's turn of %v, whom side %d never saw, is told to it", i, e.Side, st.Turn.Units, side)
			}
		case combat.OrderSet:
			for _, o := range e.Order {
				if hidden(o) {
					counts["hidden group in the order"]++
				}
			}
			for _, o := range told.(combat.OrderSet).Order {
				if o.Side != own && len(o.Units) == 0 && slices.ContainsFunc(e.Order, func(w combat.Turn) bool { return hidden(w) && w.Side == o.Side && w.Initiative == o.Initiative }) {
					t.Errorf("event %d: the order told to side %d has a place for %s's group at %d, which it never saw", i, side, o.Side, o.Initiative)
				}
			}
		}
		if !private(e) || sight.Saw(side, i) {
			continue
		}
		counts[e.Type()]++
		if sight.Knows(side, i) {
			t.Errorf("event %d (%s) was not seen, yet side %d may know of it (its screen's floating numbers, banner)", i, e.Type(), side)
		}
		if i >= st.From && st.Seen[i-st.From] {
			t.Errorf("event %d (%s) was not seen, yet side %d's hand-over replays it", i, e.Type(), side)
		}
	}
	for _, l := range tb.Session(side).Log() {
		named("side's combat log", l.Text)
	}
	// what its seat gives, as it would cross a network: its view, hovering each unseen
	// unit's square, and every event it was told since the battle began
	seat := tb.Session(side)
	for _, n := range never {
		seat.Send(Hover(tb.unit(n).Pos))
		data, err := json.Marshal(seat.View())
		if err != nil {
			t.Fatal(err)
		}
		named("side's view", string(data))
	}
	data, err := json.Marshal(seat.Events())
	if err != nil {
		t.Fatal(err)
	}
	named("the events side is told", string(data))
	for _, n := range never {
		u := tb.unit(n)
		if sight.Sees(side, u) {
			t.Errorf("side %d sees %s in the sealed room", side, n)
		}
		if side == tb.Holder() && tb.Visible(u) {
			t.Errorf("the screen shows %s to side %d", n, side)
		}
		if it, ok := tb.IntentAt(u.Pos); ok && it.Target == u && tb.Holder() == side {
			t.Errorf("hovering %s's square previews %+v for side %d", n, it.Legal.Action, side)
		}
	}
	return counts
}

// boTurn plays Bo's turn in the east room with turn, then ends it; Ann's turns, and the
// Beasts', pass with nothing done (Ann's answers no prompt; Bo's answers by answer).
func (tb *table) boTurn(turn func(), answer string) {
	tb.t.Helper()
	for range 50 {
		if tb.Current() == 1 && tb.HumanTurn() {
			break
		}
		tb.passTurn(answer)
	}
	turn()
	tb.passTurn(answer)
}

// passTurn ends the turn of the side in turn (a human one's by End turn, the AI's by its own
// actions), answering Bo's prompts with the reaction of the kind named.
func (tb *table) passTurn(answer string) {
	tb.t.Helper()
	for tb.Pending() != nil {
		tb.answerIf(answer)
	}
	if tb.Over() {
		tb.t.Fatal("the battle ended")
	}
	if tb.HumanTurn() {
		if err := tb.send(EndTurn()); err != nil {
			tb.t.Fatal(err)
		}
	} else if _, err := tb.StepAI(); err != nil {
		tb.t.Fatal(err)
	}
	for tb.Pending() != nil {
		tb.answerIf(answer)
	}
}

// answerIf answers the pending prompt with its reaction of the kind named, if offered and the
// prompt is Bo's, else with none.
func (tb *table) answerIf(kind string) {
	tb.t.Helper()
	a := tb.Pending()
	i := -1
	for k, o := range a.Options {
		if o.Kind == kind && a.Unit.Side == 1 {
			i = k
		}
	}
	if err := tb.send(Answer(i)); err != nil {
		tb.t.Fatal(err)
	}
}

// try runs a verb that may be refused (the dice or the AI may have changed what is possible),
// reporting whether it was taken.
func (tb *table) try(err error) bool { return err == nil }

func TestHotSeatFogHidesEveryUnseenEvent(t *testing.T) {
	counts := map[string]int{}
	add := func(c map[string]int) {
		for k, v := range c {
			counts[k] += v
		}
	}
	t.Run("delvers", func(t *testing.T) {
		// X, a skirmisher, and Y, a brawler, are Bo's; r, an orc, the Beasts'
		tb := newTable(t, hotSeat("delvers", nil, 8, 5, 1), sealedRooms, map[rune]who{
			'A': {name: "Bram", kind: "warrior"},
			'X': {name: "Rot", kind: "skirmisher", side: 1},
			'Y': {name: "Sot", kind: "brawler", side: 1, cond: []combat.Condition{{Name: "prone"}}},
			'r': {name: "Rat", kind: "orc", side: 2, sheet: func(s *combat.Sheet) { s.HP = 60 }},
		})
		// Ann's own doings are told to her
		tb.click(3, 2)
		if log := text(tb.Session(0).Log()); !strings.Contains(log, "Bram moves") {
			t.Fatalf("Ann's log does not tell her own move:\n%s", log)
		}
		tb.boTurn(func() { // a javelin thrown and dropped; standing up from prone
			tb.sel("Rot")
			tb.choose("ranged")
			tb.clickUnit("Rat")
			tb.sel("Sot")
			tb.choose("stand_up")
		}, combat.Opportunity)
		tb.boTurn(func() { // a shove (a check, a condition), an item picked up and stowed
			tb.sel("Sot")
			if tb.try(tb.send(Choose("shove"))) {
				tb.pick("prone")
				tb.try(tb.send(Click(tb.unit("Rat").Pos)))
			}
			tb.sel("Rot")
			for _, p := range []grid.Pos{{X: 9, Y: 2}, {X: 10, Y: 2}, {X: 10, Y: 4}, {X: 9, Y: 4}} {
				if tb.try(tb.send(Click(p))) {
					break
				}
			}
			tb.try(tb.send(Choose("pick_up")))
		}, combat.Opportunity)
		tb.boTurn(func() {
			tb.sel("Rot")
			if tb.try(tb.send(Choose("stow"))) {
				tb.variant("short sword")
			}
		}, combat.Opportunity)
		tb.boTurn(func() {
			tb.sel("Rot")
			tb.try(tb.send(Choose("ready")))
			tb.sel("Sot")
			tb.try(tb.send(Click(tb.unit("Rat").Pos)))
		}, combat.Opportunity)
		for tb.Current() != 0 {
			tb.passTurn("")
		}
		add(unseen(t, tb, 0, []string{"Rot", "Sot", "Rat"}))
	})
	t.Run("age13", func(t *testing.T) {
		// 13th Age: each creature's turn and initiative name it; a rally heals
		tb := newTable(t, hotSeat("age13", map[string]string{"edition": "2"}), sealedRooms, map[rune]who{
			'A': {name: "Bram", kind: "fighter"},
			'X': {name: "Rot", kind: "cleric", side: 1, hp: 10}, 'Y': {name: "Sot", kind: "barbarian", side: 1},
			'r': {name: "Rat", kind: "orc", side: 2, sheet: func(s *combat.Sheet) { s.HP = 60 }},
		})
		for range 40 {
			if tb.Current() == 1 && tb.Selected() != nil && tb.Selected().Name == "Rot" {
				break
			}
			tb.passTurn("")
		}
		tb.choose("rally")
		tb.passTurn("")
		for tb.Current() != 0 {
			tb.passTurn("")
		}
		add(unseen(t, tb, 0, []string{"Rot", "Sot", "Rat"}))
	})
	// d20lite and realms: each creature's turn by its own initiative; a round passed
	for _, r := range []struct{ rules, hero, foe, beast string }{
		{"d20lite", "fighter", "rogue", "orc"},
		{"realms", "knight", "brawler", "orc"},
	} {
		t.Run(r.rules, func(t *testing.T) {
			tb := newTable(t, hotSeat(r.rules, nil), sealedRooms, map[rune]who{
				'A': {name: "Bram", kind: r.hero},
				'X': {name: "Rot", kind: r.foe, side: 1}, 'Y': {name: "Sot", kind: r.foe, side: 1},
				'r': {name: "Rat", kind: r.beast, side: 2},
			})
			for range 12 {
				tb.passTurn("")
			}
			add(unseen(t, tb, 0, []string{"Rot", "Sot", "Rat"}))
		})
	}
	// one case per kind of event: each happened out of Ann's sight, and reached none of her views
	for _, kind := range []string{"action", "moved", "reaction", "attack", "damage_roll", "roll", "initiative", "damaged",
		"healed", "check", "condition_added", "condition_removed", "status", "dropped", "picked_up", "stowed",
		"readied", "morale", "note", "turn_started", "order", "hidden turn", "hidden group in the order"} {
		t.Run(kind, func(t *testing.T) {
			if counts[kind] == 0 {
				t.Errorf("no %s event happened out of Ann's sight: the case does not test it (counts %v)", kind, counts)
			}
		})
	}
}

// text joins a log's lines.
func text(ls []Line) string {
	var b strings.Builder
	for _, l := range ls {
		b.WriteString(l.Text + "\n")
	}
	return b.String()
}

// doorRooms are two rooms joined by a door at (5,3): Ann's Bram in the west one, Bo's Rot in
// the east one, by its north wall.
const doorRooms = `
	###########
	#....#...X#
	#.A..#....#
	#.........#
	#....#....#
	###########`

// The hot-seat log under fog: a side's log tells a foe's move only from where it came into
// sight, under a heading of its action worded as the side knows it, and numbers the actions
// it saw one after another; what it did not see is not there at all.
func TestFogLogTellsOnlyWhatWasSeen(t *testing.T) {
	tb := newTable(t, game{rules: "delvers", humans: []bool{true, true}, fog: true, forced: []int{8, 1}, sides: []string{"Ann's", "Bo's"}},
		doorRooms, map[rune]who{'A': {name: "Bram", kind: "warrior"}, 'X': {name: "Rot", kind: "zombie", side: 1}})
	tb.choose("total_defense") // Ann's first action
	tb.passTurn("")
	tb.sel("Rot")
	tb.click(7, 1) // unseen: Rot walks along the east room's north wall
	tb.passTurn("")
	tb.passTurn("") // Ann's second turn: nothing
	tb.sel("Rot")
	tb.click(5, 3) // Rot comes to the door, into Bram's sight
	tb.passTurn("")
	ann := text(tb.Session(0).Log())
	for _, want := range []string{"1. Bram: total_defense", "2. end of turn", "3. end of turn", "4. end of turn",
		"5. Rot: run to (5,3)", "Rot comes into sight at (6,2) and moves to (5,3) (run)", "6. end of turn"} {
		if !strings.Contains(ann, want) {
			t.Errorf("Ann's log lacks %q:\n%s", want, ann)
		}
	}
	for _, never := range []string{"(7,1)", "(8,1)", "(9,1)"} {
		if strings.Contains(ann, never) {
			t.Errorf("Ann's log names %s, a square of Rot's she never saw:\n%s", never, ann)
		}
	}
	if bo := text(tb.Session(1).Log()); !strings.Contains(bo, "2. Rot: run to (7,1)") || !strings.Contains(bo, "Rot moves (9,1) to (7,1)") {
		t.Errorf("Bo's log does not tell his own zombie's walk:\n%s", bo)
	}
}

// Under fog the player is offered nothing aimed at a foe in the dark: Rot stands round the
// door's corner, out of Sky's sight, though from the door the skirmisher could charge and
// throw her javelin at him; her listing has no action on Rot, the charge is greyed, and
// hovering his square previews nothing.
func TestFogOffersNothingAimedAtTheUnseen(t *testing.T) {
	tb := newTable(t, game{rules: "delvers", humans: []bool{true, true}, fog: true, forced: []int{8, 1}, sides: []string{"Ann's", "Bo's"}},
		`
		###########
		#....#..X.#
		#.S..#....#
		#.........#
		#....#....#
		###########`, map[rune]who{'S': {name: "Sky", kind: "skirmisher"}, 'X': {name: "Rot", kind: "zombie", side: 1}})
	rot := tb.unit("Rot")
	if tb.Sight().Sees(0, rot) {
		t.Fatal("the case wants Rot out of Sky's sight")
	}
	for _, l := range tb.Listing().Actions {
		if l.Action.Target == "Rot" {
			t.Errorf("Sky is offered %v on Rot, whom she does not see", l.Action)
		}
	}
	if k, ok := tb.Kind("charge"); !ok || k.Err == nil {
		t.Errorf("the charge is open with no foe in sight: %+v", k)
	}
	if it, ok := tb.IntentAt(rot.Pos); ok && it.Target == rot {
		t.Errorf("hovering Rot's square previews %v", it.Legal.Action)
	}
	if why := tb.WhyNotAt(rot.Pos); why != nil {
		t.Errorf("hovering Rot's square says why Sky cannot reach it: %q", why)
	}
}

// TestHiddenTurnIsNotNamed: while a turn of units a side sees none of runs (the Beasts' rat,
// in the sealed room beside Ann's), the side's view does not say whose turn it is, nor give
// it a place or an initiative in the order; a turn it sees is named and placed. Three sides in
// each ruleset whose turns are a creature's (13th Age, d20 lite, Realms).
func TestHiddenTurnIsNotNamed(t *testing.T) {
	for _, r := range []struct{ rules, hero, foe string }{{"age13", "fighter", "barbarian"}, {"d20lite", "fighter", "rogue"},
		{"realms", "knight", "brawler"}} {
		t.Run(r.rules, func(t *testing.T) {
			var opts map[string]string
			if r.rules == "age13" {
				opts = map[string]string{"edition": "2"}
			}
			tb := newTable(t, hotSeat(r.rules, opts), sealedRooms, map[rune]who{
				'A': {name: "Bram", kind: r.hero},
				'X': {name: "Rot", kind: r.foe, side: 1}, 'Y': {name: "Sot", kind: r.foe, side: 1},
				'r': {name: "Rat", kind: "orc", side: 2},
			})
			hidden, named := 0, 0
			for range 40 {
				if tb.Over() {
					break
				}
				v := tb.Session(0).View()
				cur := tb.Current()
				unseenTurn := tb.B.InTurn && len(tb.B.Order[tb.B.TurnIndex].Units) > 0
				for _, n := range tb.B.Order[tb.B.TurnIndex].Units {
					unseenTurn = unseenTurn && !slices.ContainsFunc(v.Units, func(u UnitView) bool { return u.Name == n })
				}
				switch {
				case cur != 0 && unseenTurn:
					hidden++
					if !v.Hidden {
						t.Errorf("round %d: Ann's view does not mark the turn of %v, whom she does not see, as hidden", v.Round, tb.B.Order[tb.B.TurnIndex].Units)
					}
					if v.Turn != -1 {
						t.Errorf("round %d: Ann's view names side %d in turn, whose units she does not see", v.Round, v.Turn)
					}
					if v.Now != -1 {
						t.Errorf("round %d: Ann's order places the hidden turn at %d: %v", v.Round, v.Now, v.Order)
					}
					for _, o := range v.Order {
						if o.Side == tb.B.Sides[cur].Name && len(o.Units) == 0 {
							t.Errorf("round %d: Ann's order has an empty turn of %s: %v", v.Round, o.Side, v.Order)
						}
					}
				case cur == 0:
					named++
					if v.Hidden || v.Turn != 0 || v.Now < 0 {
						t.Errorf("round %d: Ann's own turn is not named in her view (turn %d, now %d, hidden %v)", v.Round, v.Turn, v.Now, v.Hidden)
					}
				}
				tb.passTurn("")
			}
			if hidden == 0 || named == 0 {
				t.Fatalf("saw %d hidden turns and %d of Ann's; want both", hidden, named)
			}
		})
	}
}

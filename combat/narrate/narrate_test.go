package narrate

// Tests for the battle's narration: every event reads as words, with its numbers.

import (
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

func TestEventsReadAsWords(t *testing.T) {
	cases := []struct {
		name string
		e    combat.Event
		want string
	}{
		{"a heal says how much and the hp after", combat.Healed{Unit: "Fighter", Amount: 18, HP: 30, Why: "rally"}, "Fighter heals 18 (rally): 30 hp"},
		{"the escalation die says its value and why", combat.CounterSet{Name: "escalation", Value: 2, Why: "round 3 starts"}, "escalation: 2 (round 3 starts)"},
		{"damage says what is left", combat.Damaged{Unit: "Orc", Amount: 5, HP: 3, Why: "hit"}, "Orc takes 5 (hit): 3 hp left"},
		{"a condition's rules name reads as words", combat.ConditionAdded{Unit: "Bram", Condition: combat.Condition{Name: "total_defense"}}, "Bram is total defense"},
		{"a unit's breaking point names it", combat.MoraleBroken{Unit: "Goblin 1", Why: "lost half its hp (2 of 4 left)"},
			"breaking point, Goblin 1: lost half its hp (2 of 4 left)"},
		{"a side's breaking point names the side", combat.MoraleBroken{Side: "Goblins", Why: "lost 4 of its 10"},
			"breaking point, Goblins: lost 4 of its 10"},
		{"a condition that ends reads as words", combat.ConditionRemoved{Unit: "Bram", Name: "total_defense", Why: "his turn starts"}, "Bram is no longer total defense (his turn starts)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lines := Events([]combat.Event{c.e})
			var got []string
			for _, l := range lines {
				got = append(got, l.Text)
			}
			text := strings.Join(got, "\n")
			if !strings.Contains(text, c.want) || strings.Contains(text, "{") {
				t.Errorf("narrated %q, want %q and no raw JSON", text, c.want)
			}
		})
	}
}

func TestMovesReadAsOneLine(t *testing.T) {
	at := func(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }
	step := func(from, to grid.Pos, feet int) combat.Event {
		return combat.Moved{Unit: "Rot", From: from, To: to, Feet: feet, Why: "run"}
	}
	gone := func(last grid.Pos, feet int) combat.Event {
		return combat.Moved{Unit: "Rot", From: last, To: last, Feet: feet, Why: "run", Gone: true}
	}
	for _, c := range []struct {
		name  string
		steps []combat.Event
		want  string
	}{
		{"the steps of one move are one line", []combat.Event{step(at(1, 1), at(2, 1), 5), step(at(2, 1), at(3, 2), 10)},
			"Rot moves (1,1) to (3,2), 10 ft (run)"},
		// a reader under fog is told a step out of the dark as starting where it ends
		{"a unit coming into sight, then moving on", []combat.Event{step(at(2, 1), at(2, 1), 5), step(at(2, 1), at(3, 2), 10)},
			"Rot comes into sight at (2,1) and moves to (3,2) (run)"},
		{"a unit coming into sight and stopping", []combat.Event{step(at(2, 1), at(2, 1), 5)},
			"Rot comes into sight at (2,1) (run)"},
		// and a step into the dark as going out of sight where it was last seen
		{"a unit moving, then out of sight", []combat.Event{step(at(1, 1), at(2, 1), 5), gone(at(2, 1), 5)},
			"Rot moves (1,1) to (2,1), 5 ft, and out of sight (run)"},
		{"a unit seen standing, then out of sight", []combat.Event{gone(at(2, 1), 0)},
			"Rot moves out of sight from (2,1) (run)"},
		{"a unit coming into sight and going again", []combat.Event{step(at(2, 1), at(2, 1), 5), step(at(2, 1), at(3, 1), 10), gone(at(3, 1), 10)},
			"Rot comes into sight at (2,1) and moves to (3,1), and out of sight (run)"},
	} {
		lines := Events(c.steps)
		if len(lines) != 1 || lines[0].Text != c.want {
			t.Errorf("%s: narrated %+v, want the one line %q", c.name, lines, c.want)
		}
	}
}

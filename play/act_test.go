package play

// Click-to-event tests: every action kind of a ruleset taken as a player takes it (select the
// unit, press its button, pick a choice, click the map, answer the prompt) through the
// Session's verbs, each ending in the event that says it was taken.

import (
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// clickCase is one kind taken by clicks: a game on a board, the clicks, and the action (or
// reaction) it must end in.
type clickCase struct {
	name  string
	g     game
	board string
	units map[rune]who
	// clicks plays the case through the session's verbs.
	clicks func(tb *table)
	// want is the action taken last (an Acted event's), or with reacted the last reaction
	// (a Reacted event's); only its non-zero fields are compared.
	want    combat.Action
	reacted bool
}

// runClicks plays each case and checks that its last action or reaction is the one wanted; it
// returns the kinds taken, for the check that every kind of the ruleset was.
func runClicks(t *testing.T, cases []clickCase) map[string]bool {
	t.Helper()
	taken := map[string]bool{}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, c.g, c.board, c.units)
			c.clicks(tb)
			for tb.Pending() != nil { // a prompt the case did not wait for (a flexible attack)
				if err := tb.Answer(-1); err != nil {
					t.Fatal(err)
				}
			}
			got, ok := tb.last(c.reacted)
			if !ok {
				t.Fatalf("no %s was taken", map[bool]string{true: "reaction", false: "action"}[c.reacted])
			}
			if !like(got, c.want) {
				t.Fatalf("the last %s is %+v, want %+v", map[bool]string{true: "reaction", false: "action"}[c.reacted], got, c.want)
			}
			taken[got.Kind] = true
		})
	}
	return taken
}

// last is the last action (or, with reacted, reaction) in the log.
func (tb *table) last(reacted bool) (combat.Action, bool) {
	for i := len(tb.B.Log) - 1; i >= 0; i-- {
		switch e := tb.B.Log[i].(type) {
		case combat.Acted:
			if !reacted {
				return e.Action, true
			}
		case combat.Reacted:
			if reacted {
				return e.Action, true
			}
		}
	}
	return combat.Action{}, false
}

// like reports whether got has want's non-zero fields.
func like(got, want combat.Action) bool {
	return got.Kind == want.Kind && (want.Unit == "" || got.Unit == want.Unit) && (want.Target == "" || got.Target == want.Target) &&
		(want.Weapon == "" || got.Weapon == want.Weapon) && (want.Choice == "" || got.Choice == want.Choice) &&
		(want.Path == nil || len(got.Path) > 0 && got.Path[len(got.Path)-1] == want.Path[len(want.Path)-1])
}

// changed is units with the unit of r changed by f.
func changed(units map[rune]who, r rune, f func(*who)) map[rune]who {
	out := map[rune]who{}
	for k, v := range units {
		out[k] = v
	}
	w := out[r]
	f(&w)
	out[r] = w
	return out
}

// at is a one-square path, for a wanted action's last square.
func at(x, y int) []grid.Pos { return []grid.Pos{{X: x, Y: y}} }

// pick picks the strip's choice named.
func (tb *table) pick(choice string) {
	tb.t.Helper()
	i := slices.Index(tb.Strip().Choices, choice)
	if i < 0 {
		tb.t.Fatalf("no choice %q in the strip %+v", choice, tb.Strip())
	}
	if err := tb.send(PickChoice(i)); err != nil {
		tb.t.Fatal(err)
	}
}

// variant takes the strip's form with the weapon or choice named.
func (tb *table) variant(name string) {
	tb.t.Helper()
	for i, l := range tb.Strip().Variants {
		if l.Action.Weapon == name || l.Action.Choice == name {
			if err := tb.send(TakeVariant(i)); err != nil {
				tb.t.Fatal(err)
			}
			return
		}
	}
	tb.t.Fatalf("no form %q in the strip %+v", name, tb.Strip())
}

// aimSquare clicks one of the squares the aim waits for: the last listed.
func (tb *table) aimSquare() grid.Pos {
	tb.t.Helper()
	sq := tb.Aim().Squares
	if len(sq) == 0 {
		tb.t.Fatalf("no square is awaited: the aim is %+v", tb.Aim())
	}
	p := sq[len(sq)-1]
	tb.click(p.X, p.Y)
	return p
}

// clickMarked clicks the last of the squares the chosen action marks.
func (tb *table) clickMarked() {
	tb.t.Helper()
	sq := tb.Marks().Squares
	if len(sq) == 0 {
		tb.t.Fatalf("%s marks no square", tb.Chosen())
	}
	tb.click(sq[len(sq)-1].X, sq[len(sq)-1].Y)
}

// endTurn ends the human side's turn and lets the AI play until it is the humans' again,
// answering each prompt of the human side with the reaction of the kind named, if offered
// ("" declines every prompt). It reports whether such a reaction was offered.
func (tb *table) endTurn(answer string) bool {
	tb.t.Helper()
	if err := tb.send(EndTurn()); err != nil {
		tb.t.Fatal(err)
	}
	offered := false
	for range 300 {
		if a := tb.Pending(); a != nil {
			i := slices.IndexFunc(a.Options, func(o combat.Action) bool { return o.Kind == answer })
			offered = offered || i >= 0
			if err := tb.send(Answer(i)); err != nil {
				tb.t.Fatal(err)
			}
			continue
		}
		if tb.HumanTurn() || tb.Over() {
			return offered
		}
		if _, err := tb.StepAI(); err != nil {
			tb.t.Fatal(err)
		}
	}
	tb.t.Fatal("the AI never handed the turn back")
	return offered
}

// down puts the unit named out of the fight at 0 hp, as a blow would (a test's shortcut to a
// fallen ally).
func (tb *table) down(name string) {
	u := tb.unit(name)
	tb.B.Emit(combat.Damaged{Unit: name, Amount: u.HP, HP: 0, Why: "test: struck down"})
	tb.B.Emit(combat.StatusChanged{Unit: name, Status: combat.Down, Why: "test: struck down"})
	tb.settle()
}

// checkEveryKind fails for each kind of the ruleset's listing (as a unit of each side lists
// it) that no case took.
func checkEveryKind(t *testing.T, g game, taken map[string]bool, skip ...string) {
	t.Helper()
	tb := newTable(t, g, "#####\n#A.B#\n#####", map[rune]who{'A': {kind: firstKind(t, g.rules, true)}, 'B': {kind: firstKind(t, g.rules, false), side: 1}})
	for _, k := range tb.Listing().Kinds {
		if k.Meaning == combat.MeanReaction {
			continue // taken out of turn, at a prompt: the reaction tests take them
		}
		if !taken[k.Kind] && !slices.Contains(skip, k.Kind) {
			t.Errorf("no case takes %s (%s) by clicks", k.Kind, k.Label)
		}
	}
}

// firstKind is the first catalog entry of a ruleset that is a hero (or not).
func firstKind(t *testing.T, rules string, hero bool) string {
	t.Helper()
	r, err := combat.Rules(rules)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range r.Catalog().Entries {
		if e.Sheet.Hero == hero {
			return e.ID
		}
	}
	t.Fatalf("no entry in %s", rules)
	return ""
}

package play

// Test harness: a battle on an ASCII board (letters are units), played through a Session by
// its verbs as the screen plays it, without a window.

import (
	"errors"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	_ "skirmish/combat/rules/age13"
	_ "skirmish/combat/rules/d20lite"
	_ "skirmish/combat/rules/delvers"
	_ "skirmish/combat/rules/realms"
	"skirmish/grid"
)

// who is a unit on a board: its name, its kind in the ruleset's catalog, its side (0 or 1),
// and what it starts with.
type who struct {
	name, kind string
	side       int
	hp         int
	cond       []combat.Condition
	// sheet changes the catalog's sheet before the battle (weapons, skills).
	sheet func(*combat.Sheet)
}

// table is a battle for a test: the session, and the setup it was built from.
type table struct {
	t *testing.T
	*Match
}

// game says how a table is played: the ruleset and its options, who is human, fog, the dice
// forced for the first rolls (after the initiative, which is forced so that side 0 acts first
// where the ruleset rolls it), and the sides' names.
type game struct {
	rules   string
	options map[string]string
	humans  []bool
	fog     bool
	forced  []int
	sides   []string
	seed    uint64
	// initiative forces 13th Age's initiative rolls before forced: 20, 12, 4 for the heroes in
	// board order (far enough apart that no bonus reorders them), 1 for each kind of creature
	// (13th-age-combat-rules.txt "Initiative").
	initiative bool
	// journal hears the match's choices (Config.Journal).
	journal Journal
}

// delvers is a Delvers game: the heroes (side 0, human) against the foes (AI), the heroes first.
func delvers(forced ...int) game {
	return game{rules: "delvers", humans: []bool{true, false}, forced: append([]int{8, 1}, forced...)}
}

// age13 is a 13th Age game of an edition: the heroes (side 0, human) against the foes (AI), the
// heroes first; forced are the dice after the initiative.
func age13(edition string, forced ...int) game {
	return game{rules: "age13", options: map[string]string{"edition": edition}, humans: []bool{true, false}, forced: forced, initiative: true}
}

// newTable builds the game on board: each letter of units is a unit standing there (the rest
// is grid's ASCII legend), placed in the order of the board, row by row.
func newTable(t *testing.T, g game, board string, units map[rune]who) *table {
	t.Helper()
	rules, err := combat.Rules(g.rules)
	if err != nil {
		t.Fatal(err)
	}
	sides := g.sides
	if sides == nil {
		sides = []string{"Heroes", "Foes"}
	}
	var clean []string
	var us []combat.UnitSetup
	for y, line := range strings.Split(strings.TrimSpace(board), "\n") {
		row := []rune(strings.TrimSpace(line))
		for x, c := range row {
			w, ok := units[c]
			if !ok {
				continue
			}
			e, found := rules.Catalog().Lookup(w.kind)
			if !found {
				t.Fatalf("no %s in the %s catalog", w.kind, g.rules)
			}
			sh := e.Sheet.Clone()
			if w.sheet != nil {
				w.sheet(&sh)
			}
			name := w.name
			if name == "" {
				name = string(c)
			}
			us = append(us, combat.UnitSetup{Name: name, Kind: w.kind, Side: sides[w.side], Pos: grid.Pos{X: x, Y: y},
				Sheet: sh, HP: w.hp, Conditions: w.cond})
			row[x] = '.'
		}
		clean = append(clean, string(row))
	}
	m, err := grid.ParseASCII(t.Name(), strings.Join(clean, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	forced := g.forced
	if g.initiative {
		var rolls []int
		kinds, heroes := map[string]bool{}, 0
		for _, u := range us {
			switch {
			case u.Sheet.Hero:
				rolls = append(rolls, max(1, 20-8*heroes))
				heroes++
			case !kinds[u.Side+u.Kind]:
				kinds[u.Side+u.Kind] = true
				rolls = append(rolls, 1)
			}
		}
		forced = append(rolls, forced...)
	}
	setup := combat.Setup{Map: m, Rules: rules, Options: g.options, Sides: sides, Units: us, Seed: max(g.seed, 1), Forced: forced}
	b, err := combat.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]Seat, len(sides))
	for i := range seats {
		// a steady AI (no slips): the scripted cases count on what it does
		tac := ai.NewTactician(ai.Normal, uint64(i+1))
		tac.Steady = true
		seats[i] = Seat{Human: i < len(g.humans) && g.humans[i], AI: tac}
	}
	s, err := New(Config{Setup: setup, Seats: seats, Fog: g.fog, MaxRounds: 20, Journal: g.journal}, b)
	if err != nil {
		t.Fatal(err)
	}
	for i := range sides {
		s.Session(i) // every side's seat is told the battle from its start
	}
	return &table{t: t, Match: s}
}

// send sends msg through the seat of the side it is for (the side a reaction is asked of, for
// an answer; else the side in turn), as a player at the screen or across a network does, and
// returns its refusal as an error.
func (tb *table) send(msg Msg) error {
	side := tb.Current()
	if a := tb.Pending(); a != nil && msg.Op == OpAnswer {
		side = a.Side
	}
	if r := tb.Session(side).Send(msg); r.Refused != "" {
		return errors.New(r.Refused)
	}
	return nil
}

// unit is the unit named, failing without one.
func (tb *table) unit(name string) *combat.Unit {
	tb.t.Helper()
	u := tb.B.Unit(name)
	if u == nil {
		tb.t.Fatalf("no unit %s", name)
	}
	return u
}

// sel selects the unit named, failing when the player may not.
func (tb *table) sel(name string) {
	tb.t.Helper()
	if tb.send(Select(tb.unit(name).Name)) != nil || tb.Selected() == nil || tb.Selected().Name != name {
		tb.t.Fatalf("%s cannot be selected now (turn %+v)", name, tb.B.Order)
	}
}

// choose presses the button of kind, failing when it is refused.
func (tb *table) choose(kind string) {
	tb.t.Helper()
	if err := tb.send(Choose(kind)); err != nil {
		tb.t.Fatalf("choosing %s: %v", kind, err)
	}
}

// click clicks square (x, y), failing when the action is refused.
func (tb *table) click(x, y int) {
	tb.t.Helper()
	if err := tb.send(Click(grid.Pos{X: x, Y: y})); err != nil {
		tb.t.Fatalf("clicking (%d,%d): %v", x, y, err)
	}
}

// clickUnit clicks the square of the unit named.
func (tb *table) clickUnit(name string) {
	tb.t.Helper()
	p := tb.unit(name).Pos
	tb.click(p.X, p.Y)
}

// acted is the last action taken, failing without one.
func (tb *table) acted() combat.Action {
	tb.t.Helper()
	a, ok := tb.LastAction()
	if !ok {
		tb.t.Fatal("no action was taken")
	}
	return a
}

// since are the events of the log from index n on.
func (tb *table) since(n int) []combat.Event { return tb.B.Log[n:] }

// has reports whether evs hold an event of type typ ("Damaged") for which match is true.
func has[E combat.Event](evs []combat.Event, match func(E) bool) bool {
	for _, e := range evs {
		if x, ok := e.(E); ok && (match == nil || match(x)) {
			return true
		}
	}
	return false
}

// playAIUntilHuman lets the AI play until a human side is in turn.
func (tb *table) playAIUntilHuman() {
	tb.t.Helper()
	for range 200 {
		if tb.HumanTurn() || tb.Over() {
			return
		}
		if tb.Pending() != nil {
			if err := tb.send(Answer(-1)); err != nil {
				tb.t.Fatal(err)
			}
			continue
		}
		if _, err := tb.StepAI(); err != nil {
			tb.t.Fatal(err)
		}
	}
	tb.t.Fatal("the AI never handed the turn back")
}

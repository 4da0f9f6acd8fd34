package sound

// Test harness: battles on ASCII boards (letters are units), played through a play session.

import (
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	_ "skirmish/combat/rules/age13"
	_ "skirmish/combat/rules/delvers"
	_ "skirmish/combat/rules/realms"
	"skirmish/grid"
	"skirmish/play"
)

// who is a unit on a board: its kind in the ruleset's catalog and its side's index.
type who struct {
	kind string
	side int
}

// board builds a battle of rules on the board (each letter of units a unit named by it; the
// rest is grid's ASCII legend) between sides, with the seats humans says, under fog or not.
func board(t *testing.T, rules, text string, units map[rune]who, sides []string, humans []bool, fog bool) *play.Match {
	t.Helper()
	r, err := combat.Rules(rules)
	if err != nil {
		t.Fatal(err)
	}
	var us []combat.UnitSetup
	var clean []string
	for y, line := range strings.Split(strings.TrimSpace(text), "\n") {
		row := []rune(strings.TrimSpace(line))
		for x, c := range row {
			w, ok := units[c]
			if !ok {
				continue
			}
			e, found := r.Catalog().Lookup(w.kind)
			if !found {
				t.Fatalf("no %s in the %s catalog", w.kind, rules)
			}
			us = append(us, combat.UnitSetup{Name: string(c), Kind: w.kind, Side: sides[w.side], Pos: grid.Pos{X: x, Y: y}, Sheet: e.Sheet.Clone()})
			row[x] = '.'
		}
		clean = append(clean, string(row))
	}
	m, err := grid.ParseASCII(t.Name(), strings.Join(clean, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	setup := combat.Setup{Map: m, Rules: r, Sides: sides, Units: us, Seed: 7}
	b, err := combat.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]play.Seat, len(sides))
	for i := range seats {
		seats[i] = play.Seat{Human: humans[i], AI: ai.NewTactician(ai.Normal, uint64(i+1))}
	}
	p, err := play.New(play.Config{Setup: setup, Seats: seats, Fog: fog, MaxRounds: 20}, b)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// effects are the effects of cues, in order.
func effects(cues []Cue) []Effect {
	out := make([]Effect, len(cues))
	for i, c := range cues {
		out[i] = c.Effect
	}
	return out
}

// seat is the seat of the side holding p's screen: the ears a test listens with.
func seat(p *play.Match) *play.Session { return p.Session(p.Holder()) }

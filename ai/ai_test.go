package ai

// Tests of the AI: it beats random play, and morale makes it retreat as the rules say.

import (
	"strconv"
	"testing"

	"skirmish/combat"
	_ "skirmish/combat/rules/delvers"
	"skirmish/grid"
)

// arena is an open room with pillars and low walls, exits at both ends.
const arena = `
sides: Red, Blue
##############################
E1..........................2E
#1.....o..........o.........2#
#1..........................2#
#1.....-..........-.........2#
#1..........................2#
##############################`

// mirror builds a battle of the same roster on both sides, Red on the left, Blue on the right.
func mirror(t testing.TB, roster []string, seed uint64) *combat.Battle {
	t.Helper()
	m, err := grid.ParseASCII("arena", arena)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	var us []combat.UnitSetup
	for side, x := range []int{1, 28} {
		for i, id := range roster {
			e, ok := rules.Catalog().Lookup(id)
			if !ok {
				t.Fatalf("no %q", id)
			}
			us = append(us, combat.UnitSetup{Name: m.Sides[side] + " " + id + " " + strconv.Itoa(i), Kind: id,
				Side: m.Sides[side], Pos: grid.Pos{X: x, Y: 1 + i}, Sheet: e.Sheet})
		}
	}
	b, err := combat.New(combat.Setup{Map: m, Rules: rules, Units: us, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var roster = []string{"bandit", "bandit-archer", "orc", "goblin", "soldier"}

func TestNormalBeatsRandom(t *testing.T) {
	const battles = 200
	wins := 0
	for i := range battles {
		seed := uint64(i + 1)
		b := mirror(t, roster, seed)
		ctl := []Controller{NewTactician(Normal, seed), NewRandom(seed)}
		if i%2 == 1 { // swap sides so neither edge of the map decides
			ctl[0], ctl[1] = ctl[1], ctl[0]
		}
		r, err := Play(b, ctl, 50)
		if err != nil {
			t.Fatal(err)
		}
		ai := b.Sides[i%2].Name
		if r.Winner == ai {
			wins++
		}
	}
	if wins*10 < battles*9 {
		t.Fatalf("the normal AI won %d of %d mirror battles against random play, want at least 90%%", wins, battles)
	}
	t.Logf("normal beat random in %d of %d", wins, battles)
}

// steady is a Tactician of level without its slips (Tactician.Steady): the tests of its
// choices read its judgement.
func steady(level Level, seed uint64) *Tactician {
	t := NewTactician(level, seed)
	t.Steady = true
	return t
}

package ai

// Tests of hard's look-ahead where units act one at a time in an initiative order (d20,
// 13th Age, Realms): the foes that act sooner count more, and a shot in a foe's reach pays
// for the free attack it draws.

import (
	"strings"
	"testing"
	"unicode"

	"skirmish/combat"
	_ "skirmish/combat/rules/d20lite"
	"skirmish/grid"
)

// boardRolled is boardOf with the first dice forced (in d20, the units' initiative rolls, in
// the order the board lists them).
func boardRolled(t *testing.T, ruleset string, ids map[rune]string, text string, hp map[rune]int, forced []int) *combat.Battle {
	t.Helper()
	rules, err := combat.Rules(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	var us []combat.UnitSetup
	var rows []string
	for y, line := range strings.Split(strings.TrimSpace(text), "\n") {
		row := []rune(strings.TrimSpace(line))
		for x, c := range row {
			id, ok := ids[c]
			if !ok {
				continue
			}
			e, _ := rules.Catalog().Lookup(id)
			side := "Foes"
			if unicode.IsUpper(c) {
				side = "Heroes"
			}
			us = append(us, combat.UnitSetup{Name: string(c) + strings.Repeat("'", len(us)), Kind: id, Side: side,
				Pos: grid.Pos{X: x, Y: y}, Sheet: e.Sheet, HP: hp[c]})
			row[x] = '.'
		}
		rows = append(rows, string(row))
	}
	m, err := grid.ParseASCII(t.Name(), strings.Join(rows, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := combat.New(combat.Setup{Map: m, Rules: rules, Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1, Forced: forced})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	return b
}

// d20ids are the letters of the look-ahead's boards: upper case heroes, lower case foes.
var d20ids = map[rune]string{'F': "fighter", 'C': "cleric", 'W': "wizard", 'o': "orc", 'g': "goblin"}

// TestHardLooksAheadInInitiativeOrder (d20 "Initiative": each unit acts on its own count,
// highest first): in the look-ahead a foe whose turn comes before any ally's strikes the
// battle as the action leaves it, in full; one whose turn comes after an ally's counts
// orderDecay less for each (the ally may drop it, engage it or step away first).
func TestHardLooksAheadInInitiativeOrder(t *testing.T) {
	const board = `
		#######
		#..o..#
		#..F..#
		#..o..#
		#....C#
		#######`
	// the units as the board lists them: o, F', o'', C'''
	for _, c := range []struct {
		name  string
		rolls []int
		soon  map[string]float64
	}{
		{"the orc below acts next, the one above after the cleric", []int{2, 20, 15, 10},
			map[string]float64{"o''": 1, "o": orderDecay}},
		{"the orc above acts next, the one below after the cleric", []int{15, 20, 2, 10},
			map[string]float64{"o": 1, "o''": orderDecay}},
		{"both orcs act before the cleric", []int{15, 20, 12, 2},
			map[string]float64{"o": 1, "o''": 1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := boardRolled(t, "d20lite", d20ids, board, nil, c.rolls)
			if cur, _ := b.Current(); len(cur.Units) != 1 || cur.Units[0] != "F'" {
				t.Fatalf("turn of %v, want the fighter's first (rolls %v)", cur.Units, c.rolls)
			}
			tc := steady(Hard, 1)
			pl := tc.newPlanner(b, b.Unit("F'").Side)
			for name, want := range c.soon {
				if got := pl.soon[index(b.Unit(name))]; got != want {
					t.Errorf("%s's blows count %.2f in the look-ahead, want %.2f", name, got, want)
				}
			}
		})
	}
}

// TestHardFindsWhatNormalMisses: boards on which hard's look-ahead chooses what normal, by
// its score alone, does not.
func TestHardFindsWhatNormalMisses(t *testing.T) {
	for _, c := range []struct {
		name    string
		board   string
		hp      map[rune]int
		rolls   []int
		unit    string
		hard    string // the kind and target hard chooses
		notNorm string // what normal chooses instead, or "" when only hard's choice is read
	}{
		{
			// a fighter between two orcs strikes the one whose turn comes next (it may drop
			// it before it swings), where normal, outmatched, disengages and draws their
			// free attacks
			name: "strike the foe that acts next", rolls: []int{2, 20, 15, 10},
			board: `
				#######
				#..o..#
				#..F..#
				#..o..#
				#....C#
				#######`,
			hp: map[rune]int{'o': 5}, unit: "F'", hard: "melee o''",
		},
		{
			name: "strike the foe that acts next, the order turned", rolls: []int{15, 20, 2, 10},
			board: `
				#######
				#..o..#
				#..F..#
				#..o..#
				#....C#
				#######`,
			hp: map[rune]int{'o': 5}, unit: "F'", hard: "melee o",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			choice := func(lv Level) (string, string) {
				b := boardRolled(t, "d20lite", d20ids, c.board, c.hp, c.rolls)
				if cur, _ := b.Current(); len(cur.Units) != 1 || cur.Units[0] != c.unit {
					t.Fatalf("turn of %v, want %s's first", cur.Units, c.unit)
				}
				tc := steady(lv, 1)
				a := tc.Act(b)
				return a.Kind + " " + a.Target, tc.Why
			}
			hard, why := choice(Hard)
			if hard != c.hard {
				t.Errorf("hard: %s (%s), want %s", hard, why, c.hard)
			}
			if normal, why := choice(Normal); normal == c.hard {
				t.Errorf("normal chose %s as hard does (%s): the board shows nothing normal misses", normal, why)
			}
		})
	}
}

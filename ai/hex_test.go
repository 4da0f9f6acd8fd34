package ai

// Tests of the AI on hex maps: its walks, who is engaged, how far foes reach, and whole
// battles, all asked of the map's topology (docs/maps.md "ASCII maps", the hex layout).

import (
	"strings"
	"testing"
	"unicode"

	"skirmish/combat"
	"skirmish/grid"
)

// hexBoard builds a Delvers battle from an ASCII hex map laid out by rows (its first line
// "hex: rows odd" or "hex: rows even"), whose letters are board's units (upper case the
// Heroes, lower case the Foes, who act first): row y is text line y, hex x at text column 2x
// past the margin (the first row's indentation), one further right on a shifted row.
func hexBoard(t *testing.T, text string, hp map[rune]int) *combat.Battle {
	t.Helper()
	ids := map[rune]string{'W': "warrior", 'A': "archer", 'o': "orc", 's': "skeleton", 'w': "wolf"}
	lines := strings.Split(strings.Trim(text, "\n"), "\n")
	prop := strings.TrimSpace(lines[0])
	lines = lines[1:]
	even := strings.HasSuffix(prop, "even")
	if !strings.HasPrefix(prop, "hex: rows") {
		t.Fatalf("hexBoard reads maps of rows, not %q", prop)
	}
	shifted := func(y int) bool { return (y%2 == 1) != even }
	margin := len(lines[0]) - len(strings.TrimLeft(lines[0], " \t"))
	if shifted(0) {
		margin--
	}
	rules, _ := combat.Rules("delvers")
	var us []combat.UnitSetup
	for y, line := range lines {
		row := []rune(line)
		for c, r := range row {
			id, ok := ids[r]
			if !ok {
				continue
			}
			col := c - margin
			if shifted(y) {
				col--
			}
			e, _ := rules.Catalog().Lookup(id)
			side := "Foes"
			if unicode.IsUpper(r) {
				side = "Heroes"
			}
			us = append(us, combat.UnitSetup{Name: string(r) + strings.Repeat("'", len(us)), Kind: id, Side: side,
				Pos: grid.Pos{X: col / 2, Y: y}, Sheet: e.Sheet, HP: hp[r]})
			row[c] = '.'
		}
		lines[y] = string(row)
	}
	m, err := grid.ParseASCII(t.Name(), prop+"\n"+strings.Join(lines, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Topology != grid.Hex {
		t.Fatalf("%s is not a hex map", t.Name())
	}
	b, err := combat.New(combat.Setup{Map: m, Rules: rules, Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1, Forced: []int{1, 8}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestFieldOnHexes: on hex maps of both layouts the field's feet are the grid's own walk with
// nobody in the way (5 ft a hex, 10 ft into difficult ground: enchanted-realms-combat.txt
// "each hex is five feet", "Rough terrain"), and a hex a square's diagonal away is two steps.
func TestFieldOnHexes(t *testing.T) {
	for _, c := range []struct{ name, text string }{
		{"rows odd", `hex: rows odd
. . . . . . . .
 . # # # . ~ ~ .
. . . # . ~ # .
 . # . . . . . .
. . ~ ~ # # . .`},
		{"columns odd", `hex: columns odd
.   .   #   ~   .
  .   #   .   ~   .
.   .   #   .   .
  .   .   #   .   .
.   ~   .   .   .
  .   .   .   #   .`},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := grid.ParseASCII(t.Name(), c.text)
			if err != nil {
				t.Fatal(err)
			}
			if m.Topology != grid.Hex {
				t.Fatal("not a hex map")
			}
			st := newStepTable(m)
			src := grid.Pos{X: 0, Y: 0}
			r := m.Reachable(grid.Mover{ID: 1, From: src, Budget: 1000}, nil, nil)
			full, capped := st.field([]grid.Pos{src}, 0), st.field([]grid.Pos{src}, 15)
			for i := range full {
				p := m.PosOf(i)
				feet, ok := r.Cost(p)
				if !ok {
					feet = -1
				}
				if int(full[i]) != feet {
					t.Errorf("%v: field %d ft, grid %d ft", p, full[i], feet)
				}
				want := feet
				if feet > 15 {
					want = -1
				}
				if int(capped[i]) != want {
					t.Errorf("%v: field within 15 ft %d ft, want %d", p, capped[i], want)
				}
			}
		})
	}
	// by hand, on an open map of rows (odd rows shifted): (0,1) is a step, (1,1) too (row 1
	// lies half a hex right), but (1,2), a square's diagonal of (0,1), is two steps from it
	m := grid.NewHexMap(6, 6, grid.HexLayout{})
	f := newStepTable(m).field([]grid.Pos{{X: 0, Y: 1}}, 0)
	for _, c := range []struct {
		p    grid.Pos
		feet int32
	}{{grid.Pos{X: 0, Y: 0}, 5}, {grid.Pos{X: 1, Y: 0}, 5}, {grid.Pos{X: 0, Y: 2}, 5}, {grid.Pos{X: 1, Y: 2}, 5}, {grid.Pos{X: 2, Y: 2}, 10}, {grid.Pos{X: 2, Y: 0}, 10}, {grid.Pos{X: 0, Y: 3}, 10}, {grid.Pos{X: 5, Y: 5}, 35}} {
		if got := f[m.Index(c.p)]; got != c.feet {
			t.Errorf("from (0,1) to %v: %d ft, want %d", c.p, got, c.feet)
		}
	}
}

// TestEngagedOnHexes: a foe is engaged with a unit when their hexes share an edge; the hexes a
// square's diagonal away on the offset grid are not beside it.
func TestEngagedOnHexes(t *testing.T) {
	// W at (1,1), on a shifted row: its six neighbours are (0,1), (2,1), (1,0), (2,0), (1,2)
	// and (2,2); the orcs at (0,0) and (0,2) are a square's diagonal away but two hexes off,
	// the skeleton at (2,2) is beside it.
	b := hexBoard(t, `hex: rows odd
o . . .
 . W . .
o . s .`, nil)
	w := b.Unit("W'")
	if w == nil || w.Pos != (grid.Pos{X: 1, Y: 1}) {
		t.Fatalf("the warrior is at %v, want (1,1)", w.Pos)
	}
	got := engagedFoes(b, w)
	if len(got) != 1 || got[0].Kind != "skeleton" {
		var names []string
		for _, e := range got {
			names = append(names, e.Name+" at "+e.Pos.String())
		}
		t.Fatalf("engaged with %v, want the skeleton at (2,2) alone", names)
	}
}

// TestReachOnHexes: how far a foe comes to strike is counted in hexes. An orc's charge covers
// twice its 30 ft and a step, 65 ft, 13 hexes (delvers-combat.md "Charge"). Normal reckons as
// the crow flies: 12 rows down and 12 columns across is 18 hexes, out of reach, though on
// squares it would be 12; 12 rows straight down is 12 hexes, in reach. Hard walks it: behind a
// wall the orc must go round, the hex 12 rows down is out of reach.
func TestReachOnHexes(t *testing.T) {
	m := grid.NewHexMap(16, 16, grid.HexLayout{})
	rules, _ := combat.Rules("delvers")
	orc, _ := rules.Catalog().Lookup("orc")
	warrior, _ := rules.Catalog().Lookup("warrior")
	for x := 0; x < 4; x++ { // a wall below the orc, 4 hexes wide
		m.Set(grid.Pos{X: x, Y: 1}, grid.Terrain{Move: grid.MoveBlocked, Sight: grid.SightBlocked})
	}
	b, err := combat.New(combat.Setup{Map: m, Rules: rules, Sides: []string{"Heroes", "Foes"}, Seed: 1, Units: []combat.UnitSetup{
		{Name: "W", Kind: "warrior", Side: "Heroes", Pos: grid.Pos{X: 15, Y: 15}, Sheet: warrior.Sheet},
		{Name: "o", Kind: "orc", Side: "Foes", Pos: grid.Pos{X: 0, Y: 0}, Sheet: orc.Sheet},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	w := b.Unit("W")
	diag, down := grid.Pos{X: 12, Y: 12}, grid.Pos{X: 0, Y: 12}
	if d := m.Distance(grid.Pos{}, diag); d != 18 {
		t.Fatalf("(12,12) is %d hexes from (0,0), want 18", d)
	}
	if d := m.Distance(grid.Pos{}, down); d != 12 {
		t.Fatalf("(0,12) is %d hexes from (0,0), want 12", d)
	}
	normal, hard := steady(Normal, 1), NewTactician(Hard, 1)
	for _, c := range []struct {
		tac  *Tactician
		p    grid.Pos
		want bool
	}{{normal, diag, false}, {normal, down, true}, {hard, diag, false}, {hard, down, false}, {hard, grid.Pos{X: 4, Y: 9}, true}} {
		sn := c.tac.senseFor(b, w)
		if got := sn.canStrike(b, 0, c.p); got != c.want {
			t.Errorf("level %d: the orc could strike %v next turn: %v, want %v (walk %d ft)", c.tac.Level, c.p, got, c.want, newStepTable(m).field([]grid.Pos{{}}, 0)[m.Index(c.p)])
		}
	}
}

// TestBattlesOnHexes: on a hex arena every level plays whole battles to their end with only
// legal actions, and the same seed gives the same battle.
func TestBattlesOnHexes(t *testing.T) {
	const arena = `hex: rows odd
# # # # # # # # # # # # #
 E W . . . . . . . . . o E
# A . . . # . . . . . o #
 # W . . . # . . . . . s #
# . . ~ ~ . . . . . . w #
 E A . . . . . - . . . o E
# # # # # # # # # # # # #`
	for _, level := range []Level{Easy, Normal, Hard} {
		var first []string
		for run := range 2 {
			b := hexBoard(t, arena, nil)
			r, err := Play(b, []Controller{NewTactician(level, 7), NewTactician(level, 8)}, 50)
			if err != nil {
				t.Fatalf("level %d: %v", level, err)
			}
			if r.Draw && r.Rounds >= 50 {
				t.Errorf("level %d: the battle did not end in 50 rounds", level)
			}
			var evs []string
			for _, e := range b.Log {
				j, _ := combat.MarshalEvent(e)
				evs = append(evs, string(j))
			}
			if run == 0 {
				first = evs
			} else if strings.Join(evs, "\n") != strings.Join(first, "\n") {
				t.Errorf("level %d: the same seed gave two battles (%d and %d events)", level, len(first), len(evs))
			}
		}
	}
}

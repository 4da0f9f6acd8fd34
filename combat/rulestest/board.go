package rulestest

// ASCII boards with lettered units, on squares or hexes, for the rules tests.

import (
	"strings"
	"testing"

	"skirmish/grid"
	"skirmish/grid/asciitest"
)

// Board reads an ASCII board whose letters are units: a square board (each line trimmed, a
// character a square), or a hex board whose first line is "hex: rows odd" or "hex: rows
// even" (asciitest.HexRows). isUnit says which characters are units; under each unit the map
// has the terrain under gives it ('.', plain floor, when under is nil; square boards only).
// It returns the map, named after the test, and the units' letters and cells in reading
// order (rows top to bottom, left to right).
func Board(t testing.TB, text string, isUnit func(rune) bool, under func(rune) rune) (*grid.Map, []asciitest.Mark) {
	t.Helper()
	var marks []asciitest.Mark
	var src string
	if strings.HasPrefix(strings.TrimSpace(text), grid.PropHex+":") {
		var err error
		if src, marks, err = asciitest.HexRows(text, isUnit); err != nil {
			t.Fatal(err)
		}
	} else {
		var clean []string
		for y, line := range strings.Split(strings.TrimSpace(text), "\n") {
			row := []rune(strings.TrimSpace(line))
			for x, c := range row {
				if !isUnit(c) {
					continue
				}
				marks = append(marks, asciitest.Mark{Letter: c, Pos: grid.Pos{X: x, Y: y}})
				row[x] = '.'
				if under != nil {
					row[x] = under(c)
				}
			}
			clean = append(clean, string(row))
		}
		src = strings.Join(clean, "\n")
	}
	m, err := grid.ParseASCII(t.Name(), src)
	if err != nil {
		t.Fatal(err)
	}
	return m, marks
}

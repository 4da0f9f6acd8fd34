package asciitest

import (
	"slices"
	"testing"
	"unicode"

	"skirmish/grid"
)

// TestHexRows: the letters' cells are the cells the map puts under them, on both parities.
func TestHexRows(t *testing.T) {
	cases := []struct {
		name, board string
		want        []Mark
	}{
		{"rows odd", `
			hex: rows odd
			A . . .
			 . B . .
			. . C .`, []Mark{{'A', grid.Pos{X: 0, Y: 0}}, {'B', grid.Pos{X: 1, Y: 1}}, {'C', grid.Pos{X: 2, Y: 2}}}},
		{"rows even", `
			hex: rows even
			 . A . .
			B . . .`, []Mark{{'A', grid.Pos{X: 1, Y: 0}}, {'B', grid.Pos{X: 0, Y: 1}}}},
	}
	for _, c := range cases {
		text, marks, err := HexRows(c.board, unicode.IsUpper)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !slices.Equal(marks, c.want) {
			t.Errorf("%s: marks %v, want %v", c.name, marks, c.want)
		}
		m, err := grid.ParseASCII(c.name, text)
		if err != nil || m.Topology != grid.Hex {
			t.Fatalf("%s: the map text does not parse as hexes: %v", c.name, err)
		}
	}
	if _, _, err := HexRows("hex: rows odd\n.A", unicode.IsUpper); err == nil {
		t.Error("a letter between hexes is refused")
	}
}

// Package asciitest reads the units drawn on ASCII hex boards of tests: letters standing on
// the cells of a map drawn as docs/maps.md ("ASCII maps") says, so that rules tests can put
// units on hexes as they do on squares.
package asciitest

import (
	"fmt"
	"strings"

	"skirmish/grid"
)

// Mark is a letter drawn on a cell.
type Mark struct {
	Letter rune
	Pos    grid.Pos
}

// HexRows takes a hex board of rows ("hex: rows odd" or "hex: rows even" on its first line,
// then the cells a character each, apart by spaces, the shifted rows one further right) and
// returns the map's text with each letter isUnit accepts replaced by floor ('.'), and those
// letters' cells in reading order.
func HexRows(board string, isUnit func(rune) bool) (string, []Mark, error) {
	lines := strings.Split(strings.Trim(board, "\n"), "\n")
	head := strings.TrimSpace(lines[0])
	parity, ok := strings.CutPrefix(head, grid.PropHex+": rows ")
	if !ok || parity != "odd" && parity != "even" || len(lines) < 2 {
		return "", nil, fmt.Errorf("a hex board starts with %q or %q, then its rows; got %q", "hex: rows odd", "hex: rows even", head)
	}
	rows := lines[1:]
	margin := len(rows[0]) - len(strings.TrimLeft(rows[0], " \t"))
	if parity == "even" {
		margin-- // row 0 is shifted
	}
	var marks []Mark
	for y, line := range rows {
		row := []rune(line)
		for c, r := range row {
			if !isUnit(r) {
				continue
			}
			col := c - margin
			if (y%2 == 1) == (parity == "odd") {
				col-- // a shifted row starts one further right
			}
			if col < 0 || col%2 != 0 {
				return "", nil, fmt.Errorf("row %d: %q lies between hexes", y, r)
			}
			marks = append(marks, Mark{Letter: r, Pos: grid.Pos{X: col / 2, Y: y}})
			row[c] = '.'
		}
		rows[y] = string(row)
	}
	return head + "\n" + strings.Join(rows, "\n"), marks, nil
}

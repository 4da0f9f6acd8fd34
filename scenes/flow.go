package scenes

// Flow: how the menu screens hand over to what comes after them, and small text helpers.

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game"
)

// StartBattle starts the battle a Setup screen's Start (or a Results screen's Rematch)
// describes. The deploy and battle screens will set it; while it is nil, Start shows a
// dialog saying the battle screen is not built yet.
var StartBattle func(c *game.Context, spec BattleSpec)

// openFolder shows a folder in the system's file manager (tests replace it).
var openFolder = game.OpenFolder

// wrap breaks s into lines no wider than w in face, at spaces (a word longer than a line
// gets a line of its own); it keeps the line breaks s has.
func wrap(s string, face text.Face, w float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && game.TextWidth(try, face) > w {
				out = append(out, line)
				line = word
				continue
			}
			line = try
		}
		out = append(out, line)
	}
	return out
}

// clip keeps the first n lines, ending the last kept one with "…" when some were cut.
func clip(lines []string, n int, face text.Face, w float64) []string {
	if len(lines) <= n {
		return lines
	}
	lines = append([]string(nil), lines[:n]...)
	last := lines[n-1]
	for last != "" && game.TextWidth(last+" …", face) > w {
		r := []rune(last)
		last = string(r[:len(r)-1])
	}
	lines[n-1] = strings.TrimRight(last, " ,.;:") + " …"
	return lines
}

// paragraph is s wrapped to w and cut to at most n lines, as one string.
func paragraph(s string, face text.Face, w float64, n int) string {
	return strings.Join(clip(wrap(s, face, w), n, face, w), "\n")
}

package scenes

// Flow: how the menu screens hand over to what comes after them, and small text helpers.

import (
	"sort"
	"strings"
	"unicode/utf8"

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
			if line != "" && measure(try, face) > w {
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

// wrapPath breaks a file's path into lines no wider than w in face, after its separators
// (a path has no spaces to break at), a name longer than a line broken where it reaches the
// edge, as one string.
func wrapPath(path string, face text.Face, w float64) string {
	path = shorten(path, maxShown)
	var lines []string
	line := ""
	for _, part := range strings.SplitAfter(path, "/") {
		if line != "" && measure(line+part, face) > w {
			lines = append(lines, line)
			line = ""
		}
		for measure(line+part, face) > w { // a name longer than the line: broken where it reaches the edge
			cut := fitRunes(line, part, face, w)
			lines = append(lines, line+part[:cut])
			line, part = "", part[cut:]
		}
		line += part
	}
	return strings.Join(append(lines, line), "\n")
}

// fitRunes is how many bytes of part (at least one character's) fit after line in w, found in
// a few measurements (a name may be thousands of characters long).
func fitRunes(line, part string, face text.Face, w float64) int {
	var ends []int // the byte offset after each character
	for i, r := range part {
		ends = append(ends, i+utf8.RuneLen(r))
	}
	// the first character count that no longer fits, at least 1
	n := sort.Search(len(ends), func(i int) bool { return measure(line+part[:ends[i]], face) > w })
	return ends[max(0, n-1)]
}

// maxShown bounds the bytes of text one label is laid out from. A card or a row shows a few
// lines; a file's 20,000-character title or key must cost no more to lay out than those
// (each string measured is shaped and cached for the frame).
const maxShown = 2048

// maxLabel bounds the bytes of any label's text (help pages are the longest, at a few KiB).
const maxLabel = 16 << 10

// shorten cuts s to at most n bytes, at a character's start, ending it in "…" when it cut.
func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// textCuts counts the texts cut to fit ("…") since the program began: the layout tests
// read it around a frame, and every screen must draw its own words whole at every UI scale.
var textCuts int

// measure is how wide text is in face (tests count its calls).
var measure = game.TextWidth

// fit cuts one line to fit w in face, ending it in " …"; more asks for the " …" even when the
// line fits (lines after it were dropped). It measures the line once and then finds the cut
// by halving: about log₂ of its length measurements, however long the line.
func fit(line string, face text.Face, w float64, more bool) string {
	if !more && measure(line, face) <= w {
		return line
	}
	textCuts++
	line = shorten(line, maxShown)
	cut := func(n int) string { return strings.TrimRight(line[:n], " ,.;:…") + " …" }
	// starts are the byte offsets a cut may fall at: the start of each character.
	starts := make([]int, 0, len(line)+1)
	for i := range line {
		starts = append(starts, i)
	}
	starts = append(starts, len(line))
	lo, hi := 0, len(starts)-1 // cut(starts[lo]) fits or lo is 0; find the longest that fits
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if measure(cut(starts[mid]), face) <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return "…"
	}
	return cut(starts[lo])
}

// clip keeps the first n lines, each cut to fit w, ending the last kept one with "…" when
// some were dropped.
func clip(lines []string, n int, face text.Face, w float64) []string {
	out := make([]string, 0, min(len(lines), n))
	for i, ln := range lines[:min(len(lines), n)] {
		out = append(out, fit(ln, face, w, i == n-1 && len(lines) > n))
	}
	return out
}

// paragraph is s wrapped to w and cut to at most n lines, as one string.
func paragraph(s string, face text.Face, w float64, n int) string {
	return strings.Join(clip(wrap(shorten(s, maxShown), face, w), n, face, w), "\n")
}

// cutLine is s on one line cut to fit w, for a title or a name from a file.
func cutLine(s string, face text.Face, w float64) string {
	return paragraph(strings.ReplaceAll(s, "\n", " "), face, w, 1)
}

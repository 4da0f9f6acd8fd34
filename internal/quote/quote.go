package quote

// Quote: a string from a file, in double quotes, escaped and cut.

import (
	"strconv"
	"unicode/utf8"
)

// MaxRunes is the most characters of a string Quote shows; a longer one is cut there and
// marked with "…" and its length.
const MaxRunes = 60

// Quote returns s as a message shows text read from a file: in double quotes, with Go's
// escapes for every character that is not printable (control characters such as ESC, BEL,
// NUL and line breaks, bidirectional overrides such as U+202E, and bytes that are not UTF-8),
// and cut after MaxRunes characters: `"WWW…" (200000 characters)`. The result is one line of
// printable text, whatever s holds.
func Quote(s string) string {
	n := utf8.RuneCountInString(s)
	if n <= MaxRunes {
		return strconv.Quote(s)
	}
	cut, k := 0, 0
	for i := range s {
		if k == MaxRunes {
			cut = i
			break
		}
		k++
	}
	q := strconv.Quote(s[:cut])
	return q[:len(q)-1] + `…" (` + strconv.Itoa(n) + " characters)"
}

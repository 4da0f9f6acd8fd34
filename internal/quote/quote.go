package quote

// Quote: a string from a file, in double quotes, escaped and cut.

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxRunes is the most characters of a string Quote shows: a longer one is cut in the middle
// (its start and its end are shown, so that a long path keeps its file's name) and marked with
// "…" and its length.
const MaxRunes = 60

// headRunes of the MaxRunes shown come from the start, the rest from the end.
const headRunes = 40

// Quote returns s as a message shows text read from a file: in double quotes, with Go's
// escapes for every character that is not printable (control characters such as ESC, BEL,
// NUL and line breaks, bidirectional overrides such as U+202E, and bytes that are not UTF-8),
// and cut in the middle past MaxRunes characters: `"WWW…WWW" (200000 characters)`. The result
// is one line of printable text, whatever s holds.
func Quote(s string) string {
	n := utf8.RuneCountInString(s)
	if n <= MaxRunes {
		return strconv.Quote(s)
	}
	head, tail, k := 0, 0, 0
	for i := range s {
		if k == headRunes {
			head = i
		}
		if k == n-(MaxRunes-headRunes) {
			tail = i
			break
		}
		k++
	}
	h, t := strconv.Quote(s[:head]), strconv.Quote(s[tail:])
	return h[:len(h)-1] + "…" + t[1:] + " (" + strconv.Itoa(n) + " characters)"
}

// Escape returns s with Go's escapes for every character that is not printable, as Quote
// writes them, and the rest as it is, without quotes: for a message of another package that
// may hold text from the file (an XML decoder's "invalid XML name: \ufeff"). Past
// MaxEscaped characters it is cut in the middle, as Quote cuts: "…" and the length. It
// returns s itself when s is printable and short.
func Escape(s string) string {
	n := utf8.RuneCountInString(s)
	if n > MaxEscaped {
		head, tail, k := 0, 0, 0
		for i := range s {
			if k == MaxEscaped-MaxRunes {
				head = i
			}
			if k == n-MaxRunes/2 {
				tail = i
				break
			}
			k++
		}
		return escape(s[:head]) + "…" + escape(s[tail:]) + " (" + strconv.Itoa(n) + " characters)"
	}
	if Printable(s) && utf8.ValidString(s) {
		return s
	}
	return escape(s)
}

// MaxEscaped is the most characters of a message Escape shows whole.
const MaxEscaped = 200

// escape is Escape without the cut.
func escape(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteString(`\x` + strconv.FormatUint(uint64(s[0])|0x100, 16)[1:])
		case unicode.IsPrint(r):
			b.WriteString(s[:n])
		default:
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		}
		s = s[n:]
	}
	return b.String()
}

// Printable reports whether s is one line of printable text, as Quote's results are and every
// message of the game's loaders is (their fuzz targets check it).
func Printable(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) < 0
}

package cli

// Printable text: what a command echoes from a file, made safe for a terminal and cut to a readable length.

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxEchoed is the most characters of one line a command echoes from a file: a 15 MB field
// becomes a line cut short, not a 15 MB line.
const maxEchoed = 400

// printable returns s as it may go to a terminal: control characters (escape sequences, NUL
// bytes, line breaks), bidirectional controls and bytes that are not UTF-8 written as \xNN or
// \u escapes, and the text cut after max characters with a note of how much more there was.
func printable(s string, max int) string {
	var b strings.Builder
	n := 0
	for i := 0; i < len(s); {
		if n >= max {
			fmt.Fprintf(&b, "… (%d more bytes)", len(s)-i)
			break
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\t':
			b.WriteByte(' ')
		case r < 0x80 && unicode.IsControl(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
		n++
	}
	return b.String()
}

// printableError is an error whose message is printable (errors.Is and As still see the
// error inside).
type printableError struct{ err error }

func (e printableError) Error() string { return printable(e.err.Error(), 2*maxEchoed) }
func (e printableError) Unwrap() error { return e.err }

// echoable wraps err so that its message is printable; nil stays nil.
func echoable(err error) error {
	if err == nil {
		return nil
	}
	return printableError{err}
}

package strictjson

// Paths into a JSON document, and the offset of a path and the line and column of an offset.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"skirmish/internal/quote"
)

// Path is where a value sits in a document: object keys (string) and list indexes (int),
// from the top. The empty path is the whole document.
type Path []any

// String writes the path as messages do: "actions[4].unit"; "" for the whole document. A key
// that is not plain text on one line (a line break, a quote, a dot, a control character, bytes
// that are not UTF-8, over 40 characters) is written quoted (quote.Quote) and cut short, as in
// `options["\n"]`, so that a message stays one readable line whatever a file's keys.
func (p Path) String() string {
	var b strings.Builder
	for _, s := range p {
		switch s := s.(type) {
		case string:
			if !plainKey(s) {
				b.WriteString("[" + quote.Quote(s) + "]")
				continue
			}
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(s)
		case int:
			b.WriteString("[" + strconv.Itoa(s) + "]")
		}
	}
	return b.String()
}

// plainKey reports whether a key may stand in a path unquoted.
func plainKey(s string) bool {
	if s == "" || !utf8.ValidString(s) || utf8.RuneCountInString(s) > 40 {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) || strings.ContainsRune(`."[]\`, r) || unicode.Is(unicode.Bidi_Control, r) {
			return false
		}
	}
	return true
}

// With returns p extended by steps (keys and indexes), never sharing p's backing array.
func (p Path) With(steps ...any) Path {
	return append(p[:len(p):len(p)], steps...)
}

// key writes p as a map key: unlike String, no two paths share one.
func (p Path) key() string {
	var b strings.Builder
	for _, s := range p {
		switch s := s.(type) {
		case string:
			b.WriteString(strconv.Itoa(len(s)))
			b.WriteByte('"')
			b.WriteString(s)
		case int:
			b.WriteString("[" + strconv.Itoa(s) + "]")
		}
	}
	return b.String()
}

// Locate returns the offset where the value at p starts in data, a JSON document read
// without a Go type. Where p goes through a key or index that is not there, or data's JSON
// breaks off before it, Locate returns the start of the deepest value on p that it found
// (the object missing the key); the top value's start at worst.
func Locate(data []byte, p Path) int {
	dec := json.NewDecoder(bytes.NewReader(data))
	at := func() int { return skipSpace(data, int(dec.InputOffset())) }
	off := at()
	for _, step := range p {
		tok, err := dec.Token()
		if err != nil {
			return off
		}
		found := false
		switch s := step.(type) {
		case string:
			if tok != json.Delim('{') {
				return off
			}
			for !found && dec.More() {
				k, err := dec.Token()
				if err != nil {
					return off
				}
				if found = k == s; !found && dec.Decode(new(json.RawMessage)) != nil {
					return off
				}
			}
		case int:
			if tok != json.Delim('[') {
				return off
			}
			for i := 0; !found && dec.More(); i++ {
				if found = i == s; !found && dec.Decode(new(json.RawMessage)) != nil {
					return off
				}
			}
		}
		if !found {
			return off
		}
		off = at()
	}
	return off
}

// LineCol returns the 1-based line and column (in characters, not bytes) of the byte at
// offset off of data; an offset outside data counts as its nearest end.
func LineCol(data []byte, off int) (line, col int) {
	off = max(0, min(off, len(data)))
	before := data[:off]
	line = 1 + bytes.Count(before, []byte{'\n'})
	start := bytes.LastIndexByte(before, '\n') + 1
	return line, 1 + utf8.RuneCount(before[start:])
}

// skipSpace returns the offset where the token after offset i starts: past white space and
// one separator (',' or ':') between tokens.
func skipSpace(data []byte, i int) int {
	sep := false
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\r', '\n':
			i++
		case ',', ':':
			if sep {
				return i
			}
			sep = true
			i++
		default:
			return i
		}
	}
	return i
}

// bom is the UTF-8 byte order mark some editors (Windows Notepad) write first in a file.
var bom = []byte("\xef\xbb\xbf")

// TrimBOM drops a UTF-8 byte order mark from the start of data, which JSON does not allow but
// editors write: every JSON loader accepts a file that starts with one.
func TrimBOM(data []byte) []byte { return bytes.TrimPrefix(data, bom) }

// InvalidUTF8 returns the offset of the first byte of data that is not UTF-8, or -1 if data
// is UTF-8 text. encoding/json would put U+FFFD in its place without a word: a loader refuses
// the file instead, naming the line and column (NotUTF8).
func InvalidUTF8(data []byte) int {
	if utf8.Valid(data) {
		return -1
	}
	for off := 0; off < len(data); {
		r, n := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && n <= 1 {
			return off
		}
		off += n
	}
	return -1
}

// NotUTF8 words a file that is not UTF-8 text at offset off of data: its line, and "column 9:
// not UTF-8 text (byte 0xff): save the file as UTF-8".
func NotUTF8(data []byte, off int) (line int, msg string) {
	line, col := LineCol(data, off)
	return line, fmt.Sprintf("column %d: not UTF-8 text (byte 0x%02x): save the file as UTF-8", col, data[off])
}

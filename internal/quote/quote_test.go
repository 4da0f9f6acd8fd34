package quote

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestQuote(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"plain text", "Warrior 1", `"Warrior 1"`},
		{"an escape sequence that sets a terminal's title and clears it", "\x1b]0;pwned\x07\x1b[2J", `"\x1b]0;pwned\a\x1b[2J"`},
		{"a NUL byte and a line break", "a\x00b\nc", `"a\x00b\nc"`},
		{"a right-to-left override", "ab\u202ecd", `"ab\u202ecd"`},
		{"bytes that are not UTF-8", "A\xffn", `"A\xffn"`},
		{"a quote and a backslash", `say "hi"\`, `"say \"hi\"\\"`},
		{"letters beyond ASCII stay", "Brünhild ✓", `"Brünhild ✓"`},
		{"60 characters are shown whole", strings.Repeat("é", 60), `"` + strings.Repeat("é", 60) + `"`},
		{"61 are cut to 40 and the last 20", strings.Repeat("W", 30) + strings.Repeat("x", 31), `"` + strings.Repeat("W", 30) + strings.Repeat("x", 10) + `…` + strings.Repeat("x", 20) + `" (61 characters)`},
		{"200,000 likewise", strings.Repeat("W", 200000), `"` + strings.Repeat("W", 40) + `…` + strings.Repeat("W", 20) + `" (200000 characters)`},
		{"a long path keeps its file's name", "/home/ann/.config/skirmish/maps/my very own maps/caverns/deep/the-crypt.tmx",
			`"/home/ann/.config/skirmish/maps/my very …s/deep/the-crypt.tmx" (75 characters)`},
		{"a cut never splits an escape", strings.Repeat("\x1b", 1) + strings.Repeat("é", 80) + "\x00", `"\x1b` + strings.Repeat("é", 39) + `…` + strings.Repeat("é", 19) + `\x00" (82 characters)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Quote(c.in)
			if got != c.want {
				t.Errorf("Quote(%.80q) = %s, want %s", c.in, got, c.want)
			}
			if !Printable(got) {
				t.Errorf("Quote(%.80q) = %s is not printable", c.in, got)
			}
		})
	}
}

// Escape leaves a message of another package as it is but for what cannot be shown: an XML
// decoder's error naming a byte order mark (a fuzzed .tmx) once put U+FEFF in a map's problem.
func TestEscape(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"a printable message stays", `element <map> closed by </layer>`, `element <map> closed by </layer>`},
		{"a byte order mark in a name", "invalid XML name: \ufeff", `invalid XML name: \ufeff`},
		{"an escape sequence", "name \x1b]0;pwned\x07", `name \x1b]0;pwned\a`},
		{"bytes not UTF-8", "A\xffn", `A\xffn`},
		{"letters beyond ASCII stay", "Brünhild ✓", "Brünhild ✓"},
		// a fuzzed .tmx: an XML name of 4,000 bytes not UTF-8
		{"a long message is cut", "invalid XML name: " + strings.Repeat("\xe5", 4000),
			"invalid XML name: " + strings.Repeat(`\xe5`, 122) + "…" + strings.Repeat(`\xe5`, 30) + " (4018 characters)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Escape(c.in); got != c.want || !Printable(got) {
				t.Errorf("Escape(%q) = %s, want %s", c.in, got, c.want)
			}
		})
	}
}

func FuzzQuote(f *testing.F) {
	f.Add("\x1b[2J\u202e\xff")
	f.Fuzz(func(t *testing.T, s string) {
		got := Quote(s)
		for _, r := range got {
			if !unicode.IsPrint(r) {
				t.Fatalf("Quote(%q) = %q holds %U", s, got, r)
			}
		}
		if e := Escape(s); !Printable(e) || !utf8.ValidString(e) {
			t.Fatalf("Escape(%q) = %q is not printable", s, e)
		}
		if len(got) > 4*4*MaxRunes+40 {
			t.Fatalf("Quote of %d bytes is %d bytes long", len(s), len(got))
		}
	})
}

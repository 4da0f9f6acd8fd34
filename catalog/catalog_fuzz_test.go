package catalog

// Fuzz test of the catalog parser: no panic, a bounded error naming the file, and every
// catalog it accepts passes Check and expands.

import (
	"os"
	"strings"
	"testing"

	"skirmish/internal/quote"
)

func FuzzParseCatalog(f *testing.F) {
	delvers, err := os.ReadFile("../combat/rules/delvers/catalog.json")
	if err != nil {
		f.Fatal(err)
	}
	small := catalogOf(`{"party": ["warrior", "orc"]}`, heroEntry, orcEntry)
	for _, seed := range []string{
		string(delvers),
		small,
		string(delvers[:len(delvers)/2]), // truncated
		strings.Replace(string(delvers), `"1d8"`, `"1x8"`, 1), // bad dice
		strings.Replace(string(delvers), `"2/13"`, `"2/"`, 1), // bad shock
		strings.Replace(string(delvers), `"hp": 12`, `"hp": "12"`, 1),
		strings.Replace(string(delvers), `"ac": 16`, `"ac": 16, "ac": 17`, 1),
		strings.Replace(string(delvers), `"warrior"`, `"Warrior"`, 1),
		strings.Replace(small, `"orc"]`, `"troll"]`, 1), // unknown group member
		small + "{}",
		"\xef\xbb\xbf" + small,
		`{"entries": [{"id": "x", "weapons": [{"damage": "100d1000+100"}]}]}`,
		`{"entries": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}`,
		`{"entries": [{"hp": 1e999999}]}`,
		`{"groups": {"a": ["a"]}, "entries": [{"id": "a"}]}`,
		`{"entries": [{"id": "\ud800"}]}`,
		strings.Replace(string(delvers), `"Warrior"`, "\"W\xffrrior\"", 1), // not UTF-8: refused with its line
		strings.Replace(string(delvers), `"hp": 12`, `"hp": 4611686018427387904, "size": 1e9, "speed": 1000000000`, 1),
		`{"entries": [], "` + strings.Repeat("k", 20000) + `": 1}`,
		``,
		`null`,
		`{"entries": [{"id": "\u001b]0;pwned\u0007", "name": "\u202eevil"}]}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse("fuzz.json", data)
		if err != nil {
			msg := err.Error()
			if !strings.HasPrefix(msg, "fuzz.json") {
				t.Errorf("error does not name the file: %q", msg)
			}
			if len(msg) > 20000 {
				t.Errorf("error is %d bytes long", len(msg))
			}
			for _, line := range strings.Split(msg, "\n") { // one problem a line
				if !quote.Printable(line) {
					t.Fatalf("a problem is not printable: %.300q", line)
				}
			}
			if _, again := Parse("fuzz.json", data); again == nil || again.Error() != msg {
				t.Errorf("a second parse gave a different error:\n%v\n%v", err, again)
			}
			return
		}
		if err := Check(c); err != nil {
			t.Fatalf("ParseCatalog accepted a catalog that fails Check: %v", err)
		}
		for _, id := range c.IDs() {
			if _, err := c.Expand(id, 3); err != nil {
				t.Fatalf("Expand(%q): %v", id, err)
			}
		}
	})
}

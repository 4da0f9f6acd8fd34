package campaign

// FuzzParse: no input makes the campaign loader panic, hang or answer without naming the file on one line.

import (
	"os"
	"strings"
	"testing"
)

func FuzzParse(f *testing.F) {
	if data, err := os.ReadFile("testdata/crypt-road.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"rules": "age13", "options": {"edition": "2", "meaningful-death": "on"}, "party": [{"name": "A", "kind": "fighter", "level": 10, "potions": 10}], "maps": ["a"]}`))
	f.Add([]byte(`{"rules": "age13", "party": [{"name": " ", "kind": ""}], "maps": [""]}`))
	f.Add([]byte(`{"rules": "age13", "heal_up_every": -1, "max_rounds": 1e9}`))
	f.Add([]byte(`{"party": [[[[[[[[[[]]]]]]]]]]}`))
	f.Add([]byte("{\"title\": \"\\u00e9\\ud800\", \"maps\": [\"\\n\"]}"))
	f.Add([]byte(`{"rules": "age13", "options": null}`))
	// issue 22's hostile files: a byte order mark, a name not UTF-8, a device as a map, a long key
	f.Add([]byte("\xef\xbb\xbf{\"rules\": \"age13\", \"party\": [{\"name\": \"A\", \"kind\": \"fighter\"}], \"maps\": [\"a.tmx\"]}"))
	f.Add([]byte("{\"rules\": \"age13\", \"party\": [{\"name\": \"A\xff\", \"kind\": \"fighter\"}], \"maps\": [\"/dev/zero\"]}"))
	f.Add([]byte(`{"title": "` + strings.Repeat("W", 3000) + `", "` + strings.Repeat("k", 20000) + `": 1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 64<<10 {
			return // the size limit is its own check; keep each case fast
		}
		c, err := Parse("fuzz.json", data)
		if err != nil {
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("error %T is not an *Error: %v", err, err)
			}
			if msg := e.Error(); strings.ContainsAny(msg, "\r\n") || !strings.HasPrefix(msg, "fuzz.json") {
				t.Fatalf("error is not one line naming the file: %q", msg)
			}
			return
		}
		if len(c.Party) == 0 || len(c.Party) > MaxParty || len(c.Maps) == 0 || len(c.Maps) > MaxMaps {
			t.Fatalf("limits not kept: %d heroes, %d maps", len(c.Party), len(c.Maps))
		}
		for _, m := range c.Party {
			if _, err := m.Sheet(); err != nil {
				t.Fatalf("a hero the loader accepted has no sheet: %v", err)
			}
		}
		if _, err := Start(c, 1); err != nil {
			t.Fatalf("a campaign the loader accepted cannot start: %v", err)
		}
	})
}

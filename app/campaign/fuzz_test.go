package campaign

// FuzzParse: no input makes the campaign loader panic, hang or answer without naming the file on one line.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/internal/quote"
)

func FuzzParse(f *testing.F) {
	if data, err := os.ReadFile("testdata/crypt-road.json"); err == nil {
		f.Add(data)
	}
	hostile, _ := filepath.Glob("testdata/hostile/map-*.json")
	for _, p := range hostile {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
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
			if msg := e.Error(); !quote.Printable(msg) || !strings.HasPrefix(msg, "fuzz.json") {
				t.Fatalf("error is not one printable line naming the file: %.300q", msg)
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

// FuzzState: no state file makes the state reader panic, or answer with anything but one
// printable line naming the file; a state it accepts plays on.
func FuzzState(f *testing.F) {
	c, err := Load("testdata/crypt-road.json", testMaps)
	if err != nil {
		f.Fatal(err)
	}
	st, err := Start(c, 1)
	if err != nil {
		f.Fatal(err)
	}
	good, _ := json.Marshal(st)
	f.Add(good)
	for _, r := range [][2]string{
		{`"next":0`, `"next":-1`},
		{`"campaign":"The Crypt Road"`, `"campaign":"\u001b]0;pwned\u0007\u001b[2J"`},
		{`"name":"Brann"`, `"name":"` + strings.Repeat("W", 2000) + `"`},
		{`"version":1`, `"version":9`},
		{`"battles":[]`, `"battles":[{"map":"x","outcome":"won","rounds":2,"fell":["\u202e"]}]`},
	} {
		f.Add([]byte(strings.Replace(string(good), r[0], r[1], 1)))
	}
	f.Add([]byte("\xef\xbb\xbf{}"))
	states, _ := filepath.Glob("testdata/hostile/state-*.json")
	for _, p := range states {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 64<<10 {
			return
		}
		st, err := ParseState("fuzz.json", data, c)
		if err != nil {
			if msg := err.Error(); !strings.HasPrefix(msg, "campaign state fuzz.json") || !quote.Printable(msg) {
				t.Fatalf("error is not one printable line naming the file: %.300q", msg)
			}
			return
		}
		if !st.Over {
			if _, err := NextBattle(c, st); err != nil {
				t.Fatalf("a state the reader accepted has no next battle: %v", err)
			}
		}
	})
}

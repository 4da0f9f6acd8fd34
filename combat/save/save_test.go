package save

// Tests of the format: a save round-trips and replays to the same battle, reactions included;
// each kind of bad file is refused with its kind, a message that says what to do, and the
// file left as it was.

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

func TestSaveLoadReplaysTheSameBattle(t *testing.T) {
	for _, bt := range []battle{
		{Map: "field.tmx", Seed: 1},
		{Map: "fort.tmx", Seed: 2, Rounds: 2},     // saved in the middle of the battle
		{Map: "crypt.tmx", Seed: 3, Random: true}, // reactions taken and declined at random
		{Map: "field.tmx", Seed: 4, Random: true, Rounds: 1},
		{Map: "hex/cairn-hill.tmx", Seed: 5, Random: true},                    // on hexes
		{Map: "crypt.tmx", Seed: 5, Rules: "d20lite"},                         // the d20 rules: points, AoOs, full attacks
		{Map: "fort.tmx", Seed: 6, Rules: "d20lite", Random: true, Rounds: 3}, // d20 reactions taken and declined
	} {
		f, b := saved(t, bt)
		p := writeSave(t, t.TempDir(), "a.json", f)
		g, err := Load(p, testPlaces)
		if err != nil {
			t.Fatalf("%s seed %d: %v", bt.Map, bt.Seed, err)
		}
		want, _ := LogHash(b.Log)
		got, _ := LogHash(g.Battle.Log)
		if got != want || len(g.Battle.Log) != len(b.Log) {
			t.Errorf("%s seed %d: replayed %d events (hash %s), played %d (hash %s)", bt.Map, bt.Seed,
				len(g.Battle.Log), short(got), len(b.Log), short(want))
		}
		if g.Battle.Round != b.Round || g.Battle.Over != b.Over || g.Battle.Winner != b.Winner {
			t.Errorf("%s seed %d: replay ends in round %d over=%v winner %q, the battle in round %d over=%v winner %q",
				bt.Map, bt.Seed, g.Battle.Round, g.Battle.Over, g.Battle.Winner, b.Round, b.Over, b.Winner)
		}
		if g.Battle.Reactor != nil {
			t.Errorf("the loaded battle keeps the replay's reactor")
		}
		// the loaded game saves again to the same bytes
		again, err := New(g.Setup, g.Battle, Info{Title: f.Title, Saved: when})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(marshal(t, again), marshal(t, f)) {
			t.Errorf("%s seed %d: saving the loaded game gives other bytes", bt.Map, bt.Seed)
		}
	}
}

func TestReactionsAreRecorded(t *testing.T) {
	// Random answers take some reactions and decline others; the save lists exactly the
	// ones taken, and without them the battle does not replay.
	taken := 0
	for seed := uint64(1); seed <= 6 && taken == 0; seed++ {
		f, b := saved(t, battle{Map: "crypt.tmx", Seed: seed, Random: true})
		n := 0
		for _, e := range b.Log {
			if _, ok := e.(combat.Reacted); ok {
				n++
			}
		}
		if len(f.Reactions) != n {
			t.Fatalf("seed %d: %d reactions in the log, %d in the save", seed, n, len(f.Reactions))
		}
		if n == 0 {
			continue
		}
		taken = n
		f.Reactions = nil
		f.Result.LogSHA256 = strings.Repeat("0", 64)
		g, err := f.Load("no-reactions.json", testPlaces)
		if err == nil || !errors.Is(err, ErrHashMismatch) {
			t.Errorf("seed %d: a save without its %d reactions replays (%v, %v)", seed, n, g, err)
		}
	}
	if taken == 0 {
		t.Fatal("no battle took a reaction; the test proves nothing")
	}
}

func TestMarshalIsStable(t *testing.T) {
	f, _ := saved(t, battle{Map: "field.tmx", Seed: 7, Rounds: 1})
	a := marshal(t, f)
	g, err := Parse("a.json", a)
	if err != nil {
		t.Fatal(err)
	}
	if b := marshal(t, g); !bytes.Equal(a, b) {
		t.Errorf("parse and marshal again changes the bytes:\n%s\n---\n%s", a, b)
	}
	for i, line := range strings.Split(string(a), "\n") {
		if strings.HasPrefix(line, `    {"kind":`) || strings.HasPrefix(line, `  "`) || line == "  ]," || line == "{" || line == "}" || line == "" || strings.HasPrefix(line, `    {"name":`) || strings.HasPrefix(line, `    {"event":`) || line == "  ]" {
			continue
		}
		t.Errorf("line %d is not one field, unit, action or reaction: %q", i+1, line)
	}
}

// refusal is a bad save and what Read or Load must say about it.
type refusal struct {
	name string
	// bad turns a good save's bytes (and its folder) into the bad file's bytes.
	bad func(t *testing.T, data []byte, dir string) []byte
	// kind is the error kind; words must all be in the message.
	kind  error
	words []string
}

func TestRefusals(t *testing.T) {
	f, _ := saved(t, battle{Map: "field.tmx", Seed: 11, Rounds: 2})
	good := marshal(t, f)
	replace := func(old, new string) func(*testing.T, []byte, string) []byte {
		return func(t *testing.T, data []byte, _ string) []byte {
			if !bytes.Contains(data, []byte(old)) {
				t.Fatalf("the save has no %q", old)
			}
			return bytes.Replace(data, []byte(old), []byte(new), 1)
		}
	}
	cases := []refusal{
		{"truncated", func(_ *testing.T, d []byte, _ string) []byte { return d[:812] }, ErrTruncated,
			[]string{"truncated at byte 812", "incomplete", "load the backup a.json.bak or another save"}},
		{"empty", func(*testing.T, []byte, string) []byte { return nil }, ErrTruncated, []string{"truncated at byte 0", "empty"}},
		{"zero-filled tail", func(_ *testing.T, d []byte, _ string) []byte {
			return append(d[:500:500], make([]byte, 4096)...)
		}, ErrTruncated, []string{"truncated at byte 500", "zero bytes"}},
		{"not JSON", func(*testing.T, []byte, string) []byte { return []byte("{\n  \"format\": 1,\n  oops\n}") }, ErrDamaged,
			[]string{"damaged at line 3, column 3", "'o' where a field's name in double quotes should begin"}},
		{"not an object", func(*testing.T, []byte, string) []byte { return []byte(`[1, 2]`) }, ErrDamaged, []string{"not a save", "a JSON array"}},
		{"no format", replace(`"format": 2`, `"formats": 2`), ErrDamaged, []string{`no "format" field`}},
		{"wrong field", replace(`"seed":`, `"sead":`), ErrDamaged, []string{"damaged at line", `unknown field "sead"`}},
		{"wrong type", replace(`"kind":"end_turn"`, `"kind":7`), ErrDamaged, []string{"actions[", "kind: want a string, not a number"}},
		{"bad sheet", replace(`"hp":`, `"hp":-`), ErrDamaged, []string{"units[0]", "hp"}},
		{"bad hash", replace(f.Result.LogSHA256, "abc"), ErrDamaged, []string{"result.log_sha256", "not a SHA-256"}},
		{"newer", replace(`"format": 2`, `"format": 99`), ErrNewerVersion,
			[]string{"save format 99", "by Skirmish dev", "reads formats up to 2", "update Skirmish"}},
		{"newer with new fields", func(_ *testing.T, d []byte, _ string) []byte {
			return bytes.Replace(bytes.Replace(d, []byte(`"format": 2`), []byte(`"format": 3`), 1), []byte(`"seed":`), []byte(`"fog": true, "seed":`), 1)
		}, ErrNewerVersion, []string{"save format 3"}},
		{"too big", func(*testing.T, []byte, string) []byte { return make([]byte, MaxSize+1) }, ErrTooBig, []string{"over 16 MiB"}},
		{"unknown rules", replace(`"id":"delvers"`, `"id":"gurps"`), ErrUnknownRules, []string{`unknown ruleset "gurps"`}},
		{"another seed", replace(`"seed": 11`, `"seed": 12`), ErrHashMismatch, []string{"does not replay"}},
		{"an action changed", replace(`{"kind":"end_turn"}`, `{"kind":"end_turn","unit":"nobody"}`), ErrHashMismatch,
			[]string{"does not replay: action", "is refused", `no unit named "nobody"`}},
		{"a unit off the map", replace(`"pos":[`, `"pos":[999`), ErrDamaged, []string{"units[0]", "off the"}},
		{"hash differs", replace(f.Result.LogSHA256, strings.Repeat("0", 64)), ErrHashMismatch,
			[]string{"does not replay: the events' hash is " + f.Result.LogSHA256[:12], "recorded 000000000000"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			p := writeSave(t, dir, "a.json", f) // a good backup exists beside it once rewritten
			writeSave(t, dir, "a.json", f)
			data := c.bad(t, bytes.Clone(good), dir)
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(p, testPlaces)
			if err == nil {
				t.Fatal("loaded")
			}
			if !errors.Is(err, c.kind) {
				t.Errorf("error is not %v: %v", c.kind, err)
			}
			var se *Error
			if !errors.As(err, &se) || se.File != p {
				t.Errorf("not an *Error naming %s: %v", p, err)
			}
			msg := err.Error()
			t.Log(msg)
			if !strings.HasPrefix(msg, "save "+p+": ") || strings.Contains(msg, "\n") {
				t.Errorf("message does not start with the file, on one line: %q", msg)
			}
			for _, w := range c.words {
				if !strings.Contains(msg, w) {
					t.Errorf("message lacks %q: %s", w, msg)
				}
			}
			after, _ := os.ReadFile(p)
			if !bytes.Equal(after, data) {
				t.Error("the refused file was changed")
			}
		})
	}
}

// quoteJSON writes s as a JSON string.
func quoteJSON(s string) string {
	var b bytes.Buffer
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"', '\\':
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	b.WriteByte('"')
	return b.String()
}

func TestNewRefusesWhatWouldNotLoad(t *testing.T) {
	s, b := play(t, battle{Map: "field.tmx", Seed: 5, Rounds: 1})
	cases := []struct {
		name  string
		setup func(combat.Setup) combat.Setup
		words string
	}{
		{"no map file", func(s combat.Setup) combat.Setup {
			m, err := grid.Load(bundledMap("field.tmx"))
			if err != nil {
				t.Fatal(err)
			}
			m.Files = nil
			s.Map = m
			return s
		}, "not read from files"},
		{"another setup", func(s combat.Setup) combat.Setup { s.Units = s.Units[1:]; return s }, "the setup the battle was built from"},
		{"a sheet no catalog allows", func(s combat.Setup) combat.Setup {
			s.Units = append([]combat.UnitSetup(nil), s.Units...)
			s.Units[0].Sheet = s.Units[0].Sheet.Clone()
			s.Units[0].Sheet.Speed = 100000
			return s
		}, "speed"},
	}
	for _, c := range cases {
		if _, err := New(c.setup(s), b, Info{}); err == nil || !strings.Contains(err.Error(), c.words) {
			t.Errorf("%s: New gives %v, want an error saying %q", c.name, err, c.words)
		}
	}
}

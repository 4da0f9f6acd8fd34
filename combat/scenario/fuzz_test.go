package scenario

// FuzzParse: no input makes the scenario parser panic, hang or answer without a place.

import (
	"bytes"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/cpubench"
	"skirmish/internal/quote"
)

func FuzzParse(f *testing.F) {
	f.Add([]byte(duelWith(`{"unit": "Orc", "prompt": "rolled", "kind": "dodge", "take": false}`, `{"unit": "Ann", "kind": "run", "path": [[2,1],[3,1]]},
    {"unit": "Ann", "kind": "charge", "target": "Orc", "to": [2, 1], "weapon": "stick", "option": "x"},`)))
	for _, c := range badFiles {
		f.Add([]byte(c.text))
	}
	f.Add([]byte(`{"map": "m.tmx", "options": {"edition": "2"}, "sides": ["A"], "surprised": ["A"], "dice": {"seed": 18446744073709551615}}`))
	f.Add([]byte(`{"units": [{"name": "A", "stats": null, "conditions": ["prone", ""]}]}`))
	f.Add([]byte(`{"map": [[[[[[[[[[]]]]]]]]]]}`))
	f.Add([]byte("{\"title\": \"\\u00e9\\ud800\", \"map\": [\"\\n\"]}"))
	// issue 22's hostile files: a byte order mark, a name not UTF-8, numbers no catalog allows,
	// an unknown condition, an option Delvers lacks, a 20,000-character key, a map that is a device
	f.Add([]byte("\xef\xbb\xbf" + duelWith("", "")))
	f.Add([]byte(strings.Replace(duelWith("", ""), `"Ann"`, "\"A\xffn\"", 1)))
	f.Add([]byte(`{"rules": "delvers", "options": {"edition": "7"}, "map": ["#1.2#"], "units": [{"name": "A", "side": "A", "at": [1, 0], "conditions": ["bogus"], "stats": {"hp": 4611686018427387904, "size": 1e9, "speed": 1000000000}}]}`))
	f.Add([]byte(`{"map": "/dev/zero", "` + strings.Repeat("k", 20000) + `": 1}`))
	// issue 30's: sides past the cap, a unit named with escape sequences and conditions whose
	// sources are looked up among 1000 units
	f.Add([]byte(`{"rules": "delvers", "map": ["#####", "#...#", "#####"], "sides": [` + strings.Repeat(`"S",`, 150) + `"T"],
  "units": [{"name": "\u001b]0;pwned\u0007", "side": "S", "kind": "warrior", "at": [1, 1], "conditions": [{"name": "prone", "source": "nobody"}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 64<<10 {
			return // the limits are tested on their own; keep each case fast
		}
		s, err := Parse("fuzz.json", data)
		if err != nil {
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("error %T is not an *Error: %v", err, err)
			}
			msg := e.Error()
			if !quote.Printable(msg) {
				t.Fatalf("error is not one printable line: %.300q", msg)
			}
			if !strings.HasPrefix(msg, "fuzz.json") {
				t.Fatalf("error does not name the file: %q", msg)
			}
			if lines := bytes.Count(data, []byte{'\n'}) + 1; e.Line < 0 || e.Line > lines {
				t.Fatalf("error on line %d of a %d-line file: %q", e.Line, lines, msg)
			}
			return
		}
		if len(s.spec.Units) > MaxUnits || len(s.spec.Actions) > MaxActions || len(s.spec.Reactions) > MaxReactions {
			t.Fatalf("limits not kept: %d units, %d actions", len(s.spec.Units), len(s.spec.Actions))
		}
		if len(s.Actions()) != len(s.spec.Actions) {
			t.Fatal("Actions lost some")
		}
		// the battle it sets up (its map read, its units' sheets checked): an error is one
		// printable line too
		var err2 error
		took := cpubench.Time(func() {
			var setup combat.Setup
			if setup, err2 = s.Setup(); err2 == nil {
				_, err2 = s.newBattle(setup)
			}
		})
		if took > 2*time.Second {
			t.Errorf("setting the battle up took %v of CPU", took)
		}
		if err2 != nil && !quote.Printable(err2.Error()) {
			t.Fatalf("error is not one printable line: %.300q", err2.Error())
		}
	})
}

// A scenario holds the sides and units a map may: the same caps, named in one place (grid).
func TestScenarioLimitsAreTheMaps(t *testing.T) {
	for field, want := range map[string]int{"Sides": grid.MaxSides, "Surprised": grid.MaxSides, "Units": grid.MaxUnits} {
		sf, _ := reflect.TypeFor[spec]().FieldByName(field)
		if got := sf.Tag.Get("max"); got != strconv.Itoa(want) {
			t.Errorf("the scenario's %s hold at most %s, want %d", field, got, want)
		}
	}
}

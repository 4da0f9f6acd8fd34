package scenario

// FuzzParse: no input makes the scenario parser panic, hang or answer without a place.

import (
	"bytes"
	"strings"
	"testing"
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
			if strings.ContainsAny(msg, "\r\n") {
				t.Fatalf("error is not one line: %q", msg)
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
	})
}

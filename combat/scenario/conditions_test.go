package scenario

// Tests of a unit's starting conditions: by name, or naming their source.

import (
	"strings"
	"testing"
)

// TestConditionSource: a condition given as {"name", "source"} starts with that source (the
// charmer of a charmed unit, the source of a fear); a source that names no unit is an error.
func TestConditionSource(t *testing.T) {
	with := func(conds string) string {
		return strings.Replace(duelWith("", ""), `"kind": "orc", "at": [2, 1]}`, `"kind": "orc", "at": [2, 1], "conditions": `+conds+`}`, 1)
	}
	code, lines, stderr := runText(t, with(`["prone", {"name": "charmed", "source": "Ann"}]`))
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	cs := unitOf(t, lines[len(lines)-1], "Orc")["conditions"].([]any)
	if len(cs) != 2 || cs[0].(map[string]any)["name"] != "prone" || cs[1].(map[string]any)["name"] != "charmed" || cs[1].(map[string]any)["source"] != "Ann" {
		t.Fatalf("Orc's conditions %v, want prone and charmed by Ann", cs)
	}
	code, _, stderr = runText(t, with(`[{"name": "charmed", "source": "Bob"}]`))
	if code == ExitOK || !strings.Contains(stderr, `no unit is called "Bob"`) {
		t.Fatalf("exit %d, %q: want an error naming Bob", code, stderr)
	}
	code, _, stderr = runText(t, with(`[{"name": "charmed", "by": "Ann"}]`))
	if code == ExitOK {
		t.Fatalf("an unknown field was accepted: %q", stderr)
	}
}

// Tests of the campaign command: it plays the file, reports each battle and rest, saves the state and resumes from it.
package cli

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

func TestCampaignCommand(t *testing.T) {
	file := filepath.Join("..", "..", "combat", "campaign", "testdata", "crypt-road.json")
	state := filepath.Join(t.TempDir(), "road.json")
	var out bytes.Buffer
	if err := Campaign(&out, file, 3, state, false); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"Battle 1 of 5, Millbrook Field", "Then a quick rest.", "The Crypt Road: "} {
		if !strings.Contains(text, want) {
			t.Fatalf("the report lacks %q:\n%s", want, text)
		}
	}
	var again bytes.Buffer
	if err := Campaign(&again, file, 3, state, true); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(again.String(), "Resuming ") || !strings.Contains(again.String(), "The Crypt Road: ") {
		t.Fatalf("resuming a finished campaign:\n%s", again.String())
	}
	if err := Campaign(&again, file, 3, "", true); err == nil || !strings.Contains(err.Error(), "--resume needs --state") {
		t.Fatalf("--resume without --state: %v", err)
	}
}

package cli

// skirmish scenario FILE --save OUT: the scripted battle's save loads, replays to the events
// the scenario printed, and carries the scenario's inline map.

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/combat/save"
	"skirmish/combat/scenario"
)

func TestScenarioSave(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "duel.json")
	text := `{"title": "A duel", "rules": "delvers",
  "map": ["sides: Delvers, Undead", "#######", "#.....#", "#######"],
  "units": [
    {"name": "Ann", "side": "Delvers", "kind": "warrior", "at": [1, 1]},
    {"name": "Rot", "side": "Undead", "kind": "zombie", "at": [5, 1]}
  ],
  "dice": {"seed": 3, "forced": [8, 1]},
  "actions": [{"unit": "Ann", "kind": "charge", "target": "Rot"}, {"kind": "end_turn"}]}`
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "duel.save.json")
	var stdout, stderr, plain bytes.Buffer
	if code := Scenario(file, out, &stdout, &stderr); code != scenario.ExitOK {
		t.Fatalf("exit %d: %s %.2000s", code, stderr.String(), stdout.String())
	}
	if code := Scenario(file, "", &plain, &stderr); code != scenario.ExitOK || plain.String() != stdout.String() {
		t.Fatalf("with --save the scenario printed other lines than without")
	}
	g, err := save.Load(out, save.Places{})
	if err != nil {
		t.Fatal(err)
	}
	if g.File.Title != "A duel" || g.Disk.State != save.DiskNone || g.Battle.Map.Width != 7 || len(g.File.Actions) != 2 {
		t.Fatalf("the save: title %q, disk %v, a map %d wide, %d actions", g.File.Title, g.Disk.State, g.Battle.Map.Width, len(g.File.Actions))
	}
	// the replay gives the events the scenario printed, one a line before the state line
	events := strings.Count(stdout.String(), "\n") - 1
	if len(g.Battle.Log) != events {
		t.Fatalf("the save replays to %d events, the scenario printed %d", len(g.Battle.Log), events)
	}
	var replay strings.Builder
	if err := Replay(&replay, out, save.Places{}, false); err != nil || !strings.Contains(replay.String(), "Ann: charge Rot") {
		t.Fatalf("replay of the scenario's save: %v\n%s", err, replay.String())
	}
	// a save that cannot be written says so, and the exit code says the scenario failed
	if code := Scenario(file, filepath.Join(dir, "no", "such", "folder", "s.json"), &bytes.Buffer{}, &stderr); code != scenario.ExitBadFile {
		t.Fatalf("a save into no folder: exit %d", code)
	}
}

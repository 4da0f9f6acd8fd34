package mapkit

// Tests of the kit: written once into an empty folder, it plays with no problem; a folder that
// had it, or the player's own files, are left alone.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/app/mapcheck"
	"skirmish/combat"
	_ "skirmish/combat/rules/age13"
	_ "skirmish/combat/rules/d20lite"
	_ "skirmish/combat/rules/delvers"
	_ "skirmish/combat/rules/realms"
	"skirmish/grid"
	"skirmish/maps"
)

func TestEnsureWritesAPlayableKitOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "maps")
	wrote, err := Ensure(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(wrote) != 4 {
		t.Fatalf("wrote %v, want the project, the tileset, its picture and the example", wrote)
	}
	m, err := grid.Load(filepath.Join(dir, ExampleMap))
	if err != nil {
		t.Fatalf("the example does not load:\n%v", err)
	}
	if ps := mapcheck.Registered("").Check(m); len(ps) > 0 {
		t.Errorf("the example has problems:\n%v", ps)
	}
	if len(m.ObjectsOf(grid.ClassSpawn)) != 2 || m.Title != "My first map" || len(m.Sides) != 2 {
		t.Errorf("example: title %q, sides %v, objects %+v", m.Title, m.Sides, m.Objects)
	}
	for _, p := range []grid.Pos{{X: 7, Y: 1}, {X: 8, Y: 1}, {X: 7, Y: 2}, {X: 8, Y: 2}} {
		if m.At(p).Move != grid.MoveDifficult {
			t.Errorf("the example's mud zone leaves %v %+v, want difficult ground", p, m.At(p))
		}
	}
	project, _ := os.ReadFile(filepath.Join(dir, ProjectFile)) // its ruleset enum: every registered ruleset
	for _, id := range combat.RulesetIDs() {
		if !strings.Contains(string(project), `"`+id+`"`) {
			t.Errorf("the project file's ruleset enum lacks %s", id)
		}
	}
	example, _ := os.ReadFile(filepath.Join(dir, ExampleMap))
	for _, id := range combat.RulesetIDs() { // the starter kit's words name every ruleset
		if r, _ := combat.Rules(id); !strings.Contains(string(example), id+": "+r.Describe().Kit) {
			t.Errorf("the example does not name the ruleset %s", id)
		}
	}
	if s := Summary(dir, wrote); !strings.Contains(s, "example.tmx") || !strings.Contains(s, "skirmish.tiled-project") {
		t.Errorf("summary %q", s)
	}
	// A second time, and after the player removed the example: nothing is written.
	if err := os.Remove(filepath.Join(dir, ExampleMap)); err != nil {
		t.Fatal(err)
	}
	if again, err := Ensure(dir); err != nil || len(again) != 0 {
		t.Errorf("second Ensure wrote %v (%v)", again, err)
	}
}

// The player's own file of a kit file's name is never overwritten.
func TestEnsureKeepsThePlayersFiles(t *testing.T) {
	dir := t.TempDir()
	mine := filepath.Join(dir, ExampleMap)
	if err := os.WriteFile(mine, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	wrote, err := Ensure(dir)
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(mine); string(data) != "mine" || len(wrote) != 3 {
		t.Errorf("the player's example.tmx became %q; wrote %v", data, wrote)
	}
}

// The kit's project file lists the rulesets the game registers, whatever the bundled file's
// enum says.
func TestProjectEnumIsTheRegisteredRulesets(t *testing.T) {
	bundled, err := maps.FS.ReadFile(ProjectFile)
	if err != nil {
		t.Fatal(err)
	}
	stale := strings.Replace(string(bundled), `"realms"`, `"gone"`, 1)
	if stale == string(bundled) {
		t.Fatal("the bundled project file names no realms")
	}
	if got := withRulesets([]byte(stale)); string(got) != string(bundled) {
		t.Errorf("the kit's project file does not list the registered rulesets:\n%s", got)
	}
}

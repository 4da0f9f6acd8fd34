package rulestest

// The catalog checks every ruleset makes: the bundled maps' spawns, a user's file merged over
// the built-in catalog.

import (
	"os"
	"path/filepath"
	"testing"

	"skirmish/catalog"
	"skirmish/combat"
	"skirmish/grid"
)

// CheckSpawns loads every map the globs match (paths from the test's folder) and fails the
// test for each spawn c cannot give its count of units (combat.Catalog.Expand), naming the
// map and the id; with no map found it fails at once. It returns the maps read and the ids
// they spawn.
func CheckSpawns(t testing.TB, c *combat.Catalog, globs ...string) (maps []*grid.Map, spawned map[string]bool) {
	t.Helper()
	var paths []string
	for _, g := range globs {
		ps, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, ps...)
	}
	if len(paths) == 0 {
		t.Fatalf("no bundled maps found in %q", globs)
	}
	spawned = map[string]bool{}
	for _, p := range paths {
		m, err := grid.Load(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		maps = append(maps, m)
		for _, o := range m.ObjectsOf(grid.ClassSpawn) {
			spawned[o.Unit] = true
			if _, err := c.Expand(o.Unit, max(o.Count, 1)); err != nil {
				t.Errorf("%s: spawn %q: %v", filepath.Base(p), o.Unit, err)
			}
		}
	}
	return maps, spawned
}

// WriteFile writes text to a file name in dir and returns its path.
func WriteFile(t testing.TB, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// MergeUserFile merges a user's catalog file (path; "" for none) over rules' built-in
// catalog, as the game does with a file the player names (catalog.Merged, required).
func MergeUserFile(rules combat.Ruleset, path string) (*combat.Catalog, error) {
	return catalog.Merged(rules, path, true)
}

// CatalogParses checks a ruleset's embedded catalog file: parse (catalog.Parse, or the
// ruleset's own checked parse) reads it, and the built-in catalog cat passes catalog.Check.
func CatalogParses(t *testing.T, data []byte, parse func(name string, data []byte) (*combat.Catalog, error), cat *combat.Catalog) {
	t.Helper()
	if _, err := parse("catalog.json", data); err != nil {
		t.Fatal(err)
	}
	if err := catalog.Check(cat); err != nil {
		t.Fatal(err)
	}
}

package cli

// Tests of the catalog command: the built-in list, a user's file merged in, a broken file.

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "skirmish/combat/rules/delvers"
)

func TestCatalogCommand(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "mine.json")
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(good, []byte(`{"entries":[{"id":"orc","name":"Big orc","role":"creature","hp":30,"ac":15,"speed":30,
		"weapons":[{"name":"axe","kind":"melee","damage":"1d12"}]}]}`), 0o644)
	os.WriteFile(bad, []byte(`{"entries":[{"id":"orc","hp":"x"}]}`), 0o644)
	cases := []struct {
		name, file string
		ok         bool
		out, err   string
	}{
		{"the built-in catalog lists the heroes", "", true, "warrior", ""},
		{"a user's entry replaces the built-in one with its id", good, true, "axe 1d12", ""},
		{"a broken file names the file, the line and the field", bad, false, "", "bad.json:1:"},
		{"a missing file given by name is an error", filepath.Join(dir, "none.json"), false, "", "none.json"},
	}
	t.Setenv("XDG_CONFIG_HOME", dir) // no default user file here
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errw bytes.Buffer
			if ok := Catalog(&out, &errw, "delvers", c.file); ok != c.ok {
				t.Fatalf("ok = %v, want %v; stderr %s", ok, c.ok, errw.String())
			}
			if !strings.Contains(out.String(), c.out) || !strings.Contains(errw.String(), c.err) {
				t.Fatalf("stdout %q\nstderr %q\nwant %q / %q", out.String(), errw.String(), c.out, c.err)
			}
		})
	}
}

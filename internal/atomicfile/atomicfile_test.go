package atomicfile

// Tests for atomic replacement: new contents, no temporary files left, the old file kept on failure.

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "state.json")
	stale := filepath.Join(dir, ".state.json.123"+TempSuffix)
	other := filepath.Join(dir, ".other.json.456"+TempSuffix)
	for _, f := range []string{path, stale, other} {
		if err := os.WriteFile(f, []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		name   string
		before func() error
		want   string // the file's contents after
		fails  bool
	}{
		{"replaces the contents", nil, "new", false},
		{"runs the last step before the rename, with the old file in place", func() error {
			if b, _ := os.ReadFile(path); string(b) != "new" {
				return errors.New("the old file is gone before the rename")
			}
			return nil
		}, "newer", false},
		{"a failed last step leaves the old file", func() error { return errors.New("no backup") }, "newer", true},
	}
	data := map[string]string{"replaces the contents": "new", "runs the last step before the rename, with the old file in place": "newer", "a failed last step leaves the old file": "newest"}
	for _, c := range cases {
		err := Write(path, []byte(data[c.name]), c.before)
		if (err != nil) != c.fails {
			t.Fatalf("%s: error %v", c.name, err)
		}
		if b, _ := os.ReadFile(path); string(b) != c.want {
			t.Errorf("%s: the file holds %q, want %q", c.name, b, c.want)
		}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if n := e.Name(); n != "state.json" && n != filepath.Base(other) {
				t.Errorf("%s: %s left in the folder", c.name, n)
			}
		}
	}
	if _, err := os.Stat(other); err != nil {
		t.Errorf("another file's temporary file was removed: %v", err)
	}
}

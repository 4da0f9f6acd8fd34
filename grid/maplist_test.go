package grid

// Test of MapFiles: every Tiled map under a folder, whatever its format, name case or subfolder.

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestMapFilesListsEveryMap(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a.tmx":             "<map/>",
		"B.TMX":             "<map/>",
		"sub/c.tmj":         "{}",
		"sub/deeper/d.json": `{"height":2,"layers":[],"orientation":"orthogonal","type":"map","width":2}`,
		"old.json":          `{"layers":[],"orientation":"orthogonal","width":2}`,
		"tiles/t.json":      `{"type":"tileset","tilewidth":32}`,
		"catalog.json":      `{"entries":[]}`,
		"tiles/t.tsx":       "<tileset/>",
		".hidden/e.tmx":     "<map/>",
		".a.tmx.tmp":        "<map/>",
		"notes.txt":         "floor",
	}
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, isDir := MapFiles(dir)
	var rel []string
	for _, p := range got {
		r, _ := filepath.Rel(dir, p)
		rel = append(rel, filepath.ToSlash(r))
	}
	want := []string{"B.TMX", "a.tmx", "old.json", "sub/c.tmj", "sub/deeper/d.json"}
	if !isDir || !slices.Equal(rel, want) {
		t.Errorf("MapFiles = %v (folder %v), want %v", rel, isDir, want)
	}
	if _, isDir := MapFiles(filepath.Join(dir, "a.tmx")); isDir {
		t.Error("a file taken for a folder")
	}
}

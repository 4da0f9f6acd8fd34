package save

// Saves of format 1, from before saves carried their map (testdata/format1, and the 13th Age
// save from before the action seam): they still load while their map is as it was, and a map
// edited since is refused as a changed map, never as a damaged save.

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFormat1SavesLoad(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "format1", "*.json"))
	paths = append(paths, filepath.Join("testdata", "age13-run-and-option.json"))
	if len(paths) < 6 {
		t.Fatalf("want the 5 format 1 seeds and the 13th Age save, got %v", paths)
	}
	for _, p := range paths {
		f, err := Read(p)
		if err != nil {
			t.Fatal(err)
		}
		if f.Format != 1 || len(f.Map.Files) > 0 {
			t.Fatalf("%s is of format %d with %d map files: not an old save", p, f.Format, len(f.Map.Files))
		}
		g, err := f.Load(p, testPlaces)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if g.Disk.State != DiskSame {
			t.Errorf("%s: disk state %v", p, g.Disk.State)
		}
		// saved again, it carries its map
		again, err := New(g.Setup, g.Battle, Info{Saved: when})
		if err != nil {
			t.Fatal(err)
		}
		if again.Format != Format || len(again.Map.Files) == 0 || again.Map.SHA256 != f.Map.SHA256 {
			t.Errorf("%s saved again: format %d, %d map files, map hash %s", p, again.Format, len(again.Map.Files), again.Map.SHA256)
		}
	}
}

// The case: a quicksave written by the game before saves carried their map, after the
// map was edited in the middle of the battle, names the edited map's hash; a wall now stands
// under a unit. Loading it says the map changed, not that the save is damaged.
func TestFormat1MapEditedInBattleIsNotDamage(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("testdata", "format1", "short.json"))
	if err != nil {
		t.Fatal(err)
	}
	pit, err := os.ReadFile(pitMap)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// Ann stands on (1,1), the pit's first deploy square: a wall there now
	edited := bytes.Replace(pit, []byte("#11..~"), []byte("##1..~"), 1)
	if bytes.Equal(edited, pit) {
		t.Fatal("the pit has no (1,1) to wall")
	}
	mp := writeBytes(t, dir, "pit.txt", edited)
	sum := sha256.Sum256(edited)
	oldSum := sha256.Sum256(pit)
	data := bytes.Replace(good, []byte(`"path":"testdata/pit.txt"`), []byte(`"path":`+quoteJSON(mp)), 1)
	pl := Places{Folders: []string{dir}}
	for _, c := range []struct {
		name  string
		data  []byte
		words string
	}{
		{"the hash of the map before", data, "changed since this save (hash " + hex.EncodeToString(oldSum[:])[:12]},
		{"the hash of the edited map", bytes.Replace(data, []byte(hex.EncodeToString(oldSum[:])), []byte(hex.EncodeToString(sum[:])), 1),
			`is not the map the battle began on: units[0] ("Ann") stood on square (1,1), which is a wall now`},
	} {
		p := writeBytes(t, dir, "quicksave.json", c.data)
		_, err := Load(p, pl)
		if !errors.Is(err, ErrMapChanged) || errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), c.words) {
			t.Errorf("%s: %v, want ErrMapChanged saying %s", c.name, err, c.words)
		}
	}
}

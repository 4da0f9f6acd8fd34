package save

// Tests of the saves folder: where it is, the load screen's listing with a bad file among good
// ones, and autosaves rotating to the newest few.

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"
)

func TestDirIsCreatedUnderTheConfigFolder(t *testing.T) {
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home) // Linux and the BSDs
	t.Setenv("HOME", home)            // macOS
	t.Setenv("AppData", home)         // Windows
	dir, err := Dir()
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS == "linux" && dir != filepath.Join(home, "skirmish", "saves") {
		t.Errorf("the saves folder is %s, want %s", dir, filepath.Join(home, "skirmish", "saves"))
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		t.Errorf("the saves folder %s was not created: %v", dir, err)
	}
}

func TestListShowsEverySaveAndTheBadOnesWithTheirError(t *testing.T) {
	dir := t.TempDir()
	f, _ := saved(t, battle{Map: "fort.tmx", Seed: 41, Rounds: 2})
	for i, name := range []string{"old.json", "new.json"} {
		f.Title = name
		f.Saved = when.Add(time.Duration(i) * time.Hour)
		writeSave(t, dir, name, f)
	}
	f.Saved = when.Add(2 * time.Hour)
	writeSave(t, dir, "new.json", f) // new.json.bak is the first new.json
	writeBytes(t, dir, "broken.json", []byte(`{"format": 1, "game": "dev", "units": [`))
	writeBytes(t, dir, "notes.txt", []byte("not a save"))
	writeBytes(t, dir, ".new.json.1.tmp", []byte("{"))
	if err := os.Mkdir(filepath.Join(dir, "folder.json"), 0o755); err != nil {
		t.Fatal(err)
	}

	list, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name)
	}
	// newest first by the time each save records; the broken file by its file time (now)
	want := []string{"broken.json", "new.json", "new.json.bak", "old.json"}
	if !slices.Equal(names, want) {
		t.Fatalf("listed %v, want %v", names, want)
	}
	broken, good, backup := list[0], list[1], list[2]
	if broken.Err == nil || !errors.Is(broken.Err, ErrTruncated) {
		t.Errorf("the broken file is listed with error %v, want a truncated save", broken.Err)
	}
	if good.Err != nil || good.Map != "Bandit Fort" || good.Rules != "delvers" || good.Round != f.Result.Round ||
		!slices.Equal(good.Sides, f.Sides) || !good.Saved.Equal(when.Add(2*time.Hour)) || good.Title != "new.json" {
		t.Errorf("new.json is listed as %+v", good)
	}
	if !backup.Backup || backup.Err != nil || !backup.Saved.Equal(when.Add(time.Hour)) {
		t.Errorf("the backup is listed as %+v", backup)
	}
}

func TestListOfAMissingFolderFails(t *testing.T) {
	if _, err := List(filepath.Join(t.TempDir(), "none")); err == nil {
		t.Error("listing a missing folder did not fail")
	}
}

func TestAutosaveKeepsTheNewest(t *testing.T) {
	dir := t.TempDir()
	f, _ := saved(t, battle{Map: "field.tmx", Seed: 42, Rounds: 1})
	writeSave(t, dir, "mine.json", f)
	var paths []string
	for range 5 {
		p, err := Autosave(dir, f, 3)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, filepath.Base(p))
	}
	if want := []string{"autosave-0001.json", "autosave-0002.json", "autosave-0003.json", "autosave-0004.json", "autosave-0005.json"}; !slices.Equal(paths, want) {
		t.Errorf("autosaves written as %v, want %v", paths, want)
	}
	list, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	var autos []string
	for _, e := range list {
		if e.Autosave {
			autos = append(autos, e.Name)
		}
		if e.Err != nil {
			t.Errorf("%s: %v", e.Name, e.Err)
		}
	}
	slices.Sort(autos)
	if want := []string{"autosave-0003.json", "autosave-0004.json", "autosave-0005.json"}; !slices.Equal(autos, want) {
		t.Errorf("autosaves kept: %v, want %v", autos, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "mine.json")); err != nil {
		t.Errorf("autosaving touched another save: %v", err)
	}
}

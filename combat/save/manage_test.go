package save

// Tests of managing the saves folder: Delete and Rename, and the list's hot-seat and fog labels.

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// names lists the files of dir.
func names(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, de := range des {
		out = append(out, de.Name())
	}
	return out
}

func TestDeleteRemovesThatSaveOnly(t *testing.T) {
	dir := t.TempDir()
	f, _ := saved(t, battle{Map: "fort.tmx", Seed: 41, Rounds: 1})
	writeSave(t, dir, "a.json", f)
	writeSave(t, dir, "a.json", f) // a.json.bak
	writeSave(t, dir, "b.json", f)
	writeBytes(t, dir, "notes.txt", []byte("not a save"))
	for _, tc := range []struct {
		name, file string
		ok         bool
		left       []string
	}{
		{"a save", "a.json", true, []string{"a.json.bak", "b.json", "notes.txt"}},
		{"a backup", "a.json.bak", true, []string{"b.json", "notes.txt"}},
		{"not a save", "notes.txt", false, []string{"b.json", "notes.txt"}},
		{"gone already", "a.json", false, []string{"b.json", "notes.txt"}},
	} {
		err := Delete(filepath.Join(dir, tc.file))
		if (err == nil) != tc.ok {
			t.Errorf("%s: Delete(%s) = %v, want success %v", tc.name, tc.file, err, tc.ok)
		}
		if got := names(t, dir); !slices.Equal(got, tc.left) {
			t.Errorf("%s: left %v, want %v", tc.name, got, tc.left)
		}
	}
}

func TestRenameGivesANewTitleAndNameAndKeepsTheBackup(t *testing.T) {
	dir := t.TempDir()
	f, _ := saved(t, battle{Map: "fort.tmx", Seed: 41, Rounds: 2})
	f.Title = "Bandit Fort, round 2"
	old := writeSave(t, dir, "fort.json", f)
	writeSave(t, dir, "fort.json", f) // fort.json.bak
	writeSave(t, dir, "other.json", f)

	to, err := Rename(old, "Ann's last stand", "anns-last-stand.json")
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "anns-last-stand.json"); to != want {
		t.Errorf("renamed to %s, want %s", to, want)
	}
	if got, want := names(t, dir), []string{"anns-last-stand.json", "anns-last-stand.json.bak", "other.json"}; !slices.Equal(got, want) {
		t.Errorf("the folder holds %v, want %v", got, want)
	}
	g, err := Read(to)
	if err != nil || g.Title != "Ann's last stand" {
		t.Fatalf("the renamed save reads %v with title %q, want \"Ann's last stand\"", err, g.Title)
	}
	if _, err := g.Load(to, Places{}); err != nil {
		t.Errorf("the renamed save does not load: %v", err)
	}

	// refusals leave everything as it was
	for _, tc := range []struct{ name, title, file string }{
		{"onto another save", "Other", "other.json"},
		{"a folder in the name", "Up", "../up.json"},
		{"not a save's name", "Text", "notes.txt"},
		{"an empty title", "  ", "blank.json"},
	} {
		_, err := Rename(to, tc.title, tc.file)
		if err == nil {
			t.Errorf("%s: Rename succeeded", tc.name)
		}
		if tc.file == "other.json" && !errors.Is(err, ErrNameTaken) {
			t.Errorf("%s: %v, want ErrNameTaken", tc.name, err)
		}
		if got, want := names(t, dir), []string{"anns-last-stand.json", "anns-last-stand.json.bak", "other.json"}; !slices.Equal(got, want) {
			t.Errorf("%s: the folder holds %v, want %v", tc.name, got, want)
		}
	}
	// the same name: only the title changes
	if _, err := Rename(to, "Ann's finest hour", "anns-last-stand.json"); err != nil {
		t.Fatal(err)
	}
	if g, _ := Read(to); g == nil || g.Title != "Ann's finest hour" {
		t.Errorf("retitled in place: %+v", g)
	}
}

func TestListTellsHotSeatAndFog(t *testing.T) {
	dir := t.TempDir()
	f, _ := saved(t, battle{Map: "fort.tmx", Seed: 41, Rounds: 1})
	for _, tc := range []struct {
		file   string
		client *Client
		humans int
		fog    bool
	}{
		{"ai.json", nil, 0, false},
		{"solo.json", &Client{Fog: true, Players: []Player{{Side: f.Sides[0], Human: true, Name: "Ann"}}}, 1, true},
		{"hotseat.json", &Client{Players: []Player{{Side: f.Sides[0], Human: true, Name: "Ann"}, {Side: f.Sides[1], Human: true, Name: "Bo"}}}, 2, false},
		{"hotseat-fog.json", &Client{Fog: true, Players: []Player{{Side: f.Sides[0], Human: true, Name: "Ann"}, {Side: f.Sides[1], Human: true, Name: "Bo"}}}, 2, true},
	} {
		f.Client = tc.client
		writeSave(t, dir, tc.file, f)
		list, err := List(dir)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(list, func(e Entry) bool { return e.Name == tc.file })
		if i < 0 {
			t.Fatalf("%s not listed", tc.file)
		}
		if e := list[i]; e.Humans != tc.humans || e.Fog != tc.fog {
			t.Errorf("%s: listed with %d humans, fog %v; want %d, %v", tc.file, e.Humans, e.Fog, tc.humans, tc.fog)
		}
	}
}

package scenes

// Title and pause menu tests: what the title counts of the player's maps and its maps folder,
// the pause menu's labels.

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"skirmish/app/mapkit"
)

// The title counts the player's maps as the map picker lists them: a .tmj and a map in a
// subfolder are the player's too.
func TestTitleCountsTheMapsThePickerLists(t *testing.T) {
	g := newTestGame(t, nil)
	c := g.Context()
	dir := c.Files.UserMaps
	if err := os.MkdirAll(filepath.Join(dir, "mine"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"top.tmx", "json.tmj", filepath.Join("mine", "deep.tmx"), "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("<map/>"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if n := NewTitle(c).userMaps; n != 3 {
		t.Errorf("the title counts %d of the player's maps, want 3 (top.tmx, json.tmj, mine/deep.tmx)", n)
	}
}

// Open my maps folder on the title writes the starter kit on first use and, where no file
// manager opens the folder, says where it is and what the kit holds (not a docs/ file a player
// without the source lacks).
func TestTitleMapsFolderWritesTheKitWithoutAFileManager(t *testing.T) {
	g := newTestGame(t, nil)
	c := g.Context()
	defer func(f func(string) error) { openFolder = f }(openFolder)
	openFolder = func(string) error { return errors.New("xdg-open: not found") }
	tl := NewTitle(c)
	tl.openMaps(c)
	if _, err := os.Stat(filepath.Join(c.Files.UserMaps, mapkit.ProjectFile)); err != nil {
		t.Errorf("the starter kit was not written: %v", err)
	}
	if tl.m.dlg == nil || tl.m.dlg.title != "Your maps folder" {
		t.Fatalf("the title's dialog: %+v, want one that says where the maps folder is", tl.m.dlg)
	}
	if tl.userMaps == 0 {
		t.Error("the title does not count the kit's example map")
	}
}

// The pause menu's labels stay centred as the focus moves over them (the focused button is the
// primary one): a label's middle is the button's, focused or not.
func TestPauseLabelsStayCentred(t *testing.T) {
	for _, primary := range []bool{false, true} {
		b := hudButton{x: 100, w: 300, label: "Settings", centred: true, primary: primary}
		lw, kw := 64.0, 0.0
		if mid := b.labelX(lw, kw) + lw/2; mid != 250 {
			t.Errorf("primary %v: the label's middle at %v, want the button's, 250", primary, mid)
		}
	}
	plain := hudButton{x: 100, w: 300}
	if x := plain.labelX(64, 0); x != 108 {
		t.Errorf("an action button's label starts at %v, want its left, 108", x)
	}
}

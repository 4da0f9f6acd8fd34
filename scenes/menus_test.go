package scenes

// Title and pause menu tests: what the title counts of the player's maps and its maps folder,
// the pause menu's labels.

import (
	"errors"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/app/mapkit"
	"skirmish/game"
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

// The pause menu's selection follows the keys while the pointer rests on an item: the pointer
// selects what is under it only when it moves (it rested on Save battle as Esc opened the menu
// in the window check, and Down never got past it).
func TestPausePointerAtRestLeavesTheKeysTheSelection(t *testing.T) {
	g, c, b := cryptBattle(t)
	p := NewPause(c, b)
	c.Push(p)
	frames(t, g, 1)
	x, y, w, h := p.rect(c, 1) // Save battle
	at := image.Pt(int(x+w/2), int(y+h/2))
	c.Input.Inject(game.Frame{Cursor: &at})
	frames(t, g, 1)
	if p.cur != 1 {
		t.Fatalf("the pointer moved onto Save battle: item %d selected, want 1", p.cur)
	}
	c.Input.Inject(game.Frame{Cursor: &at, Actions: []game.Action{game.MenuDown}}, game.Frame{Cursor: &at}, game.Frame{Cursor: &at})
	frames(t, g, 3)
	if p.cur != 2 {
		t.Errorf("Down with the pointer resting on Save battle: item %d (%s) selected, want 2 (Load battle)", p.cur, p.items[p.cur].label)
	}
	away := image.Pt(at.X, at.Y+int(h)*2)
	c.Input.Inject(game.Frame{Cursor: &away}, game.Frame{Cursor: &at})
	frames(t, g, 2)
	if p.cur != 1 {
		t.Errorf("the pointer moved back onto Save battle: item %d selected, want 1", p.cur)
	}
}

// The player's own maps come first in the map picker, under their own heading, the first of
// them selected; a map whose Spawn is misspelt ("Spwan": that side gets no units) says so on
// its card, as skirmish validate warns.
func TestPickerListsYourMapsFirstAndWarnsOnTheirCards(t *testing.T) {
	needDisplay(t)
	misspelt := strings.Replace(spawnTMX("Harpy Nest", "goblin"), `type="Spawn"`, `type="Spwan"`, 1)
	g := newTestGame(t, map[string]string{"nest.tmx": misspelt})
	c := g.Context()
	p := NewMapPicker(c)
	c.Push(p)
	frames(t, g, 2)
	var order []string // the maps in the nav's order: mine, then bundled
	for _, it := range p.m.nav.items {
		if path, ok := strings.CutPrefix(it.key, "map:"); ok {
			order = append(order, path)
		}
	}
	if len(order) < 2 || filepath.Base(order[0]) != "nest.tmx" {
		t.Fatalf("the picker lists %v, want the player's nest.tmx first", order)
	}
	if it := p.m.nav.current(); it == nil || it.key != "map:"+order[0] {
		t.Errorf("selected first: %v, want the player's map", it)
	}
	var e *mapEntry
	for _, x := range p.entries {
		if filepath.Base(x.path) == "nest.tmx" {
			e = x
		}
	}
	if e == nil || e.m == nil {
		t.Fatalf("nest.tmx did not load: %+v", e)
	}
	note, warn := cardNote(e)
	if !warn || !strings.Contains(note, "Spwan") || !strings.Contains(note, "Spawn") {
		t.Errorf("nest.tmx's card says %q (a warning: %v), want the warning about the class Spwan", note, warn)
	}
	found := false
	for _, it := range p.m.nav.items {
		if it.key == "map:"+e.path {
			found = true
		}
	}
	if !found {
		t.Error("no card for nest.tmx")
	}
	for _, x := range p.entries {
		if x.bundled {
			if _, warn := cardNote(x); warn {
				t.Errorf("the bundled %s warns on its card: %s", filepath.Base(x.path), x.checked.Warnings())
			}
		}
	}
}

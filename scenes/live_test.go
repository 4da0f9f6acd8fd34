package scenes

// Tests of the map screens' live maps and the maps folder: a map saved as Tiled saves it (a
// temporary file renamed over it) is shown within a second, camera kept; a broken save shows
// what is wrong; the picker lists new maps, shows a map's problems on its card and writes the
// starter kit; a setup screen whose battle was started offers the new version.

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"skirmish/game"
)

// saveLikeTiled writes data to path as Tiled does: a temporary file beside it, renamed over it.
func saveLikeTiled(t *testing.T, path, data string) {
	t.Helper()
	tmp := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".Xq1234")
	if err := os.WriteFile(tmp, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// within runs frames of g until ok holds, for up to a second of wall time.
func within(t *testing.T, g *game.Game, ok func() bool) bool {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for time.Now().Before(deadline) {
		frames(t, g, 1)
		if ok() {
			return true
		}
		time.Sleep(15 * time.Millisecond)
	}
	return false
}

// roomMap is an ASCII map of a w-wide room, titled title.
func roomMap(title string, w int) string {
	row := func(c string) string { return "#" + strings.Repeat(c, w-2) + "#\n" }
	return "title: " + title + "\nsides: Delvers, Goblins\n" + row("#") + row(".") + row(".") + row("#")
}

func TestViewerReloadsASavedMapKeepingTheCamera(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	path := filepath.Join(t.TempDir(), "room.txt")
	saveLikeTiled(t, path, roomMap("First", 40))
	v, err := NewViewer(c, []string{path}, 0)
	if err != nil {
		t.Fatal(err)
	}
	c.Push(v)
	frames(t, g, 2)
	v.view.Cam.SetZoom(2)
	v.view.Cam.X, v.view.Cam.Y = 300, 60
	frames(t, g, 1) // the camera as the viewer keeps it (within the map)
	cam := v.view.Cam

	saveLikeTiled(t, path, roomMap("Second", 40))
	if !within(t, g, func() bool { return v.view.Map.Title == "Second" }) {
		t.Fatalf("the saved map is not shown within a second: title %q", v.view.Map.Title)
	}
	if v.view.Cam != cam {
		t.Errorf("the camera moved on reload: %+v, was %+v", v.view.Cam, cam)
	}

	saveLikeTiled(t, path, "title: Broken\n#?#\n")
	if !within(t, g, func() bool { return v.live.broken != nil }) {
		t.Fatal("a broken save is not noticed within a second")
	}
	img, _ := frames(t, g, 1)
	checkFrame(t, "broken map", img, c.Theme.Text, 200, bodyBand)
	if !strings.Contains(v.live.broken.Error(), `unknown map character "?"`) {
		t.Errorf("problems %v", v.live.broken)
	}

	saveLikeTiled(t, path, roomMap("Fixed", 40))
	if !within(t, g, func() bool { return v.live.broken == nil && v.view.Map.Title == "Fixed" }) {
		t.Fatal("the fixed map is not shown within a second")
	}
}

// spawnTMX is a Tiled map of a 6×3 room whose spawns give Delvers a warrior and the Goblins
// the given unit.
func spawnTMX(title, goblinUnit string) string {
	spawn := func(id, x int, side, unit string) string {
		return `<object id="` + strconv.Itoa(id) + `" type="Spawn" x="` + strconv.Itoa(x*32+16) + `" y="48"><properties><property name="side" value="` +
			side + `"/><property name="unit" value="` + unit + `"/></properties><point/></object>`
	}
	return `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="orthogonal" width="6" height="3" tilewidth="32" tileheight="32" infinite="0">
 <properties><property name="sides" value="Delvers, Goblins"/><property name="title" value="` + title + `"/></properties>
 <objectgroup id="1" name="Setup">` + spawn(1, 0, "Delvers", "warrior") + spawn(2, 5, "Goblins", goblinUnit) + `</objectgroup>
</map>
`
}

// activateKey runs the activation of the top menu's item with that key.
func activateKey(t *testing.T, g *game.Game, key string) {
	t.Helper()
	for _, it := range menuOf(t, g).nav.items {
		if it.key == key && it.activate != nil {
			it.activate()
			frames(t, g, 1)
			return
		}
	}
	t.Fatalf("no item %q on the screen", key)
}

func TestPickerShowsProblemsListsNewMapsAndWritesTheKit(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, map[string]string{"harpy.tmx": spawnTMX("Harpies", "harpy")})
	c := g.Context()
	opened := ""
	defer func(f func(string) error) { openFolder = f }(openFolder)
	openFolder = func(dir string) error { opened = dir; return nil }
	p := NewMapPicker(c)
	c.Push(p)
	frames(t, g, 2)
	entry := func(name string) *mapEntry {
		for _, e := range p.entries {
			if filepath.Base(e.path) == name {
				return e
			}
		}
		return nil
	}
	// a map whose only problem is a unit of another ruleset loads, with the problem on its card
	e := entry("harpy.tmx")
	if e == nil || e.m == nil || len(e.checked.Errors()) != 1 || !strings.Contains(e.checked.Errors()[0].Msg, `unit "harpy" is not in the delvers catalog but is in age13's`) {
		t.Fatalf("harpy.tmx entry: %+v", e)
	}

	// a map saved into a new subfolder shows up
	sub := filepath.Join(c.Files.UserMaps, "campaign")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	frames(t, g, 1)
	time.Sleep(50 * time.Millisecond)
	saveLikeTiled(t, filepath.Join(sub, "Ford.TMX"), spawnTMX("Ford", "goblin"))
	if !within(t, g, func() bool { return entry("Ford.TMX") != nil }) {
		// the folder was new: the first change listed it, the map comes with the next frames
		if !within(t, g, func() bool { return entry("Ford.TMX") != nil }) {
			t.Fatal("a map saved in a new subfolder is not listed within two seconds")
		}
	}

	// Open my maps folder: the kit, once, said so
	p.openFolder(c)
	if opened != c.Files.UserMaps {
		t.Errorf("opened %q, want the maps folder", opened)
	}
	if d := p.m.dlg; d == nil || d.title != "A starter kit for your maps" {
		t.Fatalf("no word of the kit: %+v", d)
	}
	ex := entry("example.tmx")
	if ex == nil || ex.m == nil || len(ex.checked) != 0 {
		t.Fatalf("the kit's example is not listed as a good map: %+v", ex)
	}
	for _, f := range []string{"skirmish.tiled-project", "tiles/dungeon.tsx", "tiles/dungeon.png"} {
		if _, err := os.Stat(filepath.Join(c.Files.UserMaps, filepath.FromSlash(f))); err != nil {
			t.Errorf("kit file %s: %v", f, err)
		}
	}
}

func TestSetupTakesANewVersionUntilABattleIsStarted(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	path := filepath.Join(t.TempDir(), "m.tmx")
	saveLikeTiled(t, path, spawnTMX("One", "goblin"))
	s := openSetup(t, c, path)
	c.Push(s)
	frames(t, g, 2)

	saveLikeTiled(t, path, spawnTMX("Two", "orc"))
	if !within(t, g, func() bool { return s.gm.Title == "Two" }) {
		t.Fatalf("the setup screen did not take the new version: %q", s.gm.Title)
	}
	if u := s.spec.Sides[1].Units; len(u) != 1 || u[0].Kind != "orc" {
		t.Errorf("the Goblins' units are %+v, want the new version's orc", u)
	}

	s.battled = true // as after Start battle: the screen is under the battle's
	saveLikeTiled(t, path, spawnTMX("Three", "goblin"))
	if !within(t, g, func() bool { return s.offer }) {
		t.Fatal("the new version is not offered")
	}
	if s.gm.Title != "Two" {
		t.Errorf("the map changed under a battle's setup: %q", s.gm.Title)
	}
	activateKey(t, g, "new-version")
	if s.gm.Title != "Three" || s.offer {
		t.Errorf("Use the new version: title %q, offer %v", s.gm.Title, s.offer)
	}
}

package scenes

// A save whose map lies outside the player's maps: quickload refuses it saying why; the load list asks first, and opens
// the map only when told to.

import (
	"path/filepath"
	"testing"

	"skirmish/game"
	"skirmish/grid"
)

func TestLoadAsksBeforeAMapOutside(t *testing.T) {
	needDisplay(t)
	g, _ := savesGame(t, pitSpec(t, "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 3}, false))
	c := g.Context()
	press(t, g, game.QuickSave)
	path := filepath.Join(c.Files.Saves, "quicksave.json")
	c.Files.UserMaps = t.TempDir() // the pit map is no longer among the player's maps

	press(t, g, game.QuickLoad)
	if n, ok := g.Top().(*notice); !ok || n.title != "This save's map is outside your maps" {
		t.Fatalf("quickload of a save whose map is outside opened %T %+v", g.Top(), g.Top())
	}
	press(t, g, game.Confirm)

	ls := NewLoadScreen(c)
	c.Push(ls)
	frames(t, g, 1)
	ls.open(c, path, false)
	d := ls.m.dlg
	if d == nil || d.title != "This save's map is outside your maps" {
		t.Fatalf("the load list opened %+v, want it to ask about the map", d)
	}
	if _, ok := g.Top().(*LoadScreen); !ok {
		t.Fatalf("before the answer the top is %T, want the load list still", g.Top())
	}
	i := d.nav.index("dialog:Open that map")
	if i < 0 {
		t.Fatal("the dialog has no Open that map")
	}
	d.nav.items[i].activate()
	frames(t, g, 2)
	if battleOf(g) == nil {
		t.Fatalf("after Open that map the top is %T, want the battle", g.Top())
	}
}

package scenes

// A save carries its map: when the map's file has changed since (or is gone, or lies outside
// the player's maps), quickload says so and plays on the saved map; the load list says so first
// and offers the saved map, which it plays on when told to.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/game"
	"skirmish/grid"
)

func TestLoadOffersTheSavedMap(t *testing.T) {
	cases := []struct {
		name  string
		after func(t *testing.T, c *game.Context, mapPath string) // what becomes of the map after the quicksave
		title string
	}{
		{"edited, a wall under Bram", func(t *testing.T, _ *game.Context, p string) {
			text := strings.Replace(pitMap, "#.", "##", 1)
			if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "This save's map has changed"},
		{"outside the player's maps", func(t *testing.T, c *game.Context, _ string) {
			c.Files.UserMaps = t.TempDir()
		}, "This save's map is outside your maps"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			needDisplay(t)
			g, b := savesGame(t, pitSpec(t, "", grid.Pos{X: 1, Y: 1}, grid.Pos{X: 9, Y: 3}, false))
			c := g.Context()
			played := len(b.B().Log)
			press(t, g, game.QuickSave)
			path := filepath.Join(c.Files.Saves, "quicksave.json")
			tc.after(t, c, b.Spec.Map)

			press(t, g, game.QuickLoad)
			if n, ok := g.Top().(*notice); !ok || n.title != tc.title {
				t.Fatalf("quickload opened %T %+v, want a notice %q", g.Top(), g.Top(), tc.title)
			}
			press(t, g, game.Confirm)
			if bt := battleOf(g); bt == nil || len(bt.B().Log) != played {
				t.Fatalf("after quickload the top is %T, want the battle played", g.Top())
			}

			ls := NewLoadScreen(c)
			c.Push(ls)
			frames(t, g, 1)
			ls.open(c, path, false)
			d := ls.m.dlg
			if d == nil || d.title != tc.title {
				t.Fatalf("the load list opened %+v, want it to say %q", d, tc.title)
			}
			if _, ok := g.Top().(*LoadScreen); !ok {
				t.Fatalf("before the answer the top is %T, want the load list still", g.Top())
			}
			i := d.nav.index("dialog:Play on the saved map")
			if i < 0 {
				t.Fatal("the dialog has no Play on the saved map")
			}
			d.nav.items[i].activate()
			frames(t, g, 2)
			if bt := battleOf(g); bt == nil || len(bt.B().Log) != played || bt.B().Map.At(grid.Pos{X: 1, Y: 1}).Move == grid.MoveBlocked {
				t.Fatalf("after Play on the saved map the top is %T, want the battle played, on the map as it was", g.Top())
			}
		})
	}
}

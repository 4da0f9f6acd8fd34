package scenes

// Tests of the quick dungeon: the job tunes off the frame and opens the party's deploy on the
// map it wrote; a stopped job makes nothing.

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"skirmish/app/dungeon"
	"skirmish/grid"
)

func TestQuickDungeonMakesTheMapAndOpensDeploy(t *testing.T) {
	for _, c := range []struct {
		name  string
		stop  bool
		rules int
	}{
		{"made and played", false, 2}, // d20: squares
		{"stopped", true, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newTestGame(t, nil)
			ctx := g.Context()
			ctx.Files.UserMaps = t.TempDir()
			q := NewQuickDungeon(ctx)
			q.seed, q.probe, q.verify, q.rules = 3, 10, 10, c.rules
			ctx.Reset(q)
			q.start(ctx)
			if q.job == nil {
				t.Fatal("no job started")
			}
			if c.stop {
				q.job.stop.Store(true)
			}
			for end := time.Now().Add(5 * time.Minute); time.Now().Before(end) && q.job != nil; {
				framesNoPicture(t, g, 3)
			}
			made, _ := filepath.Glob(filepath.Join(ctx.Files.UserMaps, "dungeons", "quick-*.tmx"))
			if c.stop {
				if q.err != "Stopped: no dungeon was made." || len(made) != 0 {
					t.Fatalf("stopped: %q, maps %v", q.err, made)
				}
				return
			}
			d, ok := ctx.Top().(*Deploy)
			if !ok || q.err != "" {
				t.Fatalf("top scene %T, error %q: want the deploy screen", ctx.Top(), q.err)
			}
			want := filepath.Join(ctx.Files.UserMaps, "dungeons", "quick-d20lite-crypt-3.tmx")
			if len(made) != 1 || made[0] != want || d.plan.Spec.Map != want {
				t.Fatalf("maps written %v, deploy on %q; want %s", made, d.plan.Spec.Map, want)
			}
			if _, err := os.Stat(filepath.Join(ctx.Files.UserMaps, "dungeons", "tiles", "dungeon.tsx")); err != nil {
				t.Fatalf("the tileset beside the map: %v", err)
			}
			if _, err := grid.Load(want); err != nil {
				t.Fatal(err)
			}
			human := ""
			for _, s := range d.plan.Spec.Sides {
				if s.Human {
					human = s.Name
				}
			}
			if human != dungeon.PartySide {
				t.Fatalf("the human plays %q, want the party", human)
			}
		})
	}
}

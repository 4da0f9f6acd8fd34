package scenes

// Tests of the quick dungeon: the job tunes off the frame and opens the party's deploy on the
// map it wrote; a stopped job makes nothing.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
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
		camp  string // a campaign's party, by its title ("" for the catalog's heroes)
		file  string
	}{
		{"made and played", false, 2, "", "quick-d20lite-crypt-small-party4-win60-3.tmx"}, // d20: squares
		{"a campaign's party", false, 1, "The Crypt Road", "quick-age13-crypt-small-the-crypt-road-win60-3.tmx"},
		{"stopped", true, 0, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := campaignGame(t, nil)
			ctx := g.Context()
			ctx.Files.UserMaps = t.TempDir()
			q := NewQuickDungeon(ctx)
			q.seed, q.probe, q.verify, q.rules = 3, 10, 10, c.rules
			var heroes []string
			if c.camp != "" { // the Party row goes round the catalog's sizes to the campaign's party
				for range 5 + len(q.parties) {
					if q.stepParty(1); q.camp >= 0 && q.parties[q.camp].title == c.camp {
						break
					}
				}
				if q.camp < 0 || q.parties[q.camp].title != c.camp {
					t.Fatalf("the Party row never offers %s's party (parties %+v)", c.camp, q.parties)
				}
				heroes = q.parties[q.camp].heroes
				if name := q.partyName(); name != fmt.Sprintf("%s (%d)", c.camp, len(heroes)) {
					t.Fatalf("the Party row says %q", name)
				}
			}
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
			want := filepath.Join(ctx.Files.UserMaps, "dungeons", c.file)
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
			var kinds []string
			for _, s := range d.plan.Spec.Sides {
				if s.Human {
					human = s.Name
					for _, u := range s.Units {
						kinds = append(kinds, u.Kind)
					}
				}
			}
			if human != dungeon.PartySide {
				t.Fatalf("the human plays %q, want the party", human)
			}
			if heroes != nil && strings.Join(kinds, ",") != strings.Join(heroes, ",") {
				t.Fatalf("the party is %v, want %s's heroes %v", kinds, c.camp, heroes)
			}
		})
	}
}

package scenes

// Back is final on the screens that dig a dungeon off the frame (the quick dungeon, the delve's
// next depth): a dig that ends after the player pressed Back writes no map.

import (
	"path/filepath"
	"testing"
	"time"

	"skirmish/game"
)

// TestBackIsFinalWhileDigging holds each dig as it is about to write its map, presses Back
// through the harness, then lets the dig go on: no map is written (the old code wrote it, the
// stop having been asked before the tuning ended).
func TestBackIsFinalWhileDigging(t *testing.T) {
	needDisplay(t)
	probe := delveProbe
	delveProbe = 10
	t.Cleanup(func() { delveProbe = probe; beforeCommit = nil })
	for _, tc := range []struct {
		name string
		// open pushes the digging screen over the title and returns its job and the glob of
		// the maps it would write
		open func(t *testing.T, g *game.Game) (*dungeonJob, string)
	}{
		{"quick dungeon", func(t *testing.T, g *game.Game) (*dungeonJob, string) {
			c := g.Context()
			c.Files.UserMaps = t.TempDir()
			q := NewQuickDungeon(c)
			q.seed, q.probe, q.verify = 3, 10, 10
			c.Push(q)
			q.start(c)
			return q.job, filepath.Join(c.Files.UserMaps, "dungeons", "*.tmx")
		}},
		{"delve", func(t *testing.T, g *game.Game) (*dungeonJob, string) {
			c := g.Context()
			c.Push(NewCampaignList(c))
			frames(t, g, 2)
			var delve *campaignEntry
			for _, e := range g.Top().(*CampaignList).entries {
				if e.delve == "delvers" {
					delve = e
				}
			}
			if delve == nil {
				t.Fatal("no Delvers delve in the campaigns list")
			}
			moveTo(t, g, game.MenuDown, 12, is(delve.key()))
			clickOn(t, g, "continue")
			dig, ok := g.Top().(*DelveDig)
			if !ok {
				t.Fatalf("Begin on the delve opened %T, want its depth being dug", g.Top())
			}
			return dig.job, filepath.Join(filepath.Dir(delve.path), "depth-*.tmx")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reached, release := make(chan struct{}), make(chan struct{})
			beforeCommit = func() {
				close(reached)
				<-release
			}
			g := campaignGame(t, nil)
			c := g.Context()
			c.Reset(NewTitle(c))
			job, glob := tc.open(t, g)
			digging := g.Top()
			for end := time.Now().Add(5 * time.Minute); ; {
				select {
				case <-reached:
				default:
					if time.Now().After(end) {
						t.Fatal("the dig never came to write its map")
					}
					framesNoPicture(t, g, 3)
					continue
				}
				break
			}
			c.Input.InjectActions(game.Back)
			framesNoPicture(t, g, 2)
			if g.Top() == digging {
				t.Fatalf("Back left the digging screen on top (%T)", g.Top())
			}
			close(release)
			select {
			case <-job.done: // the dig's end, which nothing shows: the screen is gone
			case <-time.After(time.Minute):
				t.Fatal("the dig did not end once let go")
			}
			if made, _ := filepath.Glob(glob); len(made) > 0 {
				t.Errorf("Back was pressed before the dig wrote its map, and it wrote %v", made)
			}
		})
	}
}

package scenes

// Maps of any size play: a 512×512 map and a 300×40 one, from the map picker through the setup
// and the deploy screen to the results (issue 21).

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/game"
)

// bigMap is a Tiled map of w×h squares of 32 px on the bundled tileset: floor, a wall every
// thirteenth square (none near the fight), a Delvers warrior spawned in the middle and three
// orcs spawned four squares east of it.
func bigMap(w, h int) string {
	var ground, walls strings.Builder
	cx, cy := w/2, h/2
	for i := range w * h {
		if i > 0 {
			ground.WriteByte(',')
			walls.WriteByte(',')
		}
		ground.WriteString("1")
		x, y := i%w, i/w
		if i%13 == 5 && (x < cx-8 || x > cx+12 || y < cy-6 || y > cy+6) {
			walls.WriteString("9") // the tileset's wall
		} else {
			walls.WriteString("0")
		}
	}
	spawn := func(id int, side, unit string, count, x int) string {
		return fmt.Sprintf(`  <object id="%d" name="%s" type="Spawn" x="%d" y="%d"><properties><property name="count" type="int" value="%d"/><property name="side" value="%s"/><property name="unit" value="%s"/></properties><point/></object>
`, id, side, x*32+16, cy*32+16, count, side, unit)
	}
	return fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="32" tileheight="32" infinite="0" nextlayerid="4" nextobjectid="3">
 <properties><property name="ruleset" value="delvers"/><property name="sides" value="Delvers,Orcs"/><property name="title" value="Big %dx%d"/></properties>
 <tileset firstgid="1" source="dungeon.tsx"/>
 <layer id="1" name="Ground" width="%d" height="%d"><data encoding="csv">%s</data></layer>
 <layer id="2" name="Walls" width="%d" height="%d"><data encoding="csv">%s</data></layer>
 <objectgroup id="3" name="Setup">
%s%s </objectgroup>
</map>
`, w, h, w, h, w, h, ground.String(), w, h, walls.String(), spawn(1, "Delvers", "warrior", 1, cx), spawn(2, "Orcs", "orc", 3, cx+4))
}

func TestBigMapsPlayPickerToResults(t *testing.T) {
	needDisplay(t)
	tiles := map[string]string{}
	for _, name := range []string{"dungeon.tsx", "dungeon.png"} {
		b, err := os.ReadFile(filepath.Join("..", "maps", "tiles", name))
		if err != nil {
			t.Fatal(err)
		}
		tiles[name] = string(b)
	}
	for _, size := range [][2]int{{512, 512}, {300, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			name := fmt.Sprintf("big-%dx%d.tmx", size[0], size[1])
			files := map[string]string{name: bigMap(size[0], size[1])}
			for k, v := range tiles {
				files[k] = v
			}
			g := newTestGame(t, files)
			c := g.Context()
			StartBattle = startBattle
			t.Cleanup(func() { StartBattle = nil })
			c.Push(NewTitle(c))
			frames(t, g, 3)

			// the picker shows the map's card; choosing it opens its setup
			press(t, g, game.Confirm)
			if _, ok := g.Top().(*MapPicker); !ok {
				t.Fatalf("New battle opened %T, want the map picker", g.Top())
			}
			frames(t, g, 2) // thumbnails paint on the first frame
			key := "map:" + filepath.Join(c.Files.UserMaps, name)
			moveTo(t, g, game.MenuDown, 8, func(k string) bool { return k == key || strings.HasPrefix(k, "map:"+c.Files.UserMaps) })
			moveTo(t, g, game.MenuRight, 4, is(key))
			press(t, g, game.Confirm)
			setup, ok := g.Top().(*Setup)
			if !ok {
				t.Fatalf("choosing %s opened %T, want the setup screen", name, g.Top())
			}
			spec := setup.Spec()
			if len(spec.Sides) != 2 || !spec.Sides[0].Human || spec.Sides[1].Human || len(spec.Sides[1].Units) != 3 {
				t.Fatalf("setup sides %+v, want the Delvers human and three orcs played by the AI", spec.Sides)
			}

			// the Delvers deploy (auto-placed around their spawn), then the battle
			clickOn(t, g, "start")
			if _, ok := g.Top().(*Deploy); !ok {
				t.Fatalf("Start opened %T, want the deploy screen", g.Top())
			}
			img, _ := frames(t, g, 2)
			checkFrame(t, "deploy", img, c.Theme.Text, 300, headerBand)
			clickOn(t, g, "auto")
			clickOn(t, g, "start")
			b := battleOf(g)
			if b == nil {
				t.Fatalf("Start battle opened %T, want the battle", g.Top())
			}
			if m := b.B().Map; m.Width != size[0] || m.Height != size[1] {
				t.Fatalf("the battle is on a %dx%d map", m.Width, m.Height)
			}
			b.P.SetMaxRounds(12)
			press(t, g, game.FastAI) // the AI's moves without their pauses

			// the human ends its turns; the orcs come and fight until the battle ends
			ended := 0
			for step := 0; step < 600; step++ {
				if _, ok := g.Top().(*Results); ok {
					break
				}
				bt := battleOf(g)
				switch {
				case bt == nil:
					t.Fatalf("step %d: the top scene is %T", step, g.Top())
				case g.Top() != game.Scene(bt):
					tap(t, g, game.Confirm) // a hand-over
				case bt.P.Pending() != nil:
					tap(t, g, game.Cancel)
				case bt.humanTurn() && !bt.B().Over:
					tap(t, g, game.EndTurn)
					ended++
				default:
					framesNoPicture(t, g, 10)
				}
			}
			r, ok := g.Top().(*Results)
			if !ok {
				t.Fatalf("the battle did not reach the results: top is %T", g.Top())
			}
			if ended == 0 || r.o.Rounds == 0 || len(r.o.Sides) != 2 {
				t.Errorf("%d turns ended; outcome %+v", ended, r.o)
			}
			t.Logf("%d rounds, %d turns ended by the Delvers, %d steps", r.o.Rounds, ended, len(b.B().Log))
			img, _ = frames(t, g, 3)
			checkFrame(t, "results", img, c.Theme.Text, 300, headerBand, bodyBand)
		})
	}
}

package grid

// Tests of the true-or-false ground properties: high ground (`high`, ASCII `^`) and concealing
// ground (`conceal`, ASCII `"`), on Tiled tiles and layers and in ASCII maps.

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

func TestTrueOrFalseGround(t *testing.T) {
	png, err := os.ReadFile(fixture("terrain.png"))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []struct {
		prop, ascii string
		of          func(Terrain) bool
		alone       Terrain // an ASCII square of the ground and nothing else
	}{
		{"high", "^", func(tr Terrain) bool { return tr.High }, Terrain{High: true}},
		{"conceal", `"`, func(tr Terrain) bool { return tr.Conceal }, Terrain{Conceal: true}},
	} {
		t.Run(g.prop, func(t *testing.T) {
			// tile 1 (gid 2) has the property in the tileset; the second layer gives it wherever
			// it has a tile, and the third, over it, takes it away again on one square.
			tileset := fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="t" tilewidth="16" tileheight="16" tilecount="8" columns="4">
 <image source="terrain.png" width="64" height="32"/>
 <tile id="1" type="Terrain">
  <properties>
   <property name="%[1]s" type="bool" value="true"/>
  </properties>
 </tile>
</tileset>`, g.prop)
			layers := fmt.Sprintf(` <tileset firstgid="1" source="t.tsx"/>
 <layer id="1" name="Ground" width="5" height="1">
  <data encoding="csv">1,2,1,1,1</data>
 </layer>
 <layer id="2" name="Gives" width="5" height="1">
  <properties>
   <property name="%[1]s" type="bool" value="true"/>
  </properties>
  <data encoding="csv">0,0,1,1,1</data>
 </layer>
 <layer id="3" name="Takes" width="5" height="1">
  <properties>
   <property name="%[1]s" type="bool" value="false"/>
  </properties>
  <data encoding="csv">0,0,0,0,1</data>
 </layer>`, g.prop)
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{"terrain.png": string(png), "t.tsx": tileset, "m.tmx": tmx(5, 1, layers)})
			m, err := LoadTiled(filepath.Join(dir, "m.tmx"))
			if err != nil {
				t.Fatal(err)
			}
			ascii := MustASCII(g.ascii + "." + g.ascii + "-#")
			for _, tt := range []struct {
				name string
				m    *Map
				want []bool
			}{
				{"Tiled: plain floor, the tile, the layer twice, the layer above taking it away", m, []bool{false, true, true, true, false}},
				{"ASCII: " + g.ascii + " is that floor; nothing else is", ascii, []bool{true, false, true, false, false}},
			} {
				for x, want := range tt.want {
					if got := g.of(tt.m.At(Pos{X: x, Y: 0})); got != want {
						t.Errorf("%s: square (%d,0): %s %v, want %v", tt.name, x, g.prop, got, want)
					}
				}
			}
			if got := ascii.At(Pos{X: 0, Y: 0}); got != g.alone {
				t.Errorf("ASCII %s: %+v, want open floor with %s and nothing else", g.ascii, got, g.prop)
			}
			bad := t.TempDir()
			writeFiles(t, bad, map[string]string{"m.tmx": tmx(1, 1, fmt.Sprintf(` <layer id="1" name="Odd" width="1" height="1">
  <properties>
   <property name="%s" value="very"/>
  </properties>
  <data encoding="csv">0</data>
 </layer>`, g.prop))})
			_, err = LoadTiled(filepath.Join(bad, "m.tmx"))
			checkProblems(t, err, wantProblem{"m.tmx", `layer "Odd"`, fmt.Sprintf(`property %s is "very"; it must be true or false`, g.prop)})
		})
	}
}

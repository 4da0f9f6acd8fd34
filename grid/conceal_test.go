package grid

// Tests of concealing ground: the Tiled property `conceal` on tiles and layers, and the ASCII `"`.

import (
	"os"
	"path/filepath"
	"testing"
)

func TestConcealingGround(t *testing.T) {
	png, err := os.ReadFile(fixture("terrain.png"))
	if err != nil {
		t.Fatal(err)
	}
	// tile 1 (gid 2) is tall grass in the tileset; the "Fog" layer conceals wherever it has a
	// tile, and the "Torches" layer, over it, lights one square again.
	tileset := `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="t" tilewidth="16" tileheight="16" tilecount="8" columns="4">
 <image source="terrain.png" width="64" height="32"/>
 <tile id="1" type="Terrain">
  <properties>
   <property name="conceal" type="bool" value="true"/>
  </properties>
 </tile>
</tileset>`
	layers := ` <tileset firstgid="1" source="t.tsx"/>
 <layer id="1" name="Ground" width="5" height="1">
  <data encoding="csv">1,2,1,1,1</data>
 </layer>
 <layer id="2" name="Fog" width="5" height="1">
  <properties>
   <property name="conceal" type="bool" value="true"/>
  </properties>
  <data encoding="csv">0,0,1,1,1</data>
 </layer>
 <layer id="3" name="Torches" width="5" height="1">
  <properties>
   <property name="conceal" type="bool" value="false"/>
  </properties>
  <data encoding="csv">0,0,0,0,1</data>
 </layer>`
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"terrain.png": string(png), "t.tsx": tileset, "m.tmx": tmx(5, 1, layers)})
	m, err := LoadTiled(filepath.Join(dir, "m.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	ascii := MustASCII(`"."-#`)
	for _, tt := range []struct {
		name string
		m    *Map
		want []bool
	}{
		{"Tiled: plain floor, a grass tile, the fog layer twice, a torch over it", m, []bool{false, true, true, true, false}},
		{`ASCII: " is concealing floor; nothing else conceals`, ascii, []bool{true, false, true, false, false}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for x, want := range tt.want {
				if got := tt.m.At(Pos{X: x, Y: 0}); got.Conceal != want {
					t.Errorf("square (%d,0): conceal %v, want %v", x, got.Conceal, want)
				}
			}
		})
	}
	if got := ascii.At(Pos{X: 0, Y: 0}); got != (Terrain{Conceal: true}) {
		t.Errorf(`ASCII ": %+v, want open floor that conceals`, got)
	}
	t.Run("a conceal that is not true or false is a problem naming it", func(t *testing.T) {
		bad := t.TempDir()
		writeFiles(t, bad, map[string]string{"m.tmx": tmx(1, 1, ` <layer id="1" name="Mist" width="1" height="1">
  <properties>
   <property name="conceal" value="thick"/>
  </properties>
  <data encoding="csv">0</data>
 </layer>`)})
		_, err := LoadTiled(filepath.Join(bad, "m.tmx"))
		checkProblems(t, err, wantProblem{"m.tmx", `layer "Mist"`, `property conceal is "thick"; it must be true or false`})
	})
}

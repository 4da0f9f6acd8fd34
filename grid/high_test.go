package grid

// Tests of high ground: the Tiled property `high` on tiles and layers, and the ASCII `^`.

import (
	"os"
	"path/filepath"
	"testing"
)

func TestHighGround(t *testing.T) {
	png, err := os.ReadFile(fixture("terrain.png"))
	if err != nil {
		t.Fatal(err)
	}
	// tile 1 (gid 2) is high ground in the tileset; the "Ramparts" layer makes high wherever
	// it has a tile, and the "Pit" layer, over it, takes it away again.
	tileset := `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="t" tilewidth="16" tileheight="16" tilecount="8" columns="4">
 <image source="terrain.png" width="64" height="32"/>
 <tile id="1" type="Terrain">
  <properties>
   <property name="high" type="bool" value="true"/>
  </properties>
 </tile>
</tileset>`
	layers := ` <tileset firstgid="1" source="t.tsx"/>
 <layer id="1" name="Ground" width="5" height="1">
  <data encoding="csv">1,2,1,1,1</data>
 </layer>
 <layer id="2" name="Ramparts" width="5" height="1">
  <properties>
   <property name="high" type="bool" value="true"/>
  </properties>
  <data encoding="csv">0,0,1,1,1</data>
 </layer>
 <layer id="3" name="Pit" width="5" height="1">
  <properties>
   <property name="high" type="bool" value="false"/>
  </properties>
  <data encoding="csv">0,0,0,0,1</data>
 </layer>`
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"terrain.png": string(png), "t.tsx": tileset, "m.tmx": tmx(5, 1, layers)})
	m, err := LoadTiled(filepath.Join(dir, "m.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	ascii := MustASCII("^.^-#")
	tests := []struct {
		name string
		m    *Map
		want []bool
	}{
		{"Tiled: plain floor, a high tile, the high layer twice, the layer above taking it away", m, []bool{false, true, true, true, false}},
		{"ASCII: ^ is high floor; nothing else is high", ascii, []bool{true, false, true, false, false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for x, want := range tt.want {
				got := tt.m.At(Pos{X: x, Y: 0})
				if got.High != want {
					t.Errorf("square (%d,0): high %v, want %v", x, got.High, want)
				}
			}
		})
	}
	if got := ascii.At(Pos{X: 0, Y: 0}); got != (Terrain{High: true}) {
		t.Errorf("ASCII ^: %+v, want open floor that is high", got)
	}

	t.Run("a high that is not true or false is a problem naming it", func(t *testing.T) {
		bad := t.TempDir()
		writeFiles(t, bad, map[string]string{"m.tmx": tmx(1, 1, ` <layer id="1" name="Ledge" width="1" height="1">
  <properties>
   <property name="high" value="very"/>
  </properties>
  <data encoding="csv">0</data>
 </layer>`)})
		_, err := LoadTiled(filepath.Join(bad, "m.tmx"))
		checkProblems(t, err, wantProblem{"m.tmx", `layer "Ledge"`, `property high is "very"; it must be true or false`})
	})
}

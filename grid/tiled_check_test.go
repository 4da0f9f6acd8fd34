package grid

// Tests of the loader's warnings: what the game would ignore or clip, named with the nearest word it reads.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A map with a misspelled class, another game's lower-case class, misspelled properties on
// the map, an object, a layer and a tile, and a Deploy region half off the map still loads;
// each mistake is one warning naming its place and the word the game reads.
func TestLoadTiledWarnsAboutWhatItIgnores(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"m.tmx": tmx(4, 2, ` <properties>
  <property name="side" value="Delvers, Goblins"/>
  <property name="Title" value="Warnings"/>
  <property name="author" value="not the game's: no warning"/>
 </properties>
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1" columns="0">
  <tile id="0"><properties><property name="moev" value="blocked"/></properties>
   <image width="16" height="16" source="tiny.png"/></tile>
 </tileset>
 <layer id="1" name="Walls" width="4" height="2">
  <properties><property name="Move" value="blocked"/></properties>
  <data encoding="csv">1,0,0,0,0,0,0,0</data>
 </layer>
 <objectgroup id="2" name="Setup">
  <object id="3" class="Spwan" x="8" y="8"><point/></object>
  <object id="4" type="exit" x="8" y="8"><point/></object>
  <object id="5" class="Spawn" x="8" y="8">
   <properties><property name="side" value="Delvers"/><property name="unti" value="fighter"/><property name="note" value="no warning"/></properties>
   <point/>
  </object>
  <object id="6" class="Deploy" x="32" y="0" width="64" height="32">
   <properties><property name="side" value="Goblins"/></properties>
  </object>
  <object id="7" class="Light" x="8" y="8"><point/></object>
 </objectgroup>`)})
	copyFixture(t, "tiny.png", filepath.Join(dir, "tiny.png"))
	m, err := LoadTiled(filepath.Join(dir, "m.tmx"))
	if err != nil {
		t.Fatalf("a map with only warnings must load:\n%v", err)
	}
	want := []wantProblem{
		{"m.tmx", "map properties", `property "side" is not one the game reads, so it is ignored: did you mean sides?`},
		{"m.tmx", "map properties", `property "Title"`},
		{"m.tmx", `tile 0 of tileset "t"`, `"moev"`},
		{"m.tmx", `layer "Walls"`, `property "Move" is not one the game reads, so it is ignored: did you mean move?`},
		{"m.tmx", "object 3", `class "Spwan" is not a class the game reads, so it ignores this object: did you mean Spawn?`},
		{"m.tmx", "object 4", `class "exit" is not Exit (classes are matched exactly, case included)`},
		{"m.tmx", "object 5", `property "unti" is not one the game reads, so it is ignored: did you mean unit?`},
		{"m.tmx", "object 6", "this Deploy lies partly off the 4x2 map, so only its 4 squares on the map count"},
	}
	checkProblems(t, m.Problems, want...)
	if len(m.Problems) != len(want) {
		t.Errorf("want %d warnings, got %d:\n%v", len(want), len(m.Problems), m.Problems)
	}
	for _, p := range m.Problems {
		if !p.Warning || !strings.Contains(p.Error(), ": warning: ") {
			t.Errorf("not a warning: %v", p)
		}
	}
	if len(m.ObjectsOf(ClassExit)) != 0 || len(m.ObjectsOf(ClassSpawn)) != 1 {
		t.Errorf("an `exit` or `Spwan` object was taken for a game object: %+v", m.Objects)
	}
	if got := len(m.ObjectsOf(ClassDeploy)[0].Cells); got != 4 {
		t.Errorf("the Deploy region covers %d squares on the map, want 4", got)
	}
}

// copyFixture copies a file of testdata/tiled to dst.
func copyFixture(t testing.TB, name, dst string) {
	t.Helper()
	data, err := os.ReadFile(fixture(name))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

package sound

import (
	"path/filepath"
	"testing"

	"skirmish/grid"
)

// TestBundledMapsAmbience: the bundled maps, which name no ambience (their files are kept as
// saved battles know them), sound as their terrain suggests: the walled crypt and cavern like a
// dungeon, the open ones like open ground.
func TestBundledMapsAmbience(t *testing.T) {
	want := map[string]Effect{"crypt.tmx": AmbDungeon, "cavern.tmx": AmbDungeon, "field.tmx": AmbOutdoors,
		"fort.tmx": AmbOutdoors, "ford.tmx": AmbOutdoors, "bridge.tmx": AmbOutdoors}
	for name, amb := range want {
		m, err := grid.Load(filepath.Join("..", "maps", name))
		if err != nil {
			t.Fatal(err)
		}
		if got := MapAmbience(m); got != amb {
			t.Errorf("%s sounds like %s, want %s", name, got, amb)
		}
	}
}

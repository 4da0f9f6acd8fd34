package save

// A save carries the map it was played on: edit the map in the middle of the battle (walls
// under the units, another tileset), save, load: the battle played comes back, and Disk says
// what became of the files.

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/grid"
)

// copyBundled copies a bundled map and its tileset into a new folder and returns the map's path.
func copyBundled(t *testing.T, name string) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{name, "tiles/dungeon.tsx", "tiles/dungeon.png"} {
		data, err := os.ReadFile(bundledMap(f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755); err != nil {
			t.Fatal(err)
		}
		writeBytes(t, filepath.Join(dir, filepath.Dir(f)), filepath.Base(f), data)
	}
	return filepath.Join(dir, name)
}

func TestEditingTheMapInBattleKeepsTheBattle(t *testing.T) {
	mp := copyBundled(t, "crypt.tmx")
	m, err := grid.Load(mp)
	if err != nil {
		t.Fatal(err)
	}
	rules, _ := combat.Rules("delvers")
	s, err := sim.Setup(m, rules, 9)
	if err != nil {
		t.Fatal(err)
	}
	b, err := combat.New(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ai.Play(b, []ai.Controller{ai.NewTactician(ai.Normal, 1), ai.NewTactician(ai.Normal, 2)}, 3); err != nil {
		t.Fatal(err)
	}
	want, _ := LogHash(b.Log)
	dir := filepath.Dir(mp)
	saves := t.TempDir()
	pl := Places{Folders: []string{dir}}
	quick := filepath.Join(saves, "quicksave.json")
	// save before and after each edit: the quicksave and its backup, and an autosave
	save := func(t *testing.T) *Game {
		t.Helper()
		f, err := New(s, b, Info{Saved: when})
		if err != nil {
			t.Fatal(err)
		}
		if err := Write(quick, f); err != nil {
			t.Fatal(err)
		}
		auto, err := Autosave(saves, f, 3)
		if err != nil {
			t.Fatal(err)
		}
		var g *Game
		for _, p := range []string{quick, auto} {
			if g, err = Load(p, pl); err != nil {
				t.Fatalf("%s: %v", filepath.Base(p), err)
			}
			if got, _ := LogHash(g.Battle.Log); got != want || g.Battle.Round != b.Round {
				t.Fatalf("%s: the battle loaded is not the one played", filepath.Base(p))
			}
			if !slices.Equal(terrainOf(g.Battle.Map), terrainOf(m)) {
				t.Fatalf("%s: the battle loaded on another map", filepath.Base(p))
			}
		}
		return g
	}
	if g := save(t); g.Disk.State != DiskSame || g.Disk.Path != mp {
		t.Fatalf("before any edit: disk %+v", g.Disk)
	}
	if m := save(t).Battle.Map; len(m.Problems.Errors()) > 0 || m.Tilesets[0].Image == nil {
		t.Fatalf("the map as saved, its tileset's picture beside it: problems %v", m.Problems)
	}

	// walls everywhere, and the tileset's terrain turned to walls
	tmx, _ := os.ReadFile(mp)
	tsx, _ := os.ReadFile(filepath.Join(dir, "tiles", "dungeon.tsx"))
	writeBytes(t, dir, "crypt.tmx", []byte(strings.ReplaceAll(string(tmx), ",0,", ",1,")))
	writeBytes(t, filepath.Join(dir, "tiles"), "dungeon.tsx", []byte(strings.ReplaceAll(string(tsx), `value="normal"`, `value="blocked"`)))
	if g := save(t); g.Disk.State != DiskChanged || !slices.Equal(g.Disk.Changed, []string{"crypt.tmx", "tiles/dungeon.tsx"}) {
		t.Fatalf("after the edits: disk %+v", g.Disk)
	}
	if bak, err := Load(BackupPath(quick), pl); err != nil || bak.Disk.State != DiskChanged {
		t.Fatalf("the quicksave's backup: %v", err)
	}

	// the map gone
	os.Remove(mp)
	if g := save(t); g.Disk.State != DiskMissing {
		t.Fatalf("the map gone: disk %+v", g.Disk)
	}
	// a folder the player does not trust: not read, not even for pictures
	f, _ := New(s, b, Info{Saved: when})
	p := writeSave(t, saves, "other.json", f)
	writeBytes(t, dir, "crypt.tmx", tmx)
	g, err := Load(p, Places{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Disk.State != DiskElsewhere || g.Battle.Map.Tilesets[0].Image != nil || len(g.Battle.Map.Problems.Warnings()) == 0 {
		t.Fatalf("a map outside the places: disk %+v, picture %v, warnings %v", g.Disk, g.Battle.Map.Tilesets[0].Image != nil, g.Battle.Map.Problems)
	}
	if got, _ := LogHash(g.Battle.Log); got != want {
		t.Fatal("the battle loaded without the map's folder is not the one played")
	}
}

// terrainOf is every square's terrain, row by row.
func terrainOf(m *grid.Map) []grid.Terrain {
	var out []grid.Terrain
	for y := range m.Height {
		for x := range m.Width {
			out = append(out, m.At(grid.Pos{X: x, Y: y}))
		}
	}
	return out
}

// A save that would not load is never written: the quicksave and its backup stay as they were,
// and an autosave that would not load neither lands nor pushes the oldest one out.
func TestASaveThatWouldNotLoadIsNotWritten(t *testing.T) {
	good, _ := saved(t, battle{Map: "field.tmx", Seed: 3, Rounds: 1})
	dir := t.TempDir()
	quick := writeSave(t, dir, "quicksave.json", good)
	writeSave(t, dir, "quicksave.json", good) // now with its backup
	var autos []string
	for range 3 {
		p, err := Autosave(dir, good, 3)
		if err != nil {
			t.Fatal(err)
		}
		autos = append(autos, filepath.Base(p))
	}
	before := listing(t, dir)
	bad := *good
	bad.Result.LogSHA256 = strings.Repeat("0", 64) // a battle that does not replay to its hash
	if err := Write(quick, &bad); err == nil || !strings.Contains(err.Error(), "not written, since it would not load") {
		t.Fatalf("Write of a save that does not load: %v", err)
	}
	if _, err := Autosave(dir, &bad, 3); err == nil {
		t.Fatal("Autosave wrote a save that does not load")
	}
	if after := listing(t, dir); !slices.Equal(before, after) {
		t.Fatalf("the folder changed:\n%v\n%v", before, after)
	}
	for _, p := range append([]string{"quicksave.json", "quicksave.json.bak"}, autos...) {
		if _, err := Load(filepath.Join(dir, p), testPlaces); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
}

// listing is each file of dir with its bytes' hash.
func listing(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, de := range des {
		sum, err := HashMapFile(filepath.Join(dir, de.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, de.Name()+" "+sum)
	}
	return out
}

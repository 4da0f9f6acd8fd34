package grid

// Fuzzing the map loaders in memory (LoadFiles: no file is written, thousands of inputs a
// second): a map in XML or JSON, a tileset and a template, each beside fixed files, and ASCII
// maps. No input panics, takes more than fuzzCPU of CPU (the thread's clock: a busy machine
// does not fail it), or gets an error that is not Problems of one printable line each; a map
// that loads keeps its promises.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	"unicode"

	"skirmish/internal/cpubench"
)

// fuzzCPU is the most CPU time one input may take to load.
const fuzzCPU = 2 * time.Second

// fuzzBeside are the files beside a fuzzed map, in memory: a tileset (tiles.tsx) and its
// image, a template (spawn.tx), as the fixtures are.
type fuzzBeside struct {
	tsx, tx []byte
	images  fstest.MapFS
}

// readFixtures reads the fixtures a fuzzed map names.
func readFixtures(f *testing.F) fuzzBeside {
	read := func(name string) []byte {
		data, err := os.ReadFile(fixture(name))
		if err != nil {
			f.Fatal(err)
		}
		return data
	}
	return fuzzBeside{tsx: read("terrain.tsx"), tx: read("goblins.tx"),
		images: fstest.MapFS{"terrain.png": {Data: read("terrain.png")}}}
}

// fuzzNames renames the fixtures' files in a seed as the fuzz folder names them.
var fuzzNames = strings.NewReplacer("terrain.tsx", "tiles.tsx", "ok.tsx", "tiles.tsx", "goblins.tx", "spawn.tx")

// addSeeds adds each file matching the patterns (under testdata) as a seed, renamed.
func addSeeds(f *testing.F, patterns ...string) {
	for _, pat := range patterns {
		files, _ := filepath.Glob(filepath.Join("testdata", pat))
		for _, p := range files {
			data, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add([]byte(fuzzNames.Replace(string(data))))
		}
	}
}

// loadFuzzed loads the map files hold (files[0] is the map) within fuzzCPU, and checks what
// comes back.
func loadFuzzed(t *testing.T, files []File, images fstest.MapFS) {
	var m *Map
	var err error
	took := cpubench.Time(func() { m, err = LoadFiles("/fuzz/"+files[0].Name, files, images) })
	if took > fuzzCPU {
		t.Errorf("loading took %v of CPU", took)
	}
	if err != nil {
		if m != nil {
			t.Errorf("a map and an error")
		}
		ps := ProblemsOf(files[0].Name, err)
		if len(ps) == 0 {
			t.Fatalf("an error with no problems: %v", err)
		}
		checkMessages(t, ps)
		return
	}
	checkMessages(t, m.Problems)
	checkMap(t, m)
}

// checkMessages fails on a problem that is not one printable line of reasonable length.
func checkMessages(t *testing.T, ps Problems) {
	t.Helper()
	for _, p := range ps {
		msg := p.Error()
		if strings.Contains(msg, "internal error") {
			t.Fatalf("the loader panicked: %v", msg)
		}
		if len(msg) > 4096 {
			t.Fatalf("a problem of %d bytes: %.200q", len(msg), msg)
		}
		for _, r := range msg {
			if !unicode.IsPrint(r) {
				t.Fatalf("a problem holds %U: %.300q", r, msg)
			}
		}
	}
}

// checkMap fails unless a loaded map keeps its promises.
func checkMap(t *testing.T, m *Map) {
	t.Helper()
	if m.Width < 1 || m.Height < 1 || len(m.terrain) != m.Width*m.Height {
		t.Fatalf("map %dx%d with %d squares", m.Width, m.Height, len(m.terrain))
	}
	if len(m.Sides) > MaxSides {
		t.Fatalf("%d sides", len(m.Sides))
	}
	for _, l := range m.Layers {
		if l.Image == nil && l.Tiles != nil && len(l.Tiles) != m.Width*m.Height {
			t.Fatalf("layer %q has %d tiles", l.Name, len(l.Tiles))
		}
		for _, tr := range l.Tiles {
			if int(tr.Tileset) > len(m.Tilesets) {
				t.Fatalf("tile %+v names no tileset", tr)
			}
		}
	}
	for _, o := range m.Objects {
		if len(o.Cells) == 0 {
			t.Fatalf("object %d covers no square", o.ID)
		}
		for _, c := range o.Cells {
			if !m.In(c) {
				t.Fatalf("object %d covers %v, off the map", o.ID, c)
			}
		}
	}
}

// FuzzLoadTiled fuzzes a map file (map.tmx: XML, or JSON, which the loader reads too) beside a
// tileset, its image and a template. Plain `go test` runs the seeds: every fixture and hostile
// map in testdata.
func FuzzLoadTiled(f *testing.F) {
	fx := readFixtures(f)
	addSeeds(f, "tiled/*.tmx", "tiled/bad/*.tmx", "tiled/hex/*.tmx", "hostile/*.tmx")
	// issue 22: a title of one 3,000-character word (validate accepts it), a byte order mark
	f.Add([]byte(tmx(2, 2, ` <properties><property name="title" value="`+strings.Repeat("W", 3000)+`"/></properties>`)))
	f.Add([]byte("\xef\xbb\xbf" + tmx(2, 2, "")))
	f.Add([]byte(tmx(4, 4, `<properties><property name="sides" value="`+sideNames(300)+`"/></properties>`)))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		loadFuzzed(t, []File{{Name: "map.tmx", Data: data}, {Name: "tiles.tsx", Data: fx.tsx}, {Name: "spawn.tx", Data: fx.tx}}, fx.images)
	})
}

// FuzzLoadTiledJSON fuzzes a JSON map (map.tmj) beside the same files.
func FuzzLoadTiledJSON(f *testing.F) {
	fx := readFixtures(f)
	addSeeds(f, "tiled/json/*/*.tmj", "hostile/*.tmj")
	f.Add([]byte(`{"type":"map","orientation":"orthogonal","width":2,"height":2,"tilewidth":16,"tileheight":16,` +
		`"tilesets":[{"firstgid":1,"source":"tiles.tsx"}],"layers":[{"type":"objectgroup","objects":[{"id":1,"template":"spawn.tx","x":8,"y":8}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		loadFuzzed(t, []File{{Name: "map.tmj", Data: data}, {Name: "tiles.tsx", Data: fx.tsx}, {Name: "spawn.tx", Data: fx.tx}}, fx.images)
	})
}

// tilesetMap is a 4×2 map using tiles 1 to 8 of tiles.tsx, with an object of spawn.tx and a
// tile object.
var tilesetMap = tmx(4, 2, `<tileset firstgid="1" source="tiles.tsx"/>
 <layer id="1" name="Ground" width="4" height="2"><data encoding="csv">1,2,3,4,5,6,7,8</data></layer>
 <objectgroup id="2" name="Units"><object id="1" template="spawn.tx" x="8" y="8"/><object id="2" gid="3" x="16" y="32" width="16" height="16"/></objectgroup>`)

// FuzzTileset fuzzes a tileset file (tiles.tsx: XML, or JSON, as a .tsj is) that a fixed map
// uses.
func FuzzTileset(f *testing.F) {
	fx := readFixtures(f)
	addSeeds(f, "tiled/*.tsx", "tiled/bad/*.tsx", "tiled/json/bundled/tiles/*.ts?", "hostile/*.tsx")
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		loadFuzzed(t, []File{{Name: "map.tmx", Data: []byte(tilesetMap)}, {Name: "tiles.tsx", Data: data}, {Name: "spawn.tx", Data: fx.tx}}, fx.images)
	})
}

// FuzzTemplate fuzzes a template file (spawn.tx: XML, or JSON, as a .tj is) that a fixed map's
// object uses.
func FuzzTemplate(f *testing.F) {
	fx := readFixtures(f)
	addSeeds(f, "tiled/*.tx", "hostile/*.tx")
	f.Add([]byte(`{"type":"template","tileset":{"firstgid":1,"source":"tiles.tsx"},"object":{"gid":2,"width":16,"height":16,"class":"Spawn",` +
		`"properties":[{"name":"side","type":"string","value":"A"},{"name":"unit","type":"string","value":"goblin"}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		loadFuzzed(t, []File{{Name: "map.tmx", Data: []byte(tilesetMap)}, {Name: "tiles.tsx", Data: fx.tsx}, {Name: "spawn.tx", Data: data}}, fx.images)
	})
}

// FuzzASCII fuzzes an ASCII map, square or hex.
func FuzzASCII(f *testing.F) {
	addSeeds(f, "hostile/*.txt")
	for _, s := range []string{
		"title: Pit\nsides: A, B\nsurprised: B\n######\n#1..2#\n#.~o-E\n######",
		"hex: rows odd\n. . # .\n . ^ \" .\n1 . . 2",
		"hex: columns even\n.   .   .\n  #   .  \n.   .   .\n  .   .  ",
		"sides: " + sideNames(150) + "\n..",
		"#.\u202e.#",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		loadFuzzed(t, []File{{Name: "map.txt", Data: data}}, nil)
	})
}

package grid

// Fuzzing the Tiled loader: any bytes as a .tmx, beside a fixed tileset and image, never panic or hang.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// FuzzLoadTiled writes the input (XML or JSON: the loader reads either) as map.tmx next to a small valid tileset (tiles.tsx,
// tiles.png) and a template (spawn.tx), and loads it. Plain `go test` runs the seeds: every
// fixture in testdata/tiled.
func FuzzLoadTiled(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "tiled", "*.tmx"))
	bad, _ := filepath.Glob(filepath.Join("testdata", "tiled", "bad", "*.tmx"))
	jsons, _ := filepath.Glob(filepath.Join("testdata", "tiled", "json", "encodings", "*.tmj")) // read as JSON whatever the name
	for _, s := range append(append(seeds, bad...), jsons...) {
		data, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		// The fuzz folder holds tiles.tsx, not the fixtures' own tilesets.
		text := strings.NewReplacer("terrain.tsx", "tiles.tsx", "ok.tsx", "tiles.tsx", "goblins.tx", "spawn.tx").Replace(string(data))
		f.Add([]byte(text))
	}
	// issue 22: a title of one 3,000-character word (validate accepts it), a byte order mark
	f.Add([]byte(tmx(2, 2, ` <properties><property name="title" value="`+strings.Repeat("W", 3000)+`"/></properties>`)))
	f.Add([]byte("\xef\xbb\xbf" + tmx(2, 2, "")))
	png, err := os.ReadFile(filepath.Join("testdata", "tiled", "terrain.png"))
	if err != nil {
		f.Fatal(err)
	}
	tsx, err := os.ReadFile(filepath.Join("testdata", "tiled", "terrain.tsx"))
	if err != nil {
		f.Fatal(err)
	}
	tx, err := os.ReadFile(filepath.Join("testdata", "tiled", "goblins.tx"))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		dir := t.TempDir()
		writeFiles(t, dir, map[string]string{"terrain.png": string(png), "tiles.tsx": string(tsx),
			"spawn.tx": string(tx), "map.tmx": string(data)})
		start := time.Now()
		m, err := LoadTiled(filepath.Join(dir, "map.tmx"))
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("loading took %v", took)
		}
		if err != nil {
			if m != nil {
				t.Errorf("a map and an error")
			}
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("the loader panicked: %v", err)
			}
			if len(ProblemsOf("map.tmx", err)) == 0 {
				t.Errorf("an error with no problems: %v", err)
			}
			return
		}
		// A loaded map keeps its promises.
		if m.Width < 1 || m.Height < 1 || len(m.terrain) != m.Width*m.Height {
			t.Fatalf("map %dx%d with %d squares", m.Width, m.Height, len(m.terrain))
		}
		for _, l := range m.Layers {
			if l.Image == nil && len(l.Tiles) != m.Width*m.Height {
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
	})
}

package grid

// Tests of the JSON reader: every bundled map exported by Tiled to JSON loads as its .tmx does;
// broken and hostile JSON is refused with the file and the line.

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// sameMap reports how two loads of one map differ, ignoring the files they came from.
func sameMap(t *testing.T, name string, want, got *Map) {
	t.Helper()
	w, g := want, got
	// an embedded tileset names its image from the map's folder, an external one from its own:
	// the pictures must be the same
	wTilesets, gTilesets := sourceless(w.Tilesets), sourceless(g.Tilesets)
	if !reflect.DeepEqual(w.terrain, g.terrain) {
		t.Errorf("%s: terrain differs", name)
	}
	checks := []struct {
		what     string
		want, gt any
	}{
		{"title, description, ruleset", []string{w.Title, w.Description, w.Ruleset}, []string{g.Title, g.Description, g.Ruleset}},
		{"size", []int{w.Width, w.Height, w.TileWidth, w.TileHeight}, []int{g.Width, g.Height, g.TileWidth, g.TileHeight}},
		{"sides", w.Sides, g.Sides},
		{"surprised", w.Surprised, g.Surprised},
		{"properties", w.Properties, g.Properties},
		{"shapes", w.Shapes, g.Shapes},
		{"layers", w.Layers, g.Layers},
		{"tilesets", wTilesets, gTilesets},
		{"objects", w.Objects, g.Objects},
	}
	for _, c := range checks {
		if !reflect.DeepEqual(c.want, c.gt) {
			t.Errorf("%s: %s differ:\n tmx  %+v\n json %+v", name, c.what, c.want, c.gt)
		}
	}
}

// Every bundled map, exported to JSON by Tiled 1.8 (scripts/tiled-export.sh), loads into the
// same map as its .tmx: terrain, layers, tilesets, objects, properties. So do the exports that
// embed the tileset and that name it as a JSON tileset (.tsj).
func TestJSONExportsLoadLikeTMX(t *testing.T) {
	tmxs, _ := filepath.Glob(filepath.Join("..", "maps", "*.tmx"))
	if len(tmxs) < 6 {
		t.Fatalf("want the 6 bundled maps, got %v", tmxs)
	}
	exports := map[string]string{} // export -> the .tmx it came from
	for _, tmx := range tmxs {
		base := strings.TrimSuffix(filepath.Base(tmx), ".tmx")
		exports[base+".tmj"] = tmx
	}
	exports["fort-embedded.tmj"] = filepath.Join("..", "maps", "fort.tmx")
	exports["crypt-tsj.tmj"] = filepath.Join("..", "maps", "crypt.tmx")
	for export, tmx := range exports {
		t.Run(export, func(t *testing.T) {
			want, err := LoadTiled(tmx)
			if err != nil {
				t.Fatal(err)
			}
			path := fixture("json/bundled/" + export)
			if _, err := os.Stat(path); err != nil {
				t.Fatalf("%v: run scripts/tiled-export.sh", err)
			}
			got, err := Load(path)
			if err != nil {
				t.Fatalf("%v", err)
			}
			if len(got.Problems) > 0 {
				t.Errorf("warnings: %v", got.Problems)
			}
			sameMap(t, export+" (a stale export? run scripts/tiled-export.sh)", want, got)
		})
	}
}

// The tile layer formats Tiled keeps in JSON (a list of numbers, base64 plain, zlib and gzip)
// give the tiles the .tmx gives.
func TestJSONEncodingsAgree(t *testing.T) {
	for _, enc := range []string{"csv", "base64", "base64-zlib", "base64-gzip"} {
		want := mustLoad(t, "encoding-"+enc+".tmx")
		got, err := Load(fixture("json/encodings/encoding-" + enc + ".tmj"))
		if err != nil {
			t.Fatalf("%s: %v", enc, err)
		}
		if !slices.Equal(got.Layers[0].Tiles, want.Layers[0].Tiles) {
			t.Errorf("%s: tiles\n got %v\nwant %v", enc, got.Layers[0].Tiles, want.Layers[0].Tiles)
		}
	}
}

// sourceless is a copy of tilesets whose sheets' Source is blank.
func sourceless(tilesets []Tileset) []Tileset {
	out := slices.Clone(tilesets)
	for i := range out {
		if out[i].Image != nil {
			img := *out[i].Image
			img.Source = ""
			out[i].Image = &img
		}
	}
	return out
}

// tmj returns a Tiled JSON map of w×h 16-px squares with the given layers and tilesets.
func tmj(w, h int, tilesets, layers string) string {
	return `{"type":"map","version":"1.8","orientation":"orthogonal","infinite":false,"width":` + strconv.Itoa(w) + `,"height":` + strconv.Itoa(h) +
		`,"tilewidth":16,"tileheight":16,"tilesets":[` + tilesets + `],"layers":[` + layers + `]}`
}

// Broken, hostile and mistaken JSON is refused with the file, the place and what to do, as the
// XML reader refuses the same mistakes.
func TestLoadTiledJSONBadMaps(t *testing.T) {
	layer := func(data string) string {
		return `{"type":"tilelayer","id":1,"name":"Ground","width":2,"height":1,"visible":true,"opacity":1,"data":` + data + `}`
	}
	tests := []struct {
		name  string
		files map[string]string
		want  wantProblem
	}{
		{"cut short", map[string]string{"m.tmj": tmj(2, 1, "", layer("[1,2]"))[:60]}, wantProblem{"m.tmj", "line 1", "cut short"}},
		{"a wrong type", map[string]string{"m.tmj": tmj(2, 1, "", `{"type":"tilelayer","name":"G","opacity":"half"}`)},
			wantProblem{"m.tmj", "line 1", "layers.opacity is a JSON string where a Tiled map wants a number"}},
		{"too many tiles", map[string]string{"m.tmj": tmj(2, 1, "", layer("[1,2,3]"))}, wantProblem{"m.tmj", `layer "Ground"`, "more than the map's 2 squares"}},
		{"too few tiles", map[string]string{"m.tmj": tmj(2, 1, "", layer("[1]"))}, wantProblem{"m.tmj", `layer "Ground"`, "holds 1 tiles but the map has 2"}},
		{"not a number", map[string]string{"m.tmj": tmj(2, 1, "", layer(`[1,"x"]`))}, wantProblem{"m.tmj", `layer "Ground"`, "not a tile number"}},
		{"infinite", map[string]string{"m.tmj": strings.Replace(tmj(2, 1, "", ""), `"infinite":false`, `"infinite":true`, 1)}, wantProblem{"m.tmj", "", "infinite maps are not supported"}},
		{"a tileset given as a map", map[string]string{"m.tmj": `{"type":"tileset","name":"t","tilewidth":16}`}, wantProblem{"m.tmj", "", "is a Tiled tileset, not a map"}},
		{"too big", map[string]string{"m.tmj": tmj(100000, 1, "", "")}, wantProblem{"m.tmj", "", "map width \"100000\" must be a whole number from 1 to 8192"}},
		{"a tileset outside the folder", map[string]string{"m.tmj": tmj(2, 1, `{"firstgid":1,"source":"../t.tsj"}`, layer("[1,2]"))},
			wantProblem{"m.tmj", `tileset "t"`, "outside the map's folder"}},
		{"a broken .tsj", map[string]string{"t.tsj": `{"type":"tileset","tilewidth":"wide"}`, "m.tmj": tmj(2, 1, `{"firstgid":1,"source":"t.tsj"}`, layer("[1,2]"))},
			wantProblem{"t.tsj", "line 1", "tilewidth is a JSON string where a tileset wants a whole number"}},
		{"an XML map naming a broken .tsj", map[string]string{"t.tsj": `{"type":"tileset","tilewidth":16,`,
			"m.tmx": tmx(2, 1, ` <tileset firstgid="1" source="t.tsj"/>`)}, wantProblem{"t.tsj", "line 1", "cut short"}},
		{"a tile layer with chunks", map[string]string{"m.tmj": tmj(2, 1, "", `{"type":"tilelayer","name":"G","chunks":[{"x":0}]}`)},
			wantProblem{"m.tmj", `layer "G"`, "infinite maps are not supported"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, tc.files)
			name := "m.tmj"
			if _, ok := tc.files["m.tmx"]; ok {
				name = "m.tmx"
			}
			m, err := Load(filepath.Join(dir, name))
			if m != nil {
				t.Fatalf("loaded a bad map: %+v", m)
			}
			checkProblems(t, err, tc.want)
		})
	}
}

// A 1 GiB inflation bomb in a JSON layer is refused as the XML one is: after the layer's bytes.
func TestLoadTiledJSONInflationBombRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 1 GiB zlib stream")
	}
	dir := t.TempDir()
	xmlPath := filepath.Join(dir, "bomb.tmx")
	writeBomb(t, xmlPath, 64, 64, 1<<30)
	data, err := os.ReadFile(xmlPath)
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(data), `compression="zlib">`)
	b64, _, _ := strings.Cut(rest, "<")
	doc := tmj(64, 64, "", `{"type":"tilelayer","name":"Bomb","width":64,"height":64,"encoding":"base64","compression":"zlib","data":"`+strings.TrimSpace(b64)+`"}`)
	writeFiles(t, dir, map[string]string{"bomb.tmj": doc})
	_, err = Load(filepath.Join(dir, "bomb.tmj"))
	checkProblems(t, err, wantProblem{"bomb.tmj", `layer "Bomb"`, "unpacks to more than the 16384 bytes"})
}

// A JSON template (.tj) works as a .tx does: the instance's own values override the template's.
func TestLoadTiledJSONTemplate(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"goblins.tj": `{"type":"template","object":{"name":"goblins","type":"Spawn","width":32,"height":16,
			"properties":[{"name":"count","type":"int","value":3},{"name":"side","type":"string","value":"Goblins"},{"name":"unit","type":"string","value":"goblin"}]}}`,
		"m.tmj": tmj(4, 2, "", `{"type":"objectgroup","name":"Setup","objects":[
			{"id":1,"template":"goblins.tj","x":0,"y":16,"properties":[{"name":"count","type":"int","value":2}]}]}`),
	})
	m, err := Load(filepath.Join(dir, "m.tmj"))
	if err != nil {
		t.Fatal(err)
	}
	spawns := m.ObjectsOf(ClassSpawn)
	if len(spawns) != 1 || spawns[0].Side != "Goblins" || spawns[0].Unit != "goblin" || spawns[0].Count != 2 || len(spawns[0].Cells) != 2 {
		t.Errorf("spawns %+v", spawns)
	}
}

package grid

// Issue 30's unclear and silent cases: each message says what is wrong in a map maker's terms,
// and what the loader once accepted without a word is a warning or an error.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tmj10x8 is a 10×8 JSON map with the given layers (a JSON list's insides) and extra top-level
// fields.
func tmj10x8(extra, layers string) string {
	return `{"type": "map", "orientation": "orthogonal", "width": 10, "height": 8, "tilewidth": 16, "tileheight": 16,` +
		extra + ` "layers": [` + layers + `]}`
}

// tileLayer is a JSON tile layer of the given data (a JSON value as text).
func tileLayer(data string) string {
	return `{"type": "tilelayer", "id": 1, "name": "Ground", "width": 10, "height": 8, "data": ` + data + `}`
}

// zeros are n tile numbers 0, comma-separated.
func zeros(n int) string { return strings.TrimSuffix(strings.Repeat("0,", n), ",") }

func TestMessagesSayWhatIsWrong(t *testing.T) {
	terrain, err := os.ReadFile(fixture("terrain.tsx"))
	if err != nil {
		t.Fatal(err)
	}
	png, err := os.ReadFile(fixture("terrain.png"))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, file, text string
		// want is in the message, warning says whether it is a warning (the map loads)
		want    string
		warning bool
		// not must not be in any message
		not string
	}{
		{"an empty .tmj", "m.tmj", "", "the file is empty", false, "<map>"},
		{"a .tmj of nested lists", "m.tmj", "[[[[[[[[", "the file is a JSON list, where a Tiled map is a JSON object", false, "<map>"},
		{"an XML map named .tmj", "m.tmj", tmx(2, 2, ""), "the file holds XML: a Tiled map saved as XML is named .tmx", false, ""},
		{"a negative tile number in a JSON layer", "m.tmj", tmj10x8("", tileLayer("[-1,"+zeros(79)+"]")),
			`the tile data holds "-1" at entry 1 (square (0,0)), which is not a tile number: tile numbers are 0 (no tile) or more, never negative`, false, "CSV"},
		{"a tile number past 4294967295", "m.tmx", tmx(10, 8, `<layer id="1" name="Ground" width="10" height="8"><data encoding="csv">`+zeros(12)+",99999999999,"+zeros(67)+`</data></layer>`),
			`the CSV tile data holds "99999999999" at entry 13 (square (2,1)), which is not a tile number: the largest is 4294967295`, false, "'9'"},
		{"a damaged zlib stream", "m.tmx", tmx(10, 8, `<layer id="1" name="Ground" width="10" height="8"><data encoding="base64" compression="zlib">eJxiYGRiZmFlG6XI8QABAAD//1Y5A7w=</data></layer>`),
			"the tile data is damaged (flate: corrupt input", false, "unpacks to more"},
		{"a layer 1,000,000 wide on a 10×8 map", "m.tmx", tmx(10, 8, `<layer id="1" name="Ground" width="1000000" height="8"><data encoding="csv">`+zeros(80)+`</data></layer>`),
			`the layer says it is "1000000" by "8" squares, but the map is 10x8`, true, ""},
		{"a .tmj layer 1,000,000 wide", "m.tmj", tmj10x8("", strings.Replace(tileLayer("["+zeros(80)+"]"), `"width": 10`, `"width": 1000000`, 1)),
			`the layer says it is "1000000" by "8" squares, but the map is 10x8`, true, ""},
		{"two tilesets whose gids overlap", "m.tmx", tmx(10, 8, `<tileset firstgid="1" source="terrain.tsx"/><tileset firstgid="3" name="second" tilewidth="16" tileheight="16" tilecount="8" columns="4"><image source="terrain.png" width="64" height="32"/></tileset>`),
			`starts at gid 3, inside the gids 1 to 8 of tileset "terrain" (its 8 tiles)`, false, ""},
		{"bytes that are not UTF-8 in a .tmj title", "m.tmj", tmj10x8(` "properties": [{"name": "title", "type": "string", "value": "Cr`+"\xff"+`pt"}],`, ""),
			"line 1: column 170: not UTF-8 text (byte 0xff)", false, ""},
		{"a NUL in a .tmj title", "m.tmj", tmj10x8(` "properties": [{"name": "title", "type": "string", "value": "Cr\u0000ypt"}],`, ""),
			`map property "title": warning: holds the control character U+0000, which the game cannot show: "Cr\x00ypt"`, true, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{c.file: c.text, "terrain.tsx": string(terrain), "terrain.png": string(png)})
			m, err := Load(filepath.Join(dir, c.file))
			var msgs string
			switch {
			case c.warning && err != nil:
				t.Fatalf("the map does not load: %v", err)
			case c.warning:
				msgs = m.Problems.Error()
			case err == nil:
				t.Fatalf("the map loads, with problems %v", m.Problems)
			default:
				msgs = err.Error()
			}
			if !strings.Contains(msgs, c.want) {
				t.Errorf("problems:\n%s\nwant one saying %s", msgs, c.want)
			}
			if c.not != "" && strings.Contains(msgs, c.not) {
				t.Errorf("problems:\n%s\nsay %s", msgs, c.not)
			}
		})
	}
}

// An ASCII map's errors name the file once, and count columns in characters: a row holding a
// right-to-left override is refused at that character, not measured in bytes.
func TestASCIIMessages(t *testing.T) {
	dir := t.TempDir()
	cases := []struct{ name, text, want string }{
		{"a right-to-left override", "#####\n#.\u202e.#\n#####", `:2: column 3: unknown map character "\u202e"`},
		{"an escape", "#####\n#.\x1b[2J\n#####", `:2: column 3: unknown map character "\x1b"`},
		{"a row too short", "#####\n#..#\n#####", `:2: row 2 is 4 squares wide but the first row is 5`},
		{"a letter", "#####\n#.X.#\n#####", `:2: column 3: unknown map character "X"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(dir, "m.txt")
			writeFiles(t, dir, map[string]string{"m.txt": c.text})
			_, err := Load(p)
			if err == nil {
				t.Fatal("the map loads")
			}
			ps := ProblemsOf(p, err)
			if len(ps) != 1 || strings.Count(ps.Error(), p) != 1 || !strings.HasPrefix(ps.Error(), p+c.want) {
				t.Errorf("problems %q, want one naming %s once, saying %s", ps.Error(), p, c.want)
			}
		})
	}
}

package grid

// Issue 30's unclear and silent cases: each message says what is wrong in a map maker's terms,
// and what the loader once accepted without a word is a warning or an error.

import (
	"fmt"
	"math"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestMessagesSayWhatIsWrong(t *testing.T) {
	// Each file of the hostile corpus (testdata/hostile), as a map maker or an attacker might
	// hand it to the game.
	cases := []struct {
		file string
		// want is in a message; warning says the map loads, with it as a warning
		want    string
		warning bool
		// not must not be in any message
		not string
	}{
		{"empty.tmj", "the file is empty", false, "<map>"},
		{"lists.tmj", "the file is a JSON list, where a Tiled map is a JSON object", false, "<map>"},
		{"xml.tmj", "the file holds XML: a Tiled map saved as XML is named .tmx", false, ""},
		{"negative-gid.tmj", `the tile data holds "-1" at entry 1 (square (0,0)), which is not a tile number: tile numbers are 0 (no tile) or more, never negative`, false, "CSV"},
		{"huge-gid.tmx", `the CSV tile data holds "99999999999" at entry 13 (square (2,1)), which is not a tile number: the largest is 4294967295`, false, "'9'"},
		{"damaged-zlib.tmx", "the tile data is damaged (flate: corrupt input", false, "unpacks to more"},
		{"wide-layer.tmx", `the layer says it is "1000000" by "8" squares, but the map is 10x8`, true, ""},
		{"overlap.tmx", `starts at gid 3, inside the gids 1 to 8 of tileset "terrain" (its 8 tiles)`, false, ""},
		{"not-utf8.tmj", "line 1: column 170: not UTF-8 text (byte 0xff)", false, ""},
		{"nul-title.tmj", `map property "title": warning: holds the control character U+0000, which the game cannot show: "Cr\x00ypt"`, true, ""},
		{"escape-sides.tmj", `map property "sides": warning: holds the control character U+001B, which the game cannot show: "\x1b]0;pwned\a\x1b[2J, B"`, true, ""},
		{"windows-path.tmj", `line 2: the JSON is broken ('m' after a backslash in a quoted string: JSON's escapes are`, false, "invalid character"},
		{"sides-1000.tmx", "map property sides: lists 1000 names, more than the 100 sides a map may have", false, ""},
		{"sides-objects.tmx", `names the side "S101", a side more than the 100 a map may have`, false, ""},
		{"sides-1000.txt", "map property sides: lists 1000 names, more than the 100 sides a map may have", false, ""},
		{"rtl.txt", `:2: column 3: unknown map character "\u202e"`, false, ""},
		{"escape.txt", `:2: column 3: unknown map character "\x1b"`, false, ""},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			m, err := Load(filepath.Join("testdata", "hostile", c.file))
			var ps Problems
			switch {
			case c.warning && err != nil:
				t.Fatalf("the map does not load: %v", err)
			case c.warning:
				ps = m.Problems
			case err == nil:
				t.Fatalf("the map loads, with problems %v", m.Problems)
			default:
				ps = ProblemsOf(c.file, err)
			}
			checkMessages(t, ps)
			msgs := ps.Error()
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

// Collision shapes placed over the whole map are bounded: a tile whose shape has 4,096
// corners painted on every square of a 1024×1024 map would be 4 billion corners (64 GiB);
// it is refused before anything is allocated for them.
func TestCollisionCornersAreBounded(t *testing.T) {
	pts := make([]string, 4096)
	for i := range pts {
		a := float64(i) / 4096 * 6.28
		pts[i] = fmt.Sprintf("%.3f,%.3f", 6*math.Cos(a), 6*math.Sin(a))
	}
	tsx := `<tileset version="1.10" name="round" tilewidth="16" tileheight="16" tilecount="1" columns="0">
 <tile id="0"><image source="t.png" width="16" height="16"/><objectgroup><object id="1" x="8" y="8"><polygon points="` + strings.Join(pts, " ") + `"/></object></objectgroup></tile>
</tileset>`
	n := 1024
	data := strings.TrimSuffix(strings.Repeat("1,", n*n), ",")
	text := tmx(n, n, `<tileset firstgid="1" source="round.tsx"/><layer id="1" name="Ground" width="1024" height="1024"><data encoding="csv">`+data+`</data></layer>`)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := LoadFiles("/maps/m.tmx", []File{{Name: "m.tmx", Data: []byte(text)}, {Name: "round.tsx", Data: []byte(tsx)}}, nil)
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "the tiles' collision shapes come to 4294967296 corners over the map, more than the 4194304") {
		t.Fatalf("error %.300v", err)
	}
	if grew := (after.TotalAlloc - before.TotalAlloc) >> 20; grew > 400 {
		t.Errorf("%d MiB allocated", grew)
	}
}

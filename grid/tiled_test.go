package grid

// Tests of the Tiled loader: fixtures in testdata/tiled saved as Tiled 1.10 does, and bad maps.

import (
	"compress/zlib"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// fixture is the path of a file in testdata/tiled.
func fixture(name string) string { return filepath.Join("testdata", "tiled", filepath.FromSlash(name)) }

// mustLoad loads a fixture and fails the test on any problem.
func mustLoad(t *testing.T, name string) *Map {
	t.Helper()
	m, err := LoadTiled(fixture(name))
	if err != nil {
		t.Fatalf("LoadTiled(%s):\n%v", name, err)
	}
	return m
}

// The same 4×3 layer saved in every tile layer format Tiled offers gives the same tiles,
// flip bits included.
func TestLoadTiledEncodingsAgree(t *testing.T) {
	r := func(flip uint8, id uint32) TileRef { return TileRef{Tileset: 1, Flip: flip, ID: id} }
	want := []TileRef{
		r(0, 0), r(0, 1), r(0, 1), r(0, 0),
		r(FlipH, 2), r(0, 0), r(FlipV, 3), r(FlipD, 1),
		r(0, 0), r(FlipH|FlipV|FlipD, 0), {}, r(0, 7),
	}
	for _, enc := range []string{"csv", "base64", "base64-zlib", "base64-gzip", "xml"} {
		t.Run(enc, func(t *testing.T) {
			m := mustLoad(t, "encoding-"+enc+".tmx")
			if m.Width != 4 || m.Height != 3 || len(m.Layers) != 1 {
				t.Fatalf("got %dx%d with %d layers, want 4x3 with 1", m.Width, m.Height, len(m.Layers))
			}
			if got := m.Layers[0].Tiles; !slices.Equal(got, want) {
				t.Errorf("tiles\n got %v\nwant %v", got, want)
			}
			if m.Title != "encoding-"+enc {
				t.Errorf("title %q, want the file name", m.Title)
			}
		})
	}
}

func TestLoadTiledFullMap(t *testing.T) {
	m := mustLoad(t, "full.tmx")

	t.Run("properties", func(t *testing.T) {
		if m.Title != "Crypt Fight" || m.Description != "A small test crypt." || m.Ruleset != "delvers" {
			t.Errorf("title %q description %q ruleset %q", m.Title, m.Description, m.Ruleset)
		}
		if want := []string{"Delvers", "Goblins", "Ogres"}; !slices.Equal(m.Sides, want) {
			t.Errorf("sides %q, want %q", m.Sides, want)
		}
		if m.Properties["sides"] != "Delvers, Goblins" || len(m.Properties) != 4 {
			t.Errorf("properties %v", m.Properties)
		}
		if m.TileWidth != 16 || m.TileHeight != 16 {
			t.Errorf("tile size %dx%d", m.TileWidth, m.TileHeight)
		}
	})

	t.Run("layers in file order with groups folded", func(t *testing.T) {
		type lay struct {
			name       string
			visible    bool
			opacity    float64
			offX, offY float64
			image      bool
		}
		want := []lay{
			{"Floor", true, 1, 0, 0, false},
			{"Walls", true, 0.4, 2, 4, false},
			{"Fog", false, 0.5, 2, 4, true},
			{"Deco", true, 0.25, 3, 4, false},
			{"Top", true, 1, 0, 0, false},
		}
		var got []lay
		for _, l := range m.Layers {
			got = append(got, lay{l.Name, l.Visible, float64(int(l.Opacity*1000+0.5)) / 1000, l.OffsetX, l.OffsetY, l.Image != nil})
		}
		if !slices.Equal(got, want) {
			t.Errorf("layers\n got %+v\nwant %+v", got, want)
		}
		if img := m.Layers[2].Image; img == nil || img.Width != 8 || img.Height != 8 || len(img.Data) == 0 || img.Source != "fog.png" {
			t.Errorf("fog image %+v", img)
		}
	})

	t.Run("tilesets", func(t *testing.T) {
		if len(m.Tilesets) != 2 {
			t.Fatalf("%d tilesets, want 2", len(m.Tilesets))
		}
		ts := m.Tilesets[0]
		if ts.Name != "terrain" || ts.FirstGID != 1 || ts.Columns != 4 || ts.TileCount != 8 || ts.Image == nil ||
			ts.Image.Width != 64 || ts.Image.Height != 32 || ts.Image.Source != "terrain.png" {
			t.Errorf("terrain tileset %+v", ts)
		}
		if want := []Frame{{7, 500}, {0, 250}}; !slices.Equal(ts.Animations[7], want) {
			t.Errorf("animation of tile 7: %v, want %v", ts.Animations[7], want)
		}
		props := m.Tilesets[1]
		if props.Name != "props" || props.FirstGID != 9 || props.Image != nil || len(props.TileImages) != 2 ||
			props.TileImages[1].Source != "barrel.png" || props.TileImages[1].Width != 16 {
			t.Errorf("props tileset %+v", props)
		}
		if deco := m.Layers[3].Tiles; deco[1] != (TileRef{1, FlipH, 6}) || deco[2] != (TileRef{2, 0, 0}) || deco[8] != (TileRef{1, FlipV | FlipD, 5}) {
			t.Errorf("deco tiles %v", deco)
		}
	})

	t.Run("terrain", func(t *testing.T) {
		blocked := Terrain{Move: MoveBlocked}
		want := map[Pos]Terrain{
			{0, 0}: {Move: MoveBlocked, Sight: SightBlocked}, // wall tile beats the layer's move
			{1, 0}: blocked,                                  // collision shape, no move property
			{2, 0}: {Cover: CoverThreeQuarters},              // crate of the embedded tileset
			{1, 1}: {Move: MoveDifficult, Cover: CoverHalf},  // mud, then a low wall on top
			{2, 1}: {Move: MoveDifficult},                    // layer Walls says move=difficult
			{3, 2}: blocked,                                  // pillar: shape beats the layer
			{0, 2}: {Door: true},
		}
		for y := 0; y < m.Height; y++ {
			for x := 0; x < m.Width; x++ {
				p := Pos{x, y}
				if got := m.At(p); got != want[p] {
					t.Errorf("terrain at %v: %+v, want %+v", p, got, want[p])
				}
			}
		}
	})

	t.Run("shapes", func(t *testing.T) {
		if len(m.Shapes) != 2 {
			t.Fatalf("%d shapes, want 2: %+v", len(m.Shapes), m.Shapes)
		}
		// Square (3,2)'s pillar: the ellipse (4,4)-(12,12) px as a 16-gon around (3.5, 2.5).
		var pillar, half Shape
		for _, s := range m.Shapes {
			if s.Cell == (Pos{3, 2}) {
				pillar = s
			} else {
				half = s
			}
		}
		if len(pillar.Points) != 16 || pillar.Kind != ShapePolygon {
			t.Fatalf("pillar %+v", pillar)
		}
		for _, p := range pillar.Points {
			if d := (p.X-3.5)*(p.X-3.5) + (p.Y-2.5)*(p.Y-2.5); d < 0.0624 || d > 0.0626 {
				t.Errorf("pillar point %v is not 0.25 from (3.5,2.5)", p)
			}
		}
		// Square (1,0): the left-half wall, flipped horizontally, covers the right half.
		if half.Cell != (Pos{1, 0}) {
			t.Fatalf("half wall %+v", half)
		}
		for _, p := range half.Points {
			if p.X < 1.5 || p.X > 2 || p.Y < 0 || p.Y > 1 {
				t.Errorf("flipped half wall point %v is not in [1.5,2]x[0,1]", p)
			}
		}
	})

	t.Run("objects", func(t *testing.T) {
		type obj struct {
			id          int
			class, side string
			unit        string
			count       int
			cells       []Pos
		}
		want := []obj{
			{1, ClassSpawn, "Delvers", "fighter", 2, []Pos{{0, 0}}},
			{2, ClassSpawn, "Goblins", "goblin", 4, []Pos{{2, 1}, {3, 1}}}, // from goblins.tx
			{3, ClassDeploy, "Delvers", "", 1, []Pos{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
			{4, ClassExit, "", "", 1, []Pos{{3, 2}}},
			{5, ClassObjective, "", "", 1, []Pos{{1, 1}, {2, 1}}},
			{7, ClassDeploy, "Ogres", "", 1, []Pos{{0, 2}}}, // Tiled < 1.9 `type`
		}
		if len(m.Objects) != len(want) {
			t.Fatalf("%d objects, want %d: %+v", len(m.Objects), len(want), m.Objects)
		}
		for i, w := range want {
			o := m.Objects[i]
			got := obj{o.ID, o.Class, o.Side, o.Unit, o.Count, o.Cells}
			if fmt.Sprint(got) != fmt.Sprint(w) {
				t.Errorf("object %d:\n got %+v\nwant %+v", i, got, w)
			}
		}
		if o := m.Objects[1]; o.Name != "goblins" || o.X != 2 || o.Y != 1 || o.W != 2 || o.H != 1 {
			t.Errorf("template object name %q bounds %v,%v %vx%v", o.Name, o.X, o.Y, o.W, o.H)
		}
		if o := m.Objects[0]; o.X != 0.5 || o.Y != 0.5 || o.W != 0 || o.H != 0 {
			t.Errorf("point bounds %v,%v %vx%v", o.X, o.Y, o.W, o.H)
		}
		if o := m.Objects[4]; o.Name != "altar" || o.Properties["points"] != "5" {
			t.Errorf("objective %q %v", o.Name, o.Properties)
		}
	})
}

// A map whose tiles and layers say nothing is open floor and still loads.
func TestLoadTiledPlainMapIsOpenFloor(t *testing.T) {
	m := mustLoad(t, "plain.tmx")
	if m.Width != 5 || m.Height != 4 || m.Title != "plain" || len(m.Sides) != 0 || len(m.Objects) != 0 {
		t.Fatalf("plain map %+v", m)
	}
	for i := 0; i < m.Width*m.Height; i++ {
		if got := m.At(m.PosOf(i)); got != (Terrain{}) {
			t.Errorf("square %v: %+v, want open floor", m.PosOf(i), got)
		}
	}
}

// wantProblem says one problem a bad map must report.
type wantProblem struct {
	file  string // suffix of Problem.File
	place string // substring of Problem.Place
	msg   string // substring of Problem.Msg
}

// checkProblems fails unless err is a Problems holding each wanted problem.
func checkProblems(t *testing.T, err error, wants ...wantProblem) {
	t.Helper()
	var ps Problems
	if !errors.As(err, &ps) || len(ps) == 0 {
		t.Fatalf("want Problems, got %v", err)
	}
	for _, w := range wants {
		found := false
		for _, p := range ps {
			if strings.HasSuffix(filepath.ToSlash(p.File), w.file) && strings.Contains(p.Place, w.place) && strings.Contains(p.Msg, w.msg) {
				found = true
			}
		}
		if !found {
			t.Errorf("no problem with file *%s, place %q, message %q in:\n%v", w.file, w.place, w.msg, err)
		}
	}
}

func TestLoadTiledBadMaps(t *testing.T) {
	tests := []struct {
		file string
		want wantProblem
	}{
		{"escape-tileset.tmx", wantProblem{"bad/escape-tileset.tmx", `tileset "terrain"`, "outside the map's folder"}},
		{"absolute-image.tmx", wantProblem{"bad/absolute-image.tmx", `tileset "abs"`, "absolute path"}},
		{"huge-width.tmx", wantProblem{"bad/huge-width.tmx", "", "map width \"100000\" must be a whole number from 1 to 8192"}},
		{"hexagonal.tmx", wantProblem{"bad/hexagonal.tmx", "", "hexsidelength is 0, so Tiled draws diamonds, not hexes; set Hex Side Length to 8, half the tile height"}},
		{"tile-beyond.tmx", wantProblem{"bad/tile-beyond.tmx", `layer "Walls"`, "square (1,1) holds tile 11 of tileset \"ok\", which has only 8 tiles"}},
		{"image-smaller.tmx", wantProblem{"bad/image-smaller.tmx", `tileset "small"`, "smaller than one 16x16 tile"}},
		{"zero-columns.tmx", wantProblem{"bad/zero-columns.tmx", `tileset "nocols"`, "0 columns"}},
		{"zero-columns.tmx", wantProblem{"bad/zero-columns.tmx", `tileset "nocols"`, `image "gone.png": file not found`}},
		{"truncated.tmx", wantProblem{"bad/truncated.tmx", "line", "cut short"}},
		{"missing-tileset.tmx", wantProblem{"bad/missing-tileset.tmx", `tileset "missing"`, "file not found"}},
		{"bad-property.tmx", wantProblem{"bad/odd.tsx", `tile 1 of tileset "odd"`, `property move is "sideways"; it must be normal, difficult or blocked`}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			m, err := LoadTiled(fixture("bad/" + tt.file))
			if m != nil {
				t.Errorf("got a map as well as problems")
			}
			checkProblems(t, err, tt.want)
		})
	}
}

// writeFiles writes name→content files into dir, creating folders.
func writeFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// tmx returns a Tiled 1.10 map of w×h 16-px squares with the given body.
func tmx(w, h int, body string) string {
	return fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="16" tileheight="16" infinite="0" nextlayerid="2" nextobjectid="1">
%s
</map>
`, w, h, body)
}

func TestLoadTiledSymlinkEscapeRefused(t *testing.T) {
	base := t.TempDir()
	outside, mapDir := filepath.Join(base, "outside"), filepath.Join(base, "map")
	tsx, err := os.ReadFile(fixture("terrain.tsx"))
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, outside, map[string]string{"secret.tsx": string(tsx)})
	writeFiles(t, mapDir, map[string]string{"m.tmx": tmx(1, 1, ` <tileset firstgid="1" source="link.tsx"/>
 <layer id="1" name="Ground" width="1" height="1">
  <data encoding="csv">1</data>
 </layer>`)})
	if err := os.Symlink(filepath.Join(outside, "secret.tsx"), filepath.Join(mapDir, "link.tsx")); err != nil {
		t.Skipf("cannot make a symlink here: %v", err)
	}
	_, err = LoadTiled(filepath.Join(mapDir, "m.tmx"))
	checkProblems(t, err, wantProblem{"map/m.tmx", `tileset "link"`, "must be inside the map's folder"})
}

// A tileset in a subfolder names its image relative to itself; `..` inside the map's folder is fine.
func TestLoadTiledTilesetInSubfolder(t *testing.T) {
	dir := t.TempDir()
	png, err := os.ReadFile(fixture("terrain.png"))
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{
		"art/terrain.png": string(png),
		"sets/t.tsx": `<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="t" tilewidth="16" tileheight="16" tilecount="8" columns="4">
 <image source="../art/terrain.png" width="64" height="32"/>
</tileset>`,
		"m.tmx": tmx(2, 1, ` <tileset firstgid="1" source="sets/t.tsx"/>
 <layer id="1" name="Ground" width="2" height="1">
  <data encoding="csv">8,1</data>
 </layer>`)})
	m, err := LoadTiled(filepath.Join(dir, "m.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	if img := m.Tilesets[0].Image; img == nil || img.Source != "../art/terrain.png" || img.Width != 64 {
		t.Errorf("image %+v", img)
	}
	if got := m.Layers[0].Tiles; got[0] != (TileRef{1, 0, 7}) || got[1] != (TileRef{1, 0, 0}) {
		t.Errorf("tiles %v", got)
	}
}

// One load reports every problem it can find, not just the first.
func TestLoadTiledCollectsEveryProblem(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"m.tmx": tmx(2, 1, ` <tileset firstgid="1" source="nowhere.tsx"/>
 <layer id="1" name="Ground" width="2" height="1">
  <properties>
   <property name="cover" value="lots"/>
  </properties>
  <data encoding="csv">0,0</data>
 </layer>
 <objectgroup id="2" name="Setup">
  <object id="3" class="Spawn" x="8" y="8"><point/></object>
  <object id="4" class="Deploy" x="400" y="400" width="16" height="16">
   <properties><property name="side" value="A"/></properties>
  </object>
  <object id="5" template="../t.tx" x="0" y="0"/>
 </objectgroup>`)})
	_, err := LoadTiled(filepath.Join(dir, "m.tmx"))
	checkProblems(t, err,
		wantProblem{"m.tmx", `tileset "nowhere"`, "file not found"},
		wantProblem{"m.tmx", `layer "Ground"`, `property cover is "lots"; it must be none, half or three-quarters`},
		wantProblem{"m.tmx", "object 3", "names no side"},
		wantProblem{"m.tmx", "object 4", "off the map"},
		wantProblem{"m.tmx", "object 5", "outside the map's folder"},
	)
}

// writeBomb writes a map of w×h squares whose one layer inflates to `size` zero bytes.
func writeBomb(t testing.TB, path string, w, h int, size int64) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	head, tail, _ := strings.Cut(tmx(w, h, ` <layer id="1" name="Bomb" width="`+fmt.Sprint(w)+`" height="`+fmt.Sprint(h)+`">
  <data encoding="base64" compression="zlib">@</data>
 </layer>`), "@")
	io.WriteString(f, head)
	b64 := base64.NewEncoder(base64.StdEncoding, f)
	zw, _ := zlib.NewWriterLevel(b64, zlib.BestCompression)
	zeros := make([]byte, 1<<20)
	for n := int64(0); n < size; n += int64(len(zeros)) {
		zw.Write(zeros)
	}
	zw.Close()
	b64.Close()
	io.WriteString(f, tail)
}

// A 1 GiB inflation bomb (about 1 MB on disk) is refused fast and without the gigabyte.
func TestLoadTiledInflationBombRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 1 GiB zlib stream")
	}
	path := filepath.Join(t.TempDir(), "bomb.tmx")
	writeBomb(t, path, 64, 64, 1<<30)
	if fi, err := os.Stat(path); err != nil || fi.Size() > 4<<20 {
		t.Fatalf("bomb file: %v %v", fi, err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	_, err := LoadTiled(path)
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	checkProblems(t, err, wantProblem{"bomb.tmx", `layer "Bomb"`, "unpacks to more than the 16384 bytes"})
	t.Logf("refused in %v, allocating %d KiB (speed: BenchmarkRefuseInflationBomb)", took, (after.TotalAlloc-before.TotalAlloc)>>10)
	// Refusing must not inflate the gigabyte: a bound on memory, not a timing.
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 100<<20 {
		t.Errorf("refusing the bomb allocated %d MiB, want under 100", alloc>>20)
	}
}

// Other limits checked before anything large is allocated.
func TestLoadTiledLimits(t *testing.T) {
	tests := []struct {
		name, body string
		w, h       int
		want       wantProblem
	}{
		{"area", ``, 2000, 2000, wantProblem{"m.tmx", "", "the game plays at most 1048576"}},
		{"zero height", ``, 4, 0, wantProblem{"m.tmx", "", "map height \"0\" must be a whole number from 1"}},
		{"csv too long", ` <layer id="1" name="L" width="2" height="1"><data encoding="csv">0,0,0</data></layer>`, 2, 1,
			wantProblem{"m.tmx", `layer "L"`, "more than the map's 2 squares"}},
		{"csv too short", ` <layer id="1" name="L" width="2" height="1"><data encoding="csv">0</data></layer>`, 2, 1,
			wantProblem{"m.tmx", `layer "L"`, "holds 1 tiles but the map has 2 squares"}},
		{"zstd", ` <layer id="1" name="L" width="2" height="1"><data encoding="base64" compression="zstd">AAAA</data></layer>`, 2, 1,
			wantProblem{"m.tmx", `layer "L"`, "re-save with Tile Layer Format CSV or Base64 (zlib)"}},
		{"too many layers", strings.Repeat(` <layer id="1" name="L" width="1" height="1"><data encoding="csv">0</data></layer>`, maxLayers+1), 1, 1,
			wantProblem{"m.tmx", `layer "L"`, "more than 64 layers"}},
		{"gid of no tileset", ` <layer id="1" name="L" width="2" height="1"><data encoding="csv">0,5</data></layer>`, 2, 1,
			wantProblem{"m.tmx", `layer "L"`, "square (1,0) holds tile gid 5, which belongs to no tileset"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{"m.tmx": tmx(tt.w, tt.h, tt.body)})
			_, err := LoadTiled(filepath.Join(dir, "m.tmx"))
			checkProblems(t, err, tt.want)
		})
	}
	t.Run("infinite", func(t *testing.T) {
		dir := t.TempDir()
		writeFiles(t, dir, map[string]string{"m.tmx": strings.Replace(tmx(2, 2, ""), `infinite="0"`, `infinite="1"`, 1)})
		_, err := LoadTiled(filepath.Join(dir, "m.tmx"))
		checkProblems(t, err, wantProblem{"m.tmx", "", "In Tiled: Map > Map Properties, untick Infinite, save again"})
	})
}

// Load picks the loader by extension.
func TestLoadByExtension(t *testing.T) {
	if m, err := Load(fixture("plain.tmx")); err != nil || m.Width != 5 {
		t.Errorf("Load(.tmx) = %v, %v", m, err)
	}
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.txt": "title: A\n..#\n...\n"})
	if m, err := Load(filepath.Join(dir, "a.txt")); err != nil || m.Title != "A" || m.Width != 3 {
		t.Errorf("Load(.txt) = %v, %v", m, err)
	}
}

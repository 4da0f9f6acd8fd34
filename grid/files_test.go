package grid

// LoadFiles: a map built again from the files it was read from is the same map, whatever
// became of its files on disk; without its images it plays the same and warns.

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/internal/userfile"
)

func TestLoadFilesGivesTheSameMap(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join("..", "maps", "*.tmx"))
	hexes, _ := filepath.Glob(filepath.Join("..", "maps", "hex", "*.tmx"))
	paths = append(append(paths, hexes...), fixture("full.tmx"), fixture("json/bundled/crypt.tmj"),
		filepath.Join("..", "maps", "examples", "arena.txt"))
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			want, err := Load(p)
			if err != nil {
				t.Fatal(err)
			}
			if len(want.Files) == 0 || want.Files[0].Name != filepath.Base(p) {
				t.Fatalf("Files %v: want the map's own file first", names(want.Files))
			}
			root, err := os.OpenRoot(filepath.Dir(p))
			if err != nil {
				t.Fatal(err)
			}
			defer root.Close()
			got, err := LoadFiles(p, want.Files, userfile.FS(root))
			if err != nil {
				t.Fatal(err)
			}
			sameMap(t, p, want, got)
			if !slices.EqualFunc(want.Files, got.Files, func(a, b File) bool { return a.Name == b.Name && string(a.Data) == string(b.Data) }) {
				t.Errorf("Files %v, then %v", names(want.Files), names(got.Files))
			}
			// without the images, the same battlefield, and a warning for each picture
			bare, err := LoadFiles(p, want.Files, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(want.terrain, bare.terrain) || !slices.Equal(want.Sides, bare.Sides) || len(want.Objects) != len(bare.Objects) {
				t.Error("without its images the map is another battlefield")
			}
			for _, pr := range bare.Problems.Errors() {
				t.Errorf("an error without the images: %v", pr)
			}
		})
	}
}

// names lists the files' names.
func names(fs []File) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Name)
	}
	return out
}

func TestLoadFilesReadsNothingElse(t *testing.T) {
	// a map naming a tileset the files do not hold, and one beyond the folder, is refused as a
	// map on disk would be: nothing is read from disk but images
	text := tmx(2, 2, `<tileset firstgid="1" source="../../../../etc/passwd"/><tileset firstgid="20" source="gone.tsx"/>`)
	_, err := LoadFiles("/maps/m.tmx", []File{{Name: "m.tmx", Data: []byte(text)}}, nil)
	if err == nil || !strings.Contains(err.Error(), "outside the map's folder") || !strings.Contains(err.Error(), `"gone.tsx": file not found`) {
		t.Fatalf("error %v", err)
	}
	for _, files := range [][]File{nil, {{Name: "../m.tmx"}}, {{Name: "sub/m.tmx", Data: []byte(text)}}} {
		if _, err := LoadFiles("/maps/m.tmx", files, nil); err == nil {
			t.Errorf("files %v loaded", names(files))
		}
	}
}

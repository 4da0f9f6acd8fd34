package save

// Places (format 1 saves, testdata/format1, which carry no map): a save's map is opened only from the folders the player trusts, found there by name or content when the save
// names another path, and a path outside them is refused until the player allows it.

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSaveMapPlaces(t *testing.T) {
	// The seed save "short" is a battle on testdata/pit.txt, an ASCII map.
	good, err := os.ReadFile(filepath.Join("testdata", "format1", "short.json"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse("short.json", good)
	if err != nil {
		t.Fatal(err)
	}
	field, err := os.ReadFile(f.Map.Path)
	if err != nil {
		t.Fatal(err)
	}
	// pointing writes the save into a new folder with its map path set to path.
	pointing := func(t *testing.T, path string) string {
		data := bytes.Replace(good, []byte(`"path":`+quoteJSON(f.Map.Path)), []byte(`"path":`+quoteJSON(path)), 1)
		return writeBytes(t, t.TempDir(), "a.json", data)
	}
	secret := filepath.Join(t.TempDir(), "passwd")
	writeBytes(t, filepath.Dir(secret), "passwd", []byte("root:x:0:0:root:/root:/bin/bash\n"))
	cases := []struct {
		name   string
		setup  func(t *testing.T, mine string) (mapPath string, pl Places) // mine is the user's maps folder
		kind   error                                                       // nil: it loads
		loaded string                                                      // the map file it loads from, if it loads
	}{
		{"a map in the user's folder opens", func(t *testing.T, mine string) (string, Places) {
			return writeBytes(t, mine, "pit.txt", field), Places{Folders: []string{mine}}
		}, nil, "pit.txt"},
		{"a file elsewhere is refused, not read (it might be /etc/passwd)", func(t *testing.T, mine string) (string, Places) {
			return secret, Places{Folders: []string{mine}}
		}, ErrMapOutside, ""},
		{"a path climbing out of the folder with .. is outside", func(t *testing.T, mine string) (string, Places) {
			rel, err := filepath.Rel(mine, secret)
			if err != nil || !strings.HasPrefix(rel, "..") {
				t.Fatalf("no way up from %s to %s: %v", mine, secret, err)
			}
			return mine + string(filepath.Separator) + rel, Places{Folders: []string{mine}}
		}, ErrMapOutside, ""},
		{"a save from another machine finds the map of the same name and bytes in the user's folder", func(t *testing.T, mine string) (string, Places) {
			writeBytes(t, mine, "pit.txt", field)
			return "/home/someone/else/maps/pit.txt", Places{Folders: []string{mine}}
		}, nil, "pit.txt"},
		{"or the same bytes under another name", func(t *testing.T, mine string) (string, Places) {
			os.Mkdir(filepath.Join(mine, "old"), 0o755)
			writeBytes(t, filepath.Join(mine, "old"), "renamed.txt", field)
			return "/home/someone/else/maps/pit.txt", Places{Folders: []string{mine}}
		}, nil, "renamed.txt"},
		{"a map of that name with other bytes is not it", func(t *testing.T, mine string) (string, Places) {
			writeBytes(t, mine, "pit.txt", append(bytes.Clone(field), ' '))
			return "/home/someone/else/maps/pit.txt", Places{Folders: []string{mine}}
		}, ErrMapMissing, ""},
		{"a map outside the player allowed opens", func(t *testing.T, mine string) (string, Places) {
			p := writeBytes(t, t.TempDir(), "pit.txt", field)
			return p, Places{Folders: []string{mine}, Allowed: []string{p}}
		}, nil, "pit.txt"},
	}
	if err := os.Symlink(secret, filepath.Join(t.TempDir(), "x")); err == nil {
		cases = append(cases, struct {
			name   string
			setup  func(t *testing.T, mine string) (mapPath string, pl Places)
			kind   error
			loaded string
		}{"a link in the folder to a file outside is outside", func(t *testing.T, mine string) (string, Places) {
			link := filepath.Join(mine, "link.txt")
			if err := os.Symlink(secret, link); err != nil {
				t.Fatal(err)
			}
			return link, Places{Folders: []string{mine}}
		}, ErrMapOutside, ""})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mine := t.TempDir()
			mp, pl := c.setup(t, mine)
			p := pointing(t, mp)
			g, err := Load(p, pl)
			if c.kind != nil {
				if !errors.Is(err, c.kind) {
					t.Fatalf("Load = %v; want %v", err, c.kind)
				}
				if errors.Is(err, ErrMapOutside) && !strings.Contains(err.Error(), "outside the bundled maps") {
					t.Errorf("the refusal does not say why: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if filepath.Base(g.Setup.Map.File) != c.loaded {
				t.Errorf("loaded the map from %s, want %s", g.Setup.Map.File, c.loaded)
			}
		})
	}
}

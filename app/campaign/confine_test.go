package campaign

// A campaign's maps are confined as a save's map is: to the campaign file's folder and the
// folders the player trusts for maps. Any other file (a system file, a device, a climb out of
// the folder, a link out) is refused when the campaign is loaded, naming the campaign, the
// line and the map, before the map is read.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCampaignMapsAreConfined(t *testing.T) {
	dir := t.TempDir()
	maps := t.TempDir() // the player's maps folder
	outside := t.TempDir()
	for _, d := range []string{dir, maps, outside} {
		if err := os.WriteFile(filepath.Join(d, "room.txt"), []byte("sides: A, B\n#####\n#1.2#\n#####\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	os.WriteFile(filepath.Join(dir, "sub", "deep.txt"), []byte("#####\n#1.2#\n#####\n"), 0o644)
	link := filepath.Join(dir, "link.txt")
	hasLink := os.Symlink(filepath.Join(outside, "room.txt"), link) == nil
	cases := []struct {
		name, m string
		ok      bool
	}{
		{"a map beside the campaign", "room.txt", true},
		{"a map in a folder below it", "sub/deep.txt", true},
		{"a map among the player's maps, by its whole path", filepath.Join(maps, "room.txt"), true},
		{"a system file", "/etc/passwd", false},
		{"a climb out of the folder", "../../../../../../../../etc/passwd", false},
		{"a device", "/dev/zero", false},
		{"a map in another folder", filepath.Join(outside, "room.txt"), false},
	}
	if hasLink {
		cases = append(cases, struct {
			name, m string
			ok      bool
		}{"a link in the folder to a map outside it", "link.txt", false})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := `{"title": "Road", "rules": "age13",
  "party": [{"name": "Brann", "kind": "fighter"}],
  "maps": ["room.txt", ` + quoteJSON(c.m) + `]}`
			path := filepath.Join(dir, "road.json")
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(path, maps)
			if c.ok {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			want := path + `:3: maps[1]: map "`
			if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "lies outside the campaign's folder") {
				t.Fatalf("error %v, want one starting %s saying the map lies outside", err, want)
			}
		})
	}
}

// quoteJSON writes s as a JSON string (the test's paths have no quotes or backslashes but on
// Windows).
func quoteJSON(s string) string {
	return `"` + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`) + `"`
}

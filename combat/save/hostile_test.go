package save

// The hostile saves of testdata/hostile: each refused with a one-line, printable *Error of its
// kind that says what is wrong, or, for a map path naming a file outside the player's maps,
// loaded on the map the save carries without that file being read.

import (
	"errors"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"skirmish/grid"
	"skirmish/internal/quote"
)

func TestHostileSaves(t *testing.T) {
	cases := []struct {
		file  string
		kind  error // nil: it loads
		words string
	}{
		{"more-actions-than-events.json", ErrDamaged, "actions[3]: more than 3 actions"},
		{"events-past-the-cap.json", ErrDamaged, "result.events: 1000001; a battle of more than 1000000 events"},
		{"escape-in-action.json", ErrHashMismatch, `("\x1b]0;pwned\a\x1b[2J: end_turn") is refused`},
		{"map-file-not-its-size.json", ErrDamaged, `map.files[0] ("pit.txt"): the packed bytes unpack to other than its 194 bytes`},
		{"map-file-climbing.json", ErrDamaged, `map.files[0].name: "../pit.txt" is not a path inside the map's folder`},
		// a save with a shell command after it, and one edited by hand (a number for a kind)
		{"text-after-the-end.json", ErrDamaged, "damaged at line 36, column 1: 'r' after the end of the JSON: a file holds one value"},
		{"kind-a-number.json", ErrDamaged, "line 24: actions[6]: kind: want a string, not a number"},
		{"map-path-passwd.json", nil, ""},
		{"map-path-climbing.json", nil, ""},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			p := filepath.Join("testdata", "hostile", c.file)
			g, err := Load(p, testPlaces)
			if c.kind == nil {
				if err != nil {
					t.Fatal(err)
				}
				// the player's copy of the map is found in the places, by its bytes
				if g.Disk.State != DiskSame || g.Disk.Path != filepath.Join("testdata", "pit.txt") {
					t.Fatalf("disk %+v, want the copy in testdata", g.Disk)
				}
				// with no places, the path is not looked at
				if g, err = Load(p, Places{}); err != nil || g.Disk.State != DiskElsewhere || g.Disk.Path != "" {
					t.Fatalf("the map path outside the places was looked at: %+v, %v", g.Disk, err)
				}
				return
			}
			if !errors.Is(err, c.kind) || !strings.Contains(err.Error(), c.words) {
				t.Fatalf("error %v, want %v saying %s", err, c.kind, c.words)
			}
			if !quote.Printable(err.Error()) {
				t.Fatalf("error is not printable: %q", err.Error())
			}
		})
	}
}

// A save holds the sides and units a map may: the same caps, named in one place (grid).
func TestSaveLimitsAreTheMaps(t *testing.T) {
	for field, want := range map[string]int{"Sides": grid.MaxSides, "Surprised": grid.MaxSides, "Units": grid.MaxUnits} {
		sf, _ := reflect.TypeFor[File]().FieldByName(field)
		if got := sf.Tag.Get("max"); got != strconv.Itoa(want) {
			t.Errorf("File.%s holds at most %s, want %d", field, got, want)
		}
	}
}

package campaign

// The hostile campaign files and states of testdata/hostile: each refused with a printable
// message that names the file and says what is wrong.

import (
	"path/filepath"
	"strings"
	"testing"

	"skirmish/internal/quote"
)

func TestHostileCampaignsAndStates(t *testing.T) {
	road, err := Load("testdata/crypt-road.json", testMaps)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file, words string
	}{
		{"map-passwd.json", `:3: maps[1]: map "/etc/passwd" lies outside the campaign's folder`},
		{"map-climbing.json", `:3: maps[1]: map "../../../../../../../../../../etc/passwd" lies outside the campaign's folder`},
		{"map-device.json", `:3: maps[1]: map "/dev/zero" lies outside the campaign's folder`},
		{"map-comma-too-many.json", `:3: maps[2]: bad JSON: ']' where a value should begin (a comma too many, or a value missing?)`},
		{"state-title-escapes.json", `is for the campaign "\x1b]0;pwned\a\x1b[2J" of 5 maps`},
		{"state-next-minus-one.json", "next -1: want 0 to 5"},
		{"state-hero-name-5000.json", `hero 1 is "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW…WWWWWWWWWWWWWWWWWWWW" (5000 characters) the "fighter"`},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			p := filepath.Join("testdata", "hostile", c.file)
			if strings.HasPrefix(c.file, "state-") {
				_, err = LoadState(p, road)
			} else {
				_, err = Load(p, testMaps)
			}
			if err == nil || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), c.words) {
				t.Fatalf("error %.400v, want one naming %s and saying %s", err, p, c.words)
			}
			if !quote.Printable(err.Error()) || len(err.Error()) > 1000 {
				t.Fatalf("error is not one short printable line: %.400q", err.Error())
			}
		})
	}
}

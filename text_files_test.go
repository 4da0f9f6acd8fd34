package main

// Every loader of a user's text file takes a UTF-8 byte order mark (Windows Notepad writes one) and refuses a name that
// is not UTF-8, naming the line, rather than putting U+FFFD in its place without a word.

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"skirmish/app/campaign"
	"skirmish/catalog"
	"skirmish/combat/save"
	"skirmish/combat/scenario"
	"skirmish/game"
	"skirmish/grid"
)

// textLoaders parse a file's bytes; name names it in errors.
var textLoaders = []struct {
	what   string
	sample string // a good file of the kind
	name   string // a name in it, whose first byte the test spoils
	parse  func(name string, data []byte) error
}{
	{"ASCII map", "", "Crypt", func(n string, d []byte) error { _, err := grid.ParseASCII(n, string(d)); return err }},
	{"catalog", "combat/rules/delvers/catalog.json", "Warrior", func(n string, d []byte) error { _, err := catalog.Parse(n, d); return err }},
	{"scenario", "scenarios/age13-actions.json", "Ayla", func(n string, d []byte) error { _, err := scenario.Parse(n, d); return err }},
	{"save", "combat/save/testdata/seeds/short.json", "Undead", func(n string, d []byte) error { _, err := save.Parse(n, d); return err }},
	{"campaign", "maps/campaigns/crypt-road.json", "Brann", func(n string, d []byte) error { _, err := campaign.Parse(n, d); return err }},
	{"settings", "", "Enter", func(n string, d []byte) error { _, err := game.ParseSettings(n, d); return err }},
}

func TestEveryLoaderTakesABOMAndRefusesBadUTF8(t *testing.T) {
	for _, l := range textLoaders {
		t.Run(l.what, func(t *testing.T) {
			var data []byte
			switch l.what {
			case "ASCII map":
				data = []byte("title: The Crypt\nsides: A, B\n#####\n#1.2#\n#####\n")
			case "settings":
				data = []byte(`{"keys": {"confirm": ["Enter"]}}`)
			default:
				var err error
				if data, err = os.ReadFile(l.sample); err != nil {
					t.Fatal(err)
				}
			}
			if err := l.parse("good", data); err != nil {
				t.Fatalf("the sample does not read: %v", err)
			}
			if err := l.parse("bom", append([]byte("\xef\xbb\xbf"), data...)); err != nil {
				t.Errorf("with a byte order mark first: %v", err)
			}
			i := bytes.Index(data, []byte(l.name))
			if i < 0 {
				t.Fatalf("the sample has no %q", l.name)
			}
			bad := bytes.Clone(data)
			bad[i] = 0xff
			err := l.parse("bad", bad)
			if err == nil || !strings.Contains(err.Error(), "UTF-8") || !strings.Contains(err.Error(), "bad") {
				t.Errorf("a name that is not UTF-8: %v; want a refusal naming the file and UTF-8", err)
			}
		})
	}
}

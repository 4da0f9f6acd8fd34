package campaign

// Hostile campaign states: what a state file echoes is quoted and cut, and a number out of
// range is named with the range it must be in.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

func TestStateRefusalsQuoteWhatTheyEcho(t *testing.T) {
	f, err := Load("testdata/crypt-road.json", testMaps)
	if err != nil {
		t.Fatal(err)
	}
	const pwn = "\x1b]0;pwned\x07\x1b[2J"
	long := strings.Repeat("W", 200000)
	cases := []struct {
		name  string
		edit  func(st *State)
		words string
	}{
		{"escape sequences as the campaign's title", func(st *State) { st.Campaign = pwn }, `"\x1b]0;pwned\a\x1b[2J"`},
		{"a title of 200,000 characters", func(st *State) { st.Campaign = long }, `…WWWWWWWWWWWWWWWWWWWW" (200000 characters)`},
		{"escape sequences as a hero's name", func(st *State) { st.Party[0].Member.Name = pwn }, `"\x1b]0;pwned\a\x1b[2J"`},
		{"a hero's name of 200,000 characters", func(st *State) { st.Party[0].Member.Name = long }, `…WWWWWWWWWWWWWWWWWWWW" (200000 characters)`},
		{"escape sequences as a fallen hero's name", func(st *State) {
			st.Next, st.Battles = 1, []Report{{Map: "../../../maps/field.tmx", Outcome: Won, Fell: []string{pwn}}}
		}, `"\x1b]0;pwned\a\x1b[2J" is not one of the party`},
		{"escape sequences as an expended power", func(st *State) { st.Party[0].Carries.Expended = []string{pwn} }, `"\x1b]0;pwned\a\x1b[2J" is not a power`},
		// the road has 5 maps: next counts from 0 to 5 (5 once every battle is played)
		{"next battle -1", func(st *State) { st.Next = -1 }, "next -1: want 0 to 5"},
		{"next battle 9 of 5", func(st *State) { st.Next = 9 }, "next 9: want 0 to 5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, err := Start(f, 1)
			if err != nil {
				t.Fatal(err)
			}
			c.edit(st)
			data, err := json.Marshal(st)
			if err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(t.TempDir(), "state.json")
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
			_, err = LoadState(p, f)
			if err == nil {
				t.Fatal("the state loaded")
			}
			msg := err.Error()
			if !strings.Contains(msg, c.words) {
				t.Errorf("error %.300q does not say %s", msg, c.words)
			}
			if len(msg) > 1000 {
				t.Errorf("error is %d bytes long", len(msg))
			}
			for _, r := range msg {
				if !unicode.IsPrint(r) {
					t.Fatalf("error holds %U: %.300q", r, msg)
				}
			}
		})
	}
}

// testMaps is the bundled maps' folder, where the test campaign's maps lie: the folders the
// player trusts for maps, as the game passes them to Load.
var testMaps = filepath.Join("..", "..", "maps")

// A state that would not load is never written over a good one: Save reads it back first, as
// LoadState would, and leaves the file as it was.
func TestSaveNeverReplacesAGoodStateWithABadOne(t *testing.T) {
	f, err := Load("testdata/crypt-road.json", testMaps)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Start(f, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "state.json")
	if err := st.Save(p); err != nil {
		t.Fatal(err)
	}
	good, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	st.Party[0].Carries.HP = 1000 // more than the hero's maximum: LoadState refuses it
	err = st.Save(p)
	if err == nil || !strings.Contains(err.Error(), "hp 1000") || !strings.Contains(err.Error(), "not written, since it would not load") {
		t.Fatalf("error %v, want one saying the state is not written, for its hp", err)
	}
	if now, _ := os.ReadFile(p); string(now) != string(good) {
		t.Fatal("the good state was replaced")
	}
	if _, err := LoadState(p, f); err != nil {
		t.Fatal(err)
	}
}

package game

// Settings tests: strict reading with placed messages, defaults for what is left out, atomic saving, fuzzing.

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestParseSettings(t *testing.T) {
	cases := []struct {
		name, json string
		err        string // "" for none; else a part of the message
		check      func(Settings) bool
	}{
		{"empty object: the defaults", `{}`, "", func(s Settings) bool { return reflect.DeepEqual(s, DefaultSettings()) }},
		{"a scale and the palette", `{"version":1,"ui_scale":1.25,"colour_blind":true}`, "",
			func(s Settings) bool { return s.UIScale == 1.25 && s.ColourBlind && s.ScrollSpeed == 3 }},
		{"a key for one meaning, the others default", `{"keys":{"confirm":["K","Enter"]}}`, "",
			func(s Settings) bool {
				return reflect.DeepEqual(s.Keys[Confirm], []ebiten.Key{ebiten.KeyK, ebiten.KeyEnter}) &&
					reflect.DeepEqual(s.Keys[Back], []ebiten.Key{ebiten.KeyEscape})
			}},
		{"a key the file gives to a meaning is not also another's default (C bound to pan left, before C centred)", `{"keys":{"pan_left":["C"]}}`, "",
			func(s Settings) bool {
				return reflect.DeepEqual(s.Keys[PanLeft], []ebiten.Key{ebiten.KeyC}) && len(s.Keys[CentreUnit]) == 0 &&
					reflect.DeepEqual(s.Keys[PanRight], DefaultSettings().Keys[PanRight])
			}},
		{"an unknown field is named with its line", "{\n  \"scale\": 1\n}", `settings.json:2:3: unknown field "scale"`, nil},
		{"a scale out of range", `{"ui_scale": 3}`, "ui_scale: want a scale from 0.8 to 1.25, not 3", nil},
		{"a wrong type", `{"fullscreen": "yes"}`, "fullscreen", nil},
		{"a newer version", `{"version": 3}`, "newer Skirmish", nil},
		{"version 1, before chords: its keys read", `{"version": 1, "keys":{"confirm":["K"]}}`, "",
			func(s Settings) bool { return reflect.DeepEqual(s.Keys[Confirm], []ebiten.Key{ebiten.KeyK}) }},
		{"an unknown meaning", `{"keys":{"jump":["J"]}}`, `unknown meaning "jump"`, nil},
		{"an unknown key", "{\"keys\":{\"confirm\":[\"Enter\",\n \"Hyper\"]}}", `settings.json:2:2: keys.confirm[1]: unknown key "Hyper"`, nil},
		{"a meaning with no key", `{"keys":{"back":[]}}`, "keys.back: give at least one key", nil},
		{"a key twice", `{"keys":{"back":["Escape","escape"]}}`, "listed twice", nil},
		{"a scroll speed of 0", `{"scroll_speed":0}`, "scroll_speed: want a speed from 1 to 10, not 0", nil},
		{"trailing text", `{} x`, "settings.json:1:4", nil},
		{"truncated", `{"ui_scale":`, "settings.json", nil},
		{"null", `{"ui_scale":null}`, "ui_scale", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := ParseSettings("settings.json", []byte(c.json))
			if c.err == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if !c.check(s) {
					t.Fatalf("read %+v", s)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Fatalf("error %v, want one containing %q", err, c.err)
			}
			if !reflect.DeepEqual(s, DefaultSettings()) {
				t.Fatalf("a bad file gave %+v, want the defaults", s)
			}
		})
	}
}

func TestLoadSettingsLeavesABadFileAlone(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	if s, err := LoadSettings(path); err != nil || !reflect.DeepEqual(s, DefaultSettings()) {
		t.Fatalf("a missing file gave %+v, %v; want the defaults and no error", s, err)
	}
	bad := []byte(`{"ui_scale": "big"}`)
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadSettings(path)
	if err == nil || !strings.HasPrefix(err.Error(), path+":1:") {
		t.Fatalf("error %v, want one starting with the file's name and line", err)
	}
	if !reflect.DeepEqual(s, DefaultSettings()) {
		t.Fatalf("a bad file gave %+v, want the defaults", s)
	}
	if got, _ := os.ReadFile(path); string(got) != string(bad) {
		t.Fatalf("loading changed the bad file to %q", got)
	}
}

func TestSaveSettingsRoundTripsAtomically(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "settings.json")
	s := DefaultSettings()
	s.UIScale, s.Fullscreen, s.AnimationSpeed, s.ScrollSpeed, s.ColourBlind = 0.9, true, 2, 7, true
	s.Keys[Help] = []ebiten.Key{ebiten.KeyH, ebiten.KeyF1}
	if err := SaveSettings(path, s); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, s) {
		t.Fatalf("saved %+v, read back %+v", s, got)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("the folder holds %d files after saving, want only settings.json (no temporary left)", len(entries))
	}
}

func FuzzSettings(f *testing.F) {
	good, _ := MarshalSettings(DefaultSettings())
	f.Add(good)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"version":1,"ui_scale":1.1,"fullscreen":true,"animation_speed":0.5,"scroll_speed":10,"colour_blind":true}`))
	f.Add([]byte(`{"keys":{"confirm":["K"],"back":["Escape","Backspace"]}}`))
	f.Add([]byte(`{"keys":{"confirm":[]}}`))
	f.Add([]byte(`{"ui_scale":1e999}`))
	f.Add([]byte(`{"keys":{"pan_left":["A","A"]}}`))
	f.Add([]byte("\xff\xfe{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSettings("fuzz.json", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.json") {
				t.Fatalf("error does not name the file: %v", err)
			}
			if !reflect.DeepEqual(s, DefaultSettings()) {
				t.Fatalf("a refused file gave %+v, want the defaults", s)
			}
			return
		}
		// what was accepted writes and reads back the same
		out, err := MarshalSettings(s)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseSettings("again.json", out)
		if err != nil {
			t.Fatalf("settings read from %q do not read back: %v\n%s", data, err, out)
		}
		if !reflect.DeepEqual(back, s) {
			t.Fatalf("read %+v, wrote and read back %+v", s, back)
		}
	})
}

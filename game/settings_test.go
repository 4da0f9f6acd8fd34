package game

// Settings tests: strict reading with placed messages, defaults for what is left out, atomic saving, fuzzing.

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/quote"
)

func TestParseSettings(t *testing.T) {
	def := DefaultSettings()
	isDefault := func(s Settings) bool { return reflect.DeepEqual(s, def) }
	cases := []struct {
		name, json string
		err        string // "" for none; else a part of the message
		whole      bool   // the whole file is refused: every setting is the default
		check      func(Settings) bool
	}{
		{"empty object: the defaults", `{}`, "", false, isDefault},
		{"a byte order mark first, as Notepad writes", "\ufeff{\"ui_scale\":1.25}", "", false, func(s Settings) bool { return s.UIScale == 1.25 }},
		{"a scale and the palette", `{"version":1,"ui_scale":1.25,"colour_blind":true}`, "", false,
			func(s Settings) bool { return s.UIScale == 1.25 && s.ColourBlind && s.ScrollSpeed == 3 }},
		{"a key for one meaning, the others default", `{"keys":{"confirm":["K","Enter"]}}`, "", false,
			func(s Settings) bool {
				return reflect.DeepEqual(s.Keys[Confirm], []ebiten.Key{ebiten.KeyK, ebiten.KeyEnter}) &&
					reflect.DeepEqual(s.Keys[Back], []ebiten.Key{ebiten.KeyEscape})
			}},
		{"a key the file gives to a meaning is not also another's default (D to pan left: pan right keeps only its arrow)", `{"keys":{"pan_left":["D"]}}`, "", false,
			func(s Settings) bool {
				return reflect.DeepEqual(s.Keys[PanLeft], []ebiten.Key{ebiten.KeyD}) &&
					reflect.DeepEqual(s.Keys[PanRight], []ebiten.Key{ebiten.KeyArrowRight})
			}},
		{"but a meaning keeps its only key (C to pan left, before C centred: centring keeps C)", `{"keys":{"pan_left":["C"]}}`, "", false,
			func(s Settings) bool {
				return reflect.DeepEqual(s.Keys[PanLeft], []ebiten.Key{ebiten.KeyC}) &&
					reflect.DeepEqual(s.Keys[CentreUnit], []ebiten.Key{ebiten.KeyC})
			}},
		{"the fuzzer's file: 0 to confirm leaves the tenth action its 0", `{"keys":{"confirm":["0"]}}`, "", false,
			func(s Settings) bool {
				return reflect.DeepEqual(s.Keys[Confirm], []ebiten.Key{ebiten.Key0}) && reflect.DeepEqual(s.Keys[HotKeys[9]], []ebiten.Key{ebiten.Key0})
			}},
		{"an unknown field is named with its line, the rest read", "{\n  \"scale\": 1, \"fullscreen\": true\n}", `settings.json:2:3: unknown field "scale"`, false,
			func(s Settings) bool { return s.Fullscreen }},
		{"a scale out of range keeps the default scale, and the speed read", `{"ui_scale": 3, "scroll_speed": 7}`, "ui_scale: want a scale from 0.8 to 1.5, not 3", false,
			func(s Settings) bool { return s.UIScale == 1 && s.ScrollSpeed == 7 }},
		{"a wrong type", `{"fullscreen": "yes", "colour_blind": true}`, "fullscreen", false, func(s Settings) bool { return !s.Fullscreen && s.ColourBlind }},
		{"a newer version", `{"version": 3}`, "newer Skirmish", true, isDefault},
		{"version 1, before chords: its keys read", `{"version": 1, "keys":{"confirm":["K"]}}`, "", false,
			func(s Settings) bool { return reflect.DeepEqual(s.Keys[Confirm], []ebiten.Key{ebiten.KeyK}) }},
		{"an unknown meaning, the known one read", `{"keys":{"jump":["J"], "back":["Q"]}}`, `unknown meaning "jump"`, false,
			func(s Settings) bool { return reflect.DeepEqual(s.Keys[Back], []ebiten.Key{ebiten.KeyQ}) }},
		{"an unknown key, the known one kept", "{\"keys\":{\"confirm\":[\"Enter\",\n \"Hyper\"]}}", `settings.json:2:2: keys.confirm[1]: unknown key "Hyper"`, false,
			func(s Settings) bool { return reflect.DeepEqual(s.Keys[Confirm], []ebiten.Key{ebiten.KeyEnter}) }},
		{"a meaning with no key keeps its default", `{"keys":{"back":[]}}`, "keys.back: give at least one key", false, isDefault},
		{"a key twice is kept once", `{"keys":{"back":["Escape","escape"]}}`, "listed twice", false, isDefault},
		{"a scroll speed of 0", `{"scroll_speed":0}`, "scroll_speed: want a speed from 1 to 10, not 0", false, isDefault},
		{"trailing text", `{} x`, "settings.json:1:4", true, isDefault},
		{"truncated", `{"ui_scale":`, "settings.json", true, isDefault},
		{"not an object", `[1]`, "settings.json:1:1", true, isDefault},
		{"null", `{"ui_scale":null}`, "ui_scale: null", false, isDefault},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := ParseSettings("settings.json", []byte(c.json))
			switch {
			case c.err == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Fatalf("error %v, want one containing %q", err, c.err)
			case c.err != "" && SettingsReadInPart(err) == c.whole:
				t.Fatalf("error %v: read in part is %v, want %v", err, SettingsReadInPart(err), !c.whole)
			case !c.check(s):
				t.Fatalf("read %+v", s)
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
	f.Add([]byte(`{"keys":{"confirm":["0"]}}`)) // once took 0 from the tenth action, leaving it no key
	f.Add([]byte("\xef\xbb\xbf{}"))
	f.Add([]byte(`{"ui_scale":null,"keys":{"jump":["J"],"back":["Q","Q"]}}`))
	f.Add([]byte(`{"keys":{"\u001b]0;pwned\u0007":["\u202eA"]}}`)) // issue 30: escapes echoed quoted
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSettings("fuzz.json", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.json") {
				t.Fatalf("error does not name the file: %v", err)
			}
			for _, line := range strings.Split(err.Error(), "\n") { // one problem a line
				if !quote.Printable(line) {
					t.Fatalf("a problem is not printable: %.300q", line)
				}
			}
			if !SettingsReadInPart(err) && !reflect.DeepEqual(s, DefaultSettings()) {
				t.Fatalf("a refused file gave %+v, want the defaults", s)
			}
		}
		// What was read, in whole or in part, writes a file that reads back the same.
		for a, keys := range s.Keys {
			if len(keys) == 0 {
				t.Fatalf("%s has no key after reading %q", Action(a).ID(), data)
			}
		}
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

// What the game writes, the game reads: a meaning left with no key (once the reader's doing)
// is written with its default keys, never as [] which the reader refuses.
func TestWrittenSettingsAlwaysReadBack(t *testing.T) {
	s := DefaultSettings()
	s.Keys[Confirm] = nil
	s.Keys[CentreUnit] = []ebiten.Key{}
	out, err := MarshalSettings(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseSettings("settings.json", out)
	if err != nil {
		t.Fatalf("the written file does not read back: %v\n%s", err, out)
	}
	if !reflect.DeepEqual(back.Keys, DefaultKeyMap()) {
		t.Fatalf("read back %v, want the default keys for the meanings that had none", back.Keys)
	}
}

func TestFitScaleCapsTheScaleTheWindowAllows(t *testing.T) {
	cases := []struct {
		name         string
		scale        float64
		w, h         int
		want         float64
		wantW, wantH int
	}{
		{"100% on 1280×720 lays out 1280×720", 1, 1280, 720, 1, 1280, 720},
		{"110% on 1280×720 lays out 1164×655", 1.1, 1280, 720, 1.1, 1164, 655},
		{"125% on 1280×720 lays out the smallest screen, 1024×576", 1.25, 1280, 720, 1.25, 1024, 576},
		{"150% on 1280×720 is capped at 125%", 1.5, 1280, 720, 1.25, 1024, 576},
		{"150% on 1920×1080 lays out 1280×720", 1.5, 1920, 1080, 1.5, 1280, 720},
		{"80% on 1280×720 lays out 1600×900", 0.8, 1280, 720, 0.8, 1600, 900},
		{"110% on a window smaller than the smallest screen stays at 100%", 1.1, 1000, 560, 1, 1000, 560},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := New(c.w, c.h)
			if err != nil {
				t.Fatal(err)
			}
			s := DefaultSettings()
			s.UIScale = c.scale
			g.Context().Apply(s)
			ctx := g.Context()
			if ctx.Scale != c.want || ctx.Width != c.wantW || ctx.Height != c.wantH {
				t.Fatalf("scale %g on %d×%d: %g, %d×%d; want %g, %d×%d", c.scale, c.w, c.h, ctx.Scale, ctx.Width, ctx.Height, c.want, c.wantW, c.wantH)
			}
		})
	}
}

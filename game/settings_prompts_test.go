package game

// Settings tests for "Answer prompts automatically": off by default, read, written and read back.

import (
	"path/filepath"
	"testing"
)

func TestAutoPromptsSetting(t *testing.T) {
	if DefaultSettings().AutoPrompts {
		t.Fatal("a first run answers prompts automatically; want the reaction dialog by default")
	}
	for _, tc := range []struct {
		file string
		want bool
	}{
		{`{"version":1}`, false},
		{`{"version":1,"auto_prompts":true}`, true},
		{`{"version":1,"auto_prompts":false}`, false},
	} {
		s, err := ParseSettings("settings.json", []byte(tc.file))
		if err != nil || s.AutoPrompts != tc.want {
			t.Errorf("%s: AutoPrompts %v (error %v), want %v", tc.file, s.AutoPrompts, err, tc.want)
		}
	}
	if _, err := ParseSettings("settings.json", []byte(`{"version":1,"auto_prompts":"yes"}`)); err == nil {
		t.Error(`"auto_prompts": "yes" is read; want an error naming the field`)
	}
	path := filepath.Join(t.TempDir(), "settings.json")
	s := DefaultSettings()
	s.AutoPrompts = true
	if err := SaveSettings(path, s); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(path); err != nil || !got.AutoPrompts {
		t.Fatalf("saved AutoPrompts on, read back %v (error %v)", got.AutoPrompts, err)
	}
}

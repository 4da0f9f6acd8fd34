package game

import (
	"strings"
	"testing"

	"skirmish/sound"
)

// TestSoundSettings: the five volumes and mute are read from settings.json, each from 0 to 1;
// one out of range keeps its default and is named; a file without them has the defaults; what
// is written reads back the same.
func TestSoundSettings(t *testing.T) {
	s, err := ParseSettings("settings.json", []byte(`{"version":2,"master_volume":0.5,"effects_volume":0,"ambience_volume":0.3,"music_volume":1,"interface_volume":0.7,"mute":true}`))
	if err != nil {
		t.Fatal(err)
	}
	v := s.Volumes()
	if v.Master != 0.5 || v.Bus[sound.Effects] != 0 || v.Bus[sound.Ambience] != 0.3 || v.Bus[sound.Music] != 1 || v.Bus[sound.Interface] != 0.7 || !v.Mute {
		t.Errorf("read %+v", v)
	}
	data, err := MarshalSettings(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseSettings("settings.json", data)
	if err != nil || back.Volumes() != v {
		t.Errorf("written and read back: %+v, %v; want %+v", back.Volumes(), err, v)
	}
	def := DefaultSettings()
	s, err = ParseSettings("settings.json", []byte(`{"version":2,"music_volume":1.5,"effects_volume":-0.1}`))
	if err == nil || !strings.Contains(err.Error(), "music_volume: want a volume from 0 (silent) to 1 (full), not 1.5") || !strings.Contains(err.Error(), "effects_volume") {
		t.Errorf("volumes out of range: %v", err)
	}
	if s.MusicVolume != def.MusicVolume || s.EffectsVolume != def.EffectsVolume {
		t.Errorf("volumes out of range are kept: music %g, effects %g", s.MusicVolume, s.EffectsVolume)
	}
	s, err = ParseSettings("settings.json", []byte(`{"version":1}`))
	if err != nil || s.Volumes() != def.Volumes() || s.Mute {
		t.Errorf("a file of before the sound: %+v, %v", s.Volumes(), err)
	}
}

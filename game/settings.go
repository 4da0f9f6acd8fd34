package game

// Settings: the player's preferences, read strictly from settings.json and written atomically.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"skirmish/game/audio"
	"skirmish/internal/atomicfile"
	"skirmish/internal/userfile"
	"skirmish/sound"
)

// SettingsVersion is the version of the settings file this client writes; it reads it and
// every earlier one. Version 2 brought keys held with Shift or Ctrl ("Shift+Digit1") and
// their meanings (action_11 to action_30, centre_unit), which a version 1 client cannot read:
// it says the file was written by a newer Skirmish.
const SettingsVersion = 2

// MaxSettingsSize is the largest settings file read, in bytes.
const MaxSettingsSize = 64 << 10

// The choices the settings screen offers, and the ranges a settings file may hold.
var (
	// UIScales are the UI scale steps; a file may hold any value from the first to the last.
	// A window too small for a scale shows the largest it allows (Context.Scale).
	UIScales = []float64{0.8, 0.9, 1, 1.1, 1.25, 1.5}
	// AnimationSpeeds are the animation speed steps (1 is normal); a file may hold any value
	// from the first to the last.
	AnimationSpeeds = []float64{0.5, 1, 2, 4}
)

// Scroll speeds: steps of scrollStep screen pixels a frame.
const (
	MinScrollSpeed = 1
	MaxScrollSpeed = 10
	scrollStep     = 4
	// maxKeysPerAction is the most keys one meaning may have.
	maxKeysPerAction = 4
	// maxMeanings is the most meanings a settings file may bind (there are fewer: room to grow).
	maxMeanings = 128
)

// Settings are the player's preferences.
type Settings struct {
	// UIScale enlarges (over 1) or shrinks the whole interface.
	UIScale float64
	// Fullscreen fills the screen instead of a window.
	Fullscreen bool
	// AnimationSpeed speeds the battle's animations up (over 1) or slows them down.
	AnimationSpeed float64
	// ScrollSpeed is how fast keys and screen edges pan the map, MinScrollSpeed to
	// MaxScrollSpeed.
	ScrollSpeed int
	// ColourBlind picks the Okabe–Ito side colours, told apart with any common colour-vision
	// deficiency, over the classic ones.
	ColourBlind bool
	// AutoPrompts lets the AI's default answer a human side's prompts in battle (opportunity
	// attacks, intercepts, readied attacks, 13th Age's flexible attacks and rerolls) instead of
	// asking in the reaction dialog.
	AutoPrompts bool
	// MasterVolume is the loudness of every sound, over each kind's own: EffectsVolume (the
	// battle's steps, blows and spells), AmbienceVolume (the map's background), MusicVolume
	// (the title's and the battle's music, and the end's fanfare) and InterfaceVolume (clicks,
	// refusals, turn and round starts), each from 0 (silent) to 1.
	MasterVolume, EffectsVolume, AmbienceVolume, MusicVolume, InterfaceVolume float64
	// Mute silences every sound (the mute key toggles it).
	Mute bool
	// ReduceMotion keeps the battle's flashes and fades and drops its lunges, knock-backs,
	// shakes, flights and walks (tokens go straight to their squares).
	ReduceMotion bool
	// Keys binds the meanings to keys.
	Keys KeyMap
}

// VolumeStep is the step of the settings screen's volumes.
const VolumeStep = 0.1

// Volumes are the sound settings as the mixer takes them.
func (s Settings) Volumes() audio.Volumes {
	v := audio.Volumes{Master: s.MasterVolume, Mute: s.Mute}
	v.Bus[sound.Effects], v.Bus[sound.Ambience] = s.EffectsVolume, s.AmbienceVolume
	v.Bus[sound.Music], v.Bus[sound.Interface] = s.MusicVolume, s.InterfaceVolume
	return v
}

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{UIScale: 1, AnimationSpeed: 1, ScrollSpeed: 3, Keys: DefaultKeyMap(),
		MasterVolume: 0.8, EffectsVolume: 1, AmbienceVolume: 0.6, MusicVolume: 0.5, InterfaceVolume: 0.8}
}

// PanSpeed is the map's pan speed in screen pixels a frame.
func (s Settings) PanSpeed() float64 { return float64(s.ScrollSpeed * scrollStep) }

// Clone returns a copy whose key map is its own.
func (s Settings) Clone() Settings {
	s.Keys = s.Keys.Clone()
	return s
}

// settingsFile is the JSON form of Settings.
type settingsFile struct {
	Version        int                 `json:"version"`
	UIScale        float64             `json:"ui_scale"`
	Fullscreen     bool                `json:"fullscreen"`
	AnimationSpeed float64             `json:"animation_speed"`
	ScrollSpeed    int                 `json:"scroll_speed"`
	ColourBlind    bool                `json:"colour_blind"`
	AutoPrompts    bool                `json:"auto_prompts"`
	MasterVolume   float64             `json:"master_volume"`
	EffectsVolume  float64             `json:"effects_volume"`
	AmbienceVolume float64             `json:"ambience_volume"`
	MusicVolume    float64             `json:"music_volume"`
	InterfaceVol   float64             `json:"interface_volume"`
	Mute           bool                `json:"mute"`
	ReduceMotion   bool                `json:"reduce_motion"`
	Keys           map[string][]string `json:"keys" max:"128"`
}

// SettingsPath is where the settings live: os.UserConfigDir()/skirmish/settings.json.
func SettingsPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "skirmish", "settings.json"), nil
}

// LoadSettings reads the settings file at path (ParseSettings). A missing file gives the
// defaults and no error; a file that cannot be read (a named pipe, a device, a folder, one
// over MaxSettingsSize: internal/userfile) gives the defaults and an error naming it. The
// file is left as it is.
func LoadSettings(path string) (Settings, error) {
	data, err := userfile.Read(path, MaxSettingsSize)
	if errors.Is(err, os.ErrNotExist) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), fmt.Errorf("settings %w", err)
	}
	return ParseSettings(path, data)
}

// within reports whether v lies between the first and last of steps.
func within(v float64, steps []float64) bool {
	return !math.IsNaN(v) && v >= steps[0] && v <= steps[len(steps)-1]
}

// actionIDs lists every meaning's id.
func actionIDs() []string {
	out := make([]string, 0, numActions)
	for _, a := range Actions() {
		out = append(out, a.ID())
	}
	return out
}

// toFile is the JSON form of s, every meaning's keys written out.
func toFile(s Settings) settingsFile {
	f := settingsFile{Version: SettingsVersion, UIScale: s.UIScale, Fullscreen: s.Fullscreen,
		AnimationSpeed: s.AnimationSpeed, ScrollSpeed: s.ScrollSpeed, ColourBlind: s.ColourBlind,
		AutoPrompts: s.AutoPrompts, MasterVolume: s.MasterVolume, EffectsVolume: s.EffectsVolume,
		AmbienceVolume: s.AmbienceVolume, MusicVolume: s.MusicVolume, InterfaceVol: s.InterfaceVolume, Mute: s.Mute,
		ReduceMotion: s.ReduceMotion,
		Keys:         map[string][]string{}}
	def := DefaultKeyMap()
	for _, a := range Actions() {
		keys := s.Keys[a]
		if len(keys) == 0 {
			keys = def[a] // every meaning keeps a key: the reader refuses a meaning with none
		}
		names := make([]string, 0, len(keys))
		for _, k := range keys {
			names = append(names, KeyText(k))
		}
		f.Keys[a.ID()] = names
	}
	return f
}

// MarshalSettings writes s as the settings file's JSON, indented, every meaning's keys
// written out.
func MarshalSettings(s Settings) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(toFile(s)); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// SaveSettings writes s to path atomically: to a temporary file in the same folder, synced,
// then renamed over the old file, so that a crash leaves the old file or the new one, never
// half of one. It makes the folder if need be.
func SaveSettings(path string, s Settings) error {
	data, err := MarshalSettings(s)
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data)
}

// WriteFileAtomic writes data to path atomically (internal/atomicfile), making its folder
// if need be.
func WriteFileAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := atomicfile.Write(path, data, nil); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

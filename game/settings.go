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

	"skirmish/internal/atomicfile"
	"skirmish/internal/userfile"
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
	// Keys binds the meanings to keys.
	Keys KeyMap
}

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{UIScale: 1, AnimationSpeed: 1, ScrollSpeed: 3, Keys: DefaultKeyMap()}
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
		AutoPrompts: s.AutoPrompts, Keys: map[string][]string{}}
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

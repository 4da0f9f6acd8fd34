package game

// Reading a settings file: each setting on its own, so that a file partly wrong keeps what is right and names what was dropped.

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/quote"
	"skirmish/internal/strictjson"
)

// SettingsError is a settings file read in part, or not at all.
type SettingsError struct {
	// Problems are what was wrong, each placed in the file: "NAME:LINE:COL: FIELD: what is
	// wrong".
	Problems []string
	// Whole is set when the file was refused as a whole (not JSON, not an object, written by
	// a newer Skirmish, too big): every setting is then the default. Otherwise each problem
	// dropped only the setting it names, which keeps its default.
	Whole bool
}

// Error lists the problems, one a line.
func (e *SettingsError) Error() string { return strings.Join(e.Problems, "\n") }

// SettingsReadInPart reports whether err, from LoadSettings or ParseSettings, dropped only
// some settings (the rest were read), rather than refusing the whole file.
func SettingsReadInPart(err error) bool {
	var se *SettingsError
	return errors.As(err, &se) && !se.Whole
}

// settingsReader holds one ParseSettings call's file and problems.
type settingsReader struct {
	name  string
	data  []byte
	offs  *strictjson.Offsets
	probs []string
}

// problem records a problem at path p: "NAME:LINE:COL: P: what is wrong".
func (r *settingsReader) problem(p strictjson.Path, format string, args ...any) {
	off := strictjson.Locate(r.data, p)
	if s, ok := r.offs.At(p); ok {
		off = s.Value
	}
	r.probs = append(r.probs, placed(r.name, r.data, off, p.String()+": "+fmt.Sprintf(format, args...)))
}

// decode reads raw, the value at p, into v; a problem is recorded and false returned.
func (r *settingsReader) decode(raw strictjson.Raw, p strictjson.Path, v any, opt strictjson.Options) bool {
	if raw.Data == nil {
		r.problem(p, "null: leave the setting out for its default, or give a value")
		return false
	}
	if _, err := raw.Decode(v, opt); err != nil {
		var je *strictjson.Error
		if errors.As(err, &je) {
			r.probs = append(r.probs, placed(r.name, r.data, je.Offset, je.Error()))
		} else {
			r.problem(p, "%v", err)
		}
		return false
	}
	return true
}

// settingFields are the settings file's fields other than "keys", by JSON name.
var settingFields = func() map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for _, f := range strictjson.Fields(reflect.TypeFor[settingsFile]()) {
		out[f.Name] = f.Type
	}
	return out
}()

// ParseSettings reads settings from JSON strictly, setting by setting: an unknown field, a
// value of the wrong type or out of range, an unknown meaning or key name is dropped (the
// setting keeps its default) and named in a *SettingsError with its line and column, and the
// rest of the file is read. A file that is not a JSON object, is over MaxSettingsSize or was
// written by a newer Skirmish is refused whole: the defaults and a *SettingsError with
// Whole set. Fields left out keep their defaults; a meaning left out of "keys" keeps its
// default keys (but those the file gives another meaning, while it keeps one). What
// ParseSettings returns always writes (MarshalSettings) a file it reads back the same.
func ParseSettings(name string, data []byte) (Settings, error) {
	def := DefaultSettings()
	whole := func(msg string) (Settings, error) {
		return def, &SettingsError{Problems: []string{msg}, Whole: true}
	}
	if len(data) > MaxSettingsSize {
		return whole(fmt.Sprintf("%s: the file is over %d KiB; settings are much smaller", name, MaxSettingsSize>>10))
	}
	data = strictjson.TrimBOM(data) // a byte order mark some editors write
	if off := strictjson.InvalidUTF8(data); off >= 0 {
		line, msg := strictjson.NotUTF8(data, off)
		return whole(fmt.Sprintf("%s:%d: %s", name, line, msg))
	}
	r := &settingsReader{name: name, data: data}
	var top map[string]strictjson.Raw
	offs, err := strictjson.Decode(data, &top, strictjson.Options{NullOK: true, MaxKeys: 64})
	r.offs = offs
	if err != nil {
		var je *strictjson.Error
		if errors.As(err, &je) {
			return whole(placed(name, data, je.Offset, je.Error()))
		}
		return whole(fmt.Sprintf("%s: %v", name, err))
	}
	file := toFile(def)
	var version int
	if raw, ok := top["version"]; ok && r.decode(raw, strictjson.Path{"version"}, &version, strictjson.Options{}) {
		switch {
		case version > SettingsVersion:
			r.problem(strictjson.Path{"version"}, "version %d was written by a newer Skirmish; this one reads version %d", version, SettingsVersion)
			return def, &SettingsError{Problems: r.probs, Whole: true}
		case version < 0:
			r.problem(strictjson.Path{"version"}, "want a version from 1 to %d, not %d", SettingsVersion, version)
		}
	}
	// Every other field but "keys", in the file's order: read, checked, kept or dropped.
	ids := r.inOrder(top, nil)
	fv := reflect.ValueOf(&file).Elem()
	for _, id := range ids {
		p := strictjson.Path{id}
		t, known := settingFields[id]
		switch {
		case id == "version" || id == "keys":
			continue
		case !known:
			off := strictjson.Locate(data, p)
			if s, ok := offs.At(p); ok {
				off = s.Key
			}
			r.probs = append(r.probs, placed(name, data, off, fmt.Sprintf("unknown field %s (the fields are %s); it is left out",
				quote.Quote(id), strings.Join(slices.Sorted(maps.Keys(settingFields)), ", "))))
			continue
		}
		v := reflect.New(t)
		if !r.decode(top[id], p, v.Interface(), strictjson.Options{}) {
			continue
		}
		if msg := checkSetting(id, v.Elem().Interface()); msg != "" {
			r.problem(p, "%s", msg)
			continue
		}
		for _, f := range strictjson.Fields(fv.Type()) {
			if f.Name == id {
				fv.FieldByIndex(f.Index).Set(v.Elem())
			}
		}
	}
	s := Settings{UIScale: file.UIScale, Fullscreen: file.Fullscreen, AnimationSpeed: file.AnimationSpeed,
		ScrollSpeed: file.ScrollSpeed, ColourBlind: file.ColourBlind, AutoPrompts: file.AutoPrompts, Keys: def.Keys,
		MasterVolume: file.MasterVolume, EffectsVolume: file.EffectsVolume, AmbienceVolume: file.AmbienceVolume,
		MusicVolume: file.MusicVolume, InterfaceVolume: file.InterfaceVol, Mute: file.Mute, ReduceMotion: file.ReduceMotion}
	if raw, ok := top["keys"]; ok {
		r.readKeys(raw, &s.Keys)
	}
	if len(r.probs) > 0 {
		return s, &SettingsError{Problems: r.probs}
	}
	return s, nil
}

// checkSetting checks a field's value, v of the field's type: "" if it is in range, else
// what is wrong.
func checkSetting(id string, v any) string {
	switch id {
	case "ui_scale":
		if f := v.(float64); !within(f, UIScales) {
			return fmt.Sprintf("want a scale from %g to %g, not %g", UIScales[0], UIScales[len(UIScales)-1], f)
		}
	case "animation_speed":
		if f := v.(float64); !within(f, AnimationSpeeds) {
			return fmt.Sprintf("want a speed from %g to %g, not %g", AnimationSpeeds[0], AnimationSpeeds[len(AnimationSpeeds)-1], f)
		}
	case "master_volume", "effects_volume", "ambience_volume", "music_volume", "interface_volume":
		if f := v.(float64); math.IsNaN(f) || f < 0 || f > 1 {
			return fmt.Sprintf("want a volume from 0 (silent) to 1 (full), not %g", f)
		}
	case "scroll_speed":
		if n := v.(int); n < MinScrollSpeed || n > MaxScrollSpeed {
			return fmt.Sprintf("want a speed from %d to %d, not %d", MinScrollSpeed, MaxScrollSpeed, n)
		}
	}
	return ""
}

// readKeys reads the "keys" object into keys, which holds the defaults: each meaning the file
// binds well takes its keys; an unknown meaning, an unknown key or one listed twice is
// dropped and named. Then a meaning the file does not bind loses the default keys the file
// gives another meaning (a file written before a meaning came, C to centre on the unit, may
// have bound its key to something else, and one key would do both), unless that would leave
// it none: every meaning keeps a key.
func (r *settingsReader) readKeys(raw strictjson.Raw, keys *KeyMap) {
	p := strictjson.Path{"keys"}
	ids, lists := r.keyLists(raw, p)
	named := map[Action]bool{}
	for _, id := range ids {
		pid := p.With(id)
		names, ok := lists[id]
		if !ok {
			continue // not a list of key names: named already
		}
		a, ok := ActionByID(id)
		if !ok {
			r.problem(pid, "unknown meaning %s (the meanings are %s); it is left out", quote.Quote(id), strings.Join(actionIDs(), ", "))
			continue
		}
		var got []ebiten.Key
		for i, n := range names {
			k, ok := ParseKeyText(n)
			switch {
			case !ok:
				r.problem(pid.With(i), "unknown key %s (key names are ebiten's: A, Digit1, ArrowLeft, Enter, Escape, F1, Space…, after Shift+ or Ctrl+ for a key held with them); it is left out", quote.Quote(n))
			case slices.Contains(got, k):
				r.problem(pid.With(i), "key %s is listed twice; it is left out", quote.Quote(n))
			default:
				got = append(got, k)
			}
		}
		if len(got) == 0 {
			r.problem(pid, "give at least one key; %s keeps its default keys", id)
			continue
		}
		keys[a] = got
		named[a] = true
	}
	taken := map[ebiten.Key]bool{}
	for a := range named {
		for _, k := range keys[a] {
			taken[k] = true
		}
	}
	for a := range keys {
		if named[Action(a)] {
			continue
		}
		free := slices.DeleteFunc(slices.Clone(keys[a]), func(k ebiten.Key) bool { return taken[k] })
		if len(free) > 0 {
			keys[a] = free
		}
	}
}

// keyLists reads the "keys" object, raw at p: its meanings in the file's order and the lists
// of key names of those that are lists of strings (the others are named as problems). A
// well-formed object is read in one pass; one with a fault, meaning by meaning.
func (r *settingsReader) keyLists(raw strictjson.Raw, p strictjson.Path) ([]string, map[string][]string) {
	var lists map[string][]string
	if offs, err := raw.Decode(&lists, strictjson.Options{MaxKeys: maxMeanings, MaxList: maxKeysPerAction}); err == nil {
		at := make(map[string]int, len(lists))
		for id := range lists {
			s, _ := offs.At(p.With(id))
			at[id] = s.Value
		}
		return slices.SortedFunc(maps.Keys(lists), func(a, b string) int { return at[a] - at[b] }), lists
	}
	var file map[string]strictjson.Raw
	if !r.decode(raw, p, &file, strictjson.Options{NullOK: true, MaxKeys: maxMeanings}) {
		return nil, nil
	}
	lists = map[string][]string{}
	ids := r.inOrder(file, p)
	for _, id := range ids {
		var names []string
		if _, known := ActionByID(id); !known || r.decode(file[id], p.With(id), &names, strictjson.Options{MaxList: maxKeysPerAction}) {
			lists[id] = names
		}
	}
	return ids, lists
}

// inOrder returns the keys of obj, the object at p, in the file's order.
func (r *settingsReader) inOrder(obj map[string]strictjson.Raw, p strictjson.Path) []string {
	at := make(map[string]int, len(obj))
	for k, raw := range obj {
		at[k] = raw.Offset
		if raw.Data == nil { // a null: where it is
			at[k] = strictjson.Locate(r.data, p.With(k))
		}
	}
	return slices.SortedFunc(maps.Keys(obj), func(a, b string) int { return at[a] - at[b] })
}

// placed is an error at an offset of a file: "name:line:col: msg".
func placed(name string, data []byte, off int, msg string) string {
	line, col := strictjson.LineCol(data, off)
	return fmt.Sprintf("%s:%d:%d: %s", name, line, col, msg)
}

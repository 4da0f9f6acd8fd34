package campaign

// Campaign files: the maps in order, the party, their checks.

import (
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/combat/rules/age13"
	"skirmish/combat/rules/d20lite"
	"skirmish/combat/rules/delvers"
	"skirmish/combat/rules/realms"
	"skirmish/combat/save"
	"skirmish/internal/quote"
	"skirmish/internal/strictjson"
	"skirmish/internal/userfile"
)

// Limits of a campaign file: bytes, maps, party members, potions each, battles between
// full heal-ups.
const (
	MaxSize      = 1 << 20
	MaxMaps      = 50
	MaxParty     = 12
	MaxPotions   = 10
	MaxHealUp    = 20
	DefaultHeal  = 4  // "After four battles, you'll usually earn a full heal-up"
	DefaultRound = 30 // rounds before a battle is a draw
	// MaxDescription is the longest description, in bytes.
	MaxDescription = 2000
)

// File is a campaign file, read and checked.
type File struct {
	// Path is where it was read from; map paths are relative to its folder.
	Path  string `json:"-"`
	Title string `json:"title"`
	// Description tells the player what the campaign is about (at most MaxDescription bytes).
	Description string `json:"description"`
	// Rules is the ruleset: "age13" (13th Age's rests between battles), "delvers", "d20lite"
	// or "realms" (hit points, the dead, thrown weapons and spells carried: docs/campaign.md).
	Rules string `json:"rules"`
	// Options are the ruleset's options (13th Age: "edition", "lasting-wounds",
	// "meaningful-death", "recoveries").
	Options map[string]string `json:"options" max:"8"`
	// HealUpEvery is how many battles earn a full heal-up (DefaultHeal when 0).
	HealUpEvery int `json:"heal_up_every"`
	// MaxRounds is the round cap of each battle (DefaultRound when 0).
	MaxRounds int      `json:"max_rounds"`
	Party     []Member `json:"party" max:"12"`
	// Maps are the battles' maps in order, relative to the file's folder.
	Maps []string `json:"maps" max:"50"`

	// folders are the folders besides the file's own that its maps may lie in (Load).
	folders []string
}

// Member is one hero of the party as the file gives it.
type Member struct {
	Name string `json:"name"`
	// Kind is the hero's catalog id in the campaign's ruleset ("fighter").
	Kind string `json:"kind"`
	// Level is its level (its catalog entry's when 0; 13th Age only).
	Level int `json:"level"`
	// Potions are its healing potions (13th Age only).
	Potions int `json:"potions"`

	// rules is the campaign's ruleset (Parse, ParseState); "" reads as 13th Age.
	rules string
}

// Rulesets are the rulesets a campaign may play, in the order the game lists them.
var Rulesets = []string{delvers.ID, age13.ID, d20lite.ID, realms.ID}

// RulesName is a ruleset's name for a player: "13th Age" for "age13".
func RulesName(id string) string {
	if r, err := combat.Rules(id); err == nil {
		return r.Describe().Title
	}
	return id
}

// catalog is the catalog of the member's ruleset.
func (m Member) catalog() (*combat.Catalog, error) {
	if m.rules == "" || m.rules == age13.ID {
		return age13.Catalog(), nil
	}
	r, err := combat.Rules(m.rules)
	if err != nil {
		return nil, err
	}
	return r.Catalog(), nil
}

// Error is a problem with a campaign file: the file, the line and the field at fault.
type Error struct {
	File string
	// Line is 1-based; 0 for the whole file.
	Line  int
	Field string
	Msg   string
}

// Error writes the problem on one line: "FILE:LINE: FIELD: what is wrong".
func (e *Error) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
	}
	s += ": "
	if e.Field != "" {
		s += e.Field + ": "
	}
	return s + strings.Join(strings.Fields(e.Msg), " ")
}

// Load reads and checks a campaign file of at most MaxSize bytes; a named pipe, a device or a
// folder is refused without blocking (internal/userfile). Its maps are confined as a save's
// map is: each must lie in the campaign file's folder or in one of folders (the folders the
// player trusts for maps: the bundled maps', the user's maps folder), subfolders included, and
// one anywhere else (an absolute path, a climb out with .., a link out) is refused, naming the
// campaign, before any map is read.
func Load(path string, folders ...string) (*File, error) {
	data, err := userfile.Read(path, MaxSize)
	if err != nil {
		return nil, &Error{File: path, Msg: userfile.Problem(err)}
	}
	f, err := Parse(path, data)
	if err != nil {
		return nil, err
	}
	f.folders = folders
	if i, msg := f.outside(); msg != "" {
		line, _ := strictjson.LineCol(data, strictjson.Locate(data, strictjson.Path{"maps", i}))
		return nil, &Error{File: path, Line: line, Field: fmt.Sprintf("maps[%d]", i), Msg: msg}
	}
	return f, nil
}

// outside finds the first map that lies outside the campaign's folder and the folders it was
// loaded with; msg says so, or is "" when every map lies inside.
func (f *File) outside() (i int, msg string) {
	for i := range f.Maps {
		if msg := f.mapOutside(i); msg != "" {
			return i, msg
		}
	}
	return 0, ""
}

// mapOutside says that map i lies outside the campaign's folder and the folders it was loaded
// with, or is "" when it lies inside.
func (f *File) mapOutside(i int) string {
	dir := filepath.Dir(f.Path)
	if (save.Places{Folders: append([]string{dir}, f.folders...)}).Trusts(f.MapPath(i)) {
		return ""
	}
	return fmt.Sprintf("map %s lies outside the campaign's folder %s and your maps folders, so it is not read; put the map beside the campaign file (or in a folder below it) or among your maps, and name it by its path from the campaign's folder",
		quote.Quote(f.Maps[i]), quote.Quote(dir))
}

// Parse reads and checks a campaign file's bytes: strict JSON (no unknown or repeated keys),
// a ruleset of Rulesets with options it knows, a party of catalog heroes with unique names,
// potions and levels within bounds, and at least one map.
func Parse(path string, data []byte) (*File, error) {
	if len(data) > MaxSize {
		return nil, &Error{File: path, Msg: fmt.Sprintf("the file is more than %d bytes (1 MiB), the most a campaign may be", MaxSize)}
	}
	data = strictjson.TrimBOM(data) // a byte order mark some editors write
	if off := strictjson.InvalidUTF8(data); off >= 0 {
		line, msg := strictjson.NotUTF8(data, off)
		return nil, &Error{File: path, Line: line, Msg: msg}
	}
	f := &File{Path: path}
	if _, err := strictjson.Decode(data, f, strictjson.Options{MaxKeys: 64}); err != nil {
		var je *strictjson.Error
		if errors.As(err, &je) {
			line, _ := strictjson.LineCol(data, je.Offset)
			return nil, &Error{File: path, Line: line, Field: je.Path.String(), Msg: je.Message()}
		}
		return nil, &Error{File: path, Msg: err.Error()}
	}
	at := func(p strictjson.Path, format string, args ...any) *Error {
		line, _ := strictjson.LineCol(data, strictjson.Locate(data, p))
		return &Error{File: path, Line: line, Field: p.String(), Msg: fmt.Sprintf(format, args...)}
	}
	if !slices.Contains(Rulesets, f.Rules) {
		return nil, at(strictjson.Path{"rules"}, "%s: a campaign plays one of %s", quote.Quote(f.Rules), strings.Join(Rulesets, ", "))
	}
	if f.Rules == age13.ID {
		for _, k := range slices.Sorted(maps.Keys(f.Options)) {
			vals := age13.OptionValues(k)
			if vals == nil {
				return nil, at(strictjson.Path{"options", k}, "13th Age has no option %s (options: %s)", quote.Quote(k), strings.Join(age13.Options(), ", "))
			}
			if !slices.Contains(vals, f.Options[k]) {
				return nil, at(strictjson.Path{"options", k}, "%s: want %s", quote.Quote(f.Options[k]), strings.Join(vals, " or "))
			}
		}
	} else if r, err := combat.Rules(f.Rules); err != nil {
		return nil, at(strictjson.Path{"rules"}, "%v", err)
	} else if err := combat.CheckOptions(r, f.Options); err != nil {
		return nil, at(strictjson.Path{"options"}, "%v", err)
	}
	if len(f.Description) > MaxDescription {
		return nil, at(strictjson.Path{"description"}, "%d bytes: a description is at most %d", len(f.Description), MaxDescription)
	}
	if f.HealUpEvery < 0 || f.HealUpEvery > MaxHealUp {
		return nil, at(strictjson.Path{"heal_up_every"}, "%d: want 1 to %d battles (0 for %d)", f.HealUpEvery, MaxHealUp, DefaultHeal)
	}
	if f.MaxRounds < 0 || f.MaxRounds > 1000 {
		return nil, at(strictjson.Path{"max_rounds"}, "%d: want 1 to 1000 rounds (0 for %d)", f.MaxRounds, DefaultRound)
	}
	if len(f.Party) == 0 {
		return nil, at(strictjson.Path{"party"}, "missing: name the heroes of the party ({\"name\": \"Brann\", \"kind\": \"fighter\"})")
	}
	names := map[string]bool{}
	rname := RulesName(f.Rules)
	for i, m := range f.Party {
		p := strictjson.Path{"party", i}
		name := strings.TrimSpace(m.Name)
		m.rules = f.Rules
		cat, err := m.catalog()
		if err != nil {
			return nil, at(strictjson.Path{"rules"}, "%v", err)
		}
		e, ok := cat.Lookup(m.Kind)
		switch {
		case name == "" || len(name) > 100:
			return nil, at(p.With("name"), "a hero needs a name of 1 to 100 characters")
		case names[name]:
			return nil, at(p.With("name"), "%s: two heroes have this name; names must differ", quote.Quote(name))
		case !ok:
			return nil, at(p.With("kind"), "%s is not in the %s catalog", quote.Quote(m.Kind), rname)
		case !e.Sheet.Hero:
			return nil, at(p.With("kind"), "%s is a creature, not a hero", quote.Quote(m.Kind))
		case f.Rules != age13.ID && m.Level != 0:
			return nil, at(p.With("level"), "%d: a %s hero plays at its catalog level; leave level out", m.Level, rname)
		case f.Rules != age13.ID && m.Potions != 0:
			return nil, at(p.With("potions"), "%d: potions are 13th Age's; a %s hero carries what its catalog sheet carries", m.Potions, rname)
		case m.Level != 0 && (m.Level < 1 || m.Level > age13.MaxLevel):
			return nil, at(p.With("level"), "%d: a hero's level is 1 to %d", m.Level, age13.MaxLevel)
		case m.Potions < 0 || m.Potions > MaxPotions:
			return nil, at(p.With("potions"), "%d: a hero carries 0 to %d potions", m.Potions, MaxPotions)
		}
		names[name] = true
		f.Party[i].Name = name
		f.Party[i].rules = f.Rules
	}
	if len(f.Maps) == 0 {
		return nil, at(strictjson.Path{"maps"}, "missing: list the maps of the battles, in order")
	}
	for i, m := range f.Maps {
		if strings.TrimSpace(m) == "" {
			return nil, at(strictjson.Path{"maps", i}, "a map needs a path, relative to the campaign file")
		}
	}
	return f, nil
}

// MapPath is where the i-th map is: relative paths from the campaign file's folder.
func (f *File) MapPath(i int) string {
	p := f.Maps[i]
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(filepath.Dir(f.Path), p)
}

// HealUpAfter is how many battles earn a full heal-up: HealUpEvery, or DefaultHeal when the
// file leaves it 0.
func (f *File) HealUpAfter() int {
	if f.HealUpEvery == 0 {
		return DefaultHeal
	}
	return f.HealUpEvery
}

// maxRounds is each battle's round cap.
func (f *File) maxRounds() int {
	if f.MaxRounds == 0 {
		return DefaultRound
	}
	return f.MaxRounds
}

// Sheet is a member's sheet: its catalog entry (at its level, with the defences, hit points
// and initiative the level gives, in 13th Age).
func (m Member) Sheet() (combat.Sheet, error) {
	cat, err := m.catalog()
	if err != nil {
		return combat.Sheet{}, err
	}
	e, ok := cat.Lookup(m.Kind)
	if !ok {
		return combat.Sheet{}, fmt.Errorf("%s: %s is not in the %s catalog", quote.Quote(m.Name), quote.Quote(m.Kind), RulesName(m.ruleset()))
	}
	s := e.Sheet.Clone()
	if m.ruleset() != age13.ID || m.Level == 0 || m.Level == s.Level {
		return s, nil
	}
	s.Level = m.Level
	d, err := age13.Derive(&s)
	if err != nil {
		return combat.Sheet{}, fmt.Errorf("%s: %w", m.Name, err)
	}
	s.AC, s.HP, s.Initiative = d.AC, d.HP, d.Initiative
	s.Defenses = map[string]int{"PD": d.PD, "MD": d.MD}
	return s, nil
}

// ruleset is the member's ruleset's id.
func (m Member) ruleset() string {
	if m.rules == "" {
		return age13.ID
	}
	return m.rules
}

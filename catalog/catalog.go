package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"skirmish/combat"
	"skirmish/internal/spell"
	"skirmish/internal/strictjson"
	"skirmish/internal/userfile"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Reading and checking catalog files: the strict JSON reader, every problem with its line, entry and field.

// weaponKinds are the kinds a weapon may have (unit.go).
var weaponKinds = []string{combat.Melee, combat.Unarmed, combat.Thrown, combat.Bow, combat.Crossbow, combat.Sling, combat.Spell}

// Limits on a catalog file (docs/catalog.md).
const (
	// MaxSize is the largest catalog file read, in bytes (1 MiB).
	MaxSize = 1 << 20
	// MaxEntries is the most entries one catalog file may hold (combat.Catalog's max tag).
	MaxEntries = 1000
)

// Limits on single values and lists, so that a file cannot ask for more than a game needs.
const (
	maxIDLen      = 64   // ids of entries and groups
	maxNameLen    = 100  // names of entries, weapons, skills and traits
	maxTextLen    = 1000 // descriptions and armour
	maxEffectLen  = 200  // one of a weapon's effects
	maxWeapons    = 20   // weapons on one sheet
	maxGroupSize  = 100  // members of one group
	maxListLen    = 100  // any other list in the file
	maxObjectKeys = 1000 // keys of any object (groups, attributes, skills)
)

// ParseCatalog reads a catalog from JSON; name is the file's name for errors.
//
// The JSON is read strictly: unknown, misspelt or repeated fields, values of the wrong type,
// trailing data, files over MaxSize and more than MaxCatalogEntries entries are
// refused, as is every entry or group that fails Check or leaves out a field it needs (id,
// name, role, hp, ac, speed, weapons; a weapon's name, kind and damage). Each error names the
// file, the line (and column, for syntax and type errors), the entry and the field, such as
// `my-catalog.json:14: entry "orc": weapon "axe": damage "1x8": want NdS, NdS+B or a number`.
func Parse(name string, data []byte) (*combat.Catalog, error) {
	if len(data) > MaxSize {
		return nil, fmt.Errorf("%s: the file is %d bytes; a catalog may be at most 1 MiB (%d bytes)", name, len(data), MaxSize)
	}
	data = strictjson.TrimBOM(data) // a byte order mark some editors write
	if off := strictjson.InvalidUTF8(data); off >= 0 {
		line, msg := strictjson.NotUTF8(data, off)
		return nil, fmt.Errorf("%s:%d: %s", name, line, msg)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: the file is empty; a catalog is a JSON object such as {\"entries\": [...]}", name)
	}
	var c combat.Catalog
	offs, err := strictjson.Decode(data, &c, readOptions)
	f := &source{name: name, data: data, offs: offs}
	if err != nil {
		var je *strictjson.Error
		if !errors.As(err, &je) {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		p := readProblem(je)
		return nil, f.format(&p, f.names(&c))
	}
	probs := f.missing(&c)
	gone := map[string]bool{}
	for _, p := range probs {
		gone[p.path.String()] = true
	}
	for _, p := range catalogProblems(&c) {
		if !gone[p.path.String()] { // a missing field is reported once, as missing
			probs = append(probs, p)
		}
	}
	if len(probs) > 0 {
		for i := range probs {
			probs[i].off = f.offset(&probs[i])
		}
		sort.SliceStable(probs, func(i, j int) bool { return probs[i].off < probs[j].off }) // file order
		msgs := make([]string, min(len(probs), maxProblems))
		for i := range msgs {
			msgs[i] = f.format(&probs[i], func(p strictjson.Path) (string, bool) { return nameOf(&c, p) }).Error()
		}
		return nil, joinProblems(msgs, len(probs))
	}
	return &c, nil
}

// LoadFile reads and parses a user's catalog file of at most MaxSize bytes; a named pipe, a
// device or a folder is refused without blocking (internal/userfile). Every error names the
// path, and a missing file's error satisfies errors.Is(err, fs.ErrNotExist).
func LoadFile(path string) (*combat.Catalog, error) {
	data, err := userfile.Read(path, MaxSize)
	if err != nil {
		return nil, fmt.Errorf("catalog %w", err)
	}
	return Parse(path, data)
}

// UserCatalogPath is where the game looks for the user's own catalog:
// os.UserConfigDir()/skirmish/catalog.json. The file need not exist; a caller that finds it
// missing passes "" as the user file (see the rulesets' LoadCatalog).
func UserPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "skirmish", "catalog.json"), nil
}

// Check reports every entry and group that breaks the catalog's rules (docs/catalog.md): an
// entry's id, role and numbers, its attributes, skills and weapons; unique ids; groups that
// list existing entries and do not share an id with one. It is the check ParseCatalog makes,
// for use after Merge. The error lists up to ten problems, one a line.
func Check(c *combat.Catalog) error {
	probs := catalogProblems(c)
	if len(probs) == 0 {
		return nil
	}
	msgs := make([]string, min(len(probs), maxProblems))
	for i := range msgs {
		msgs[i] = label(c, probs[i])
	}
	return joinProblems(msgs, len(probs))
}

// label writes a problem without a file position, for Check.
func label(c *combat.Catalog, p problem) string {
	return prefix(p.path, func(p strictjson.Path) (string, bool) { return nameOf(c, p) }) + p.text
}

// nameOf returns the id of the entry or the name of the weapon at p, a path that entryPath
// or weaponPath writes.
func nameOf(c *combat.Catalog, p strictjson.Path) (string, bool) {
	i, ok := p[1].(int)
	if !ok || i < 0 || i >= len(c.Entries) {
		return "", false
	}
	if len(p) == 2 {
		return c.Entries[i].ID, true
	}
	j, ok := p[3].(int)
	if !ok || j < 0 || j >= len(c.Entries[i].Weapons) {
		return "", false
	}
	return c.Entries[i].Weapons[j].Name, true
}

// problem is one thing wrong in a catalog: where (a path of keys and list indices from the
// top of the file) and what. The text begins with the field's own name; path's entry, weapon
// or group parts are written before it as labels.
type problem struct {
	path strictjson.Path
	text string
	// off is the byte offset for the position, or -1 to look the path up.
	off int
	// col asks for a column too (syntax and type errors).
	col bool
}

// maxProblems is the most problems one error lists.
const maxProblems = 10

// joinProblems makes one error of the first problems' messages, one a line, and a count of
// the rest of all of them.
func joinProblems(msgs []string, all int) error {
	if n := all - len(msgs); n > 0 {
		more := fmt.Sprintf("... and %d more problems", n)
		if n == 1 {
			more = "... and 1 more problem"
		}
		msgs = append(msgs, more)
	}
	return errors.New(strings.Join(msgs, "\n"))
}

// entryPath and weaponPath are the paths of an entry and of one of its weapons.
func entryPath(i int) strictjson.Path     { return strictjson.Path{"entries", i} }
func weaponPath(i, j int) strictjson.Path { return strictjson.Path{"entries", i, "weapons", j} }

// at returns a problem at a field below base.
func at(base strictjson.Path, field string, format string, args ...any) problem {
	path := base
	if field != "" {
		path = base.With(field)
	}
	return problem{path: path, text: fmt.Sprintf(format, args...), off: -1}
}

// prefix writes the labels of a path's entry, weapon and group: `entry "orc": weapon "axe": `.
// name returns the id or name known for an entry's or a weapon's path (entryPath,
// weaponPath); without one the label gives the position ("entry 4").
func prefix(path strictjson.Path, name func(strictjson.Path) (string, bool)) string {
	var b strings.Builder
	label := func(kind string, p strictjson.Path) {
		if n, ok := name(p); ok && n != "" {
			fmt.Fprintf(&b, "%s %s: ", kind, quote(n))
		} else {
			i, _ := p[len(p)-1].(int)
			fmt.Fprintf(&b, "%s %d: ", kind, i+1)
		}
	}
	if len(path) >= 2 && path[0] == "entries" {
		label("entry", path[:2])
		if len(path) >= 4 && path[2] == "weapons" {
			label("weapon", path[:4])
		}
	} else if len(path) >= 2 && path[0] == "groups" {
		fmt.Fprintf(&b, "group %s: ", quote(fmt.Sprint(path[1])))
	}
	return b.String()
}

// quote quotes s for a message, cut short if it is long.
func quote(s string) string { return strictjson.Quote(s) }

// validID reports whether s is a well-formed id: lowercase letters, digits and hyphens.
func validID(s string) bool {
	if s == "" || len(s) > maxIDLen {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// idProblem says what is wrong with an id, or "" if nothing is.
func idProblem(s string) string {
	switch {
	case s == "":
		return "is missing"
	case len(s) > maxIDLen:
		return fmt.Sprintf("%s: want at most %d characters", quote(s), maxIDLen)
	case !validID(s):
		return fmt.Sprintf("%s: want lowercase letters, digits and hyphens, such as \"cave-bear\"", quote(s))
	}
	return ""
}

// problems lists what is wrong with the catalog (see Check), in file order, groups last.
func catalogProblems(c *combat.Catalog) []problem {
	var out []problem
	seen := map[string]int{}
	for i := range c.Entries {
		e := &c.Entries[i]
		base := entryPath(i)
		if msg := idProblem(e.ID); msg != "" {
			out = append(out, at(base, "id", "id %s", msg))
		} else if first, dup := seen[e.ID]; dup {
			out = append(out, at(base, "id", "id %s: entry %d has the same id; ids must differ", quote(e.ID), first+1))
		} else {
			seen[e.ID] = i
		}
		out = append(out, entryProblems(e, base)...)
	}
	for _, id := range c.GroupIDs() {
		base := strictjson.Path{"groups", id}
		if msg := idProblem(id); msg != "" {
			out = append(out, at(base, "", "id %s", msg))
		}
		if _, clash := seen[id]; clash {
			out = append(out, at(base, "", "an entry has the same id; a group's id must differ from every entry's"))
		}
		members := c.Groups[id]
		switch {
		case len(members) == 0:
			out = append(out, at(base, "", "lists no entries; want a list of entry ids"))
		case len(members) > maxGroupSize:
			out = append(out, at(base, "", "lists %d entries; want at most %d", len(members), maxGroupSize))
		}
		for j, m := range members {
			if _, ok := seen[m]; ok {
				continue
			}
			where := base.With(j)
			if _, isGroup := c.Groups[m]; isGroup {
				out = append(out, at(where, "", "member %s is a group; a group lists entries only", quote(m)))
			} else {
				out = append(out, at(where, "", "member %s is not an entry of the catalog", quote(m)))
			}
		}
	}
	return out
}

// rangeProblem checks that a number lies within lo..hi.
func rangeProblem(base strictjson.Path, field string, v, lo, hi int, what string) []problem {
	if v < lo || v > hi {
		return []problem{at(base, field, "%s %d: want %s from %d to %d", field, v, what, lo, hi)}
	}
	return nil
}

// nameProblems checks a name: given, and at most maxNameLen characters; want says what it
// should be when it is missing.
func nameProblems(base strictjson.Path, name, want string) []problem {
	switch {
	case strings.TrimSpace(name) == "":
		return []problem{at(base, "name", "name is missing: want %s", want)}
	case utf8.RuneCountInString(name) > maxNameLen:
		return []problem{at(base, "name", "name %s: want at most %d characters", quote(name), maxNameLen)}
	}
	return nil
}

// problems lists what is wrong with one entry (not its id, which the catalog checks).
func entryProblems(e *combat.CatalogEntry, base strictjson.Path) []problem {
	var out []problem
	add := func(ps ...problem) { out = append(out, ps...) }
	add(nameProblems(base, e.Name, "the name a player reads, such as \"Cave Bear\"")...)
	if utf8.RuneCountInString(e.Description) > maxTextLen {
		add(at(base, "description", "description: want at most %d characters", maxTextLen))
	}
	if utf8.RuneCountInString(e.Armour) > maxTextLen {
		add(at(base, "armour", "armour: want at most %d characters", maxTextLen))
	}
	switch e.Role {
	case combat.RoleHero:
		if !e.Hero {
			add(at(base, "role", "role \"hero\": a hero's sheet needs \"hero\": true"))
		}
	case combat.RoleCreature:
		if e.Hero {
			add(at(base, "hero", "hero true: only an entry with role \"hero\" may be a hero"))
		}
	case "":
		add(at(base, "role", "role is missing: want \"hero\" or \"creature\""))
	default:
		add(at(base, "role", "role %s: want \"hero\" or \"creature\"", quote(e.Role)))
	}
	add(rangeProblem(base, "hp", e.HP, 1, 10000, "hit points")...)
	add(rangeProblem(base, "ac", e.AC, 0, 100, "an armour class")...)
	add(rangeProblem(base, "speed", e.Speed, 0, 1000, "feet")...)
	add(rangeProblem(base, "hd", e.HD, 0, 100, "hit dice")...)
	add(rangeProblem(base, "attack_bonus", e.AttackBonus, -20, 100, "a bonus")...)
	add(rangeProblem(base, "skill_bonus", e.SkillBonus, -20, 20, "a bonus")...)
	add(rangeProblem(base, "level", e.Level, 0, 20, "a level")...)
	add(rangeProblem(base, "initiative", e.Initiative, -20, 50, "a bonus")...)
	if e.Class != "" && (!validID(e.Class) || strings.ContainsAny(e.Class, "0123456789")) {
		add(at(base, "class", "class %s: want lowercase letters and hyphens, such as \"fighter\"", quote(e.Class)))
	}
	for _, k := range sortedKeys(e.Defenses) {
		v := e.Defenses[k]
		switch {
		case strings.TrimSpace(k) == "":
			add(at(base, "defenses", "defense \"\": a defense needs a name, such as \"PD\""))
		case utf8.RuneCountInString(k) > maxNameLen:
			add(at(base, "defenses", "defense %s: want a name of at most %d characters", quote(k), maxNameLen))
		case v < 0 || v > 100:
			add(at(base.With("defenses"), k, "defense %s %d: want a number from 0 to 100", quote(k), v))
		}
	}
	if !(e.Size >= 0 && e.Size <= 1000) {
		add(at(base, "size", "size %g: want feet from 0 to 1000 (5 for a man; 0 means 5)", e.Size))
	}
	for _, k := range sortedKeys(e.Attributes) {
		v := e.Attributes[k]
		if !slices.Contains(combat.AttributeNames, k) {
			add(at(base, "attributes", "attribute %s: want one of %s", quote(k), strings.Join(combat.AttributeNames, ", ")))
		} else if v < 3 || v > 18 {
			add(at(base.With("attributes"), k, "attribute %s %d: want a score from 3 to 18", k, v))
		}
	}
	for _, k := range sortedKeys(e.Skills) {
		v := e.Skills[k]
		switch {
		case strings.TrimSpace(k) == "":
			add(at(base, "skills", "skill \"\": a skill needs a name, such as \"Stab\""))
		case utf8.RuneCountInString(k) > maxNameLen:
			add(at(base, "skills", "skill %s: want a name of at most %d characters", quote(k), maxNameLen))
		case v < 0 || v > 10:
			add(at(base.With("skills"), k, "skill %s %d: want a level from 0 to 10", quote(k), v))
		}
	}
	switch {
	case len(e.Weapons) == 0:
		add(at(base, "weapons", "weapons: want at least one weapon or natural attack (a claw, a fist)"))
	case len(e.Weapons) > maxWeapons:
		add(at(base, "weapons", "weapons: %d of them; want at most %d", len(e.Weapons), maxWeapons))
	}
	names := map[string]int{}
	for j := range e.Weapons {
		w := &e.Weapons[j]
		wb := base.With("weapons", j)
		add(weaponProblems(w, wb)...)
		key := strings.ToLower(strings.TrimSpace(w.Name))
		if first, dup := names[key]; dup && key != "" {
			add(at(wb, "name", "name %s: weapon %d has the same name; name them apart (\"off-hand sword\")", quote(w.Name), first+1))
		} else {
			names[key] = j
		}
	}
	for k, t := range e.Traits {
		where := base.With("traits", k)
		switch {
		case t == "militarized":
			add(at(where, "", "trait \"militarized\": the trait is spelt \"militarised\""))
		case !validID(t) || strings.ContainsAny(t, "0123456789"):
			add(at(where, "", "trait %s: want lowercase letters and hyphens, such as \"undead\"", quote(t)))
		}
	}
	return out
}

// problems lists what is wrong with one weapon.
func weaponProblems(w *combat.Weapon, base strictjson.Path) []problem {
	var out []problem
	add := func(ps ...problem) { out = append(out, ps...) }
	add(nameProblems(base, w.Name, "the weapon's name, such as \"sword\"")...)
	if !slices.Contains(weaponKinds, w.Kind) {
		if w.Kind == "" {
			add(at(base, "kind", "kind is missing: want one of %s", strings.Join(weaponKinds, ", ")))
		} else {
			add(at(base, "kind", "kind %s: want one of %s", quote(w.Kind), strings.Join(weaponKinds, ", ")))
		}
	}
	if w.Damage.Max() < 1 {
		add(at(base, "damage", "damage %s: want dice that can do damage, such as \"1d8\"", quote(w.Damage.String())))
	}
	for _, a := range w.Attributes {
		if !slices.Contains(combat.AttributeNames, a) {
			add(at(base, "attributes", "attributes: %s: want one of %s", quote(a), strings.Join(combat.AttributeNames, ", ")))
		}
	}
	if utf8.RuneCountInString(w.Skill) > maxNameLen {
		add(at(base, "skill", "skill %s: want at most %d characters", quote(w.Skill), maxNameLen))
	}
	if utf8.RuneCountInString(w.Against) > maxNameLen {
		add(at(base, "against", "against %s: want a defense's name of at most %d characters, such as \"PD\"", quote(w.Against), maxNameLen))
	}
	for k, fx := range w.Effects {
		switch {
		case strings.TrimSpace(fx) == "":
			add(at(base.With("effects", k), "", "effect #%d is empty: want the effect in the ruleset's words, such as \"miss: level\"", k+1))
		case utf8.RuneCountInString(fx) > maxEffectLen:
			add(at(base.With("effects", k), "", "effect #%d: want at most %d characters", k+1, maxEffectLen))
		}
	}
	switch w.Kind {
	case combat.Thrown, combat.Bow, combat.Crossbow, combat.Sling:
		switch {
		case w.Range <= 0 || w.Range > 5000:
			add(at(base, "range", "range %d: a %s weapon needs a range in feet from 5 to 5000", w.Range, w.Kind))
		case w.LongRange < w.Range || w.LongRange > 10000:
			add(at(base, "long_range", "long_range %d: want at least the range %d and at most 10000", w.LongRange, w.Range))
		}
	case combat.Spell:
		if w.Range < 0 || w.Range > 5000 {
			add(at(base, "range", "range %d: a spell's range is feet from 0 (close quarters) to 5000", w.Range))
		} else if w.LongRange != 0 && (w.LongRange < w.Range || w.LongRange > 10000) {
			add(at(base, "long_range", "long_range %d: want at least the range %d and at most 10000", w.LongRange, w.Range))
		}
	case combat.Melee, combat.Unarmed:
		if w.Range != 0 || w.LongRange != 0 {
			f, v := "range", w.Range
			if v == 0 {
				f, v = "long_range", w.LongRange
			}
			add(at(base, f, "%s %d: a %s weapon has no range; use kind \"thrown\" for one that can be thrown", f, v, w.Kind))
		}
	}
	add(rangeProblem(base, "hands", w.Hands, 0, 2, "hands")...)
	add(rangeProblem(base, "count", w.Count, 0, 20, "a count")...)
	add(rangeProblem(base, "magic", w.Magic, -10, 10, "a bonus")...)
	if w.Shock.Points < 0 || w.Shock.Points > 100 || w.Shock.AC < 0 || w.Shock.AC > 100 {
		add(at(base, "shock", "shock %s: want points/AC such as \"2/15\" or \"5/-\"", quote(w.Shock.String())))
	}
	return out
}

// sortedKeys returns a map's keys in order, so problems come out the same every time.
func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// readOptions are the limits on a catalog file's JSON: no null, and bounded lists (a field's
// max tag, else maxListLen) and objects.
var readOptions = strictjson.Options{MaxList: maxListLen, MaxKeys: maxObjectKeys}

// source is a catalog file as ParseCatalog read it, for the positions of its problems.
type source struct {
	name string // the file's name
	data []byte
	offs *strictjson.Offsets // where each value the reader read starts
}

// readProblem words a problem of the JSON reader as the catalog's messages do. The reader
// checks the file against the combat.Catalog type: field names exactly as written, no field twice,
// every value of the right type, dice and shock that parse, bounded lists, no trailing data.
func readProblem(e *strictjson.Error) problem {
	p := problem{path: e.Path, off: e.Offset, col: true}
	switch e.Problem {
	case strictjson.Syntax:
		p.text = "JSON syntax: " + strings.TrimPrefix(e.Err.Error(), "json: ")
	case strictjson.Truncated:
		p.text = "the file ends in the middle of the catalog; a bracket or brace is missing"
	case strictjson.Trailing:
		p.text = "unexpected data after the catalog's closing }; a file holds one catalog object"
	case strictjson.WrongType:
		w := want(e.Want)
		if e.Got.Kind == strictjson.Number && (e.Want.Kind() == reflect.Float32 || e.Want.Kind() == reflect.Float64) {
			w = "a smaller number" // the only number a float refuses is one too big
		}
		p.text = fmt.Sprintf("%s %s: want %s", fieldName(e.Path), e.Got, w)
	case strictjson.BadValue:
		p.text, p.col = textProblem(last(e.Path), e.Got.Text, e.Err), false
	case strictjson.UnknownField:
		p.text = unknownField(e.Key, e.Fields)
	case strictjson.Repeated:
		p.path = e.Path[:len(e.Path)-1]
		p.text = fmt.Sprintf("%s %s appears twice", keyWord(p.path), quote(e.Key))
	case strictjson.TooLong:
		what := "elements"
		if e.Path.String() == "entries" {
			what = "entries"
		}
		p.text, p.col = fmt.Sprintf("%s: more than %d %s", fieldName(e.Path), e.Limit, what), false
	case strictjson.TooManyKeys:
		p.text = fmt.Sprintf("%s: more than %d keys", fieldName(e.Path), e.Limit)
	default:
		p.text = fmt.Sprintf("%s: cannot be read", fieldName(e.Path))
	}
	return p
}

// unknownField says a key is not a field, suggesting the one meant.
func unknownField(key string, fields []string) string {
	best, bd := "", 3
	if len(key) > maxNameLen {
		bd = 0 // no suggestion for a key that long
	}
	for _, name := range fields {
		if strings.EqualFold(name, key) {
			return fmt.Sprintf("unknown field %s: field names are lower case; want %s", quote(key), quote(name))
		}
	}
	for _, name := range fields {
		if bd == 0 {
			break
		}
		if d := spell.Distance(key, name); d < bd || d == bd && name < best {
			best, bd = name, d
		}
	}
	if best != "" {
		return fmt.Sprintf("unknown field %s (did you mean %s?)", quote(key), quote(best))
	}
	names := slices.Sorted(slices.Values(fields))
	return fmt.Sprintf("unknown field %s; the fields here are %s", quote(key), strings.Join(names, ", "))
}

// want describes the JSON a type is written as, in the catalog's words.
func want(t reflect.Type) string {
	switch t {
	case reflect.TypeFor[combat.Roll]():
		return "dice in quotes, such as \"1d8\" or \"2d6+1\""
	case reflect.TypeFor[combat.Shock]():
		return "a shock rating in quotes, such as \"2/15\" or \"5/-\""
	case reflect.TypeFor[combat.Catalog]():
		return "an object such as {\"entries\": [...]}"
	}
	if t.Kind() == reflect.String {
		return "text in quotes"
	}
	return strictjson.Want(t)
}

// textProblem writes a dice or shock error as `damage "1x8": want NdS, NdS+B or a number`.
func textProblem(field, value string, err error) string {
	msg := err.Error()
	q := strconv.Quote(value)
	msg = strings.TrimPrefix(msg, "dice expression "+q+": ")
	msg = strings.TrimPrefix(msg, field+" "+q+": ")
	return fmt.Sprintf("%s %s: %s", field, quote(value), msg)
}

// keyWord names what the keys of the object at path are, for "appears twice".
func keyWord(path strictjson.Path) string {
	switch last(path) {
	case "attributes":
		return "attribute"
	case "skills":
		return "skill"
	case "groups":
		return "group"
	}
	return "field"
}

// last returns the last step of a path as text, or "".
func last(path strictjson.Path) string {
	if len(path) == 0 {
		return ""
	}
	return fmt.Sprint(path[len(path)-1])
}

// fieldName writes the part of a path below its entry, weapon or group: "hp",
// "attributes.STR", "traits #2"; "catalog" for the file itself.
func fieldName(path strictjson.Path) string {
	k := 0
	switch {
	case len(path) >= 4 && path[0] == "entries" && path[2] == "weapons":
		k = 4
	case len(path) >= 2 && (path[0] == "entries" || path[0] == "groups"):
		k = 2
	}
	rest := path[k:]
	if len(rest) == 0 {
		switch {
		case len(path) == 0:
			return "catalog"
		case path[0] == "entries" && len(path) == 2:
			return "the entry"
		case path[0] == "entries":
			return "the weapon"
		default:
			return "members"
		}
	}
	var b strings.Builder
	for i, s := range rest {
		n, index := s.(int)
		switch {
		case i == 0:
			fmt.Fprint(&b, s)
		case index:
			fmt.Fprintf(&b, " #%d", n+1)
		default:
			fmt.Fprintf(&b, ".%v", s)
		}
	}
	return b.String()
}

// names returns the ids of entries and names of weapons for the labels of a problem the
// reader found in c, read in part: those it read, and failing that whatever a lenient read
// of the whole file finds (nothing, if its JSON is broken).
func (f *source) names(c *combat.Catalog) func(strictjson.Path) (string, bool) {
	known := map[string]string{}
	set := func(p strictjson.Path, v any) {
		if s, ok := v.(string); ok {
			if _, have := known[p.String()]; !have {
				known[p.String()] = s
			}
		}
	}
	read := func(p strictjson.Path) bool { _, ok := f.offs.At(p); return ok }
	for i, e := range c.Entries {
		if read(entryPath(i).With("id")) {
			set(entryPath(i), e.ID)
		}
		for j, w := range e.Weapons {
			if read(weaponPath(i, j).With("name")) {
				set(weaponPath(i, j), w.Name)
			}
		}
	}
	var loose struct {
		Entries []struct {
			ID      any `json:"id"`
			Weapons []struct {
				Name any `json:"name"`
			} `json:"weapons"`
		} `json:"entries"`
	}
	_ = json.Unmarshal(f.data, &loose) // partial results are what we want
	for i, e := range loose.Entries {
		set(entryPath(i), e.ID)
		for j, w := range e.Weapons {
			set(weaponPath(i, j), w.Name)
		}
	}
	return func(p strictjson.Path) (string, bool) { n, ok := known[p.String()]; return n, ok }
}

// format writes a problem with the file's name, its line (and column) and its labels, which
// name gives.
func (f *source) format(p *problem, name func(strictjson.Path) (string, bool)) error {
	off := f.offset(p)
	pos := f.name
	if off >= 0 {
		line, col := strictjson.LineCol(f.data, off)
		if p.col {
			pos = fmt.Sprintf("%s:%d:%d", f.name, line, col)
		} else {
			pos = fmt.Sprintf("%s:%d", f.name, line)
		}
	}
	return fmt.Errorf("%s: %s%s", pos, prefix(p.path, name), p.text)
}

// offset returns the byte offset of a problem: its own, or where its path's key (or the
// nearest enclosing one's) is; -1 if neither is known.
func (f *source) offset(p *problem) int {
	if p.off >= 0 {
		return p.off
	}
	if s, ok := f.offs.Nearest(p.path); ok {
		return s.Key
	}
	return -1
}

// missing lists the fields a catalog file leaves out that an entry or weapon needs: the
// reader would quietly leave them zero.
func (f *source) missing(c *combat.Catalog) []problem {
	var out []problem
	for i, e := range c.Entries {
		base := entryPath(i)
		for _, fd := range []struct{ key, hint string }{
			{"id", "an id such as \"cave-bear\""},
			{"name", "the name a player reads, such as \"Cave Bear\""},
			{"role", "\"hero\" or \"creature\""},
			{"hp", "the most hit points, such as 9"},
			{"ac", "an armour class, such as 10 for an unarmoured man"},
			{"speed", "feet per move, such as 30 for a man"},
			{"weapons", "a list of weapons or natural attacks"},
		} {
			if _, ok := f.offs.At(base.With(fd.key)); !ok {
				out = append(out, at(base, fd.key, "%s is missing: want %s", fd.key, fd.hint))
			}
		}
		for j := range e.Weapons {
			wb := weaponPath(i, j)
			for _, fd := range []struct{ key, hint string }{
				{"name", "a name such as \"sword\""},
				{"kind", "one of " + strings.Join(weaponKinds, ", ")},
				{"damage", "dice such as \"1d8\""},
			} {
				if _, ok := f.offs.At(wb.With(fd.key)); !ok {
					out = append(out, at(wb, fd.key, "%s is missing: want %s", fd.key, fd.hint))
				}
			}
		}
	}
	return out
}

// Checker is a ruleset that checks a catalog's entries against its own rules as well (13th
// Age: weapon effects, a creature's PD and MD, a hero's numbers for its class).
type Checker interface {
	CheckCatalog(c *combat.Catalog) error
}

// Merged is the ruleset's built-in catalog with the user's catalog file merged over it: the
// user's entries and groups replace built-in ones with the same id and add the rest. With
// file "" it is the built-in catalog. A file that does not exist is an error only when
// required (a path the user gave by hand); otherwise it leaves the built-in catalog. The
// merged catalog must pass Check and, for a Checker, the ruleset's own check; each error
// names the file.
func Merged(rules combat.Ruleset, file string, required bool) (*combat.Catalog, error) {
	c := rules.Catalog()
	if file == "" {
		return c, nil
	}
	user, err := LoadFile(file)
	if err != nil {
		if !required && errors.Is(err, fs.ErrNotExist) {
			return c, nil
		}
		return nil, err
	}
	c.Merge(user)
	if err := Check(c); err != nil {
		return nil, fmt.Errorf("%s: merged over the built-in %s catalog:\n%w", file, rules.ID(), err)
	}
	if ch, ok := rules.(Checker); ok {
		if err := ch.CheckCatalog(c); err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
	}
	return c, nil
}

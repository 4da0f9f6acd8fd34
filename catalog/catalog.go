package catalog

// Reading a catalog file (Parse, LoadFile, UserPath), merging a user's file over a ruleset's built-in catalog (Merged), and the limits on a file.

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"skirmish/combat"
	"skirmish/internal/strictjson"
	"skirmish/internal/userfile"
	"sort"
)

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

// ParseChecked is Parse followed by a ruleset's own check of the catalog (its CheckCatalog,
// for a ruleset whose loader checks its file as it reads it); the check's error is prefixed
// with name.
func ParseChecked(name string, data []byte, check func(*combat.Catalog) error) (*combat.Catalog, error) {
	c, err := Parse(name, data)
	if err != nil {
		return nil, err
	}
	if err := check(c); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return c, nil
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

// Merged is the ruleset's built-in catalog with the user's catalog file merged over it: the
// user's entries and groups replace built-in ones with the same id and add the rest. With
// file "" it is the built-in catalog. A file that does not exist is an error only when
// required (a path the user gave by hand); otherwise it leaves the built-in catalog. The
// merged catalog must pass Check and the ruleset's own check (Ruleset.CheckCatalog); each error
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
	if err := rules.CheckCatalog(c); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return c, nil
}

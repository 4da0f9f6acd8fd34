package save

// The saves folder: where saves live, the load screen's listing, and rotating autosaves.

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Dir returns the folder saves live in, os.UserConfigDir()/skirmish/saves, creating it.
func Dir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("saves folder: %w", err)
	}
	dir := filepath.Join(base, "skirmish", "saves")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("saves folder: %w", err)
	}
	return dir, nil
}

// Entry is one save of a folder, as the load screen lists it. When Err is set, the file did
// not read and only Path, Name, Backup and Modified are known.
type Entry struct {
	// Path is the file; Name its base name.
	Path, Name string
	// Backup marks a backup Write kept (name.json.bak); Autosave one Autosave wrote.
	Backup, Autosave bool
	// Title is the save's title; Map the map's title, else its file's name.
	Title, Map string
	// Rules is the ruleset's id.
	Rules string
	// Round is the round in progress when saved; Sides the battle's sides.
	Round int
	Sides []string
	// Over and Winner say whether the battle had ended, and who won ("" for a draw).
	Over   bool
	Winner string
	// Humans are the sides human players play (two or more: hot-seat); Fog is fog of war.
	Humans int
	Fog    bool
	// Saved is when the save was written (the file's own record); Modified the file's time.
	Saved, Modified time.Time
	// Err is why the file did not read (an *Error): the load screen shows it beside the name.
	Err error
}

// List reads every save in dir (files ending in .json, and the backups .json.bak) for a load
// screen, newest first. A file that does not read is listed with its Err; List fails only
// when the folder itself cannot be read. It reads each file (up to MaxSize) but loads no map
// and replays nothing, so a listed save may still be refused by Load (a changed map).
func List(dir string) ([]Entry, error) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("saves folder %s: %w", dir, err)
	}
	var out []Entry
	for _, de := range des {
		name := de.Name()
		backup := strings.HasSuffix(name, ".json.bak")
		if de.IsDir() || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".json") && !backup {
			continue
		}
		e := Entry{Path: filepath.Join(dir, name), Name: name, Backup: backup, Autosave: isAutosave(name)}
		if info, err := de.Info(); err == nil {
			e.Modified = info.ModTime()
		}
		f, err := Read(e.Path)
		if err != nil {
			e.Err = err
			out = append(out, e)
			continue
		}
		e.Title, e.Rules, e.Round, e.Sides = f.Title, f.Rules.ID, f.Result.Round, f.Sides
		e.Over, e.Winner, e.Saved = f.Result.Over, f.Result.Winner, f.Saved
		if f.Client != nil {
			e.Fog = f.Client.Fog
			for _, p := range f.Client.Players {
				if p.Human {
					e.Humans++
				}
			}
		}
		e.Map = f.Map.Title
		if e.Map == "" {
			e.Map = filepath.Base(f.Map.Path)
		}
		out = append(out, e)
	}
	slices.SortStableFunc(out, func(a, b Entry) int {
		return cmp.Or(b.when().Compare(a.when()), cmp.Compare(a.Name, b.Name))
	})
	return out, nil
}

// when is the time an entry sorts by: when it was saved, else the file's time.
func (e Entry) when() time.Time {
	if !e.Saved.IsZero() {
		return e.Saved
	}
	return e.Modified
}

// autosavePrefix begins the names of autosaves: autosave-0001.json, autosave-0002.json, ...
const autosavePrefix = "autosave-"

// isAutosave reports whether a file name is an autosave's (backups included).
func isAutosave(name string) bool {
	_, ok := autosaveNumber(strings.TrimSuffix(name, ".bak"))
	return ok
}

// autosaveNumber returns the number in an autosave's file name.
func autosaveNumber(name string) (int, bool) {
	digits, ok := strings.CutPrefix(name, autosavePrefix)
	if !ok {
		return 0, false
	}
	digits, ok = strings.CutSuffix(digits, ".json")
	if !ok || digits == "" {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	return n, err == nil && n > 0
}

// Autosave writes f as the next autosave in dir (autosave-0001.json, -0002, ...; the number
// after the highest there) and deletes the oldest autosaves beyond the newest keep (at least
// 1). The client calls it at the start of every round. It returns the new file's path.
// Autosaves keep no backup: the older autosaves are theirs. An autosave that would not load
// is neither written nor makes room (Write): the older ones stay.
func Autosave(dir string, f *File, keep int) (string, error) {
	keep = max(keep, 1)
	des, err := os.ReadDir(dir)
	if err != nil {
		return "", fmt.Errorf("autosave in %s: %w", dir, err)
	}
	type autosave struct {
		n    int
		name string
	}
	var old []autosave
	next := 1
	for _, de := range des {
		if n, ok := autosaveNumber(de.Name()); ok && !de.IsDir() {
			old = append(old, autosave{n, de.Name()})
			next = max(next, n+1)
		}
	}
	slices.SortFunc(old, func(a, b autosave) int { return cmp.Compare(a.n, b.n) })
	path := filepath.Join(dir, fmt.Sprintf("%s%04d.json", autosavePrefix, next))
	data, err := marshalChecked(path, f)
	if err != nil {
		return "", err
	}
	if err := writeFile(path, data, false); err != nil {
		return "", err
	}
	for _, a := range old[:max(len(old)+1-keep, 0)] {
		os.Remove(filepath.Join(dir, a.name))
	}
	return path, nil
}

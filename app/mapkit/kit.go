package mapkit

// Ensure: the kit's files written into a maps folder once, never over the player's own.

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"skirmish/combat"
	"skirmish/maps"
)

// ProjectFile is the kit's Tiled project file; a maps folder that has it has had the kit.
const ProjectFile = "skirmish.tiled-project"

// ExampleMap is the kit's example map.
const ExampleMap = "example.tmx"

// kitFiles are the files of the kit taken from the bundled maps, by their path there (and in
// the maps folder).
var kitFiles = []string{ProjectFile, "tiles/dungeon.tsx", "tiles/dungeon.png"}

// Ensure puts the starter kit into the maps folder dir on first use: when dir has no project
// file, it writes the project file, the tileset (tiles/dungeon.tsx and its picture) and the
// example map, each only where no file of that name is, and returns the paths it wrote. A
// folder that has the project file is left alone (nil, nil): the player may have removed the
// example on purpose.
func Ensure(dir string) ([]string, error) {
	if _, err := os.Stat(filepath.Join(dir, ProjectFile)); err == nil {
		return nil, nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var wrote []string
	write := func(rel string, data []byte) error {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if _, err := os.Lstat(p); err == nil {
			return nil // the player's own file of that name stays
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		if _, err := f.Write(data); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
		wrote = append(wrote, p)
		return nil
	}
	for _, rel := range kitFiles {
		data, err := maps.FS.ReadFile(rel)
		if err != nil {
			return wrote, fmt.Errorf("the game's own %s is missing: %w", rel, err)
		}
		if rel == ProjectFile {
			data = withRulesets(data)
		}
		if err := write(rel, data); err != nil {
			return wrote, err
		}
	}
	if err := write(ExampleMap, []byte(Example())); err != nil {
		return wrote, err
	}
	return wrote, nil
}

// Summary says in a sentence or two what Ensure wrote into dir, for the player.
func Summary(dir string, wrote []string) string {
	if len(wrote) == 0 {
		return ""
	}
	names := make([]string, len(wrote))
	for i, p := range wrote {
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			rel = p
		}
		names[i] = filepath.ToSlash(rel)
	}
	return "Your maps folder now holds a starter kit: " + strings.Join(names, ", ") + ". Open " + ProjectFile +
		" in Tiled (File > Open File or Project), then " + ExampleMap + ": its comments say what each part does. " +
		"Save your maps in this folder, or a folder inside it."
}

// rulesetEnum is the Tiled project's ruleset enum and its values, as the bundled project file
// writes them.
var rulesetEnum = regexp.MustCompile(`("name": "ruleset",\s*"storageType": "string",\s*"type": "enum",\s*"values": \[)[^\]]*(\])`)

// withRulesets is the project file with its ruleset enum listing the rulesets this game
// registers (combat.RulesetIDs), so that a map maker picks from every one of them.
func withRulesets(project []byte) []byte {
	var vals []string
	for _, id := range combat.RulesetIDs() {
		vals = append(vals, "\n                "+strconv.Quote(id))
	}
	return rulesetEnum.ReplaceAll(project, []byte("${1}"+strings.Join(vals, ",")+"\n            ${2}"))
}

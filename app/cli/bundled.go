package cli

// Bundled maps: find the maps folder on disk, or unpack the embedded copy.

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	"skirmish/maps"
)

// BundledMaps returns the paths of the bundled .tmx maps, the square maps in name order then
// the hex maps (hex/) in name order: from ./maps, or the maps folder beside the executable,
// or else the embedded copy unpacked into the user's cache folder (skirmish/maps, rewritten
// each time).
func BundledMaps() ([]string, error) {
	var dirs []string
	dirs = append(dirs, "maps")
	if exe, err := os.Executable(); err == nil {
		dirs = append(dirs, filepath.Join(filepath.Dir(exe), "maps"))
	}
	for _, d := range dirs {
		if found := mapsIn(d); len(found) > 0 {
			return found, nil
		}
	}
	dir, err := unpack()
	if err != nil {
		return nil, fmt.Errorf("unpacking the bundled maps: %w", err)
	}
	return mapsIn(dir), nil
}

// mapsIn lists the .tmx maps of a bundled maps folder: its own, then its hex folder's, each
// in name order.
func mapsIn(dir string) []string {
	var out []string
	for _, pattern := range []string{"*.tmx", filepath.Join("hex", "*.tmx")} {
		found, _ := filepath.Glob(filepath.Join(dir, pattern))
		sort.Strings(found)
		out = append(out, found...)
	}
	return out
}

// unpack writes the embedded maps into the cache folder and returns it.
func unpack() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(base, "skirmish", "maps")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	err = fs.WalkDir(maps.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		target := filepath.Join(dir, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := maps.FS.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	return dir, err
}

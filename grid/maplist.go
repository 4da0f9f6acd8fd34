package grid

// The maps of a folder: every Tiled map in it and in the folders below it, as the map picker and validate list them.

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Limits of a folder's listing, so that a maps folder holding a huge tree lists quickly.
const (
	maxListedMaps  = 1000 // map files listed
	maxListedDepth = 8    // folders below the maps folder
	maxListedFiles = 20000
)

// MapFiles lists the Tiled maps in folder dir and the folders below it, sorted by path: files
// ending .tmx or .tmj in any case, and .json files that are Tiled maps (IsMapFile).
// Hidden files and folders (a leading dot, as Tiled's own temporary files) are skipped. isDir
// is false, and the list empty, when dir is not a folder.
func MapFiles(dir string) (maps []string, isDir bool) {
	fi, err := os.Stat(dir)
	if err != nil || !fi.IsDir() {
		return nil, false
	}
	walkMapTree(dir, func(p string, d fs.DirEntry) bool {
		if d.Type().IsRegular() && IsMapFile(p) {
			maps = append(maps, p)
		}
		return len(maps) < maxListedMaps
	})
	sort.Strings(maps)
	return maps, true
}

// MapFolders lists dir and the folders below it that MapFiles looks in, for watching.
func MapFolders(dir string) []string {
	out := []string{dir}
	walkMapTree(dir, func(p string, d fs.DirEntry) bool {
		if d.IsDir() {
			out = append(out, p)
		}
		return len(out) < maxListedMaps
	})
	return out
}

// walkMapTree calls visit for every file and folder below dir that a listing looks at: hidden
// ones (a leading dot) and folders more than maxListedDepth deep are left out, unreadable
// folders skipped, and the walk stops after maxListedFiles entries or when visit returns false.
func walkMapTree(dir string, visit func(path string, d fs.DirEntry) bool) {
	seen := 0
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return nil
		}
		if seen++; seen > maxListedFiles {
			return filepath.SkipAll
		}
		if strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if rel, err := filepath.Rel(dir, p); err == nil && strings.Count(rel, string(filepath.Separator))+1 > maxListedDepth {
				return filepath.SkipDir
			}
		}
		if !visit(p, d) {
			return filepath.SkipAll
		}
		return nil
	})
}

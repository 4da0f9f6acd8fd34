package save

// Places: where a save's map may be opened from without asking, and finding it there by name and content.

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Places are where a save's map is looked for: the folders of the bundled maps and the
// user's maps and campaigns, with their subfolders. A save names its map by a path, and a
// save from someone else may name any file (/etc/passwd, /proc/self/environ): Load opens a
// map at the path saved only inside these folders, else looks in them for the same map (by
// its file's name, then by its content's hash), and refuses a path outside them with
// ErrMapOutside unless the user agreed to open it (Allowed).
type Places struct {
	// Folders are the folders trusted, subfolders included.
	Folders []string
	// Allowed are map paths outside the folders that the user agreed to open.
	Allowed []string
}

// Bounds on the search of the folders for a save's map by content.
const (
	// maxSearched is the most files the search looks at (more are left out).
	maxSearched = 2000
	// maxSearchDepth is how deep below a folder the search goes.
	maxSearchDepth = 4
	// maxVisited is the most folder entries the search reads, map files or not.
	maxVisited = 20000
	// maxHashed is the most bytes the search hashes in all (a save's map is found among the
	// player's maps, which are small; a folder of huge files is not read whole).
	maxHashed = 256 << 20
)

// mapExts are the file extensions of maps the search hashes.
var mapExts = []string{".tmx", ".tmj", ".json", ".txt", ".map"}

// Trusts reports whether path lies inside one of the folders (after following links: a link
// inside a folder to a file outside is outside) or was allowed.
func (pl Places) Trusts(path string) bool { return pl.trusted(path) }

// trusted is Trusts.
func (pl Places) trusted(path string) bool {
	real := realPath(path)
	for _, a := range pl.Allowed {
		if realPath(a) == real {
			return true
		}
	}
	for _, dir := range pl.Folders {
		if dir == "" {
			continue
		}
		if rel, err := filepath.Rel(realPath(dir), real); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel) {
			return true
		}
	}
	return false
}

// realPath is path absolute and clean, with its links followed when it exists.
func realPath(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = filepath.Clean(path)
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		return r
	}
	return abs
}

// find looks in the folders for a map file whose hash is sum: first those named name, then
// any map file. It returns the first found.
func (pl Places) find(name, sum string) (string, bool) {
	var files []string
	visited := 0
	for _, dir := range pl.Folders {
		if dir == "" {
			continue
		}
		root := filepath.Clean(dir)
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			visited++
			switch {
			case len(files) >= maxSearched || visited > maxVisited:
				return fs.SkipAll
			case err != nil:
				return nil // a folder that does not read: what it holds is not searched
			case d.IsDir() && p != root && strings.Count(strings.TrimPrefix(p, root), string(filepath.Separator)) > maxSearchDepth:
				return fs.SkipDir
			case d.Type().IsRegular() && slices.Contains(mapExts, strings.ToLower(filepath.Ext(p))):
				files = append(files, p)
			}
			return nil
		})
	}
	hashed := int64(0)
	for _, byName := range []bool{true, false} {
		for _, p := range files {
			if (filepath.Base(p) == name) != byName {
				continue
			}
			if fi, err := os.Stat(p); err != nil || hashed+fi.Size() > maxHashed {
				continue
			} else {
				hashed += fi.Size()
			}
			if got, err := HashMapFile(p); err == nil && got == sum {
				return p, true
			}
		}
	}
	return "", false
}

// exists reports whether something is at path.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

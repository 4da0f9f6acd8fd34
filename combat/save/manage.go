package save

// Managing the saves folder from the load screen: a save deleted, or renamed (a new title and
// the file name made from it).

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrNameTaken is Rename's refusal to write over another save.
var ErrNameTaken = errors.New("another save has that name")

// isSaveName reports whether a file name is one the load screen lists: a save (.json) or a
// backup (.json.bak), not hidden.
func isSaveName(name string) bool {
	return !strings.HasPrefix(name, ".") && (strings.HasSuffix(name, ".json") || strings.HasSuffix(name, ".json.bak"))
}

// Delete removes the save (or backup) at path: that file only, its backup staying a save of
// its own in the list. A path that is not a save's name is refused and left alone.
func Delete(path string) error {
	if !isSaveName(filepath.Base(path)) {
		return fmt.Errorf("delete %s: not a save's file name", path)
	}
	if err := os.Remove(path); err != nil {
		return fmt.Errorf("delete %s: %w", filepath.Base(path), err)
	}
	return nil
}

// Rename gives the save at path the title title and the file name name (a base name ending in
// .json) in the same folder, and returns the new path. The save is written anew under its new
// name as Write writes (it is not written if it would not load), then the old file is removed
// and its backup, if any, renamed with it. A name another file has is refused (ErrNameTaken),
// and so is a name that is not a save's or holds a folder separator; the save is left as it
// was on any error.
func Rename(path, title, name string) (string, error) {
	if name != filepath.Base(name) || !strings.HasSuffix(name, ".json") || !isSaveName(name) {
		return "", fmt.Errorf("rename %s: %q is not a save's file name", filepath.Base(path), name)
	}
	if strings.TrimSpace(title) == "" {
		return "", fmt.Errorf("rename %s: the title is empty", filepath.Base(path))
	}
	f, err := Read(path)
	if err != nil {
		return "", err
	}
	to := filepath.Join(filepath.Dir(path), name)
	same := to == path
	if !same {
		if _, err := os.Lstat(to); err == nil || !errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("rename %s: %s: %w", filepath.Base(path), name, ErrNameTaken)
		}
	}
	f.Title = title
	data, err := marshalChecked(to, f)
	if err != nil {
		return "", err
	}
	if err := writeFile(to, data, false); err != nil {
		return "", err
	}
	if same {
		return to, nil
	}
	if err := os.Remove(path); err != nil {
		os.Remove(to)
		return "", fmt.Errorf("rename %s: %w", filepath.Base(path), err)
	}
	if bak := BackupPath(path); !strings.HasSuffix(path, ".bak") {
		if _, err := os.Lstat(bak); err == nil {
			os.Rename(bak, BackupPath(to)) // the backup follows; if it cannot, it stays a save of its own
		}
	}
	return to, nil
}

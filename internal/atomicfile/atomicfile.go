package atomicfile

// Write: replace a file by a temporary file and a rename.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// TempSuffix ends the names of the temporary files Write makes beside the file it replaces
// (".NAME.RANDOM.tmp"); a folder's listing should skip them.
const TempSuffix = ".tmp"

// Write replaces path with data atomically: it removes the temporary files an interrupted
// Write of path left behind, writes data to a new temporary file in the same folder, syncs
// and closes it, runs beforeRename (when not nil: the caller's last step with the old file
// still in place, such as keeping it as a backup), renames the temporary file over path and
// syncs the folder. At every moment path holds the old contents or the new, whole. On an
// error the temporary file is removed and path is untouched; the error says which step
// failed ("writing: ...") but not the file, which the caller names.
func Write(path string, data []byte, beforeRename func() error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	RemoveStale(dir, base)
	tmp, err := os.CreateTemp(dir, "."+base+".*"+TempSuffix)
	if err != nil {
		return fmt.Errorf("cannot create a temporary file beside it: %w", err)
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("writing: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("syncing: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("closing: %w", err)
	}
	if beforeRename != nil {
		if err := beforeRename(); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	SyncDir(dir)
	return nil
}

// RemoveStale deletes the temporary files that interrupted Writes of base (or of base's
// backup, "base.bak") left in dir.
func RemoveStale(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if n := e.Name(); strings.HasPrefix(n, "."+base+".") && strings.HasSuffix(n, TempSuffix) && e.Type().IsRegular() {
			os.Remove(filepath.Join(dir, n))
		}
	}
}

// SyncDir syncs a folder so that a rename in it lasts a power cut. Some systems cannot sync
// a folder (Windows); there the rename is as durable as the system makes it.
func SyncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}

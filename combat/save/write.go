// Write: a save replaced atomically (temp file, sync, rename), the previous one kept as a backup.
package save

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// tempSuffix ends the names of the temporary files Write makes; List skips them.
const tempSuffix = ".tmp"

// Write saves f at path atomically: it writes a temporary file in the same folder, syncs it,
// keeps the save already at path (if it reads as a save) as the backup BackupPath(path),
// then renames the new file over the old and syncs the folder. At every moment path holds
// either the old save or the new one, whole; a crash loses at most the save being written.
// A save already at path that does not read is left out of the backup, so that a good backup
// is never replaced by a bad one. Errors name the file.
func Write(path string, f *File) error {
	data, err := f.Marshal()
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return writeFile(path, data, true)
}

// writeFile replaces path with data atomically, keeping a backup of the old file if backup.
func writeFile(path string, data []byte, backup bool) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	removeStale(dir, base)
	tmp, err := os.CreateTemp(dir, "."+base+".*"+tempSuffix)
	if err != nil {
		return fmt.Errorf("save %s: cannot create a temporary file beside it: %w", path, err)
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("save %s: writing: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("save %s: syncing: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("save %s: closing: %w", path, err)
	}
	if backup {
		if err := keepBackup(path); err != nil {
			return fmt.Errorf("save %s: keeping the backup %s: %w", path, filepath.Base(BackupPath(path)), err)
		}
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	syncDir(dir)
	return nil
}

// keepBackup makes the save at path its backup, leaving path in place: a hard link (or a
// copy, where links are not allowed) under a temporary name, renamed over the old backup.
// Nothing is done when there is no save at path, or it does not read as one.
func keepBackup(path string) error {
	if _, err := Read(path); err != nil {
		return nil
	}
	bak := BackupPath(path)
	dir, base := filepath.Split(bak)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*"+tempSuffix)
	if err != nil {
		return err
	}
	name := tmp.Name()
	tmp.Close()
	os.Remove(name)
	if err := os.Link(path, name); err != nil {
		if err := copyFile(path, name); err != nil {
			os.Remove(name)
			return err
		}
	}
	if err := os.Rename(name, bak); err != nil {
		os.Remove(name)
		return err
	}
	return nil
}

// copyFile copies src to a new file dst and syncs it.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// removeStale deletes the temporary files an interrupted Write of base (or of its backup)
// left in dir.
func removeStale(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if n := e.Name(); strings.HasPrefix(n, "."+base+".") && strings.HasSuffix(n, tempSuffix) && e.Type().IsRegular() {
			os.Remove(filepath.Join(dir, n))
		}
	}
}

// syncDir syncs a folder so that a rename in it lasts a power cut. Some systems cannot sync
// a folder (Windows); there the rename is as durable as the system makes it.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}

package save

// Write: a save replaced atomically (temp file, sync, rename), the previous one kept as a backup.

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"skirmish/internal/atomicfile"
	"skirmish/internal/userfile"
)

// tempSuffix ends the names of the temporary files Write makes; List skips them.
const tempSuffix = atomicfile.TempSuffix

// Write saves f at path atomically: it writes a temporary file in the same folder, syncs it,
// keeps the save already at path (if it reads as a save) as the backup BackupPath(path),
// then renames the new file over the old and syncs the folder. At every moment path holds
// either the old save or the new one, whole; a crash loses at most the save being written.
// A save already at path that does not read is left out of the backup, so that a good backup
// is never replaced by a bad one. Errors name the file.
//
// A save that would not load is not written (it is read back from its bytes first, and when it
// carries its map, its battle is replayed on that map, as Load does, reading nothing from
// disk): a good save is never replaced by, or rotated away for, one that cannot load.
func Write(path string, f *File) error {
	data, err := marshalChecked(path, f)
	if err != nil {
		return err
	}
	return writeFile(path, data, true)
}

// marshalChecked writes f as JSON and reads it back as Load would, refusing a save that would
// not load.
func marshalChecked(path string, f *File) ([]byte, error) {
	data, err := f.Marshal()
	if err != nil {
		return nil, fmt.Errorf("save %s: %w", path, err)
	}
	back, err := Parse(path, data)
	if err == nil && len(back.Map.Files) > 0 {
		_, err = back.Load(path, Places{})
	}
	if err != nil {
		return nil, fmt.Errorf("save %s: not written, since it would not load (%v); the saves there are left as they were", path, err)
	}
	return data, nil
}

// writeFile replaces path with data atomically (atomicfile.Write), keeping a backup of the
// old file if backup.
func writeFile(path string, data []byte, backup bool) error {
	var keep func() error
	if backup {
		keep = func() error {
			if err := keepBackup(path); err != nil {
				return fmt.Errorf("keeping the backup %s: %w", filepath.Base(BackupPath(path)), err)
			}
			return nil
		}
	}
	if err := atomicfile.Write(path, data, keep); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
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

// copyFile copies src (a regular file: internal/userfile) to a new file dst and syncs it.
func copyFile(src, dst string) error {
	in, _, err := userfile.Open(src)
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

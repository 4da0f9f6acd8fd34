package save

// The map a save carries, loaded, and compared with the map's files on disk.

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"skirmish/grid"
	"skirmish/internal/quote"
	"skirmish/internal/userfile"
)

// DiskState is how the map's files on disk compare with the map a save carries. Whatever it
// is, the battle is loaded on the map the save carries: the files on disk only give its
// pictures.
type DiskState int

const (
	// DiskSame is a map file (at the saved path, or a copy of it in the places) that holds,
	// with the tilesets and templates beside it, the bytes the save carries.
	DiskSame DiskState = iota
	// DiskChanged is a map file whose bytes, or those of a tileset or template it names,
	// differ from the save's (or are gone): the map was edited since the battle began.
	DiskChanged
	// DiskMissing is a map file that is no longer at the saved path, with no copy of it in
	// the places.
	DiskMissing
	// DiskElsewhere is a saved path outside the places, with no copy of it in them: the file
	// was not read (a save from someone else may name any file), nor its pictures.
	DiskElsewhere
	// DiskNone is a map that was never a file of its own (a scenario's).
	DiskNone
)

// Disk is how the map's files on disk compare with the map a save carries (Game.Disk).
type Disk struct {
	State DiskState
	// Path is the map file compared (the saved path, or the copy of it found in the places);
	// "" when none was.
	Path string
	// Changed are the files, by their paths from the map's folder, that differ from the
	// save's or are gone (DiskChanged).
	Changed []string
}

// loadCarried loads the map the save carries (format 2), its pictures from the map's folder
// on disk when that folder is one the player trusts (or holds a copy of the map), and says how
// the files there compare with the save's. Errors are *Error for file: ErrDamaged.
func (f *File) loadCarried(file string, pl Places) (*grid.Map, Disk, error) {
	files, err := unpackMap(f.Map.Files)
	if err != nil {
		return nil, Disk{}, refuse(file, ErrDamaged, err, "damaged: %v", err)
	}
	disk := f.onDisk(files, pl)
	var images fs.FS
	if disk.Path != "" {
		if root, err := os.OpenRoot(filepath.Dir(disk.Path)); err == nil {
			defer root.Close()
			images = userfile.FS(root)
		}
	}
	at := disk.Path
	if at == "" {
		at = f.Map.Path
	}
	if at == "" {
		at = files[0].Name
	}
	m, err := grid.LoadFiles(at, files, images)
	if err != nil {
		return nil, Disk{}, refuse(file, ErrDamaged, err, "damaged: the map it carries does not load: %v", err)
	}
	return m, disk, nil
}

// onDisk finds the map's file on disk, where the player trusts (the saved path, or a copy of
// the same bytes in the places), and compares its files with those the save carries.
func (f *File) onDisk(files []grid.File, pl Places) Disk {
	p := f.Map.Path
	if p == "" {
		return Disk{State: DiskNone}
	}
	trusted := pl.trusted(p)
	if !trusted || !exists(p) {
		if q, ok := pl.find(filepath.Base(p), f.Map.SHA256); ok {
			p, trusted = q, true
		}
	}
	switch {
	case !trusted:
		return Disk{State: DiskElsewhere}
	case !exists(p):
		return Disk{State: DiskMissing}
	}
	d := Disk{State: DiskSame, Path: p}
	root, err := os.OpenRoot(filepath.Dir(p))
	if err != nil {
		return Disk{State: DiskMissing}
	}
	defer root.Close()
	names := append([]grid.File{{Name: filepath.Base(p), Data: files[0].Data}}, files[1:]...)
	for _, g := range names {
		data, err := userfile.ReadFS(userfile.FS(root), g.Name, int64(len(g.Data)))
		if err != nil || !bytes.Equal(data, g.Data) {
			d.State, d.Changed = DiskChanged, append(d.Changed, g.Name)
		}
	}
	return d
}

// MapNotice is what the player is told of the map of a loaded save when the files on disk are
// not the map it carries: a title and what happened, for a dialog or a notice. ok is false
// when there is nothing to tell (the files are the same, or the map was never a file).
func (g *Game) MapNotice() (title, text string, ok bool) {
	name := quote.Quote(g.File.Map.Path)
	pictures := ""
	for _, p := range g.Battle.Map.Problems.Warnings() {
		if strings.Contains(p.Msg, "the map is drawn without it") {
			pictures = " It is drawn without its pictures, which are not beside it."
			break
		}
	}
	carried := "The battle goes on on the map as it was played, which the save carries; no file is changed."
	switch g.Disk.State {
	case DiskChanged:
		changed := make([]string, len(g.Disk.Changed))
		for i, c := range g.Disk.Changed {
			changed[i] = quote.Quote(c)
		}
		return "This save's map has changed", fmt.Sprintf("Map %s has been edited since this battle was saved (%s differ). %s%s",
			quote.Quote(g.Disk.Path), strings.Join(changed, ", "), carried, pictures), true
	case DiskMissing:
		return "This save's map is gone", fmt.Sprintf("Map %s is no longer there, and none of your maps is the same. %s%s",
			name, carried, pictures), true
	case DiskElsewhere:
		return "This save's map is outside your maps", fmt.Sprintf("Map %s is outside the bundled maps and your maps and campaigns folders, so it was not read. %s%s",
			name, carried, pictures), true
	}
	return "", "", false
}

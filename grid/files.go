package grid

// Files: a map built again from the text files it was read from, as a save carries them.

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
	"time"

	"skirmish/internal/quote"
	"skirmish/internal/userfile"
)

// File is one text file of a map: its path from the map's folder, with slashes ("crypt.tmx",
// "tiles/dungeon.tsx"), and its bytes as read.
type File struct {
	Name string
	Data []byte
}

// LoadFiles builds the map that files hold, as Load builds one from disk: files[0] is the
// map's own file, the others the tilesets and templates it names (Map.Files). Nothing but
// images is read from disk: images, when not nil, is where the images the map names are
// looked for (the map's folder through os.OpenRoot: userfile.FS), and an image that is not
// there is a warning, not an error, since only the map's drawing needs it. The map is named in
// messages, and its Map.File is, files[0]'s name in file's folder (file is where the map was);
// its format is told by that name, as Load tells it. The limits and checks are Load's: the
// files are as untrusted as any map.
func LoadFiles(file string, files []File, images fs.FS) (*Map, error) {
	if len(files) == 0 {
		return nil, Problems{{File: file, Msg: "no map file"}}
	}
	if strings.Contains(files[0].Name, "/") {
		return nil, Problems{{File: file, Msg: fmt.Sprintf("the map's own file %s is not in the map's folder", quote.Quote(files[0].Name))}}
	}
	mem := memFS{}
	for _, f := range files {
		if !fs.ValidPath(f.Name) || f.Name == "." {
			return nil, Problems{{File: file, Msg: fmt.Sprintf("file %s is not a path inside the map's folder", quote.Quote(f.Name))}}
		}
		mem[f.Name] = f.Data
	}
	main := filepath.Join(filepath.Dir(file), filepath.FromSlash(files[0].Name))
	switch strings.ToLower(path.Ext(files[0].Name)) {
	case ".tmx", ".tmj", ".json":
	default:
		if len(files[0].Data) > maxASCIIBytes {
			return nil, Problems{{File: main, Msg: fmt.Sprintf("the ASCII map is over %s, the most this game reads", userfile.Size(maxASCIIBytes))}}
		}
		m, err := ParseASCII(main, string(files[0].Data))
		if err != nil {
			return nil, err
		}
		m.File, m.Files = main, files[:1]
		return m, nil
	}
	return loadTiled(&loader{mapFile: main, files: mem, images: images})
}

// memFS is files held in memory, by slash path, as an fs.FS.
type memFS map[string][]byte

// Open opens a file of m; there are no folders.
func (m memFS) Open(name string) (fs.File, error) {
	data, ok := m[name]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &memFile{name: name, Reader: bytes.NewReader(data), size: int64(len(data))}, nil
}

// memFile is an open file of a memFS.
type memFile struct {
	*bytes.Reader
	name string
	size int64
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f, nil }
func (f *memFile) Close() error               { return nil }

// The file's own fs.FileInfo.
func (f *memFile) Name() string       { return path.Base(f.name) }
func (f *memFile) Size() int64        { return f.size }
func (f *memFile) Mode() fs.FileMode  { return 0o444 }
func (f *memFile) ModTime() time.Time { return time.Time{} }
func (f *memFile) IsDir() bool        { return false }
func (f *memFile) Sys() any           { return nil }

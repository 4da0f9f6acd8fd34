package save

// The map a save carries: its text files (the map's own, each tileset and template it names),
// packed into the save and unpacked, checked, to build the battle's map again.

import (
	"bytes"
	"compress/flate"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"skirmish/grid"
	"skirmish/internal/quote"
)

// MapFile is one of the map's files as a save carries it: its path from the map's folder
// (slashes), the SHA-256 and size of its bytes, and the bytes compressed with DEFLATE (RFC
// 1951; base64 in the JSON).
type MapFile struct {
	Name    string `json:"name"`
	SHA256  string `json:"sha256"`
	Size    int    `json:"size"`
	Deflate Packed `json:"deflate"`
}

// Packed are compressed bytes, written in JSON as base64 text.
type Packed []byte

// MarshalText writes the bytes as base64 (the standard alphabet, with padding).
func (p Packed) MarshalText() ([]byte, error) {
	out := make([]byte, base64.StdEncoding.EncodedLen(len(p)))
	base64.StdEncoding.Encode(out, p)
	return out, nil
}

// UnmarshalText reads base64 text.
func (p *Packed) UnmarshalText(text []byte) error {
	out := make([]byte, base64.StdEncoding.DecodedLen(len(text)))
	n, err := base64.StdEncoding.Decode(out, text)
	if err != nil {
		return fmt.Errorf("not base64: %w", err)
	}
	*p = out[:n]
	return nil
}

// Limits of the map a save carries: the files of a map (its own, tilesets, templates) and
// their bytes unpacked, all together.
const (
	maxMapFiles    = 400
	maxMapUnpacked = MaxMapSize
)

// packMap packs a map's files for a save. The same files always give the same bytes.
func packMap(files []grid.File) ([]MapFile, error) {
	out := make([]MapFile, 0, len(files))
	for _, f := range files {
		var b bytes.Buffer
		w, err := flate.NewWriter(&b, flate.BestCompression)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.Data); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
		sum := sha256.Sum256(f.Data)
		out = append(out, MapFile{Name: f.Name, SHA256: hex.EncodeToString(sum[:]), Size: len(f.Data), Deflate: b.Bytes()})
	}
	return out, nil
}

// checkMapFiles checks what can be checked of a save's map files without unpacking them:
// their number, names and sizes.
func checkMapFiles(files []MapFile) error {
	if len(files) > maxMapFiles {
		return fmt.Errorf("map.files: %d files; a map has at most %d", len(files), maxMapFiles)
	}
	seen := make(map[string]bool, len(files))
	total := 0
	for i, f := range files {
		switch {
		case !fs.ValidPath(f.Name) || f.Name == ".":
			return fmt.Errorf("map.files[%d].name: %s is not a path inside the map's folder", i, quote.Quote(f.Name))
		case i == 0 && strings.Contains(f.Name, "/"):
			return fmt.Errorf("map.files[0].name: %s: the map's own file is in the map's folder", quote.Quote(f.Name))
		case seen[f.Name]:
			return fmt.Errorf("map.files[%d].name: %s is carried twice", i, quote.Quote(f.Name))
		case !isHash(f.SHA256):
			return fmt.Errorf("map.files[%d].sha256: %s is not a SHA-256 (64 hex digits)", i, quote.Quote(f.SHA256))
		case f.Size < 0 || f.Size > maxMapUnpacked-total:
			return fmt.Errorf("map.files[%d].size: %d; a map's files hold at most %d MiB in all", i, f.Size, maxMapUnpacked>>20)
		}
		seen[f.Name] = true
		total += f.Size
	}
	return nil
}

// unpackMap unpacks a save's map files (checked by checkMapFiles), refusing one whose bytes
// are not its size or its hash.
func unpackMap(files []MapFile) ([]grid.File, error) {
	out := make([]grid.File, 0, len(files))
	for i, f := range files {
		r := flate.NewReader(bytes.NewReader(f.Deflate))
		data, err := io.ReadAll(io.LimitReader(r, int64(f.Size)+1))
		r.Close()
		sum := sha256.Sum256(data)
		switch {
		case err != nil:
			return nil, fmt.Errorf("map.files[%d] (%s): the packed bytes are damaged (%v)", i, quote.Quote(f.Name), err)
		case len(data) != f.Size:
			return nil, fmt.Errorf("map.files[%d] (%s): the packed bytes unpack to other than its %d bytes", i, quote.Quote(f.Name), f.Size)
		case hex.EncodeToString(sum[:]) != f.SHA256:
			return nil, fmt.Errorf("map.files[%d] (%s): the bytes are not those saved (their SHA-256 differs)", i, quote.Quote(f.Name))
		}
		out = append(out, grid.File{Name: f.Name, Data: data})
	}
	return out, nil
}

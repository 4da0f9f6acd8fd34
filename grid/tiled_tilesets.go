package grid

// A map's tilesets, from XML or JSON alike: embedded or read from their own file, their firstgid checked, their elements counted, then decoded (go-tiled for .tsx, decodeJSONTileset for .tsj).

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"

	"github.com/lafriks/go-tiled"

	"skirmish/internal/quote"
)

// scannedTileset is a tileset the map names, decoded by go-tiled once its size was checked.
type scannedTileset struct {
	firstGID uint32
	source   string         // the .tsx as written in the map, "" for an embedded tileset
	file     string         // file that defines it, for messages
	dir      string         // its folder, root-relative, for the images it names
	ts       *tiled.Tileset // nil when it could not be read
	index    int            // position in the map, for a nameless tileset
}

// name names a tileset for messages.
func (st *scannedTileset) name() string {
	if st.ts != nil && st.ts.Name != "" {
		return st.ts.Name
	}
	if st.source != "" {
		return strings.TrimSuffix(path.Base(st.source), path.Ext(st.source))
	}
	return fmt.Sprintf("#%d", st.index+1)
}

// scanTileset reads one <tileset> of the map: embedded (raw is its XML) or external (.tsx, or
// a JSON .tsj).
func (ld *loader) scanTileset(sm *scannedMap, s xml.StartElement, raw []byte) {
	a := attrs(s)
	ld.addTileset(sm, a["firstgid"], a["source"], a["name"], raw)
}

// addTileset appends a tileset of the map to sm.tilesets (always, so that indices stay aligned
// with the file): firstGID as written, its external file source ("" for an embedded one, whose
// XML or JSON is raw) and its name for messages. An external file is read through the map's
// folder, and either way the tileset's element count is checked before it is decoded
// (decodeTileset).
func (ld *loader) addTileset(sm *scannedMap, firstGID, source, name string, raw []byte) {
	st := scannedTileset{source: source, file: ld.mapFile, dir: ".", index: len(sm.tilesets)}
	place := fmt.Sprintf("tileset %s", quote.Quote(st.name()))
	if name != "" {
		place = fmt.Sprintf("tileset %s", quote.Quote(name))
	}
	if len(sm.tilesets) >= maxTilesets {
		if len(sm.tilesets) == maxTilesets {
			ld.problem(ld.mapFile, place, "the map has more than %d tilesets; merge some", maxTilesets)
		}
		sm.tilesets = append(sm.tilesets, st)
		return
	}
	defer func() { sm.tilesets = append(sm.tilesets, st) }()
	g, err := strconv.ParseUint(firstGID, 10, 32)
	if err != nil || g == 0 || g&gidFlags != 0 {
		ld.problem(ld.mapFile, place, "firstgid %s must be a whole number from 1 to %d; remove the tileset and add it again in Tiled", quote.Quote(firstGID), gidFlags^0xFFFFFFFF)
		return
	}
	st.firstGID = uint32(g)
	if st.source != "" {
		rel, msg := ld.resolve(".", st.source)
		if msg != "" {
			ld.problem(ld.mapFile, place, "tileset file %s", msg)
			return
		}
		data, msg := ld.readFile(rel, maxSideFileBytes)
		if msg != "" {
			ld.problem(ld.mapFile, place, "tileset file %s: %s", quote.Quote(st.source), msg)
			return
		}
		st.file, st.dir, raw = ld.display(rel), path.Dir(rel), data
	}
	ld.decodeTileset(&st, place, raw)
}

// decodeTileset decodes a tileset's XML (with go-tiled) or JSON (decodeJSONTileset) into st.ts,
// recording a problem instead when it cannot.
func (ld *loader) decodeTileset(st *scannedTileset, place string, raw []byte) {
	if looksJSON(raw) {
		ld.decodeJSONTileset(st, place, raw)
		return
	}
	if n := bytes.Count(raw, []byte{'<'}); n > maxTilesetElements {
		ld.problem(st.file, place, "has %d XML elements; the most this game reads in a tileset is %d", n, maxTilesetElements)
		return
	}
	if st.source != "" && !rootIs(raw, "tileset") {
		ld.problem(st.file, "", "is not a Tiled tileset: it does not start with <tileset>; export the tileset from Tiled as .tsx")
		return
	}
	ts, tsErr := tiled.LoadTilesetReader(st.dir, bytes.NewReader(raw), tiled.WithFileSystem(ld.files))
	if tsErr != nil {
		// Find the line of the fault; if the XML itself is fine, go-tiled disliked a value.
		d := xml.NewDecoder(bytes.NewReader(raw))
		var err error
		for _, err = d.Token(); err == nil; _, err = d.Token() {
		}
		if err == io.EOF {
			ld.problem(st.file, place, "cannot be read: %s; open it in Tiled and save it again", quote.Escape(tsErr.Error()))
		} else {
			ld.xmlProblem(st.file, d, err)
		}
		return
	}
	ts.FirstGID = st.firstGID
	st.ts = ts
}

// rootIs reports whether an XML document's root element is called name.
func rootIs(data []byte, name string) bool {
	d := xml.NewDecoder(bytes.NewReader(data))
	s, err := firstElement(d)
	return err == nil && s.Name.Local == name
}

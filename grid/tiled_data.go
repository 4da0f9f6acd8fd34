package grid

// Tile layer data, the same for XML and JSON maps: CSV or base64 (plain, zlib or gzip) decoded
// into gids, never more than the layer's squares.

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"io"
	"strconv"
	"strings"

	"skirmish/internal/quote"
)

// countCells adds a tile layer's squares to the map's count, recording a problem (and
// returning false) when the tile layers together would hold more than maxTileCells.
func (ld *loader) countCells(sm *scannedMap, place string) bool {
	n := sm.width * sm.height
	if sm.cells+n > maxTileCells {
		ld.problem(ld.mapFile, place, "the tile layers together hold more than %d squares; remove some layers or make the map smaller", maxTileCells)
		return false
	}
	sm.cells += n
	return true
}

// readOn is how far past a layer's size tileData reads compressed data, to find whether the
// stream is damaged (its checksum, or a corrupt block) rather than too long.
const readOn = 64 << 10

// tileData decodes a tile layer's data, written as text in encoding enc ("csv" or "base64"),
// compressed by comp, into width*height gids: CSV entries are counted as they are read, and
// base64 data is decompressed through a limit of width*height*4 bytes, so an inflation bomb
// stops after that many. Bad data is a problem and nil gids. The XML and JSON readers share it.
func (ld *loader) tileData(sm *scannedMap, place, enc, comp string, text []byte) []uint32 {
	n := sm.width * sm.height
	switch enc {
	case "csv":
		if comp != "" {
			ld.problem(ld.mapFile, place, "CSV data cannot be compressed (%s); re-save with Tile Layer Format CSV in Map > Map Properties", quote.Quote(comp))
			return nil
		}
		return ld.parseTileNumbers(text, n, sm.width, place, "CSV tile data")
	case "base64":
	default:
		ld.problem(ld.mapFile, place, "tile data encoding %s is unknown; re-save with Tile Layer Format CSV or Base64 (zlib) in Map > Map Properties", quote.Quote(enc))
		return nil
	}
	var r io.Reader = base64.NewDecoder(base64.StdEncoding, bytes.NewReader(bytes.TrimSpace(text)))
	switch comp {
	case "":
	case "zlib":
		zr, err := zlib.NewReader(r)
		if err != nil {
			ld.problem(ld.mapFile, place, "the zlib tile data is damaged (%v); save the map again from Tiled", err)
			return nil
		}
		defer zr.Close()
		r = zr
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			ld.problem(ld.mapFile, place, "the gzip tile data is damaged (%v); save the map again from Tiled", err)
			return nil
		}
		defer zr.Close()
		zr.Multistream(false)
		r = zr
	case "zstd":
		ld.problem(ld.mapFile, place, "zstd-compressed tile data cannot be read; re-save with Tile Layer Format CSV or Base64 (zlib) in Map > Map Properties")
		return nil
	default:
		ld.problem(ld.mapFile, place, "tile data compression %s is unknown; re-save with Tile Layer Format CSV or Base64 (zlib) in Map > Map Properties", quote.Quote(comp))
		return nil
	}
	raw := make([]byte, 4*n+1)
	got, err := io.ReadFull(io.LimitReader(r, int64(4*n+1)), raw)
	switch {
	case got > 4*n:
		// A damaged stream may unpack to more than the layer before it says it is damaged:
		// read on a little to tell a damaged stream from one that holds too much.
		if _, err := io.CopyN(io.Discard, r, readOn); err != nil && err != io.EOF {
			ld.problem(ld.mapFile, place, "the tile data is damaged (%v); save the map again from Tiled", err)
			return nil
		}
		ld.problem(ld.mapFile, place, "the tile data unpacks to more than the %d bytes a %dx%d layer holds (%d tiles of 4 bytes); save the map again from Tiled", 4*n, sm.width, sm.height, n)
		return nil
	case err != nil && err != io.ErrUnexpectedEOF && err != io.EOF:
		ld.problem(ld.mapFile, place, "the tile data is damaged (%v); save the map again from Tiled", err)
		return nil
	case got != 4*n:
		ld.problem(ld.mapFile, place, "the tile data holds %d tiles but the map has %dx%d = %d squares; save the map again from Tiled", got/4, sm.width, sm.height, n)
		return nil
	}
	gids := make([]uint32, n)
	for i := range gids {
		gids[i] = binary.LittleEndian.Uint32(raw[4*i:])
	}
	return gids
}

// parseTileList parses a JSON layer's data written as a list of tile numbers ([1, 0, 2, …]),
// stopping as soon as there are more than n entries.
func (ld *loader) parseTileList(sm *scannedMap, place string, data []byte) []uint32 {
	data = bytes.TrimSpace(data)
	if len(data) < 2 || data[0] != '[' || data[len(data)-1] != ']' {
		ld.problem(ld.mapFile, place, "the tile data list is not closed by ]; save the map again from Tiled")
		return nil
	}
	return ld.parseTileNumbers(data[1:len(data)-1], sm.width*sm.height, sm.width, place, "tile data")
}

// parseTileNumbers parses tile numbers (gids: 0 for no tile, else a tile and its flip bits,
// at most 4294967295) separated by commas and white space, stopping as soon as there are
// more than n, the squares of a layer w squares wide; what names the data in messages. A
// problem names the entry and its square. (CSV tile data, as Tiled writes a CSV layer, and
// the list of a JSON layer between its brackets.)
func (ld *loader) parseTileNumbers(text []byte, n, w int, place, what string) []uint32 {
	gids := make([]uint32, 0, n)
	more := func() []uint32 {
		ld.problem(ld.mapFile, place, "the %s holds more than the map's %d squares; save the map again from Tiled", what, n)
		return nil
	}
	for i := 0; i < len(text); {
		c := text[i]
		if c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t' {
			i++
			continue
		}
		j := i
		for j < len(text) && !bytes.ContainsRune([]byte(", \n\r\t"), rune(text[j])) {
			j++
		}
		word := string(text[i:j])
		g, err := strconv.ParseUint(word, 10, 32)
		if err != nil {
			ld.problem(ld.mapFile, place, "the %s holds %s at entry %d (square %v), which is not a tile number: %s; save the map again from Tiled",
				what, quote.Quote(word), len(gids)+1, squareOf(len(gids), n, w), whyNotTile(word))
			return nil
		}
		if len(gids) >= n {
			return more()
		}
		gids = append(gids, uint32(g))
		i = j
	}
	if len(gids) != n {
		ld.problem(ld.mapFile, place, "the %s holds %d tiles but the map has %d squares; save the map again from Tiled", what, len(gids), n)
		return nil
	}
	return gids
}

// whyNotTile says why word is not a tile number.
func whyNotTile(word string) string {
	digits := strings.TrimLeft(word, "+-")
	switch {
	case digits != "" && strings.Trim(digits, "0123456789") == "" && strings.HasPrefix(word, "-"):
		return "tile numbers are 0 (no tile) or more, never negative"
	case word != "" && strings.Trim(word, "0123456789") == "":
		return "the largest is 4294967295"
	}
	return "tile numbers are whole numbers, 0 (no tile) or more"
}

// squareOf is the square of the i-th entry of a layer of n squares and width w.
func squareOf(i, n, w int) Pos {
	if w <= 0 || i >= n {
		return Pos{-1, -1}
	}
	return Pos{i % w, i / w}
}

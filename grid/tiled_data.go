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

// tileData decodes a tile layer's data, written as text in encoding enc ("csv" or "base64"),
// compressed by comp, into width*height gids: CSV entries are counted as they are read, and
// base64 data is decompressed through a limit of width*height*4 bytes, so an inflation bomb
// stops after that many. Bad data is a problem and nil gids. The XML and JSON readers share it.
func (ld *loader) tileData(sm *scannedMap, place, enc, comp string, text []byte) []uint32 {
	n := sm.width * sm.height
	switch enc {
	case "csv":
		if comp != "" {
			ld.problem(ld.mapFile, place, "CSV data cannot be compressed (%q); re-save with Tile Layer Format CSV in Map > Map Properties", comp)
			return nil
		}
		return ld.parseCSV(text, n, place)
	case "base64":
	default:
		ld.problem(ld.mapFile, place, "tile data encoding %q is unknown; re-save with Tile Layer Format CSV or Base64 (zlib) in Map > Map Properties", enc)
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
		ld.problem(ld.mapFile, place, "tile data compression %q is unknown; re-save with Tile Layer Format CSV or Base64 (zlib) in Map > Map Properties", comp)
		return nil
	}
	raw := make([]byte, 4*n+1)
	got, err := io.ReadFull(io.LimitReader(r, int64(4*n+1)), raw)
	switch {
	case got > 4*n:
		ld.problem(ld.mapFile, place, "the tile data unpacks to more than the %d bytes a %dx%d layer holds; the file is damaged or hostile: save the map again from Tiled", 4*n, sm.width, sm.height)
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

// parseCSV parses CSV tile data (numbers separated by commas and white space, as Tiled writes
// a CSV layer and a JSON layer's data array between its brackets), stopping as soon as there
// are more than n entries.
func (ld *loader) parseCSV(text []byte, n int, place string) []uint32 {
	gids := make([]uint32, 0, n)
	var cur uint64
	inNum, bad := false, byte(0)
	for _, c := range text {
		switch {
		case c >= '0' && c <= '9':
			cur = cur*10 + uint64(c-'0')
			if cur > 0xFFFFFFFF {
				bad = c
			}
			inNum = true
		case c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t':
			if inNum {
				if len(gids) >= n {
					ld.problem(ld.mapFile, place, "the CSV tile data holds more than the map's %d squares; save the map again from Tiled", n)
					return nil
				}
				gids = append(gids, uint32(cur))
				cur, inNum = 0, false
			}
		default:
			bad = c
		}
		if bad != 0 {
			ld.problem(ld.mapFile, place, "the CSV tile data holds %q, which is not a tile number; save the map again from Tiled", bad)
			return nil
		}
	}
	if inNum {
		if len(gids) >= n {
			ld.problem(ld.mapFile, place, "the CSV tile data holds more than the map's %d squares; save the map again from Tiled", n)
			return nil
		}
		gids = append(gids, uint32(cur))
	}
	if len(gids) != n {
		ld.problem(ld.mapFile, place, "the CSV tile data holds %d tiles but the map has %d squares; save the map again from Tiled", len(gids), n)
		return nil
	}
	return gids
}

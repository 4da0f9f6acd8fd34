package grid

// Load: one entry point for every map format, chosen by the file's extension.

import (
	"path/filepath"
	"strings"
)

// Load reads a map file: a Tiled map for `.tmx` (LoadTiled), a Tiled JSON map for `.tmj` and
// `.json` (LoadTiledJSON), an ASCII map for anything else (`.txt`, `.map`, …; LoadASCII). The
// extension's case does not matter. On failure the error describes the file, the place and
// what to do (for Tiled maps it is a Problems; see ProblemsOf).
func Load(path string) (*Map, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".tmx":
		return LoadTiled(path)
	case ".tmj", ".json":
		return LoadTiledJSON(path)
	}
	return LoadASCII(path)
}

// IsMapFile reports whether the file at path is a Tiled map by its name: it ends in .tmx or
// .tmj (any case), or in .json and is a Tiled JSON map (its top level says "type": "map", or,
// as files of Tiled before 1.2 do, has layers and an orientation).
func IsMapFile(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".tmx", ".tmj":
		return true
	case ".json":
		return isJSONMap(path)
	}
	return false
}

package grid

// Load: one entry point for every map format, chosen by the file's extension.

import (
	"path/filepath"
	"strings"
)

// Load reads a map file: a Tiled map for `.tmx` (LoadTiled), an ASCII map for anything else
// (`.txt`, `.map`, …; LoadASCII). On failure the error describes the file, the place and
// what to do (for Tiled maps it is a Problems; see ProblemsOf).
func Load(path string) (*Map, error) {
	if strings.EqualFold(filepath.Ext(path), ".tmx") {
		return LoadTiled(path)
	}
	return LoadASCII(path)
}

// IsMapFile reports whether the file at path is a Tiled map by its name: it ends in .tmx (any case).
func IsMapFile(path string) bool {
	return strings.EqualFold(filepath.Ext(path), ".tmx")
}

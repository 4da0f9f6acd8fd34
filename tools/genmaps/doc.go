// Command genmaps turns the ASCII sketches in maps.go into the bundled Tiled maps in maps/.
//
// Run from the module root: go run ./tools/genmaps
package main

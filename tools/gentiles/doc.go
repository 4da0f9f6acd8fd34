// Command gentiles paints the dungeon tileset and writes maps/tiles/dungeon.png, its Tiled
// tileset maps/tiles/dungeon.tsx, and the embedded copy assets/tiles/dungeon.png.
//
// Run from the module root: go run ./tools/gentiles
package main

// Package maps bundles the game's Tiled maps, their tileset and the Tiled project file.
package maps

import "embed"

// FS holds the bundled maps (*.tmx), the tileset they share (tiles/) and the Tiled project.
//
//go:embed *.tmx tiles/dungeon.png tiles/dungeon.tsx skirmish.tiled-project
var FS embed.FS

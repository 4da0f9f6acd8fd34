// Embedded art: the dungeon tileset sheet that tools/gentiles paints.
package assets

import _ "embed"

// DungeonPNG is the dungeon tileset sheet (a copy of maps/tiles/dungeon.png), used to draw
// maps that have terrain but no tiles of their own.
//
//go:embed tiles/dungeon.png
var DungeonPNG []byte

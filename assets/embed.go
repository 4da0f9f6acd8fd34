package assets

// Embedded art: the dungeon tileset sheet that tools/gentiles paints, shared with the maps.

import "skirmish/maps"

// DungeonPNG is the dungeon tileset sheet (maps/tiles/dungeon.png, the same file the bundled
// maps use), for drawing maps that have terrain but no tiles of their own.
var DungeonPNG = mustRead("tiles/dungeon.png")

// mustRead returns an embedded file of the maps package; a missing one is a build mistake.
func mustRead(name string) []byte {
	b, err := maps.FS.ReadFile(name)
	if err != nil {
		panic("assets: " + err.Error())
	}
	return b
}

package maps

// The embedded file system of the bundled maps.

import "embed"

// FS holds the bundled maps (*.tmx), the tileset they share (tiles/), the Tiled project and
// the bundled campaigns (campaigns/*.json, whose maps are the bundled ones: docs/campaign.md).
//
//go:embed *.tmx tiles/dungeon.png tiles/dungeon.tsx skirmish.tiled-project campaigns/*.json
var FS embed.FS

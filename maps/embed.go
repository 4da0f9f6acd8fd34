// Package maps bundles the game's Tiled maps, their tileset, the Tiled project file and the campaigns played over the maps.
package maps

import "embed"

// FS holds the bundled maps (*.tmx), the tileset they share (tiles/), the Tiled project and
// the bundled campaigns (campaigns/*.json, whose maps are the bundled ones: docs/campaign.md).
//
//go:embed *.tmx tiles/dungeon.png tiles/dungeon.tsx skirmish.tiled-project campaigns/*.json
var FS embed.FS

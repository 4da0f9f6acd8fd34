package maps

// The embedded file system of the bundled maps.

import "embed"

// FS holds the bundled maps (*.tmx), the tileset they share (tiles/), the hex maps and their
// tileset (hex/), the Tiled project and the bundled campaigns (campaigns/*.json, whose maps
// are the bundled ones: docs/campaign.md).
//
//go:embed *.tmx tiles/dungeon.png tiles/dungeon.tsx hex/*.tmx hex/tiles/hex.png hex/tiles/hex.tsx skirmish.tiled-project campaigns/*.json campaigns/dungeons/*.tmx campaigns/dungeons/tiles/*
var FS embed.FS

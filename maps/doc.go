// Package maps bundles the game's Tiled maps, their tileset, the Tiled project file and the campaigns played over the maps.
package maps

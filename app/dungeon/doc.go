// Package dungeon generates skirmish maps: a seeded layout of rooms and corridors with doors,
// pillars, low walls and difficult ground, written as a Tiled map with the bundled tileset and
// the game's classes, and an encounter for it chosen from the ruleset's catalog and tuned by
// headless AI battles until the party wins as often as asked (docs/dungeons.md).
package dungeon

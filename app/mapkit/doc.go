// Package mapkit is the starter kit a player with only the game's binary gets in their maps
// folder: the Tiled project file with the game's classes and commands, the dungeon tileset and
// one example map whose comments say what each part does.
package mapkit

package game

// Loading a map file for the client: the one place that picks the grid loader.

import (
	"skirmish/grid"
)

// LoadMap loads a map file: Tiled .tmx, or an ASCII map for anything else.
func LoadMap(path string) (*grid.Map, error) {
	return grid.Load(path)
}

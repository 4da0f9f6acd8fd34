package grid

// Game objects placed on a map: spawns, deployment zones, exits and objectives.

import (
	"fmt"

	"skirmish/internal/quote"
)

// Object classes a map may use (the Tiled class of an object; see docs/maps.md).
const (
	ClassSpawn     = "Spawn"     // units of a side start here: properties side, unit, count
	ClassDeploy    = "Deploy"    // a region where a side may place its units: property side
	ClassExit      = "Exit"      // routed units leave the map here: optional property side
	ClassObjective = "Objective" // a place that matters to a scenario: properties name, points
)

// Classes are the object classes the game reads, in the order docs/maps.md lists them.
var Classes = []string{ClassSpawn, ClassDeploy, ClassExit, ClassObjective, ClassTerrain}

// ClassProperties are the properties each game class reads.
var ClassProperties = map[string][]string{
	ClassSpawn:     {"side", "unit", "count"},
	ClassDeploy:    {"side"},
	ClassExit:      {"side"},
	ClassObjective: {"name", "points"},
	ClassTerrain:   TerrainProperties,
}

// MapProperties are the map properties the game reads (`ambience` and `ground` are the sound's:
// the sound package reads them).
var MapProperties = []string{"title", "description", "ruleset", "sides", PropSurprised, "ambience", "ground"}

// MapAmbiences are the values of the map property `ambience`, MapGrounds those of `ground`:
// the loop the sound package plays under a battle, and what its steps sound on.
var (
	MapAmbiences = []string{"none", "dungeon", "cave", "outdoors", "forest", "river"}
	MapGrounds   = []string{"stone", "earth", "grass", "water", "wood", "gravel"}
)

// TerrainProperties are the properties a tile or a tile layer gives terrain with.
var TerrainProperties = []string{"move", "sight", "cover", "door", "high", "conceal"}

// Object is one game object from an object layer (or an ASCII legend letter).
type Object struct {
	ID    int
	Name  string
	Class string
	// Side names the side it belongs to ("" for any side).
	Side string
	// Unit is the catalog id of the units a Spawn creates; Count how many (at least 1).
	Unit  string
	Count int
	// Cells are the squares the object covers: for a point, its square; for an area, every
	// square whose centre lies inside it. Never empty for a loaded object.
	Cells []Pos
	// X, Y, W, H are the object's bounds in squares (W and H are 0 for a point).
	X, Y, W, H float64
	// Properties holds every custom property of the object as text.
	Properties map[string]string
}

// ExitSquares returns the squares a unit of side may leave the battlefield from: the cells of
// the map's Exit objects for that side or for any side, or, on a map with no Exit objects at
// all, every edge square (docs/rulings.md, "Leaving the battle").
func (m *Map) ExitSquares(side string) []Pos {
	var out []Pos
	exits := m.ObjectsOf(ClassExit)
	for _, o := range exits {
		if o.Side == "" || o.Side == side {
			out = append(out, o.Cells...)
		}
	}
	if len(exits) > 0 {
		return out
	}
	// the edge's cells in reading order, without visiting the inside (a listing asks this
	// for every unit, and a big map's inside is most of it)
	for y := range m.Height {
		if y == 0 || y == m.Height-1 {
			for x := range m.Width {
				out = append(out, Pos{X: x, Y: y})
			}
			continue
		}
		out = append(out, Pos{X: 0, Y: y})
		if m.Width > 1 {
			out = append(out, Pos{X: m.Width - 1, Y: y})
		}
	}
	return out
}

// Place names the object in messages as the loaders do: `object 12 "Skeletons"`, or
// `object 12` when it has no name.
func (o Object) Place() string { return objectPlace(o.ID, o.Name) }

// objectPlace names an object by its id and name.
func objectPlace(id int, name string) string {
	if name == "" {
		return fmt.Sprintf("object %d", id)
	}
	return fmt.Sprintf("object %d %s", id, quote.Quote(name))
}

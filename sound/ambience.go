package sound

// A map's sounds: its ambience and the ground its steps sound on.

import (
	"slices"

	"skirmish/grid"
)

// wallShare is the share of a map's cells that are walls from which it is heard as indoors (a
// dungeon's ambience, stone underfoot) when it does not say.
const wallShare = 0.2

// MapAmbience is the loop a map plays under the battle: its property `ambience` (Ambiences; "none"
// for silence), else one by its terrain: a map of many walls (a fifth of its cells or more)
// sounds like a dungeon, any other like open ground. It is "" for none.
func MapAmbience(m *grid.Map) Effect {
	switch a := m.Properties["ambience"]; {
	case a == "none":
		return ""
	case slices.Contains(Ambiences, a):
		return Effect("amb-" + a)
	}
	if indoors(m) {
		return AmbDungeon
	}
	return AmbOutdoors
}

// indoors reports whether a map is mostly walled: a fifth of its cells or more block sight.
func indoors(m *grid.Map) bool {
	walls := 0
	for y := range m.Height {
		for x := range m.Width {
			if m.At(grid.Pos{X: x, Y: y}).Sight == grid.SightBlocked {
				walls++
			}
		}
	}
	return float64(walls) >= wallShare*float64(m.Width*m.Height)
}

// Floor is what a map's cells sound like underfoot.
type Floor struct {
	m    *grid.Map
	base string
	// said is set when the map names its ground (the property `ground`).
	said bool
}

// NewFloor is m's floor: its property `ground` (Grounds) where it has one, else stone on a map
// of many walls (MapAmbience's reading) and earth on open ground.
func NewFloor(m *grid.Map) Floor {
	if g := m.Properties["ground"]; slices.Contains(Grounds, g) {
		return Floor{m: m, base: g, said: true}
	}
	switch MapAmbience(m) {
	case AmbOutdoors, AmbForest, AmbRiver:
		return Floor{m: m, base: "earth"}
	}
	return Floor{m: m, base: "stone"}
}

// At is the ground a step on p sounds on: a door's wood; the map's ground where it names one;
// else gravel (rubble, scree, undergrowth) on difficult ground and the floor's own elsewhere.
func (f Floor) At(p grid.Pos) string {
	t := f.m.At(p)
	switch {
	case t.Door:
		return "wood"
	case !f.said && t.Move == grid.MoveDifficult:
		return "gravel"
	}
	return f.base
}

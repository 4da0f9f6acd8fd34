package sim

// Setup: turns a map's Spawn objects into the units of a battle.

import (
	"fmt"
	"slices"

	"skirmish/app/mapcheck"
	"skirmish/combat"
	"skirmish/grid"
)

// Setup builds a battle's setup from the map's Spawn objects (mapcheck.Spawns: each spawn's
// units on its squares, named "<catalog name> <n>"). The battle's sides are the map's sides that
// spawn units, in the map's order; those of them the map names `surprised` are surprised.
//
// A map without spawns is an error naming the map's file; so is every error mapcheck finds in
// the objects' sides (mapcheck.Sides) and the spawns (an unknown unit id, a spawn with no unit
// or no room around it), each naming the map and the object.
func Setup(m *grid.Map, rules combat.Ruleset, seed uint64) (combat.Setup, error) {
	file := m.File
	if file == "" {
		file = "the map"
		if m.Title != "" {
			file = fmt.Sprintf("map %q", m.Title)
		}
	}
	if len(m.ObjectsOf(grid.ClassSpawn)) == 0 {
		return combat.Setup{}, fmt.Errorf("%s: no Spawn objects: sim needs spawns (see docs/maps.md)", file)
	}
	units, ps := mapcheck.Spawns(m, rules.ID(), rules.Catalog(), nil)
	if errs := append(mapcheck.Sides(m).Errors(), ps...); len(errs) > 0 {
		return combat.Setup{}, errs
	}
	var sides []string
	for _, s := range m.Sides {
		if slices.ContainsFunc(units, func(u combat.UnitSetup) bool { return u.Side == s }) {
			sides = append(sides, s)
		}
	}
	if len(sides) < 2 {
		return combat.Setup{}, fmt.Errorf("%s: only side %v spawns units: sim needs spawns for at least two sides", file, sides)
	}
	var surprised []string // the map's surprised sides that take part (delvers-combat.md "Surprise")
	for _, s := range m.Surprised {
		if slices.Contains(sides, s) {
			surprised = append(surprised, s)
		}
	}
	return combat.Setup{Map: m, Rules: rules, Sides: sides, Units: units, Seed: seed, Surprised: surprised}, nil
}

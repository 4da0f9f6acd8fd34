package sim

// Setup: turns a map's Spawn objects into the units of a battle.

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"skirmish/combat"
	"skirmish/grid"
)

// Setup builds a battle's setup from the map's Spawn objects. Each spawn gives Count units of
// its catalog id Unit (a group such as "delver" gives its members in turn) for its side,
// placed first on the spawn's own squares, then on the nearest free open squares around it:
// nearest by walking steps from the spawn (through squares a unit may enter, so never through
// a wall), then by y, then by x. Units are named "<catalog name> <n>", numbered from 1 for
// each name. The battle's sides are the map's sides that spawn units, in the map's order; those
// of them the map names `surprised` are surprised.
//
// A map without spawns is an error naming the map's file; an unknown unit id or side, or a
// spawn with no room around it, is an error naming the map and the spawn object.
func Setup(m *grid.Map, rules combat.Ruleset, seed uint64) (combat.Setup, error) {
	file := mapName(m)
	spawns := m.ObjectsOf(grid.ClassSpawn)
	if len(spawns) == 0 {
		return combat.Setup{}, fmt.Errorf("%s: no Spawn objects: sim needs spawns (see docs/maps.md)", file)
	}
	cat := rules.Catalog()
	taken := make([]bool, m.Width*m.Height)
	perName := map[string]int{}
	used := map[string]bool{}
	hasUnits := make([]bool, len(m.Sides))
	var units []combat.UnitSetup
	for _, o := range spawns {
		side := slices.Index(m.Sides, o.Side)
		if side < 0 {
			return combat.Setup{}, fmt.Errorf("%s: %s: side %q is not one of the map's sides %v", file, spawnLabel(o), o.Side, m.Sides)
		}
		if o.Unit == "" {
			return combat.Setup{}, fmt.Errorf("%s: %s: names no unit; give it a property unit (a catalog id)", file, spawnLabel(o))
		}
		entries, err := cat.Expand(o.Unit, max(o.Count, 1))
		if err != nil {
			return combat.Setup{}, fmt.Errorf("%s: %s: %w", file, spawnLabel(o), err)
		}
		squares := place(m, o.Cells, taken, len(entries))
		if len(squares) < len(entries) {
			return combat.Setup{}, fmt.Errorf("%s: %s: room for only %d of its %d units around it", file, spawnLabel(o), len(squares), len(entries))
		}
		for i, e := range entries {
			var name string
			for {
				perName[e.Name]++
				name = e.Name + " " + strconv.Itoa(perName[e.Name])
				if !used[name] {
					break
				}
			}
			used[name] = true
			units = append(units, combat.UnitSetup{Name: name, Kind: e.ID, Side: o.Side, Pos: squares[i], Sheet: e.Sheet})
		}
		hasUnits[side] = true
	}
	var sides []string
	for i, s := range m.Sides {
		if hasUnits[i] {
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

// place finds n free open squares for a spawn covering cells, marking them taken: the cells
// first, then outwards one walking step at a time, each ring in order of y, then x. It returns
// fewer than n squares when the spawn's surroundings run out of room.
func place(m *grid.Map, cells []grid.Pos, taken []bool, n int) []grid.Pos {
	seen := make([]bool, m.Width*m.Height)
	var ring []grid.Pos
	for _, c := range cells {
		if m.In(c) && !seen[m.Index(c)] {
			seen[m.Index(c)] = true
			ring = append(ring, c)
		}
	}
	var out []grid.Pos
	for len(ring) > 0 && len(out) < n {
		slices.SortFunc(ring, func(a, b grid.Pos) int {
			return cmp.Or(cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X))
		})
		var next []grid.Pos
		for _, p := range ring {
			if i := m.Index(p); len(out) < n && !taken[i] && m.At(p).Move != grid.MoveBlocked {
				taken[i] = true
				out = append(out, p)
			}
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					q := grid.Pos{X: p.X + dx, Y: p.Y + dy}
					if q == p || !m.In(q) || seen[m.Index(q)] {
						continue
					}
					if _, ok := m.StepCost(grid.Mover{}, nil, p, q); ok {
						seen[m.Index(q)] = true
						next = append(next, q)
					}
				}
			}
		}
		ring = next
	}
	return out
}

// mapName names a map in messages: its file, else its title.
func mapName(m *grid.Map) string {
	switch {
	case m.File != "":
		return m.File
	case m.Title != "":
		return "map " + strconv.Quote(m.Title)
	}
	return "the map"
}

// spawnLabel names a spawn object in messages: `spawn "Skeletons" (object 4)`.
func spawnLabel(o grid.Object) string {
	if o.Name == "" {
		return "spawn object " + strconv.Itoa(o.ID)
	}
	return "spawn " + strconv.Quote(o.Name) + " (object " + strconv.Itoa(o.ID) + ")"
}

package mapcheck

// Spawns: the units a map's Spawn objects give under a ruleset, and why a spawn gives none.

import (
	"fmt"
	"strconv"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/quote"
	"skirmish/internal/spell"
)

// Spawns builds the units of the map's Spawn objects under ruleset rules, from its catalog cat:
// each spawn gives Count units of its catalog id Unit (a group such as "delver" gives its members
// in turn) for its side, on the squares grid.Map.SpawnSquares gives it. Units are named
// "<catalog name> <n>", numbered from 1 for each name.
//
// A spawn that cannot be built gives no units and an error naming the map, the object and the
// fix: one that names no unit, a unit id not in cat (naming the rulesets among others whose
// catalogs hold it, or the nearest id), too little room around it, or more units than a battle
// has (grid.MaxUnits, with those before it; the spawns after it are not looked at). others may
// be nil.
func Spawns(m *grid.Map, rules string, cat *combat.Catalog, others *Catalogs) ([]combat.UnitSetup, grid.Problems) {
	file := mapName(m)
	var ps grid.Problems
	var units []combat.UnitSetup
	perName := map[string]int{}
	used := map[string]bool{}
	squares := m.SpawnSquares()
	for i, o := range m.ObjectsOf(grid.ClassSpawn) {
		fail := func(format string, args ...any) {
			ps = append(ps, grid.Problem{File: file, Place: o.Place(), Msg: fmt.Sprintf(format, args...)})
		}
		if strings.TrimSpace(o.Unit) == "" {
			fail("this Spawn names no unit, so it gives none; give it a property unit: a catalog id of the %s ruleset (skirmish catalog --rules %s lists them)", rules, rules)
			continue
		}
		entries, err := cat.Expand(o.Unit, max(o.Count, 1))
		if err != nil {
			fail("%s", unitMessage(o.Unit, rules, cat, others, err))
			continue
		}
		if len(units)+len(entries) > grid.MaxUnits {
			fail("the map's spawns give more than %d units, the most a battle has, with this one; lower their counts, or remove some spawns", grid.MaxUnits)
			break
		}
		if n := len(squares[i]); n == 0 {
			fail("there is no room for its units: it stands in a wall, with no open square it can reach; move it onto open floor in Tiled")
			continue
		} else if n < len(entries) {
			fail("there is room for only %d of its %d units around it (it stands in walls, or in a space too small); move it onto open floor in Tiled, or lower its count", n, len(entries))
			continue
		}
		for j, e := range entries {
			var name string
			for {
				perName[e.Name]++
				name = e.Name + " " + strconv.Itoa(perName[e.Name])
				if !used[name] {
					break
				}
			}
			used[name] = true
			units = append(units, combat.UnitSetup{Name: name, Kind: e.ID, Side: o.Side, Pos: squares[i][j], Sheet: e.Sheet})
		}
	}
	return units, ps
}

// unitMessage explains why cat cannot give unit id (err is Expand's error).
func unitMessage(id, rules string, cat *combat.Catalog, others *Catalogs, err error) string {
	if _, known := cat.Lookup(id); known || len(cat.Groups[id]) > 0 {
		return err.Error() // a known id with a bad count or a broken group
	}
	list := fmt.Sprintf("skirmish catalog --rules %s lists them", rules)
	if in := others.holding(id, rules); len(in) > 0 {
		return fmt.Sprintf("unit %s is not in the %s catalog but is in %s's: set the map property ruleset to %s, or choose a %s unit (%s)",
			quote.Quote(id), rules, strings.Join(in, " and "), in[0], rules, list)
	}
	if near := spell.Nearest(id, cat.IDs()); near != "" {
		return fmt.Sprintf("unit %s is not in the %s catalog: did you mean %s? (%s)", quote.Quote(id), rules, quote.Quote(near), list)
	}
	if others == nil {
		return fmt.Sprintf("unit %s is not in the %s catalog: set its unit to one of its ids (%s)", quote.Quote(id), rules, list)
	}
	return fmt.Sprintf("unit %s is not in any ruleset's catalog: set its unit to an id of the %s catalog (%s)", quote.Quote(id), rules, list)
}

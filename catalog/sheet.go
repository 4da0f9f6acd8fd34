package catalog

// CheckSheet: one unit's sheet held to a catalog entry's limits, for the loaders that give a unit a sheet of its own.

import (
	"strings"

	"skirmish/combat"
)

// CheckSheet checks one unit's sheet by the limits a catalog entry keeps (numbers in range,
// weapons that make sense), for a loader that gives a unit a sheet of its own (a save, a
// scenario's stats): no file can give the rules what no catalog could. Unlike an entry, a
// unit may have no weapon (a scenario's wrestler). The error names no entry.
func CheckSheet(name string, sh combat.Sheet) error {
	role := combat.RoleCreature
	if sh.Hero {
		role = combat.RoleHero
	}
	c := &combat.Catalog{Entries: []combat.CatalogEntry{{ID: "unit", Name: name, Role: role, Sheet: sh}}}
	var msgs []string
	for _, p := range entryProblems(&c.Entries[0], entryPath(0)) {
		if len(sh.Weapons) == 0 && p.path.String() == entryPath(0).With("weapons").String() {
			continue
		}
		msgs = append(msgs, strings.TrimPrefix(label(c, p), `entry "unit": `))
	}
	if len(msgs) == 0 {
		return nil
	}
	return joinProblems(msgs[:min(len(msgs), maxProblems)], len(msgs))
}

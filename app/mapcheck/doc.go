// Package mapcheck is every check the game makes on a loaded map, in one place: what grid found
// while loading (grid.Map.Problems), the map's ruleset against the registered ones, the sides
// its objects name against the sides it declares, and its spawns against the rulesets' unit
// catalogs and the room around them. `skirmish validate`, `skirmish sim`, the map picker and the
// Setup screen all ask it, so a map that validates plays as drawn. It knows the rulesets only
// through combat's registry, never by importing one.
package mapcheck

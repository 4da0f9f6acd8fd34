package mapcheck

// Check and Catalogs: every registered ruleset's catalog, and the whole check of a map.

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"skirmish/catalog"
	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/quote"
	"skirmish/internal/spell"
)

// DefaultRules is the ruleset a map that names none is played with.
const DefaultRules = "delvers"

// RulesOf is the ruleset the map asks for: its `ruleset` property, else DefaultRules.
func RulesOf(m *grid.Map) string {
	if id := strings.TrimSpace(m.Ruleset); id != "" {
		return id
	}
	return DefaultRules
}

// Catalogs holds the unit catalog of every registered ruleset, each with the user's catalog
// file merged in as the game merges it.
type Catalogs struct {
	ids  []string
	cats map[string]*combat.Catalog
	// UserErr is what is wrong with the user's catalog file, if anything; the rulesets' own
	// catalogs are used without it then.
	UserErr error
}

// Registered returns the catalogs of every registered ruleset with the user's catalog file
// (userFile, "" for none; a missing file is none) merged into each.
func Registered(userFile string) *Catalogs {
	cs := &Catalogs{cats: map[string]*combat.Catalog{}}
	for _, id := range combat.RulesetIDs() {
		rules, err := combat.Rules(id)
		if err != nil {
			continue
		}
		cat, err := catalog.Merged(rules, userFile, false)
		if err != nil {
			cs.UserErr, cat = err, rules.Catalog()
		}
		cs.ids = append(cs.ids, id)
		cs.cats[id] = cat
	}
	return cs
}

// Rulesets are the registered rulesets' ids, sorted.
func (cs *Catalogs) Rulesets() []string { return slices.Clone(cs.ids) }

// Catalog is ruleset id's catalog, or nil when no such ruleset is registered.
func (cs *Catalogs) Catalog(id string) *combat.Catalog {
	if cs == nil {
		return nil
	}
	return cs.cats[id]
}

// holding lists the rulesets other than except whose catalogs know unit id (an entry or a group).
func (cs *Catalogs) holding(id, except string) []string {
	if cs == nil {
		return nil
	}
	var out []string
	for _, r := range cs.ids {
		if r == except {
			continue
		}
		if _, err := cs.cats[r].Expand(id, 1); err == nil {
			out = append(out, r)
		}
	}
	return out
}

// Check returns everything the game finds wrong with a loaded map, errors and warnings: what
// loading found (m.Problems; the loader refuses maps over grid.MaxMapSide and MaxMapArea),
// pictures the game cannot draw (Pictures), an unknown ruleset or one that does not play the
// map's topology (a warning: TopologyProblem), sides the map does not declare (Sides), spawns
// that cannot be built with the map's ruleset (Spawns), and a map whose spawns give units to
// only one side. A map with no errors plays as drawn.
func (cs *Catalogs) Check(m *grid.Map) grid.Problems {
	ps := slices.Clone(m.Problems)
	id := RulesOf(m)
	if p, ok := RulesetProblem(m, cs.Rulesets()); ok {
		ps = append(ps, p)
		id = DefaultRules
	}
	if p, ok := TopologyProblem(m); ok {
		ps = append(ps, p)
	}
	ps = append(ps, Sides(m)...)
	ps = append(ps, Pictures(m)...)
	ps = append(ps, Sounds(m)...)
	if cat := cs.Catalog(id); cat != nil {
		units, sp := Spawns(m, id, cat, cs)
		ps = append(ps, sp...)
		if sides := sidesOf(units); len(m.ObjectsOf(grid.ClassSpawn)) > 0 && len(sp.Errors()) == 0 && len(sides) < 2 {
			ps = append(ps, grid.Problem{File: mapName(m), Place: "Spawn objects", Warning: true,
				Msg: fmt.Sprintf("only %s spawns units, so a battle here needs units added by hand in Setup (and sim refuses it); add a Spawn for another side", grid.SideList(sides))})
		}
	}
	return ps
}

// Pictures are the errors of pictures larger than the game draws (grid.MaxPicture a side): a
// tileset's sheet or tile picture, an image layer. The game would show a stand-in.
func Pictures(m *grid.Map) grid.Problems {
	var ps grid.Problems
	check := func(place string, im *grid.Image) {
		if im == nil || im.Width <= grid.MaxPicture && im.Height <= grid.MaxPicture {
			return
		}
		ps = append(ps, grid.Problem{File: mapName(m), Place: place, Msg: fmt.Sprintf(
			"picture %s is %dx%d px; the game draws pictures of at most %d px a side (what every graphics card takes): cut it into smaller ones or scale it down",
			quote.Quote(im.Source), im.Width, im.Height, grid.MaxPicture)})
	}
	for i := range m.Tilesets {
		ts := &m.Tilesets[i]
		check("tileset "+quote.Quote(ts.Name), ts.Image)
		ids := slices.Sorted(maps.Keys(ts.TileImages))
		for _, id := range ids {
			check(fmt.Sprintf("tileset %s tile %d", quote.Quote(ts.Name), id), ts.TileImages[id])
		}
	}
	for _, l := range m.Layers {
		check("image layer "+quote.Quote(l.Name), l.Image)
	}
	return ps
}

// Sounds are the warnings of a map's sound properties the game does not know: an `ambience`
// not among grid.MapAmbiences (the game plays the one its terrain suggests) or a `ground` not
// among grid.MapGrounds (its steps sound as its terrain suggests).
func Sounds(m *grid.Map) grid.Problems {
	var ps grid.Problems
	for _, p := range []struct {
		name  string
		known []string
		else_ string
	}{
		{"ambience", grid.MapAmbiences, "the game plays the ambience its terrain suggests"},
		{"ground", grid.MapGrounds, "its steps sound as its terrain suggests"},
	} {
		v, ok := m.Properties[p.name]
		if !ok || v == "" || slices.Contains(p.known, v) {
			continue
		}
		msg := fmt.Sprintf("%s %q is not one the game has (%s)", p.name, v, strings.Join(p.known, ", "))
		if near := spell.Nearest(v, p.known); near != "" {
			msg += ": did you mean " + near + "?"
		}
		ps = append(ps, grid.Problem{File: mapName(m), Place: "map property " + p.name, Warning: true, Msg: msg + "; until then " + p.else_})
	}
	return ps
}

// RulesetProblem is the error of a map whose `ruleset` property names none of the rulesets
// known (the registered ones); ok is false when the map's ruleset is known or unset.
func RulesetProblem(m *grid.Map, known []string) (p grid.Problem, ok bool) {
	id := strings.TrimSpace(m.Ruleset)
	if id == "" || slices.Contains(known, id) {
		return grid.Problem{}, false
	}
	msg := fmt.Sprintf("ruleset %s is not one this game has (%s)", quote.Quote(id), strings.Join(known, ", "))
	if near := spell.Nearest(id, known); near != "" {
		msg += ": did you mean " + near + "?"
	}
	msg += fmt.Sprintf(" Set the map property ruleset to one of them; until then the game plays it with %s", DefaultRules)
	return grid.Problem{File: mapName(m), Place: "map property ruleset", Msg: msg}, true
}

// sidesOf lists the sides units belong to, in order of first appearance.
func sidesOf(units []combat.UnitSetup) []string {
	var out []string
	for _, u := range units {
		if !slices.Contains(out, u.Side) {
			out = append(out, u.Side)
		}
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

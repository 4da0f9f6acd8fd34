package scenes

// Setup's rules and players: switching the ruleset (keeping who plays each side, the units
// added and renamed), the rulesets' options, and the choices of who plays a side.

import (
	"errors"
	"fmt"
	"strings"

	"skirmish/app/mapcheck"
	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

// useRules switches to ruleset id and rebuilds the sides and units from the map, keeping who
// plays each side.
func (s *Setup) useRules(c *game.Context, id string, seed uint64) error {
	rules, err := combat.Rules(id)
	if err != nil {
		return err
	}
	s.notes = nil
	cat, err := MergedCatalog(rules, c.Files.Catalog)
	if err != nil {
		s.notes = append(s.notes, "Your catalog is not used: "+err.Error())
	}
	old := s.spec.Sides
	if p, bad := mapcheck.RulesetProblem(s.gm, combat.RulesetIDs()); bad {
		s.notes = append(s.notes, problemNotes(grid.Problems{p})...)
	}
	s.notes = append(s.notes, problemNotes(mapcheck.Sides(s.gm).Errors())...)
	spec, err := SpecFor(s.path, s.gm, rules, cat, c.Files.Catalog, seed)
	s.noSpawns = false
	if errors.Is(err, errNoSpawns) {
		s.noSpawns = true // said while no side has a unit
	} else if err != nil {
		s.notes = append(s.notes, problemNotes(err)...)
	}
	if s.spec.Sides != nil {
		spec.Fog = s.spec.Fog
	}
	spec.Options = combat.DefaultOptions(rules)
	var dropped []string
	for i := range spec.Sides {
		for _, o := range old {
			if o.Name == spec.Sides[i].Name {
				spec.Sides[i].Human, spec.Sides[i].Level, spec.Sides[i].Player = o.Human, o.Level, o.Player
				dropped = append(dropped, keepUnits(&spec.Sides[i], o, cat)...)
			}
		}
	}
	if len(dropped) > 0 {
		s.notes = append(s.notes, fmt.Sprintf("Not in the %s catalog, so left out: %s.", rulesTitle(id, nil), strings.Join(dropped, ", ")))
	}
	s.rules, s.cat, s.spec = rules, cat, spec
	return nil
}

// keepUnits carries a side's units over a change of rules: a unit the new spawns put on the
// same square with the same kind keeps its name (a rename), a unit added in setup stays where
// it is when the new catalog has its kind. It returns the names of the added units the new
// catalog has no kind for.
func keepUnits(side *SideSpec, old SideSpec, cat *combat.Catalog) (dropped []string) {
	for _, ou := range old.Units {
		placed := false
		for j := range side.Units {
			if nu := &side.Units[j]; nu.Pos == ou.Pos {
				if nu.Kind == ou.Kind {
					nu.Name = ou.Name
				}
				placed = true
			}
		}
		if placed {
			continue
		}
		if cat == nil {
			dropped = append(dropped, ou.Name)
			continue
		}
		if _, ok := cat.Lookup(ou.Kind); !ok {
			dropped = append(dropped, ou.Name)
			continue
		}
		side.Units = append(side.Units, ou)
	}
	return dropped
}

// offeredOptions are the options of ruleset id that Setup offers (combat.Option.Offered), each
// with the values it allows, the first being the default.
func offeredOptions(id string) []combat.Option {
	r, err := combat.Rules(id)
	if err != nil {
		return nil
	}
	var out []combat.Option
	for _, o := range r.Describe().Options {
		if o.Offered {
			out = append(out, o)
		}
	}
	return out
}

// controllers are the choices of who plays a side.
var controllers = []string{"Human", "AI · easy", "AI · normal", "AI · hard"}

// controllerOf indexes controllers.
func controllerOf(side SideSpec) int {
	if side.Human {
		return 0
	}
	return 1 + int(side.Level)
}

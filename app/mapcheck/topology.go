package mapcheck

// Topologies: which registered rulesets play a map's cells (squares or hexes), and the words
// that refuse the others.

import (
	"fmt"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// PlayingOn lists the registered rulesets that play maps of topology t (combat.PlaysOn),
// sorted.
func PlayingOn(t grid.Topology) []string {
	var out []string
	for _, id := range combat.RulesetIDs() {
		if r, err := combat.Rules(id); err == nil && combat.PlaysOn(r, t) {
			out = append(out, id)
		}
	}
	return out
}

// Refusal is nil when ruleset r plays on m's topology; else the error that says so, naming
// the map, the ruleset and the rulesets that do play it.
func Refusal(m *grid.Map, r combat.Ruleset) error {
	if combat.PlaysOn(r, m.Topology) {
		return nil
	}
	return fmt.Errorf("%s is a %s map, and the %s ruleset does not play on %s maps; %s", mapName(m), m.Topology,
		r.ID(), m.Topology, whoPlays(m.Topology))
}

// whoPlays says which rulesets play topology t.
func whoPlays(t grid.Topology) string {
	ids := PlayingOn(t)
	switch len(ids) {
	case 0:
		return fmt.Sprintf("no ruleset of this game plays on %s maps", t)
	case 1:
		return fmt.Sprintf("choose %s, the ruleset that does", ids[0])
	}
	return fmt.Sprintf("choose one that does: %s", strings.Join(ids, ", "))
}

// TopologyProblem is the warning of a map whose `ruleset` property names a registered
// ruleset that does not play its topology; ok is false when it does (or names none, or an
// unknown one: RulesetProblem's).
func TopologyProblem(m *grid.Map) (p grid.Problem, ok bool) {
	id := strings.TrimSpace(m.Ruleset)
	if id == "" {
		return grid.Problem{}, false
	}
	r, err := combat.Rules(id)
	if err != nil {
		return grid.Problem{}, false
	}
	return topologyProblem(m, r)
}

// topologyProblem is TopologyProblem for the map's ruleset r.
func topologyProblem(m *grid.Map, r combat.Ruleset) (p grid.Problem, ok bool) {
	if combat.PlaysOn(r, m.Topology) {
		return grid.Problem{}, false
	}
	fix := "no ruleset of this game plays on " + m.Topology.String() + " maps"
	if ids := PlayingOn(m.Topology); len(ids) > 0 {
		fix = "set the map property ruleset to one that does (" + strings.Join(ids, ", ") + ")"
	}
	return grid.Problem{File: mapName(m), Place: "map property ruleset", Warning: true,
		Msg: fmt.Sprintf("this is a %s map, and the %s ruleset does not play on %s maps: %s", m.Topology, r.ID(), m.Topology, fix)}, true
}

package scenes

// Which rulesets Setup offers: those that play the map's cells (squares or hexes), the refusal of
// the others (mapcheck.Refusal) and the line that names them on a hex map.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/app/mapcheck"
	"skirmish/combat"
	"skirmish/grid"
)

// nextRules is the ruleset after ids[ri] in direction d that plays the map's topology ("" if
// none but the current one does), and the refusal of the first one it passed over, if any
// (mapcheck.Refusal names the map and the ruleset).
func (s *Setup) nextRules(ids []string, ri, d int) (string, error) {
	var refused error
	for k := 1; k < len(ids); k++ {
		id := ids[((ri+d*k)%len(ids)+len(ids))%len(ids)]
		r, err := combat.Rules(id)
		if err != nil {
			continue
		}
		if err := mapcheck.Refusal(s.gm, r); err != nil {
			if refused == nil {
				refused = err
			}
			continue
		}
		return id, refused
	}
	return "", refused
}

// topologyNote says, on a hex map or when some registered ruleset does not play the map,
// which rulesets do.
func (s *Setup) topologyNote(ids []string) string {
	plays := mapcheck.PlayingOn(s.gm.Topology)
	if s.gm.Topology == grid.Square && len(plays) == len(ids) {
		return ""
	}
	note := fmt.Sprintf("A %s map: played with %s", s.gm.Topology, titles(plays))
	if len(plays) < len(ids) {
		var not []string
		for _, id := range ids {
			if !slices.Contains(plays, id) {
				not = append(not, id)
			}
		}
		note += fmt.Sprintf(" (not %s)", titles(not))
	}
	return note + "."
}

// titles are the rulesets ids as players name them, joined by commas.
func titles(ids []string) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = rulesTitle(id, nil)
	}
	return strings.Join(out, ", ")
}

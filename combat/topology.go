package combat

// Topologies: the refusal of a ruleset on a map it does not play (Description.Topologies),
// and the engine's distances on either topology.

import (
	"fmt"

	"skirmish/grid"
)

// TopologyError is New's refusal of a ruleset that does not play on its map's topology.
type TopologyError struct {
	// Ruleset is the ruleset's id; Topology the map's.
	Ruleset  string
	Topology grid.Topology
}

// Error says which ruleset and which maps.
func (e *TopologyError) Error() string {
	return fmt.Sprintf("the %s ruleset does not play on %s maps", e.Ruleset, e.Topology)
}

// Feet is the distance from p to q on the battle's map in feet, counted as movement counts
// it: every step to a neighbour is 5 ft, diagonal or not on squares (delvers-combat.md "The
// Grid"; docs/rulings.md "Distance"), one hex to the next on hexes.
func (b *Battle) Feet(p, q grid.Pos) int { return b.Map.Distance(p, q) * grid.FeetPerCell }

package grid

// Movement-cost policies: what a ruleset adds to the map's cost of a step (Mover.Costs).

// Costs is a ruleset's movement-cost policy on top of the map's own costs of a step (1 cell's
// worth on open ground, 2 on rough): the zero value adds nothing, as every ruleset but Realms
// moves. Reachable and StepCost apply it to every step.
type Costs struct {
	// OthersRough makes a cell another unit stands in, which the mover may pass through (an
	// ally, a fallen foe), cost as rough terrain (enchanted-realms-combat.txt "Knocked Down":
	// "the hex belonging to another is effectively rough terrain").
	OthersRough bool
	// FoesBlock makes every cell a unit of another side stands in impassable, prone or fallen
	// as it may be (enchanted-realms-combat.txt "Knocked Down": "Obstacles in the way of
	// movement must be gone around. Exceptions are … the space is occupied by an ally"); the
	// zero value lets a mover pass its prone foes as Reachable says.
	FoesBlock bool
	// Extra is how many cells' worth every step costs on top of that (crawling:
	// enchanted-realms-combat.txt "Knocked Down", "for every foot crawled, it costs an extra
	// foot", so 2 a cell on open ground and 3 in rough terrain).
	Extra uint8
}

// enter returns what entering a cell costs mv, in cells' worth, under the policy: enter is
// the cost the map and the occupant give (0: it cannot be entered), o the cell's occupant
// (nil when the search knows none).
func (c Costs) enter(mv *Mover, o *Occupant, enter int) int {
	if enter == 0 || c == (Costs{}) {
		return enter
	}
	if c.FoesBlock && o != nil && o.ID != 0 && o.ID != mv.ID && o.Side != mv.Side {
		return 0
	}
	if c.OthersRough && o != nil && o.ID != 0 && o.ID != mv.ID {
		enter = max(enter, 2)
	}
	return enter + int(c.Extra)
}

package combat

// Movement searches under a ruleset's cost policy (grid.Costs): Realms' rough hexes of others
// and crawling.

import "skirmish/grid"

// ReachBy is Reach under the cost policy c: where u could move with budget feet when each
// step costs as c says (grid.Costs). It shares Reach's memory: asked again for the same
// mover, budget and policy with nobody moved, it is not searched again. Safe to ask from two
// goroutines at once; the Reach returned is read-only, good until the battle next changes.
func (b *Battle) ReachBy(u *Unit, budget int, c grid.Costs) *grid.Reach {
	mv := grid.Mover{ID: u.ID, Side: u.Side, Size: u.Sheet.Size, From: u.Pos, Budget: budget, Costs: c}
	b.mu.Lock()
	defer b.mu.Unlock()
	rc := &b.reaches
	if rc.gen != b.occGen { // the occupancy changed: every search kept is stale, its memory free
		rc.gen, rc.used = b.occGen, 0
	}
	for i := range rc.used {
		if rc.slot[i].mv == mv {
			return rc.slot[i].r
		}
	}
	// a new search: in a free slot's memory, or, with every slot taken in this state of the
	// battle, in memory of its own (a Reach handed out is never written over before the battle
	// changes, so a reader on another goroutine keeps what it was given)
	occ := b.occupants()
	if rc.used == len(rc.slot) {
		return b.Map.Reachable(mv, occ, nil)
	}
	s := &rc.slot[rc.used]
	s.r, s.mv = b.Map.Reachable(mv, occ, s.r), mv
	rc.used++
	return s.r
}

// reachCache keeps the movement searches made in one state of the occupancy (gen, the
// battle's occGen): a unit's listing asks for its move, its charge's longer reach and again
// when it acts, and the AI lists many units in turn.
type reachCache struct {
	gen  uint64
	used int
	slot [reachSlots]struct {
		mv grid.Mover
		r  *grid.Reach
	}
}

// reachSlots is how many searches reachCache keeps for one state of the battle.
const reachSlots = 8

// MoverBy is Mover under the cost policy c, for checking a step (grid.Map.StepCost).
func (b *Battle) MoverBy(u *Unit, c grid.Costs) grid.Mover {
	mv := b.Mover(u)
	mv.Costs = c
	return mv
}

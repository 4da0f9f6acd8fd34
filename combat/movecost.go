package combat

// Movement searches under a ruleset's cost policy (grid.Costs): Realms' rough hexes of others
// and crawling.

import "skirmish/grid"

// ReachBy is Reach under the cost policy c: where u could move with budget feet when each
// step costs as c says (grid.Costs). It shares Reach's memory: asked again for the same
// mover, budget and policy with nobody moved, it is not searched again. Safe to ask from two
// goroutines at once; the Reach returned is read-only, good until the battle next changes
// (reachCache says when it may be written over sooner).
func (b *Battle) ReachBy(u *Unit, budget int, c grid.Costs) *grid.Reach {
	mv := grid.Mover{ID: u.ID, Side: u.Side, Size: u.Sheet.Size, From: u.Pos, Budget: budget, Costs: c}
	b.mu.Lock()
	defer b.mu.Unlock()
	rc := &b.reaches
	if rc.gen != b.occGen { // the occupancy changed: every search kept is stale, its memory free
		rc.gen, rc.used, rc.next = b.occGen, 0, 0
	}
	for i := range rc.used {
		if rc.slot[i].mv == mv {
			return rc.slot[i].r
		}
	}
	var s *reachSlot
	switch cells := b.Map.Width * b.Map.Height; {
	case rc.used < len(rc.slot): // a slot of an earlier state: its memory is free
		s = &rc.slot[rc.used]
		rc.used++
	case len(rc.slot) < max(minReachSlots, reachBytes/(reachCellBytes*max(cells, 1))):
		rc.slot = append(rc.slot, reachSlot{})
		s = &rc.slot[len(rc.slot)-1]
		rc.used++
	default: // every slot holds a search of this state: the oldest written over, in turn
		s = &rc.slot[rc.next]
		rc.next = (rc.next + 1) % len(rc.slot)
	}
	s.r, s.mv = b.Map.Reachable(mv, b.occupants(), s.r), mv
	return s.r
}

// reachCache keeps the movement searches made in one state of the occupancy (gen, the
// battle's occGen): a unit's listing asks for its move, its charge's longer reach and again
// when it acts, and the AI lists many units in turn. A search handed out is not written over
// before the battle changes unless more searches are asked in one state than it keeps: as
// many as fit in reachBytes (every bundled map: hundreds), at least minReachSlots (on a big
// map); past that the oldest slots are searched into again, in turn, as the battle's one
// search was before.
type reachCache struct {
	gen        uint64
	used, next int // slot[:used] hold this state's searches; next is the slot written over next
	slot       []reachSlot
}

// reachSlot is one kept search, and what it was searched for.
type reachSlot struct {
	mv grid.Mover
	r  *grid.Reach
}

// The reach cache's bounds: the memory of its searches (a search holds reachCellBytes a cell
// of the map), and the fewest searches it keeps whatever the map.
const (
	reachBytes     = 4 << 20
	reachCellBytes = 12
	minReachSlots  = 8
)

// MoverBy is Mover under the cost policy c, for checking a step (grid.Map.StepCost).
func (b *Battle) MoverBy(u *Unit, c grid.Costs) grid.Mover {
	mv := b.Mover(u)
	mv.Costs = c
	return mv
}

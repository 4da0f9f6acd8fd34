package combat

// Movement searches under a ruleset's cost policy (grid.Costs): Realms' rough hexes of others
// and crawling.

import "skirmish/grid"

// ReachBy is Reach under the cost policy c: where u could move with budget feet when each
// step costs as c says (grid.Costs). It shares Reach's memory: asked again for the same
// mover, budget and policy with nobody moved, it is not searched again.
func (b *Battle) ReachBy(u *Unit, budget int, c grid.Costs) *grid.Reach {
	mv := grid.Mover{ID: u.ID, Side: u.Side, Size: u.Sheet.Size, From: u.Pos, Budget: budget, Costs: c}
	if b.reach != nil && b.reachMv == mv && b.reachGen == b.occGen {
		return b.reach
	}
	b.reach = b.Map.Reachable(mv, b.Occupants(), b.reach)
	b.reachMv, b.reachGen = mv, b.occGen
	return b.reach
}

// MoverBy is Mover under the cost policy c, for checking a step (grid.Map.StepCost).
func (b *Battle) MoverBy(u *Unit, c grid.Costs) grid.Mover {
	mv := b.Mover(u)
	mv.Costs = c
	return mv
}

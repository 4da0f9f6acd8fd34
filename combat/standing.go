package combat

// Where a mover stands when a move stops in a square it may only pass through.

import "skirmish/grid"

// StandBack returns where u goes when a move stops with it in a square another unit holds
// (it was passing through an ally, or a readied move filled the square ahead): the last of
// back, the squares its move went through from its start on, where it would stand alone;
// else, should reactions have filled all those, the nearest square it could move to and
// end on. It returns false when u stands alone already or has nowhere to go. A ruleset
// calls it after every stop of a move and emits the Moved event, so that no two units
// ever share a square.
func (b *Battle) StandBack(u *Unit, back []grid.Pos) (grid.Pos, bool) {
	if !occupies(u) || b.Alone(u, u.Pos) {
		return grid.Pos{}, false
	}
	for i := len(back) - 1; i >= 0; i-- {
		if p := back[i]; p != u.Pos && b.Map.In(p) && b.Map.At(p).Move != grid.MoveBlocked && b.Alone(u, p) {
			return p, true
		}
	}
	r := b.Reach(u, 1<<20)
	best, bestCost := grid.Pos{}, -1
	for _, p := range r.Squares() {
		if c, _ := r.Cost(p); p != u.Pos && b.Alone(u, p) && (bestCost < 0 || c < bestCost) {
			best, bestCost = p, c
		}
	}
	return best, bestCost >= 0
}

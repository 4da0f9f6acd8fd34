package combat

// Where a mover stands when a move stops in a square it may only pass through.

import "skirmish/grid"

// StandBack moves u, when a move stops with it in a square another unit holds (it was passing
// through an ally, or a readied move filled the square ahead), to where it can stand (a
// Moved event, for why): the last of back, the squares its move went through from its start
// on, where it would stand alone; else, should reactions have filled all those, the nearest
// square it could move to and end on. It reports whether u moved: not when it stands alone
// already, is dead or fled (the dead take up no square), or has nowhere to go. A ruleset
// calls it after every stop of a move, so that no two units ever share a square.
func (b *Battle) StandBack(u *Unit, back []grid.Pos, why string) bool {
	to, ok := b.standing(u, back)
	if ok {
		b.Emit(Moved{Unit: u.Name, From: u.Pos, To: to, Why: why})
	}
	return ok
}

// standing is where StandBack moves u, if anywhere.
func (b *Battle) standing(u *Unit, back []grid.Pos) (grid.Pos, bool) {
	if !occupies(u) || b.Alone(u, u.Pos) {
		return grid.Pos{}, false
	}
	for i := len(back) - 1; i >= 0; i-- {
		if p := back[i]; p != u.Pos && b.Map.In(p) && b.Map.At(p).Move != grid.MoveBlocked && b.Alone(u, p) {
			return p, true
		}
	}
	// every square u can reach: a step costs at most two squares' worth (difficult terrain, a
	// foe it dwarfs), a cheapest path has fewer steps than the map has squares
	r := b.Reach(u, 2*grid.FeetPerCell*b.Map.Width*b.Map.Height)
	best, bestCost := grid.Pos{}, -1
	for _, p := range r.Squares() {
		if c, _ := r.Cost(p); p != u.Pos && b.Alone(u, p) && (bestCost < 0 || c < bestCost) {
			best, bestCost = p, c
		}
	}
	return best, bestCost >= 0
}

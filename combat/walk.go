package combat

// The ruleset kit's movement: a move's path planned and checked against the map
// (Battle.PlanPath), and the move walked a cell at a time (Battle.Walk) with the ruleset's
// hooks for what each step provokes and costs.

import (
	"slices"

	"skirmish/grid"
)

// Path says how a ruleset plans a move's path (Battle.PlanPath).
type Path struct {
	// Rule is cited when the path names no cell or the mover's own; Ground for the map's
	// refusals (off the map, out of reach, a step it refuses, an end another holds).
	Rule, Ground string
	// Budget is the most feet the move may cost.
	Budget int
	// Costs is the mover's cost policy (grid.Costs: Realms' rough hexes of others and
	// crawling); zero for the map's own costs.
	Costs grid.Costs
	// Through, when set, prices a step the map refuses that is not the path's last (Realms:
	// into a blocker's hex, by a competition); ok false refuses it still.
	Through func(from, to grid.Pos) (feet int, ok bool)
}

// PlanPath turns an action's path into u's steps and what they cost: one cell is "there by
// the cheapest way" (the map's search under the mover's costs, within the budget); more are
// the exact steps, each checked by the map's step rules. The end must be free. The refusal
// says why not, citing p's rules.
func (b *Battle) PlanPath(u *Unit, path []grid.Pos, p Path) ([]grid.Pos, int, *RuleError) {
	return b.planPath(u, path, p, true)
}

// CheckPath is PlanPath's check alone: for a path of its end cell, it builds no route.
func (b *Battle) CheckPath(u *Unit, path []grid.Pos, p Path) *RuleError {
	_, _, err := b.planPath(u, path, p, false)
	return err
}

// planPath is PlanPath, building the route of a one-cell path only with route.
func (b *Battle) planPath(u *Unit, path []grid.Pos, p Path, route bool) ([]grid.Pos, int, *RuleError) {
	if len(path) == 0 {
		return nil, 0, Refuse(p.Rule, "say where %s moves to", u.Name)
	}
	dest := path[len(path)-1]
	if !b.Map.In(dest) {
		return nil, 0, Refuse(p.Ground, "%v is off the map", dest)
	}
	cell := b.Map.Topology.String()
	if len(path) == 1 {
		r := b.ReachBy(u, p.Budget, p.Costs)
		cost, ok := r.Cost(dest)
		switch {
		case dest == u.Pos:
			return nil, 0, Refuse(p.Rule, "%s is already at %v", u.Name, dest)
		case !ok:
			return nil, 0, Refuse(p.Ground, "%s cannot reach %v with %d ft of movement", u.Name, dest, p.Budget)
		case !r.CanEnd(dest):
			return nil, 0, Refuse(p.Ground, "%v is taken: no move may end in an occupied %s", dest, cell)
		case !route:
			return nil, cost, nil
		}
		return r.AppendRoute(nil, dest), cost, nil
	}
	occ, mv := b.Occupants(), b.MoverBy(u, p.Costs)
	from, cost := u.Pos, 0
	for i, to := range path {
		c, ok := b.Map.StepCost(mv, occ, from, to)
		if !ok && p.Through != nil && i < len(path)-1 {
			c, ok = p.Through(from, to)
		}
		if !ok {
			return nil, 0, Refuse(p.Ground, "%s cannot step from %v to %v", u.Name, from, to)
		}
		cost += c
		from = to
	}
	if cost > p.Budget {
		return nil, 0, Refuse(p.Ground, "that path costs %d ft; %s has %d ft", cost, u.Name, p.Budget)
	}
	if o := b.At(dest); o != nil && o != u {
		return nil, 0, Refuse(p.Ground, "%v is taken by %s: no move may end in an occupied %s", dest, o.Name, cell)
	}
	return slices.Clone(path), cost, nil
}

// A Walk is a move a cell at a time with the ruleset's hooks for what each step provokes and
// costs; Battle.Walk walks it. A hook that is nil does nothing.
type Walk struct {
	// Why is the reason the move's Moved events give ("run", "move").
	Why string
	// Back is the reason of the Moved event that puts a mover stopped where another unit
	// stands back where it may stand (Battle.StandBack).
	Back string
	// Leave runs before the i-th step, from the mover's cell to to: what leaving the cell
	// provokes (attacks of opportunity, flee attacks; Leaving). It reports whether the move
	// goes on.
	Leave func(i int, to grid.Pos) bool
	// Cost is what the i-th step, into to, costs in feet, and whether it may be taken (a
	// refused step stops the move before it); nil: the map's step cost for the mover now.
	Cost func(i int, to grid.Pos) (feet int, ok bool)
	// CostFirst asks a step's Cost, and so whatever its cost does (Realms: a competition to
	// get past a foe, the movement spent), before Leave.
	CostFirst bool
	// Entered runs after the i-th step, from the cell left: what entering the cell provokes
	// (readied attacks, held actions, an interception) and what moves along (a carried or
	// dragged foe). It reports whether the move goes on.
	Entered func(i int, from grid.Pos) bool
}

// Walk moves u along steps a cell at a time, emitting a Moved event each with the feet walked
// so far, and asks w's hooks what each step provokes and costs. A move that stops, or ends,
// where another unit stands goes back to the last cell it could stand on (StandBack). It
// reports whether u finished the move where it meant to: not when a hook stopped it, a step
// was refused, or it had to go back.
func (b *Battle) Walk(u *Unit, steps []grid.Pos, w Walk) bool {
	back := []grid.Pos{u.Pos} // the cells the move has been through, its start first
	feet := 0
	for i, to := range steps {
		c, ok := 0, true
		if w.CostFirst {
			c, ok = w.step(b, u, i, to)
		}
		if !ok || w.Leave != nil && !w.Leave(i, to) {
			b.StandBack(u, back, w.Back)
			return false
		}
		if !w.CostFirst {
			if c, ok = w.step(b, u, i, to); !ok {
				b.StandBack(u, back, w.Back)
				return false
			}
		}
		feet += c
		from := u.Pos
		b.Emit(Moved{Unit: u.Name, From: from, To: to, Feet: feet, Why: w.Why})
		back = append(back, to)
		if w.Entered != nil && !w.Entered(i, from) {
			b.StandBack(u, back, w.Back)
			return false
		}
	}
	return !b.StandBack(u, back, w.Back)
}

// step is what the i-th step of u's walk into to costs: w.Cost's, or the map's now.
func (w *Walk) step(b *Battle, u *Unit, i int, to grid.Pos) (int, bool) {
	if w.Cost != nil {
		return w.Cost(i, to)
	}
	return b.Map.StepCost(b.Mover(u), b.Occupants(), u.Pos, to)
}

// Leaving is the Leave hook of rules in which a foe strikes once as the mover first steps
// out of its reach (Delvers' free attacks on one who flees, 13th Age's opportunity attacks):
// before each step, each of threat still up, beside u and not beside the next cell strikes
// (strike reports whether u is still up; the move stops if not); after it, those u is no
// longer beside are dropped.
func (b *Battle) Leaving(u *Unit, threat []*Unit, strike func(foe *Unit) bool) func(i int, to grid.Pos) bool {
	return func(_ int, to grid.Pos) bool {
		for _, e := range threat {
			if e.Active() && b.Map.Adjacent(e.Pos, u.Pos) && !b.Map.Adjacent(e.Pos, to) && !strike(e) {
				return false
			}
		}
		threat = slices.DeleteFunc(threat, func(e *Unit) bool { return !b.Map.Adjacent(e.Pos, to) })
		return true
	}
}

// OnExit is nil when u stands on an exit of its side, from which it may leave the battle
// (MeanLeave: the shared morale's retreat, docs/rulings.md); else the refusal, citing rule.
func (b *Battle) OnExit(u *Unit, rule string) *RuleError {
	if !slices.Contains(b.Map.ExitSquares(b.SideName(u)), u.Pos) {
		return Refuse(rule, "%s must stand on an exit to leave the battle", u.Name)
	}
	return nil
}

// LeaveField takes u off the battlefield from an exit: gone, not dead.
func (b *Battle) LeaveField(u *Unit) {
	b.Emit(StatusChanged{Unit: u.Name, Status: Fled, Why: "left the battlefield"})
}

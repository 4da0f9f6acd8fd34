package grid

// Movement: one search gives every square a unit can reach, its cost and path, and what each
// step does to the enemies it is adjacent to (delvers-combat.md "The Grid").

import "slices"

// Occupant is what movement needs to know of a unit standing in a square.
type Occupant struct {
	// ID names the unit; 0 means the square is empty.
	ID int
	// Side is the unit's side; units of other sides are enemies.
	Side int
	// Standing is false for a prone or fallen unit, which an enemy may pass through.
	Standing bool
	// Size is the unit's largest dimension in feet (5 for a man, 40 for a dragon).
	Size float64
}

// Mover is the unit that moves.
type Mover struct {
	ID   int
	Side int
	// Size is the mover's largest dimension in feet.
	Size float64
	// From is the square it starts in.
	From Pos
	// Budget is how many feet it may move.
	Budget int
	// Costs is the ruleset's policy on top of the map's costs (movecost.go); zero for none.
	Costs Costs
}

// Step is one 5-ft increment of a path.
type Step struct {
	From, To Pos
	// Cost is the feet spent so far, this step included.
	Cost int
	// Before and After list the ids of the standing enemies adjacent to the mover before and
	// after the step, in the order of the squares around it; a ruleset decides what provokes.
	Before, After []int
}

// Leaves returns the enemies the step moves the mover out of adjacency with.
func (s Step) Leaves() []int {
	var out []int
	for _, id := range s.Before {
		if !containsInt(s.After, id) {
			out = append(out, id)
		}
	}
	return out
}

// neighbours are the 8 directions in search order: the cardinals first, so that among paths
// of equal cost the straighter one is found first.
var neighbours = [8]Pos{{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}

// Reach is the result of a movement search. Reuse one Reach across searches to avoid
// allocating: Reachable resets it.
type Reach struct {
	m     *Map
	mover Mover
	occ   []Occupant
	// cost holds feet+1 per square for the current stamp; 0 means not reached.
	cost  []int32
	prev  []int32
	stamp []uint32
	gen   uint32
	// buckets[k] holds square indices reached at cost 5k, the search's priority queue.
	buckets [][]int32
	reached []int32
}

// Reachable searches every square mv can reach on m within its budget. occ has one entry per
// square (row-major, len Width*Height) or is nil for an empty map. Rules, after
// delvers-combat.md "The Grid": 8-way steps of 5 ft (6-way on hexes,
// enchanted-realms-combat.txt: "each hex is five feet"); difficult terrain costs 10 ft to enter;
// blocked squares never; allies pass but are never an end square; standing enemies block
// unless the mover is 8× bigger, when they cost as difficult terrain; prone enemies are
// passed like allies (docs/rulings.md). r may be nil; the returned Reach is r reused.
func (m *Map) Reachable(mv Mover, occ []Occupant, r *Reach) *Reach {
	if r == nil {
		r = &Reach{}
	}
	n := m.Width * m.Height
	if len(r.cost) != n || r.m != m {
		r.cost, r.prev, r.stamp = make([]int32, n), make([]int32, n), make([]uint32, n)
		r.gen = 0
	}
	r.m, r.mover, r.occ = m, mv, occ
	r.gen++
	if r.gen == 0 { // wrapped: clear stamps once every 4 billion searches
		clear(r.stamp)
		r.gen = 1
	}
	r.reached = r.reached[:0]
	if !m.In(mv.From) || mv.Budget < 0 {
		return r
	}
	steps := mv.Budget / FeetPerCell
	for len(r.buckets) <= steps {
		r.buckets = append(r.buckets, nil)
	}
	for i := range r.buckets {
		r.buckets[i] = r.buckets[i][:0]
	}
	start := int32(m.Index(mv.From))
	r.visit(start, 0, -1)
	r.buckets[0] = append(r.buckets[0], start)
	table := m.Steps()
	plain := mv.Costs == (Costs{}) // no policy: the map's and the occupants' costs alone
	for k := 0; k <= steps; k++ {
		for i := 0; i < len(r.buckets[k]); i++ {
			cur := r.buckets[k][i]
			if r.cost[cur] != int32(k*FeetPerCell)+1 {
				continue // a stale entry: found cheaper already
			}
			offs := &table.offsets[0]
			if table.parity != nil {
				offs = &table.offsets[table.parity[cur]]
			}
			for d, c := range &table.Cost[cur] {
				if c == 0 {
					continue
				}
				qi := cur + offs[d] // table.Next(cur, d)
				enter := int(c)
				switch {
				case occ != nil && occ[qi].ID != 0: // an occupant: what it and the policy say
					enter = r.mover.occupantEnter(&occ[qi], enter)
					if !plain {
						enter = r.mover.Costs.enter(&r.mover, &occ[qi], enter)
					}
				case !plain: // an empty cell: the policy's extra cost (Costs.enter)
					enter += int(r.mover.Costs.Extra)
				}
				if enter == 0 {
					continue
				}
				nk := k + enter
				if nk > steps {
					continue
				}
				if r.stamp[qi] == r.gen && r.cost[qi] <= int32(nk*FeetPerCell)+1 {
					continue
				}
				r.visit(qi, nk*FeetPerCell, cur)
				r.buckets[nk] = append(r.buckets[nk], qi)
			}
		}
	}
	return r
}

// terrainEnter returns how many squares' worth of movement (1 or 2) the terrain of square qi
// costs to enter, or 0 when it cannot be entered: blocked, or a diagonal step whose two side
// squares c1 and c2 are both blocked, a sealed corner (delvers-combat.md "The Grid";
// docs/rulings.md).
func (m *Map) terrainEnter(qi, c1, c2 int, diagonal bool) int {
	t := m.terrain[qi].Move
	if t == MoveBlocked || diagonal && m.terrain[c1].Move == MoveBlocked && m.terrain[c2].Move == MoveBlocked {
		return 0
	}
	if t == MoveDifficult {
		return 2
	}
	return 1
}

// occupantEnter adjusts a square's entry cost for the unit standing in it: a standing enemy
// blocks (0) unless the mover dwarfs it, when it costs as difficult terrain (2).
func (mv *Mover) occupantEnter(o *Occupant, enter int) int {
	if o.ID == 0 || o.ID == mv.ID || o.Side == mv.Side || !o.Standing {
		return enter
	}
	if !mv.dwarfs(*o) {
		return 0
	}
	return 2
}

// StepCost returns the feet it costs mv to step from one square into an adjacent one, and
// whether the step is allowed at all, by the same rules as Reachable. It checks one step of a
// path chosen elsewhere (a charge's straight line, a path a player drew).
func (m *Map) StepCost(mv Mover, occ []Occupant, from, to Pos) (int, bool) {
	if !m.In(from) || !m.In(to) || !m.Adjacent(from, to) {
		return 0, false
	}
	w := m.Width
	e := m.terrainEnter(to.Y*w+to.X, from.Y*w+to.X, to.Y*w+from.X, m.Topology == Square && from.X != to.X && from.Y != to.Y)
	if e != 0 && occ != nil {
		e = mv.occupantEnter(&occ[m.Index(to)], e)
		e = mv.Costs.enter(&mv, &occ[m.Index(to)], e)
	} else {
		e = mv.Costs.enter(&mv, nil, e)
	}
	return e * FeetPerCell, e != 0
}

// AdjacentEnemies lists the ids of the standing units of other sides than mover's that are
// adjacent to p, in the order of the cells around it (Map.Neighbour).
func AdjacentEnemies(m *Map, occ []Occupant, mover Mover, p Pos) []int {
	if occ == nil {
		return nil
	}
	var out []int
	for d := range m.NeighbourCount() {
		q := m.Neighbour(p, d)
		if !m.In(q) {
			continue
		}
		o := occ[m.Index(q)]
		if o.ID != 0 && o.ID != mover.ID && o.Side != mover.Side && o.Standing {
			out = append(out, o.ID)
		}
	}
	return out
}

// visit records square i as reached at the given cost from prev.
func (r *Reach) visit(i int32, feet int, prev int32) {
	if r.stamp[i] != r.gen {
		r.stamp[i] = r.gen
		r.reached = append(r.reached, i)
	}
	r.cost[i] = int32(feet) + 1
	r.prev[i] = prev
}

// dwarfs reports whether the mover is at least 8 times the occupant's size
// (delvers-combat.md "The Grid": such creatures treat enemies as difficult terrain).
func (mv Mover) dwarfs(o Occupant) bool {
	return o.Size > 0 && mv.Size >= 8*o.Size
}

// CanEnd reports whether the mover may end its move in p: reached, and no other unit there.
func (r *Reach) CanEnd(p Pos) bool {
	if _, ok := r.Cost(p); !ok {
		return false
	}
	if r.occ == nil || p == r.mover.From {
		return true
	}
	o := r.occ[r.m.Index(p)]
	return o.ID == 0 || o.ID == r.mover.ID
}

// Map is the map the search ran on (nil before the first search).
func (r *Reach) Map() *Map { return r.m }

// Cost returns the feet it takes to reach p, and whether p is reachable at all.
func (r *Reach) Cost(p Pos) (int, bool) {
	if r.m == nil || !r.m.In(p) {
		return 0, false
	}
	i := r.m.Index(p)
	if r.stamp[i] != r.gen {
		return 0, false
	}
	return int(r.cost[i] - 1), true
}

// Squares returns every square the mover may end its move in (its own included), in the
// order the search reached them: cheapest first.
func (r *Reach) Squares() []Pos { return r.AppendSquares(make([]Pos, 0, len(r.reached))) }

// AppendSquares appends the squares of Squares to out.
func (r *Reach) AppendSquares(out []Pos) []Pos {
	for _, i := range r.reached {
		p := r.m.PosOf(int(i))
		if r.CanEnd(p) {
			out = append(out, p)
		}
	}
	return out
}

// Path returns the steps from the mover's square to p, or nil if p is not reachable (or is
// the start). Each step lists the standing enemies adjacent before and after it.
func (r *Reach) Path(p Pos) []Step {
	if _, ok := r.Cost(p); !ok || p == r.mover.From {
		return nil
	}
	var squares []Pos
	for i := int32(r.m.Index(p)); i >= 0; i = r.prev[i] {
		squares = append(squares, r.m.PosOf(int(i)))
	}
	steps := make([]Step, len(squares)-1)
	before := r.adjacentEnemies(squares[len(squares)-1])
	for k := range steps {
		from, to := squares[len(squares)-1-k], squares[len(squares)-2-k]
		c, _ := r.Cost(to)
		after := r.adjacentEnemies(to)
		steps[k] = Step{From: from, To: to, Cost: c, Before: before, After: after}
		before = after
	}
	return steps
}

// Prev returns the square before p on the cheapest way there (the mover's own for its
// first step), and false when p is not reached or is the start.
func (r *Reach) Prev(p Pos) (Pos, bool) {
	if _, ok := r.Cost(p); !ok || p == r.mover.From {
		return Pos{}, false
	}
	i := r.prev[r.m.Index(p)]
	if i < 0 {
		return Pos{}, false
	}
	return r.m.PosOf(int(i)), true
}

// AppendRoute appends to out the squares of the path to p, after the mover's own and ending
// on p, without allocating beyond out; out is returned as it was when p is not reachable or
// is the start.
func (r *Reach) AppendRoute(out []Pos, p Pos) []Pos {
	if _, ok := r.Cost(p); !ok || p == r.mover.From {
		return out
	}
	from := len(out)
	for i := int32(r.m.Index(p)); i >= 0 && r.prev[i] >= 0; i = r.prev[i] {
		out = append(out, r.m.PosOf(int(i)))
	}
	slices.Reverse(out[from:])
	return out
}

// adjacentEnemies lists the standing enemies adjacent to p.
func (r *Reach) adjacentEnemies(p Pos) []int { return AdjacentEnemies(r.m, r.occ, r.mover, p) }

// containsInt reports whether v is in s.
func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

package delvers

// Charges: the straight line, where it may end, and the attack at its end (delvers-combat.md
// "Charge"; docs/rulings.md "Charge", "A thrown charge stops where it first reaches").

import (
	"slices"
	"sync"

	"skirmish/combat"
	"skirmish/grid"
)

// chargeLine returns the straight line of squares a charge from u's square to dest runs
// along (without the start), or why it cannot: at least 5 ft, at most twice the normal
// rate, every step open (delvers-combat.md "Charge"; straightness as grid.Line, docs/rulings.md).
func chargeLine(b *combat.Battle, u *combat.Unit, dest grid.Pos) ([]grid.Pos, *combat.RuleError) {
	line, cost, blocked := straight(b, u, dest, nil)
	switch {
	case dest == u.Pos:
		return nil, combat.Refuse(ruleCharge, "a charge must cover at least 5 ft to build momentum")
	case blocked != nil:
		return nil, combat.Refuse(ruleCharge, "the straight line to %v is blocked at %v", dest, *blocked)
	case cost > 2*u.Sheet.Speed:
		return nil, combat.Refuse(ruleCharge, "the charge to %v costs %d ft; twice %s's movement is %d ft", dest, cost, u.Name, 2*u.Sheet.Speed)
	}
	if o := b.At(dest); o != nil {
		return nil, combat.Refuse(ruleGrid, "%v is taken by %s", dest, o.Name)
	}
	return line, nil
}

// straight walks the grid line from u to dest: its squares after the start, their cost, and
// the first square it cannot enter (nil if none). The squares are written into *buf, which a
// caller checking many lines reuses (nil: a new slice).
func straight(b *combat.Battle, u *combat.Unit, dest grid.Pos, buf *[]grid.Pos) ([]grid.Pos, int, *grid.Pos) {
	if buf == nil {
		buf = new([]grid.Pos)
	}
	*buf = b.Map.AppendLine((*buf)[:0], u.Pos, dest)
	line := (*buf)[1:]
	occ := b.Occupants()
	mv := b.Mover(u)
	from, cost := u.Pos, 0
	for i, p := range line {
		c, ok := b.Map.StepCost(mv, occ, from, p)
		if !ok {
			return nil, 0, &line[i]
		}
		cost += c
		from = p
	}
	return line, cost, nil
}

// chargeEnds lists the squares a charge at t could end on: straight lines from u to a square
// from which its weapon reaches t (next to t for a melee weapon). lines remembers the lines
// from u across calls for several targets (nil: none kept).
func chargeEnds(b *combat.Battle, u, t *combat.Unit, w combat.Weapon, lines *chargeLines) []grid.Pos {
	return chargeEndsInto(nil, b, u, t, w, lines)
}

// chargeEndsInto is chargeEnds appending to out.
func chargeEndsInto(out []grid.Pos, b *combat.Battle, u, t *combat.Unit, w combat.Weapon, lines *chargeLines) []grid.Pos {
	if lines == nil || lines.u != u {
		lines = newChargeLines(b, u)
		defer lines.release()
	}
	centre, r := u.Pos, lines.r
	if w.Kind != combat.Thrown {
		centre, r = t.Pos, 1 // a melee charge ends next to its target
	}
	occ := b.Occupants()
	for y := centre.Y - r; y <= centre.Y+r; y++ {
		for x := centre.X - r; x <= centre.X+r; x++ {
			if p := (grid.Pos{X: x, Y: y}); chargeEndOK(b, u, t, w, lines, occ, p) {
				out = append(out, p)
			}
		}
	}
	return out
}

// chargeEndOK reports whether a charge by u at t with w may end on p.
func chargeEndOK(b *combat.Battle, u, t *combat.Unit, w combat.Weapon, lines *chargeLines, occ []grid.Occupant, p grid.Pos) bool {
	// cheapest tests first: this runs for every foe whenever the options are listed
	return b.Map.In(p) && p != u.Pos && b.Feet(u.Pos, p) <= 2*u.Sheet.Speed && occ[b.Map.Index(p)].ID == 0 &&
		(w.Kind != combat.Thrown || b.Feet(p, t.Pos) <= w.LongRange) && lines.open(b, p) && reaches(b, p, t, w)
}

// nearestThrownEnd is nearestEnd(chargeEnds(...)) for a thrown weapon, among the ends from
// which the foe is within rng feet (the weapon's long range, or its normal range): found by
// searching rings outward from u (each in row order, as chargeEnds lists them) and stopping
// at the first end. lines, as for chargeEnds, may carry the lines from u across targets.
func nearestThrownEnd(b *combat.Battle, u, t *combat.Unit, w combat.Weapon, lines *chargeLines, rng int) (grid.Pos, *combat.RuleError) {
	if lines == nil || lines.u != u {
		lines = newChargeLines(b, u)
		defer lines.release()
	}
	occ := b.Occupants()
	// An end within d squares of u is at least D-d from t, D being u's distance from t: the
	// rings nearer than D less the range (in squares) hold no end.
	first := max(1, b.Feet(u.Pos, t.Pos)/grid.FeetPerCell-rng/grid.FeetPerCell)
	hex := b.Map.Topology == grid.Hex
	for d := first; d <= lines.r; d++ {
		for dy := -d; dy <= d; dy++ {
			step := 1
			if dy != -d && dy != d && !hex {
				step = 2 * d // inside a square ring's rows only its two ends
			}
			for dx := -d; dx <= d; dx += step {
				// a hex ring lies inside the offset grid's box of the same radius
				p := grid.Pos{X: u.Pos.X + dx, Y: u.Pos.Y + dy}
				if hex && b.Map.Distance(u.Pos, p) != d {
					continue
				}
				if b.Feet(p, t.Pos) <= rng && chargeEndOK(b, u, t, w, lines, occ, p) {
					return p, nil
				}
			}
		}
	}
	return nearestEnd(b, u, t, nil)
}

// chargeThrowEnds are the ends of a charge with thrown weapon w that throw it rather than
// strike beside the foe: the nearest square from which the foe is within the weapon's long
// range, and the nearest within its normal range (no long-range penalty), when they differ
// and are not beside the foe. A thrown charge stops there: the text's "making a ... thrown
// ranged attack at the end of it" gives no reason to run further, and the squares it could
// run on to are hundreds (docs/rulings.md).
func chargeThrowEnds(b *combat.Battle, u, t *combat.Unit, w combat.Weapon, lines *chargeLines) []grid.Pos {
	var out []grid.Pos
	for _, rng := range []int{w.LongRange, w.Range} {
		if p, err := nearestThrownEnd(b, u, t, w, lines, rng); err == nil && !b.Map.Adjacent(p, t.Pos) && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// endsBeside are the squares beside t, in row order, on which a charge at t with w may end.
func endsBeside(b *combat.Battle, u, t *combat.Unit, w combat.Weapon, lines *chargeLines) []grid.Pos {
	var out []grid.Pos
	occ := b.Occupants()
	for _, p := range around(b.Map, t.Pos) {
		if chargeEndOK(b, u, t, w, lines, occ, p) {
			out = append(out, p)
		}
	}
	return out
}

// chargeLines remembers which squares around one charger a straight charge can reach: the
// line open all the way and no dearer than twice its movement.
type chargeLines struct {
	u     *combat.Unit
	r     int    // the farthest a charge goes, in squares
	state []int8 // per square of the (2r+1)² box around u: 0 unknown, 1 open, -1 not
	buf   []grid.Pos
}

// linesPool keeps spent chargeLines: options are listed many times a turn, and each listing
// with a charge needs a box of up to a few thousand squares.
var linesPool = sync.Pool{New: func() any { return new(chargeLines) }}

// newChargeLines starts an empty memory of u's charge lines; release gives it back.
func newChargeLines(_ *combat.Battle, u *combat.Unit) *chargeLines {
	c := linesPool.Get().(*chargeLines)
	c.u, c.r = u, 2*u.Sheet.Speed/grid.FeetPerCell
	n := (2*c.r + 1) * (2*c.r + 1)
	if cap(c.state) < n {
		c.state = make([]int8, n)
	} else {
		c.state = c.state[:n]
		clear(c.state)
	}
	return c
}

// release gives c back for reuse; c must not be used after.
func (c *chargeLines) release() {
	c.u = nil
	linesPool.Put(c)
}

// open reports whether the straight line from the charger to p, inside its box, is open and
// within twice its movement.
func (c *chargeLines) open(b *combat.Battle, p grid.Pos) bool {
	dx, dy := p.X-c.u.Pos.X+c.r, p.Y-c.u.Pos.Y+c.r
	if dx < 0 || dy < 0 || dx > 2*c.r || dy > 2*c.r {
		return false
	}
	i := dy*(2*c.r+1) + dx
	if c.state[i] == 0 {
		c.state[i] = -1
		if _, cost, blocked := straight(b, c.u, p, &c.buf); blocked == nil && cost <= 2*c.u.Sheet.Speed {
			c.state[i] = 1
		}
	}
	return c.state[i] == 1
}

// reaches reports whether weapon w attacks t from square p: adjacent for melee, in long range
// and sight for a thrown weapon.
func reaches(b *combat.Battle, p grid.Pos, t *combat.Unit, w combat.Weapon) bool {
	if w.InMelee() && b.Map.Adjacent(p, t.Pos) && b.Map.Sight(p, t.Pos).Seen {
		return true
	}
	return w.Kind == combat.Thrown && b.Feet(p, t.Pos) <= w.LongRange && b.Map.Sight(p, t.Pos).Seen
}

// checkCharge: Charge (Move+Main): a straight line of at least 5 ft and up to twice the
// normal rate, then a melee or thrown attack at +2 (delvers-combat.md "Charge").
func checkCharge(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := notHeld(u); err != nil {
		return err
	}
	if u.Is(Prone) {
		return combat.Refuse(ruleCharge, "%s is prone; stand up first", u.Name)
	}
	t, err := enemyTarget(b, u, a, ruleCharge)
	if err != nil {
		return err
	}
	w, werr := chargeWeapon(u, a)
	if werr != nil {
		return werr
	}
	dest, derr := chargeDest(b, u, t, w, a, nil)
	if derr != nil {
		return derr
	}
	if !reaches(b, dest, t, w) {
		return combat.Refuse(ruleCharge, "from %v, %s's %s does not reach %s", dest, u.Name, w.Name, t.Name)
	}
	if _, lerr := chargeLine(b, u, dest); lerr != nil {
		return lerr
	}
	return checkThrowEnd(b, u, t, w, dest)
}

// chargeWeapon picks the charge's weapon: the one named, else the first ready melee or
// thrown weapon.
func chargeWeapon(u *combat.Unit, a combat.Action) (combat.Weapon, *combat.RuleError) {
	for w := range u.Readied() {
		if (a.Weapon == "" || eq(w.Name, a.Weapon)) && (w.InMelee()) {
			return w, nil
		}
	}
	return combat.Weapon{}, combat.Refuse(ruleCharge, "a charge ends in a melee or thrown attack; %s has no such weapon ready%s", u.Name, named(a.Weapon))
}

// chargeDest is where the charge ends: the square given, or the nearest one the line allows.
// lines, as for chargeEnds, may carry the lines from u (nil: none kept).
func chargeDest(b *combat.Battle, u, t *combat.Unit, w combat.Weapon, a combat.Action, lines *chargeLines) (grid.Pos, *combat.RuleError) {
	if len(a.Path) > 0 {
		return a.Path[len(a.Path)-1], nil
	}
	if w.Kind == combat.Thrown {
		return nearestThrownEnd(b, u, t, w, lines, w.LongRange)
	}
	return nearestEnd(b, u, t, chargeEnds(b, u, t, w, lines))
}

// checkThrowEnd keeps a thrown charge that does not end beside its foe to the ends
// chargeThrowEnds lists.
func checkThrowEnd(b *combat.Battle, u, t *combat.Unit, w combat.Weapon, dest grid.Pos) *combat.RuleError {
	if w.Kind != combat.Thrown || b.Map.Adjacent(dest, t.Pos) {
		return nil
	}
	ends := chargeThrowEnds(b, u, t, w, nil)
	if slices.Contains(ends, dest) {
		return nil
	}
	if len(ends) == 0 {
		return combat.Refuse(ruleCharge, "no straight line of 5 ft to %d ft ends where %s's %s reaches %s", 2*u.Sheet.Speed, u.Name, w.Name, t.Name)
	}
	return combat.Refuse(ruleCharge, "a charge with a thrown %s stops where it first reaches %s: on %v", w.Name, t.Name, ends)
}

// nearestEnd picks the charge end nearest u, or says there is none.
func nearestEnd(b *combat.Battle, u, t *combat.Unit, ends []grid.Pos) (grid.Pos, *combat.RuleError) {
	if len(ends) == 0 {
		return grid.Pos{}, combat.Refuse(ruleCharge, "no straight line of 5 ft to %d ft ends where %s reaches %s", 2*u.Sheet.Speed, u.Name, t.Name)
	}
	best := ends[0]
	for _, p := range ends[1:] {
		if b.Feet(u.Pos, p) < b.Feet(u.Pos, best) {
			best = p
		}
	}
	return best, nil
}

// doCharge runs the line, provoking as a run does, then attacks at +2 and lowers AC by 2
// until the end of the round.
func doCharge(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t := b.Unit(a.Target)
	w, _ := chargeWeapon(u, a)
	dest, _ := chargeDest(b, u, t, w, a, nil)
	line, _ := chargeLine(b, u, dest)
	spend(b, u, costMainMove, "charge")
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Charging, Value: -2, Ends: combat.EndOfRound}})
	if !walk(b, u, line, "charge", true) || !t.Active() {
		return
	}
	ranged := !b.Map.Adjacent(u.Pos, t.Pos)
	resolve(b, &strike{kind: KindCharge, ranged: ranged, attacker: u, target: t, weapon: w,
		extra: chargeTerm})
}

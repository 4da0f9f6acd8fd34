package delvers

// Movement: run, charge, screen and leave, square by square, with the attacks of opportunity
// they provoke (delvers-combat.md "Run", "Charge", "Screen an Ally", "Disengage").

import (
	"fmt"
	"slices"
	"sync"

	"skirmish/combat"
	"skirmish/grid"
)

// planPath turns an action's path into steps for u within budget feet: one square is "there
// by the cheapest way" (the grid's search); more squares are the exact steps, each checked
// by the grid's step rules. The end square must be free.
func planPath(b *combat.Battle, u *combat.Unit, path []grid.Pos, budget int, rule string) ([]grid.Pos, int, *combat.RuleError) {
	if len(path) == 0 {
		return nil, 0, combat.Refuse(rule, "say where %s moves to", u.Name)
	}
	dest := path[len(path)-1]
	if !b.Map.In(dest) {
		return nil, 0, combat.Refuse(ruleGrid, "%v is off the map", dest)
	}
	if len(path) == 1 {
		r := b.Reach(u, budget)
		cost, ok := r.Cost(dest)
		switch {
		case dest == u.Pos:
			return nil, 0, combat.Refuse(rule, "%s is already at %v", u.Name, dest)
		case !ok:
			return nil, 0, combat.Refuse(ruleGrid, "%s cannot reach %v with %d ft of movement", u.Name, dest, budget)
		case !r.CanEnd(dest):
			return nil, 0, combat.Refuse(ruleGrid, "%v is taken: no move may end in an occupied square", dest)
		}
		var out []grid.Pos
		for _, st := range r.Path(dest) {
			out = append(out, st.To)
		}
		return out, cost, nil
	}
	occ := b.Occupants()
	mv := b.Mover(u)
	from, cost := u.Pos, 0
	for _, p := range path {
		c, ok := b.Map.StepCost(mv, occ, from, p)
		if !ok {
			return nil, 0, combat.Refuse(ruleGrid, "%s cannot step from %v to %v", u.Name, from, p)
		}
		cost += c
		from = p
	}
	if cost > budget {
		return nil, 0, combat.Refuse(ruleGrid, "that path costs %d ft; %s has %d ft", cost, u.Name, budget)
	}
	if o := b.At(dest); o != nil && o != u {
		return nil, 0, combat.Refuse(ruleGrid, "%v is taken by %s: no move may end in an occupied square", dest, o.Name)
	}
	return slices.Clone(path), cost, nil
}

// threateners are the armed enemies adjacent to u that it has not disengaged from: the ones
// that get a free attack if it flees (delvers-combat.md "Attack of Opportunity").
func threateners(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, e := range b.Enemies(u) {
		if b.Map.Adjacent(e.Pos, u.Pos) && armed(e) && !disengagedFrom(u, e) {
			out = append(out, e)
		}
	}
	return out
}

// disengagedFrom reports whether u has disengaged from e this turn.
func disengagedFrom(u, e *combat.Unit) bool {
	for _, c := range u.ConditionsNamed(Disengaged) {
		if c.Source == e.Name {
			return true
		}
	}
	return false
}

// opportunity gives foe its free melee attack against u, if it takes it.
func opportunity(b *combat.Battle, foe, u *combat.Unit, why string) {
	w, ok := meleeWeapon(b, foe, u)
	if !ok || !u.Active() {
		return
	}
	a := combat.Action{Kind: combat.Opportunity, Unit: foe.Name, Target: u.Name, Weapon: w.Name}
	if _, ok := b.Ask(foe, combat.Prompt{Kind: combat.PromptLeave, Actor: u.Name, Target: foe.Name}, []combat.Action{a}); !ok {
		return
	}
	b.Emit(combat.Note{Unit: foe.Name, Text: fmt.Sprintf("%s attacks %s as it %s (attack of opportunity)", foe.Name, u.Name, why)})
	resolve(b, &strike{kind: combat.Opportunity, attacker: foe, target: u, weapon: w})
}

// provokeInPlace lets every threatening foe attack u before it does something that provokes
// where it stands (use a skill, pick up, stand up); it reports whether u is still up.
func provokeInPlace(b *combat.Battle, u *combat.Unit, why string) bool {
	for _, e := range threateners(b, u) {
		opportunity(b, e, u, why)
	}
	return u.Active()
}

// walk moves u along the squares one at a time. When provoke is set, each foe that threatened
// u where it started gets its free attack at the first step that takes u out of its reach, and
// a foe's attack that drops u ends the move there (delvers-combat.md "Run": "if you start your
// movement adjacent ... as you flee"; docs/rulings.md). Every step is checked against the
// squares as they stand then; a move that stops, or ends, in a square another holds goes back
// to the last square it could stand on (fallBack). It returns whether u finished the move.
func walk(b *combat.Battle, u *combat.Unit, squares []grid.Pos, why string, provoke bool) bool {
	var threat []*combat.Unit
	if provoke {
		threat = threateners(b, u)
	}
	feet := 0
	back := []grid.Pos{u.Pos} // the squares the move has been through, its start first
	for _, to := range squares {
		for _, e := range threat {
			if e.Active() && b.Map.Adjacent(e.Pos, u.Pos) && !b.Map.Adjacent(e.Pos, to) {
				opportunity(b, e, u, "flees")
				if !u.Active() {
					fallBack(b, u, back)
					return false
				}
			}
		}
		threat = slices.DeleteFunc(threat, func(e *combat.Unit) bool { return !b.Map.Adjacent(e.Pos, to) })
		c, ok := b.Map.StepCost(b.Mover(u), b.Occupants(), u.Pos, to)
		if !ok {
			fallBack(b, u, back)
			return false
		}
		feet += c
		b.Emit(combat.Moved{Unit: u.Name, From: u.Pos, To: to, Feet: feet, Why: why})
		back = append(back, to)
		if !heldAttacks(b, u) {
			fallBack(b, u, back)
			return false
		}
	}
	return !fallBack(b, u, back)
}

// heldAttacks offers each enemy holding its action the chance to spend its main action on an
// attack at u, which has just stepped into a new square; the held action resolves first
// (delvers-combat.md "Hold An Action"). It reports whether u is still up.
func heldAttacks(b *combat.Battle, u *combat.Unit) bool {
	for _, e := range b.Enemies(u) {
		if !u.Active() {
			return false
		}
		if !e.Is(Holding) || e.Left(slotMain) < 1 {
			continue
		}
		var opts []combat.Action
		melee := combat.Action{Kind: KindMelee, Unit: e.Name, Target: u.Name}
		if checkMelee(b, e, melee) == nil {
			opts = append(opts, melee)
		}
		ranged := combat.Action{Kind: KindRanged, Unit: e.Name, Target: u.Name}
		if checkRanged(b, e, ranged) == nil {
			opts = append(opts, ranged)
		}
		a, ok := b.Ask(e, combat.Prompt{Kind: combat.PromptMoved, Actor: u.Name, Target: e.Name}, opts)
		switch {
		case ok && a.Kind == KindMelee:
			doMelee(b, e, a)
		case ok:
			doRanged(b, e, a)
		}
	}
	return u.Active()
}

// fallBack puts a unit stopped in a square another holds (one that fell while passing
// through an ally's square) back on the last square of its move it can stand on alone
// (combat.Battle.StandBack; back lists the squares from the start; docs/rulings.md). The
// dead take up no square and never move again: a body stays where it fell. It reports
// whether the unit was moved.
func fallBack(b *combat.Battle, u *combat.Unit, back []grid.Pos) bool {
	return b.StandBack(u, back, "falls back where it could stand")
}

// moveBudget is how far one move action takes u now.
func moveBudget(u *combat.Unit) int { return speed(u) }

// checkRun: Run (Move): move up to the normal rate; grappled or grappling units cannot move
// (delvers-combat.md "Run", "Grappling").
func checkRun(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := notHeld(u); err != nil {
		return err
	}
	_, _, err := planPath(b, u, a.Path, moveBudget(u), ruleRun)
	return err
}

// doRun moves the unit, provoking from foes it flees.
func doRun(b *combat.Battle, u *combat.Unit, a combat.Action) {
	path, _, _ := planPath(b, u, a.Path, moveBudget(u), ruleRun)
	spend(b, u, costMove, "run")
	walk(b, u, path, "run", true)
}

// notHeld refuses movement to a unit in a grapple (delvers-combat.md "Grappling": neither
// attackers nor defenders can move from their location).
func notHeld(u *combat.Unit) *combat.RuleError {
	if c, ok := u.Condition(Grappled); ok {
		return combat.Refuse(ruleGrapple, "%s is grappled by %s and cannot move; break free first", u.Name, c.Source)
	}
	if c, ok := u.Condition(Grappling); ok {
		return combat.Refuse(ruleGrapple, "%s is grappling %s and cannot move; release it or drag it", u.Name, c.Source)
	}
	return nil
}

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

// checkScreen: Screen an Ally (Move): move up to the normal rate to end adjacent to an ally;
// screening needs a combat skill of at least 1 (delvers-combat.md "Screen an Ally").
func checkScreen(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	ward, err := screenWard(b, u, a)
	if err != nil {
		return err
	}
	end := u.Pos
	if len(a.Path) > 0 {
		if err := notHeld(u); err != nil {
			return err
		}
		if _, _, err := planPath(b, u, a.Path, moveBudget(u), ruleScreen); err != nil {
			return err
		}
		end = a.Path[len(a.Path)-1]
	}
	if !b.Map.Adjacent(end, ward.Pos) {
		return combat.Refuse(ruleScreen, "%s must end adjacent to %s to screen it", u.Name, ward.Name)
	}
	return nil
}

// screenWard returns the ally a screen is for, if u may screen it: an active ally, and u
// with a combat skill of at least 1.
func screenWard(b *combat.Battle, u *combat.Unit, a combat.Action) (*combat.Unit, *combat.RuleError) {
	ward := b.Unit(a.Target)
	switch {
	case ward == nil:
		return nil, combat.Refuse(ruleScreen, "say which ally %s screens", u.Name)
	case ward == u || ward.Side != u.Side || !ward.Active():
		return nil, combat.Refuse(ruleScreen, "%s can only screen an active ally", u.Name)
	case bestCombatSkill(u) < 1:
		return nil, combat.Refuse(ruleScreen, "%s needs at least level 1 in a combat skill to screen", u.Name)
	}
	return ward, nil
}

// doScreen moves (provoking if it does) and starts the screen until the start of u's next turn.
func doScreen(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMove, "screen "+a.Target)
	if len(a.Path) > 0 {
		path, _, _ := planPath(b, u, a.Path, moveBudget(u), ruleScreen)
		if !walk(b, u, path, "screen", true) {
			return
		}
	}
	b.Emit(combat.ConditionAdded{Unit: a.Target, Condition: combat.Condition{Name: Screened, Source: u.Name,
		Ends: combat.StartOfTurn, Owner: u.Name}})
}

// Wards lists the active allies u screens now (combat.Warden).
func (*Rules) Wards(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, a := range b.Allies(u) {
		for _, c := range a.ConditionsNamed(Screened) {
			if c.Source == u.Name {
				out = append(out, a)
				break
			}
		}
	}
	return out
}

// screenFor returns who an attack on s.target really strikes: each screen still in force (the
// defender adjacent, active, with screens left this round) rolls an opposed STR/DEX combat
// skill check against the attacker; the worst-rolling successful defender takes the attack
// (delvers-combat.md "Screen an Ally").
func screenFor(b *combat.Battle, s *strike) *combat.Unit {
	ward := s.target
	var taker *combat.Unit
	worst := 0
	for _, c := range ward.ConditionsNamed(Screened) {
		d := b.Unit(c.Source)
		if d == nil || !d.Active() || !b.Map.Adjacent(d.Pos, ward.Pos) || d == s.attacker {
			continue
		}
		used := 0
		if uc, ok := d.Condition(ScreensUsed); ok {
			used = uc.Value
		}
		if used >= bestCombatSkill(d) {
			continue
		}
		setCount(b, d, ScreensUsed, used+1, combat.EndOfRound)
		skill := s.weapon.Skill
		if skill == "" {
			skill = "Stab"
		}
		at, _ := checkTerms(b, s.attacker, []string{"STR", "DEX"}, []string{skill}, "screen: "+s.attacker.Name+" vs "+d.Name)
		dt, _ := checkTerms(b, d, []string{"STR", "DEX"}, combatSkills, "screen: "+d.Name+" guards "+ward.Name)
		atk, def := combat.Sum(at), combat.Sum(dt)
		b.Emit(combat.Checked{Unit: d.Name, Skill: "screen", Why: "screens " + ward.Name, Terms: dt, Total: def,
			Opponent: s.attacker.Name, Against: atk, Success: def >= atk,
			Text: fmt.Sprintf("%s %s vs %s %s: %s", d.Name, combat.FormatTerms(dt), s.attacker.Name, combat.FormatTerms(at), winner(def >= atk, d, s.attacker))})
		if def >= atk && (taker == nil || def < worst) {
			taker, worst = d, def
		}
	}
	if taker == nil {
		return ward
	}
	b.Emit(combat.Note{Unit: taker.Name, Text: fmt.Sprintf("%s steps in front of %s and takes the attack", taker.Name, ward.Name)})
	return taker
}

// setCount replaces u's counter condition with a new value.
func setCount(b *combat.Battle, u *combat.Unit, name string, v int, ends combat.Ends) {
	if u.Is(name) {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: name, Why: "recounted"})
	}
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: name, Value: v, Ends: ends}})
}

// checkDisengage: Disengage (Main): only next to an armed foe (delvers-combat.md "Disengage").
func checkDisengage(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if len(threateners(b, u)) == 0 {
		return combat.Refuse(ruleDisengage, "%s is not next to an armed foe it has not disengaged from", u.Name)
	}
	return nil
}

// doDisengage frees u of every adjacent foe's free attack for the rest of its turn
// (docs/rulings.md: one Disengage covers every foe adjacent when it is taken).
func doDisengage(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMain, "disengage")
	for _, e := range threateners(b, u) {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Disengaged, Source: e.Name,
			Ends: combat.EndOfTurn, Owner: u.Name}})
	}
}

// checkLeave: leaving the battle is a move action taken on an exit square; it provokes as
// fleeing does (delvers-combat.md "Morale"; docs/rulings.md).
func checkLeave(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := notHeld(u); err != nil {
		return err
	}
	if !slices.Contains(b.Map.ExitSquares(b.SideName(u)), u.Pos) {
		return combat.Refuse(ruleMorale, "%s must stand on an exit to leave the battle", u.Name)
	}
	return nil
}

// doLeave lets threatening foes strike, then takes u off the battlefield.
func doLeave(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMove, "leave")
	if !provokeInPlace(b, u, "flees the battle") {
		return
	}
	b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Fled, Why: "left the battlefield"})
	letGo(b, u)
}

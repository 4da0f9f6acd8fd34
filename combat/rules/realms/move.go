package realms

// Movement: feet from the round's movement, split around the action, another's hex and rough
// terrain at double cost, crawling, dragging a grappled foe, and the reactions a move draws:
// flee attacks and readied attacks (enchanted-realms-combat.txt "The Action", "Movemment",
// "Terrain", "Knocked Down", "Grappling", "Flee Attack", "At The Ready").

import (
	"fmt"
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// costsOf is u's movement-cost policy: another's hex is rough terrain; a foe's, standing or
// not, must be gone around (only an ally's space may be crossed); a prone unit crawls, an extra
// foot per foot (enchanted-realms-combat.txt "Knocked Down").
func costsOf(u *combat.Unit) grid.Costs {
	c := grid.Costs{OthersRough: true, FoesBlock: true}
	if u.Is(Prone) {
		c.Extra = 1
	}
	return c
}

// dragged is the foe u drags as it moves, if it holds one it may drag: held since a round
// before this one (enchanted-realms-combat.txt "Grappling": "After having held the victim
// until the grappler's following turn the next round").
func dragged(b *combat.Battle, u *combat.Unit) *combat.Unit {
	c, ok := u.Condition(Grappling)
	if !ok || c.Value >= b.Round {
		return nil
	}
	if v := b.Unit(c.Source); v != nil && v.Active() {
		return v
	}
	return nil
}

// budgetOf is how many feet of path u may walk now: its movement left, halved while it drags
// a foe not two sizes smaller (enchanted-realms-combat.txt "Grappling").
func budgetOf(b *combat.Battle, u *combat.Unit) int {
	left := u.Left(slotMove)
	if v := dragged(b, u); v != nil && sizeOf(&v.Sheet) > sizeOf(&u.Sheet)-2 {
		return left / 2
	}
	return left
}

// feetSpent is what walking cost feet of path spends of u's movement: double while dragging
// at half speed.
func feetSpent(b *combat.Battle, u *combat.Unit, cost int) int {
	if budgetOf(b, u) < u.Left(slotMove) {
		return 2 * cost
	}
	return cost
}

// planPath turns a move's path into steps and their cost (combat.Battle.PlanPath): one cell is
// "there by the cheapest way" (the grid's search under Realms' costs); more are the exact
// steps, a step into a blocker's hex (not the last) priced as getting through it. The end
// must be free, and a frightened unit may not step nearer its fear.
func planPath(b *combat.Battle, u *combat.Unit, path []grid.Pos) ([]grid.Pos, int, *combat.RuleError) {
	if len(path) == 0 {
		return nil, 0, combat.Refuse(ruleMovement, "say where %s moves to", u.Name)
	}
	if err := movable(b, u); err != nil {
		return nil, 0, err
	}
	steps, cost, err := b.PlanPath(u, path, combat.Path{Rule: ruleMovement, Ground: ruleGrid, Budget: budgetOf(b, u), Costs: costsOf(u),
		Through: func(from, to grid.Pos) (int, bool) {
			if blocker(b, u, to) == nil {
				return 0, false
			}
			return throughCost(b, u, from, to) // through a blocker's hex, by a competition
		}})
	if err == nil {
		err = fearful(b, u, steps)
	}
	if err != nil {
		return nil, 0, err
	}
	return steps, cost, nil
}

// movable refuses a move of a unit that cannot move at all now: its movement rate 0, or
// holding a foe it may not drag yet.
func movable(b *combat.Battle, u *combat.Unit) *combat.RuleError {
	if c := frozenBy(u); c != "" {
		return combat.Refuse(ruleRestrict, "%s is %s: its movement rate is 0", u.Name, c)
	}
	if c, ok := u.Condition(Grappling); ok && dragged(b, u) == nil {
		return combat.Refuse(ruleGrappling, "%s took hold of %s this round: it may drag it from its next turn", u.Name, c.Source)
	}
	return nil
}

// fearful refuses a path on which a frightened unit steps nearer the source of its fear
// (enchanted-realms-combat.txt "Restrictions in Combat": Frightened).
func fearful(b *combat.Battle, u *combat.Unit, steps []grid.Pos) *combat.RuleError {
	src := fearSource(b, u)
	if src == nil || src.Name == "its fear" {
		return nil
	}
	from := u.Pos
	for _, p := range steps {
		if b.Map.Distance(p, src.Pos) < b.Map.Distance(from, src.Pos) {
			return combat.Refuse(ruleRestrict, "%s is frightened of %s and cannot willingly move closer to it", u.Name, src.Name)
		}
		from = p
	}
	return nil
}

// checkMove: a move within the movement left this round; a withdrawal (ChoiceWithdraw) also
// needs the turn's action for defending.
func checkMove(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	switch a.Choice {
	case "":
	case ChoiceWithdraw:
		if err := canAct(u); err != nil {
			return err
		}
		if u.Left(slotAction) < 1 {
			return combat.Refuse(ruleAction, "%s has taken its action this turn: it cannot defend to withdraw", u.Name)
		}
		if err := checkDefend(b, u, a); err != nil {
			return err
		}
	default:
		return combat.Refuse(ruleMovement, "a move takes no option but %q", ChoiceWithdraw)
	}
	_, _, err := planPath(b, u, a.Path)
	return err
}

// doMove walks the path; a withdrawal first takes the defend action, announced with the move
// (enchanted-realms-combat.txt "The Action": "the announcement of what to do is stated. Then
// the being moves"; "Flee Attack": "uses its action to defend oneself for the round to
// withdraw").
func doMove(b *combat.Battle, u *combat.Unit, a combat.Action) {
	steps, _, _ := planPath(b, u, a.Path)
	if a.Choice == ChoiceWithdraw {
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotAction, N: 1, For: KindDefend})
		forfeitCritical(b, u, combat.Action{Kind: KindDefend, Unit: u.Name})
		doDefend(b, u, a)
	}
	walk(b, u, steps)
}

// throughCost is what a step from one cell into a blocker's costs u: another's hex is rough
// terrain (rough terrain does not stack), and a crawler pays its extra foot per foot on top
// (enchanted-realms-combat.txt "Knocked Down": 10 ft walking, 15 ft crawling).
func throughCost(b *combat.Battle, u *combat.Unit, from, to grid.Pos) (int, bool) {
	c, ok := b.Map.StepCost(b.MoverBy(u, grid.Costs{}), nil, from, to)
	if !ok {
		return 0, false
	}
	return (max(c/grid.FeetPerCell, 2) + int(costsOf(u).Extra)) * grid.FeetPerCell, true
}

// stepCost is what u's step from `from` into `to` costs now, and whether it is into a
// blocker's hex (a competition first).
func stepCost(b *combat.Battle, u *combat.Unit, occ []grid.Occupant, from, to grid.Pos) (c int, bl *combat.Unit, ok bool) {
	c, ok = b.Map.StepCost(b.MoverBy(u, costsOf(u)), occ, from, to)
	if bl = blocker(b, u, to); !ok && bl != nil {
		c, ok = throughCost(b, u, from, to)
		return c, bl, ok
	}
	return c, nil, ok
}

// getPast is the corridor's strength competition, d12 + body save each (its "body
// modifiers", not the pushing table): the mover gets through unless the blocker beats it
// (enchanted-realms-combat.txt "Flee Attack": "If the blocker wins, the the combatant could
// not get through, but if not, then movement can continue").
func getPast(b *combat.Battle, u, bl *combat.Unit) bool {
	why := "forcing a way past " + bl.Name
	tm, fm := saveTotal(b, why, side{u: u}, nil)
	tb, fb := saveTotal(b, why, side{u: bl}, nil)
	held := !fb && (fm || tb > tm)
	text := fmt.Sprintf("%s %d against %s %d: %s", u.Name, tm, bl.Name, tb, map[bool]string{true: bl.Name + " holds", false: u.Name + " gets through"}[held])
	b.Emit(combat.Checked{Unit: u.Name, Skill: "body save", Why: why, Total: tm, Opponent: bl.Name, Against: tb, Success: !held, Text: text})
	return !held
}

// blocker is the standing foe in cell p that u would have to force its way past, or nil
// (enchanted-realms-combat.txt "Flee Attack": "if the one moving must run through the same
// space, then a strength competition will occur").
func blocker(b *combat.Battle, u *combat.Unit, p grid.Pos) *combat.Unit {
	if o := b.At(p); o != nil && o.Side != u.Side && o.Standing() {
		return o
	}
	return nil
}

// walk moves u a cell at a time (combat.Battle.Walk): a step into a blocker's cell is first a
// competition the mover must not lose to go on; before each step out of a cell next to a foe,
// the foe may take its flee attack (the blocker too, as the mover gets past it); after each
// step, foes at the ready whose trigger it meets attack. The movement is spent as the mover
// goes, up to each competition: a mover held back pays only for the feet it walked. A unit
// stopped in a cell another holds stands back where it can (combat.Battle.StandBack); the
// dragged foe follows into each cell u leaves.
func walk(b *combat.Battle, u *combat.Unit, steps []grid.Pos) {
	victim := dragged(b, u)
	double := victim != nil && budgetOf(b, u) < u.Left(slotMove)
	occ := b.Occupants()
	asked := map[string]bool{}
	paid := 0 // steps paid for
	b.Walk(u, steps, combat.Walk{Why: "move", Back: "stops where it can stand", CostFirst: true,
		Cost: func(i int, to grid.Pos) (int, bool) {
			c, bl, ok := stepCost(b, u, occ, u.Pos, to)
			if bl != nil && !getPast(b, u, bl) {
				b.Emit(combat.Note{Unit: u.Name, Text: bl.Name + " blocks the way: " + u.Name + " cannot get through"})
				return 0, false
			}
			if ok && i >= paid {
				paid = pay(b, u, occ, steps, i, double)
			}
			return c, ok
		},
		Leave: func(int, grid.Pos) bool {
			fleeAttacks(b, u, asked)
			return u.Active()
		},
		Entered: func(_ int, from grid.Pos) bool {
			if victim != nil && victim.Active() {
				b.Emit(combat.Moved{Unit: victim.Name, From: victim.Pos, To: from, Why: "dragged by " + u.Name})
			}
			occ = b.Occupants()
			readied(b, u, from)
			return u.Active()
		}})
}

// pay spends u's movement for steps[i:] up to the next step into a blocker's hex (a
// competition that may stop it), doubled while dragging at half speed; it returns the index
// of the first step not paid for.
func pay(b *combat.Battle, u *combat.Unit, occ []grid.Occupant, steps []grid.Pos, i int, double bool) int {
	from, cost := u.Pos, 0
	j := i
	for ; j < len(steps); j++ {
		c, bl, _ := stepCost(b, u, occ, from, steps[j])
		if bl != nil && j > i {
			break
		}
		cost += c
		from = steps[j]
	}
	if double {
		cost *= 2
	}
	if cost > 0 {
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotMove, N: cost, For: "move"})
	}
	return j
}

// fleeThreats are the foes whose flee attack a step of u out of its cell would draw: next to
// it, a melee weapon ready, a reaction to spend; none while u defends, as it withdraws
// (enchanted-realms-combat.txt "Flee Attack"), and none from the foe u drags, which follows it
// into each cell it leaves and so is never left behind (docs/rulings.md "Realms: dragging").
func fleeThreats(b *combat.Battle, u *combat.Unit, at grid.Pos, out []*combat.Unit) []*combat.Unit {
	n := len(out)
	out = fleers(b, u, out)
	kept := slices.DeleteFunc(out[n:], func(e *combat.Unit) bool { return !b.Map.Adjacent(e.Pos, at) })
	return out[:n+len(kept)]
}

// fleers are the foes that could take a flee attack on u as it steps out of a cell next to
// them (fleeThreats but for standing next to it), in the battle's order, appended to out.
func fleers(b *combat.Battle, u *combat.Unit, out []*combat.Unit) []*combat.Unit {
	if u.Is(Defending) {
		return out
	}
	towed := dragged(b, u)
	for _, e := range b.Units {
		if e.Side != u.Side && e != towed && e.Active() && canReact(e) && meleeReady(e) && !charmedBy(e, u) {
			out = append(out, e)
		}
	}
	return out
}

// meleeReady reports whether u holds a melee weapon ready: a spell of touch is no weapon
// (enchanted-realms-combat.txt "Flee Attack": "someone with a melee weapon at the ready").
func meleeReady(u *combat.Unit) bool {
	_, ok := meleeWeapon(u)
	return ok
}

// meleeWeapon is the first melee weapon u holds ready, touch spells left out.
func meleeWeapon(u *combat.Unit) (combat.Weapon, bool) {
	for w := range u.Readied() {
		if inMelee(w) && w.Kind != combat.Spell {
			return w, true
		}
	}
	return combat.Weapon{}, false
}

// fleeAttacks offers each foe next to u, not yet asked this move, its flee attack as u
// steps out of its cell.
func fleeAttacks(b *combat.Battle, u *combat.Unit, asked map[string]bool) {
	for _, e := range fleeThreats(b, u, u.Pos, nil) {
		if asked[e.Name] || !u.Active() {
			continue
		}
		asked[e.Name] = true
		w := attackWeapon(b, e, combat.Action{Kind: KindMelee, Target: u.Name})
		if w.Kind == combat.Spell { // a weapon, not the touch spell the estimate tied with
			w, _ = meleeWeapon(e)
		}
		opts := []combat.Action{{Kind: KindFleeAttack, Unit: e.Name, Target: u.Name, Weapon: w.Name}}
		if _, ok := b.Ask(e, combat.Prompt{Kind: combat.PromptLeave, Actor: u.Name, Target: e.Name}, opts); !ok {
			continue
		}
		b.Emit(combat.Spent{Unit: e.Name, Slot: slotReaction, N: 1, For: "flee attack"})
		b.Emit(combat.Note{Unit: e.Name, Text: fmt.Sprintf("%s strikes at %s moving through the space around it (flee attack)", e.Name, u.Name)})
		resolve(b, &strike{attacker: e, target: u, weapon: w, kind: atkFlee, noSneak: true})
	}
}

// readied fires the triggers u's step from `from` meets: a foe at the ready to strike a foe
// coming within reach, or to shoot one closing within 20 ft (enchanted-realms-combat.txt "At
// The Ready": taken "even if it is in the middle of the other entity's action").
func readied(b *combat.Battle, u *combat.Unit, from grid.Pos) {
	for _, e := range b.Units {
		c, ok := e.Condition(AtTheReady)
		if !ok || e.Side == u.Side || !e.Active() || !canReact(e) || !u.Active() || charmedBy(e, u) {
			continue
		}
		w := weaponFor(e, combat.Action{Kind: readyKind(c.Note), Weapon: c.Source})
		near := reachOf(w)
		if c.Note == ChoiceWithin20 {
			near = 4
		}
		was, now := b.Map.Distance(from, e.Pos), b.Map.Distance(u.Pos, e.Pos)
		if !(now <= near && was > near) {
			continue
		}
		s := strike{attacker: e, target: u, weapon: w, kind: atkReady, noSneak: true}
		if c.Note == ChoiceWithin20 {
			s.ranged = true
			if coverRefusal(b, e, u) != nil {
				continue
			}
		} else if !b.Map.Sight(e.Pos, u.Pos).Seen {
			continue
		}
		opts := []combat.Action{{Kind: KindReadied, Unit: e.Name, Target: u.Name, Weapon: w.Name, Choice: c.Note}}
		if _, ok := b.Ask(e, combat.Prompt{Kind: combat.PromptMoved, Actor: u.Name, Target: e.Name}, opts); !ok {
			continue
		}
		b.Emit(combat.Spent{Unit: e.Name, Slot: slotReaction, N: 1, For: "at the ready"})
		drop(b, e.Name, AtTheReady, "its trigger came: "+c.Note)
		resolve(b, &s)
	}
}

// impale gives the target of a melee attack its impalement: a polearm ready, the polearms
// skill and a reaction, against an attacker that closed on it from 15 ft or farther this turn.
// It comes before the attacker rolls, with 3d20 (4d20 with weapon forte in that polearm); it
// reports whether the attacker may still attack (enchanted-realms-combat.txt "Impalement
// Maneuver": an incapacitating impalement nullifies the attack).
func impale(b *combat.Battle, attacker, t *combat.Unit) bool {
	w, ok := impaler(b, attacker, t)
	if !ok {
		return true
	}
	opts := []combat.Action{{Kind: KindImpale, Unit: t.Name, Target: attacker.Name, Weapon: w.Name}}
	if _, ok := b.Ask(t, combat.Prompt{Kind: combat.PromptLeave, Actor: attacker.Name, Target: t.Name}, opts); !ok {
		return true
	}
	b.Emit(combat.Spent{Unit: t.Name, Slot: slotReaction, N: 1, For: "impalement"})
	b.Emit(combat.Note{Unit: t.Name, Text: fmt.Sprintf("%s sets its %s against %s's charge: impalement at ten feet, before the attack", t.Name, w.Name, attacker.Name)})
	n := 3
	if skill(&t.Sheet, w.Name+" forte") {
		n = 4
	}
	resolve(b, &strike{attacker: t, target: attacker, weapon: w, kind: atkImpale, noSneak: true, fixed: n})
	if !attacker.Active() || helplessBy(attacker) != "" {
		b.Emit(combat.Note{Unit: attacker.Name, Text: attacker.Name + "'s attack is nullified by the impalement"})
		return false
	}
	return true
}

// turnStart is where u's own movement began this turn: the first cell its moves of the turn
// left, read from the log back to the turn's start; where it stands when it has not moved.
func turnStart(b *combat.Battle, u *combat.Unit) grid.Pos {
	at := u.Pos
	for i := len(b.Log) - 1; i >= 0; i-- {
		switch e := b.Log[i].(type) {
		case combat.TurnStarted:
			return at
		case combat.Moved:
			if e.Unit == u.Name && e.Why == "move" {
				at = e.From
			}
		}
	}
	return at
}

// impaler is the polearm t may impale attacker with now, if any.
func impaler(b *combat.Battle, attacker, t *combat.Unit) (combat.Weapon, bool) {
	if !canReact(t) || !skill(&t.Sheet, "polearms") || charmedBy(t, attacker) {
		return combat.Weapon{}, false
	}
	if b.Map.Distance(turnStart(b, attacker), t.Pos) < 3 { // 15 ft: three hexes
		return combat.Weapon{}, false
	}
	for w := range t.Readied() {
		if has(w, "polearm") {
			return w, true
		}
	}
	return combat.Weapon{}, false
}

// blindShot: a shot that missed an unseen target may hit another. All the other units the
// shot could reach (within the weapon's range, in the shooter's line, not in complete cover
// from it) are numbered, with three empty slots; a die picks one, and the same dice, rolled
// forward by 2 (an 18 or 19 a natural 20), with the same modifiers as the shot at the target
// (mods), are checked against its AC (enchanted-realms-combat.txt "Blind Shot": "The GM will
// count all the other potential targets", "compares the same score used against the target";
// docs/rulings.md).
func blindShot(b *combat.Battle, s *strike, faces []int, mods []combat.Term) {
	var others []*combat.Unit
	for _, v := range b.Units {
		if v == s.target || v == s.attacker || !v.Active() || b.Map.Distance(v.Pos, s.attacker.Pos) > rangeOf(s.weapon) {
			continue
		}
		if sight := b.Map.Sight(s.attacker.Pos, v.Pos); sight.Seen && sight.Cover < grid.CoverFull {
			others = append(others, v)
		}
	}
	if len(others) == 0 {
		return
	}
	n, _ := b.Roll(s.attacker, combat.Roll{Count: 1, Sides: len(others) + 3}, "blind shot: where the miss goes")
	if n > len(others) {
		b.Emit(combat.Note{Unit: s.attacker.Name, Text: fmt.Sprintf("the blind shot's miss hits nothing (%d: an empty slot)", n)})
		return
	}
	v := others[n-1]
	fwd := make([]int, len(faces))
	for i, f := range faces {
		fwd[i] = min(f+2, 20)
	}
	b.Emit(combat.Note{Unit: s.attacker.Name, Text: fmt.Sprintf("the blind shot's miss flies at %s: the dice rolled forward by 2 %v → %v", v.Name, faces, fwd)})
	again := strike{attacker: s.attacker, target: v, weapon: s.weapon, kind: atkRanged, ranged: true, noSneak: true, forward: fwd, sameScore: mods}
	resolve(b, &again)
}

// checkLeave: on an exit of its side, able to move, a step's 5 ft of movement left (a map's
// exits are the game's; docs/rulings.md "Realms: leaving").
func checkLeave(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := movable(b, u); err != nil {
		return err
	}
	if err := b.OnExit(u, ruleMovement); err != nil {
		return err
	}
	if step := costsOf(u).Extra + 1; u.Left(slotMove) < int(step)*grid.FeetPerCell {
		return combat.Refuse(ruleMovement, "stepping off the battlefield takes %d ft; %s has %d ft left", int(step)*grid.FeetPerCell, u.Name, u.Left(slotMove))
	}
	return nil
}

// doLeave: the step off the field draws the flee attacks of the foes beside u; if it still
// stands, it is gone.
func doLeave(b *combat.Battle, u *combat.Unit, a combat.Action) {
	b.Emit(combat.Spent{Unit: u.Name, Slot: slotMove, N: int(costsOf(u).Extra+1) * grid.FeetPerCell, For: "leave"})
	fleeAttacks(b, u, map[string]bool{})
	if !u.Active() {
		return
	}
	b.LeaveField(u)
	letGo(b, u, "left the battlefield")
}

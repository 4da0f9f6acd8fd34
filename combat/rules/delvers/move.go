package delvers

// Movement: paths, run, disengage and leave, cell by cell, with the attacks of opportunity
// they provoke (delvers-combat.md "Run", "Disengage"); charge.go and screen.go walk the same way.

import (
	"fmt"
	"slices"

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

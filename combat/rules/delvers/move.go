package delvers

// Movement: paths, run, disengage and leave, cell by cell, with the attacks of opportunity
// they provoke (delvers-combat.md "Run", "Disengage"); charge.go and screen.go walk the same way.

import (
	"fmt"

	"skirmish/combat"
	"skirmish/grid"
)

// planPath turns an action's path into steps for u within budget feet (combat.Battle.PlanPath):
// one square is "there by the cheapest way" (the grid's search); more squares are the exact
// steps, each checked by the grid's step rules. The end square must be free.
func planPath(b *combat.Battle, u *combat.Unit, path []grid.Pos, budget int, rule string) ([]grid.Pos, int, *combat.RuleError) {
	return b.PlanPath(u, path, combat.Path{Rule: rule, Ground: ruleGrid, Budget: budget})
}

// threateners are the armed enemies adjacent to u that it has not disengaged from: the ones
// that get a free attack if it flees (delvers-combat.md "Attack of Opportunity").
func threateners(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, e := range b.Units { // b.Enemies, without making their list
		if e.Side != u.Side && e.Active() && b.Map.Adjacent(e.Pos, u.Pos) && armed(e) && !disengagedFrom(u, e) {
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

// walk moves u along the squares one at a time (combat.Battle.Walk). When provoke is set, each
// foe that threatened u where it started gets its free attack at the first step that takes u
// out of its reach, and a foe's attack that drops u ends the move there (delvers-combat.md
// "Run": "if you start your movement adjacent ... as you flee"; docs/rulings.md); each step
// into a new square offers the foes holding their action an attack (heldAttacks). Every step
// is checked against the squares as they stand then; a move that stops, or ends, in a square
// another holds goes back to the last square it could stand on (combat.Battle.StandBack; the
// dead take up no square: a body stays where it fell). It returns whether u finished the move.
func walk(b *combat.Battle, u *combat.Unit, squares []grid.Pos, why string, provoke bool) bool {
	w := combat.Walk{Why: why, Back: "falls back where it could stand", Entered: func(int, grid.Pos) bool { return heldAttacks(b, u) }}
	if provoke {
		w.Leave = b.Leaving(u, threateners(b, u), func(e *combat.Unit) bool {
			opportunity(b, e, u, "flees")
			return u.Active()
		})
	}
	return b.Walk(u, squares, w)
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
	return b.OnExit(u, ruleMorale)
}

// doLeave lets threatening foes strike, then takes u off the battlefield.
func doLeave(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMove, "leave")
	if !provokeInPlace(b, u, "flees the battle") {
		return
	}
	b.LeaveField(u)
	letGo(b, u)
}

package d20lite

// Movement: move, withdraw, run, crawl, the 5-ft step, and the attacks of opportunity that
// leaving a threatened square draws (d20-sunday-stats-combat.txt "Actions", "Attacks of
// Opportunity", "Taking Actions").

import (
	"fmt"

	"skirmish/combat"
	"skirmish/grid"
)

// speed is u's speed in feet, in whole squares.
func speed(u *combat.Unit) int { return u.Sheet.Speed - u.Sheet.Speed%grid.FeetPerCell }

// threatens reports whether foe threatens square p: it is up and beside p with a melee
// weapon or natural attack in hand; bare hands threaten nothing, and neither does a
// creature held in a grapple (docs/rulings.md "Threatened squares").
func threatens(b *combat.Battle, foe *combat.Unit, p grid.Pos) bool {
	return b.Map.Adjacent(foe.Pos, p) && armed(foe)
}

// armed reports whether foe threatens the squares beside it: up, not in a grapple, a melee
// weapon or natural attack in hand.
func armed(foe *combat.Unit) bool {
	if !foe.Active() || foe.Is(Grappled) || foe.Is(Grappling) {
		return false
	}
	_, ok := aooWeapon(foe)
	return ok
}

// aooWeapon is the weapon foe makes attacks of opportunity with: its first ready weapon that
// strikes in melee, not bare hands.
func aooWeapon(foe *combat.Unit) (combat.Weapon, bool) {
	for w := range foe.Readied() {
		if w.InMelee() && w.Kind != combat.Unarmed && !broken(foe, w.Name) {
			return w, true
		}
	}
	return combat.Weapon{}, false
}

// mayAoO reports whether foe may make an attack of opportunity now: not flat-footed, not
// having made one this round (d20-sunday-stats-combat.txt "Attacks of Opportunity",
// "Initiative").
func mayAoO(foe *combat.Unit) bool { return !foe.Is(FlatFooted) && !foe.Is(Reacted) }

// opportunity offers foe its attack of opportunity on u and makes it if taken; it returns
// the damage it dealt (0 for none) and whether u is still up.
func opportunity(b *combat.Battle, foe, u *combat.Unit, why string) (int, bool) {
	w, ok := aooWeapon(foe)
	if !ok || !mayAoO(foe) || !u.Active() || !foe.Active() || !b.Map.Adjacent(foe.Pos, u.Pos) {
		return 0, u.Active()
	}
	a := combat.Action{Kind: combat.Opportunity, Unit: foe.Name, Target: u.Name, Weapon: w.Name}
	if _, ok := b.Ask(foe, combat.Prompt{Kind: combat.PromptLeave, Actor: u.Name, Target: foe.Name}, []combat.Action{a}); !ok {
		return 0, u.Active()
	}
	b.Emit(combat.ConditionAdded{Unit: foe.Name, Condition: combat.Condition{Name: Reacted, Ends: combat.EndOfRound, Owner: foe.Name}})
	b.Emit(combat.Note{Unit: foe.Name, Text: fmt.Sprintf("%s makes an attack of opportunity as %s %s", foe.Name, u.Name, why)})
	before := u.HP
	resolve(b, &strike{kind: combat.Opportunity, att: foe, def: u, w: weaponArms(w)})
	return max(0, before-u.HP), u.Active()
}

// provoke gives every foe that threatens u's square its attack of opportunity, in battle
// order, for a starred action; only, when not nil, is the one foe that gets it (an unarmed
// attack's target; a disarm's, grapple's or trip's). It returns the damage the attacks did
// and whether u is still up.
func provoke(b *combat.Battle, u *combat.Unit, why string, only *combat.Unit) (int, bool) {
	hurt := 0
	for _, e := range provokers(b, u, only) {
		d, up := opportunity(b, e, u, why)
		hurt += d
		if !up {
			return hurt, false
		}
	}
	return hurt, u.Active()
}

// provokers are the foes whose attacks of opportunity an action of u's draws (provoke).
func provokers(b *combat.Battle, u *combat.Unit, only *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, e := range b.Units {
		if e.Side != u.Side && threatens(b, e, u.Pos) && mayAoO(e) && (only == nil || e == only) {
			out = append(out, e)
		}
	}
	return out
}

// containsName reports whether names holds name.
func containsName(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

// canMove says whether u may move at all now: not held in a grapple, and not after its 5-ft
// step this round (d20-sunday-stats-combat.txt "Taking Actions"; docs/rulings.md).
func canMove(u *combat.Unit, rule string) *combat.RuleError {
	switch {
	case u.Is(Grappled) || u.Is(Grappling):
		return combat.Refuse(ruleGrapple, "%s is in a grapple and cannot move; break the hold first", u.Name)
	case u.Is(Stepped):
		return combat.Refuse(ruleStep, "%s took a 5-ft step this round: no other movement after it", u.Name)
	}
	return nil
}

// upright refuses a move that needs u on its feet.
func upright(u *combat.Unit, what string) *combat.RuleError {
	if u.Is(Prone) {
		return combat.Refuse(ruleCrawl, "%s is prone: it can crawl five feet, or stand up first, but not %s", u.Name, what)
	}
	return nil
}

// planPath turns an action's path (its end square alone) into u's steps there by the
// cheapest way within budget feet; a move names its end square only (docs/rulings.md
// "Paths").
func planPath(b *combat.Battle, u *combat.Unit, path []grid.Pos, budget int, rule string) ([]grid.Pos, *combat.RuleError) {
	if len(path) != 1 {
		return nil, combat.Refuse(rule, "name the one square %s moves to", u.Name)
	}
	steps, _, err := b.PlanPath(u, path, combat.Path{Rule: rule, Ground: rule, Budget: budget})
	return steps, err
}

// checkPath is planPath's check alone: it builds no route.
func checkPath(b *combat.Battle, u *combat.Unit, path []grid.Pos, budget int, rule string) *combat.RuleError {
	if len(path) != 1 {
		return combat.Refuse(rule, "name the one square %s moves to", u.Name)
	}
	return b.CheckPath(u, path, combat.Path{Rule: rule, Ground: rule, Budget: budget})
}

// checkMove: up to its speed, on its feet (d20-sunday-stats-combat.txt "Actions": "Move* (2)
// up to your speed").
func checkMove(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	return checkMoving(b, u, a, KindMove, ruleMove)
}

// checkMoving is the check of a moving kind: what it asks of u (moveGate), then its square.
func checkMoving(b *combat.Battle, u *combat.Unit, a combat.Action, kind, rule string) *combat.RuleError {
	budget, err := moveGate(u, kind)
	if err != nil {
		return err
	}
	return checkPath(b, u, a.Path, budget, rule)
}

// moveGate is what a moving kind asks of u whatever its square, and the feet it may go: the
// part of its check the lister makes once for every square (d20-sunday-stats-combat.txt
// "Actions", "Taking Actions").
func moveGate(u *combat.Unit, kind string) (int, *combat.RuleError) {
	switch kind {
	case KindMove:
		return speed(u), firstOf(canMove(u, ruleMove), upright(u, "move"))
	case KindWithdraw:
		return 2 * speed(u), firstOf(canMove(u, ruleWithdraw), upright(u, "withdraw"), notMoved(u, ruleWithdraw))
	case KindRun:
		return 4 * speed(u), firstOf(canMove(u, ruleRun), upright(u, "run"), notMoved(u, ruleRun))
	case KindCrawl:
		if !u.Is(Prone) {
			return 0, combat.Refuse(ruleCrawl, "%s is not prone: crawling is for the prone", u.Name)
		}
		return grid.FeetPerCell, canMove(u, ruleCrawl)
	}
	// the 5-ft step
	switch {
	case u.Is(Stepped):
		return 0, combat.Refuse(ruleStep, "%s has taken its 5-ft step this round", u.Name)
	case u.Is(Moved):
		return 0, combat.Refuse(ruleStep, "%s has already moved this round: the 5-ft step is only for one that has not otherwise moved", u.Name)
	}
	return grid.FeetPerCell, firstOf(canMove(u, ruleFiveFeet), upright(u, "take a 5-ft step"))
}

// doMove walks there, drawing attacks of opportunity for each threatened square it leaves.
func doMove(b *combat.Battle, u *combat.Unit, a combat.Action) {
	route, _ := planPath(b, u, a.Path, speed(u), ruleMove)
	spend(b, u, KindMove)
	walk(b, u, route, "moves", false)
}

// checkWithdraw: up to double its speed (d20-sunday-stats-combat.txt "Actions": Withdraw).
func checkWithdraw(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	return checkMoving(b, u, a, KindWithdraw, ruleWithdraw)
}

// doWithdraw walks there; leaving the starting square draws no attack.
func doWithdraw(b *combat.Battle, u *combat.Unit, a combat.Action) {
	route, _ := planPath(b, u, a.Path, 2*speed(u), ruleWithdraw)
	spend(b, u, KindWithdraw)
	walk(b, u, route, "withdraws", true)
}

// checkRun: up to four times its speed (d20-sunday-stats-combat.txt "Actions": Run).
func checkRun(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	return checkMoving(b, u, a, KindRun, ruleRun)
}

// doRun walks there and loses its Dex bonus to AC until its next turn.
func doRun(b *combat.Battle, u *combat.Unit, a combat.Action) {
	route, _ := planPath(b, u, a.Path, 4*speed(u), ruleRun)
	spend(b, u, KindRun)
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Running, Ends: combat.StartOfTurn, Owner: u.Name}})
	walk(b, u, route, "runs", false)
}

// notMoved refuses a whole-round move after movement this round: the 5-ft step forbids
// any other, and a full-round action is the whole round (docs/rulings.md "Paths").
func notMoved(u *combat.Unit, rule string) *combat.RuleError {
	if u.Is(Moved) {
		return combat.Refuse(rule, "%s has already moved this round", u.Name)
	}
	return nil
}

// checkCrawl: five feet, while prone (d20-sunday-stats-combat.txt "Actions": Crawl).
func checkCrawl(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	return checkMoving(b, u, a, KindCrawl, ruleCrawl)
}

// doCrawl crawls one square, drawing attacks as a move does.
func doCrawl(b *combat.Battle, u *combat.Unit, a combat.Action) {
	route, _ := planPath(b, u, a.Path, grid.FeetPerCell, ruleCrawl)
	spend(b, u, KindCrawl)
	walk(b, u, route, "crawls", false)
}

// checkStep: five feet, for 0 points, if u has not otherwise moved this round; not into
// difficult ground, nor while prone (d20-sunday-stats-combat.txt "Taking Actions",
// "Actions": Move five feet; docs/rulings.md "The 5-ft step").
func checkStep(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	return checkMoving(b, u, a, KindStep, ruleFiveFeet)
}

// doStep steps, drawing no attacks, and marks the step: five feet into a square the check
// found free, setting off readied attacks.
func doStep(b *combat.Battle, u *combat.Unit, a combat.Action) {
	route, _ := planPath(b, u, a.Path, grid.FeetPerCell, ruleFiveFeet)
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Stepped, Ends: combat.EndOfTurn, Owner: u.Name}})
	b.Walk(u, route, combat.Walk{Why: "5-ft step", Back: fallsBack,
		Cost:    func(int, grid.Pos) (int, bool) { return grid.FeetPerCell, true },
		Entered: func(int, grid.Pos) bool { return springReadied(b, u) }})
}

// fallsBack is why a move stopped in a square another holds (an ally's, passed through) goes
// back to the last square of its way it may stand on (docs/rulings.md "Paths").
const fallsBack = "falls back to a square it may stand on"

// walk moves u along route a square at a time (combat.Battle.Walk). Leaving a square a foe
// threatens draws its attack of opportunity (not the first square when free: a withdraw); an
// attack that drops u ends the move. A way blocked since it was planned, or an end square
// taken, stops it where it is. Each step sets off readied attacks waiting for u. It marks u
// as moved this round.
func walk(b *combat.Battle, u *combat.Unit, route []grid.Pos, why string, free bool) {
	if !u.Is(Moved) {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Moved, Ends: combat.EndOfTurn, Owner: u.Name}})
	}
	b.Walk(u, route, combat.Walk{Why: why, Back: fallsBack,
		Leave: func(i int, _ grid.Pos) bool {
			if i == 0 && free {
				return true
			}
			for _, e := range b.Units {
				if e.Side != u.Side && threatens(b, e, u.Pos) {
					if _, up := opportunity(b, e, u, "leaves a square it threatens"); !up {
						return false
					}
				}
			}
			return true
		},
		Cost: func(i int, to grid.Pos) (int, bool) {
			c, ok := b.Map.StepCost(b.Mover(u), b.Occupants(), u.Pos, to)
			if !ok || (i == len(route)-1 && !b.Alone(u, to)) {
				b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s's way to %v is blocked: it stops at %v", u.Name, to, u.Pos)})
				return 0, false
			}
			return c, true
		},
		Entered: func(int, grid.Pos) bool { return springReadied(b, u) }})
}

// chargeSquares are the squares beside a charge's target (the lister tries each).
func chargeSquares(ls *lister, a combat.Action) []grid.Pos {
	ls.squares = ls.squares[:0]
	t := ls.B.Unit(a.Target)
	if t == nil {
		return nil
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if p := (grid.Pos{X: t.Pos.X + dx, Y: t.Pos.Y + dy}); p != t.Pos && ls.B.Map.In(p) {
				ls.squares = append(ls.squares, p)
			}
		}
	}
	return ls.squares
}

// firstOf is the first refusal of errs, or nil.
func firstOf(errs ...*combat.RuleError) *combat.RuleError {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// checkLeave: standing on one of its side's exits, not held (combat/morale.go: a broken unit
// leaves the field; docs/rulings.md "d20 leaving the battle").
func checkLeave(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := canMove(u, ruleLeave); err != nil {
		return err
	}
	return b.OnExit(u, ruleLeave)
}

// doLeave: leaving its square draws the attacks of the foes threatening it, then it is gone.
func doLeave(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindLeave)
	for _, e := range b.Units {
		if e.Side != u.Side && threatens(b, e, u.Pos) {
			if _, up := opportunity(b, e, u, "leaves the battle"); !up {
				return
			}
		}
	}
	b.LeaveField(u)
}

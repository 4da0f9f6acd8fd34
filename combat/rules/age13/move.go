package age13

// Movement and engagement: moving, opportunity attacks, intercepting, disengaging and leaving the battle.

import (
	"fmt"
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// speed is how far one move action takes u, in feet, whole squares: its sheet's speed
// ("nearby": reachable with a single move action; docs/rulings.md).
func speed(u *combat.Unit) int { return u.Sheet.Speed - u.Sheet.Speed%grid.FeetPerCell }

// notStuck refuses movement to a stuck creature (13th-age-combat-rules.txt "Conditions": Stuck).
func notStuck(u *combat.Unit) *combat.RuleError {
	if u.Is(Stuck) {
		return combat.Refuse(ruleStuck, "%s is stuck and cannot move or disengage", u.Name)
	}
	return nil
}

// notHeld refuses moving to a grabbed creature that has not popped free of its grabber: it
// "can't move away unless you teleport, somehow pop free first, or successfully disengage"
// (13th-age-combat-rules.txt "Grabbed").
func notHeld(b *combat.Battle, u *combat.Unit) *combat.RuleError {
	if g := grabber(b, u); g != nil && !poppedFree(u, g) {
		return combat.Refuse(ruleGrabbed, "%s is grabbed by %s and cannot move away; disengage first (−5 unless it hit %s this turn)", u.Name, g.Name, g.Name)
	}
	return nil
}

// planPath turns an action's path into steps for u within budget feet
// (combat.Battle.PlanPath): one square is "there by the cheapest way"; more are the exact
// steps. The end square must be free.
func planPath(b *combat.Battle, u *combat.Unit, path []grid.Pos, budget int) ([]grid.Pos, *combat.RuleError) {
	steps, _, err := b.PlanPath(u, path, combat.Path{Rule: ruleMovement, Ground: ruleMovement, Budget: budget})
	return steps, err
}

// checkMove: a move action spent moving up to the creature's speed; not while stuck, nor while
// grabbed unless it has popped free of the grabber (13th-age-combat-rules.txt "Grabbed").
func checkMove(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := notStuck(u); err != nil {
		return err
	}
	if err := notHeld(b, u); err != nil {
		return err
	}
	_, err := planPath(b, u, a.Path, speed(u))
	return err
}

// doMove moves u, drawing the opportunity attacks of the foes it leaves and offering
// intercepts to the free foes it passes.
func doMove(b *combat.Battle, u *combat.Unit, a combat.Action) {
	path, _ := planPath(b, u, a.Path, speed(u))
	spend(b, u, costMove, "move")
	walk(b, u, path, "move")
}

// poppedFree reports whether u is free of e's opportunity attacks this turn.
func poppedFree(u, e *combat.Unit) bool {
	for _, c := range u.ConditionsNamed(PoppedFree) {
		if c.Source == e.Name {
			return true
		}
	}
	return false
}

// basicMelee is the attack u makes an opportunity attack with: its first basic melee
// attack, else its first melee attack that is neither limited nor flexible (a hero's unarmed
// attack comes last) (13th-age-combat-rules.txt "Disengaging": "You can only use a basic
// melee attack"; "Flexible Attacks": not "when you make an opportunity attack";
// docs/rulings.md).
func basicMelee(u *combat.Unit) (power, bool) {
	var first power
	found := false
	for p := range attacks(u) {
		if !meleeCapable(p) || p.limited || p.flex != nil {
			continue
		}
		if p.basic {
			return p, true
		}
		if !found {
			first, found = p, true
		}
	}
	return first, found
}

// opportunity offers foe its opportunity attack on u, a free basic melee attack during u's
// turn, and makes it if taken. It reports whether u is still up.
func opportunity(b *combat.Battle, foe, u *combat.Unit, why string) bool {
	p, ok := basicMelee(foe)
	if !ok || !canOpportunity(b, foe) || !u.Active() || !b.Map.Adjacent(foe.Pos, u.Pos) {
		return u.Active()
	}
	a := combat.Action{Kind: combat.Opportunity, Unit: foe.Name, Target: u.Name, Weapon: p.Name}
	if _, ok := b.Ask(foe, combat.Prompt{Kind: combat.PromptLeave, Actor: u.Name, Target: foe.Name}, []combat.Action{a}); !ok {
		return u.Active()
	}
	b.Emit(combat.Note{Unit: foe.Name, Text: fmt.Sprintf("%s makes an opportunity attack as %s %s", foe.Name, u.Name, why)})
	resolve(b, newStrike(b, combat.Opportunity, foe, u, p))
	return u.Active()
}

// provokeShot lets the foes engaged with u make their opportunity attacks before its ranged
// attack or spell (shotProvokers). It reports whether u is still up to attack.
func provokeShot(b *combat.Battle, u *combat.Unit, targets []*combat.Unit, p power) bool {
	why := "shoots"
	if p.Kind == combat.Spell {
		why = "casts a spell"
	}
	for _, e := range shotProvokers(b, u, targets, p) {
		if !opportunity(b, e, u, why) {
			return false
		}
	}
	return true
}

// shotProvokers are the foes engaged with u that a ranged attack or spell gives opportunity
// attacks: for a weapon attack in edition 1 all but its targets ("from enemies engaged with
// you that you don't target"), in edition 2 all of them ("Your ranged attacks draw
// opportunity attacks from enemies engaged with you", the sheet dropping edition 1's
// exception); all of them for a spell that is not close-quarters, in both; none for a
// close-quarters spell (13th-age-combat-rules.txt "Ranged Attacks", "Spell Attacks";
// 13th-age-2e-reference-sheet.txt "Engagement Chart").
func shotProvokers(b *combat.Battle, u *combat.Unit, targets []*combat.Unit, p power) []*combat.Unit {
	if p.closeQuarters {
		return nil
	}
	spareTargets := p.Kind != combat.Spell && edition(b) == 1
	var out []*combat.Unit
	for _, e := range engaged(b, u) {
		if !spareTargets || !slices.Contains(targets, e) {
			out = append(out, e)
		}
	}
	return out
}

// shoots reports whether an attack of the kind with p draws opportunity attacks as a shot or
// a spell does (doAttack).
func shoots(kind string, p power) bool {
	return p.Ranged() && kind == KindRanged || p.Kind == combat.Spell
}

// mayOpportunity reports whether foe could make an opportunity attack (opportunity): it has
// a basic melee attack and may make one.
func mayOpportunity(b *combat.Battle, foe *combat.Unit) bool {
	_, ok := basicMelee(foe)
	return ok && canOpportunity(b, foe)
}

// walk moves u along the squares one at a time (combat.Battle.Walk), carrying the creature it
// grabs. Each foe u was engaged with at the start (and has not popped free of) gets its
// opportunity attack at the first step out of its reach; an attack that drops u ends the
// move. A free foe that u comes next to while moving on past may intercept it: u stops there
// (docs/rulings.md). Every step is checked against the squares as they stand then, for
// reactions (readied moves, one setting off another) may fill a square ahead; a move that
// stops, or ends, in a square another holds goes back to the last square it could stand on
// (combat.Battle.StandBack; the dead take up no square). It reports whether u finished.
func walk(b *combat.Battle, u *combat.Unit, squares []grid.Pos, why string) bool {
	carried := letGoToMove(b, u)
	threat := foesToDisengage(b, u)
	start := engaged(b, u)
	offered := map[string]bool{}
	return b.Walk(u, squares, combat.Walk{Why: why, Back: "stops where it could stand",
		Leave: b.Leaving(u, threat, func(e *combat.Unit) bool { return opportunity(b, e, u, "moves away") }),
		Entered: func(i int, from grid.Pos) bool {
			carry(b, u, carried, from)
			return springReadied(b, u) && !(i < len(squares)-1 && intercepted(b, u, start, offered))
		}})
}

// intercepted offers each free foe that u has just come next to, and was not engaged with at
// the start of its move, the chance to intercept it as it moves on past: a free action in
// edition 1, the interrupt action in edition 2 (13th-age-combat-rules.txt "Intercepting";
// 13th-age-2e-reference-sheet.txt "Intercepting"). It reports whether u was stopped.
func intercepted(b *combat.Battle, u *combat.Unit, start []*combat.Unit, offered map[string]bool) bool {
	for _, e := range b.Enemies(u) {
		if offered[e.Name] || slices.Contains(start, e) || !b.Map.Adjacent(e.Pos, u.Pos) || !canReact(b, e) {
			continue
		}
		if others := slices.DeleteFunc(engaged(b, e), func(v *combat.Unit) bool { return v == u }); len(others) > 0 {
			continue // an engaged creature cannot intercept
		}
		if edition(b) == 2 && e.Left(SlotInterrupt) < 1 {
			continue
		}
		offered[e.Name] = true
		a := combat.Action{Kind: KindIntercept, Unit: e.Name, Target: u.Name}
		if _, ok := b.Ask(e, combat.Prompt{Kind: combat.PromptMoved, Actor: u.Name, Target: e.Name}, []combat.Action{a}); !ok {
			continue
		}
		if edition(b) == 2 {
			b.Emit(combat.Spent{Unit: e.Name, Slot: SlotInterrupt, N: 1, For: "intercept " + u.Name})
		}
		b.Emit(combat.Note{Unit: e.Name, Text: fmt.Sprintf("%s intercepts %s, who stops there, engaged", e.Name, u.Name)})
		return true
	}
	return false
}

// checkDisengage: a move action, only while engaged, and not while stuck; the path, if
// given, is the move a success allows (13th-age-combat-rules.txt "Disengaging").
func checkDisengage(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := notStuck(u); err != nil {
		return err
	}
	if len(foesToDisengage(b, u)) == 0 {
		return combat.Refuse(ruleDisengage, "%s is not engaged with a foe it has not popped free of", u.Name)
	}
	if len(a.Path) > 0 {
		_, err := planPath(b, u, a.Path, speed(u))
		return err
	}
	return nil
}

// foesToDisengage are the foes engaged with u that it has not popped free of.
func foesToDisengage(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	return slices.DeleteFunc(engaged(b, u), func(e *combat.Unit) bool { return poppedFree(u, e) })
}

// DisengageCheck is the disengage check's terms for a number of foes: the d20, −1 for each
// foe beyond the first; it succeeds at 11+ (13th-age-combat-rules.txt "Disengaging"). A
// grabbed creature takes −5 more unless it hit its grabber this turn ("Grabbed").
func DisengageCheck(d20, foes int) []combat.Term {
	return []combat.Term{{Label: "d20", Value: d20}, {Label: "foes beyond the first", Value: -max(foes-1, 0)}}
}

// doDisengage rolls the disengage check. On a success u pops free of every foe engaged with
// it for the rest of the turn and moves along the path, if any; on a failure it stays, and
// the move action is gone. Either way no opportunity attacks.
func doDisengage(b *combat.Battle, u *combat.Unit, a combat.Action) {
	foes := foesToDisengage(b, u)
	spend(b, u, costMove, "disengage")
	ts := DisengageCheck(d20(b, u, "disengage check"), len(foes))
	if n := grabPenalty(b, u); n != 0 {
		ts = append(ts, combat.Term{Label: "grabbed", Value: n})
	}
	ts = append(ts, assistTerm(u)...)
	useAssist(b, u, "a check")
	total := combat.Sum(ts)
	ok := total >= 11
	b.Emit(combat.Checked{Unit: u.Name, Skill: "disengage", Why: fmt.Sprintf("disengage from %d foe(s)", len(foes)), Terms: ts, Total: total, Against: 11, Success: ok,
		Text: fmt.Sprintf("disengage: %s vs 11+: %s", combat.FormatTerms(ts), success(ok))})
	if !ok {
		return
	}
	for _, e := range foes {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: PoppedFree, Source: e.Name, Ends: combat.EndOfTurn, Owner: u.Name}})
	}
	if len(a.Path) > 0 {
		path, _ := planPath(b, u, a.Path, speed(u))
		walk(b, u, path, "disengage")
	}
}

// checkLeave: leaving the battle is a move action from an exit square (docs/rulings.md: the
// shared morale's retreat); like any move away, it draws engaged foes' opportunity attacks.
func checkLeave(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := notStuck(u); err != nil {
		return err
	}
	if err := notHeld(b, u); err != nil {
		return err
	}
	return b.OnExit(u, ruleFlee)
}

// doLeave lets the engaged foes strike, then takes u off the battlefield.
func doLeave(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMove, "leave")
	for _, e := range engaged(b, u) {
		if !poppedFree(u, e) && !opportunity(b, e, u, "leaves the battle") {
			return
		}
	}
	b.LeaveField(u)
}

package delvers

// The listing of moves: a move to each square, screening from beside an ally, dragging a
// grappled foe and charging, with the free attacks each path draws.

import (
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// provoked names the foes whose free attacks a move along route draws (walk): each that
// threatened u where it started, at the first square of the route out of its reach, in
// the order they come; with inPlace, every one (provokeInPlace).
func (ls *lister) provoked(route []grid.Pos, inPlace bool) []string {
	threat := ls.Threats()
	if len(threat) == 0 {
		return nil
	}
	ls.names = ls.names[:0]
	if inPlace {
		for _, e := range threat {
			ls.names = append(ls.names, e.Name)
		}
		return ls.L.KeepNames(ls.names...)
	}
	// each foe's attack comes at the first square out of its reach; in that order
	var at [8]int
	n := 0
	for _, e := range threat {
		for i, p := range route {
			if !ls.B.Map.Adjacent(e.Pos, p) {
				j := n
				for j > 0 && at[j-1] > i {
					j--
				}
				if n < len(at) {
					copy(at[j+1:n+1], at[j:n])
					at[j] = i
					ls.names = slices.Insert(ls.names, j, e.Name)
					n++
				}
				break
			}
		}
	}
	return ls.L.KeepNames(ls.names...)
}

// Provoked names the foes a move along route draws (combat.Provoker).
func (ls *lister) Provoked(route []grid.Pos) []string { return ls.provoked(route, false) }

// listRun lists a move to every square u can reach, with its cost and the free attacks its
// path draws.
func listRun(ls *lister, k *kind) *combat.RuleError {
	u := ls.U
	if err := notHeld(u); err != nil {
		return err
	}
	spend, cost := k.Spend, ""
	if ls.secondMove() {
		spend, cost = combat.SpendAction, "main as a second move"
	}
	ls.L.AddMoves(&k.ActionKind, u, ls.B.Reach(u, moveBudget(u)), spend, cost, ls)
	return combat.Refuse(ruleRun, "%s has nowhere to move", u.Name)
}

// listScreen lists screening each ally: from where u stands when it is beside it, and from
// each square beside it that u can move to.
func listScreen(ls *lister, k *kind) *combat.RuleError {
	u := ls.U
	var first *combat.RuleError
	var r *grid.Reach
	if notHeld(u) == nil && !ls.Defaults {
		r = ls.B.Reach(u, moveBudget(u))
	}
	for _, v := range ls.candidates(k.Aim) {
		a := combat.Action{Kind: k.Kind, Unit: u.Name, Target: v.Name}
		if _, err := screenWard(ls.B, u, a); err != nil {
			first = combat.FirstRefusal(first, err)
			continue
		}
		if ls.B.Map.Adjacent(u.Pos, v.Pos) {
			ls.add(k, a, true)
		}
		if r == nil {
			continue
		}
		for _, p := range around(ls.B.Map, v.Pos) {
			// a move there is one planPath allows: reached, and free to end on
			if p == u.Pos || !r.CanEnd(p) {
				continue
			}
			a.Path = ls.L.Path(p)
			x := ls.add(k, a, false)
			x.Feet, _ = r.Cost(p)
			x.Provokes = ls.L.ProvokedAt(ls, r, p)
		}
	}
	if first == nil {
		first = combat.Refuse(ruleScreen, "no ally %s can reach to screen", u.Name)
	}
	return first
}

// listDrag lists moving the grappled foe: dragging it along each path of one or two of u's
// steps, and throwing it into each square beside it.
func listDrag(ls *lister, k *kind) *combat.RuleError {
	u := ls.U
	t := grappled(ls.B, u)
	if t == nil {
		return combat.Refuse(ruleGrapple, "%s is not grappling anyone", u.Name)
	}
	var first *combat.RuleError
	try := func(a combat.Action) {
		if _, err := ls.try(k, a, false); err != nil {
			first = combat.FirstRefusal(first, err)
		}
	}
	for _, p := range around(ls.B.Map, u.Pos) {
		try(combat.Action{Kind: k.Kind, Unit: u.Name, Choice: "drag", Path: ls.L.Path(p)})
		for _, q := range around(ls.B.Map, p) {
			if q != u.Pos {
				try(combat.Action{Kind: k.Kind, Unit: u.Name, Choice: "drag", Path: ls.L.Path(p, q)})
			}
		}
	}
	for _, p := range around(ls.B.Map, t.Pos) {
		try(combat.Action{Kind: k.Kind, Unit: u.Name, Choice: "throw", Path: ls.L.Path(p)})
	}
	return first
}

// listCharge lists a charge at each foe with each weapon that can make it: a melee weapon
// ending on each square beside the foe that a straight line reaches; a thrown one as well at
// the nearest square it reaches the foe from, at long range and in normal range
// (chargeThrowEnds). The charge the ruleset makes by default, with its first weapon to the
// nearest end, comes first. Each is previewed from its end square.
func listCharge(ls *lister, k *kind) *combat.RuleError {
	b, u := ls.B, ls.U
	if err := notHeld(u); err != nil {
		return err
	}
	if u.Is(Prone) {
		return combat.Refuse(ruleCharge, "%s is prone; stand up first", u.Name)
	}
	var ws []combat.Weapon
	for w := range u.Readied() {
		if w.InMelee() && !slices.ContainsFunc(ws, func(o combat.Weapon) bool { return o.Name == w.Name }) {
			ws = append(ws, w)
		}
	}
	if len(ws) == 0 {
		_, err := chargeWeapon(u, combat.Action{})
		return err
	}
	if ls.lines == nil {
		ls.lines = newChargeLines(b, u)
	}
	var first *combat.RuleError
	far := 2 * u.Sheet.Speed
	for _, t := range ls.foes() {
		for i, w := range ws {
			if ls.Defaults && i > 0 {
				break
			}
			if b.Feet(u.Pos, t.Pos) > far+max(grid.FeetPerCell, reachOf(w)) {
				continue
			}
			// The default end is checked in full; what the check asks of a charge that does
			// not depend on its end holds for the other ends too, and chargeEndOK and
			// chargeThrowEnds have found the line open and the weapon reaching from each.
			def, ok := ls.chargeEnd(t, w)
			if !ok {
				if first == nil {
					_, first = chargeDest(b, u, t, w, combat.Action{}, ls.lines)
				}
				continue
			}
			a := combat.Action{Kind: k.Kind, Unit: u.Name, Target: t.Name, Weapon: w.Name, Path: ls.L.Path(def)}
			x, err := ls.try(k, a, i == 0)
			if err != nil {
				first = combat.FirstRefusal(first, err)
				continue
			}
			ls.chargePreview(x)
			if ls.Defaults {
				continue
			}
			ends := endsBeside(b, u, t, w, ls.lines)
			if w.Kind == combat.Thrown {
				ends = append(ends, chargeThrowEnds(b, u, t, w, ls.lines)...)
			}
			for _, p := range ends {
				if p != def {
					a.Path = ls.L.Path(p)
					ls.chargePreview(ls.add(k, a, false))
				}
			}
		}
	}
	if first == nil {
		first = combat.Refuse(ruleCharge, "no foe is within a charge of %s", u.Name)
	}
	return first
}

// chargeEnd is where a charge at t with w ends when no square is given (chargeDest), found
// without saying why there is none.
func (ls *lister) chargeEnd(t *combat.Unit, w combat.Weapon) (grid.Pos, bool) {
	if w.Kind == combat.Thrown {
		p, err := nearestThrownEnd(ls.B, ls.U, t, w, ls.lines, w.LongRange)
		return p, err == nil
	}
	ls.ends = chargeEndsInto(ls.ends[:0], ls.B, ls.U, t, w, ls.lines)
	if len(ls.ends) == 0 {
		return grid.Pos{}, false
	}
	p, _ := nearestEnd(ls.B, ls.U, t, ls.ends)
	return p, true
}

// chargePreview fills a charge's preview from its end square, with the feet of its line and
// the free attacks the line draws.
func (ls *lister) chargePreview(x *combat.Legal) {
	ls.preview(x)
	line, feet, _ := straight(ls.B, ls.U, x.Action.Path[0], &ls.route)
	x.Feet = feet
	x.Provokes = ls.provoked(line, false)
}

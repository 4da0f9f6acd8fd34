package realms

// The listing: every legal complete action of a unit now (combat.Ruleset.List), each checked by
// the code that checks the action, with the feet it costs, the flee attacks it draws and the
// attacks' previews (the chance of each number of body points); for each kind with none, the
// rule that says why.

import (
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// lister is one listing being made.
type lister struct {
	// pool and odds are an attack's preview, worked out afresh for each (preview)
	pool pool
	odds []float64
	combat.Listed
	names []string
	route []grid.Pos
	cells []grid.Pos
	// fleers are the foes that could take a flee attack on the unit listed, wherever it
	// steps from (fleers), found once for all its moves
	fleers []*combat.Unit
}

// listPlain lists the kind's one form, aimed at nothing.
func listPlain(ls *lister, k *kind) *combat.RuleError {
	_, err := combat.Try(ls, k, combat.Action{Kind: k.Kind, Unit: ls.U.Name}, true)
	return err
}

// foes are u's enemies still fighting.
func (ls *lister) foes() []*combat.Unit { return ls.B.Enemies(ls.U) }

// weaponNames are the names of u's ready weapons, each once.
func (ls *lister) weaponNames() []string {
	ls.names = ls.names[:0]
	for w := range ls.U.Readied() {
		if !slices.ContainsFunc(ls.names, func(n string) bool { return strings.EqualFold(n, w.Name) }) {
			ls.names = append(ls.names, w.Name)
		}
	}
	return ls.names
}

// listAttack lists an attack of the kind at each foe with each ready weapon that can make it,
// the weapon the ruleset picks first, each with its preview.
func listAttack(ls *lister, k *kind) *combat.RuleError {
	var last *combat.RuleError
	names := ls.weaponNames()
	for _, t := range ls.foes() {
		def := attackWeapon(ls.B, ls.U, combat.Action{Kind: k.Kind, Target: t.Name}).Name
		for i := -1; i < len(names); i++ { // the default weapon (-1), then the others
			w := def
			if i >= 0 {
				w = names[i]
			}
			if w == "" || i >= 0 && strings.EqualFold(w, def) {
				continue
			}
			if ls.Defaults && i >= 0 {
				break
			}
			a := combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name, Weapon: w}
			x, err := combat.Try(ls, k, a, i < 0)
			if err != nil {
				last = err
				continue
			}
			ls.preview(x)
		}
	}
	return last
}

// preview fills an attack's preview from its pool: the chance of each number of body points,
// the cover, the modifiers of every die and the defence.
func (ls *lister) preview(x *combat.Legal) {
	s := strikeOf(ls.B, ls.U, x.Action)
	plan(ls.B, &s, &ls.pool)
	pv := ls.L.Previewed(x)
	pv.Estimate, ls.odds = estimate(ls.B, &s, &ls.pool, ls.odds[:0])
	pv.Odds = ls.L.KeepOdds(ls.odds)
	pv.Foes, pv.Cover = 1, ls.pool.cover
	pv.Terms = ls.L.KeepTerms(ls.pool.mods)
	pv.Defense = ls.L.KeepTerms(ls.pool.defense)
}

// listAimed lists the kind at each foe.
func listAimed(ls *lister, k *kind) *combat.RuleError {
	var last *combat.RuleError
	for _, t := range ls.foes() {
		if _, err := combat.Try(ls, k, combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name}, true); err != nil {
			last = err
		}
	}
	return last
}

// listShove lists a trip at each foe, and a shove into each hex it may be pushed into (the
// first the default).
func listShove(ls *lister, k *kind) *combat.RuleError {
	var last *combat.RuleError
	for _, t := range ls.foes() {
		if _, err := combat.Try(ls, k, combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name, Choice: ChoiceTrip}, true); err != nil {
			last = err
		}
		if err := checkShove(ls.B, ls.U, combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name, Choice: ChoicePush}); err != nil {
			last = err
			continue
		}
		ls.cells = pushCells(ls.B, ls.U, t, ls.cells[:0])
		for i, p := range ls.cells {
			if ls.Defaults && i > 0 {
				break
			}
			ls.L.Add(combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name, Choice: ChoicePush, Path: ls.L.Path(p)}, k.Meaning, k.Spend, i == 0)
		}
	}
	return last
}

// listReady lists each trigger with each ready weapon that fits it.
func listReady(ls *lister, k *kind) *combat.RuleError {
	var last *combat.RuleError
	for _, c := range k.Choices {
		def := weaponFor(ls.U, combat.Action{Kind: readyKind(c.Name)}).Name
		for _, w := range ls.weaponNames() {
			isDef := strings.EqualFold(w, def)
			if ls.Defaults && !isDef {
				continue
			}
			if _, err := combat.Try(ls, k, combat.Action{Kind: k.Kind, Unit: ls.U.Name, Weapon: w, Choice: c.Name}, isDef); err != nil {
				last = err
			}
		}
	}
	return last
}

// listMove lists a move to every hex u can end in with the movement it has left, by the
// cheapest way, with its cost and the foes whose flee attacks its way draws.
func listMove(ls *lister, k *kind) *combat.RuleError {
	b, u := ls.B, ls.U
	if err := movable(b, u); err != nil {
		return err
	}
	r := b.ReachBy(u, budgetOf(b, u), costsOf(u))
	ls.cells = r.AppendSquares(ls.cells[:0])
	ls.fleers = fleers(b, u, ls.fleers[:0])
	for _, p := range ls.cells {
		if p == u.Pos {
			continue
		}
		ls.route = r.AppendRoute(ls.route[:0], p)
		if fearful(b, u, ls.route) != nil {
			continue
		}
		cost, _ := r.Cost(p)
		x := ls.L.Add(combat.Action{Kind: k.Kind, Unit: u.Name, Path: ls.L.Path(p)}, k.Meaning, k.Spend, false)
		x.Feet = feetSpent(b, u, cost)
		x.Provokes = ls.provoked(ls.route)
	}
	return combat.Refuse(ruleMovement, "%s has no movement left to go anywhere (%d ft)", u.Name, u.Left(slotMove))
}

// provoked names the foes whose flee attacks a move along route draws, in the order they
// come: those next to each hex it steps out of.
func (ls *lister) provoked(route []grid.Pos) []string {
	ls.names = ls.names[:0]
	at := ls.U.Pos
	for _, p := range route {
		for _, e := range ls.fleers { // fleeThreats: those of them next to at
			if ls.B.Map.Adjacent(e.Pos, at) && !slices.Contains(ls.names, e.Name) {
				ls.names = append(ls.names, e.Name)
			}
		}
		at = p
	}
	return ls.L.KeepNames(ls.names...)
}

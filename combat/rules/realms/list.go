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
	b        *combat.Battle
	u        *combat.Unit
	l        *combat.Listing
	defaults bool
	names    []string
	route    []grid.Pos
	cells    []grid.Pos
	threat   []*combat.Unit
	pool     pool
	odds     []float64
}

// Start readies a pooled lister to list u's actions into dst (combat.Lister).
func (ls *lister) Start(b *combat.Battle, u *combat.Unit, dst *combat.Listing) {
	ls.b, ls.u, ls.l = b, u, dst
}

// Defaults says whether the kind listed next lists its default forms only (combat.Lister).
func (ls *lister) Defaults(only bool) { ls.defaults = only }

// Done lets go of the battle (combat.Lister).
func (ls *lister) Done() { ls.b, ls.u, ls.l = nil, nil, nil }

// try checks a with its kind's own check and adds it when legal; it returns the refusal
// otherwise.
func (ls *lister) try(k *kind, a combat.Action, def bool) (*combat.Legal, *combat.RuleError) {
	return combat.Try(ls.b, ls.u, ls.l, k, a, def)
}

// listPlain lists the kind's one form, aimed at nothing.
func listPlain(ls *lister, k *kind) *combat.RuleError {
	_, err := ls.try(k, combat.Action{Kind: k.Kind, Unit: ls.u.Name}, true)
	return err
}

// foes are u's enemies still fighting.
func (ls *lister) foes() []*combat.Unit { return ls.b.Enemies(ls.u) }

// weaponNames are the names of u's ready weapons, each once.
func (ls *lister) weaponNames() []string {
	ls.names = ls.names[:0]
	for w := range ls.u.Readied() {
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
		def := attackWeapon(ls.b, ls.u, combat.Action{Kind: k.Kind, Target: t.Name}).Name
		for i := -1; i < len(names); i++ { // the default weapon (-1), then the others
			w := def
			if i >= 0 {
				w = names[i]
			}
			if w == "" || i >= 0 && strings.EqualFold(w, def) {
				continue
			}
			if ls.defaults && i >= 0 {
				break
			}
			a := combat.Action{Kind: k.Kind, Unit: ls.u.Name, Target: t.Name, Weapon: w}
			x, err := ls.try(k, a, i < 0)
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
	s := strikeOf(ls.b, ls.u, x.Action)
	plan(ls.b, &s, &ls.pool)
	pv := ls.l.Previewed(x)
	pv.Estimate, ls.odds = estimate(ls.b, &s, &ls.pool, ls.odds[:0])
	pv.Odds = ls.l.KeepOdds(ls.odds)
	pv.Foes, pv.Cover = 1, ls.pool.cover
	pv.Terms = ls.l.KeepTerms(ls.pool.mods)
	pv.Defense = ls.l.KeepTerms(ls.pool.defense)
}

// listAimed lists the kind at each foe.
func listAimed(ls *lister, k *kind) *combat.RuleError {
	var last *combat.RuleError
	for _, t := range ls.foes() {
		if _, err := ls.try(k, combat.Action{Kind: k.Kind, Unit: ls.u.Name, Target: t.Name}, true); err != nil {
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
		if _, err := ls.try(k, combat.Action{Kind: k.Kind, Unit: ls.u.Name, Target: t.Name, Choice: ChoiceTrip}, true); err != nil {
			last = err
		}
		if err := checkShove(ls.b, ls.u, combat.Action{Kind: k.Kind, Unit: ls.u.Name, Target: t.Name, Choice: ChoicePush}); err != nil {
			last = err
			continue
		}
		ls.cells = pushCells(ls.b, ls.u, t, ls.cells[:0])
		for i, p := range ls.cells {
			if ls.defaults && i > 0 {
				break
			}
			ls.l.Add(combat.Action{Kind: k.Kind, Unit: ls.u.Name, Target: t.Name, Choice: ChoicePush, Path: ls.l.Path(p)}, k.Meaning, k.Spend, i == 0)
		}
	}
	return last
}

// listReady lists each trigger with each ready weapon that fits it.
func listReady(ls *lister, k *kind) *combat.RuleError {
	var last *combat.RuleError
	for _, c := range k.Choices {
		def := weaponFor(ls.u, combat.Action{Kind: readyKind(c.Name)}).Name
		for _, w := range ls.weaponNames() {
			isDef := strings.EqualFold(w, def)
			if ls.defaults && !isDef {
				continue
			}
			if _, err := ls.try(k, combat.Action{Kind: k.Kind, Unit: ls.u.Name, Weapon: w, Choice: c.Name}, isDef); err != nil {
				last = err
			}
		}
	}
	return last
}

// listMove lists a move to every hex u can end in with the movement it has left, by the
// cheapest way, with its cost and the foes whose flee attacks its way draws.
func listMove(ls *lister, k *kind) *combat.RuleError {
	b, u := ls.b, ls.u
	if err := movable(b, u); err != nil {
		return err
	}
	r := b.ReachBy(u, budgetOf(b, u), costsOf(u))
	ls.cells = r.AppendSquares(ls.cells[:0])
	for _, p := range ls.cells {
		if p == u.Pos {
			continue
		}
		ls.route = r.AppendRoute(ls.route[:0], p)
		if fearful(b, u, ls.route) != nil {
			continue
		}
		cost, _ := r.Cost(p)
		x := ls.l.Add(combat.Action{Kind: k.Kind, Unit: u.Name, Path: ls.l.Path(p)}, k.Meaning, k.Spend, false)
		x.Feet = feetSpent(b, u, cost)
		x.Provokes = ls.provoked(ls.route)
	}
	return combat.Refuse(ruleMovement, "%s has no movement left to go anywhere (%d ft)", u.Name, u.Left(slotMove))
}

// provoked names the foes whose flee attacks a move along route draws, in the order they
// come: those next to each hex it steps out of.
func (ls *lister) provoked(route []grid.Pos) []string {
	ls.names = ls.names[:0]
	at := ls.u.Pos
	for _, p := range route {
		ls.threat = fleeThreats(ls.b, ls.u, at, ls.threat[:0])
		for _, e := range ls.threat {
			if !slices.Contains(ls.names, e.Name) {
				ls.names = append(ls.names, e.Name)
			}
		}
		at = p
	}
	return ls.l.KeepNames(ls.names...)
}

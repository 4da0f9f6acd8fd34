package delvers

// The listing: every legal complete action of a unit now (combat.Ruleset.List), each checked
// by the code that checks the action, with what it spends, the free attacks it draws and its
// preview; for each kind with none, the rule that says why.

import (
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// lister is one listing being made: what is worked out once and shared by its kinds.
type lister struct {
	combat.Listed
	// second is 2 when a move takes the main action, 1 when not, 0 until asked
	second int
	// weapons are the names u may name for a weapon: its ready items', then bare hands
	weapons []string
	// threat are the foes that would strike u as it leaves them (Threats), once asked
	threat   []*combat.Unit
	threatOK bool
	// missile is the longest range of u's ready missiles (-1: not yet worked out)
	missile int
	lines   *chargeLines
	route   []grid.Pos
	ends    []grid.Pos
	names   []string
	// enemies are u's foes, once asked
	enemies []*combat.Unit
	foesOK  bool
	// planned and at are the preview's strike and charger, reused
	planned strike
	at      combat.Unit
}

// Start readies a pooled lister for a listing, keeping the memory of its lists (its
// preview's strike and charger are written afresh where they are used) (combat.Lister).
func (ls *lister) Start(b *combat.Battle, u *combat.Unit, dst *combat.Listing) {
	ls.Listed.Start(b, u, dst)
	ls.missile, ls.lines, ls.second = -1, nil, 0
	ls.weapons, ls.route, ls.ends, ls.names = ls.weapons[:0], ls.route[:0], ls.ends[:0], ls.names[:0]
	ls.threat, ls.threatOK, ls.enemies, ls.foesOK = ls.threat[:0], false, ls.enemies[:0], false
}

// Done gives back what the listing borrowed (combat.Lister).
func (ls *lister) Done() {
	if ls.lines != nil {
		ls.lines.release()
	}
	ls.lines = nil
	ls.Listed.Done()
}

// try checks a (with its kind's own check: the turn and the cost are checked once per kind)
// and adds it when legal; it returns the refusal otherwise.
func (ls *lister) try(k *kind, a combat.Action, def bool) (*combat.Legal, *combat.RuleError) {
	if err := k.Check(ls.B, ls.U, a); err != nil {
		return nil, err
	}
	return ls.add(k, a, def), nil
}

// add adds a checked action of kind k, with what it spends: a move paid with the main
// action says so.
func (ls *lister) add(k *kind, a combat.Action, def bool) *combat.Legal {
	if k.Pay == costMove && ls.secondMove() {
		x := ls.L.Add(a, k.Meaning, combat.SpendAction, def)
		x.Cost = "main as a second move"
		return x
	}
	return ls.L.Add(a, k.Meaning, k.Spend, def)
}

// secondMove reports whether a move would take u's main action, its move action spent.
func (ls *lister) secondMove() bool {
	if ls.second == 0 {
		ls.second = 1
		if ls.U.Left(slotMove) < 1 {
			ls.second = 2
		}
	}
	return ls.second == 2
}

// preview fills an attack's preview by the strike it would make (plannedStrike).
func (ls *lister) preview(x *combat.Legal) {
	s := &ls.planned
	if !plannedStrike(ls.B, x.Action, s, &ls.at) {
		return
	}
	pv := ls.L.Previewed(x)
	var buf [16]combat.Term
	pv.Terms = ls.L.KeepTerms(attackTerms(buf[:0], ls.B, s))
	pv.Defense = ls.L.KeepTerms(defenseTerms(buf[:0], s.target))
	pv.Estimate, pv.Foes = estimateAgainst(ls.B, s, combat.Sum(pv.Terms), combat.Sum(pv.Defense)), 1
	pv.Cover = coverOf(ls.B, s.attacker.Pos, s.target.Pos)
}

// Threats are the foes that get a free attack as u leaves them, worked out once
// (combat.Provoker).
func (ls *lister) Threats() []*combat.Unit {
	if !ls.threatOK {
		for _, e := range ls.foes() {
			if ls.B.Map.Adjacent(e.Pos, ls.U.Pos) && armed(e) && !disengagedFrom(ls.U, e) {
				ls.threat = append(ls.threat, e)
			}
		}
		ls.threatOK = true
	}
	return ls.threat
}

// weaponNames are the weapons u may name: its ready items' names, each once, then bare hands
// unless an item is called so.
func (ls *lister) weaponNames() []string {
	if len(ls.weapons) == 0 {
		for w := range ls.U.Readied() {
			if !slices.Contains(ls.weapons, w.Name) {
				ls.weapons = append(ls.weapons, w.Name)
			}
		}
		if !slices.ContainsFunc(ls.weapons, func(n string) bool { return eq(n, unarmed.Name) }) {
			ls.weapons = append(ls.weapons, unarmed.Name)
		}
	}
	return ls.weapons
}

// foes are u's enemies still fighting (Battle.Enemies), worked out once.
func (ls *lister) foes() []*combat.Unit {
	if !ls.foesOK {
		for _, v := range ls.B.Units {
			if v.Side != ls.U.Side && v.Active() {
				ls.enemies = append(ls.enemies, v)
			}
		}
		ls.foesOK = true
	}
	return ls.enemies
}

// candidates lists the units an action aimed at who could be aimed at.
func (ls *lister) candidates(who combat.Aim) []*combat.Unit {
	b, u := ls.B, ls.U
	switch who {
	case combat.AimEnemy:
		return ls.foes()
	case combat.AimAlly:
		return b.Allies(u)
	}
	var out []*combat.Unit
	for _, v := range b.Units {
		if v.Side == u.Side && v.Status == combat.Down {
			out = append(out, v)
		}
	}
	return out
}

// outOfReach reports, cheaply, an attack the check would surely refuse: a melee attack (or
// a shove) on a foe not adjacent (delvers-combat.md "Make a Melee Attack"), a shot at one
// past the long range of every ready missile ("Make a Ranged Attack"), a swarm or snap attack
// on one that neither reaches.
func (ls *lister) outOfReach(kind string, t *combat.Unit) bool {
	adjacent := ls.B.Map.Adjacent(ls.U.Pos, t.Pos)
	switch kind {
	case KindMelee, KindShove:
		return !adjacent
	case KindRanged, KindSwarm, KindSnap:
		if kind != KindRanged && adjacent {
			return false
		}
		if ls.missile < 0 {
			ls.missile = 0
			for w := range ls.U.Readied() {
				if shoots(w) {
					ls.missile = max(ls.missile, w.LongRange)
				}
			}
		}
		return ls.B.Feet(ls.U.Pos, t.Pos) > ls.missile
	}
	return false
}

// resolve checks an attack a of kind k as its check does, and returns the weapon it is made
// with: for an action that names none, the one the ruleset picks.
func (ls *lister) resolve(k *kind, a combat.Action) (string, *combat.RuleError) {
	var w combat.Weapon
	var err *combat.RuleError
	switch k.Kind {
	case KindMelee, KindShove:
		_, w, err = meleeStrike(ls.B, ls.U, a, k.Rule)
	case KindRanged:
		_, w, err = rangedStrike(ls.B, ls.U, a, k.Rule)
	case KindSwarm:
		_, w, _, err = swarmStrike(ls.B, ls.U, a)
	case KindSnap:
		w, err = snapWeapon(ls.B, ls.U, a)
	}
	if err == nil && k.Kind == KindShove {
		err = checkShove(ls.B, ls.U, a)
	}
	return w.Name, err
}

// listAttack lists an attack on each foe: melee, ranged, swarm, snap and shove, with each
// weapon that can make it (the one the ruleset would pick first) and each choice; a push
// with each square it may force the foe into.
func listAttack(ls *lister, k *kind) *combat.RuleError {
	var first *combat.RuleError
	forms := k.Choices
	if len(forms) == 0 {
		forms = []combat.Choice{{}}
	}
	for _, t := range ls.candidates(k.Aim) {
		if first != nil && ls.outOfReach(k.Kind, t) {
			continue // refused for sure; only the first refusal is kept
		}
		for _, ch := range forms {
			if ch.Name == "push" {
				if !ls.Defaults { // a push has no default: it needs its square
					first = ls.pushes(k, t, first)
				}
				continue
			}
			if first != nil && k.Kind == KindSwarm && ch.Name == "strike" && len(swarmers(ls.B, ls.U, t)) == 0 {
				continue // no swarm to strike yet: refused for sure
			}
			// the attack that names no weapon, with the weapon the ruleset picks, then each
			// other weapon
			a := combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name, Choice: ch.Name}
			dw, err := ls.resolve(k, a)
			if err == nil {
				a.Weapon = dw
				ls.preview(ls.add(k, a, true))
			} else if first == nil {
				first = err
			}
			if ls.Defaults {
				continue
			}
			for _, w := range ls.weaponNames() {
				if w != dw && ls.mayStrike(k, w) {
					a.Weapon = w
					first = ls.strike(k, a, first)
				}
			}
		}
	}
	return first
}

// mayStrike reports, cheaply, whether u's weapon named w can make an attack of kind k at
// all: a melee attack (or a shove) with one that strikes in melee, a ranged one with one
// that shoots or is thrown.
func (ls *lister) mayStrike(k *kind, w string) bool {
	if eq(w, unarmed.Name) {
		return k.Kind != KindRanged
	}
	for x := range ls.U.Readied() {
		if x.Name == w && (x.InMelee() && k.Kind != KindRanged || shoots(x) && k.Kind != KindMelee && k.Kind != KindShove) {
			return true
		}
	}
	return false
}

// pushes lists a push of t with each weapon into each square beside it.
func (ls *lister) pushes(k *kind, t *combat.Unit, first *combat.RuleError) *combat.RuleError {
	for _, w := range ls.weaponNames() {
		if !ls.mayStrike(k, w) {
			continue
		}
		a := combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name, Weapon: w, Choice: "prone"}
		if _, err := ls.resolve(k, a); err != nil { // the shove itself, wherever it pushes
			first = combat.FirstRefusal(first, err)
			continue
		}
		a.Choice = "push"
		for _, p := range around(ls.B.Map, t.Pos) {
			if !forcible(ls.B, t, p) {
				continue
			}
			a.Path = ls.L.Path(p)
			ls.preview(ls.add(k, a, false))
		}
	}
	return first
}

// strike adds attack a with its preview if it is legal, and returns the first refusal.
func (ls *lister) strike(k *kind, a combat.Action, first *combat.RuleError) *combat.RuleError {
	if _, err := ls.resolve(k, a); err != nil {
		return combat.FirstRefusal(first, err)
	}
	ls.preview(ls.add(k, a, false))
	return first
}

// around lists the cells next to p on m, in the order of the rows (some may be off the map).
func around(m *grid.Map, p grid.Pos) []grid.Pos {
	out := make([]grid.Pos, 0, m.NeighbourCount())
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			// every neighbour, square or hex, is in the 3×3 box of the offset grid
			if q := (grid.Pos{X: p.X + dx, Y: p.Y + dy}); m.Adjacent(p, q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// listAimed lists an action at each unit it may be aimed at (first aid, a grapple), in its
// first choice.
func listAimed(ls *lister, k *kind) *combat.RuleError {
	var first *combat.RuleError
	for _, t := range ls.candidates(k.Aim) {
		a := combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name}
		if len(k.Choices) > 0 {
			a.Choice = k.Choices[0].Name
		}
		x, err := ls.try(k, a, true)
		if err != nil {
			first = combat.FirstRefusal(first, err)
			continue
		}
		if k.Provokes == "yes" {
			x.Provokes = ls.provoked(nil, true)
		}
		if k.Kind == KindSkill {
			ls.L.Previewed(x).Estimate = combat.Estimate{Hit: firstAidChance(ls.B, ls.U, t)}
			continue
		}
		ls.preview(x)
	}
	if first == nil {
		first = combat.Refuse(k.Rule, "no %s for %s", k.Aim, ls.U.Name)
	}
	return first
}

// listPlain lists a kind that takes nothing but the unit; one that provokes draws every
// threatening foe's attack where the unit stands.
func listPlain(ls *lister, k *kind) *combat.RuleError {
	x, err := ls.try(k, combat.Action{Kind: k.Kind, Unit: ls.U.Name}, true)
	if err != nil {
		return err
	}
	if k.Provokes == "yes" {
		x.Provokes = ls.provoked(nil, true)
	}
	return nil
}

// listItems lists an item action with each item it may take: a reload of each unloaded bow
// or crossbow (at its own cost), readying each stowed item, stowing each ready one, picking
// up each item within reach.
func listItems(ls *lister, k *kind) *combat.RuleError {
	u := ls.U
	var names []string
	add := func(n string) {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	def := "" // the item the action takes when it names none
	switch k.Kind {
	case KindReload:
		for w := range u.Readied() {
			if _, ok := unloaded(u, w); ok {
				add(w.Name)
			}
		}
		if len(names) > 0 {
			if w, err := reloadWeapon(u, combat.Action{}); err == nil {
				def = w.Name
			}
		}
	case KindReady, KindStow:
		for _, it := range u.Items {
			if it.Ready == (k.Kind == KindStow) {
				add(it.Weapon.Name)
			}
		}
	case KindPickUp:
		for _, g := range ls.B.Ground {
			if g.Pos == u.Pos || ls.B.Map.Adjacent(g.Pos, u.Pos) {
				add(g.Weapon.Name)
			}
		}
		if i := groundItem(ls.B, u, ""); i >= 0 {
			def = ls.B.Ground[i].Weapon.Name
		}
	}
	var first *combat.RuleError
	if len(names) == 0 {
		first = k.Check(ls.B, u, combat.Action{Kind: k.Kind, Unit: u.Name})
	}
	for _, n := range names {
		if ls.Defaults && def != "" && n != def {
			continue
		}
		a := combat.Action{Kind: k.Kind, Unit: u.Name, Weapon: n}
		x, err := ls.try(k, a, n == def)
		if err != nil {
			first = err
			continue
		}
		switch k.Kind {
		case KindReload:
			w, _ := reloadWeapon(u, a)
			switch c := reloadCost(u, w); c {
			case costFree:
				x.Spend, x.Cost = combat.SpendNone, "free with Shoot-1"
			case costMain:
				x.Spend, x.Cost = combat.SpendAction, costMain
			case costMove:
				x.Spend, x.Cost = combat.SpendMove, costMove
				if u.Left(slotMove) < 1 {
					x.Spend, x.Cost = combat.SpendAction, "main as a second move"
				}
			}
		case KindPickUp:
			x.Provokes = ls.provoked(nil, true)
		}
	}
	return first
}

// listWield lists going back to one weapon while dual wielding, else taking up each ready
// one-handed weapon as the second.
func listWield(ls *lister, k *kind) *combat.RuleError {
	u := ls.U
	if u.Is(DualWielding) {
		_, err := ls.try(k, combat.Action{Kind: k.Kind, Unit: u.Name, Choice: "single"}, true)
		return err
	}
	off, err := offHand(u, "")
	if err != nil {
		return err
	}
	for _, n := range ls.weaponNames() {
		if n != unarmed.Name && (!ls.Defaults || n == off.Name) {
			ls.try(k, combat.Action{Kind: k.Kind, Unit: u.Name, Weapon: n}, n == off.Name)
		}
	}
	return err
}

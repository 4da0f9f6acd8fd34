package d20lite

// The listing: every legal complete action of a creature now (combat.Ruleset.List), each
// form tried against the kind's own check, with its points, the attacks of opportunity it
// draws and its preview; for each kind with none, the rule that says why.

import (
	"strings"
	"sync"

	"skirmish/combat"
	"skirmish/grid"
)

// lister is one listing being made.
type lister struct {
	b       *combat.Battle
	u       *combat.Unit
	l       *combat.Listing
	squares []grid.Pos
	names   []string
	route   []grid.Pos
	weapons []string
	tried   []string
	// foes are those that may make an attack of opportunity on u now, once asked
	foes   []*combat.Unit
	foesOK bool
}

// threats are the foes that may make an attack of opportunity on u now: up, not
// flat-footed, with their one a round left and a weapon that threatens.
func (ls *lister) threats() []*combat.Unit {
	if !ls.foesOK {
		ls.foes = ls.foes[:0]
		for _, e := range ls.b.Units {
			if e.Side != ls.u.Side && mayAoO(e) && armed(e) {
				ls.foes = append(ls.foes, e)
			}
		}
		ls.foesOK = true
	}
	return ls.foes
}

// provoked names the foes whose attacks a move along route draws (routeProvokers, from the
// threats worked out once).
func (ls *lister) provoked(route []grid.Pos, free bool, dst []string) []string {
	at := ls.u.Pos
	for i, next := range route {
		if !(i == 0 && free) {
			for _, e := range ls.foes {
				if ls.b.Map.Adjacent(e.Pos, at) && !containsName(dst, e.Name) {
					dst = append(dst, e.Name)
				}
			}
		}
		at = next
	}
	return dst
}

// listers keeps spent listers, whose lists are reused.
var listers = sync.Pool{New: func() any { return new(lister) }}

// List fills dst with what u may do now (combat.Ruleset.List).
func (*Rules) List(b *combat.Battle, u *combat.Unit, dst *combat.Listing, f combat.ListFor) {
	ls := listers.Get().(*lister)
	defer listers.Put(ls)
	ls.b, ls.u, ls.l = b, u, dst
	ls.foes, ls.foesOK = ls.foes[:0], false
	ls.weapons = ls.weapons[:0]
	for _, it := range u.Items {
		if !containsFold(ls.weapons, it.Weapon.Name) {
			ls.weapons = append(ls.weapons, it.Weapon.Name)
		}
	}
	for _, g := range b.Ground {
		if !containsFold(ls.weapons, g.Weapon.Name) {
			ls.weapons = append(ls.weapons, g.Weapon.Name)
		}
	}
	ls.weapons = append(ls.weapons, unarmed.Name)
	for i := range kinds {
		k := &kinds[i]
		if !f.Wants(&k.ActionKind) {
			continue
		}
		st := combat.KindState{ActionKind: &k.ActionKind}
		switch {
		case k.list == nil:
			st.Err = k.check(b, u, combat.Action{Kind: k.Kind, Unit: u.Name})
		case !u.Active():
			st.Err = combat.Refuse("units", "%s is %s and cannot act", u.Name, u.Status)
		default:
			if st.Err = gate(b, u, k); st.Err == nil {
				st.Err = ls.fill(k, f.DefaultsOf(&k.ActionKind))
			}
		}
		dst.Kinds = append(dst.Kinds, st)
	}
	ls.b, ls.u, ls.l = nil, nil, nil
}

// containsFold reports whether names holds name, in any case.
func containsFold(names []string, name string) bool {
	for _, n := range names {
		if strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// fill lists kind k's actions: every target its aim allows, every weapon and choice, every
// square, each tried against the kind's check; it returns why there are none.
func (ls *lister) fill(k *kind, defaults bool) *combat.RuleError {
	n := len(ls.l.Actions)
	var first *combat.RuleError
	try := func(a combat.Action) bool {
		err := k.check(ls.b, ls.u, a)
		if err != nil {
			if first == nil {
				first = err
			}
			return false
		}
		return true
	}
	targets := ls.targets(k)
	chs := []string{""}
	if k.list.needChoice {
		chs = chs[:0]
	}
	for _, c := range k.Choices {
		chs = append(chs, c.Name)
	}
	for _, t := range targets {
		for _, ch := range chs {
			base := combat.Action{Kind: k.Kind, Unit: ls.u.Name, Target: t, Choice: ch}
			def := ls.defaultForm(k, base)
			switch {
			case k.list.squares != nil && k.Square == combat.NeedMust:
				ls.addMoves(k, base, try)
			case k.list.squares != nil: // a charge: each end, the default one first
				for _, w := range ls.weaponsOf(k, base, def, defaults) {
					a := base
					a.Weapon = w
					for _, p := range k.list.squares(ls, a) {
						a.Path = []grid.Pos{p}
						isDef := w == def.Weapon && len(def.Path) == 1 && def.Path[0] == p
						if (!defaults || isDef) && try(a) {
							a.Path = ls.l.Path(p)
							ls.add(k, a, isDef)
						}
					}
				}
			default:
				for _, w := range ls.weaponsOf(k, base, def, defaults) {
					a := base
					a.Weapon = w
					if try(a) {
						ls.add(k, a, w == def.Weapon)
					}
				}
			}
		}
	}
	switch {
	case len(ls.l.Actions) > n:
		return nil
	case first != nil:
		return first
	}
	// nothing was worth trying: the check says why of the plainest form
	a := combat.Action{Kind: k.Kind, Unit: ls.u.Name}
	if len(k.Choices) > 0 {
		a.Choice = k.Choices[0].Name
	}
	if k.Aim != combat.AimNone && !k.AnyTarget {
		for _, v := range ls.b.Units {
			if v != ls.u && (k.Aim == combat.AimEnemy) == (v.Side != ls.u.Side) {
				a.Target = v.Name
				break
			}
		}
	}
	if k.Square == combat.NeedMust {
		a.Path = []grid.Pos{ls.u.Pos}
	}
	if err := k.check(ls.b, ls.u, a); err != nil {
		return err
	}
	return combat.Refuse(k.rule, "%s has no %s to take now", ls.u.Name, k.Label)
}

// worth reports whether v is worth trying as the target of kind k: the kind's check would
// refuse the others for whom they are (the lister skips them; Check still refuses them).
func (ls *lister) worth(k *kind, v *combat.Unit) bool {
	switch k.Aim {
	case combat.AimEnemy:
		return v.Side != ls.u.Side && v.Active()
	case combat.AimDownAlly:
		return v.Side == ls.u.Side && v.Status == combat.Down
	case combat.AimTurn:
		return v.Status == combat.Active || v.Status == combat.Down
	}
	return true
}

// weaponWorth reports whether a weapon's name is worth trying for kind k.
func (ls *lister) weaponWorth(k *kind, name string) bool {
	u := ls.u
	switch k.Kind {
	case KindPickUp:
		for _, g := range ls.b.Ground {
			if strings.EqualFold(g.Weapon.Name, name) {
				return true
			}
		}
		return false
	case KindDrop, KindDraw:
		return u.Item(name) >= 0
	}
	w := weaponOf(u, name)
	switch k.Kind {
	case KindRanged:
		return fits(w, useRanged)
	case KindCast:
		return fits(w, useSpell)
	case KindFull, KindSwing:
		return fits(w, useMelee) || fits(w, useRanged)
	}
	return fits(w, useMelee)
}

// targets are the units a kind may be aimed at: everyone on the field for an aimed kind (and
// no one too where it may be aimed at no one); no one for the rest.
func (ls *lister) targets(k *kind) []string {
	if k.Aim == combat.AimNone {
		return []string{""}
	}
	out := ls.names[:0]
	if k.AnyTarget {
		out = append(out, "")
	}
	for _, v := range ls.b.Units {
		if v != ls.u && ls.worth(k, v) {
			out = append(out, v.Name)
		}
	}
	ls.names = out
	return out
}

// weaponsOf are the weapons to try for a kind: none for a kind that takes none; the default
// alone when only defaults are asked; else every item and bare hands, the default first.
func (ls *lister) weaponsOf(k *kind, base, def combat.Action, defaults bool) []string {
	if !k.Weapon {
		return []string{""}
	}
	if defaults {
		if def.Weapon == "" {
			return nil
		}
		return []string{def.Weapon}
	}
	out := ls.tried[:0]
	if def.Weapon != "" {
		out = append(out, def.Weapon)
	}
	for _, w := range ls.weapons {
		if !strings.EqualFold(w, def.Weapon) && ls.weaponWorth(k, w) {
			out = append(out, w)
		}
	}
	ls.tried = out
	return out
}

// defaultForm is the form Do takes for base, which names no weapon and no square: the
// weapon (and a charge's end) the ruleset picks; zero fields when there is none.
func (ls *lister) defaultForm(k *kind, base combat.Action) combat.Action {
	if !k.Weapon || k.check(ls.b, ls.u, base) != nil {
		return base
	}
	t := ls.b.Unit(base.Target)
	var how use
	switch k.Kind {
	case KindRanged:
		how = useRanged
	case KindCast:
		how = useSpell
	case KindTwoWeapon, KindSunder:
		how = useArmed
	case KindFull:
		if t != nil {
			if w, err := fullWeapon(ls.b, ls.u, t, ""); err == nil {
				base.Weapon = w.Name
			}
		}
		return base
	case KindSwing:
		if _, ss, i, ok := nextSwing(ls.b, ls.u); ok {
			base.Weapon = weaponOf(ls.u, ss[i].weapon).Name
		}
		return base
	case KindDrop, KindDraw, KindPickUp:
		return base
	}
	base.Weapon = defaultWeapon(ls.u, how)
	if base.Weapon == unarmed.Name {
		base.Weapon = unarmed.Name
	}
	if k.Kind == KindCharge && t != nil {
		if p, err := chargeEnd(ls.b, ls.u, t, nil); err == nil {
			base.Path = []grid.Pos{p}
		}
	}
	return base
}

// addMoves lists a moving kind to each square it reaches, with the attacks of opportunity
// its way there draws.
func (ls *lister) addMoves(k *kind, base combat.Action, try func(combat.Action) bool) {
	squares := k.list.squares(ls, base)
	budget := grid.FeetPerCell
	switch k.Kind {
	case KindMove:
		budget = speed(ls.u)
	case KindWithdraw:
		budget = 2 * speed(ls.u)
	case KindRun:
		budget = 4 * speed(ls.u)
	}
	for _, p := range squares { // the checks ask for the same reach: it is not searched again
		if p == ls.u.Pos {
			continue
		}
		a := base
		a.Path = []grid.Pos{p}
		if !try(a) {
			continue
		}
		r := ls.b.Reach(ls.u, budget)
		a.Path = ls.l.Path(p)
		x := ls.add(k, a, false)
		x.Feet, _ = r.Cost(p)
		if k.Kind != KindStep && len(ls.threats()) > 0 {
			ls.route = r.AppendRoute(ls.route[:0], p)
			var buf [8]string
			x.Provokes = ls.l.KeepNames(ls.provoked(ls.route, k.Kind == KindWithdraw, buf[:0])...)
		}
	}
}

// add adds a checked action of kind k, with its preview and the attacks it draws.
func (ls *lister) add(k *kind, a combat.Action, def bool) *combat.Legal {
	x := ls.l.Add(a, k.Meaning, k.Spend, def)
	switch k.Kind {
	case KindMelee, KindRanged, KindFull, KindSwing, KindTwoWeapon, KindCast, KindCharge:
		p := ls.l.Previewed(x)
		var pv combat.Preview
		pv.Estimate, pv.Terms, pv.Defense, pv.Cover = preview(ls.b, a)
		pv.Foes = 1
		pv.Terms, pv.Defense = ls.l.KeepTerms(pv.Terms), ls.l.KeepTerms(pv.Defense)
		*p = pv
	case KindHeal:
		ls.l.Previewed(x).Estimate = combat.Estimate{Hit: healChance(ls.u)}
	}
	if k.Provokes == "yes" && k.Square == combat.NeedNo {
		var buf [8]string
		names := buf[:0]
		for _, e := range provokers(ls.b, ls.u, nil) {
			names = append(names, e.Name)
		}
		x.Provokes = ls.l.KeepNames(names...)
	}
	return x
}

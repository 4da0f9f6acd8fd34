package d20lite

// The listing: every legal complete action of a creature now (combat.Ruleset.List), with its
// points, the attacks of opportunity it draws and its preview; for each kind with none, the
// rule that says why. Moves are checked once per kind and listed to every square reached;
// a charge's ends by the test its check makes of each; the other forms are tried against
// the kind's check, except those it refuses for sure once a refusal is kept.

import (
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// lister is one listing being made.
type lister struct {
	// weapons are the names a kind made with a weapon may name (Start); tried those tried
	// for one kind, the default first (weaponsOf)
	weapons, tried []string
	combat.Listed
	squares []grid.Pos
	names   []string
	route   []grid.Pos
	// foes are those that may make an attack of opportunity on u now, once asked
	foes   []*combat.Unit
	foesOK bool
	// known holds the foes a move to each square listed so far draws (provokedAt), for one
	// kind: known[slot[i]] for the square of index i where gen[i] is knownGen
	known    [][]string
	slot     []int32
	gen      []uint32
	knownGen uint32
}

// threats are the foes that may make an attack of opportunity on u now: up, not
// flat-footed, with their one a round left and a weapon that threatens.
func (ls *lister) threats() []*combat.Unit {
	if !ls.foesOK {
		ls.foes = ls.foes[:0]
		for _, e := range ls.B.Units {
			if e.Side != ls.U.Side && mayAoO(e) && armed(e) {
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
	at := ls.U.Pos
	for i, next := range route {
		if !(i == 0 && free) {
			for _, e := range ls.foes {
				if ls.B.Map.Adjacent(e.Pos, at) && !containsName(dst, e.Name) {
					dst = append(dst, e.Name)
				}
			}
		}
		at = next
	}
	return dst
}

// Start readies a pooled lister to list u's actions into dst: the names of the weapons to try,
// u's items' and those on the ground, and bare hands (combat.Lister).
func (ls *lister) Start(b *combat.Battle, u *combat.Unit, dst *combat.Listing) {
	ls.Listed.Start(b, u, dst)
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
}

// listPlain lists a kind's forms: each target, weapon and choice, and the form with no
// choice (fill).
func listPlain(ls *lister, k *kind) *combat.RuleError { return ls.fill(k, false) }

// listChosen lists a kind whose every action names one of its choices (aid another, ready).
func listChosen(ls *lister, k *kind) *combat.RuleError { return ls.fill(k, true) }

// listCharge lists a charge at each foe to each square beside it (fill, addCharges).
func listCharge(ls *lister, k *kind) *combat.RuleError { return ls.fill(k, false) }

// containsFold reports whether names holds name, in any case.
func containsFold(names []string, name string) bool {
	for _, n := range names {
		if strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// fill lists kind k's actions: every target its aim allows, every weapon and choice (each
// choice but none where needChoice; the default form alone with defaults), every square; it
// returns why there are none.
func (ls *lister) fill(k *kind, needChoice bool) *combat.RuleError {
	defaults := ls.Defaults
	if k.Square == combat.NeedMust {
		return ls.addMoves(k)
	}
	n := len(ls.L.Actions)
	var first *combat.RuleError
	refused := false // a form was refused: a kind's first refusal is the one it keeps
	try := func(a combat.Action) bool {
		err := k.Check(ls.B, ls.U, a)
		if err != nil {
			if first == nil {
				first = err
			}
			refused = true
			return false
		}
		return true
	}
	targets := ls.targets(k)
	chs := []string{""}
	if needChoice {
		chs = chs[:0]
	}
	for _, c := range k.Choices {
		chs = append(chs, c.Name)
	}
	near, hopeless := nearOnly(k.Kind), ls.hopeless(k)
	for _, t := range targets {
		if refused && (hopeless || near && !ls.beside(t) || k.Kind == KindCharge && ls.beyondCharge(t)) {
			continue // refused for sure, and its words would not be kept
		}
		for _, ch := range chs {
			base := combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t, Choice: ch}
			def, err := ls.defaultForm(k, base)
			if err != nil {
				refused = true
				if first == nil && !k.Weapon {
					first = err // the one form of a kind without weapons; the others try theirs
				}
			}
			switch {
			case k.Kind == KindCharge: // each end, the default one first
				ls.addCharges(k, base, def, err == nil, defaults, try)
			case defaults && err != nil: // no default form
			default:
				for _, w := range ls.weaponsOf(k, base, def, defaults) {
					a := base
					a.Weapon = w
					// the default form is the one checked (defaultForm), its weapon named
					if w == def.Weapon && err == nil || try(a) {
						ls.add(k, a, w == def.Weapon)
					}
				}
			}
		}
	}
	switch {
	case len(ls.L.Actions) > n:
		return nil
	case first != nil:
		return first
	}
	return ls.none(k)
}

// none says why kind k has no action when nothing was worth trying: the check's word on
// the plainest form.
func (ls *lister) none(k *kind) *combat.RuleError {
	a := combat.Action{Kind: k.Kind, Unit: ls.U.Name}
	if len(k.Choices) > 0 {
		a.Choice = k.Choices[0].Name
	}
	if k.Aim != combat.AimNone && !k.AnyTarget {
		for _, v := range ls.B.Units {
			if v != ls.U && (k.Aim == combat.AimEnemy) == (v.Side != ls.U.Side) {
				a.Target = v.Name
				break
			}
		}
	}
	if k.Square == combat.NeedMust {
		a.Path = []grid.Pos{ls.U.Pos}
	}
	return k.Check(ls.B, ls.U, a) // nil: the table says u has none to take now
}

// nearOnly reports whether kind k's check refuses every target not beside u (beside; the
// Heal check's dying ally likewise).
func nearOnly(kind string) bool {
	switch kind {
	case KindMelee, KindTwoWeapon, KindAid, KindFeint, KindBullRush, KindTrip, KindDisarm,
		KindSunder, KindGrapple, KindOverrun, KindHeal:
		return true
	}
	return false
}

// hopeless reports whether kind k's check refuses u whatever the target: a shot or a spell
// with nothing in hand to make it (weaponFor refuses every name when the ruleset picks
// none), the next swing outside a full attack.
func (ls *lister) hopeless(k *kind) bool {
	switch k.Kind {
	case KindRanged:
		return defaultWeapon(ls.U, useRanged) == ""
	case KindCast:
		return defaultWeapon(ls.U, useSpell) == ""
	case KindSwing:
		_, _, _, ok := nextSwing(ls.B, ls.U)
		return !ok
	}
	return false
}

// beyondCharge reports whether the unit named t stands too far for a charge to end beside
// it: every square beside it is more steps away than double u's speed has 5-ft steps (a step
// costs 5 ft or more), so chargeEnd refuses each.
func (ls *lister) beyondCharge(t string) bool {
	v := ls.B.Unit(t)
	if v == nil {
		return false
	}
	d := max(abs(v.Pos.X-ls.U.Pos.X), abs(v.Pos.Y-ls.U.Pos.Y)) - 1 // steps to the nearest square beside it
	return d*grid.FeetPerCell > 2*speed(ls.U)
}

// beside reports whether the unit named t stands beside u.
func (ls *lister) beside(t string) bool {
	v := ls.B.Unit(t)
	return v != nil && ls.B.Map.Adjacent(ls.U.Pos, v.Pos)
}

// addCharges lists a charge at base's target with each weapon (the default alone with
// defaults) to each square beside it it may end on: the whole check once per weapon, then
// each end by the test the check makes of it (chargeEndOK).
func (ls *lister) addCharges(k *kind, base, def combat.Action, defOK, defaults bool, try func(combat.Action) bool) {
	t := ls.B.Unit(base.Target)
	if defaults {
		if defOK && len(def.Path) == 1 {
			def.Path = ls.L.Path(def.Path[0])
			ls.add(k, def, true)
		}
		return
	}
	r := ls.B.Reach(ls.U, 2*speed(ls.U))
	for _, w := range ls.weaponsOf(k, base, def, false) {
		a := base
		a.Weapon = w
		if !(defOK && w == def.Weapon) && !try(a) { // the charge to its nearest end: refused, so is every end
			continue
		}
		for _, p := range chargeSquares(ls, a) {
			if chargeEndOK(ls.B, ls.U, t, r, p) {
				a.Path = ls.L.Path(p)
				ls.add(k, a, w == def.Weapon && len(def.Path) == 1 && def.Path[0] == p)
			}
		}
	}
}

// worth reports whether v is worth trying as the target of kind k: the kind's check would
// refuse the others for whom they are (the lister skips them; Check still refuses them).
func (ls *lister) worth(k *kind, v *combat.Unit) bool {
	switch k.Aim {
	case combat.AimEnemy:
		return v.Side != ls.U.Side && v.Active()
	case combat.AimDownAlly:
		return v.Side == ls.U.Side && v.Status == combat.Down
	case combat.AimTurn:
		return v.Status == combat.Active || v.Status == combat.Down
	}
	return true
}

// weaponWorth reports whether a weapon's name is worth trying for kind k.
func (ls *lister) weaponWorth(k *kind, name string) bool {
	u := ls.U
	switch k.Kind {
	case KindPickUp:
		for _, g := range ls.B.Ground {
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
	for _, v := range ls.B.Units {
		if v != ls.U && ls.worth(k, v) {
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
// weapon (and a charge's end) the ruleset picks, with the check's refusal of base; zero
// fields when there is none. Base is checked once here: the form with its weapon (and end)
// named is the same action.
func (ls *lister) defaultForm(k *kind, base combat.Action) (combat.Action, *combat.RuleError) {
	if err := k.Check(ls.B, ls.U, base); err != nil || !k.Weapon {
		return base, err
	}
	t := ls.B.Unit(base.Target)
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
			if w, err := fullWeapon(ls.B, ls.U, t, ""); err == nil {
				base.Weapon = w.Name
			}
		}
		return base, nil
	case KindSwing:
		if _, ss, i, ok := nextSwing(ls.B, ls.U); ok {
			base.Weapon = weaponOf(ls.U, ss[i].weapon).Name
		}
		return base, nil
	case KindDrop, KindDraw, KindPickUp:
		return base, nil
	}
	base.Weapon = defaultWeapon(ls.U, how)
	if base.Weapon == unarmed.Name {
		base.Weapon = unarmed.Name
	}
	if k.Kind == KindCharge && t != nil {
		if p, err := chargeEnd(ls.B, ls.U, t, nil); err == nil {
			base.Path = []grid.Pos{p}
		}
	}
	return base, nil
}

// addMoves lists a moving kind to each square it reaches, with the attacks of opportunity
// its way there draws: what the kind asks of u is checked once (moveGate), and every square
// the reach lists but u's own passes the rest of its check (checkPath).
func (ls *lister) addMoves(k *kind) *combat.RuleError {
	budget, err := moveGate(ls.U, k.Kind)
	if err != nil {
		return err
	}
	r := ls.reach(budget)
	n := len(ls.L.Actions)
	ls.squares = r.AppendSquares(ls.squares[:0])
	provokes := k.Kind != KindStep && len(ls.threats()) > 0
	ls.forget()
	for _, p := range ls.squares {
		if p == ls.U.Pos {
			continue
		}
		a := combat.Action{Kind: k.Kind, Unit: ls.U.Name, Path: ls.L.Path(p)}
		x := ls.L.Add(a, k.Meaning, k.Spend, false)
		x.Feet, _ = r.Cost(p)
		if provokes {
			x.Provokes = ls.provokedAt(r, p, k.Kind == KindWithdraw)
		}
	}
	if len(ls.L.Actions) > n {
		return nil
	}
	return ls.none(k)
}

// reach is u's reach within budget feet: the battle's, which keeps each search until the
// battle changes (a withdraw's and a charge's check search double speed, the AI lists the
// unit again before it acts).
func (ls *lister) reach(budget int) *grid.Reach { return ls.B.Reach(ls.U, budget) }

// forget readies known for a kind's moves on the battle's map.
func (ls *lister) forget() {
	n := ls.B.Map.Width * ls.B.Map.Height
	ls.known = ls.known[:0]
	ls.knownGen++
	if len(ls.gen) != n || ls.knownGen == 0 {
		ls.slot, ls.gen, ls.knownGen = make([]int32, n), make([]uint32, n), 1
	}
}

// provokedAt names the foes whose attacks a move to p by r's way draws (provoked), kept in
// the listing's memory. The way to p is the way to the square before it and one step more:
// where that square's names are known (listed earlier in this kind), p's are those and the
// threats of that square, which p's way leaves (unless it is the start, left freely); else
// the way is walked.
func (ls *lister) provokedAt(r *grid.Reach, p grid.Pos, free bool) []string {
	m := ls.B.Map
	prev, _ := r.Prev(p)
	var base []string
	known := prev == ls.U.Pos
	if i := m.Index(prev); !known && ls.gen[i] == ls.knownGen {
		base, known = ls.known[ls.slot[i]], true
	}
	var buf [8]string
	var out []string
	switch {
	case !known:
		ls.route = r.AppendRoute(ls.route[:0], p)
		out = ls.L.KeepNames(ls.provoked(ls.route, free, buf[:0])...)
	case prev == ls.U.Pos && free:
		out = nil
	default:
		names := append(buf[:0], base...)
		for _, e := range ls.foes {
			if m.Adjacent(e.Pos, prev) && !containsName(names, e.Name) {
				names = append(names, e.Name)
			}
		}
		out = base
		if len(names) > len(base) {
			out = ls.L.KeepNames(names...)
		}
	}
	i := m.Index(p)
	ls.gen[i], ls.slot[i] = ls.knownGen, int32(len(ls.known))
	ls.known = append(ls.known, out)
	return out
}

// add adds a checked action of kind k, with its preview and the attacks it draws.
func (ls *lister) add(k *kind, a combat.Action, def bool) *combat.Legal {
	x := ls.L.Add(a, k.Meaning, k.Spend, def)
	switch k.Kind {
	case KindMelee, KindRanged, KindFull, KindSwing, KindTwoWeapon, KindCast, KindCharge:
		p := ls.L.Previewed(x)
		var pv combat.Preview
		pv.Estimate, pv.Terms, pv.Defense, pv.Cover = preview(ls.B, a)
		pv.Foes = 1
		pv.Terms, pv.Defense = ls.L.KeepTerms(pv.Terms), ls.L.KeepTerms(pv.Defense)
		*p = pv
	case KindHeal:
		ls.L.Previewed(x).Estimate = combat.Estimate{Hit: healChance(ls.U)}
	}
	if k.Provokes == "yes" && k.Square == combat.NeedNo {
		var buf [8]string
		names := buf[:0]
		for _, e := range provokers(ls.B, ls.U, nil) {
			names = append(names, e.Name)
		}
		x.Provokes = ls.L.KeepNames(names...)
	}
	return x
}

// abs is |n|.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

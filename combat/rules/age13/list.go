package age13

// The listing: every legal complete action of a creature now (combat.Ruleset.List), each
// checked by the code that checks the action, with the action that pays for it, the
// opportunity attacks it draws and its preview; for each kind with none, the rule that says
// why.

import (
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// lister is one listing being made: what is worked out once and shared by its kinds.
type lister struct {
	combat.Listed
	squares []grid.Pos
	names   []string
	effects []combat.Effect
	// powers are u's attacks (attacks), each name once, worked out once
	powers   []power
	powersOK bool
	// threat are the foes whose opportunity attacks a move of u's draws, once asked
	threat   []*combat.Unit
	threatOK bool
	// paid remembers what each cost takes now (pays)
	paid  [6]paid
	npaid int
}

// Start readies a pooled lister for a listing of u's actions, keeping the memory of its
// lists (combat.Lister). An attack on several foes is listed once per first target and power,
// the others in the ruleset's own order (otherTargets); naming them otherwise is left to the
// action's choice, which Check accepts.
func (ls *lister) Start(b *combat.Battle, u *combat.Unit, dst *combat.Listing) {
	ls.Listed.Start(b, u, dst)
	ls.squares, ls.names, ls.effects = ls.squares[:0], ls.names[:0], ls.effects[:0]
	ls.powers, ls.powersOK, ls.threat, ls.threatOK = ls.powers[:0], false, ls.threat[:0], false
	ls.npaid = 0
}

// attacks are u's attacks (the package's attacks), each name once, read once a listing.
func (ls *lister) attacks() []power {
	if !ls.powersOK {
		for p := range attacks(ls.U) {
			if !slices.ContainsFunc(ls.powers, func(q power) bool { return strings.EqualFold(q.Name, p.Name) }) {
				ls.powers = append(ls.powers, p)
			}
		}
		ls.powersOK = true
	}
	return ls.powers
}

// defaultPower is the name of the attack of a kind an action that names none takes
// (findPower), or "".
func (ls *lister) defaultPower(kind string) string {
	var pick *power
	for i := range ls.attacks() {
		p := &ls.powers[i]
		if fits(*p, kind) && p.flex == nil && (pick == nil || p.basic && !pick.basic) {
			pick = p
		}
	}
	if pick == nil || usable(ls.B, ls.U, *pick) != nil {
		return ""
	}
	return pick.Name
}

// add adds a checked action of kind k, with the action that pays for it when a larger one
// stands in ("standard action as a move action").
func (ls *lister) add(k *kind, a combat.Action, def bool) *combat.Legal {
	spend, cost := ls.pays(k)
	x := ls.L.Add(a, k.Meaning, spend, def)
	x.Cost = cost
	return x
}

// pays is what an action of kind k spends now, and in words when a larger action stands in,
// worked out once per cost.
func (ls *lister) pays(k *kind) (combat.Spend, string) {
	for _, p := range ls.paid[:ls.npaid] {
		if p.cost == k.Pay {
			return p.spend, p.words
		}
	}
	spend, words := k.Spend, ""
	if slot, ok := payer(ls.U, k.Pay); ok && slot != k.Pay && k.Pay != costFree && k.Pay != costAll {
		spend, words = spends[slot], slot+" action as a "+k.Pay+" action"
	}
	if ls.npaid < len(ls.paid) {
		ls.paid[ls.npaid] = paid{k.Pay, spend, words}
		ls.npaid++
	}
	return spend, words
}

// paid is what a cost takes now (lister.pays).
type paid struct {
	cost  string
	spend combat.Spend
	words string
}

// try checks a with its kind's own check (the turn and the cost are checked once per kind)
// and adds it when legal; it returns the refusal otherwise.
func (ls *lister) try(k *kind, a combat.Action, def bool) (*combat.Legal, *combat.RuleError) {
	if err := k.Check(ls.B, ls.U, a); err != nil {
		return nil, err
	}
	return ls.add(k, a, def), nil
}

// listPlain lists a kind that takes nothing but the creature: a rally or a drink with the
// heal it is expected to give, leaving the battle with the opportunity attacks it draws.
func listPlain(ls *lister, k *kind) *combat.RuleError {
	a := combat.Action{Kind: k.Kind, Unit: ls.U.Name}
	x, err := ls.try(k, a, true)
	if err != nil {
		return err
	}
	switch k.Kind {
	case KindRally:
		ls.L.Previewed(x).Estimate = estimateAfter(ls.B, a)
	case KindDrink:
		ls.L.Previewed(x).Estimate = estimateAfter(ls.B, a)
		x.Left = len(ls.U.ConditionsNamed(HealingPotion))
	case KindLeave:
		x.Provokes = ls.provoked(nil, true)
	}
	return nil
}

// estimateAfter is an action's estimate (a heal's hit points).
func estimateAfter(b *combat.Battle, a combat.Action) combat.Estimate {
	e, _ := estimateAction(b, a, nil)
	return e
}

// listAimed lists an action at each unit it may be aimed at: stabilizing or feeding a potion
// to each unconscious ally beside the creature, letting go of each it grabs, assisting each
// ally nearby, fighting in spirit for each ally with each bonus.
func listAimed(ls *lister, k *kind) *combat.RuleError {
	b, u := ls.B, ls.U
	var who []*combat.Unit
	switch k.Aim {
	case combat.AimDownAlly:
		for _, v := range b.Units {
			if v.Side == u.Side && v.Status == combat.Down {
				who = append(who, v)
			}
		}
	case combat.AimAlly:
		who = b.Allies(u)
	default:
		who = held(b, u)
	}
	forms := k.Choices
	if len(forms) == 0 {
		forms = []combat.Choice{{}}
	}
	first := k.Check(b, u, combat.Action{Kind: k.Kind, Unit: u.Name})
	for _, v := range who {
		for _, ch := range forms {
			a := combat.Action{Kind: k.Kind, Unit: u.Name, Target: v.Name, Choice: ch.Name}
			x, err := ls.try(k, a, true)
			if err != nil {
				first = combat.FirstRefusal(first, err)
				continue
			}
			if k.Kind == KindPotion {
				ls.L.Previewed(x).Estimate = estimateAfter(b, a)
				x.Left = len(u.ConditionsNamed(HealingPotion))
			}
		}
	}
	switch {
	case k.Kind == KindPotion && u.Is(HealingPotion):
		return combat.Refuse(rulePotion, "no unconscious ally is next to %s", u.Name)
	case k.Kind == KindStabilize:
		return combat.Refuse(ruleStabilize, "no unconscious ally is next to %s", u.Name)
	case k.Kind == KindAssist && edition(b) == 2:
		return combat.Refuse(ruleAssist, "no ally nearby without an assist waiting")
	case k.Kind == KindLetGo:
		return combat.Refuse(ruleGrabbed, "%s is grabbing no one", u.Name)
	}
	return first
}

// listAttack lists an attack at each creature it may go at with each power that makes it
// (melee, ranged, a coup de grace), the power the ruleset picks by default marked; each
// previewed by the estimate of the attack it resolves into, over every foe it goes at.
func listAttack(ls *lister, k *kind) *combat.RuleError {
	b, u := ls.B, ls.U
	kind := k.Kind
	if kind == KindCoupDeGrace {
		kind = KindMelee
	}
	if err := mayAttack(u, kind); err != nil {
		return err
	}
	def := ls.defaultPower(kind)
	var first *combat.RuleError
	who := victims(b, u)
	if k.Kind == KindCoupDeGrace {
		who = who[:0:0]
		for _, v := range b.Units {
			if v.Side != u.Side && helpless(v) {
				who = append(who, v)
			}
		}
	}
	for _, t := range who {
		if kind == KindMelee {
			if err := meleeReach(b, u, t); err != nil {
				first = combat.FirstRefusal(first, err)
				continue
			}
		}
		for _, p := range ls.attacks() {
			if !fits(p, kind) || ls.Defaults && p.Name != def {
				continue
			}
			a := combat.Action{Kind: k.Kind, Unit: u.Name, Target: t.Name, Weapon: p.Name}
			var tt *combat.Unit
			var pp power
			var err *combat.RuleError
			if k.Kind == KindCoupDeGrace {
				tt, pp, err = coupDeGrace(b, u, a)
			} else { // findPower's checks of the power named, found
				tt, pp, err = strikeWith(b, u, a, kind, func() (power, *combat.RuleError) { return p, usable(b, u, p) })
			}
			if err != nil {
				first = combat.FirstRefusal(first, err)
				continue
			}
			x := ls.add(k, a, p.Name == def)
			ls.preview(x, tt, pp)
		}
	}
	if first == nil {
		first = combat.Refuse(k.Rule, "no foe for %s", u.Name)
	}
	return first
}

// preview fills an attack's preview: its estimate over every foe it goes at with the
// conditions it is expected to leave, the first target's cover and the roll's terms, and
// the opportunity attacks a shot or a spell draws.
func (ls *lister) preview(x *combat.Legal, t *combat.Unit, p power) {
	b, u, a := ls.B, ls.U, x.Action
	pv := ls.L.Previewed(x)
	if a.Kind == KindCoupDeGrace {
		s := newStrike(b, KindCoupDeGrace, u, t, p)
		pv.Estimate, pv.Foes = coupEstimate(b, s), 1
		_, def := defense(b, t, p.Against)
		pv.Defense = ls.L.KeepTerms(def)
		return
	}
	ls.effects = ls.effects[:0]
	var pl *plan
	pv.Estimate, pv.Foes, pl = estimateStrikePlan(b, u, a, t, p, func(v *combat.Unit, cond string, chance, turns float64) {
		ls.effects = append(ls.effects, combat.Effect{Unit: v.Name, Condition: cond, Chance: chance, Turns: turns})
	})
	pv.Effects = ls.L.KeepEffects(ls.effects)
	pv.Cover = b.Map.Sight(u.Pos, t.Pos).Cover
	pv.Terms, pv.Defense = ls.L.KeepTerms(pl.atk), ls.L.KeepTerms(pl.def)
	if shoots(a.Kind, p) {
		others, _ := otherTargets(b, u, t, p, a.Kind, a.Choice)
		ls.names = ls.names[:0]
		for _, e := range shotProvokers(b, u, append([]*combat.Unit{t}, others...), p) {
			if mayOpportunity(b, e) {
				ls.names = append(ls.names, e.Name)
			}
		}
		x.Provokes = ls.L.KeepNames(ls.names...)
	}
}

// Threats are the foes whose opportunity attacks u's moving away draws (walk): engaged with
// it, not popped free of, able to make one; worked out once (combat.Provoker).
func (ls *lister) Threats() []*combat.Unit {
	if !ls.threatOK {
		for _, e := range engaged(ls.B, ls.U) {
			if !poppedFree(ls.U, e) && mayOpportunity(ls.B, e) {
				ls.threat = append(ls.threat, e)
			}
		}
		ls.threatOK = true
	}
	return ls.threat
}

// provoked names the foes whose opportunity attacks a move along route draws (walk): each of
// threats at the first square of the route out of its reach, in the order they come; with
// inPlace (leaving the battle) every one.
func (ls *lister) provoked(route []grid.Pos, inPlace bool) []string {
	ls.names = ls.names[:0]
	for i := range max(len(route), 1) {
		for _, e := range ls.Threats() {
			if slices.Contains(ls.names, e.Name) {
				continue
			}
			if inPlace || !ls.B.Map.Adjacent(e.Pos, route[i]) && besideAll(ls.B, e, route[:i]) {
				ls.names = append(ls.names, e.Name)
			}
		}
		if inPlace {
			break
		}
	}
	return ls.L.KeepNames(ls.names...)
}

// Provoked names the foes whose opportunity attacks a move along route draws
// (combat.Provoker).
func (ls *lister) Provoked(route []grid.Pos) []string { return ls.provoked(route, false) }

// besideAll reports whether e is next to every square of a route so far.
func besideAll(b *combat.Battle, e *combat.Unit, route []grid.Pos) bool {
	for _, p := range route {
		if !b.Map.Adjacent(e.Pos, p) {
			return false
		}
	}
	return true
}

// listMove lists a move to every square the creature can reach, with the opportunity
// attacks its path draws; a disengage, which draws none, in place and to every square.
func listMove(ls *lister, k *kind) *combat.RuleError {
	b, u := ls.B, ls.U
	if k.Kind == KindDisengage {
		if _, err := ls.try(k, combat.Action{Kind: k.Kind, Unit: u.Name}, true); err != nil {
			return err
		}
	}
	if err := notStuck(u); err != nil {
		return err
	}
	if err := notHeld(b, u); err != nil && k.Kind != KindDisengage {
		return err
	}
	if ls.Defaults && k.Kind == KindDisengage {
		return nil // the disengage in place is the default; its squares are not
	}
	var pr combat.Provoker // a disengage draws no opportunity attacks
	if k.Kind == KindMove {
		pr = ls
	}
	spend, cost := ls.pays(k)
	ls.L.AddMoves(&k.ActionKind, u, b.Reach(u, speed(u)), spend, cost, pr)
	return combat.Refuse(ruleMovement, "%s has nowhere to move", u.Name)
}

// listDelay lists delaying until after each other turn of the order, named by each of its
// creatures.
func listDelay(ls *lister, k *kind) *combat.RuleError {
	b, u := ls.B, ls.U
	if err := canDelay(b); err != nil {
		return err
	}
	var done []string
	for i, t := range b.Order {
		if i == b.TurnIndex {
			continue
		}
		for _, name := range t.Units {
			if !slices.Contains(done, name) && !b.InTurnNow(b.Unit(name)) {
				done = append(done, name)
				ls.try(k, combat.Action{Kind: k.Kind, Unit: u.Name, Target: name}, true)
			}
		}
	}
	return combat.Refuse(ruleDelay, "there is no other turn to act after")
}

// listReady lists readying, for whichever foe comes first and for each foe by name: an
// attack of each kind with each power that can make it, the power the ruleset picks by
// default marked; or a move to each square the creature can reach.
func listReady(ls *lister, k *kind) *combat.RuleError {
	b, u := ls.B, ls.U
	who := append([]string{""}, nameList(b.Enemies(u))...)
	if k.Kind == KindReadyMove {
		if err := notStuck(u); err != nil {
			return err
		}
		if err := notHeld(b, u); err != nil {
			return err
		}
		r := b.Reach(u, speed(u))
		ls.squares = r.AppendSquares(ls.squares[:0])
		for _, t := range who {
			for _, p := range ls.squares {
				if p != u.Pos {
					x := ls.add(k, combat.Action{Kind: k.Kind, Unit: u.Name, Target: t, Path: ls.L.Path(p)}, false)
					x.Feet, _ = r.Cost(p)
				}
			}
		}
		return combat.Refuse(ruleMovement, "%s has nowhere to move", u.Name)
	}
	var first *combat.RuleError
	for _, t := range who {
		for _, ch := range k.Choices {
			a := combat.Action{Kind: k.Kind, Unit: u.Name, Target: t, Choice: ch.Name}
			if err := readyGate(b, u, a); err != nil {
				first = combat.FirstRefusal(first, err)
				continue
			}
			def := ls.defaultPower(ch.Name) // the attack readied when the action names none
			for _, p := range ls.attacks() {
				if !fits(p, ch.Name) || ls.Defaults && p.Name != def {
					continue
				}
				if err := usable(b, u, p); err != nil {
					first = combat.FirstRefusal(first, err)
					continue
				}
				a.Weapon = p.Name
				ls.add(k, a, p.Name == def)
			}
		}
	}
	return first
}

// nameList lists the units' names.
func nameList(us []*combat.Unit) []string {
	out := make([]string, len(us))
	for i, u := range us {
		out[i] = u.Name
	}
	return out
}

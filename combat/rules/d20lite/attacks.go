package d20lite

// The attacks: melee (fighting defensively, unarmed), ranged, full attack one swing at a
// time, two-weapon attack, charge, and casting a spell (d20-sunday-stats-combat.txt
// "Actions", "Special Attacks").

import (
	"fmt"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// checkMelee: one swing at a foe beside u (d20-sunday-stats-combat.txt "Actions": Melee
// attack).
func checkMelee(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleMelee, Defensively); err != nil {
		return err
	}
	if _, err := beside(b, u, a, ruleMelee); err != nil {
		return err
	}
	_, err := weaponFor(u, a.Weapon, useMelee, ruleMelee)
	return err
}

// doMelee swings. Unarmed, only the foe gets an attack of opportunity first
// (d20-sunday-stats-combat.txt "Actions": "Unarmed attack* (3). Only your opponent gets an
// AoO"). Fighting defensively: −4 to hit, +2 AC until u's next turn.
func doMelee(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindMelee)
	t := b.Unit(a.Target)
	w, _ := weaponFor(u, a.Weapon, useMelee, ruleMelee)
	s := &strike{kind: KindMelee, att: u, def: t, w: w}
	if a.Choice == Defensively {
		defend(b, u)
		s.extra = []combat.Term{{Label: "fighting defensively", Value: -4}}
	}
	if unarmedProvokes(b, u, t, w) {
		resolve(b, s)
	}
}

// unarmedProvokes gives t, alone, its attack of opportunity when u attacks it with bare
// hands, however the attack is made (a melee attack, a full attack's swing, a charge's), and
// reports whether the attack goes on: u still up, t still there (d20-sunday-stats-combat.txt
// "Actions": "Unarmed attack* (3). Only your opponent gets an AoO").
func unarmedProvokes(b *combat.Battle, u, t *combat.Unit, w arms) bool {
	if w.Kind != combat.Unarmed {
		return true
	}
	_, up := provoke(b, u, "attacks unarmed", t)
	return up && t.Active()
}

// defend gives u fighting defensively's +2 AC until its next turn.
func defend(b *combat.Battle, u *combat.Unit) {
	if !u.Is(Defensive) {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Defensive, Value: 2, Ends: combat.StartOfTurn, Owner: u.Name}})
	}
}

// checkRanged: a shot or throw at a foe in sight and range (d20-sunday-stats-combat.txt
// "Actions": Ranged attack).
func checkRanged(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleRanged); err != nil {
		return err
	}
	t, err := foe(b, u, a, ruleRanged)
	if err != nil {
		return err
	}
	w, err := weaponFor(u, a.Weapon, useRanged, ruleRanged)
	if err != nil {
		return err
	}
	return inRange(b, u, t, w, ruleRanged)
}

// doRanged shoots, after the attacks of opportunity it draws; a thrown weapon lands in the
// foe's square.
func doRanged(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindRanged)
	t := b.Unit(a.Target)
	w, _ := weaponFor(u, a.Weapon, useRanged, ruleRanged)
	if _, up := provoke(b, u, "shoots", nil); !up {
		return
	}
	if t.Active() {
		resolve(b, &strike{kind: KindRanged, att: u, def: t, w: w})
	}
	if w.Kind == combat.Thrown {
		b.Emit(combat.ItemDropped{Unit: u.Name, Item: w.Name, Pos: t.Pos})
	}
}

// swing is one attack of a full attack: the weapon and the attack bonus.
type swing struct {
	weapon string
	bab    int
}

// swings are u's attacks of a full attack begun with w: with a natural weapon, each of its
// natural weapons once at its full BAB; with any other, one at its BAB and one more at each
// 5 less while that is +1 or more, four at most (docs/rulings.md "Full attack").
func swings(u *combat.Unit, w arms) []swing {
	bab := u.Sheet.AttackBonus
	out := []swing{{w.Name, bab}}
	if w.natural {
		for v := range u.Readied() {
			if a := weaponArms(v); a.natural && !strings.EqualFold(v.Name, w.Name) && !containsSwing(out, v.Name) {
				out = append(out, swing{v.Name, bab})
			}
		}
		return out
	}
	for n := bab - 5; n >= 1 && len(out) < 4; n -= 5 {
		out = append(out, swing{w.Name, n})
	}
	return out
}

// containsSwing reports whether the swings have one with that weapon.
func containsSwing(ss []swing, name string) bool {
	for _, s := range ss {
		if strings.EqualFold(s.weapon, name) {
			return true
		}
	}
	return false
}

// fullWeapon is the weapon a full attack or swing is made with, by name, and how: a melee
// weapon at a foe beside u, or a missile weapon at a foe in sight and range.
func fullWeapon(b *combat.Battle, u, t *combat.Unit, name string) (arms, *combat.RuleError) {
	if w, err := weaponFor(u, name, useMelee, ruleFull); err == nil && b.Map.Adjacent(u.Pos, t.Pos) {
		return w, nil
	}
	w, err := weaponFor(u, name, useRanged, ruleFull)
	if err != nil {
		if name == "" || fits(weaponOf(u, name), useMelee) {
			return arms{}, combat.Refuse(ruleFull, "%s is not beside %s", t.Name, u.Name)
		}
		return arms{}, err
	}
	if w.Missile() {
		return w, inRange(b, u, t, w, ruleFull)
	}
	return arms{}, combat.Refuse(ruleFull, "a full attack throws nothing: %s strikes or shoots", u.Name)
}

// weaponOf is u's item of that name (bare hands for "unarmed").
func weaponOf(u *combat.Unit, name string) combat.Weapon {
	if strings.EqualFold(name, unarmed.Name) {
		return unarmed
	}
	if i := u.Item(name); i >= 0 {
		return u.Items[i].Weapon
	}
	return combat.Weapon{}
}

// checkFull: a creature with several attacks a round, at a foe it can reach
// (d20-sunday-stats-combat.txt "Actions": Full attack).
func checkFull(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleFull); err != nil {
		return err
	}
	t, err := foe(b, u, a, ruleFull)
	if err != nil {
		return err
	}
	w, err := fullWeapon(b, u, t, a.Weapon)
	if err != nil {
		return err
	}
	if len(swings(u, w)) < 2 {
		return combat.Refuse(ruleFull, "%s has one attack a round with %s (BAB +%d): a full attack is for several", u.Name, w.Name, u.Sheet.AttackBonus)
	}
	return nil
}

// doFull makes the first swing and leaves the others to take one at a time: the next
// target is chosen after each result.
func doFull(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindFull)
	t := b.Unit(a.Target)
	w, _ := fullWeapon(b, u, t, a.Weapon)
	ss := swings(u, w)
	if w.Missile() {
		if _, up := provoke(b, u, "shoots", nil); !up {
			return
		}
	}
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: FullAttack, Source: w.Name, Ends: combat.EndOfTurn, Owner: u.Name,
		Note: fmt.Sprintf("%d attacks", len(ss))}})
	swingAt(b, u, t, w, ss, 0, KindFull)
}

// swingAt makes swing i of ss at t (an attack of the kind), and ends the full attack after
// its last.
func swingAt(b *combat.Battle, u, t *combat.Unit, first arms, ss []swing, i int, kind string) {
	if i+1 >= len(ss) {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: FullAttack, Source: first.Name, Why: "its last attack"})
	}
	w := first
	if !strings.EqualFold(ss[i].weapon, first.Name) {
		w = weaponArms(weaponOf(u, ss[i].weapon))
	}
	if t.Active() && unarmedProvokes(b, u, t, w) {
		resolve(b, &strike{kind: kind, att: u, def: t, w: w, bab: ss[i].bab, babSet: true})
	}
}

// nextSwing is u's full attack in progress: its first weapon, its swings and the next one,
// counted from the log: one for the full attack, one for each swing since.
func nextSwing(b *combat.Battle, u *combat.Unit) (arms, []swing, int, bool) {
	return swingOf(b, u, false)
}

// swingOf is nextSwing; doing says the log's last action is the swing being made, which is
// not counted as made.
func swingOf(b *combat.Battle, u *combat.Unit, doing bool) (arms, []swing, int, bool) {
	c, ok := u.Condition(FullAttack)
	if !ok {
		return arms{}, nil, 0, false
	}
	first := weaponArms(weaponOf(u, c.Source))
	ss := swings(u, first)
	i := 1
	for j := len(b.Log) - 1; j >= 0; j-- {
		if a, ok := b.Log[j].(combat.Acted); ok && a.Action.Unit == u.Name {
			if a.Action.Kind == KindFull {
				break
			}
			if a.Action.Kind == KindSwing {
				if doing {
					doing = false // the swing being made
				} else {
					i++
				}
			}
		}
	}
	if i >= len(ss) {
		return arms{}, nil, 0, false
	}
	return first, ss, i, true
}

// checkSwing: the next swing of u's full attack, at a foe its weapon reaches.
func checkSwing(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleFull); err != nil {
		return err
	}
	_, ss, i, ok := nextSwing(b, u)
	if !ok {
		return combat.Refuse(ruleFull, "%s is not in the middle of a full attack", u.Name)
	}
	if a.Weapon != "" && !strings.EqualFold(a.Weapon, ss[i].weapon) {
		return combat.Refuse(ruleFull, "%s's next swing is with %s", u.Name, ss[i].weapon)
	}
	t, err := foe(b, u, a, ruleFull)
	if err != nil {
		return err
	}
	_, err = fullWeapon(b, u, t, ss[i].weapon)
	return err
}

// doSwing makes the next swing.
func doSwing(b *combat.Battle, u *combat.Unit, a combat.Action) {
	first, ss, i, _ := swingOf(b, u, true)
	swingAt(b, u, b.Unit(a.Target), first, ss, i, KindSwing)
}

// offHand is the weapon u fights with in its other hand when main is in one: its first
// other one-handed melee weapon in hand, whole.
func offHand(u *combat.Unit, main arms) (arms, bool) {
	for w := range u.Readied() {
		if !strings.EqualFold(w.Name, main.Name) && w.Kind == combat.Melee && w.Hands <= 1 && !broken(u, w.Name) {
			return weaponArms(w), true
		}
	}
	return arms{}, false
}

// twoWeaponPenalties are the two attacks' penalties: −6/−10; −4/−8 with a light off-hand
// weapon; −4/−4 with the Two-Weapon Fighting feat; −2/−2 with both
// (d20-sunday-stats-combat.txt "Special Attacks": Two-weapon attack).
func twoWeaponPenalties(u *combat.Unit, off arms) (int, int) {
	feat := u.Sheet.Has("two-weapon-fighting")
	switch {
	case feat && off.light:
		return -2, -2
	case feat:
		return -4, -4
	case off.light:
		return -4, -8
	}
	return -6, -10
}

// checkTwoWeapon: a one-handed melee weapon in each hand, at a foe beside u.
func checkTwoWeapon(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleTwoWeapon); err != nil {
		return err
	}
	if _, err := beside(b, u, a, ruleTwoWeapon); err != nil {
		return err
	}
	w, err := weaponFor(u, a.Weapon, useArmed, ruleTwoWeapon)
	if err != nil {
		return err
	}
	if w.Hands > 1 {
		return combat.Refuse(ruleTwoWeapon, "%s takes both hands", w.Name)
	}
	if _, ok := offHand(u, w); !ok {
		return combat.Refuse(ruleTwoWeapon, "%s has no second one-handed weapon in hand", u.Name)
	}
	return nil
}

// doTwoWeapon swings the main weapon, then the off-hand one (half Str to damage) if the foe
// still stands.
func doTwoWeapon(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindTwoWeapon)
	t := b.Unit(a.Target)
	w, _ := weaponFor(u, a.Weapon, useArmed, ruleTwoWeapon)
	off, _ := offHand(u, w)
	p1, p2 := twoWeaponPenalties(u, off)
	resolve(b, &strike{kind: KindTwoWeapon, att: u, def: t, w: w, extra: []combat.Term{{Label: "two weapons", Value: p1}}})
	if t.Active() && u.Active() {
		resolve(b, &strike{kind: KindTwoWeapon, att: u, def: t, w: off, offHand: true, extra: []combat.Term{{Label: "two weapons (off hand)", Value: p2}}})
	}
}

// checkCharge: at least 10 ft and at most double its speed, to a square beside the foe,
// then a melee attack (d20-sunday-stats-combat.txt "Special Attacks": Charge).
func checkCharge(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleCharge); err != nil {
		return err
	}
	t, err := foe(b, u, a, ruleCharge)
	if err != nil {
		return err
	}
	if _, err := weaponFor(u, a.Weapon, useMelee, ruleCharge); err != nil {
		return err
	}
	if err := firstOf(canMove(u, ruleCharge), upright(u, "charge"), notMoved(u, ruleCharge)); err != nil {
		return err
	}
	_, err = chargeEnd(b, u, t, a.Path)
	return err
}

// chargeEnd is the square a charge at t ends on: the one named, or the nearest by the
// charge's way (docs/rulings.md "Charge").
func chargeEnd(b *combat.Battle, u, t *combat.Unit, path []grid.Pos) (grid.Pos, *combat.RuleError) {
	r := b.Reach(u, 2*speed(u))
	if len(path) > 1 {
		return grid.Pos{}, combat.Refuse(ruleCharge, "name the one square the charge ends on")
	}
	if len(path) == 1 {
		p := path[0]
		c, reached := r.Cost(p)
		switch {
		case chargeEndOK(b, u, t, r, p):
			return p, nil
		case !reached || !r.CanEnd(p) || p == u.Pos:
			return p, combat.Refuse(ruleCharge, "%s cannot charge to %v: it is not within double its speed", u.Name, p)
		case !b.Map.Adjacent(p, t.Pos):
			return p, combat.Refuse(ruleCharge, "%v is not beside %s", p, t.Name)
		}
		return p, combat.Refuse(ruleCharge, "a charge moves at least 10 ft; %v is %d ft away", p, c)
	}
	best, bestCost := grid.Pos{}, -1
	for dy := -1; dy <= 1; dy++ { // the squares beside the foe, row by row
		for dx := -1; dx <= 1; dx++ {
			p := grid.Pos{X: t.Pos.X + dx, Y: t.Pos.Y + dy}
			if c, reached := r.Cost(p); reached && chargeEndOK(b, u, t, r, p) && (bestCost < 0 || c < bestCost) {
				best, bestCost = p, c
			}
		}
	}
	if bestCost < 0 {
		return grid.Pos{}, combat.Refuse(ruleCharge, "%s has no square beside %s between 10 ft and %d ft away", u.Name, t.Name, 2*speed(u))
	}
	return best, nil
}

// chargeEndOK reports whether a charge at t may end on p, r being u's reach at double its
// speed: reached and free to end on, not u's own square, beside t, at least 10 ft away
// (the lister asks it of each square; chargeEnd says why not).
func chargeEndOK(b *combat.Battle, u, t *combat.Unit, r *grid.Reach, p grid.Pos) bool {
	c, reached := r.Cost(p)
	return reached && r.CanEnd(p) && p != u.Pos && b.Map.Adjacent(p, t.Pos) && c >= 10
}

// doCharge: −2 AC until u's next turn from the start, the move (leaving threatened squares
// draws attacks), then the attack at +2.
func doCharge(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t := b.Unit(a.Target)
	w, _ := weaponFor(u, a.Weapon, useMelee, ruleCharge)
	end, _ := chargeEnd(b, u, t, a.Path)
	route := b.Reach(u, 2*speed(u)).AppendRoute(nil, end)
	spend(b, u, KindCharge)
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Charging, Value: -2, Ends: combat.StartOfTurn, Owner: u.Name}})
	walk(b, u, route, "charges", false)
	if u.Active() && t.Active() && b.Map.Adjacent(u.Pos, t.Pos) && unarmedProvokes(b, u, t, w) {
		resolve(b, &strike{kind: KindCharge, att: u, def: t, w: w, extra: []combat.Term{{Label: "charge", Value: 2}}})
	}
}

// checkCast: an attack spell at a foe in sight and range, or beside u for a touch
// (d20-sunday-stats-combat.txt "Actions": Cast Spell).
func checkCast(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleCast, Defensively); err != nil {
		return err
	}
	t, err := foe(b, u, a, ruleCast)
	if err != nil {
		return err
	}
	w, err := weaponFor(u, a.Weapon, useSpell, ruleCast)
	if err != nil {
		return err
	}
	if castsLeft(u, w) < 1 {
		return combat.Refuse(ruleCast, "%s has cast %s as many times as it had it prepared", u.Name, w.Name)
	}
	if w.Range == 0 {
		if !b.Map.Adjacent(u.Pos, t.Pos) {
			return combat.Refuse(ruleCast, "%s is a touch: %s must be beside %s", w.Name, t.Name, u.Name)
		}
		return nil
	}
	return inRange(b, u, t, w, ruleCast)
}

// concentrate makes a Concentration check against dc and reports whether it succeeds.
func concentrate(b *combat.Battle, u *combat.Unit, dc int, why string) bool {
	d := b.D20(u, "Concentration")
	terms := []combat.Term{{Label: "d20", Value: d}, {Label: "Concentration", Value: skill(u, "Concentration")}}
	total := combat.Sum(terms)
	ok := total >= dc
	b.Emit(combat.Checked{Unit: u.Name, Skill: "Concentration", Why: why, Terms: terms, Total: total, Against: dc, Success: ok,
		Text: fmt.Sprintf("%s's Concentration check (%s): %s vs DC %d", u.Name, why, combat.FormatTerms(terms), dc)})
	return ok
}

// doCast casts: defensively, a Concentration check (DC 15 + the spell's level) avoids the
// attacks of opportunity, and a failure loses the spell; otherwise the attacks come, and
// damage from them calls for a Concentration check (DC 10 + the damage + the level) to
// finish it (docs/rulings.md "Spells").
func doCast(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindCast)
	t := b.Unit(a.Target)
	w, _ := weaponFor(u, a.Weapon, useSpell, ruleCast)
	if w.spell > 0 {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: SpellCast, Source: w.Name}})
	}
	if a.Choice == Defensively {
		if !concentrate(b, u, 15+w.spell, "casting defensively") {
			b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s loses the spell %s", u.Name, w.Name)})
			return
		}
	} else {
		hurt, up := provoke(b, u, "casts a spell", nil)
		if !up {
			return
		}
		if hurt > 0 && !concentrate(b, u, 10+hurt+w.spell, "hurt while casting") {
			b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s loses the spell %s", u.Name, w.Name)})
			return
		}
	}
	if t.Active() {
		resolve(b, &strike{kind: KindCast, att: u, def: t, w: w})
	}
}

// castsLeft is how many more times u may cast w: a level 0 spell at will, any other once for
// each copy the sheet carries (its count) (docs/rulings.md "Spells").
func castsLeft(u *combat.Unit, w arms) int {
	if w.spell == 0 {
		return 1
	}
	n := 0
	for _, it := range u.Items {
		if strings.EqualFold(it.Weapon.Name, w.Name) {
			n++
		}
	}
	for _, c := range u.ConditionsNamed(SpellCast) {
		if strings.EqualFold(c.Source, w.Name) {
			n--
		}
	}
	return n
}

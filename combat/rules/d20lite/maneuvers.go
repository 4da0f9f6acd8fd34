package d20lite

// The special attacks with steps: bull rush, trip, disarm, sunder, grapple and overrun
// (d20-sunday-stats-combat.txt "Special Attacks").

import (
	"fmt"

	"skirmish/combat"
	"skirmish/grid"
)

// sizeTerm is +4 for each size category u is larger than other, and nothing for the smaller
// one: only the larger combatant gets the bonus (d20-sunday-stats-combat.txt "Special
// Attacks": Disarm, "Larger combatants get +4 per size difference"; Overrun).
func sizeTerm(u, other *combat.Unit) combat.Term {
	return combat.Term{Label: "size", Value: 4 * max(0, size(u)-size(other))}
}

// beyond is the square straight behind t as seen from u: the one a bull rush pushes it
// into, an overrun goes to.
func beyond(u, t *combat.Unit) grid.Pos {
	return grid.Pos{X: 2*t.Pos.X - u.Pos.X, Y: 2*t.Pos.Y - u.Pos.Y}
}

// free reports whether a unit could stand on p: on the map, not a wall, no one there.
func free(b *combat.Battle, mover *combat.Unit, p grid.Pos) bool {
	return b.Map.In(p) && b.Map.At(p).Move != grid.MoveBlocked && b.Alone(mover, p)
}

// checkBullRush: a foe beside u (d20-sunday-stats-combat.txt "Special Attacks": Bull rush).
func checkBullRush(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleBullRush); err != nil {
		return err
	}
	_, err := beside(b, u, a, ruleBullRush)
	return err
}

// doBullRush: the attacks of opportunity it draws, then an opposed Strength check (no size
// term: the text gives none for a bull rush): a win pushes the foe five feet straight back,
// when that square is free (docs/rulings.md "Bull rush").
func doBullRush(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindBullRush)
	t := b.Unit(a.Target)
	if _, up := provoke(b, u, "bull rushes", nil); !up || !t.Active() {
		return
	}
	if !strength(b, u, t, "bull rush", false) {
		return
	}
	to := beyond(u, t)
	if !free(b, t, to) {
		b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s wins, but %v behind %s is not free: it stays", u.Name, to, t.Name)})
		return
	}
	b.Emit(combat.Moved{Unit: t.Name, From: t.Pos, To: to, Why: "bull rushed"})
}

// strength is an opposed Strength check of u against t; it reports whether u won. As per
// Overrun (overrun true: an overrun, a trip) t uses its Dex instead when better and the
// larger gets +4 a size ("a Str vs Dex/Str check, plus 4 per size difference"); a bull rush
// is the plain "opposed Strength check", with no size term.
func strength(b *combat.Battle, u, t *combat.Unit, why string, overrun bool) bool {
	mine := []combat.Term{{Label: "d20", Value: b.D20(u, why)}, {Label: "Str", Value: mod(u, "STR")}}
	ab, am := "Str", mod(t, "STR")
	if d := mod(t, "DEX"); overrun && d > am {
		ab, am = "Dex", d
	}
	theirs := []combat.Term{{Label: "d20", Value: b.D20(t, why)}, {Label: ab, Value: am}}
	if overrun {
		mine, theirs = append(mine, sizeTerm(u, t)), append(theirs, sizeTerm(t, u))
	}
	return opposed(b, u, t, "Strength", why, mine, theirs)
}

// checkTrip: a foe beside u, with a weapon in hand or bare hands (d20-sunday-stats-combat.txt
// "Special Attacks": Trip).
func checkTrip(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleTrip); err != nil {
		return err
	}
	t, err := beside(b, u, a, ruleTrip)
	if err != nil {
		return err
	}
	if t.Is(Prone) {
		return combat.Refuse(ruleTrip, "%s is already prone", t.Name)
	}
	_, err = weaponFor(u, a.Weapon, useMelee, ruleTrip)
	return err
}

// doTrip: the foe's attack of opportunity unless the weapon trips; a melee attack; on a hit
// Str against the foe's Str or Dex (the larger +4 a size): it falls prone, or, losing, it makes the
// same check to trip u.
func doTrip(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindTrip)
	t := b.Unit(a.Target)
	w, _ := weaponFor(u, a.Weapon, useMelee, ruleTrip)
	if !w.trip {
		if _, up := provoke(b, u, "tries to trip it", t); !up || !t.Active() {
			return
		}
	}
	if o := (&strike{kind: KindTrip, att: u, def: t, w: w}).roll(b); !o.hit {
		return
	}
	if strength(b, u, t, "trip", true) {
		b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Prone, Source: u.Name}})
		return
	}
	if strength(b, t, u, "trip back", true) {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Prone, Source: t.Name}})
	}
}

// held is the weapon a disarm or sunder goes for: t's first melee weapon in hand (else any
// in hand); never a natural weapon, which is part of t, not an item it holds
// (d20-sunday-stats-combat.txt "Special Attacks": Disarm, "the defender is disarmed"; Sunder,
// "attack his weapon or shield"; docs/rulings.md "d20 natural weapons").
func held(t *combat.Unit) (combat.Weapon, bool) {
	var any combat.Weapon
	found := false
	for w := range t.Readied() {
		if broken(t, w.Name) || weaponArms(w).natural {
			continue
		}
		if w.InMelee() && w.Kind != combat.Unarmed {
			return w, true
		}
		if !found {
			any, found = w, true
		}
	}
	return any, found
}

// gripTerms are an opposed attack roll's terms for a disarm or sunder: d20 + BAB + Str,
// +4 two-handed, −4 light, +4 a size to the larger (d20-sunday-stats-combat.txt "Special
// Attacks": Disarm).
func gripTerms(b *combat.Battle, u, other *combat.Unit, w arms, why string) []combat.Term {
	ts := []combat.Term{{Label: "d20", Value: b.D20(u, why)}, {Label: "BAB", Value: u.Sheet.AttackBonus}, {Label: "Str", Value: mod(u, "STR")}}
	switch {
	case w.Hands == 2:
		ts = append(ts, combat.Term{Label: "two-handed", Value: 4})
	case w.light:
		ts = append(ts, combat.Term{Label: "light", Value: -4})
	}
	return append(ts, sizeTerm(u, other))
}

// checkDisarm: a foe beside u holding a weapon (d20-sunday-stats-combat.txt "Special
// Attacks": Disarm).
func checkDisarm(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleDisarm); err != nil {
		return err
	}
	t, err := beside(b, u, a, ruleDisarm)
	if err != nil {
		return err
	}
	if _, ok := held(t); !ok {
		return combat.Refuse(ruleDisarm, "%s holds nothing to disarm", t.Name)
	}
	_, err = weaponFor(u, a.Weapon, useMelee, ruleDisarm)
	return err
}

// doDisarm: the foe's attack of opportunity, which fails the disarm if it hurts; opposed
// attack rolls: a win makes the foe drop its weapon; a loss lets it try the same to disarm
// u.
func doDisarm(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindDisarm)
	t := b.Unit(a.Target)
	w, _ := weaponFor(u, a.Weapon, useMelee, ruleDisarm)
	if hurt, up := provoke(b, u, "tries to disarm it", t); !up || !t.Active() || hurt > 0 {
		if hurt > 0 && u.Active() {
			b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " is hurt by the attack of opportunity: the disarm fails"})
		}
		return
	}
	tw, _ := held(t)
	ta := weaponArms(tw)
	if opposed(b, u, t, "attack", "disarm", gripTerms(b, u, t, w, "disarm"), gripTerms(b, t, u, ta, "disarm")) {
		b.Emit(combat.ItemDropped{Unit: t.Name, Item: tw.Name, Pos: t.Pos})
		return
	}
	if w.Kind == combat.Unarmed || w.natural {
		return // nothing in hand to be disarmed of (docs/rulings.md "d20 natural weapons")
	}
	if opposed(b, t, u, "attack", "disarm back", gripTerms(b, t, u, ta, "disarm back"), gripTerms(b, u, t, w, "disarm back")) {
		b.Emit(combat.ItemDropped{Unit: u.Name, Item: w.Name, Pos: u.Pos})
	}
}

// itemHP is the hit points of an item a sunder breaks: 5 light, 10 one-handed, 15
// two-handed (docs/rulings.md "Sunder").
func itemHP(w arms) int {
	switch {
	case w.light:
		return 5
	case w.Hands == 2:
		return 15
	}
	return 10
}

// checkSunder: a foe beside u holding a weapon, struck with a weapon.
func checkSunder(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleSunder); err != nil {
		return err
	}
	t, err := beside(b, u, a, ruleSunder)
	if err != nil {
		return err
	}
	if _, ok := held(t); !ok {
		return combat.Refuse(ruleSunder, "%s holds nothing to sunder", t.Name)
	}
	_, err = weaponFor(u, a.Weapon, useArmed, ruleSunder)
	return err
}

// doSunder: the attacks of opportunity it draws; opposed attack rolls as for a disarm; a
// win deals the weapon's damage to the foe's weapon, which breaks at its hit points.
func doSunder(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindSunder)
	t := b.Unit(a.Target)
	w, _ := weaponFor(u, a.Weapon, useArmed, ruleSunder)
	if _, up := provoke(b, u, "tries to sunder its weapon", nil); !up || !t.Active() {
		return
	}
	tw, _ := held(t)
	ta := weaponArms(tw)
	if !opposed(b, u, t, "attack", "sunder", gripTerms(b, u, t, w, "sunder"), gripTerms(b, t, u, ta, "sunder")) {
		return
	}
	v, _ := b.Roll(u, w.Damage, "sunder damage")
	str, _ := (&strike{att: u, w: w}).strBonus()
	dmg := max(1, v+str.Value+w.Magic)
	before := 0
	if c, ok := sundered(t, tw.Name); ok {
		before = c.Value
		b.Emit(combat.ConditionRemoved{Unit: t.Name, Name: Sundered, Source: c.Source, Why: "sundered again"})
	}
	c := combat.Condition{Name: Sundered, Source: tw.Name, Value: before + dmg}
	if c.Value >= itemHP(ta) {
		c.Note = "broken"
	}
	b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: c})
	b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s deals %d to %s's %s (%d of %d)", u.Name, dmg, t.Name, tw.Name, c.Value, itemHP(ta))})
	if c.Note == "broken" {
		b.Emit(combat.ItemStowed{Unit: t.Name, Item: tw.Name})
	}
}

// sundered is the damage done to t's item of that name so far.
func sundered(t *combat.Unit, name string) (combat.Condition, bool) {
	for _, c := range t.ConditionsNamed(Sundered) {
		if c.Source == name {
			return c, true
		}
	}
	return combat.Condition{}, false
}

// grappling is the foe u holds, if any.
func grappling(b *combat.Battle, u *combat.Unit) *combat.Unit {
	if c, ok := u.Condition(Grappling); ok {
		return b.Unit(c.Source)
	}
	return nil
}

// checkGrapple: a foe beside u; one u holds already, or, holding no one, a foe no one holds
// (d20-sunday-stats-combat.txt "Special Attacks": Grapple).
func checkGrapple(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleGrapple); err != nil {
		return err
	}
	t, err := beside(b, u, a, ruleGrapple)
	if err != nil {
		return err
	}
	switch h := grappling(b, u); {
	case h != nil && h != t:
		return combat.Refuse(ruleGrapple, "%s holds %s already", u.Name, h.Name)
	case h == nil && (t.Is(Grappled) || t.Is(Grappling)):
		return combat.Refuse(ruleGrapple, "%s is in another grapple", t.Name)
	case h == nil && u.Is(Grappled):
		return combat.Refuse(ruleGrapple, "%s is held: break the hold first", u.Name)
	}
	return nil
}

// grappleTerms are a grapple check's terms: d20 + BAB + Str.
func grappleTerms(b *combat.Battle, u *combat.Unit, why string) []combat.Term {
	return []combat.Term{{Label: "d20", Value: b.D20(u, why)}, {Label: "BAB", Value: u.Sheet.AttackBonus}, {Label: "Str", Value: mod(u, "STR")}}
}

// doGrapple: holding the foe already, an opposed grapple check deals unarmed damage; else the
// foe's attack of opportunity (which fails it if it hurts), a melee attack to grab, and an
// opposed grapple check to hold it and deal unarmed damage.
func doGrapple(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindGrapple)
	t := b.Unit(a.Target)
	holding := grappling(b, u) == t
	if !holding {
		if hurt, up := provoke(b, u, "tries to grab it", t); !up || !t.Active() || hurt > 0 {
			if hurt > 0 && u.Active() {
				b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " is hurt by the attack of opportunity: the grapple fails"})
			}
			return
		}
		if o := (&strike{kind: KindGrapple, att: u, def: t, w: weaponArms(unarmed)}).roll(b); !o.hit {
			return
		}
	}
	if !opposed(b, u, t, "grapple", "grapple", grappleTerms(b, u, "grapple"), grappleTerms(b, t, "grapple")) {
		return
	}
	if !holding {
		b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Grappled, Source: u.Name}})
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Grappling, Source: t.Name}})
	}
	(&strike{kind: KindGrapple, att: u, def: t, w: weaponArms(unarmed)}).damage(b, false)
}

// checkEscape: held by someone.
func checkEscape(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if !u.Is(Grappled) {
		return combat.Refuse(ruleGrapple, "%s is not held", u.Name)
	}
	return nil
}

// doEscape: an opposed grapple check against the holder; a win breaks the hold.
func doEscape(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindEscape)
	c, _ := u.Condition(Grappled)
	h := b.Unit(c.Source)
	if opposed(b, u, h, "grapple", "break the hold", grappleTerms(b, u, "break the hold"), grappleTerms(b, h, "break the hold")) {
		release(b, h, u, "the hold is broken")
	}
}

// release ends h's hold on t.
func release(b *combat.Battle, h, t *combat.Unit, why string) {
	b.Emit(combat.ConditionRemoved{Unit: t.Name, Name: Grappled, Source: h.Name, Why: why})
	b.Emit(combat.ConditionRemoved{Unit: h.Name, Name: Grappling, Source: t.Name, Why: why})
}

// loosen ends the holds of and on creatures no longer up, or no longer beside each other.
func loosen(b *combat.Battle) {
	for _, h := range b.Units {
		c, ok := h.Condition(Grappling)
		if !ok {
			continue
		}
		t := b.Unit(c.Source)
		if !h.Active() || !t.Active() || !b.Map.Adjacent(h.Pos, t.Pos) {
			release(b, h, t, "the grapple ends")
		}
	}
}

// checkOverrun: a foe beside u with a free square straight behind it (docs/rulings.md
// "Overrun").
func checkOverrun(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleOverrun); err != nil {
		return err
	}
	t, err := beside(b, u, a, ruleOverrun)
	if err != nil {
		return err
	}
	if err := firstOf(canMove(u, ruleOverrun), upright(u, "overrun")); err != nil {
		return err
	}
	if !free(b, u, beyond(u, t)) {
		return combat.Refuse(ruleOverrun, "the square behind %s, %v, is not free", t.Name, beyond(u, t))
	}
	return nil
}

// doOverrun: the attacks of opportunity it draws; the foe steps aside (u goes through) or
// blocks: Str against its Str or Dex (the larger +4 a size): a win knocks it prone and u goes on
// through; a loss lets it make the same check to knock u prone.
func doOverrun(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindOverrun)
	t := b.Unit(a.Target)
	to := beyond(u, t)
	if _, up := provoke(b, u, "overruns", nil); !up || !t.Active() {
		return
	}
	block := combat.Action{Kind: KindBlock, Unit: t.Name, Target: u.Name}
	_, blocks := b.Ask(t, combat.Prompt{Kind: PromptOverrun, Actor: u.Name, Target: t.Name}, []combat.Action{block})
	through := !blocks
	if blocks {
		if strength(b, u, t, "overrun", true) {
			b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Prone, Source: u.Name}})
			through = true
		} else if strength(b, t, u, "overrun back", true) {
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Prone, Source: t.Name}})
		}
	} else {
		b.Emit(combat.Note{Unit: t.Name, Text: t.Name + " steps aside"})
	}
	if through && free(b, u, to) {
		if !u.Is(Moved) {
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Moved, Ends: combat.EndOfTurn, Owner: u.Name}})
		}
		b.Emit(combat.Moved{Unit: u.Name, From: u.Pos, To: t.Pos, Feet: 5, Why: "overrun"})
		b.Emit(combat.Moved{Unit: u.Name, From: t.Pos, To: to, Feet: 10, Why: "overrun"})
	}
}

// PromptOverrun is the moment an overrun's defender chooses to block it or step aside.
const PromptOverrun = "overrun"

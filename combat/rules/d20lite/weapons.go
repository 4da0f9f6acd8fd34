package d20lite

// Weapons in hand: which a unit may strike, shoot or cast with now, and the one an action
// that names none takes.

import (
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// use says what an action may be made with.
type use uint8

// The uses.
const (
	useMelee  use = iota // strikes a foe beside it (bare hands too)
	useRanged            // shoots or throws (not a spell)
	useSpell             // a spell
	useArmed             // strikes in melee with a weapon (not bare hands): a trip, a disarm
)

// fits reports whether a weapon may be used so.
func fits(w combat.Weapon, how use) bool {
	switch how {
	case useMelee:
		return w.InMelee()
	case useRanged:
		return w.Ranged() && w.Kind != combat.Spell
	case useSpell:
		return w.Kind == combat.Spell
	case useArmed:
		return w.InMelee() && w.Kind != combat.Unarmed
	}
	return false
}

// broken reports whether u's item of that name has been sundered to pieces.
func broken(u *combat.Unit, name string) bool {
	for _, c := range u.ConditionsNamed(Sundered) {
		if strings.EqualFold(c.Source, name) && c.Note == "broken" {
			return true
		}
	}
	return false
}

// weaponFor is the weapon u makes an action of that use with: the one named, ready in hand
// and whole (bare hands are "unarmed", for melee), or, with none named, the default: its
// first such weapon in hand, else bare hands for melee.
func weaponFor(u *combat.Unit, name string, how use, rule string) (arms, *combat.RuleError) {
	if name == "" {
		name = defaultWeapon(u, how)
		if name == "" {
			return arms{}, combat.Refuse(rule, "%s has nothing in hand to do that with", u.Name)
		}
	}
	if strings.EqualFold(name, unarmed.Name) {
		if how != useMelee {
			return arms{}, combat.Refuse(rule, "bare hands cannot do that")
		}
		return weaponArms(unarmed), nil
	}
	i := u.Item(name)
	switch {
	case i < 0:
		return arms{}, combat.Refuse(rule, "%s has no %q", u.Name, name)
	case !u.Items[i].Ready:
		return arms{}, combat.Refuse(ruleDraw, "%s's %s is not in hand: draw it first", u.Name, u.Items[i].Weapon.Name)
	case broken(u, u.Items[i].Weapon.Name):
		return arms{}, combat.Refuse(ruleSunder, "%s's %s is broken", u.Name, u.Items[i].Weapon.Name)
	case !fits(u.Items[i].Weapon, how):
		return arms{}, combat.Refuse(rule, "%s cannot be used for that", u.Items[i].Weapon.Name)
	}
	return weaponArms(u.Items[i].Weapon), nil
}

// defaultWeapon names the weapon an action of that use takes when it names none: the first
// ready, whole one that fits; bare hands for melee with none; "" when there is nothing.
func defaultWeapon(u *combat.Unit, how use) string {
	for w := range u.Readied() {
		if fits(w, how) && (how != useMelee || w.Kind != combat.Unarmed) && !broken(u, w.Name) {
			return w.Name
		}
	}
	if how == useMelee {
		return unarmed.Name
	}
	return ""
}

// foe returns a's target if it is an active foe of u's, or the refusal.
func foe(b *combat.Battle, u *combat.Unit, a combat.Action, rule string) (*combat.Unit, *combat.RuleError) {
	t := b.Unit(a.Target)
	switch {
	case t == nil:
		return nil, combat.Refuse(rule, "name the foe %s acts against", u.Name)
	case t.Side == u.Side:
		return nil, combat.Refuse(rule, "%s is not a foe of %s's", t.Name, u.Name)
	case !t.Active():
		return nil, combat.Refuse(rule, "%s is %s", t.Name, t.Status)
	}
	return t, nil
}

// beside returns a's target if it is an active foe beside u, or the refusal.
func beside(b *combat.Battle, u *combat.Unit, a combat.Action, rule string) (*combat.Unit, *combat.RuleError) {
	t, err := foe(b, u, a, rule)
	if err != nil {
		return nil, err
	}
	if !b.Map.Adjacent(u.Pos, t.Pos) {
		return nil, combat.Refuse(rule, "%s is not beside %s", t.Name, u.Name)
	}
	return t, nil
}

// inRange refuses a shot or spell at t that u cannot see or that is beyond the weapon's
// range (its long range when it has one).
func inRange(b *combat.Battle, u, t *combat.Unit, w arms, rule string) *combat.RuleError {
	far := max(w.Range, w.LongRange)
	if v := b.Map.Sight(u.Pos, t.Pos); !v.Seen {
		return combat.Refuse(rule, "%s cannot see %s", u.Name, t.Name)
	} else if v.Cover == grid.CoverFull {
		return combat.Refuse(ruleCover, "%s has total cover from %s", t.Name, u.Name)
	}
	if d := b.Map.Distance(u.Pos, t.Pos) * 5; d > far {
		return combat.Refuse(rule, "%s is %d ft away; %s reaches %d ft", t.Name, d, w.Name, far)
	}
	return nil
}

// noChoice refuses a choice the kind does not have.
func noChoice(a combat.Action, rule string, allowed ...string) *combat.RuleError {
	if a.Choice == "" {
		return nil
	}
	for _, c := range allowed {
		if a.Choice == c {
			return nil
		}
	}
	return combat.Refuse(rule, "%q is not a choice here", a.Choice)
}

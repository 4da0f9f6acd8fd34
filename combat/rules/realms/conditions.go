package realms

// Restrictions: what each condition of the text's table does, and the rule that several never
// stack (enchanted-realms-combat.txt "Restrictions in Combat").

import (
	"slices"
	"strings"

	"skirmish/combat"
)

// helpless are the restrictions under which a creature "cannot take any actions or
// reactions": incapacitated, paralyzed, petrified, stunned and unconscious.
var helpless = []string{Incapacitated, Paralyzed, Petrified, Stunned, Unconscious}

// helplessBy returns the first restriction that keeps u from acting and reacting, or "".
func helplessBy(u *combat.Unit) string { return firstOf(u, helpless) }

// firstOf returns the first of the conditions u has, or "".
func firstOf(u *combat.Unit, names []string) string {
	for _, c := range names {
		if u.Is(c) {
			return c
		}
	}
	return ""
}

// frozen are the restrictions under which a creature "cannot move" (paralyzed, petrified,
// unconscious) or whose "movement rate becomes 0" (grappled, restrained). Incapacitated and
// stunned creatures may still move: the text takes only their actions and reactions
// (docs/rulings.md "Realms: stunned and incapacitated move").
var frozen = []string{Paralyzed, Petrified, Unconscious, Grappled, Restrained}

// frozenBy returns the first restriction that keeps u from moving, or "".
func frozenBy(u *combat.Unit) string { return firstOf(u, frozen) }

// canAct refuses an action of a unit that cannot take one.
func canAct(u *combat.Unit) *combat.RuleError {
	if c := helplessBy(u); c != "" {
		return combat.Refuse(ruleRestrict, "%s is %s and cannot take any actions or reactions", u.Name, c)
	}
	return nil
}

// canReact reports whether u may take a reaction now: fighting, not helpless, its reaction of
// the round unspent and not given up to defending (enchanted-realms-combat.txt "Reactions",
// "Defending", "Restrictions in Combat").
func canReact(u *combat.Unit) bool {
	return u.Active() && helplessBy(u) == "" && u.Left(slotReaction) > 0 && !u.Is(Defending)
}

// sees reports whether viewer can see target: not blind, the target not invisible, and a line
// of sight between their cells (enchanted-realms-combat.txt "Restrictions in Combat": Blind,
// Invisible).
func sees(b *combat.Battle, viewer, target *combat.Unit) bool {
	return !viewer.Is(Blind) && !target.Is(Invisible) && b.Map.Sight(viewer.Pos, target.Pos).Seen
}

// unaware reports whether u is "unaware of surroundings" (petrified, unconscious).
func unaware(u *combat.Unit) bool { return u.Is(Petrified) || u.Is(Unconscious) }

// fearSource is the unit u is frightened of while it is on the field ("when source of fear is
// in sight or known to be present": present is enough, docs/rulings.md), or nil.
func fearSource(b *combat.Battle, u *combat.Unit) *combat.Unit {
	c, ok := u.Condition(Frightened)
	if !ok {
		return nil
	}
	if s := b.Unit(c.Source); s != nil && s.Active() {
		return s
	}
	if c.Source == "" {
		return &combat.Unit{Name: "its fear", Status: combat.Active, Pos: u.Pos} // fear of nothing placed: disadvantage only
	}
	return nil
}

// edges are an attack's advantage and disadvantage with the reasons, each counted once:
// several restrictions giving the same adjustment do not stack, the strongest applies
// (enchanted-realms-combat.txt "Restrictions in Combat"), and advantage and disadvantage
// together cancel (docs/rulings.md "Realms: advantage and disadvantage").
type edges struct {
	adv, dis   []string
	penalty    int    // the invisible target's −3 on every die
	penaltyWhy string // its reason
}

// add notes a reason for advantage (up) or disadvantage.
func (e *edges) add(up bool, why string) {
	if up {
		e.adv = append(e.adv, why)
	} else {
		e.dis = append(e.dis, why)
	}
}

// net is the pool's change in dice from advantage and disadvantage: +1, −1 or 0.
func (e *edges) net() int {
	switch {
	case len(e.adv) > 0 && len(e.dis) == 0:
		return 1
	case len(e.dis) > 0 && len(e.adv) == 0:
		return -1
	}
	return 0
}

// attackEdges works out the restrictions' adjustments to an attack by s.attacker on s.target
// (enchanted-realms-combat.txt "Restrictions in Combat", "Defending", "Cover").
func attackEdges(b *combat.Battle, s *strike, e *edges) {
	a, t := s.attacker, s.target
	// the attacker's own
	if a.Is(Blind) {
		e.add(false, "blind")
	}
	if src := fearSource(b, a); src != nil {
		e.add(false, "frightened")
	}
	if a.Is(Poisoned) {
		e.add(false, "poisoned")
	}
	if a.Is(Prone) {
		e.add(false, "prone")
	}
	if a.Is(Restrained) {
		e.add(false, "restrained")
	}
	// the target's
	if t.Is(Blind) {
		e.add(true, "target blind")
	}
	for _, c := range []string{Paralyzed, Petrified, Restrained, Stunned} {
		if t.Is(c) {
			e.add(true, "target "+c)
		}
	}
	for _, c := range []string{Prone, Unconscious} {
		if t.Is(c) {
			e.add(!s.ranged, "target "+c) // advantage for melee, disadvantage for range
		}
	}
	if t.Is(Invisible) {
		e.add(false, "target invisible")
		e.penalty, e.penaltyWhy = -3, "target invisible"
	}
	if t.Is(Defending) && sees(b, t, a) {
		e.add(false, "target defending")
	}
}

// knownCondition reports whether the ruleset knows a condition a unit may start with: a
// restriction, defending, mounted, or a resistance, vulnerability or immunity to a category
// ("resist-fire": an enchantment's, counted as the sheet's traits are).
func knownCondition(name string) bool {
	if slices.Contains(restrictions, name) || slices.Contains([]string{Defending, Mounted, CriticalDie, Struck}, name) {
		return true
	}
	for _, how := range []string{"resist-", "vulnerable-", "immune-"} {
		if cat, ok := strings.CutPrefix(name, how); ok && slices.Contains(Categories, cat) {
			return true
		}
	}
	return false
}

// drop takes away every condition of a name from the unit named, whatever its source.
func drop(b *combat.Battle, unit, name, why string) {
	u := b.Unit(unit)
	if u == nil {
		return
	}
	var done []string
	for _, c := range u.ConditionsNamed(name) {
		if !slices.Contains(done, c.Source) {
			done = append(done, c.Source)
			b.Emit(combat.ConditionRemoved{Unit: unit, Name: name, Source: c.Source, Why: why})
		}
	}
}

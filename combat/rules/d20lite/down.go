package d20lite

// Injury and death: unconscious at 0, dying below it (a Fortitude save of 20 each round to
// become stable, else a hit point more), dead at −10, massive damage, and the Heal check
// (d20-sunday-stats-combat.txt "Injury and Death").

import (
	"fmt"
	"slices"

	"skirmish/combat"
)

// deadAt is the hit points at which a creature dies.
const deadAt = -10

// hurt takes amount hit points from u and says what that leaves it: unconscious at 0, dying
// below, dead at −10; a hit of twice its Constitution score or more that leaves it up calls
// for a Fortitude save of 15 or it passes out.
func hurt(b *combat.Battle, u *combat.Unit, amount int, source, why string) {
	if u.Status == combat.Dead || u.Status == combat.Fled {
		return
	}
	hp := max(deadAt, u.HP-amount)
	b.Emit(combat.Damaged{Unit: u.Name, Amount: amount, HP: hp, Source: source, Why: why})
	fall(b, u)
	if u.Active() {
		massive(b, u, amount)
	}
}

// fall sets u's state from its hit points: dead at −10, dying below 0, unconscious at 0.
func fall(b *combat.Battle, u *combat.Unit) {
	switch {
	case u.HP <= deadAt:
		drop(b, u, Dying, Stable, Unconscious)
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Dead, Why: fmt.Sprintf("%d hp: dead at −10", u.HP)})
	case u.HP < 0:
		if u.Active() {
			b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Down, Why: fmt.Sprintf("%d hp: dying", u.HP)})
		}
		drop(b, u, Unconscious, Stable)
		if !u.Is(Dying) {
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Dying}})
		}
	case u.HP == 0:
		if u.Active() {
			b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Down, Why: "0 hp: unconscious"})
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Unconscious}})
		}
	}
}

// drop removes u's conditions of those names.
func drop(b *combat.Battle, u *combat.Unit, names ...string) {
	for _, n := range names {
		for _, c := range u.ConditionsNamed(n) {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: n, Source: c.Source, Why: "its state changed"})
		}
	}
}

// massive is the massive-damage save: a hit of at least twice u's Constitution score
// (score, not modifier; 10 when the sheet gives none) calls for a Fortitude save of 15 or
// higher, or u passes out (d20-sunday-stats-combat.txt "Injury and Death": Massive Damage); a
// creature with no Constitution at all (undead, constructs: by trait) never makes it
// (docs/rulings.md "d20 massive damage").
func massive(b *combat.Battle, u *combat.Unit, amount int) {
	if noConstitution(u) {
		return
	}
	con, ok := u.Sheet.Attributes["CON"]
	if !ok {
		con = 10
	}
	if amount < 2*con {
		return
	}
	d := b.D20(u, "massive damage: Fortitude 15")
	terms := []combat.Term{{Label: "d20", Value: d}, {Label: "Fort", Value: save(u, "Fort")}}
	total := combat.Sum(terms)
	ok = total >= 15
	b.Emit(combat.Checked{Unit: u.Name, Skill: "Fortitude", Why: fmt.Sprintf("massive damage (%d ≥ twice Con %d)", amount, con),
		Terms: terms, Total: total, Against: 15, Success: ok, Text: fmt.Sprintf("%s's Fortitude save: %s vs 15", u.Name, combat.FormatTerms(terms))})
	if !ok {
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Down, Why: "massive damage: it passes out"})
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Unconscious, Note: "massive damage"}})
	}
}

// noConstitution reports whether u is a creature with no Constitution score: the undead and
// constructs (their traits), as in d20.
func noConstitution(u *combat.Unit) bool {
	return slices.Contains(u.Sheet.Traits, "undead") || slices.Contains(u.Sheet.Traits, "construct")
}

// bleed is a dying creature's round: a Fortitude save of 20 or higher makes it stable;
// otherwise it loses another hit point (and dies at −10). It is rolled at the start of the
// creature's turn (docs/rulings.md "Dying").
func bleed(b *combat.Battle, u *combat.Unit) {
	if !u.Is(Dying) || u.Is(Stable) {
		return
	}
	d := b.D20(u, "dying: Fortitude 20")
	terms := []combat.Term{{Label: "d20", Value: d}, {Label: "Fort", Value: save(u, "Fort")}}
	total := combat.Sum(terms)
	ok := total >= 20
	b.Emit(combat.Checked{Unit: u.Name, Skill: "Fortitude", Why: "dying", Terms: terms, Total: total, Against: 20, Success: ok,
		Text: fmt.Sprintf("%s's Fortitude save to stabilise: %s vs 20", u.Name, combat.FormatTerms(terms))})
	if ok {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Stable}})
		return
	}
	b.Emit(combat.Damaged{Unit: u.Name, Amount: 1, HP: u.HP - 1, Why: "dying: loses a hit point"})
	fall(b, u)
}

// checkHeal: a dying creature beside u, ally or foe ("You can stabilize someone else"), not
// yet stable (d20-sunday-stats-combat.txt "Injury and Death"; docs/rulings.md "d20 the Heal
// check").
func checkHeal(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t := b.Unit(a.Target)
	switch {
	case t == nil:
		return combat.Refuse(ruleHeal, "name the dying creature %s tends", u.Name)
	case t == u:
		return combat.Refuse(ruleHeal, "%s cannot stabilise itself: the check is for someone else", u.Name)
	case t.Status != combat.Down || !t.Is(Dying):
		return combat.Refuse(ruleHeal, "%s is not dying", t.Name)
	case t.Is(Stable):
		return combat.Refuse(ruleHeal, "%s is already stable", t.Name)
	case !b.Map.Adjacent(u.Pos, t.Pos):
		return combat.Refuse(ruleHeal, "%s must be beside %s to tend it", u.Name, t.Name)
	}
	return nil
}

// doHeal makes the DC 15 Heal check: on a success the dying creature is stable.
func doHeal(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindHeal)
	t := b.Unit(a.Target)
	d := b.D20(u, "Heal DC 15")
	terms := []combat.Term{{Label: "d20", Value: d}, {Label: "Heal", Value: skill(u, "Heal")}}
	total := combat.Sum(terms)
	ok := total >= 15
	b.Emit(combat.Checked{Unit: u.Name, Skill: "Heal", Why: "stabilise " + t.Name, Terms: terms, Total: total, Against: 15, Success: ok,
		Text: fmt.Sprintf("%s's Heal check on %s: %s vs DC 15", u.Name, t.Name, combat.FormatTerms(terms))})
	if ok {
		b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Stable, Source: u.Name}})
	}
}

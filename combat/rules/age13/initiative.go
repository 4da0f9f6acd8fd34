package age13

// Initiative: d20 + initiative bonus per creature, rolled once, cyclic, shared by monsters of one type; ambushes; the escalation die.

import (
	"cmp"
	"fmt"
	"slices"

	"skirmish/combat"
)

// roller is one initiative roll: a hero, or all the creatures of one kind on one side.
type roller struct {
	side  string
	units []*combat.Unit
	bonus int
	hero  bool
	total int
	first int // the index of its first unit, for ties
}

// rollInitiative rolls once for each hero and once for each kind of creature on a side, and
// returns the order, highest first. Ties go to the higher bonus, then heroes, then the unit
// placed first (docs/rulings.md). Edition 2 gives ambushers +5
// (13th-age-2e-reference-sheet.txt "Surprise & Ambushed"; docs/rulings.md).
func rollInitiative(b *combat.Battle) []combat.Turn {
	var rs []*roller
	byKind := map[string]*roller{}
	for i, u := range b.Units {
		if !u.Active() {
			continue
		}
		side := b.SideName(u)
		key := side + "\x00" + u.Kind
		if !u.Sheet.Hero && u.Kind != "" {
			if r := byKind[key]; r != nil {
				r.units = append(r.units, u)
				continue
			}
		}
		r := &roller{side: side, units: []*combat.Unit{u}, bonus: InitiativeBonus(&u.Sheet), hero: u.Sheet.Hero, first: i}
		if !u.Sheet.Hero && u.Kind != "" {
			byKind[key] = r
		}
		rs = append(rs, r)
	}
	for _, r := range rs {
		who := r.units[0].Name
		if len(r.units) > 1 {
			who = fmt.Sprintf("%s (all %d %s)", who, len(r.units), r.units[0].Kind)
		}
		nat := d20(b, r.units[0], "initiative: "+who)
		terms := []combat.Term{{Label: "d20", Value: nat}, {Label: "initiative bonus", Value: r.bonus}}
		if edition(b) == 2 && len(b.Surprised) > 0 && !slices.Contains(b.Surprised, r.side) {
			terms = append(terms, combat.Term{Label: "ambush", Value: 5})
		}
		r.total = combat.Sum(terms)
		b.Emit(combat.Initiative{Side: r.side, Unit: r.units[0].Name, Terms: terms, Total: r.total,
			Text: who + ": " + combat.FormatTerms(terms)})
	}
	slices.SortStableFunc(rs, func(x, y *roller) int {
		return cmp.Or(-cmp.Compare(x.total, y.total), -cmp.Compare(x.bonus, y.bonus), -cmpBool(x.hero, y.hero), cmp.Compare(x.first, y.first))
	})
	order := make([]combat.Turn, len(rs))
	for i, r := range rs {
		t := combat.Turn{Side: r.side, Initiative: r.total}
		for _, u := range r.units {
			t.Units = append(t.Units, u.Name)
		}
		order[i] = t
	}
	return order
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// ambushOrder is the order of an ambush round. Edition 1: for each side not surprised, its
// creature with the best initiative (the nominated ambusher, docs/rulings.md) and its ally
// with the next best act alone, one turn each (13th-age-combat-rules.txt "Ambushes and
// Surprise"). Edition 2 has no ambush round: the order is empty, so the round passes.
func ambushOrder(b *combat.Battle, full []combat.Turn) []combat.Turn {
	if edition(b) == 2 {
		return []combat.Turn{}
	}
	var out []combat.Turn
	acted := map[string]int{}
	for _, t := range full {
		if slices.Contains(b.Surprised, t.Side) {
			continue
		}
		for _, name := range t.Units {
			if acted[t.Side] < 2 {
				acted[t.Side]++
				out = append(out, combat.Turn{Side: t.Side, Units: []string{name}, Initiative: t.Initiative})
			}
		}
	}
	return out
}

// escalate sets the escalation die at the start of a round: 0 in the first round (and an
// ambush round), then +1 a round to 6. It resets to 0 when combat has virtually ceased: no
// one made an attack in the two rounds before (13th-age-combat-rules.txt "Escalation Die";
// docs/rulings.md).
func escalate(b *combat.Battle) {
	r := b.Round
	v, why := 0, fmt.Sprintf("round %d: the escalation die starts at 0", r)
	switch {
	case r <= 1:
	case r >= 3 && !attacksIn(b, r-1) && !attacksIn(b, r-2):
		why = fmt.Sprintf("round %d: no attack in rounds %d and %d, combat has virtually ceased: the escalation die resets", r, r-2, r-1)
	default:
		v = min(b.Counter(Escalation)+1, escalationMax)
		why = fmt.Sprintf("round %d: the escalation die advances", r)
		if v == b.Counter(Escalation) {
			why = fmt.Sprintf("round %d: the escalation die stays at its most, %d", r, escalationMax)
		}
	}
	b.Emit(combat.CounterSet{Name: Escalation, Value: v, Why: why})
}

// escalationMax is the highest the escalation die goes.
const escalationMax = 6

// attacksIn reports whether anyone made an attack roll in round r.
func attacksIn(b *combat.Battle, r int) bool {
	in := false
	for i := len(b.Log) - 1; i >= 0; i-- {
		switch e := b.Log[i].(type) {
		case combat.RoundStarted:
			if e.Round <= r {
				return false
			}
		case combat.RoundEnded:
			in = e.Round == r
		case combat.AttackRolled:
			if in {
				return true
			}
		}
	}
	return false
}

// escalationBonus is what the escalation die adds to u's attacks: heroes add it, monsters
// do not (unless their trait "escalator" says they do), and fear stops it
// (13th-age-combat-rules.txt "Escalation Die", "Conditions": Fear).
func escalationBonus(b *combat.Battle, u *combat.Unit) int {
	if (!u.Sheet.Hero && !u.Sheet.Has("escalator")) || u.Is(Fear) {
		return 0
	}
	return b.Counter(Escalation)
}

package realms

// Initiative: every participant rolls d10 + modifiers at the start of every round, highest
// first; ties are rolled off on d20 until settled (enchanted-realms-combat.txt "Initiative").

import (
	"fmt"
	"slices"

	"skirmish/combat"
)

// roller is one participant's initiative: its total, then the roll-offs it made.
type roller struct {
	u     *combat.Unit
	total int
	offs  []int
}

// rollInitiative rolls every active participant's d10 + quality + modifiers (skills and magic,
// the sheet's initiative) and settles ties by d20 roll-offs; a frightened participant rolls
// both at disadvantage, two dice and the lower kept ("disadvantage on all die rolls"), again among those still tied, until each place is decided; it returns the
// round's order, one turn per creature, highest first. Creatures caught in a surprise round do
// not roll for it (they do not act in it: docs/rulings.md "Realms: surprise").
func rollInitiative(b *combat.Battle) []combat.Turn {
	var rs []*roller
	for _, u := range b.Units {
		if !u.Active() || b.Round == 0 && slices.Contains(b.Surprised, b.SideName(u)) {
			continue
		}
		d := rollEdged(b, u, 10, fearNet(b, u), "initiative: "+u.Name)
		terms := []combat.Term{{Label: "d10", Value: d}, {Label: "quality", Value: u.Sheet.AttackBonus}, {Label: "modifiers", Value: initiativeMod(&u.Sheet)}}
		r := &roller{u: u, total: combat.Sum(terms)}
		b.Emit(combat.Initiative{Side: b.SideName(u), Unit: u.Name, Terms: terms, Total: r.total,
			Text: u.Name + ": " + combat.FormatTerms(terms)})
		rs = append(rs, r)
	}
	slices.SortStableFunc(rs, func(x, y *roller) int { return y.total - x.total })
	settle(b, rs)
	order := make([]combat.Turn, len(rs))
	for i, r := range rs {
		order[i] = combat.Turn{Side: b.SideName(r.u), Units: []string{r.u.Name}, Initiative: r.total}
	}
	return order
}

// settle orders the runs of rollers tied on everything rolled so far: each rolls a d20, the
// highest first, and those still tied roll again (enchanted-realms-combat.txt "Initiative":
// "If ties continue to happen, keep rolling until the result is determined").
func settle(b *combat.Battle, rs []*roller) {
	for i := 0; i < len(rs); {
		j := i + 1
		for j < len(rs) && slices.Equal(rs[j].offs, rs[i].offs) && rs[j].total == rs[i].total {
			j++
		}
		if j-i > 1 {
			tied := rs[i:j]
			for _, r := range tied {
				r.offs = append(r.offs, rollEdged(b, r.u, 20, fearNet(b, r.u), fmt.Sprintf("initiative tie at %d: %s rolls off", r.total, r.u.Name)))
			}
			slices.SortStableFunc(tied, func(x, y *roller) int { return y.offs[len(y.offs)-1] - x.offs[len(x.offs)-1] })
			settle(b, tied)
		}
		i = j
	}
}

// fearNet is −1 for a frightened unit whose fear is present, whose every die roll is at
// disadvantage (enchanted-realms-combat.txt "Restrictions in Combat": Frightened), else 0.
func fearNet(b *combat.Battle, u *combat.Unit) int {
	if fearSource(b, u) != nil {
		return -1
	}
	return 0
}

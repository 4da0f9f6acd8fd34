package delvers

// Initiative: one 1d8 per side, never re-rolled (delvers-combat.md "Combat Sequence").

import (
	"fmt"
	"slices"

	"skirmish/combat"
)

// d8 is the initiative die.
var d8 = combat.Roll{Count: 1, Sides: 8}

// sideInitiative is one side's roll and its tie-breaks.
type sideInitiative struct {
	side  string
	total int
	ties  []int
}

// rollInitiative rolls 1d8 for each side with units, adding the best DEX modifier among the
// side's Delvers (heroes), and sets the order, highest first. Tied sides roll off with
// another d8 until the tie breaks; the first roll stands as the initiative (docs/rulings.md).
func rollInitiative(b *combat.Battle) {
	var inits []sideInitiative
	for i, s := range b.Sides {
		if s.Start == 0 {
			continue
		}
		roll, _ := b.Roll(nil, d8, "initiative: "+s.Name)
		terms := []combat.Term{{Label: "1d8", Value: roll}}
		if dex, ok := bestDex(b, i); ok {
			terms = append(terms, combat.Term{Label: "best DEX", Value: dex})
		}
		total := combat.Sum(terms)
		b.Emit(combat.Initiative{Side: s.Name, Terms: terms, Total: total, Text: s.Name + ": " + combat.FormatTerms(terms)})
		inits = append(inits, sideInitiative{side: s.Name, total: total})
	}
	for range 50 {
		tied := tiedSides(inits)
		if len(tied) == 0 {
			break
		}
		for _, i := range tied {
			v, _ := b.Roll(nil, d8, "initiative tie-break: "+inits[i].side)
			inits[i].ties = append(inits[i].ties, v)
			b.Emit(combat.Note{Text: fmt.Sprintf("%s rolls %d to break the initiative tie", inits[i].side, v)})
		}
	}
	slices.SortStableFunc(inits, func(a, b sideInitiative) int { return -compareInit(a, b) })
	order := make([]combat.Turn, len(inits))
	for i, in := range inits {
		order[i] = combat.Turn{Side: in.side, Initiative: in.total}
	}
	b.Emit(combat.OrderSet{Order: order})
}

// bestDex is the highest DEX modifier among a side's heroes.
func bestDex(b *combat.Battle, side int) (int, bool) {
	best, any := 0, false
	for _, u := range b.Units {
		if u.Side == side && u.Sheet.Hero {
			if m := mod(u, "DEX"); !any || m > best {
				best, any = m, true
			}
		}
	}
	return best, any
}

// compareInit orders two sides' initiatives: total, then tie-break rolls in turn.
func compareInit(a, b sideInitiative) int {
	if a.total != b.total {
		return a.total - b.total
	}
	for i := 0; i < len(a.ties) && i < len(b.ties); i++ {
		if a.ties[i] != b.ties[i] {
			return a.ties[i] - b.ties[i]
		}
	}
	return 0
}

// tiedSides lists the sides tied with another side (equal totals and tie-breaks so far).
func tiedSides(in []sideInitiative) []int {
	var out []int
	for i := range in {
		for j := range in {
			if i != j && compareInit(in[i], in[j]) == 0 && len(in[i].ties) == len(in[j].ties) {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

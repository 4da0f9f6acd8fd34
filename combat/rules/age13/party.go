package age13

// The party's actions: edition 2's combat assist, fighting in spirit for the fallen, and the party's flee.

import (
	"fmt"
	"slices"

	"skirmish/combat"
)

// Action kinds of the party.
const (
	KindAssist = "assist"          // edition 2: +2 to a nearby ally's next attack roll, save or check (standard)
	KindSpirit = "fight_in_spirit" // a fallen hero's once-a-round bonus to an ally (free)
	KindFlee   = "flee"            // the whole party leaves the battle, carrying its fallen (free)
)

// Conditions and counters of the party's actions.
const (
	// Assisted: Value added to the creature's next attack roll, save or check; Source helped.
	Assisted = "assisted"
	// InSpirit: Value added by Source, fighting in spirit, to what the name ends with: "in
	// spirit: attacks", "in spirit: AC", "… PD", "… MD" (one name each, so that each ends on
	// its own).
	InSpirit = "in spirit"
	// FoughtInSpirit: the fallen hero has fought in spirit this round.
	FoughtInSpirit = "fought in spirit"
	// spiritCount is the battle counter of how often anyone has fought in spirit.
	spiritCount = "fought in spirit"
)

// EndOfNextRound: a condition that lasts the rest of this round and the next.
const EndOfNextRound combat.Ends = "end of next round"

// The bonuses fighting in spirit may give.
var spiritBonuses = []string{"attacks", "AC", "PD", "MD"}

// More citations.
var (
	ruleAssist  = cite2("Combat Assist")
	ruleSpirit  = cite1("Fight in Spirit")
	ruleRetreat = cite2("Retreat (Party Action)")
)

// checkAssist: edition 2 only; a standard action for an ally nearby (within a move, the
// helper's speed) who has no assist waiting, since an ability does not stack with itself
// (13th-age-2e-reference-sheet.txt "Combat Assist"; 13th-age-combat-rules.txt "Stacking Rules").
func checkAssist(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if edition(b) != 2 {
		return combat.Refuse(ruleAssist, "combat assist is edition 2's rule")
	}
	t := b.Unit(a.Target)
	switch {
	case t == nil:
		return combat.Refuse(ruleAssist, "say which ally %s helps", u.Name)
	case t == u || t.Side != u.Side || !t.Active():
		return combat.Refuse(ruleAssist, "%s is not an ally in the fight", t.Name)
	case b.Feet(u.Pos, t.Pos) > speed(u):
		return combat.Refuse(ruleAssist, "%s is %d ft away, not nearby (%s moves %d ft)", t.Name, b.Feet(u.Pos, t.Pos), u.Name, speed(u))
	case t.Is(Assisted):
		return combat.Refuse(ruleAssist, "%s already has an assist waiting", t.Name)
	}
	return nil
}

// doAssist spends the standard action and gives the ally +2 on its next d20 roll of those.
func doAssist(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costStandard, "assist "+a.Target)
	b.Emit(combat.ConditionAdded{Unit: a.Target, Condition: combat.Condition{Name: Assisted, Source: u.Name, Value: 2, Owner: a.Target}})
}

// assistTerm is the term an assist waiting on u adds to its roll, if any.
func assistTerm(u *combat.Unit) []combat.Term {
	if c, ok := u.Condition(Assisted); ok {
		return []combat.Term{{Label: "assist", Value: c.Value}}
	}
	return nil
}

// useAssist spends the assist waiting on u, once its roll is made.
func useAssist(b *combat.Battle, u *combat.Unit, on string) {
	if c, ok := u.Condition(Assisted); ok {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Assisted, Source: c.Source, Why: "used on " + on})
	}
}

// checkSpirit: a hero out of the fight altogether (unconscious or dead) may fight in spirit
// once a round, on any turn of its side, giving an ally still fighting a bonus to attacks,
// AC, PD or MD (13th-age-combat-rules.txt "Fight in Spirit"; edition 2 is silent and plays
// edition 1's, docs/rulings.md).
func checkSpirit(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t, ok := b.Current()
	switch {
	case !u.Sheet.Hero:
		return combat.Refuse(ruleSpirit, "only heroes fight in spirit")
	case u.Status != combat.Down && u.Status != combat.Dead:
		return combat.Refuse(ruleSpirit, "%s is still (even partly) in the fight", u.Name)
	case !ok || t.Side != b.SideName(u):
		return combat.Refuse(ruleSpirit, "%s fights in spirit on a turn of its own side", u.Name)
	case u.Is(FoughtInSpirit):
		return combat.Refuse(ruleSpirit, "%s has fought in spirit this round", u.Name)
	case a.Choice != "" && !slices.Contains(spiritBonuses, a.Choice):
		return combat.Refuse(ruleSpirit, "the bonus is to attacks, AC, PD or MD, not %q", a.Choice)
	}
	w := b.Unit(a.Target)
	if w == nil || w.Side != u.Side || !w.Active() {
		return combat.Refuse(ruleSpirit, "say which ally still fighting %s inspires", u.Name)
	}
	return nil
}

// doSpirit gives the ally the bonus, +2 the first time anyone fights in spirit this battle and
// +1 after, for the rest of this round and the next ("one to two rounds").
func doSpirit(b *combat.Battle, u *combat.Unit, a combat.Action) {
	what := a.Choice
	if what == "" {
		what = "attacks"
	}
	v := 1
	if b.Counter(spiritCount) == 0 {
		v = 2
	}
	b.Emit(combat.CounterSet{Name: spiritCount, Value: b.Counter(spiritCount) + 1, Why: u.Name + " fights in spirit"})
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: FoughtInSpirit, Ends: combat.EndOfRound}})
	b.Emit(combat.ConditionAdded{Unit: a.Target, Condition: combat.Condition{Name: InSpirit + ": " + what, Source: u.Name, Value: v, Ends: EndOfNextRound, Owner: a.Target}})
	b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s fights in spirit: +%d to %s's %s until the end of the next round", u.Name, v, a.Target, what)})
}

// spiritTerm is the best bonus to what (attacks, AC, PD, MD) the fallen give u: bonuses of the
// same name do not stack (13th-age-combat-rules.txt "Stacking Rules").
func spiritTerm(u *combat.Unit, what string) []combat.Term {
	best := 0
	for _, c := range u.ConditionsNamed(InSpirit + ": " + what) {
		best = max(best, c.Value)
	}
	if best == 0 {
		return nil
	}
	return []combat.Term{{Label: "in spirit", Value: best}}
}

// lastRound turns the conditions that last until the end of the next round into ones that end
// with this round, as a round starts.
func lastRound(b *combat.Battle) {
	for _, u := range b.Units {
		for _, c := range slices.Clone(u.Conditions) {
			if c.Ends == EndOfNextRound {
				b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: c.Name, Source: c.Source, Why: "its last round begins"})
				c.Ends = combat.EndOfRound
				b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: c})
			}
		}
	}
}

// checkFlee: fleeing is a party action a hero proposes on its turn; a side is played by one
// player (or the AI), so the proposal is the party's agreement (13th-age-combat-rules.txt
// "Flee"; 13th-age-2e-reference-sheet.txt "Retreat (Party Action)"; docs/rulings.md).
func checkFlee(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if !u.Sheet.Hero {
		return combat.Refuse(ruleFlee, "fleeing is the heroes' party action; creatures leave the battle from an exit")
	}
	return nil
}

// doFlee takes every creature of the side still on the field, the fallen carried away, off
// it: no opportunity attacks, gone but not dead, and a campaign loss.
func doFlee(b *combat.Battle, u *combat.Unit, a combat.Action) {
	b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s's party flees the fight, carrying its fallen: a campaign loss", u.Name)})
	for _, v := range b.Units {
		switch {
		case v.Side != u.Side:
		case v.Status == combat.Active:
			b.Emit(combat.StatusChanged{Unit: v.Name, Status: combat.Fled, Why: "the party flees"})
		case v.Status == combat.Down:
			b.Emit(combat.StatusChanged{Unit: v.Name, Status: combat.Fled, Why: "carried away by the fleeing party"})
		}
	}
}

package realms

// Contested actions: grabbing a map's objective, a non-hostile action that two creatures of
// different sides may take in the same round, decided at the round's end
// (enchanted-realms-combat.txt "The Action": "grab the idol from the pedestal").

import (
	"fmt"
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// The conditions of grabbing: Grabbing is the intent of this round (Source: the objective),
// Holding the objective won (Source: its name, Value: its points).
const (
	Grabbing = "grabbing"
	Holding  = "holding"
)

// objectiveAt is the map's objective whose cells hold or touch p, if any: a creature grabs
// what lies in its hex or the next.
func objectiveAt(b *combat.Battle, p grid.Pos) (grid.Object, bool) {
	for _, o := range b.Map.ObjectsOf(grid.ClassObjective) {
		for _, c := range o.Cells {
			if c == p || b.Map.Adjacent(c, p) {
				return o, true
			}
		}
	}
	return grid.Object{}, false
}

// objectiveName is how an objective is named: its name property, else its object's name.
func objectiveName(o grid.Object) string {
	if n := o.Properties["name"]; n != "" {
		return n
	}
	if o.Name != "" {
		return o.Name
	}
	return fmt.Sprintf("objective %d", o.ID)
}

// checkGrab: next to or on an objective its side does not hold already.
func checkGrab(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	o, ok := objectiveAt(b, u.Pos)
	if !ok {
		return combat.Refuse(ruleAction, "%s stands by no objective to grab", u.Name)
	}
	name := objectiveName(o)
	for _, v := range b.Units {
		if v.Side == u.Side && v.Active() && slices.ContainsFunc(v.ConditionsNamed(Holding), func(c combat.Condition) bool { return c.Source == name }) {
			return combat.Refuse(ruleAction, "%s's side holds %s already", u.Name, name)
		}
	}
	return nil
}

// doGrab declares the grab: it is decided at the round's end, against any other side's grab
// of the same objective this round.
func doGrab(b *combat.Battle, u *combat.Unit, a combat.Action) {
	o, _ := objectiveAt(b, u.Pos)
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Grabbing, Source: objectiveName(o),
		Value: max(1, atoi(o.Properties["points"])), Ends: combat.EndOfRound}})
}

// atoi reads a whole number, 0 when it is none.
func atoi(s string) int {
	n := 0
	_, _ = fmt.Sscan(s, &n)
	return n
}

// settleGrabs decides the round's grabs: an objective grabbed by one side only goes to its
// first grabber still up; grabbed by several sides, its grabbers compete, d12 + body save
// each, the highest winning and ties rolling again until settled (docs/rulings.md "Realms:
// contested actions"). The winner holds it; whoever held it before no longer does.
func settleGrabs(b *combat.Battle) {
	var names []string
	for _, u := range b.Units {
		for _, c := range u.ConditionsNamed(Grabbing) {
			if u.Active() && !slices.Contains(names, c.Source) {
				names = append(names, c.Source)
			}
		}
	}
	for _, name := range names {
		var who []*combat.Unit
		points := 1
		sides := map[int]bool{}
		for _, u := range b.Units {
			for _, c := range u.ConditionsNamed(Grabbing) {
				if u.Active() && c.Source == name {
					who, points = append(who, u), c.Value
					sides[u.Side] = true
				}
			}
		}
		winner := who[0]
		if len(sides) > 1 {
			winner = contest(b, name, who)
		}
		for _, v := range b.Units {
			for _, c := range v.ConditionsNamed(Holding) {
				if c.Source == name && v != winner {
					b.Emit(combat.ConditionRemoved{Unit: v.Name, Name: Holding, Source: name, Why: winner.Name + " took it"})
				}
			}
		}
		if _, held := winner.Condition(Holding); !held || !slices.ContainsFunc(winner.ConditionsNamed(Holding), func(c combat.Condition) bool { return c.Source == name }) {
			b.Emit(combat.ConditionAdded{Unit: winner.Name, Condition: combat.Condition{Name: Holding, Source: name, Value: points}})
		}
	}
}

// contest rolls the grabbers of an objective against each other until one is highest.
func contest(b *combat.Battle, name string, who []*combat.Unit) *combat.Unit {
	for round := 1; ; round++ {
		best, top := []*combat.Unit(nil), -1
		for _, u := range who {
			d := rollEdged(b, u, 12, fearNet(b, u), fmt.Sprintf("the contest for %s: %s", name, u.Name))
			total := d + bodySave(&u.Sheet)
			b.Emit(combat.Checked{Unit: u.Name, Skill: "body save", Why: "the contest for " + name, Terms: []combat.Term{{Label: "d12", Value: d}, {Label: "body save", Value: bodySave(&u.Sheet)}},
				Total: total, Text: fmt.Sprintf("%s: d12 %d + body save %d = %d for %s", u.Name, d, bodySave(&u.Sheet), total, name)})
			switch {
			case total > top:
				best, top = []*combat.Unit{u}, total
			case total == top:
				best = append(best, u)
			}
		}
		if len(best) == 1 || round > 20 {
			return best[0]
		}
		who = best
	}
}

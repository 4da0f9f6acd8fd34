package d20lite

// The other actions: aid another, feint, stand up, drop prone, items, talk, ready and the
// readied attack going off (d20-sunday-stats-combat.txt "Actions", "Special Attacks").

import (
	"fmt"
	"strings"

	"skirmish/combat"
)

// checkAid: a foe beside u, and which help (d20-sunday-stats-combat.txt "Special Attacks":
// Aid another).
func checkAid(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if a.Choice != AidAttack && a.Choice != AidDefense {
		return combat.Refuse(ruleAid, "choose %q (+2 to hit) or %q (+2 AC)", AidAttack, AidDefense)
	}
	_, err := beside(b, u, a, ruleAid)
	return err
}

// doAid rolls against AC 10 (d20 + BAB + Str; a natural 1 misses, a 20 hits): on a success
// u's allies get +2 to hit the foe, or +2 AC against it, until u's next turn.
func doAid(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindAid)
	t := b.Unit(a.Target)
	nat := b.D20(u, "aid another against AC 10")
	terms := []combat.Term{{Label: "d20", Value: nat}, {Label: "BAB", Value: u.Sheet.AttackBonus}, {Label: "Str", Value: mod(u, "STR")}}
	total := combat.Sum(terms)
	hit := nat == 20 || nat != 1 && total >= 10
	b.Emit(combat.AttackRolled{Attacker: u.Name, Target: t.Name, Kind: KindAid, Terms: terms, Total: total,
		Defense: []combat.Term{{Label: "AC", Value: 10}}, AC: 10, Hit: hit,
		Text: fmt.Sprintf("aid another: %s vs AC 10: %s", combat.FormatTerms(terms), map[bool]string{true: "success", false: "failure"}[hit])})
	if !hit {
		return
	}
	name := AidedAttack
	if a.Choice == AidDefense {
		name = AidedDefense
	}
	if c, ok := t.Condition(name); ok && c.Source == u.Name {
		b.Emit(combat.ConditionRemoved{Unit: t.Name, Name: name, Source: u.Name, Why: "aided again"})
	}
	b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: name, Source: u.Name, Value: 2, Ends: combat.StartOfTurn, Owner: u.Name}})
}

// checkFeint: a foe beside u (docs/rulings.md "Feint").
func checkFeint(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := noChoice(a, ruleFeint); err != nil {
		return err
	}
	_, err := beside(b, u, a, ruleFeint)
	return err
}

// doFeint: Bluff against the foe's Sense Motive + BAB, ties to the foe; on a win its Dex
// bonus is gone for u's next attack on it (d20-sunday-stats-combat.txt "Special Attacks":
// Feint).
func doFeint(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindFeint)
	t := b.Unit(a.Target)
	mine := []combat.Term{{Label: "d20", Value: b.D20(u, "Bluff")}, {Label: "Bluff", Value: skill(u, "Bluff")}}
	theirs := []combat.Term{{Label: "d20", Value: b.D20(t, "Sense Motive")}, {Label: "Sense Motive", Value: skill(t, "Sense Motive")}, {Label: "BAB", Value: t.Sheet.AttackBonus}}
	won := opposed(b, u, t, "Bluff", "feint", mine, theirs)
	if won {
		b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Feinted, Source: u.Name}})
	}
}

// opposed records an opposed check of u's terms against t's and reports whether u won;
// ties go to the one checked against (docs/rulings.md "Opposed checks").
func opposed(b *combat.Battle, u, t *combat.Unit, skillName, why string, mine, theirs []combat.Term) bool {
	m, o := combat.Sum(mine), combat.Sum(theirs)
	won := m > o
	b.Emit(combat.Checked{Unit: u.Name, Skill: skillName, Why: why, Terms: mine, Total: m, Opponent: t.Name, Against: o, Success: won,
		Text: fmt.Sprintf("%s's %s: %s against %s's %s", u.Name, why, combat.FormatTerms(mine), t.Name, combat.FormatTerms(theirs))})
	return won
}

// checkStand: only the prone (d20-sunday-stats-combat.txt "Actions": Stand up).
func checkStand(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if !u.Is(Prone) {
		return combat.Refuse(ruleStand, "%s is not prone", u.Name)
	}
	return nil
}

// doStand gets up.
func doStand(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindStand)
	b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Prone, Why: "stands up"})
}

// checkProne: only one on its feet (d20-sunday-stats-combat.txt "Actions": Drop prone).
func checkProne(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if u.Is(Prone) {
		return combat.Refuse(ruleProne, "%s is already prone", u.Name)
	}
	return nil
}

// doProne lies down.
func doProne(b *combat.Battle, u *combat.Unit, a combat.Action) {
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Prone}})
}

// checkDrop: an item u holds, not a natural weapon (d20-sunday-stats-combat.txt "Actions":
// Drop an item; docs/rulings.md "d20 natural weapons").
func checkDrop(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	i := u.Item(a.Weapon)
	switch {
	case i < 0 || !u.Items[i].Ready:
		return combat.Refuse(ruleDrop, "%s holds no %q", u.Name, a.Weapon)
	case weaponArms(u.Items[i].Weapon).natural:
		return combat.Refuse(ruleDrop, "%s's %s is part of %s, not an item", u.Name, u.Items[i].Weapon.Name, u.Name)
	}
	return nil
}

// doDrop lets it fall to u's square.
func doDrop(b *combat.Battle, u *combat.Unit, a combat.Action) {
	b.Emit(combat.ItemDropped{Unit: u.Name, Item: u.Items[u.Item(a.Weapon)].Weapon.Name, Pos: u.Pos})
}

// checkDraw: a whole weapon u carries but does not hold (d20-sunday-stats-combat.txt
// "Actions": Draw a weapon).
func checkDraw(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	for _, it := range u.Items {
		if strings.EqualFold(it.Weapon.Name, a.Weapon) && !it.Ready && !broken(u, it.Weapon.Name) {
			return nil
		}
	}
	return combat.Refuse(ruleDraw, "%s carries no %q to draw", u.Name, a.Weapon)
}

// doDraw takes it in hand.
func doDraw(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindDraw)
	for _, it := range u.Items {
		if strings.EqualFold(it.Weapon.Name, a.Weapon) && !it.Ready {
			b.Emit(combat.ItemReadied{Unit: u.Name, Item: it.Weapon.Name})
			return
		}
	}
}

// groundItem is the item of that name lying in u's square or beside it, its own square
// first (docs/rulings.md "Manipulate an item").
func groundItem(b *combat.Battle, u *combat.Unit, name string) (combat.GroundItem, bool) {
	var near combat.GroundItem
	found := false
	for _, g := range b.Ground {
		if !strings.EqualFold(g.Weapon.Name, name) {
			continue
		}
		if g.Pos == u.Pos {
			return g, true
		}
		if !found && b.Map.Adjacent(g.Pos, u.Pos) {
			near, found = g, true
		}
	}
	return near, found
}

// checkPickUp: an item lying within reach (d20-sunday-stats-combat.txt "Actions":
// Manipulate an item).
func checkPickUp(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if _, ok := groundItem(b, u, a.Weapon); !ok {
		return combat.Refuse(ruleManipulate, "no %q lies in %s's square or beside it", a.Weapon, u.Name)
	}
	return nil
}

// doPickUp takes it in hand.
func doPickUp(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindPickUp)
	g, _ := groundItem(b, u, a.Weapon)
	b.Emit(combat.ItemPickedUp{Unit: u.Name, Item: g.Weapon.Name, Pos: g.Pos})
}

// checkTalk: always, for nothing (d20-sunday-stats-combat.txt "Actions": Talk).
func checkTalk(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError { return nil }

// doTalk says so in the log.
func doTalk(b *combat.Battle, u *combat.Unit, a combat.Action) {
	b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " talks"})
}

// readyUse is what a ready action's choice readies.
func readyUse(choice string) use {
	if choice == KindRanged {
		return useRanged
	}
	return useArmed
}

// checkReady: a melee attack with a weapon in hand, or a shot with a missile or thrown
// weapon, for any foe or the one named (d20-sunday-stats-combat.txt "Actions": Ready
// action; docs/rulings.md "Ready").
func checkReady(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if a.Choice != KindMelee && a.Choice != KindRanged {
		return combat.Refuse(ruleReady, "choose %q or %q to ready", KindMelee, KindRanged)
	}
	if a.Target != "" {
		if _, err := foe(b, u, a, ruleReady); err != nil {
			return err
		}
	}
	if u.Is(Readied) {
		return combat.Refuse(ruleReady, "%s has an attack readied already", u.Name)
	}
	_, err := weaponFor(u, "", readyUse(a.Choice), ruleReady)
	return err
}

// doReady readies it until u's next turn.
func doReady(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, KindReady)
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Readied, Source: a.Target, Note: a.Choice, Ends: combat.StartOfTurn, Owner: u.Name}})
}

// springReadied offers each foe of mover's with an attack readied for it its attack, as
// mover comes where it waits: into a square it threatens (melee), or in its sight and range
// (a shot, which provokes as a ranged attack does). It reports whether mover is still up.
func springReadied(b *combat.Battle, mover *combat.Unit) bool {
	for _, r := range b.Units {
		c, ok := r.Condition(Readied)
		if !ok || r.Side == mover.Side || !r.Active() || (c.Source != "" && c.Source != mover.Name) || !mover.Active() {
			continue
		}
		w, err := weaponFor(r, "", readyUse(c.Note), ruleReady)
		if err != nil {
			continue
		}
		if c.Note == KindRanged && inRange(b, r, mover, w, ruleReady) != nil || c.Note != KindRanged && !b.Map.Adjacent(r.Pos, mover.Pos) {
			continue
		}
		a := combat.Action{Kind: KindReadied, Unit: r.Name, Target: mover.Name, Weapon: w.Name}
		if _, took := b.Ask(r, combat.Prompt{Kind: combat.PromptMoved, Actor: mover.Name, Target: r.Name}, []combat.Action{a}); !took {
			continue
		}
		b.Emit(combat.ConditionRemoved{Unit: r.Name, Name: Readied, Source: c.Source, Why: "the readied attack is made"})
		s := &strike{kind: KindReadied, att: r, def: mover, w: w, thrown: !b.Map.Adjacent(r.Pos, mover.Pos)}
		if s.ranged() {
			// The readied action is a "Ranged attack* (3)", starred: the foes threatening the
			// shooter get their attacks of opportunity first (d20-sunday-stats-combat.txt
			// "Actions": Ranged attack, Ready action).
			if _, up := provoke(b, r, "shoots", nil); !up || !mover.Active() {
				continue
			}
		}
		resolve(b, s)
		if w.Kind == combat.Thrown && s.ranged() {
			b.Emit(combat.ItemDropped{Unit: r.Name, Item: w.Name, Pos: mover.Pos}) // thrown: it lands in the foe's square, as doRanged's
		}
	}
	return mover.Active()
}

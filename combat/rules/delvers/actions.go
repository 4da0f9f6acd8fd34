package delvers

// The other actions of the table: skills, items, reloading, standing, going prone, holding,
// and the execution attack a skirmish never allows.

import (
	"fmt"

	"skirmish/combat"
)

// firstAid is the one skill use with an effect in a skirmish: stabilising a mortally injured
// ally (delvers-combat.md "Use a Skill": "perform first aid on a downed comrade").
const firstAid = "first_aid"

// FirstAidDifficulty is the first-aid check's difficulty: 8, +1 for each round since the
// patient fell (docs/rulings.md, after Worlds Without Number).
func FirstAidDifficulty(roundsDown int) int { return 8 + max(roundsDown, 0) }

// checkSkill: Use a Skill (Main): first aid on an adjacent downed ally who is still dying.
func checkSkill(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if a.Choice != firstAid {
		return combat.Refuse(ruleSkill, "the skill Skirmish plays is %q (on a downed ally), not %q", firstAid, a.Choice)
	}
	t := b.Unit(a.Target)
	switch {
	case t == nil || t.Side != u.Side || t == u:
		return combat.Refuse(ruleSkill, "say which downed ally %s tends", u.Name)
	case t.Status != combat.Down:
		return combat.Refuse(ruleSkill, "%s is %s, not mortally injured", t.Name, t.Status)
	case t.Is(Stabilised):
		return combat.Refuse(ruleSkill, "%s is already stabilised", t.Name)
	case !b.Map.Adjacent(u.Pos, t.Pos):
		return combat.Refuse(ruleSkill, "%s must be next to %s", u.Name, t.Name)
	}
	return nil
}

// doSkill lets threatening foes strike, then rolls INT or DEX/Heal against the difficulty.
func doSkill(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t := b.Unit(a.Target)
	spend(b, u, costMain, "first aid")
	if !provokeInPlace(b, u, "tends "+t.Name) {
		return
	}
	dc := FirstAidDifficulty(b.Round - t.DownRound)
	terms, label := checkTerms(b, u, []string{"INT", "DEX"}, []string{"Heal"}, "first aid on "+t.Name)
	total := combat.Sum(terms)
	b.Emit(combat.Checked{Unit: u.Name, Skill: label, Why: "first aid on " + t.Name, Terms: terms, Total: total,
		Against: dc, Success: total >= dc, Text: fmt.Sprintf("%s vs %d: %s", combat.FormatTerms(terms), dc, passWord(total >= dc))})
	if total >= dc {
		b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Stabilised, Source: u.Name}})
	}
}

// firstAidChance is the chance u's first aid on t succeeds now: 2d6 + the better of INT and
// DEX + Heal (an NPC's skill bonus) against FirstAidDifficulty, as doSkill rolls it; the
// listing's preview and Estimate give it (Estimate.Hit), for the AI and the screens.
func firstAidChance(b *combat.Battle, u, t *combat.Unit) float64 {
	bonus := u.Sheet.SkillBonus
	if !npc(u) {
		_, am := bestAttr(u, []string{"INT", "DEX"})
		bonus = am + skillLevel(u, "Heal")
	}
	need, ways := FirstAidDifficulty(b.Round-t.DownRound)-bonus, 0
	for i := 1; i <= 6; i++ {
		for j := 1; j <= 6; j++ {
			if i+j >= need {
				ways++
			}
		}
	}
	return float64(ways) / 36
}

// passWord is "success" or "failure".
func passWord(ok bool) string {
	if ok {
		return "success"
	}
	return "failure"
}

// unloaded returns u's unloaded condition for weapon w.
func unloaded(u *combat.Unit, w combat.Weapon) (combat.Condition, bool) {
	for _, c := range u.ConditionsNamed(Unloaded) {
		if eq(c.Source, w.Name) {
			return c, true
		}
	}
	return combat.Condition{}, false
}

// hasShoot1 reports whether u has Shoot-1 (an NPC: a skill bonus of 1).
func hasShoot1(u *combat.Unit) bool { return skillLevel(u, "Shoot") >= 1 }

// freeReload reports whether reloading w is a free action for u: a bow or a crossbow, with
// Shoot-1 (delvers-combat.md "Reload a Weapon").
func freeReload(u *combat.Unit, w combat.Weapon) bool {
	return (w.Kind == combat.Bow || w.Kind == combat.Crossbow) && hasShoot1(u)
}

// reloadCost is what reloading w costs u (delvers-combat.md "Reload a Weapon"): free with
// Shoot-1; otherwise a crossbow takes a main action and a bow a move action.
func reloadCost(u *combat.Unit, w combat.Weapon) string {
	switch {
	case freeReload(u, w):
		return costFree
	case w.Kind == combat.Crossbow:
		return costMain
	}
	return costMove
}

// reloadWeapon returns the unloaded weapon the action names (or the first unloaded one).
func reloadWeapon(u *combat.Unit, a combat.Action) (combat.Weapon, *combat.RuleError) {
	w, ok := weaponFor(u, a.Weapon, func(w combat.Weapon) bool { _, un := unloaded(u, w); return un })
	if !ok {
		return combat.Weapon{}, combat.Refuse(ruleReload, "%s has no ready bow or crossbow to reload%s", u.Name, named(a.Weapon))
	}
	return w, nil
}

// checkReload checks a reload and its cost.
func checkReload(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	w, err := reloadWeapon(u, a)
	if err != nil {
		return err
	}
	return afford(b, u, reloadCost(u, w))
}

// doReload reloads.
func doReload(b *combat.Battle, u *combat.Unit, a combat.Action) {
	w, _ := reloadWeapon(u, a)
	spend(b, u, reloadCost(u, w), "reload "+w.Name)
	b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Unloaded, Source: w.Name, Why: "reloaded"})
}

// checkReady: Ready an Item (Main): take a stowed item from the pack.
func checkReady(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	i := u.Item(a.Weapon)
	if i < 0 || u.Items[i].Ready {
		return combat.Refuse(ruleReady, "%s has no stowed item%s to ready", u.Name, named(a.Weapon))
	}
	return nil
}

// doReady readies it.
func doReady(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMain, "ready "+a.Weapon)
	b.Emit(combat.ItemReadied{Unit: u.Name, Item: u.Items[u.Item(a.Weapon)].Weapon.Name})
}

// checkStow: Stow an Item (Main): put a ready item in the pack.
func checkStow(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	i := u.Item(a.Weapon)
	if i < 0 || !u.Items[i].Ready {
		return combat.Refuse(ruleReady, "%s has no ready item%s to stow", u.Name, named(a.Weapon))
	}
	return nil
}

// doStow stows it; a stowed off-hand weapon ends dual wielding.
func doStow(b *combat.Battle, u *combat.Unit, a combat.Action) {
	name := u.Items[u.Item(a.Weapon)].Weapon.Name
	spend(b, u, costMain, "stow "+name)
	b.Emit(combat.ItemStowed{Unit: u.Name, Item: name})
	if c, ok := u.Condition(DualWielding); ok {
		if _, still := dualWielding(u); !still || oneHanded(u) < 2 {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: DualWielding, Source: c.Source, Why: "stowed " + name})
		}
	}
}

// oneHanded counts u's ready one-handed weapons.
func oneHanded(u *combat.Unit) int {
	n := 0
	for w := range u.Readied() {
		if w.Hands <= 1 && w.Kind != combat.Unarmed {
			n++
		}
	}
	return n
}

// groundItem returns the index of the named item lying within melee range of u (or the first
// one when no name is given).
func groundItem(b *combat.Battle, u *combat.Unit, name string) int {
	for i, g := range b.Ground {
		if (g.Pos == u.Pos || b.Map.Adjacent(g.Pos, u.Pos)) && (name == "" || eq(g.Weapon.Name, name)) {
			return i
		}
	}
	return -1
}

// checkPickUp: Pick up an Item (Move): an item within melee range.
func checkPickUp(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if groundItem(b, u, a.Weapon) < 0 {
		return combat.Refuse(rulePickUp, "there is no item%s within %s's reach", named(a.Weapon), u.Name)
	}
	return nil
}

// doPickUp lets threatening foes strike, then picks the item up, ready.
func doPickUp(b *combat.Battle, u *combat.Unit, a combat.Action) {
	g := b.Ground[groundItem(b, u, a.Weapon)]
	spend(b, u, costMove, "pick up "+g.Weapon.Name)
	if !provokeInPlace(b, u, "picks up "+g.Weapon.Name) {
		return
	}
	b.Emit(combat.ItemPickedUp{Unit: u.Name, Item: g.Weapon.Name, Pos: g.Pos})
}

// checkStandUp: Stand Up (Move): only when prone.
func checkStandUp(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if !u.Is(Prone) {
		return combat.Refuse(ruleStandUp, "%s is not prone", u.Name)
	}
	return nil
}

// doStandUp lets threatening foes strike, then rises, picking up what lies in its square.
func doStandUp(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMove, "stand up")
	if !provokeInPlace(b, u, "stands up") {
		return
	}
	for _, c := range u.ConditionsNamed(Prone) {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Prone, Source: c.Source, Why: "stood up"})
	}
	for _, g := range append([]combat.GroundItem(nil), b.Ground...) {
		if g.Pos == u.Pos {
			b.Emit(combat.ItemPickedUp{Unit: u.Name, Item: g.Weapon.Name, Pos: g.Pos})
		}
	}
}

// checkProne: Go Prone (Free).
func checkProne(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if u.Is(Prone) {
		return combat.Refuse(ruleProne, "%s is already prone", u.Name)
	}
	return nil
}

// doProne drops prone.
func doProne(b *combat.Battle, u *combat.Unit, a combat.Action) {
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Prone, Note: "went prone"}})
}

// checkHold: Hold An Action (Move): once a round, in u's own turn.
func checkHold(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if u.Is(Holding) {
		return combat.Refuse(ruleHold, "%s is already holding its action", u.Name)
	}
	if !b.InTurnNow(u) {
		return combat.Refuse(ruleHold, "%s can hold its action only on its own side's turn", u.Name)
	}
	return nil
}

// doHold spends the move action; until the end of the round u may take the rest of its
// actions at any moment, as instant actions.
func doHold(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMove, "hold")
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Holding, Ends: combat.EndOfRound}})
}

// checkExecute refuses: an execution attack needs a full minute of unnoticed preparation
// against a target unsuspecting of danger, which a battle in progress never gives
// (delvers-combat.md "Execution Attacks"; docs/rulings.md).
func checkExecute(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	return combat.Refuse(ruleExecution, "an execution attack needs a full minute of preparation against an unsuspecting target; in a battle everyone expects danger")
}

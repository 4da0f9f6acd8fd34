package age13

// Down and back up: recoveries, rallying, stabilizing, death saves and skulls.

import (
	"fmt"

	"skirmish/combat"
)

// count returns the value of a counter condition on u (0 if it has none).
func count(u *combat.Unit, name string) int {
	c, _ := u.Condition(name)
	return c.Value
}

// setCount replaces u's counter condition with a new value; counters last the battle.
func setCount(b *combat.Battle, u *combat.Unit, name string, v int, why string) {
	if u.Is(name) {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: name, Why: why})
	}
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: name, Value: v, Ends: combat.EndOfBattle}})
}

// RecoveriesLeft is how many recoveries a hero has left this battle.
func RecoveriesLeft(u *combat.Unit) int {
	c, ok := ClassOf(&u.Sheet)
	if !ok {
		return 0
	}
	return max(c.Recoveries-count(u, Recoveries), 0)
}

// recoveryRoll is u's recovery without its spending: the class's recovery die once per level,
// and the Con modifier times the tier (13th-age-combat-rules.txt "Recoveries";
// 13th-age-2e-reference-sheet.txt "Recovery").
func recoveryRoll(u *combat.Unit) (combat.Roll, int) {
	c, _ := ClassOf(&u.Sheet)
	l := max(u.Sheet.Level, 1)
	return combat.Roll{Count: l, Sides: max(c.RecoveryDie, 2)}, mod(&u.Sheet, "CON") * Tier(l)
}

// RecoveryAverage is the average of a hero's recovery, "(Class die * Level) + (Con * Tier)
// (may take average instead of rolling)" (13th-age-2e-reference-sheet.txt "Recovery"):
// each die's average is half its sides plus a half, and the total is rounded down (a 1st-level
// fighter, d10 and Con 14: 5.5 + 2 = 7).
func RecoveryAverage(u *combat.Unit) int {
	r, bonus := recoveryRoll(u)
	return max(r.Count*(r.Sides+1)/2+bonus, 0)
}

// recoveryMean is the expected hit points of u's next recovery: its average, halved when it
// has none left.
func recoveryMean(u *combat.Unit) float64 {
	r, bonus := recoveryRoll(u)
	v := max(float64(r.Count)*float64(r.Sides+1)/2+float64(bonus), 0)
	if RecoveriesLeft(u) == 0 {
		v /= 2
	}
	return v
}

// recovery spends one of u's recoveries and returns the hit points it gives: the class's
// recovery die once per level plus the Con modifier times the tier; with none left, half of
// that, and −1 to attacks and defences for the rest of the battle, stacking
// (13th-age-combat-rules.txt "Recoveries"; 13th-age-2e-reference-sheet.txt "Recovery").
func recovery(b *combat.Battle, u *combat.Unit, why string) int {
	r, bonus := recoveryRoll(u)
	var v int
	dice := r.String()
	if recoveryAverage(b) {
		v, dice = r.Count*(r.Sides+1)/2, "average "+dice
	} else {
		v, _ = b.Roll(u, r, "recovery: "+why)
	}
	label := "CON"
	if tier := Tier(max(u.Sheet.Level, 1)); tier > 1 {
		label = fmt.Sprintf("CON ×%d", tier)
	}
	ts := []combat.Term{{Label: dice, Value: v}, {Label: label, Value: bonus}}
	left := RecoveriesLeft(u)
	if left == 0 {
		sum := max(combat.Sum(ts), 0)
		ts = append(ts, combat.Term{Label: "no recoveries left: half", Value: sum/2 - sum})
		setCount(b, u, deficit, count(u, deficit)+1, "used a recovery it did not have")
	}
	setCount(b, u, Recoveries, count(u, Recoveries)+1, "spent a recovery")
	total := max(combat.Sum(ts), 0)
	b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s spends a recovery (%d left): %s", u.Name, max(left-1, 0), combat.FormatTerms(ts))})
	return total
}

// checkRally: a hero that has lost hit points may rally, unless a rally save failed this
// round (13th-age-combat-rules.txt "Rally").
func checkRally(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	switch {
	case !u.Sheet.Hero:
		return combat.Refuse(ruleRally, "only heroes rally")
	case u.HP >= u.MaxHP():
		return combat.Refuse(ruleRally, "%s has lost no hit points", u.Name)
	case u.Is(RallyFailed):
		return combat.Refuse(ruleRally, "%s failed its save to rally again and cannot rally this round", u.Name)
	}
	return nil
}

// doRally rallies: the first rally of the battle needs no save; later ones a normal save
// (11+), and a failed save costs no action but forbids rallying this round.
func doRally(b *combat.Battle, u *combat.Unit, a combat.Action) {
	if n := count(u, Rallied); n > 0 {
		if !save(b, u, 11, "save to rally again") {
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: RallyFailed, Ends: combat.EndOfRound}})
			return
		}
	}
	spend(b, u, costStandard, "rally")
	setCount(b, u, Rallied, count(u, Rallied)+1, "rallied")
	heal(b, u, recovery(b, u, "rally"), "rallies")
}

// rallyHeal is what a rally is expected to heal: the recovery's mean (half with none left),
// times the chance of the normal save a rally after the first needs; no more than u has lost.
func rallyHeal(u *combat.Unit) float64 {
	v := min(recoveryMean(u), float64(u.MaxHP()-max(u.HP, 0)))
	if count(u, Rallied) > 0 {
		v *= saveChance(11, u)
	}
	return v
}

// saveChance is the chance of a save of target or more on a d20 with the assist waiting on u.
func saveChance(target int, u *combat.Unit) float64 {
	return d20Chance(target-combat.Sum(assistTerm(u)), u)
}

// d20Chance is the chance that u's d20 (d20: rolled twice, the lower kept, while u is
// shocked, 13th-age-2e-reference-sheet.txt "Shocked") comes up need or more.
func d20Chance(need int, u *combat.Unit) float64 {
	p := float64(min(max(21-need, 0), 20)) / 20
	if u.Is(Shocked) {
		p *= p
	}
	return p
}

// save rolls a d20 save against a target number (6, 11 or 16) and records it
// (13th-age-combat-rules.txt "Saves").
func save(b *combat.Battle, u *combat.Unit, target int, why string) bool {
	nat := d20(b, u, why)
	ts := append([]combat.Term{{Label: "d20", Value: nat}}, assistTerm(u)...)
	total := combat.Sum(ts)
	ok := total >= target
	b.Emit(combat.Checked{Unit: u.Name, Skill: "save", Why: why, Terms: ts, Total: total, Against: target, Success: ok,
		Text: fmt.Sprintf("%s: %s vs %d+: %s", why, rollText(ts), target, success(ok))})
	useAssist(b, u, "a save")
	return ok
}

// rollText writes a save's terms: "d20 9" alone, "d20 9 + assist 2 = 11" with a bonus.
func rollText(ts []combat.Term) string {
	if len(ts) == 1 {
		return fmt.Sprintf("%s %d", ts[0].Label, ts[0].Value)
	}
	return combat.FormatTerms(ts)
}

// success is "success" or "failure".
func success(ok bool) string {
	if ok {
		return "success"
	}
	return "failure"
}

// checkStabilize: next to an unconscious ally not yet stabilized
// (13th-age-combat-rules.txt "Stabilizing").
func checkStabilize(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t := b.Unit(a.Target)
	switch {
	case t == nil:
		return combat.Refuse(ruleStabilize, "say which ally %s stabilizes", u.Name)
	case t.Side != u.Side || t.Status != combat.Down:
		return combat.Refuse(ruleStabilize, "%s is not an unconscious ally", t.Name)
	case t.Is(Stabilized):
		return combat.Refuse(ruleStabilize, "%s is already stabilized", t.Name)
	case !b.Map.Adjacent(u.Pos, t.Pos):
		return combat.Refuse(ruleStabilize, "%s must be next to %s", u.Name, t.Name)
	}
	return nil
}

// doStabilize makes the DC 10 Wisdom check (d20 + Wis + level, 13th-age-2e-reference-sheet.txt
// "Skill Check"); 25+ takes only a quick action.
func doStabilize(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t := b.Unit(a.Target)
	nat := d20(b, u, "stabilize "+t.Name)
	ts := []combat.Term{{Label: "d20", Value: nat}, {Label: "WIS", Value: mod(&u.Sheet, "WIS")}, {Label: "level", Value: u.Sheet.Level}}
	ts = append(ts, assistTerm(u)...)
	useAssist(b, u, "a check")
	total := combat.Sum(ts)
	ok := total >= 10
	b.Emit(combat.Checked{Unit: u.Name, Skill: "Wisdom", Why: "stabilize " + t.Name, Terms: ts, Total: total, Against: 10, Success: ok,
		Text: fmt.Sprintf("%s vs 10: %s", combat.FormatTerms(ts), success(ok))})
	if total >= 25 {
		spend(b, u, costQuick, "stabilize "+t.Name+" (25+: a quick action)")
	} else {
		spend(b, u, costStandard, "stabilize "+t.Name)
	}
	if ok {
		b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Stabilized, Source: u.Name}})
	}
}

// HealingPotion is a healing potion a hero carries: one condition of this name for each (a
// unit starts with them; feeding one removes one).
const HealingPotion = "healing potion"

// rulePotion cites the potion rule of both texts.
var rulePotion = cite1("Stabilizing") + "; " + cite2("Dying")

// checkPotion: feeding a healing potion to an unconscious ally next to the feeder, who carries
// one (13th-age-combat-rules.txt "Stabilizing": "Feeding a dying character a healing potion
// gets them conscious and back on their feet, but always takes a standard action";
// 13th-age-2e-reference-sheet.txt "Dying").
func checkPotion(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t := b.Unit(a.Target)
	switch {
	case !u.Is(HealingPotion):
		return combat.Refuse(rulePotion, "%s carries no healing potion", u.Name)
	case t == nil:
		return combat.Refuse(rulePotion, "say which dying ally %s feeds a potion", u.Name)
	case t.Side != u.Side || t.Status != combat.Down:
		return combat.Refuse(rulePotion, "%s is not an unconscious ally", t.Name)
	case !t.Sheet.Hero:
		return combat.Refuse(rulePotion, "%s has no recoveries for a potion to use", t.Name)
	case t.Is(Coma):
		return combat.Refuse(ruleDeath, "%s is in a coma: it comes to only once the fight is over", t.Name)
	case !b.Map.Adjacent(u.Pos, t.Pos):
		return combat.Refuse(rulePotion, "%s must be next to %s", u.Name, t.Name)
	}
	return nil
}

// doPotion spends the standard action and one potion; the dying hero spends a recovery (as
// healing potions do, "Recoveries") and comes to.
func doPotion(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t := b.Unit(a.Target)
	spend(b, u, costStandard, "feed "+t.Name+" a healing potion")
	usePotion(b, u, "fed to "+t.Name)
	heal(b, t, recovery(b, t, "healing potion"), "a healing potion")
}

// KindDrink is drinking one of one's own healing potions (a quick action).
const KindDrink = "drink"

// ruleDrink cites what the texts say of potions: they spend a recovery, and feeding one to
// another "always takes a standard action"; drinking one's own is a quick action
// (docs/rulings.md).
var ruleDrink = cite1("Recoveries") + "; " + cite1("Stabilizing") + "; " + cite2("Combat Actions")

// checkDrink: a hero drinks one of its own healing potions when it has lost hit points
// (13th-age-combat-rules.txt "Recoveries": "Many healing spells and potions require you to
// use up a recovery"; docs/rulings.md: a quick action).
func checkDrink(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	switch {
	case !u.Is(HealingPotion):
		return combat.Refuse(ruleDrink, "%s carries no healing potion", u.Name)
	case !u.Sheet.Hero:
		return combat.Refuse(ruleDrink, "%s has no recoveries for a potion to use", u.Name)
	case u.HP >= u.MaxHP():
		return combat.Refuse(ruleDrink, "%s has lost no hit points", u.Name)
	}
	return nil
}

// doDrink spends the quick action (or a larger one in its place) and one potion; the hero
// spends a recovery and heals, half with none left, as any recovery.
func doDrink(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costQuick, "drink a healing potion")
	usePotion(b, u, "drunk")
	heal(b, u, recovery(b, u, "healing potion"), "drinks a healing potion")
}

// usePotion takes one of u's healing potions away.
func usePotion(b *combat.Battle, u *combat.Unit, why string) {
	c, _ := u.Condition(HealingPotion)
	b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: HealingPotion, Source: c.Source, One: true, Why: why})
}

// DeathSavesToDie is how many failed death saves kill in edition 1; SkullsToDie how many
// skulls in edition 2.
const (
	DeathSavesToDie = 4
	SkullsToDie     = 5
)

// deathSave rolls an unconscious hero's death save at the start of its turn: 16+ spends a
// recovery and heals it, a natural 20 also lets it act this turn; 15 or less is a failed
// save (edition 1: the fourth kills) or a skull (edition 2: the fifth kills), which a
// stabilized hero ignores. It reports whether the hero acts this turn.
func deathSave(b *combat.Battle, u *combat.Unit) bool {
	if u.Is(Coma) {
		b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " is in a coma: no death saves until the fight is over"})
		return false
	}
	nat := d20(b, u, "death save")
	ts := append([]combat.Term{{Label: "d20", Value: nat}}, assistTerm(u)...)
	total := combat.Sum(ts)
	ok := total >= 16
	b.Emit(combat.Checked{Unit: u.Name, Skill: "death save", Why: "unconscious at the start of its turn", Terms: ts, Total: total, Against: 16, Success: ok,
		Text: fmt.Sprintf("death save: %s vs 16+: %s", rollText(ts), success(ok))})
	useAssist(b, u, "a death save")
	if ok {
		heal(b, u, recovery(b, u, "death save"), "death save")
		if nat < 20 {
			b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " comes to, but takes no actions this turn (a natural 20 would have let it act)"})
		}
		return nat == 20
	}
	if u.Is(Stabilized) {
		b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " is stabilized: the failed death save does not count"})
		return false
	}
	if edition(b) == 2 {
		addSkull(b, u, "failed death save")
		return false
	}
	n := count(u, DeathSaves) + 1
	setCount(b, u, DeathSaves, n, "failed death save")
	if n >= DeathSavesToDie {
		if meaningful(b, "") {
			fallIntoComa(b, u, fmt.Sprintf("fails its %s death save", ordinal(n)))
			return false
		}
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Dead, Why: fmt.Sprintf("died at its %s failed death save", ordinal(n))})
	}
	return false
}

// addSkull gives an edition 2 hero a skull; the fifth kills it.
func addSkull(b *combat.Battle, u *combat.Unit, why string) {
	n := count(u, Skulls) + 1
	setCount(b, u, Skulls, n, why)
	if n >= SkullsToDie && u.Status != combat.Dead {
		if meaningful(b, "") {
			fallIntoComa(b, u, fmt.Sprintf("gains its %s skull", ordinal(n)))
			return
		}
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Dead, Why: fmt.Sprintf("died at its %s skull", ordinal(n))})
	}
}

// ordinal writes 4 as "fourth" up to ten, else "4th".
func ordinal(n int) string {
	words := []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}
	if n >= 1 && n < len(words) {
		return words[n]
	}
	return fmt.Sprintf("%dth", n)
}

package age13

// The 13th Age ruleset: its action table, the one gate (Check and Do), budgets substituting downward, Prepare, the turn hooks.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
)

// ID is the ruleset's id.
const ID = "age13"

func init() { combat.Register(ID, func() combat.Ruleset { return New() }) }

// Rules is the 13th Age ruleset: its kit (its id, its action table kinds, its catalog) and its rules.
// It keeps no state of its own: everything is in the battle.
type Rules struct{ combat.Kit[*lister, string] }

// New returns the ruleset.
func New() *Rules { return &Rules{combat.NewKit(ID, kinds, Catalog)} }

// edition is the text the battle plays: 1 (13th-age-combat-rules.txt) or 2
// (13th-age-2e-reference-sheet.txt).
func edition(b *combat.Battle) int {
	if b.RuleOptions[optionEdition] == "2" {
		return 2
	}
	return 1
}

// kind is one row of the action table (combat.Kind): its cost is the action it spends (a
// larger one may pay, payers).
type kind = combat.Kind[*lister, string]

// ak is the part of a row that controllers read.
type ak = combat.ActionKind

// kinds is the action table (13th-age-combat-rules.txt "Combat Actions", "Special Actions"),
// then the reactions and the choices made after an attack roll, which the game asks for.
var kinds = combat.NewTable(combat.TableSpec[*lister, string]{
	Ruleset: "13th Age", Rule: ruleActions, Gate: gate, Resolve: resolveAction,
	Aliases:   map[string]string{oldMove: KindMove},
	Pays:      func(k *kind) { k.Cost, k.Spend = k.Pay, spends[k.Pay] },
	NewLister: func() *lister { return new(lister) },
}, []kind{
	{ActionKind: ak{Kind: KindMelee, Label: "Melee attack", Meaning: combat.MeanMelee, Aim: combat.AimEnemy, Weapon: true, Provokes: "no",
		Summary: "Attack a foe you are engaged with: d20 + ability + level (+ escalation die) vs its defence."},
		Pay: costStandard, Rule: ruleAttacks, Check: checkMelee, Do: doAttack, List: listAttack},
	{ActionKind: ak{Kind: KindRanged, Label: "Ranged attack", Meaning: combat.MeanRanged, Aim: combat.AimEnemy, Weapon: true, Provokes: "sometimes",
		Summary: "Shoot, throw or cast at a foe in sight; while engaged, the foes you do not target get opportunity attacks (in edition 2, and for most spells, all of them)."},
		Pay: costStandard, Rule: ruleRanged, Check: checkRanged, Do: doAttack, List: listAttack},
	{ActionKind: ak{Kind: KindMove, Label: "Move", Meaning: combat.MeanMove, Square: combat.NeedMust, Provokes: "sometimes",
		Summary: "Move up to your speed; leaving foes you are engaged with draws their opportunity attacks, and free foes you pass may intercept you."},
		Pay: costMove, Rule: ruleMovement, Check: checkMove, Do: doMove, List: listMove},
	{ActionKind: ak{Kind: KindDisengage, Label: "Disengage", Meaning: combat.MeanWithdraw, Square: combat.NeedMay, Provokes: "no",
		Summary: "A disengage check, 11+ on a d20, −1 for each foe beyond the first: on a success, move away freely; on a failure, stay put."},
		Pay: costMove, Rule: ruleDisengage, Check: checkDisengage, Do: doDisengage, List: listMove},
	{ActionKind: ak{Kind: KindRally, Label: "Rally", Meaning: combat.MeanRally, Provokes: "no",
		Summary: "Spend a recovery and heal; after the first rally of the battle, only on a normal save (11+)."},
		Pay: costStandard, Rule: ruleRally, Check: checkRally, Do: doRally, List: listPlain},
	{ActionKind: ak{Kind: KindStabilize, Label: "Stabilize", Meaning: combat.MeanStabilize, Aim: combat.AimDownAlly, Provokes: "no",
		Summary: "A DC 10 Wisdom check beside an unconscious ally: on a success its failed death saves stop counting; on 25+ it took only a quick action."},
		Pay: costStandard, Rule: ruleStabilize, Check: checkStabilize, Do: doStabilize, List: listAimed},
	{ActionKind: ak{Kind: KindPotion, Label: "Feed a potion", Meaning: combat.MeanHealAlly, Aim: combat.AimDownAlly, Provokes: "no",
		Summary: "Feed a healing potion to an unconscious ally next to you: it spends a recovery, heals and comes to."},
		Pay: costStandard, Rule: rulePotion, Check: checkPotion, Do: doPotion, List: listAimed},
	{ActionKind: ak{Kind: KindDrink, Label: "Drink a potion", Meaning: combat.MeanDrink, Provokes: "no",
		Summary: "Drink one of your healing potions: spend a recovery and heal (half with none left)."},
		Pay: costQuick, Rule: ruleDrink, Check: checkDrink, Do: doDrink, List: listPlain},
	{ActionKind: ak{Kind: KindLeave, Label: "Leave the battle", Meaning: combat.MeanLeave, Provokes: "sometimes",
		Summary: "From an exit, leave the battlefield: gone, not dead."},
		Pay: costMove, Rule: ruleFlee, Check: checkLeave, Do: doLeave, List: listPlain},
	{ActionKind: ak{Kind: KindCoupDeGrace, Label: "Coup de grace", Meaning: combat.MeanFinish, Aim: combat.AimEnemy, Weapon: true, Provokes: "no",
		Summary: "Skip your move and quick actions to strike a helpless foe you are engaged with (unconscious or asleep): an automatic crit."},
		Pay: costAll, Rule: ruleCoupDeGrace, Check: checkCoupDeGrace, Do: doCoupDeGrace, List: listAttack},
	{ActionKind: ak{Kind: KindLetGo, Label: "Let go", Aim: combat.AimEnemy, Provokes: "no", Rare: true,
		Summary: "Let go of a creature you are grabbing."},
		Pay: costFree, Rule: ruleGrabbed, Check: checkLetGo, Do: doLetGo, List: listAimed},
	{ActionKind: ak{Kind: KindDelay, Label: "Delay", Meaning: combat.MeanDelay, Aim: combat.AimTurn, Provokes: "no",
		Summary: "Take no action now and act right after another creature's turn instead: your initiative becomes its count from now on."},
		Pay: costFree, Rule: ruleDelay, Check: checkDelay, Do: doDelay, List: listDelay},
	{ActionKind: ak{Kind: KindAssist, Label: "Combat assist", Meaning: combat.MeanAid, Aim: combat.AimAlly, Provokes: "no",
		Summary: "Edition 2: help a nearby ally: +2 to its next attack roll, save or check."},
		Pay: costStandard, Rule: ruleAssist, Check: checkAssist, Do: doAssist, List: listAimed},
	{ActionKind: ak{Kind: KindSpirit, Label: "Fight in spirit", Meaning: combat.MeanInSpirit, Aim: combat.AimAlly, Provokes: "no", OutOfFight: true, Choices: choices(spiritBonuses...),
		Summary: "Once a round, out of the fight: give an ally still fighting +1 to attacks, AC, PD or MD (the choice) for this round and the next; +2 the first time anyone does it this battle."},
		Pay: costFree, Rule: ruleSpirit, Check: checkSpirit, Do: doSpirit, List: listAimed},
	{ActionKind: ak{Kind: KindFlee, Label: "Flee", Meaning: combat.MeanFlee, Provokes: "no",
		Summary: "The party flees the fight, carrying its fallen away: the battle is lost, but no one else dies."},
		Pay: costFree, Rule: ruleFlee + "; " + ruleRetreat, Check: checkFlee, Do: doFlee, List: listPlain},
	{ActionKind: ak{Kind: KindReady, Label: "Ready an attack", Meaning: combat.MeanReady, Aim: combat.AimEnemy, AnyTarget: true, Weapon: true, Provokes: "no",
		Choices: []combat.Choice{{Name: KindMelee, Meaning: combat.MeanMelee}, {Name: KindRanged, Meaning: combat.MeanRanged}},
		Summary: "Ready a melee or ranged attack (the choice) for when a foe (or the one named) comes within its reach before your next turn: you then act just before that foe from the next round on."},
		Pay: costStandard, Rule: ruleReady, Check: checkReady, Do: doReady, List: listReady},
	{ActionKind: ak{Kind: KindReadyMove, Label: "Ready a move", Aim: combat.AimEnemy, AnyTarget: true, Square: combat.NeedMust, Provokes: "sometimes",
		Summary: "Ready a move to a square for when a foe (or the one named) comes nearby, within your speed and in sight, before your next turn: you move there just then, and act just before that foe from the next round on."},
		Pay: costStandard, Rule: ruleReady, Check: checkReadyMove, Do: doReadyMove, List: listReady},
	{ActionKind: ak{Kind: combat.Opportunity, Label: "Opportunity attack", Meaning: combat.MeanReaction, Aim: combat.AimEnemy, OutOfTurn: true, Provokes: "no",
		Summary: "A free basic melee attack on a foe moving away from you, or shooting or casting beside you; the game asks."},
		Pay: costFree, Rule: ruleEngaged, Asked: "opportunity attacks are made only as a foe moves away or shoots, when the game asks"},
	{ActionKind: ak{Kind: KindIntercept, Label: "Intercept", Meaning: combat.MeanReaction, Aim: combat.AimEnemy, OutOfTurn: true, Provokes: "no",
		Summary: "Stop a foe moving past you: it stops there, engaged with you; the game asks as it passes."},
		Pay: costInterrupt, Rule: ruleIntercept, Asked: "intercepting is done only as a foe moves past, when the game asks"},
	{ActionKind: ak{Kind: KindReadied, Label: "Readied action", Meaning: combat.MeanReaction, Aim: combat.AimEnemy, OutOfTurn: true, Provokes: "no",
		Summary: "The attack or move you readied, as the foe it waits for comes; the game asks."},
		Pay: costFree, Rule: ruleReady, Asked: "a readied attack is taken only as a foe moves within its reach, when the game asks"},
	{ActionKind: ak{Kind: KindFlexible, Label: "Flexible attack", Meaning: combat.MeanReaction, Weapon: true, OutOfTurn: true, Provokes: "no",
		Summary: "The flexible attack to use, chosen once the natural roll is known; the game asks."},
		Pay: costFree, Rule: ruleFlexible, Asked: "a flexible attack is chosen after the attack roll, when the game asks"},
	{ActionKind: ak{Kind: KindPlain, Label: "Plain attack", Meaning: combat.MeanReaction, OutOfTurn: true, Provokes: "no",
		Summary: "No flexible attack: the attack as it was rolled; the game asks."},
		Pay: costFree, Rule: ruleFlexible, Asked: "a flexible attack is chosen after the attack roll, when the game asks"},
	{ActionKind: ak{Kind: KindReroll, Label: "Reroll", Meaning: combat.MeanReaction, OutOfTurn: true, Provokes: "no",
		Summary: "A two-weapon fighter rerolls a natural 2; the game asks."},
		Pay: costFree, Rule: ruleTwoWeapon, Asked: "rerolling a natural 2 is chosen after the attack roll, when the game asks"},
	{ActionKind: ak{Kind: KindKeep, Label: "Keep the roll", Meaning: combat.MeanReaction, OutOfTurn: true, Provokes: "no",
		Summary: "A two-weapon fighter keeps its natural 2; the game asks."},
		Pay: costFree, Rule: ruleTwoWeapon, Asked: "rerolling a natural 2 is chosen after the attack roll, when the game asks"},
})

// choices names a kind's forms, each meaning what its kind means.
func choices(names ...string) []combat.Choice {
	out := make([]combat.Choice, len(names))
	for i, n := range names {
		out[i] = combat.Choice{Name: n}
	}
	return out
}

// spends are what each cost (or the slot that pays it) takes of the turn in shared terms
// (none for the others).
var spends = map[string]combat.Spend{costStandard: combat.SpendAction, costMove: combat.SpendMove,
	costQuick: combat.SpendMinor, costAll: combat.SpendTurn}

// gate says whether u may take an action of kind k now: in its turn, able to act, with an
// action left that pays for it (turnGate, cannotAct, afford).
func gate(b *combat.Battle, u *combat.Unit, k *kind) *combat.RuleError {
	if err := turnGate(b, u, k.Pay); err != nil {
		return err
	}
	if err := cannotAct(u); err != nil {
		return err
	}
	return afford(u, k.Pay)
}

// resolveAction resolves a checked action, then ends the grabs it broke.
func resolveAction(b *combat.Battle, u *combat.Unit, k *kind, a combat.Action) {
	k.Do(b, u, a)
	loosen(b)
}

// turnGate says whether u may act now: standard, move, quick and free actions on its own
// turn; an interrupt only when it is not its turn (13th-age-combat-rules.txt "Actions on Your
// Turn", "Interrupt Actions").
func turnGate(b *combat.Battle, u *combat.Unit, cost string) *combat.RuleError {
	mine := b.InTurnNow(u)
	if cost == costInterrupt {
		if mine {
			return combat.Refuse(ruleInterrupt, "an interrupt action is taken when it is not %s's turn", u.Name)
		}
		return nil
	}
	if mine {
		return nil
	}
	return b.NotInTurn(u, ruleInitiative)
}

// payers are the slots that may pay for each cost, cheapest first: a standard action may be
// used as a move or a quick action, a move action as a quick action
// (13th-age-combat-rules.txt "Regular Actions"; 13th-age-2e-reference-sheet.txt "Combat
// Actions": "Substitute downward").
var payers = map[string][]string{
	costStandard:  {SlotStandard},
	costMove:      {SlotMove, SlotStandard},
	costQuick:     {SlotQuick, SlotMove, SlotStandard},
	costInterrupt: {SlotInterrupt},
}

// payer returns the slot that pays for a cost now: the cheapest one left. A coup de grace is
// paid by all three of the turn's actions, each itself; payer names the standard one.
func payer(u *combat.Unit, cost string) (string, bool) {
	if cost == costAll {
		ok := u.Left(SlotStandard) >= 1 && u.Left(SlotMove) >= 1 && u.Left(SlotQuick) >= 1
		return SlotStandard, ok
	}
	for _, s := range payers[cost] {
		if u.Left(s) >= 1 {
			return s, true
		}
	}
	return "", cost == costFree
}

// afford says whether u has an action left that can pay for the cost, and if not, why:
// it delayed, or it is stunned and took the one action its roll gave it.
func afford(u *combat.Unit, cost string) *combat.RuleError {
	if _, ok := payer(u, cost); ok {
		return nil
	}
	if c, ok := u.Condition(Delayed); ok && cost != costInterrupt {
		return combat.Refuse(ruleDelay, "%s has delayed: it acts after %s's turn", u.Name, c.Source)
	}
	if u.Is(Stunned) && cost != costInterrupt {
		return combat.Refuse(ruleStunned2, "%s is stunned: its roll of 16+ gave it one action this turn, and it has taken it", u.Name)
	}
	switch cost {
	case costStandard:
		return combat.Refuse(ruleActions, "%s has already used its standard action this turn", u.Name)
	case costInterrupt:
		return combat.Refuse(ruleInterrupt, "%s has used its interrupt action; it has another after the end of its next turn", u.Name)
	case costAll:
		return combat.Refuse(ruleCoupDeGrace, "%s must still have its standard, move and quick actions: a coup de grace skips the other two", u.Name)
	}
	return combat.Refuse(ruleActions, "%s has no %s action left, nor a larger one to use in its place", u.Name, cost)
}

// spend records the action that pays for a cost, saying when a larger one stands in.
func spend(b *combat.Battle, u *combat.Unit, cost, why string) {
	slot, ok := payer(u, cost)
	if !ok || cost == costFree {
		return
	}
	if cost == costAll {
		for _, s := range []string{SlotStandard, SlotMove, SlotQuick} {
			b.Emit(combat.Spent{Unit: u.Name, Slot: s, N: 1, For: why})
		}
		return
	}
	if slot != cost {
		why += " (" + slot + " action as a " + cost + " action)"
	}
	b.Emit(combat.Spent{Unit: u.Name, Slot: slot, N: 1, For: why})
}

// Prepare checks the sheets (the engine has checked the options against the description):
// every effect of every weapon; a hero's class, level and armour, and that its AC, PD, MD,
// hit points and initiative are the ones its class, abilities and level give; a creature's
// PD and MD.
func (*Rules) Prepare(b *combat.Battle) error {
	for i, u := range b.Units {
		if err := checkSheet(&u.Sheet, count(u, LastingWounds)); err != nil {
			return &combat.SetupError{Unit: i, Err: fmt.Errorf("unit %q: %w", u.Name, err)}
		}
	}
	return nil
}

// checkSheet says what a sheet lacks for 13th Age, or nil; a hero with lasting wounds has
// 2 + its level fewer hit points for each (13th-age-combat-rules.txt "Optional Lasting-Wound
// Rule").
func checkSheet(s *combat.Sheet, wounds int) error {
	for _, w := range s.Weapons {
		p, err := readPower(w)
		if err != nil {
			return err
		}
		if err := checkWeapon(s, p); err != nil {
			return err
		}
	}
	for k := range s.Defenses {
		if k == "PD" || k == "MD" {
			continue
		}
		if t, ok := strings.CutPrefix(k, "resist "); ok && slices.Contains(DamageTypes, t) {
			continue
		}
		return fmt.Errorf("defense %q: want PD, MD or resist TYPE (%s)", k, strings.Join(DamageTypes, ", "))
	}
	if !s.Hero {
		if _, ok := s.Defenses["PD"]; !ok {
			return fmt.Errorf("a creature needs its defenses PD and MD (\"defenses\": {\"PD\": 14, \"MD\": 10})")
		}
		if _, ok := s.Defenses["MD"]; !ok {
			return fmt.Errorf("a creature needs its defenses PD and MD (\"defenses\": {\"PD\": 14, \"MD\": 10})")
		}
		return nil
	}
	d, err := Derive(s)
	if err != nil {
		return fmt.Errorf("a hero's numbers come from its class, level and armour: %w", err)
	}
	var wrong []string
	for _, f := range []struct {
		name      string
		got, want int
	}{{"ac", s.AC, d.AC}, {"PD", s.Defenses["PD"], d.PD}, {"MD", s.Defenses["MD"], d.MD}, {"hp", s.HP, WoundedHP(d.HP, s.Level, wounds)}, {"initiative", s.Initiative, d.Initiative}} {
		if f.got != f.want {
			wrong = append(wrong, fmt.Sprintf("%s %d, not %d", f.name, f.want, f.got))
		}
	}
	if len(wrong) > 0 {
		return fmt.Errorf("a level %d %s with these abilities and %s armour%s has %s",
			s.Level, s.Class, armourOf(s), map[bool]string{true: " and a shield"}[s.Shield], strings.Join(wrong, ", "))
	}
	return nil
}

// checkWeapon checks what 13th Age needs of an attack: the defence it targets, and for a
// hero's weapon a single die, which it rolls once per level (WEAPON).
func checkWeapon(s *combat.Sheet, p power) error {
	switch p.Against {
	case "", "AC", "PD", "MD":
	default:
		return fmt.Errorf("weapon %q: against %q: want AC, PD or MD", p.Name, p.Against)
	}
	if s.Hero && p.Kind != combat.Spell && (p.Damage.Count != 1 || p.Damage.Bonus != 0) {
		return fmt.Errorf("weapon %q: damage %q: a hero's weapon damage is one die, such as 1d8, rolled once per level (WEAPON)", p.Name, p.Damage)
	}
	return nil
}

// Begin rolls initiative and sets the order; temporary hit points drop to 0; every creature
// has its interrupt action. When a side is surprised, edition 1 plays an ambush round for
// the two ambushers with the best initiative, edition 2 gives the ambushers +5 initiative
// and no extra round.
func (*Rules) Begin(b *combat.Battle) {
	for _, u := range b.Units {
		if c, ok := u.Condition(TempHP); ok {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: TempHP, Source: c.Source, Why: "temporary hit points drop to 0 when initiative is rolled"})
		}
	}
	order := rollInitiative(b)
	b.Emit(combat.OrderSet{Order: order})
	for _, u := range b.Units {
		if u.Active() {
			b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: SlotInterrupt, Left: 1}}})
		}
	}
	if len(b.Surprised) > 0 {
		b.Emit(combat.OrderSet{Order: ambushOrder(b, order)})
	}
}

// RoundStarted sets the escalation die, after an ambush round the full order, and the
// places delays and readied actions moved creatures to (settleOrder).
func (*Rules) RoundStarted(b *combat.Battle) {
	if b.Round == 1 && len(b.Surprised) > 0 {
		for _, e := range b.Log {
			if o, ok := e.(combat.OrderSet); ok {
				b.Emit(o)
				break
			}
		}
	}
	settleOrder(b)
	lastRound(b)
	escalate(b)
}

// TurnStarted ends the conditions that last until the end of a creature's next turn at the
// end of this one, rolls death saves for the unconscious, gives each creature of the turn its
// standard, move and quick action, and makes edition 2's confused creatures attack an ally.
func (*Rules) TurnStarted(b *combat.Battle, t combat.Turn) {
	for _, u := range b.Units {
		for _, c := range slices.Clone(u.Conditions) {
			if owner := b.Unit(c.Owner); c.Ends == EndOfNextTurn && owner != nil && b.InTurnNow(owner) {
				b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: c.Name, Source: c.Source, Why: "its next turn has come"})
				c.Ends = combat.EndOfTurn
				b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: c})
			}
		}
	}
	for _, u := range b.TurnUnits(t) {
		if c, ok := u.Condition(Delayed); ok {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Delayed, Source: c.Source, Why: "its delayed turn has come"})
		}
		var none noActions // why u takes no actions this turn, if it takes none
		if u.Is(Forgoes) {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Forgoes, Why: "it took its readied action this round: no regular turn"})
			none = noActions{ruleReady, "took its readied action before its turn came this round: it gets no regular turn"}
		}
		if u.Status == combat.Down && !deathSave(b, u) && u.Active() {
			none = noActions{ruleDeathSaves, "came to on a death save of 16 to 19 this turn and takes no actions: only a natural 20 lets it act"}
		}
		if !u.Active() {
			continue
		}
		slots := []combat.Slot{{Name: SlotStandard, Left: 1}, {Name: SlotMove, Left: 1}, {Name: SlotQuick, Left: 1}, {Name: SlotInterrupt, Left: u.Left(SlotInterrupt)}}
		if none.why != "" {
			slots = []combat.Slot{{Name: SlotInterrupt, Left: u.Left(SlotInterrupt)}}
		} else if u.Is(Stunned) {
			slots, none = stunnedSlots(b, u)
		}
		b.Emit(combat.BudgetSet{Unit: u.Name, Slots: slots})
		stopActing(b, u, none)
	}
	loosen(b)
	for _, u := range b.TurnUnits(t) {
		confusedAttack(b, u)
	}
}

// TurnEnded deals ongoing damage and rolls saves for the creatures of the turn, then gives
// back the interrupt action of those that used it (13th-age-combat-rules.txt "Make Saves
// Last", "Ongoing Damage", "Interrupt Actions").
func (*Rules) TurnEnded(b *combat.Battle, t combat.Turn) {
	for _, u := range b.TurnUnits(t) {
		if !u.Is(Delayed) { // a delayed creature has its turn, and its saves, later
			endOfTurnSaves(b, u)
		}
		if u.Active() && u.Left(SlotInterrupt) < 1 {
			b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: SlotInterrupt, Left: 1}}})
		}
	}
	loosen(b)
}

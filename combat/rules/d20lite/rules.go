package d20lite

// The d20 "Sunday Stats" ruleset: its action table, the one gate (Check and Do), the five
// combat points, and the turn hooks.

import (
	"fmt"
	"slices"

	"skirmish/combat"
)

// ID is the ruleset's id.
const ID = "d20lite"

func init() { combat.Register(ID, func() combat.Ruleset { return New() }) }

// Rules is the d20 ruleset: its kit (its id, its action table kinds, its catalog) and its rules. It
// keeps no state of its own: everything is in the battle.
type Rules struct{ combat.Kit[*lister, int] }

// New returns the ruleset.
func New() *Rules { return &Rules{combat.NewKit(ID, kinds, Catalog)} }

// kind is one row of the action table (combat.Kind): its cost is in combat points
// (d20-sunday-stats-combat.txt "Taking Actions").
type kind = combat.Kind[*lister, int]

// ak is the part of a row that controllers read.
type ak = combat.ActionKind

// kinds is the action table of d20-sunday-stats-combat.txt "Actions", in its order, then the
// special attacks, the Heal check, and the reactions the game asks for. It is set in init,
// as its resolvers read it back (spend).
var kinds *combat.Table[*lister, int]

func init() {
	kinds = combat.NewTable(combat.TableSpec[*lister, int]{
		Ruleset: "d20", Rule: rulePoints, Gate: gate, Resolve: resolveAction, Pays: pays,
		NewLister: func() *lister { return new(lister) },
	}, rows())
}

// rows are the table's rows.
func rows() []kind {
	return []kind{
		{ActionKind: ak{Kind: KindWithdraw, Label: "Withdraw", Meaning: combat.MeanWithdraw, Square: combat.NeedMust, Provokes: "sometimes",
			Summary: "Move up to double your speed; leaving your starting square draws no attack of opportunity."},
			Pay: costFull, Rule: ruleWithdraw, Check: checkWithdraw, Do: doWithdraw, List: listPlain},
		{ActionKind: ak{Kind: KindRun, Label: "Run", Square: combat.NeedMust, Provokes: "yes", Rare: true,
			Summary: "Move up to four times your speed; you lose your Dex bonus to AC until your next turn."},
			Pay: costFull, Rule: ruleRun, Check: checkRun, Do: doRun, List: listPlain},
		{ActionKind: ak{Kind: KindMelee, Label: "Melee attack", Meaning: combat.MeanMelee, Aim: combat.AimEnemy, Weapon: true, Provokes: "sometimes",
			Choices: []combat.Choice{{Name: Defensively, Meaning: combat.MeanDefend}},
			Summary: "One swing at a foe beside you: d20 + BAB + Str vs AC. Fighting defensively: −4 to hit, +2 AC until your next turn. Unarmed, the foe gets an attack of opportunity."},
			Pay: costStandard, Rule: ruleMelee, Check: checkMelee, Do: doMelee, List: listPlain},
		{ActionKind: ak{Kind: KindRanged, Label: "Ranged attack", Meaning: combat.MeanRanged, Aim: combat.AimEnemy, Weapon: true, Provokes: "yes",
			Summary: "Shoot or throw at a foe in sight: d20 + BAB + Dex; −4 if it is in melee with an ally of yours."},
			Pay: costStandard, Rule: ruleRanged, Check: checkRanged, Do: doRanged, List: listPlain},
		{ActionKind: ak{Kind: KindFull, Label: "Full attack", Meaning: combat.MeanFullAttack, Aim: combat.AimEnemy, Weapon: true, Provokes: "sometimes",
			Summary: "All your attacks this round (iterative ones from BAB, or every natural attack), one at a time: choose the next target after each result."},
			Pay: costFull, Rule: ruleFull, Check: checkFull, Do: doFull, List: listPlain},
		{ActionKind: ak{Kind: KindSwing, Label: "Next swing", Meaning: combat.MeanFullAttack, Aim: combat.AimEnemy, Weapon: true, Provokes: "no",
			Summary: "The next attack of your full attack, at the foe you choose now."},
			Pay: costFree, Rule: ruleFull, Check: checkSwing, Do: doSwing, List: listPlain},
		{ActionKind: ak{Kind: KindCast, Label: "Cast a spell", Meaning: combat.MeanRanged, Aim: combat.AimEnemy, Weapon: true, Provokes: "yes",
			Choices: []combat.Choice{{Name: Defensively}},
			Summary: "Cast an attack spell. It draws attacks of opportunity; damage from one means a Concentration check to finish it. Cast defensively: Concentration DC 15 + level, no attacks, but a failure loses the spell."},
			Pay: costStandard, Rule: ruleCast, Check: checkCast, Do: doCast, List: listPlain},
		{ActionKind: ak{Kind: KindMove, Label: "Move", Meaning: combat.MeanMove, Square: combat.NeedMust, Provokes: "yes",
			Summary: "Move up to your speed; leaving a square a foe threatens draws its attack of opportunity."},
			Pay: costMove, Rule: ruleMove, Check: checkMove, Do: doMove, List: listPlain},
		{ActionKind: ak{Kind: KindCrawl, Label: "Crawl", Square: combat.NeedMust, Provokes: "yes", Rare: true,
			Summary: "Crawl five feet while prone."},
			Pay: costMove, Rule: ruleCrawl, Check: checkCrawl, Do: doCrawl, List: listPlain},
		{ActionKind: ak{Kind: KindDraw, Label: "Draw a weapon", Weapon: true, Provokes: "no", Rare: true,
			Summary: "Take a weapon from your belt or back into your hand."},
			Pay: costMove, Rule: ruleDraw, Check: checkDraw, Do: doDraw, List: listPlain},
		{ActionKind: ak{Kind: KindPickUp, Label: "Pick up", Weapon: true, Provokes: "no", Rare: true,
			Summary: "Manipulate an item: pick up one lying in your square or beside you."},
			Pay: costMove, Rule: ruleManipulate, Check: checkPickUp, Do: doPickUp, List: listPlain},
		{ActionKind: ak{Kind: KindStand, Label: "Stand up", Meaning: combat.MeanStandUp, Provokes: "no",
			Summary: "Rise from prone."},
			Pay: costMove, Rule: ruleStand, Check: checkStand, Do: doStand, List: listPlain},
		{ActionKind: ak{Kind: KindDrop, Label: "Drop an item", Weapon: true, Provokes: "no", Rare: true,
			Summary: "Let an item fall to your square."},
			Pay: costFree, Rule: ruleDrop, Check: checkDrop, Do: doDrop, List: listPlain},
		{ActionKind: ak{Kind: KindProne, Label: "Drop prone", Provokes: "no", Rare: true,
			Summary: "Lie down: +4 AC against ranged attacks, −4 against melee ones and to your own melee attacks."},
			Pay: costFree, Rule: ruleProne, Check: checkProne, Do: doProne, List: listPlain},
		{ActionKind: ak{Kind: KindTalk, Label: "Talk", Provokes: "no", Rare: true,
			Summary: "Say something: it costs nothing."},
			Pay: costFree, Rule: ruleTalk, Check: checkTalk, Do: doTalk, List: listPlain},
		{ActionKind: ak{Kind: KindStep, Label: "5-ft step", Meaning: combat.MeanStep, Square: combat.NeedMust, Provokes: "no",
			Summary: "Move five feet for 0 points if you have not otherwise moved this round; no other movement after it."},
			Pay: costFree, Rule: ruleFiveFeet, Check: checkStep, Do: doStep, List: listPlain},
		{ActionKind: ak{Kind: KindDelay, Label: "Delay", Meaning: combat.MeanDelay, Aim: combat.AimTurn, Provokes: "no",
			Summary: "Act after another creature's turn this round instead: your initiative stays at that value."},
			Pay: costFull, Rule: ruleDelay, Check: checkDelay, Do: doDelay, List: listPlain},
		{ActionKind: ak{Kind: KindReady, Label: "Ready an attack", Meaning: combat.MeanReady, Aim: combat.AimEnemy, AnyTarget: true, Provokes: "no",
			Choices: []combat.Choice{{Name: KindMelee, Meaning: combat.MeanMelee}, {Name: KindRanged, Meaning: combat.MeanRanged}},
			Summary: "Ready a melee attack for a foe (or the one named) stepping where you threaten, or a shot for one moving in your sight and range, until your next turn."},
			Pay: costStandard, Rule: ruleReady, Check: checkReady, Do: doReady, List: listChosen},
		{ActionKind: ak{Kind: KindCharge, Label: "Charge", Meaning: combat.MeanCharge, Aim: combat.AimEnemy, Weapon: true, Square: combat.NeedMay, Provokes: "sometimes",
			Summary: "Move at least 10 ft and at most double your speed to a foe, then attack at +2; −2 AC until your next turn."},
			Pay: costFull, Rule: ruleCharge, Check: checkCharge, Do: doCharge, List: listCharge},
		{ActionKind: ak{Kind: KindTwoWeapon, Label: "Two-weapon attack", Meaning: combat.MeanMelee, Aim: combat.AimEnemy, Weapon: true, Provokes: "no", Rare: true,
			Summary: "Swing both weapons: −6/−10, −4/−8 with a light off-hand weapon, −4/−4 with Two-Weapon Fighting, −2/−2 with both."},
			Pay: costStandard, Rule: ruleTwoWeapon, Check: checkTwoWeapon, Do: doTwoWeapon, List: listPlain},
		{ActionKind: ak{Kind: KindAid, Label: "Aid another", Meaning: combat.MeanAid, Aim: combat.AimEnemy, Provokes: "no",
			Choices: []combat.Choice{{Name: AidAttack}, {Name: AidDefense}},
			Summary: "Roll against AC 10 at a foe beside you: your allies get +2 to hit it, or +2 AC against it, until your next turn."},
			Pay: costStandard, Rule: ruleAid, Check: checkAid, Do: doAid, List: listChosen},
		{ActionKind: ak{Kind: KindFeint, Label: "Feint", Aim: combat.AimEnemy, Provokes: "no", Rare: true,
			Summary: "Bluff against the foe's Sense Motive + BAB: on your next attack on it, it has no Dex bonus."},
			Pay: costStandard, Rule: ruleFeint, Check: checkFeint, Do: doFeint, List: listPlain},
		{ActionKind: ak{Kind: KindBullRush, Label: "Bull rush", Aim: combat.AimEnemy, Provokes: "yes", Rare: true,
			Summary: "An opposed Strength check (no size bonus) to push the foe five feet straight back."},
			Pay: costStandard, Rule: ruleBullRush, Check: checkBullRush, Do: doBullRush, List: listPlain},
		{ActionKind: ak{Kind: KindTrip, Label: "Trip", Aim: combat.AimEnemy, Weapon: true, Provokes: "sometimes", Rare: true,
			Summary: "The foe's attack of opportunity (not with a trip weapon), a melee attack, then Str against its Str or Dex (the larger +4 a size): it falls prone, or trips you back."},
			Pay: costStandard, Rule: ruleTrip, Check: checkTrip, Do: doTrip, List: listPlain},
		{ActionKind: ak{Kind: KindDisarm, Label: "Disarm", Aim: combat.AimEnemy, Weapon: true, Provokes: "yes", Rare: true,
			Summary: "The foe's attack of opportunity fails you if it hurts; then opposed attack rolls (two-handed +4, light −4, the larger +4 a size): it drops its weapon, or disarms you back."},
			Pay: costStandard, Rule: ruleDisarm, Check: checkDisarm, Do: doDisarm, List: listPlain},
		{ActionKind: ak{Kind: KindSunder, Label: "Sunder", Aim: combat.AimEnemy, Weapon: true, Provokes: "yes", Rare: true,
			Summary: "Opposed attack rolls as for a disarm, then damage to the foe's weapon: it breaks at its hit points."},
			Pay: costStandard, Rule: ruleSunder, Check: checkSunder, Do: doSunder, List: listPlain},
		{ActionKind: ak{Kind: KindGrapple, Label: "Grapple", Aim: combat.AimEnemy, Provokes: "sometimes", Rare: true,
			Summary: "The foe's attack of opportunity fails you if it hurts; a melee attack to grab; an opposed grapple check (BAB + Str) to hold it and deal unarmed damage. Holding it, grapple again for more damage."},
			Pay: costStandard, Rule: ruleGrapple, Check: checkGrapple, Do: doGrapple, List: listPlain},
		{ActionKind: ak{Kind: KindEscape, Label: "Break the hold", Provokes: "no", Rare: true,
			Summary: "An opposed grapple check to break free of the one holding you."},
			Pay: costStandard, Rule: ruleGrapple, Check: checkEscape, Do: doEscape, List: listPlain},
		{ActionKind: ak{Kind: KindOverrun, Label: "Overrun", Aim: combat.AimEnemy, Provokes: "yes", Rare: true,
			Summary: "Go through a foe to the square beyond it: it steps aside, or blocks (Str against its Str or Dex, the larger +4 a size): it falls prone, or knocks you prone."},
			Pay: costStandard, Rule: ruleOverrun, Check: checkOverrun, Do: doOverrun, List: listPlain},
		{ActionKind: ak{Kind: KindHeal, Label: "Heal check", Meaning: combat.MeanStabilize, Aim: combat.AimAllyOrFoe, Provokes: "no",
			Summary: "A DC 15 Heal check on a dying creature beside you, ally or foe: it is stable."},
			Pay: costStandard, Rule: ruleHeal, Check: checkHeal, Do: doHeal, List: listPlain},
		{ActionKind: ak{Kind: KindLeave, Label: "Leave the battle", Meaning: combat.MeanLeave, Provokes: "sometimes",
			Summary: "From an exit, leave the battlefield (a move, 2 points): gone, not dead; foes threatening you get their attacks of opportunity."},
			Pay: costMove, Rule: ruleLeave, Check: checkLeave, Do: doLeave, List: listPlain},
		{ActionKind: ak{Kind: combat.Opportunity, Label: "Attack of opportunity", Meaning: combat.MeanReaction, Aim: combat.AimEnemy, Weapon: true, OutOfTurn: true, Provokes: "no",
			Summary: "A free melee attack on a foe that leaves a square you threaten or does something that provokes; one a round, never while flat-footed; the game asks."},
			Pay: costFree, Rule: ruleAoO, Asked: "attacks of opportunity are made only when a foe provokes one, when the game asks"},
		{ActionKind: ak{Kind: KindReadied, Label: "Readied attack", Meaning: combat.MeanReaction, Aim: combat.AimEnemy, Weapon: true, OutOfTurn: true, Provokes: "sometimes",
			Summary: "The attack you readied, as the foe it waits for comes; a readied shot draws attacks of opportunity as any shot does; the game asks."},
			Pay: costFree, Rule: ruleReady, Asked: "a readied attack is made only as the foe it waits for comes, when the game asks"},
		{ActionKind: ak{Kind: KindBlock, Label: "Block the overrun", Meaning: combat.MeanReaction, Aim: combat.AimEnemy, OutOfTurn: true, Provokes: "no",
			Summary: "Stand your ground against an overrun instead of stepping aside; the game asks."},
			Pay: costFree, Rule: ruleOverrun, Asked: "blocking an overrun is chosen as the overrun comes, when the game asks"},
	}
}

// pays completes a row's cost in points and in shared terms.
func pays(k *kind) {
	k.Spend, k.Cost = spends[k.Pay], fmt.Sprintf("%d points", k.Pay)
	if k.Pay == 0 {
		k.Cost = "free (0 points)"
	}
}

// spends are what each cost in points takes of the turn in shared terms (none for a free
// action).
var spends = map[int]combat.Spend{costFull: combat.SpendTurn, costStandard: combat.SpendAction, costMove: combat.SpendMove}

// gate says whether u may take an action of kind k now: on its turn, not having delayed
// past it, with the points it costs (d20-sunday-stats-combat.txt "Initiative", "Taking
// Actions").
func gate(b *combat.Battle, u *combat.Unit, k *kind) *combat.RuleError {
	if !b.InTurnNow(u) {
		return b.NotInTurn(u, ruleInitiative)
	}
	if c, ok := u.Condition(Delayed); ok && c.Value > b.TurnIndex {
		return combat.Refuse(ruleDelay, "%s has delayed: it acts after %s's turn", u.Name, c.Source)
	}
	if left := u.Left(SlotPoints); left < k.Pay {
		return combat.Refuse(rulePoints, "%s costs %d combat points; %s has %d left this round", k.Label, k.Pay, u.Name, left)
	}
	return nil
}

// resolveAction resolves a checked action, then lets go of the holds its results broke.
func resolveAction(b *combat.Battle, u *combat.Unit, k *kind, a combat.Action) {
	k.Do(b, u, a)
	loosen(b)
}

// spend records the points an action of kind k takes.
func spend(b *combat.Battle, u *combat.Unit, k string) {
	row, _ := kinds.Row(k)
	if row.Pay > 0 {
		b.Emit(combat.Spent{Unit: u.Name, Slot: SlotPoints, N: row.Pay, For: row.Label})
	}
}

// Prepare checks every unit's sheet for what the rules read (weapons' effects, saves).
func (*Rules) Prepare(b *combat.Battle) error {
	for i, u := range b.Units {
		if err := checkSheet(&u.Sheet); err != nil {
			return &combat.SetupError{Unit: i, Err: fmt.Errorf("unit %q: %w", u.Name, err)}
		}
	}
	return nil
}

// Begin rolls initiative, makes every creature flat-footed until its first turn, and when
// some side is surprised sets the surprise round's order: the others only
// (d20-sunday-stats-combat.txt "Initiative").
func (*Rules) Begin(b *combat.Battle) {
	order := rollInitiative(b)
	b.Emit(combat.OrderSet{Order: order})
	for _, u := range b.Units {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: FlatFooted}})
	}
	if len(b.Surprised) > 0 {
		var free []combat.Turn
		for _, t := range order {
			if !slices.Contains(b.Surprised, t.Side) {
				free = append(free, t)
			}
		}
		b.Emit(combat.OrderSet{Order: free})
	}
}

// RoundStarted sets the full order after a surprise round, and settles delays: a creature
// that delayed keeps its new place (its last turn in the order), a delay taken in the
// surprise round too (d20-sunday-stats-combat.txt "Actions": Delay, "your initiative stays
// at that reduced value").
func (*Rules) RoundStarted(b *combat.Battle) {
	if b.Round == 1 && len(b.Surprised) > 0 {
		b.Emit(combat.OrderSet{Order: afterSurprise(b)})
		return
	}
	settleOrder(b)
}

// TurnStarted gives the creature of the turn its five points, ends its flat-footedness,
// and rolls a dying creature's Fortitude save (d20-sunday-stats-combat.txt "Taking
// Actions", "Initiative", "Injury and Death"). The end of a turn has nothing to do (Base):
// the points left are lost as the next turn sets its own budget, and a feint has no time
// limit ("on your next attack against him": it waits for that attack, however long;
// docs/rulings.md "d20 feint"); nor has the end of a round: attacks of opportunity come back
// as the conditions that count them end with the round.
func (*Rules) TurnStarted(b *combat.Battle, t combat.Turn) {
	for _, u := range b.TurnUnits(t) {
		if u.Is(FlatFooted) {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: FlatFooted, Why: "its first turn has come"})
		}
		if c, ok := u.Condition(Delayed); ok && c.Value <= b.TurnIndex {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Delayed, Source: c.Source, Why: "its delayed turn has come"})
		}
		if u.Status == combat.Down {
			bleed(b, u)
		}
		if u.Active() {
			b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: SlotPoints, Left: Points}}})
		}
	}
}

// Threat is the most damage attacker could deal target with one hit of a ready weapon (a
// critical hit's multiple of its most).
func (*Rules) Threat(b *combat.Battle, attacker, target *combat.Unit) int {
	if s := threatStrike(attacker, target); s != nil {
		return s.maxDamage()
	}
	return 0
}

// ThreatEstimate is the odds of attacker's best weapon (Threat's) on target at its next turn
// (combat.ThreatEstimator): one attack at its full attack bonus, the threat range's critical
// hits, concealment on target's square. Where attacker will stand is not known: flanking,
// shooting into melee, cover and a charge's +2 are left out (strike.unplaced).
func (*Rules) ThreatEstimate(b *combat.Battle, attacker, target *combat.Unit) combat.Estimate {
	s := threatStrike(attacker, target)
	if s == nil {
		return combat.Estimate{}
	}
	s.unplaced = true
	return s.estimate(b, s.terms(b, nil), s.defense(b, nil), target.HP)
}

// threatStrike is the attack of attacker's ready weapon that could deal target the most with
// one hit (the first of the best), made in melee or, with a weapon only shot, at range; nil
// when attacker has no ready weapon.
func threatStrike(attacker, target *combat.Unit) *strike {
	var best *strike
	for w := range attacker.Readied() {
		a := weaponArms(w)
		s := &strike{att: attacker, def: target, w: a, kind: KindMelee}
		if a.Ranged() && !a.InMelee() {
			s.kind = KindRanged
		}
		if best == nil || s.maxDamage() > best.maxDamage() {
			best = s
		}
	}
	return best
}

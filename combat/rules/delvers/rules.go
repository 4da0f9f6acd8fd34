package delvers

// The Delvers ruleset: its action table, the one gate (Check and Do), budgets and hooks.

import (
	"slices"

	"skirmish/combat"
)

// ID is the ruleset's id.
const ID = "delvers"

func init() { combat.Register(ID, func() combat.Ruleset { return New() }) }

// Rules is the Delvers ruleset: its kit (its id, its action table kinds, its catalog) and its rules. It
// keeps no state of its own: everything is in the battle.
type Rules struct{ combat.Kit[*lister, string] }

// New returns the ruleset.
func New() *Rules { return &Rules{combat.NewKit(ID, kinds, Catalog)} }

// Action costs, as delvers-combat.md "Combat Action Types" names them.
const (
	costMain     = "main"
	costMove     = "move"
	costMainMove = "main+move"
	costFree     = "free"
	costInstant  = "instant"
	costVaries   = "varies"
)

// Budget slots: one main and one move action a round.
const (
	slotMain = "main"
	slotMove = "move"
)

// kind is one row of the action table (combat.Kind): its cost is the action type it spends,
// as delvers-combat.md "Combat Action Types" names it.
type kind = combat.Kind[*lister, string]

// ak is the part of a row that controllers read.
type ak = combat.ActionKind

// choices names a kind's forms, each meaning what its kind means.
func choices(names ...string) []combat.Choice {
	out := make([]combat.Choice, len(names))
	for i, n := range names {
		out[i] = combat.Choice{Name: n}
	}
	return out
}

// kinds is the action table of delvers-combat.md "Combat Actions" (type and attack of
// opportunity as the text gives them) with the maneuvers after it, then the attack of
// opportunity that is only ever a reaction, and the execution attack a battle never allows
// (hidden: refused with its rule).
var kinds = combat.NewTable(combat.TableSpec[*lister, string]{
	Ruleset: "Delvers", Rule: cite("Combat Actions"), Gate: gate,
	Pays:      func(k *kind) { k.Cost, k.Spend = k.Pay, spends[k.Pay] },
	NewLister: func() *lister { return new(lister) },
}, []kind{
	{ActionKind: ak{Kind: KindMelee, Aim: combat.AimEnemy, Label: "Melee attack", Meaning: combat.MeanMelee, Provokes: "no", Weapon: true,
		Summary: "Attack an adjacent foe with a melee weapon or bare hands."},
		Pay: costMain, Rule: ruleMelee, Check: checkMelee, Do: doMelee, List: listAttack},
	{ActionKind: ak{Kind: KindRanged, Aim: combat.AimEnemy, Label: "Ranged attack", Meaning: combat.MeanRanged, Provokes: "no", Weapon: true,
		Summary: "Shoot or throw at a foe in sight; −4 in melee for thrown and one-handed, bows cannot fire in melee."},
		Pay: costMain, Rule: ruleRanged, Check: checkRanged, Do: doRanged, List: listAttack},
	{ActionKind: ak{Kind: KindSwarm, Aim: combat.AimEnemy, Label: "Swarm attack", Meaning: combat.MeanGangUp, Provokes: "no", Weapon: true,
		Choices: []combat.Choice{{Name: "strike"}, {Name: "join", Meaning: combat.MeanAid}},
		Summary: "Join a swarm on a foe, or strike with +2 to hit and +1 damage per other assailant (up to +6/+3); its shock always applies."},
		Pay: costMain, Rule: ruleSwarm, Check: checkSwarm, Do: doSwarm, List: listAttack},
	{ActionKind: ak{Kind: KindCharge, Aim: combat.AimEnemy, Label: "Charge", Meaning: combat.MeanCharge, Provokes: "yes", Weapon: true, Square: combat.NeedMay,
		Summary: "Move up to twice your rate in a straight line (at least 5 ft), then attack at +2; −2 AC until the end of the round."},
		Pay: costMainMove, Rule: ruleCharge, Check: checkCharge, Do: doCharge, List: listCharge},
	{ActionKind: ak{Kind: KindSkill, Aim: combat.AimDownAlly, Label: "First aid", Meaning: combat.MeanStabilize, Provokes: "yes", Choices: choices(firstAid),
		Summary: "Stabilise an adjacent mortally injured ally (INT or DEX/Heal)."},
		Pay: costMain, Rule: ruleSkill, Check: checkSkill, Do: doSkill, List: listAimed},
	{ActionKind: ak{Kind: KindBomb, Aim: combat.AimEnemy, Label: "Radius ability", Meaning: combat.MeanRanged, Provokes: "no", Weapon: true,
		Summary: "Cast a radius ability (Magic Bomb) at a foe in sight: a square twice the radius on a side, one attack roll against everyone in it, friend or foe."},
		Pay: costMain, Rule: ruleGrid, Check: checkBomb, Do: doBomb, List: listBomb},
	{ActionKind: ak{Kind: KindReload, Label: "Reload", Meaning: combat.MeanReload, Provokes: "no", Weapon: true,
		Summary: "Reload a crossbow (main) or a bow (move; free with Shoot-1)."},
		Pay: costVaries, Rule: ruleReload, Check: checkReload, Do: doReload, List: listItems},
	{ActionKind: ak{Kind: KindReady, Label: "Ready item", Provokes: "no", Weapon: true, Rare: true,
		Summary: "Take an item from your pack into your hand."},
		Pay: costMain, Rule: ruleReady, Check: checkReady, Do: doReady, List: listItems},
	{ActionKind: ak{Kind: KindStow, Label: "Stow item", Provokes: "no", Weapon: true, Rare: true,
		Summary: "Put a ready item away in your pack."},
		Pay: costMain, Rule: ruleReady, Check: checkStow, Do: doStow, List: listItems},
	{ActionKind: ak{Kind: KindDisengage, Label: "Disengage", Meaning: combat.MeanWithdraw, Provokes: "no",
		Summary: "Move away from the foes next to you this turn without their free attacks."},
		Pay: costMain, Rule: ruleDisengage, Check: checkDisengage, Do: doDisengage, List: listPlain},
	{ActionKind: ak{Kind: KindScreen, Aim: combat.AimAlly, Label: "Screen an ally", Meaning: combat.MeanGuard, Provokes: "sometimes", Square: combat.NeedMay,
		Summary: "Move next to an ally and take attacks aimed at it on a won opposed combat check, until your next turn."},
		Pay: costMove, Rule: ruleScreen, Check: checkScreen, Do: doScreen, List: listScreen},
	{ActionKind: ak{Kind: KindRun, Label: "Move", Meaning: combat.MeanMove, Provokes: "yes", Square: combat.NeedMust,
		Summary: "Move up to your normal rate; armed foes next to you when you start get a free attack as you leave."},
		Pay: costMove, Rule: ruleRun, Check: checkRun, Do: doRun, List: listRun},
	{ActionKind: ak{Kind: KindPickUp, Label: "Pick up", Provokes: "yes", Weapon: true, Rare: true,
		Summary: "Pick up an item within reach, ready in hand."},
		Pay: costMove, Rule: rulePickUp, Check: checkPickUp, Do: doPickUp, List: listItems},
	{ActionKind: ak{Kind: KindStandUp, Label: "Stand up", Meaning: combat.MeanStandUp, Provokes: "yes",
		Summary: "Rise from prone, picking up what lies in your square."},
		Pay: costMove, Rule: ruleStandUp, Check: checkStandUp, Do: doStandUp, List: listPlain},
	{ActionKind: ak{Kind: KindHold, Label: "Hold action", Meaning: combat.MeanDelay, Provokes: "no",
		Summary: "Wait: take your remaining actions at any moment until the end of the round."},
		Pay: costMove, Rule: ruleHold, Check: checkHold, Do: doHold, List: listPlain},
	{ActionKind: ak{Kind: KindProne, Label: "Go prone", Provokes: "no", Rare: true,
		Summary: "Drop prone: −2 to ranged attacks against you, +2 to adjacent ones, half speed."},
		Pay: costFree, Rule: ruleProne, Check: checkProne, Do: doProne, List: listPlain},
	{ActionKind: ak{Kind: KindTotalDefense, Label: "Total defense", Meaning: combat.MeanDefend, Provokes: "no", OutOfTurn: true,
		Summary: "Give up your main action: +2 AC and immune to shock until your next turn; even after seeing an attack roll."},
		Pay: costInstant, Rule: ruleTotal, Check: checkTotalDefense, Do: func(b *combat.Battle, u *combat.Unit, a combat.Action) { doTotalDefense(b, u) }, List: listPlain},
	{ActionKind: ak{Kind: KindSnap, Aim: combat.AimEnemy, Label: "Snap attack", Meaning: combat.MeanCounter, Provokes: "no", Weapon: true, OutOfTurn: true,
		Summary: "Give up your main action to attack at −4 at any moment, even out of turn."},
		Pay: costInstant, Rule: ruleSnap, Check: checkSnap, Do: func(b *combat.Battle, u *combat.Unit, a combat.Action) { doSnap(b, u, a, 0) }, List: listAttack},
	{ActionKind: ak{Kind: KindShove, Aim: combat.AimEnemy, Label: "Shove", Provokes: "no", Weapon: true, Square: combat.NeedMay, Choices: choices("prone", "push"), Rare: true,
		Summary: "A melee attack that, instead of damage, knocks the foe prone or pushes it a square on a won STR check."},
		Pay: costMain, Rule: ruleShove, Check: checkShove, Do: doShove, List: listAttack},
	{ActionKind: ak{Kind: KindGrapple, Aim: combat.AimEnemy, Label: "Grapple", Provokes: "no", Rare: true,
		Summary: "An unarmed attack that seizes the foe on a won STR/Brawl check."},
		Pay: costMain, Rule: ruleGrapple, Check: checkGrapple, Do: doGrapple, List: listAimed},
	{ActionKind: ak{Kind: KindEscape, Label: "Break free", Provokes: "no", Rare: true,
		Summary: "An opposed STR/Brawl check against everyone grappling you."},
		Pay: costMain, Rule: ruleGrapple, Check: checkEscape, Do: doEscape, List: listPlain},
	{ActionKind: ak{Kind: KindDrag, Label: "Move grappled foe", Provokes: "no", Square: combat.NeedMust, Choices: choices("drag", "throw"), Rare: true,
		Summary: "Drag the foe you hold 10 ft with you, or throw it 5 ft prone, on a won STR/Brawl check."},
		Pay: costMain, Rule: ruleGrapple, Check: checkDrag, Do: doDrag, List: listDrag},
	{ActionKind: ak{Kind: KindRelease, Label: "Release", Provokes: "no", Rare: true,
		Summary: "Let go of the foe you hold."},
		Pay: costFree, Rule: ruleGrapple, Check: checkRelease, Do: doRelease, List: listPlain},
	{ActionKind: ak{Kind: KindWield, Label: "Dual wield", Provokes: "no", Weapon: true, Choices: choices("single"), Rare: true,
		Summary: "Fight with a second one-handed weapon: −1 to hit, +2 damage when both reach."},
		Pay: costFree, Rule: ruleDual, Check: checkWield, Do: doWield, List: listWield},
	{ActionKind: ak{Kind: KindLeave, Label: "Leave the battle", Meaning: combat.MeanLeave, Provokes: "yes",
		Summary: "From an exit, leave the battlefield: gone, not dead."},
		Pay: costMove, Rule: ruleMorale, Check: checkLeave, Do: doLeave, List: listPlain},
	{ActionKind: ak{Kind: combat.Opportunity, Label: "Attack of opportunity", Meaning: combat.MeanReaction, Provokes: "no", OutOfTurn: true,
		Summary: "A free melee attack on a foe fleeing your reach without disengaging; the game asks as it leaves."},
		Pay: costFree, Rule: ruleAoO, Asked: "attacks of opportunity are taken only as a foe flees, when the game asks"},
	{ActionKind: ak{Kind: KindExecute, Aim: combat.AimEnemy, Label: "Execution attack", Rare: true, Summary: "Not possible in a battle."},
		Pay: costMain, Rule: ruleExecution, Check: checkExecute, Hidden: true},
})

// spends are what each cost takes of the turn in shared terms (none for the others): an
// instant gives up the main action; a reload varies with the weapon.
var spends = map[string]combat.Spend{costMain: combat.SpendAction, costInstant: combat.SpendAction,
	costMove: combat.SpendMove, costMainMove: combat.SpendTurn}

// gate says whether u may take an action of kind k now: in its turn, with the actions its
// cost needs (turnGate, afford).
func gate(b *combat.Battle, u *combat.Unit, k *kind) *combat.RuleError {
	if err := turnGate(b, u, k.Pay); err != nil {
		return err
	}
	return afford(b, u, k.Pay)
}

// turnGate says whether u may act now with an action of this cost: in its side's turn; with a
// held action, at any moment until the end of the round; instants at any moment
// (delvers-combat.md "Combat Sequence", "Combat Action Types", "Hold An Action", "Surprise").
func turnGate(b *combat.Battle, u *combat.Unit, cost string) *combat.RuleError {
	if cost == costInstant || b.InTurnNow(u) || u.Is(Holding) {
		return nil
	}
	side := b.SideName(u)
	if b.Round == 0 && slices.Contains(b.Surprised, side) {
		return combat.Refuse(ruleSurprise, "%s is surprised and cannot act in the surprise round", side)
	}
	if t, ok := b.Current(); ok {
		return combat.Refuse(ruleSequence, "it is %s's turn; %s acts on %s's turn", t.Side, u.Name, side)
	}
	return combat.Refuse(ruleSequence, "no turn is in progress")
}

// afford says whether u has the actions a cost needs: a main action spent as a second move
// counts as a move (delvers-combat.md "Combat Action Types").
func afford(b *combat.Battle, u *combat.Unit, cost string) *combat.RuleError {
	main, move := u.Left(slotMain) >= 1, u.Left(slotMove) >= 1
	switch cost {
	case costMain:
		if !main {
			return combat.Refuse(ruleActionTypes, "%s has already spent its main action this round", u.Name)
		}
	case costMove:
		if !main && !move {
			return combat.Refuse(ruleActionTypes, "%s has no move action left, nor a main action to spend as a second move", u.Name)
		}
	case costMainMove:
		if !main || !move {
			return combat.Refuse(ruleActionTypes, "%s needs both its main and its move action", u.Name)
		}
	}
	return nil
}

// spend records the actions a cost uses: a move takes the move action, or else the main
// action as a second move.
func spend(b *combat.Battle, u *combat.Unit, cost, why string) {
	switch cost {
	case costMain:
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotMain, N: 1, For: why})
	case costMove:
		if u.Left(slotMove) >= 1 {
			b.Emit(combat.Spent{Unit: u.Name, Slot: slotMove, N: 1, For: why})
		} else {
			b.Emit(combat.Spent{Unit: u.Name, Slot: slotMain, N: 1, For: why + " (main action as a second move)"})
		}
	case costMainMove:
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotMain, N: 1, For: why})
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotMove, N: 1, For: why})
	}
}

// Begin sets up dual wielders and, when a side is surprised, the surprise round's order: the
// sides not surprised, in the battle's side order (delvers-combat.md "Surprise").
func (*Rules) Begin(b *combat.Battle) {
	for _, u := range b.Units {
		if u.Sheet.Has("dual-wielder") {
			if w, err := offHand(u, ""); err == nil {
				b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: DualWielding, Source: w.Name}})
			}
		}
	}
	if len(b.Surprised) == 0 {
		return
	}
	var order []combat.Turn
	for _, s := range b.Sides {
		if !slices.Contains(b.Surprised, s.Name) && s.Start > 0 {
			order = append(order, combat.Turn{Side: s.Name})
		}
	}
	b.Emit(combat.OrderSet{Order: order})
}

// RoundStarted rolls initiative before the first full round and gives every active unit its
// main and move action; surprised units get none in the surprise round.
func (*Rules) RoundStarted(b *combat.Battle) {
	if b.Round == 1 {
		rollInitiative(b)
	}
	for _, u := range b.Units {
		if !u.Active() {
			continue
		}
		slots := []combat.Slot{{Name: slotMain, Left: 1}, {Name: slotMove, Left: 1}}
		if b.Round == 0 && slices.Contains(b.Surprised, b.SideName(u)) {
			slots = []combat.Slot{}
		}
		b.Emit(combat.BudgetSet{Unit: u.Name, Slots: slots})
	}
}

// RoundEnded deals grapple damage and lets the mortally injured die.
func (*Rules) RoundEnded(b *combat.Battle) {
	grappleDamage(b)
	dying(b)
}

// Threat is the most damage attacker's best ready weapon can deal target with one hit.
func (*Rules) Threat(b *combat.Battle, attacker, target *combat.Unit) int {
	_, most := threatWeapon(b, attacker, target)
	return max(most, 0)
}

// ThreatEstimate is the odds of attacker's best weapon (Threat's) on target at its next turn
// (combat.ThreatEstimator): a melee weapon's blow struck from beside target, with its shock on
// a miss, or a shot. Where attacker will stand is not known: cover, long range, shooting in
// melee and a charge's +2 are left out (attackTerms, strike.unplaced).
func (*Rules) ThreatEstimate(b *combat.Battle, attacker, target *combat.Unit) combat.Estimate {
	w, _ := threatWeapon(b, attacker, target)
	s := strike{kind: KindMelee, attacker: attacker, target: target, weapon: w, unplaced: true}
	if !w.InMelee() {
		s.kind, s.ranged = KindRanged, true
	}
	return estimate(b, &s)
}

// PairwiseThreats marks ThreatEstimate as reading only the map and the two units
// (combat.PairwiseThreats): their weapons, attributes, skills, squares, hit points and
// conditions; the battle keeps each pair's estimate until one of the two changes.
func (*Rules) PairwiseThreats() {}

// threatWeapon is attacker's weapon that deals target the most damage with one hit (its ready
// weapons, then bare hands), and that most. A hit's damage is damageTerms' sum over the die's
// most: the dual wielder's +2 is the same whatever the weapon, so it is added once, and the
// weapons are read in place (the AI and the listings ask this for every pair of foes).
func threatWeapon(b *combat.Battle, attacker, target *combat.Unit) (combat.Weapon, int) {
	bareHands := unarmedOf(attacker)
	best := &bareHands
	most := hitMost(attacker, best)
	bare := true // a ready weapon that deals as much as bare hands is the one used
	for i := range attacker.Items {
		it := &attacker.Items[i]
		if !it.Ready || isBomb(it.Weapon) {
			continue
		}
		if n := hitMost(attacker, &it.Weapon); n > most || bare && n == most {
			best, most, bare = &it.Weapon, n, false
		}
	}
	if main, off, ok := wielded(attacker); ok && inReachOfBoth(b, attacker, target, main, off) {
		most += 2 // damageTerms' "dual wielding"
	}
	return *best, most
}

// hitMost is the most damage a hit of w deals, without the dual wielder's +2: the die's most
// and damageTerms' attribute, magic and Brawl.
func hitMost(a *combat.Unit, w *combat.Weapon) int {
	n := w.Damage.Max() + w.Magic
	if attr, m := bestAttr(a, w.Attributes); attr != "" && len(a.Sheet.Attributes) > 0 {
		n += m
	}
	if w.Kind == combat.Unarmed {
		n += max(skillLevel(a, "Brawl"), 0)
	}
	return n
}

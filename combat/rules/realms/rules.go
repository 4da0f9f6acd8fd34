package realms

// The Enchanted Realms ruleset: its action table, the one gate (Check and Do), the budgets of
// a round and the turn hooks.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
)

// ID is the ruleset's id.
const ID = "realms"

func init() { combat.Register(ID, func() combat.Ruleset { return New() }) }

// Rules is the Enchanted Realms ruleset. It keeps no state of its own: everything is in the
// battle.
type Rules struct{ combat.Kit[*lister, bool] }

// New returns the ruleset.
func New() *Rules { return &Rules{combat.NewKit(ID, kinds, Catalog)} }

// kind is one row of the action table (combat.Kind): its cost is whether it takes the turn's
// one action (enchanted-realms-combat.txt "The Action").
type kind = combat.Kind[*lister, bool]

// ak is the part of a row that controllers read.
type ak = combat.ActionKind

// kinds is the action table: movement, the actions of the text, the free drop to prone, then
// the reactions the game asks for.
var kinds = combat.NewTable(combat.TableSpec[*lister, bool]{
	Ruleset: "Realms", Rule: ruleAction, Gate: gate, Resolve: resolveAction,
	NewLister: func() *lister { return new(lister) },
}, []kind{
	{ActionKind: ak{Kind: KindMove, Label: "Move", Meaning: combat.MeanMove, Spend: combat.SpendMove, Cost: "movement", Provokes: "yes",
		Square: combat.NeedMust, Summary: "Move up to your speed in feet this round, before and after your action as you like; another's hex and rough terrain cost double, crawling more."},
		Rule: ruleMovement, Check: checkMove, Do: doMove, List: listMove},
	{ActionKind: ak{Kind: KindMelee, Label: "Melee attack", Meaning: combat.MeanMelee, Spend: combat.SpendAction, Cost: "action", Provokes: "no",
		Aim: combat.AimEnemy, Weapon: true, Summary: "Roll a pool of d20s (one, +1 per applicable skill, ± advantage); each die that meets the AC is a body point."},
		Pay: true, Rule: ruleAttack, Check: checkMelee, Do: doAttack, List: listAttack},
	{ActionKind: ak{Kind: KindRanged, Label: "Ranged attack", Meaning: combat.MeanRanged, Spend: combat.SpendAction, Cost: "action", Provokes: "no",
		Aim: combat.AimEnemy, Weapon: true, Summary: "Shoot or throw a pool of d20s at a foe in sight; cover adds +2 or +5 to its AC, complete cover stops the shot."},
		Pay: true, Rule: ruleAttack, Check: checkRanged, Do: doAttack, List: listAttack},
	{ActionKind: ak{Kind: KindArea, Label: "Area spell", Meaning: combat.MeanRanged, Spend: combat.SpendAction, Cost: "action", Provokes: "no",
		Aim: combat.AimEnemy, Weapon: true, Summary: "Cast an area spell at a foe in range: everyone in the area, friend or foe, rolls a body preservation save (d12 + body save + cover from its centre) against your d12 + quality + skills."},
		Pay: true, Rule: ruleCover, Check: checkArea, Do: doArea, List: listArea},
	{ActionKind: ak{Kind: KindDefend, Label: "Defend", Meaning: combat.MeanDefend, Spend: combat.SpendAction, Cost: "action", Provokes: "no",
		Summary: "Until your next turn, attacks you can see are at disadvantage and your saves at advantage; you take no reactions, and leaving foes draws no flee attacks."},
		Pay: true, Rule: ruleDefending, Check: checkDefend, Do: doDefend, List: listPlain},
	{ActionKind: ak{Kind: KindReady, Label: "At the ready", Meaning: combat.MeanReady, Spend: combat.SpendAction, Cost: "action", Provokes: "no",
		Weapon: true, Choices: []combat.Choice{{Name: ChoiceWithinReach, Meaning: combat.MeanMelee}, {Name: ChoiceWithin20, Meaning: combat.MeanRanged}},
		Summary: "Set an attack on an \"if\" trigger, taken as it happens, even mid-move; lost at the start of your next turn."},
		Pay: true, Rule: ruleReady, Check: checkReady, Do: doReady, List: listReady},
	{ActionKind: ak{Kind: KindGrapple, Label: "Grapple", Spend: combat.SpendAction, Cost: "action", Provokes: "no", Aim: combat.AimEnemy, Rare: true,
		Summary: "A body save competition on d12s: won, the foe is grappled (movement 0) until it escapes."},
		Pay: true, Rule: ruleGrappling, Check: checkGrapple, Do: doGrapple, List: listAimed},
	{ActionKind: ak{Kind: KindEscape, Label: "Escape", Spend: combat.SpendAction, Cost: "action", Provokes: "no", Rare: true,
		Summary: "A body save competition on d12s against your grappler: won, you are free."},
		Pay: true, Rule: ruleGrappling, Check: checkEscape, Do: doEscape, List: listPlain},
	{ActionKind: ak{Kind: KindShove, Label: "Push", Spend: combat.SpendAction, Cost: "action", Provokes: "no", Aim: combat.AimEnemy, Rare: true,
		Square: combat.NeedMay, Choices: []combat.Choice{{Name: ChoicePush}, {Name: ChoiceTrip}},
		Summary: "A body save competition on d12s against a foe in reach no more than one size larger: shove it 5 ft away, or trip it prone."},
		Pay: true, Rule: rulePushing, Check: checkShove, Do: doShove, List: listShove},
	{ActionKind: ak{Kind: KindStandUp, Label: "Stand up", Meaning: combat.MeanStandUp, Spend: combat.SpendMove, Cost: "half your speed", Provokes: "no",
		Summary: "Rise from prone for half your standard movement; not possible with less left."},
		Rule: ruleKnocked, Check: checkStandUp, Do: doStandUp, List: listPlain},
	{ActionKind: ak{Kind: KindDropProne, Label: "Drop prone", Cost: "free", Provokes: "no", Rare: true,
		Summary: "Drop to the ground at no cost of movement: ranged attacks against you are at disadvantage, melee ones at advantage."},
		Rule: ruleKnocked, Check: checkDropProne, Do: doDropProne, List: listPlain},
	{ActionKind: ak{Kind: KindMount, Label: "Mount", Spend: combat.SpendMove, Cost: "half your speed", Provokes: "no", Rare: true,
		Aim: combat.AimAlly, Summary: "Mount an ally's mount within 5 ft for half your speed, then move at its speed less what you have moved."},
		Rule: ruleMovement, Check: checkMount, Do: doMount, List: listMount},
	{ActionKind: ak{Kind: KindDismount, Label: "Dismount", Spend: combat.SpendMove, Cost: "half your speed", Provokes: "no", Rare: true,
		Summary: "Get off your mount for half your speed and go on at your own; the mount leaves the fight."},
		Rule: ruleMovement, Check: checkDismount, Do: doDismount, List: listPlain},
	{ActionKind: ak{Kind: KindGrab, Label: "Grab the objective", Spend: combat.SpendAction, Cost: "action", Provokes: "no", Rare: true,
		Summary: "Take the objective in or beside your hex; if another side reaches for it this round, a contest on d12s at the round's end decides."},
		Pay: true, Rule: ruleAction, Check: checkGrab, Do: doGrab, List: listPlain},
	{ActionKind: ak{Kind: KindLeave, Label: "Leave the battle", Meaning: combat.MeanLeave, Spend: combat.SpendMove, Cost: "5 ft", Provokes: "yes",
		Summary: "From an exit, step off the battlefield: gone, not dead; foes beside you may take their flee attacks."},
		Rule: ruleMovement, Check: checkLeave, Do: doLeave, List: listPlain},
	{ActionKind: ak{Kind: KindFleeAttack, Label: "Flee attack", Meaning: combat.MeanReaction, Cost: "reaction", Provokes: "no", OutOfTurn: true,
		Summary: "Your reaction: a normal attack on a foe moving through the space around you."},
		Rule: ruleFlee, Asked: "A flee attack is a reaction, taken only when the game asks"},
	{ActionKind: ak{Kind: KindImpale, Label: "Impalement", Meaning: combat.MeanReaction, Cost: "reaction", Provokes: "no", OutOfTurn: true,
		Summary: "Your reaction with a polearm and the polearms skill: 3d20 (4d20 with forte) at a charging foe before its attack."},
		Rule: ruleImpalement, Asked: "Impalement is a reaction, taken only when the game asks"},
	{ActionKind: ak{Kind: KindDodge, Label: "Dodge", Meaning: combat.MeanReaction, Cost: "reaction", Provokes: "no", OutOfTurn: true,
		Summary: "Your reaction with the dodge skill: on a d20 of 11 or more, avoid one point of the blow."},
		Rule: ruleReactions, Asked: "A dodge is a reaction, taken only when the game asks"},
	{ActionKind: ak{Kind: KindRise, Label: "Stand up (reaction)", Meaning: combat.MeanReaction, Cost: "reaction", Provokes: "no", OutOfTurn: true,
		Summary: "Your reaction when knocked prone: stand back up for half your speed, if you have that much movement left."},
		Rule: ruleReactions, Asked: "Standing up when knocked prone is a reaction, taken only when the game asks"},
	{ActionKind: ak{Kind: KindLandSafely, Label: "Dismount (reaction)", Meaning: combat.MeanReaction, Cost: "reaction", Provokes: "no", OutOfTurn: true,
		Summary: "Your reaction when your mount falls: land on your feet instead of prone."},
		Rule: ruleReactions, Asked: "Dismounting as the mount falls is a reaction, taken only when the game asks"},
	{ActionKind: ak{Kind: KindCounter, Label: "Counterspell", Meaning: combat.MeanReaction, Cost: "reaction", Provokes: "no", OutOfTurn: true,
		Summary: "Your reaction as a sorcerer: disrupt an axiom a foe within 60 ft casts, on a d12 + quality + sorcery that beats its own."},
		Rule: ruleReactions, Asked: "A counterspell is a reaction, taken only when the game asks"},
	{ActionKind: ak{Kind: KindReadied, Label: "Readied attack", Meaning: combat.MeanReaction, Cost: "reaction", Provokes: "no", OutOfTurn: true,
		Summary: "Your attack at the ready, as its trigger happens."},
		Rule: ruleReady, Asked: "An attack at the ready is a reaction, taken only when the game asks"},
})

// gate says whether u may take an action of kind k now: on its own turn, able to act, and for
// the kinds that take the action, its action unspent (enchanted-realms-combat.txt "The Action":
// one action a turn, no holding it).
func gate(b *combat.Battle, u *combat.Unit, k *kind) *combat.RuleError {
	if !b.InTurnNow(u) {
		return b.NotInTurn(u, ruleInitiative)
	}
	if k.Pay {
		if err := canAct(u); err != nil {
			return err
		}
		if u.Left(slotAction) < 1 {
			return combat.Refuse(ruleAction, "%s has taken its action this turn; there is no holding or second action", u.Name)
		}
	}
	return nil
}

// resolveAction resolves a checked action, spending the turn's action first for the kinds
// that take it.
func resolveAction(b *combat.Battle, u *combat.Unit, k *kind, a combat.Action) {
	if k.Pay {
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotAction, N: 1, For: a.Kind})
		forfeitCritical(b, u, a)
	}
	k.Do(b, u, a)
}

// forfeitCritical takes away a critical hit's award die from a unit whose action is not an
// attack with the same weapon (enchanted-realms-combat.txt "Critical Hits": "If choosing to
// take a different action or to switch weapons, then the bonus die is forfeited").
func forfeitCritical(b *combat.Battle, u *combat.Unit, a combat.Action) {
	c, ok := u.Condition(CriticalDie)
	if !ok || c.Value != b.Round {
		return
	}
	if (a.Kind == KindMelee || a.Kind == KindRanged) && strings.EqualFold(attackWeapon(b, u, a).Name, c.Source) {
		return
	}
	drop(b, u.Name, CriticalDie, "another action or weapon: the award die is forfeited")
}

// Prepare checks the sheets: every weapon's effects are categories or properties Realms knows.
func (*Rules) Prepare(b *combat.Battle) error {
	for i, u := range b.Units {
		for _, w := range u.Sheet.Weapons {
			for _, e := range w.Effects {
				if _, _, area := parseArea(e); !area && !slices.Contains(Categories, e) && !slices.Contains(Properties, e) {
					return &combat.SetupError{Unit: i, Err: fmt.Errorf("unit %q: weapon %q: effect %q is neither a damage category (%s), a property (%s) nor an area (burst, square, cone or line and its feet, 5 to 120: \"burst 10\")",
						u.Name, w.Name, e, strings.Join(Categories, ", "), strings.Join(Properties, ", "))}
				}
			}
		}
	}
	return nil
}

// Begin seats the riders: a unit whose sheet is mounted starts on its mount (docs/rulings.md
// "Realms: mounts").
func (*Rules) Begin(b *combat.Battle) {
	for _, u := range b.Units {
		if m, ok := mountOf(&u.Sheet); ok && !u.Is(Mounted) {
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: m})
		}
	}
}

// RoundStarted rolls initiative for the round and gives every active unit its action, its
// movement and its reaction: a unit that is defending from last round keeps no reaction
// (enchanted-realms-combat.txt "Initiative", "The Action", "Reactions", "Defending"). Critical
// award dice of earlier rounds are gone.
func (*Rules) RoundStarted(b *combat.Battle) {
	b.Emit(combat.OrderSet{Order: rollInitiative(b)})
	for _, u := range b.Units {
		if c, ok := u.Condition(CriticalDie); ok && c.Value < b.Round {
			drop(b, u.Name, CriticalDie, "not used the round after the critical hit")
		}
		if !u.Active() {
			continue
		}
		reaction := 1
		if u.Is(Defending) {
			reaction = 0
		}
		b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: slotAction, Left: 1}, {Name: slotMove, Left: speedOf(u)}, {Name: slotReaction, Left: reaction}}})
	}
}

// TurnStarted frightens a unit whose morale has broken (the shared morale model) of the
// nearest foe, as its turn begins: Realms' restriction for fear (docs/rulings.md "Realms:
// morale"). What lasts until a unit's next turn (defending, at the ready) is ended by the
// engine (StartOfTurn).
func (*Rules) TurnStarted(b *combat.Battle, t combat.Turn) {
	for _, name := range t.Units {
		u := b.Unit(name)
		if u == nil || !u.Active() || !u.Broken || u.Is(Frightened) {
			continue
		}
		var near *combat.Unit
		for _, e := range b.Enemies(u) {
			if near == nil || b.Map.Distance(u.Pos, e.Pos) < b.Map.Distance(u.Pos, near.Pos) {
				near = e
			}
		}
		if near != nil {
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Frightened, Source: near.Name, Note: "its morale broke"}})
		}
	}
}

// RoundEnded decides the round's contested grabs of objectives, "a final determination of
// the round" (enchanted-realms-combat.txt "The Action").
func (*Rules) RoundEnded(b *combat.Battle) { settleGrabs(b) }

// Threat is the most body damage attacker could deal target with one attack now: every die of
// its best pool hitting, doubled where the target is vulnerable.
func (*Rules) Threat(b *combat.Battle, attacker, target *combat.Unit) int {
	var p pool
	_, most := threatStrike(b, attacker, target, &p)
	return most
}

// ThreatEstimate is the odds of attacker's best pool (Threat's) on target at its next turn
// (combat.ThreatEstimator): each die's chance against target's AC, advantage, disadvantage,
// a sneak attack's and a critical award's dice as they stand now, resistance. Where attacker
// will stand is not known: a shot's cover is left out (strike.unplaced).
func (*Rules) ThreatEstimate(b *combat.Battle, attacker, target *combat.Unit) combat.Estimate {
	var p pool
	s, _ := threatStrike(b, attacker, target, &p)
	if s.weapon.Name == "" {
		return combat.Estimate{}
	}
	if s.unplaced = true; s.ranged {
		s.kind = atkRanged
	}
	plan(b, &s, &p)
	e, _ := estimate(b, &s, &p, nil)
	return e
}

// threatStrike is the strike of attacker's ready weapon whose pool, every die hitting, could
// deal target the most body damage (the first of the best), and that most; p is scratch.
func threatStrike(b *combat.Battle, attacker, target *combat.Unit, p *pool) (strike, int) {
	var best strike
	most := 0
	for w := range attacker.Readied() {
		if isArea(w) {
			continue
		}
		s := strike{attacker: attacker, target: target, weapon: w, kind: atkMelee, ranged: !inMelee(w)}
		plan(b, &s, p)
		if n := afterResistance(p.total, resistance(target, category(w))); best.weapon.Name == "" || n > most {
			best, most = s, n
		}
	}
	return best, max(most, 0)
}

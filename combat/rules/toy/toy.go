package toy

// The toy ruleset: its description, its action table (move, strike) with each kind's check,
// resolver and lister, its turns, and its odds.

import (
	"fmt"

	"skirmish/combat"
)

// ID is the ruleset's id.
const ID = "toy"

func init() { combat.Register(ID, func() combat.Ruleset { return New() }) }

// Rules is the toy ruleset: its kit (its id, its table, its catalog) and its rules.
type Rules struct{ combat.Kit[*lister, string] }

// New returns the ruleset.
func New() *Rules { return &Rules{combat.NewKit(ID, kinds, catalog)} }

// cite is the citation of a section of the toy rules (the package's doc).
func cite(section string) string { return `toy "` + section + `"` }

// The sections the rules cite.
var (
	ruleTurns   = cite("Turns")
	ruleActions = cite("Actions")
	ruleMove    = cite("Move")
	ruleStrike  = cite("Strike")
)

// The kinds, which are also the budget slots they spend (toy "Actions": one move, one strike).
const (
	KindMove   = "move"
	KindStrike = "strike"
)

// The strike's numbers (toy "Strike"): a d6 of 4 or more hits.
const (
	strikeDie = 6
	strikeHit = 4
)

// description is what the ruleset says of itself.
var description = combat.Description{
	Title: "Toy",
	Kit:   "the toy rules (combat/rules/toy): move and strike, a d6 of 4+ hits",
	Summary: []combat.SummaryPoint{
		{Text: "The sides act in turn, each side all its units at once.", Source: `toy, "Turns"`},
		{Text: "A unit may move once and strike once a turn, in either order.", Source: `toy, "Actions"`},
		{Text: "A strike at a foe beside you hits on a d6 of 4 or more and deals your weapon's damage.", Source: `toy, "Strike"`},
	},
}

// Describe says what the ruleset is (combat.Ruleset).
func (*Rules) Describe() combat.Description { return description }

// kind is one row of the action table; its cost is the budget slot it spends.
type kind = combat.Kind[*lister, string]

// lister is one listing being made: the kit's part is all it needs.
type lister struct{ combat.Listed }

// kinds is the action table.
var kinds = combat.NewTable(combat.TableSpec[*lister, string]{
	Ruleset: "toy", Rule: ruleActions, Gate: gate,
	NewLister: func() *lister { return new(lister) },
}, []kind{
	{ActionKind: combat.ActionKind{Kind: KindMove, Label: "Move", Meaning: combat.MeanMove, Spend: combat.SpendMove, Cost: "move",
		Square: combat.NeedMust, Provokes: "no", Summary: "Move up to your speed."},
		Pay: KindMove, Rule: ruleMove, Check: checkMove, Do: doMove, List: listMove},
	{ActionKind: combat.ActionKind{Kind: KindStrike, Label: "Strike", Meaning: combat.MeanMelee, Spend: combat.SpendAction, Cost: "strike",
		Aim: combat.AimEnemy, Provokes: "no", Summary: "Strike a foe beside you: a d6 of 4+ hits for your weapon's damage."},
		Pay: KindStrike, Rule: ruleStrike, Check: checkStrike, Do: doStrike, List: listStrike},
})

// gate: in the unit's side's turn, its move or its strike not yet spent (toy "Turns",
// "Actions").
func gate(b *combat.Battle, u *combat.Unit, k *kind) *combat.RuleError {
	if !b.InTurnNow(u) {
		return b.NotInTurn(u, ruleTurns)
	}
	if u.Left(k.Pay) < 1 {
		return combat.Refuse(ruleActions, "%s has made its %s this turn", u.Name, k.Pay)
	}
	return nil
}

// Begin sets the order: the sides as the battle names them (toy "Turns").
func (*Rules) Begin(b *combat.Battle) {
	order := make([]combat.Turn, len(b.Sides))
	for i, s := range b.Sides {
		order[i] = combat.Turn{Side: s.Name}
	}
	b.Emit(combat.OrderSet{Order: order})
}

// TurnStarted gives each unit of the side its move and its strike (toy "Actions").
func (*Rules) TurnStarted(b *combat.Battle, t combat.Turn) {
	for _, u := range b.TurnUnits(t) {
		if u.Active() {
			b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: KindMove, Left: 1}, {Name: KindStrike, Left: 1}}})
		}
	}
}

// path is how a move's path is planned: within the unit's speed (toy "Move").
func path(u *combat.Unit) combat.Path {
	return combat.Path{Rule: ruleMove, Ground: ruleMove, Budget: u.Sheet.Speed}
}

// checkMove: a path within the unit's speed to a free cell.
func checkMove(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	return b.CheckPath(u, a.Path, path(u))
}

// doMove spends the move and walks the path: moving away from a foe is free.
func doMove(b *combat.Battle, u *combat.Unit, a combat.Action) {
	steps, _, _ := b.PlanPath(u, a.Path, path(u))
	b.Emit(combat.Spent{Unit: u.Name, Slot: KindMove, N: 1, For: "move"})
	b.Walk(u, steps, combat.Walk{Why: "move", Back: "stands back where it may"})
}

// listMove lists a move to every cell the unit reaches.
func listMove(ls *lister, k *kind) *combat.RuleError {
	ls.L.AddMoves(&k.ActionKind, ls.U, ls.B.Reach(ls.U, ls.U.Sheet.Speed), k.Spend, "", nil)
	return nil
}

// checkStrike: at a foe still fighting, beside the striker.
func checkStrike(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t := b.Unit(a.Target)
	switch {
	case t == nil || t.Side == u.Side || !t.Active():
		return combat.Refuse(ruleStrike, "say which foe %s strikes", u.Name)
	case !b.Map.Adjacent(u.Pos, t.Pos):
		return combat.Refuse(ruleStrike, "%s is not beside %s", t.Name, u.Name)
	}
	return nil
}

// weapon is what u strikes with: its first ready weapon, else its fists (1 damage).
func weapon(u *combat.Unit) combat.Weapon {
	for w := range u.Readied() {
		return w
	}
	return combat.Weapon{Name: "fists", Kind: combat.Unarmed, Damage: combat.Roll{Bonus: 1}}
}

// doStrike spends the strike and rolls the d6; a hit rolls the weapon's damage, and a unit at
// 0 hit points is dead.
func doStrike(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t, w := b.Unit(a.Target), weapon(u)
	b.Emit(combat.Spent{Unit: u.Name, Slot: KindStrike, N: 1, For: "strike " + t.Name})
	d, _ := b.Roll(u, combat.Roll{Count: 1, Sides: strikeDie}, "strike "+t.Name)
	hit := d >= strikeHit
	terms := []combat.Term{{Label: "d6", Value: d}}
	b.Emit(combat.AttackRolled{Attacker: u.Name, Target: t.Name, Weapon: w.Name, Kind: KindStrike, Terms: terms, Total: d,
		AC: strikeHit, Hit: hit, Text: fmt.Sprintf("strike: d6 %d vs %d+: %s", d, strikeHit, map[bool]string{true: "hit", false: "miss"}[hit])})
	if !hit {
		return
	}
	n, _ := b.Roll(u, w.Damage, "damage to "+t.Name)
	b.Emit(combat.DamageRolled{Attacker: u.Name, Target: t.Name, Terms: []combat.Term{{Label: w.Damage.String(), Value: n}}, Total: n,
		Text: fmt.Sprintf("damage: %s %d", w.Damage, n)})
	b.Emit(combat.Damaged{Unit: t.Name, Amount: n, HP: t.HP - n, Source: u.Name, Why: "struck by " + u.Name})
	if t.HP <= 0 {
		b.Emit(combat.StatusChanged{Unit: t.Name, Status: combat.Dead, Why: "0 hit points"})
	}
}

// listStrike lists a strike at each foe beside the unit, with its odds.
func listStrike(ls *lister, k *kind) *combat.RuleError {
	var first *combat.RuleError
	for _, t := range ls.B.Enemies(ls.U) {
		a := combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name}
		x, err := combat.Try(ls, k, a, true)
		if err != nil {
			first = combat.FirstRefusal(first, err)
			continue
		}
		pv := ls.L.Previewed(x)
		pv.Estimate, pv.Foes = estimate(ls.U, t), 1
	}
	return first
}

// estimate is a strike's odds: half its blows hit (a d6 of 4, 5 or 6), for the weapon's
// damage; the kill chance counts the damage rolls that reach the foe's hit points, each
// total taken as equally likely (a fair guess for one die).
func estimate(u, t *combat.Unit) combat.Estimate {
	w := weapon(u)
	lo, hi := w.Damage.Min(), w.Damage.Max()
	hit := float64(strikeDie-strikeHit+1) / strikeDie
	kills := 0
	for n := lo; n <= hi; n++ {
		if n >= t.HP {
			kills++
		}
	}
	return combat.Estimate{Hit: hit, Damage: hit * float64(lo+hi) / 2, Min: lo, Max: hi, Kill: hit * float64(kills) / float64(hi-lo+1)}
}

// Estimate is a listed action's odds (combat.Ruleset): a strike's; nothing for a move.
func (*Rules) Estimate(b *combat.Battle, a combat.Action) combat.Estimate {
	u, t := b.Unit(a.Unit), b.Unit(a.Target)
	if a.Kind != KindStrike || u == nil || t == nil {
		return combat.Estimate{}
	}
	return estimate(u, t)
}

// Threat is the most damage attacker's strike deals.
func (*Rules) Threat(b *combat.Battle, attacker, target *combat.Unit) int {
	return weapon(attacker).Damage.Max()
}

// catalog is the built-in catalog: pawns with clubs.
func catalog() *combat.Catalog {
	return &combat.Catalog{Entries: []combat.CatalogEntry{{ID: "pawn", Name: "Pawn", Role: "creature",
		Sheet: combat.Sheet{HP: 6, Speed: 30, AC: strikeHit, Weapons: []combat.Weapon{{Name: "club", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 4}}}}}}}
}

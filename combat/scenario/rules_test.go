package scenario

// A tiny ruleset for the scenario tests: sides roll a d8 for order, every unit has one "poke" a turn.

import (
	"cmp"
	"fmt"
	"slices"

	"skirmish/combat"
)

// testRules is the id the test ruleset is registered under; no real ruleset uses it.
const testRules = "scenario-test"

func init() {
	combat.Register(testRules, func() combat.Ruleset { return pokeRules{} })
}

// pokeRules is the test ruleset. A poke rolls a d20 against the target's AC and, on a hit,
// 1d6 damage; an "explode" panics. After the d20 the target is asked (prompt "rolled") whether to "dodge" (+5 AC)
// or make an "opportunity" riposte (1 damage to the poker, no roll).
type pokeRules struct{ combat.Base }

func (pokeRules) ID() string { return testRules }

// Describe: the test ruleset has no options, plays every map and lets a unit start with any
// condition.
func (pokeRules) Describe() combat.Description {
	return combat.Description{Title: "Poke", Conditions: func(string) bool { return true }}
}

// Estimate is not needed by scenarios.
func (pokeRules) Estimate(*combat.Battle, combat.Action) combat.Estimate { return combat.Estimate{} }

// Prepare refuses units with the trait "unpreparable", to test where its error is reported.
func (pokeRules) Prepare(b *combat.Battle) error {
	for i, u := range b.Units {
		if u.Sheet.Has("unpreparable") {
			return &combat.SetupError{Unit: i, Err: fmt.Errorf("unit %q: the test ruleset cannot prepare it", u.Name)}
		}
	}
	return nil
}

// Begin rolls a d8 for each side; the highest goes first, ties in side order.
func (pokeRules) Begin(b *combat.Battle) {
	order := make([]combat.Turn, len(b.Sides))
	for i, s := range b.Sides {
		v, _ := b.Roll(nil, combat.Roll{Count: 1, Sides: 8}, "initiative of "+s.Name)
		order[i] = combat.Turn{Side: s.Name, Initiative: v}
	}
	slices.SortStableFunc(order, func(x, y combat.Turn) int { return cmp.Compare(y.Initiative, x.Initiative) })
	b.Emit(combat.OrderSet{Order: order})
}

// TurnStarted gives each unit of the side one main action.
func (pokeRules) TurnStarted(b *combat.Battle, t combat.Turn) {
	for _, u := range b.Units {
		if u.Active() && b.SideName(u) == t.Side {
			b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: "main", Left: 1}}})
		}
	}
}

// pokeKind is the test ruleset's one kind.
var pokeKind = combat.ActionKind{Kind: "poke", Label: "Poke", Meaning: combat.MeanMelee, Aim: combat.AimEnemy, Cost: "main",
	Cites: []combat.Citation{{Section: "test"}}, Summary: "poke a foe"}

func (pokeRules) Kinds() []combat.ActionKind { return []combat.ActionKind{pokeKind} }

func (r pokeRules) List(b *combat.Battle, u *combat.Unit, dst *combat.Listing, f combat.ListFor) {
	st := combat.KindState{ActionKind: &pokeKind}
	var refused error
	for _, e := range b.Enemies(u) {
		a := combat.Action{Kind: "poke", Unit: u.Name, Target: e.Name}
		if refused = r.Check(b, a); refused == nil {
			dst.Add(a, combat.MeanMelee, combat.SpendAction, true)
		}
	}
	if len(dst.Actions) == 0 && refused != nil {
		st.Err, _ = refused.(*combat.RuleError)
	}
	dst.Kinds = append(dst.Kinds, st)
}

func (pokeRules) Check(b *combat.Battle, a combat.Action) error {
	u := b.Unit(a.Unit)
	if a.Kind == "explode" {
		return nil // Do panics: a stand-in for an engine bug
	}
	if a.Kind != "poke" {
		return combat.Refuse("test kinds", "the test ruleset has no action %q", a.Kind)
	}
	if !b.InTurnNow(u) {
		return combat.Refuse("test turns", "it is not %s's turn", u.Name)
	}
	if u.Left("main") < 1 {
		return combat.Refuse("test budget", "%s has already poked this turn", u.Name)
	}
	if a.Target == "" {
		return combat.Refuse("test targets", "say whom %s pokes", u.Name)
	}
	t := b.Unit(a.Target)
	if t.Side == u.Side || !t.Active() {
		return combat.Refuse("test targets", "%s cannot poke %s", u.Name, t.Name)
	}
	return nil
}

func (pokeRules) Do(b *combat.Battle, a combat.Action) {
	u, t := b.Unit(a.Unit), b.Unit(a.Target)
	if a.Kind == "explode" {
		panic("the test ruleset exploded")
	}
	if t == nil {
		b.Emit(combat.Note{Unit: u.Name, Text: "pokes the air"})
		return
	}
	b.Emit(combat.Spent{Unit: u.Name, Slot: "main", N: 1, For: "poke"})
	d := b.D20(u, "poke")
	ac := t.Sheet.AC
	options := []combat.Action{{Kind: "dodge", Unit: t.Name}, {Kind: combat.Opportunity, Unit: t.Name, Target: u.Name}}
	if r, ok := b.Ask(t, combat.Prompt{Kind: combat.PromptRolled, Actor: u.Name, Target: t.Name}, options); ok {
		switch r.Kind {
		case "dodge":
			ac += 5
		case combat.Opportunity:
			b.Emit(combat.Damaged{Unit: u.Name, Amount: 1, HP: max(u.HP-1, 0), Source: t.Name, Why: "riposte"})
		}
	}
	hit := d >= ac
	b.Emit(combat.AttackRolled{Attacker: u.Name, Target: t.Name, Weapon: "stick", Kind: "melee", Total: d, AC: ac, Hit: hit,
		Text: fmt.Sprintf("d20 %d vs AC %d", d, ac)})
	if !hit {
		return
	}
	dmg, _ := b.Roll(u, combat.Roll{Count: 1, Sides: 6}, "poke damage")
	hp := max(t.HP-dmg, 0)
	b.Emit(combat.Damaged{Unit: t.Name, Amount: dmg, HP: hp, Source: u.Name, Why: "poke"})
	if hp == 0 {
		b.Emit(combat.StatusChanged{Unit: t.Name, Status: combat.Dead, Why: "poked"})
	}
}

func (pokeRules) Threat(b *combat.Battle, attacker, target *combat.Unit) int { return 6 }

// Catalog has one entry, "orc".
func (pokeRules) Catalog() *combat.Catalog {
	return &combat.Catalog{Entries: []combat.CatalogEntry{{ID: "orc", Name: "Orc", Role: "creature", Sheet: combat.Sheet{
		HP: 5, AC: 10, Speed: 30, Traits: []string{"brute"},
		Weapons: []combat.Weapon{{Name: "club", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 6}}}}}}}
}

package combat

// Tests of the kit's action table: the kinds controllers read, the refusal of an unknown kind,
// the gate before each kind's check (skipped by reactions and out-of-fight kinds), aliases,
// hidden rows, the dispatch through the ruleset's Resolve, and the listing loop's states.

import (
	"strings"
	"testing"
)

// kitLister is the least lister: the kit's part alone.
type kitLister struct{ Listed }

// kitKind is a row of the test table.
type kitKind = Kind[*kitLister, int]

// listAtFoes lists a kind at each foe of the unit.
func listAtFoes(ls *kitLister, k *kitKind) *RuleError {
	var first *RuleError
	for _, e := range ls.B.Enemies(ls.U) {
		_, err := Try(ls, k, Action{Kind: k.Kind, Unit: ls.U.Name, Target: e.Name}, true)
		first = FirstRefusal(first, err)
	}
	return first
}

// kitTable is a table of four kinds: a poke at a foe ("jab" its old name), a haunt the fallen
// may take, a parry taken only when asked, an execution a battle never allows; resolved is
// what the ruleset's Resolve saw.
func kitTable(resolved *[]string) *Table[*kitLister, int] {
	none := func(*Battle, *Unit, Action) *RuleError { return nil }
	return NewTable(TableSpec[*kitLister, int]{
		Ruleset: "Stub", Rule: "stub actions", Aliases: map[string]string{"jab": "poke"},
		Gate: func(b *Battle, u *Unit, k *kitKind) *RuleError {
			if !b.InTurnNow(u) {
				return b.NotInTurn(u, "stub turns")
			}
			return nil
		},
		Resolve:   func(b *Battle, u *Unit, k *kitKind, a Action) { *resolved = append(*resolved, k.Kind+" by "+u.Name) },
		Pays:      func(k *kitKind) { k.Cost = strings.Repeat("*", k.Pay) },
		NewLister: func() *kitLister { return new(kitLister) },
	}, []kitKind{
		{ActionKind: ActionKind{Kind: "poke", Label: "Poke", Meaning: MeanMelee, Aim: AimEnemy}, Pay: 2, Rule: `stub "Poke"`,
			Check: func(b *Battle, u *Unit, a Action) *RuleError {
				if b.Unit(a.Target) == nil {
					return Refuse("stub poke", "say whom %s pokes", u.Name)
				}
				return nil
			}, List: listAtFoes},
		{ActionKind: ActionKind{Kind: "haunt", Label: "Haunt", Meaning: MeanInSpirit, OutOfFight: true, Aim: AimEnemy}, Rule: "stub haunt", Check: none, List: listAtFoes},
		{ActionKind: ActionKind{Kind: "parry", Label: "Parry", Meaning: MeanReaction}, Rule: "stub parry",
			Check: func(*Battle, *Unit, Action) *RuleError {
				return Refuse("stub parry", "a parry is taken only when the game asks")
			}},
		{ActionKind: ActionKind{Kind: "execute", Label: "Execute"}, Rule: "stub execute", Hidden: true,
			Check: func(*Battle, *Unit, Action) *RuleError { return Refuse("stub execute", "never in a battle") }},
	})
}

func TestTableKindsCheckAndDo(t *testing.T) {
	var resolved []string
	tab := kitTable(&resolved)
	b, _ := stubBattle(t) // A's turn
	if got := tab.Kinds(); len(got) != 3 || got[0].Kind != "poke" || got[0].Cost != "**" || got[0].Cites[0].Section != "Poke" {
		t.Fatalf("Kinds = %+v: want poke (its cost and citation completed), haunt, parry, and no hidden execute", got)
	}
	b.Emit(StatusChanged{Unit: "B", Status: Down, Why: "test"})
	cases := []struct {
		name string
		a    Action
		want string // the refusal; "" for none
	}{
		{"an unknown kind names the kinds a unit chooses", Action{Kind: "fly", Unit: "A"}, `"fly" is not a Stub action (actions: poke, haunt) (stub actions)`},
		{"a kind by its old name", Action{Kind: "jab", Unit: "A", Target: "C"}, ""},
		{"the gate before the kind's check", Action{Kind: "poke", Unit: "C", Target: "A"}, "it is A's turn, not C's (stub turns)"},
		{"the kind's own check", Action{Kind: "poke", Unit: "A"}, "say whom A pokes (stub poke)"},
		{"a unit out of the fight", Action{Kind: "poke", Unit: "B", Target: "C"}, "B is down and cannot act (units)"},
		{"an out-of-fight kind skips the gate", Action{Kind: "haunt", Unit: "B", Target: "C"}, ""},
		{"a reaction is its check's to refuse", Action{Kind: "parry", Unit: "C"}, "a parry is taken only when the game asks (stub parry)"},
		{"a hidden kind is still checked", Action{Kind: "execute", Unit: "A", Target: "C"}, "never in a battle (stub execute)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := tab.Check(b, c.a)
			if (err == nil) != (c.want == "") || err != nil && err.Error() != c.want {
				t.Fatalf("Check = %v, want %q", err, c.want)
			}
		})
	}
	tab.Do(b, Action{Kind: "jab", Unit: "A", Target: "C"})
	if len(resolved) != 1 || resolved[0] != "poke by A" {
		t.Errorf("Do went through Resolve as %v, want [poke by A]", resolved)
	}
}

func TestTableListing(t *testing.T) {
	tab := kitTable(new([]string))
	b, _ := stubBattle(t) // A's turn
	var l Listing
	state := func(kind string) *RuleError {
		for _, k := range l.Kinds {
			if k.Kind == kind {
				return k.Err
			}
		}
		t.Fatalf("the listing has no %s", kind)
		return nil
	}
	list := func(u string, f ListFor) {
		l = Listing{} // Battle.ListFor empties it before the ruleset's List
		tab.List(b, b.Unit(u), &l, f)
	}
	list("A", ListFor{})
	if len(l.Kinds) != 3 || state("poke") != nil || state("haunt") != nil || state("parry") == nil || len(l.Of("poke")) != 2 {
		t.Fatalf("A's listing: kinds %+v, actions %+v: want pokes at C and D, haunts, and the parry refused", l.Kinds, l.Actions)
	}
	list("C", ListFor{})
	if err := state("poke"); err == nil || err.Message() != "it is A's turn, not C's" || len(l.Of("poke")) != 0 {
		t.Errorf("C's poke out of its turn: %v", err)
	}
	b.Emit(StatusChanged{Unit: "B", Status: Down, Why: "test"})
	list("B", ListFor{Meanings: []Meaning{MeanMelee, MeanInSpirit}})
	if err := state("poke"); err == nil || !strings.Contains(err.Error(), "B is down") || len(l.Of("haunt")) != 2 || len(l.Kinds) != 2 {
		t.Errorf("down B's listing for two meanings: %+v", l.Kinds)
	}
	b.Emit(StatusChanged{Unit: "C", Status: Dead, Why: "test"})
	b.Emit(StatusChanged{Unit: "D", Status: Dead, Why: "test"})
	list("A", ListFor{})
	if err := state("haunt"); err == nil || err.Message() != "A has no haunt to take now" {
		t.Errorf("with no foe left: %v, want that A has none to take now", err)
	}
}

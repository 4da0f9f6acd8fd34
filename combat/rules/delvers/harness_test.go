package delvers

// A test harness: battles from ASCII boards with lettered units, forced dice and scripted reactions.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// Test sheets. Their numbers are the tests' premises, independent of the catalog.
var (
	// fighter: STR 16 (+1), DEX 14 (+1), Stab-1, attack bonus 1, AC 15, 10 hp, sword 1d8 shock 2/13.
	fighter = combat.Sheet{Hero: true, HP: 10, AC: 15, AttackBonus: 1, Speed: 30,
		Attributes: map[string]int{"STR": 16, "DEX": 14, "CON": 12, "INT": 10, "WIS": 10, "CHA": 10},
		Skills:     map[string]int{"Stab": 1, "Brawl": 1, "Exert": 0, "Heal": 1},
		Weapons:    []combat.Weapon{sword}}
	sword = combat.Weapon{Name: "sword", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 8},
		Attributes: []string{"STR", "DEX"}, Skill: "Stab", Hands: 1, Shock: combat.Shock{Points: 2, AC: 13}}
	// archer: DEX 16 (+1), Shoot-1, attack bonus 0, AC 13, 8 hp, shortbow 1d6 range 50/75.
	archer = combat.Sheet{Hero: true, HP: 8, AC: 13, AttackBonus: 0, Speed: 30,
		Attributes: map[string]int{"STR": 10, "DEX": 16, "CON": 10, "INT": 10, "WIS": 10, "CHA": 10},
		Skills:     map[string]int{"Shoot": 1, "Stab": 0},
		Weapons:    []combat.Weapon{bow, dagger}}
	bow = combat.Weapon{Name: "shortbow", Kind: combat.Bow, Damage: combat.Roll{Count: 1, Sides: 6},
		Attributes: []string{"DEX"}, Skill: "Shoot", Range: 50, LongRange: 75, Hands: 2}
	dagger = combat.Weapon{Name: "dagger", Kind: combat.Thrown, Damage: combat.Roll{Count: 1, Sides: 4},
		Attributes: []string{"STR", "DEX"}, Skill: "Stab", Range: 30, LongRange: 60, Hands: 1, Shock: combat.Shock{Points: 1, AC: 15}}
	// orc: an NPC of 1 HD: attack bonus 1, AC 13, 6 hp, spear 1d6 shock 1/13, no attributes.
	orc = combat.Sheet{HP: 6, HD: 1, AC: 13, AttackBonus: 1, SkillBonus: 1, Speed: 30,
		Weapons: []combat.Weapon{{Name: "spear", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 6},
			Skill: "Stab", Hands: 2, Shock: combat.Shock{Points: 1, AC: 13}}}}
)

// with is a copy of a sheet changed by f (rulestest.With), the tests' shorthand.
var with = rulestest.With

// who is one lettered unit of a board: its side and sheet.
type who struct {
	side  string
	sheet combat.Sheet
	// cond are conditions the unit starts with.
	cond []string
}

// fixture is a battle under test (rulestest.Fixture) with the reactions it will take.
type fixture struct{ *rulestest.Fixture }

// setup builds a battle from a board: letters are units (their name is the letter), the rest
// is the ASCII legend. Sides are "Heroes" and "Foes" in that order. The battle is started with
// initiative forced so that Heroes act first (8 against 1) unless surprised is given.
func setup(t testing.TB, board string, units map[rune]who, forced ...int) *fixture {
	t.Helper()
	m, us := place(t, board, units)
	return start(t, m, us, forced...)
}

// setupHex is setup on an ASCII hex board of rows ("hex: rows odd" or "rows even" on its
// first line, docs/maps.md): each cell a character, apart by spaces, the shifted rows one
// further right; letters are units as in setup.
func setupHex(t testing.TB, board string, units map[rune]who, forced ...int) *fixture {
	t.Helper()
	m, us := place(t, board, units)
	return start(t, m, us, forced...)
}

// place reads a board's map and lettered units with their starting conditions
// (rulestest.Board).
func place(t testing.TB, board string, units map[rune]who) (*grid.Map, []combat.UnitSetup) {
	t.Helper()
	m, marks := rulestest.Board(t, board, func(r rune) bool { _, ok := units[r]; return ok }, nil)
	var us []combat.UnitSetup
	for _, k := range marks {
		w := units[k.Letter]
		us = append(us, combat.UnitSetup{Name: string(k.Letter), Side: w.side, Pos: k.Pos, Sheet: w.sheet})
		for _, n := range w.cond {
			us[len(us)-1].Conditions = append(us[len(us)-1].Conditions, combat.Condition{Name: n})
		}
	}
	return m, us
}

// start begins a battle of us on m with forced dice after the initiative (8 against 1).
func start(t testing.TB, m *grid.Map, us []combat.UnitSetup, forced ...int) *fixture {
	t.Helper()
	return &fixture{rulestest.Start(t, combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1,
		Forced: append([]int{8, 1}, forced...)}, combat.Opportunity)}
}

// attacks returns the attack events among evs.
func attacks(evs []combat.Event) []combat.AttackRolled { return rulestest.Of[combat.AttackRolled](evs) }

// damages returns the damage events among evs.
func damages(evs []combat.Event) []combat.DamageRolled { return rulestest.Of[combat.DamageRolled](evs) }

// one returns the only attack among evs.
func (f *fixture) one(evs []combat.Event) combat.AttackRolled {
	f.T.Helper()
	as := attacks(evs)
	if len(as) != 1 {
		f.T.Fatalf("want one attack, got %d: %v", len(as), as)
	}
	return as[0]
}

// wantText checks an event's text.
func wantText(t *testing.T, what, got, want string) {
	t.Helper()
	if got != want {
		t.Fatalf("%s:\n got %s\nwant %s", what, got, want)
	}
}

// act is shorthand for an action.
func act(kind, unit, target string) combat.Action {
	return combat.Action{Kind: kind, Unit: unit, Target: target}
}

// to is shorthand for a one-square path.
func to(x, y int) []grid.Pos { return []grid.Pos{{X: x, Y: y}} }

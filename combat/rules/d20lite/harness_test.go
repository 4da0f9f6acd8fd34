package d20lite

// A test harness: battles from ASCII boards with lettered units, forced dice and scripted reactions.

import (
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// entry returns a catalog entry's sheet; the catalog's numbers are checked by its own tests.
func entry(t testing.TB, id string) combat.Sheet { return rulestest.Entry(t, Catalog(), id) }

// fighterSheet is a plain test fighter: Str 14 (+2), Dex 12 (+1), Con 12, BAB +bab, AC ac,
// hp, a longsword (1d8, 19–20/×2) and a shortbow (1d6, ×3, 60 ft), speed 30.
func fighterSheet(bab, ac, hp int) combat.Sheet {
	return combat.Sheet{Attributes: map[string]int{"STR": 14, "DEX": 12, "CON": 12}, AttackBonus: bab, AC: ac, HP: hp, Speed: 30,
		Weapons: []combat.Weapon{
			{Name: "longsword", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 8}, Hands: 1, Effects: []string{"crit 19-20/x2"}},
			{Name: "shortbow", Kind: combat.Bow, Damage: combat.Roll{Count: 1, Sides: 6}, Range: 60, LongRange: 120, Hands: 2, Effects: []string{"crit x3"}},
		}}
}

// with is a copy of a sheet changed by f (rulestest.With), the tests' shorthand.
var with = rulestest.With

// who is one lettered unit of a board: its side and sheet.
type who struct {
	side  string
	sheet combat.Sheet
	// conceal puts it on concealing ground.
	conceal bool
	// hp is its hit points at the start, when below its maximum.
	hp int
	// prone lays it down at the start.
	prone bool
}

// lying is w prone at the start.
func lying(w who) who { w.prone = true; return w }

// hidden is w on concealing ground (darkness, fog, tall grass).
func hidden(w who) who { w.conceal = true; return w }

// hero and enemy are shorthand for units of the two sides.
func hero(s combat.Sheet) who  { return who{side: "Heroes", sheet: s} }
func enemy(s combat.Sheet) who { return who{side: "Foes", sheet: s} }

// fixture is a battle under test (rulestest.Fixture) with the reactions it will take.
type fixture struct{ *rulestest.Fixture }

// board builds a battle from a board: letters are units (named by their letter), the rest is
// the ASCII legend. Sides are "Heroes" and "Foes". forced are the first dice: the initiative
// d20s come first, one per unit in board order (rows top to bottom, left to right).
func board(t testing.TB, text string, units map[rune]who, forced ...int) *fixture {
	t.Helper()
	return boardSurprise(t, text, units, nil, forced...)
}

// boardSurprise is board with surprised sides.
func boardSurprise(t testing.TB, text string, units map[rune]who, surprised []string, forced ...int) *fixture {
	t.Helper()
	under := func(r rune) rune {
		if units[r].conceal {
			return '"'
		}
		return '.'
	}
	m, marks := rulestest.Board(t, text, func(r rune) bool { _, ok := units[r]; return ok }, under)
	var us []combat.UnitSetup
	for _, k := range marks {
		w := units[k.Letter]
		us = append(us, combat.UnitSetup{Name: string(k.Letter), Side: w.side, Pos: k.Pos, Sheet: w.sheet, HP: w.hp})
		if w.prone {
			us[len(us)-1].Conditions = []combat.Condition{{Name: Prone}}
		}
	}
	return &fixture{rulestest.Start(t, combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1, Forced: forced, Surprised: surprised},
		combat.Opportunity, KindReadied)}
}

// force queues more forced dice.
func (f *fixture) force(dice ...int) {
	f.Dice = combat.NewDice(1, dice)
}

// act is shorthand for an action.
func act(kind, unit, target string) combat.Action {
	return combat.Action{Kind: kind, Unit: unit, Target: target}
}

// with weapon is shorthand for an attack with a named weapon.
func attack(kind, unit, target, weapon string) combat.Action {
	return combat.Action{Kind: kind, Unit: unit, Target: target, Weapon: weapon}
}

// moveTo is shorthand for a move of a kind to one square.
func moveTo(kind, unit string, x, y int) combat.Action {
	return combat.Action{Kind: kind, Unit: unit, Path: []grid.Pos{{X: x, Y: y}}}
}

// dummy is a plain test creature: every ability 10 (+0), BAB +0, AC ac, hp, a club (1d6),
// speed 30.
func dummy(ac, hp int) combat.Sheet {
	return combat.Sheet{Attributes: map[string]int{"STR": 10, "DEX": 10, "CON": 10}, AC: ac, HP: hp, Speed: 30,
		Weapons: []combat.Weapon{{Name: "club", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 6}, Hands: 1}}}
}

// order names the units of the turn order, in order.
func (f *fixture) order() string {
	var out []string
	for _, t := range f.Order {
		out = append(out, strings.Join(t.Units, ","))
	}
	return strings.Join(out, " ")
}

// turn names the unit whose turn it is.
func (f *fixture) turn() string {
	t, _ := f.Current()
	return strings.Join(t.Units, ",")
}

// to is shorthand for a one-square path.
func to(x, y int) []grid.Pos { return []grid.Pos{{X: x, Y: y}} }

// pos is shorthand for a square.
func pos(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }

// boardHP is board with some units starting below their maximum hit points.
func boardHP(t testing.TB, text string, units map[rune]who, hp map[rune]int, forced ...int) *fixture {
	t.Helper()
	for r, n := range hp {
		w := units[r]
		w.hp = n
		units[r] = w
	}
	return board(t, text, units, forced...)
}

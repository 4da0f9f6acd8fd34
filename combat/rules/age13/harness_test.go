package age13

// A test harness: battles from ASCII boards with lettered units, forced dice and scripted reactions.

import (
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// entry returns a catalog entry's sheet; the catalog's numbers are checked by its own tests.
func entry(t testing.TB, id string) combat.Sheet { return rulestest.Entry(t, Catalog(), id) }

// atLevel returns a hero's catalog sheet raised (or lowered) to a level, with the defences,
// hit points and initiative the level gives.
func atLevel(t testing.TB, id string, level int) combat.Sheet {
	t.Helper()
	s := entry(t, id)
	s.Level = level
	d, err := Derive(&s)
	if err != nil {
		t.Fatal(err)
	}
	s.AC, s.HP, s.Initiative = d.AC, d.HP, d.Initiative
	s.Defenses = map[string]int{"PD": d.PD, "MD": d.MD}
	return s
}

// creature is a test creature: its attack bonus and damage with one melee attack, its
// defences and hit points; initiative +0, level 1.
func creature(attack int, damage string, ac, pd, md, hp int, effects ...string) combat.Sheet {
	r, err := combat.ParseRoll(damage)
	if err != nil {
		panic(err)
	}
	return combat.Sheet{Level: 1, AttackBonus: attack, HP: hp, AC: ac, Speed: 30,
		Defenses: map[string]int{"PD": pd, "MD": md},
		Weapons:  []combat.Weapon{{Name: "claw", Kind: combat.Melee, Damage: r, Effects: effects}}}
}

// with is a copy of a sheet changed by f (rulestest.With), the tests' shorthand.
var with = rulestest.With

// who is one lettered unit of a board: its side, sheet and kind (monsters of one kind share
// an initiative roll and a mob).
type who struct {
	side  string
	sheet combat.Sheet
	kind  string
}

// hero and foe are shorthand for units of the two sides.
func hero(s combat.Sheet) who                 { return who{side: "Heroes", sheet: s} }
func foe(s combat.Sheet) who                  { return who{side: "Foes", sheet: s} }
func foeKind(kind string, s combat.Sheet) who { return who{side: "Foes", sheet: s, kind: kind} }

// fixture is a battle under test (rulestest.Fixture) with the reactions it will take.
type fixture struct{ *rulestest.Fixture }

// board builds a battle from a board in edition ed: letters are units (named by their
// letter), the rest is the ASCII legend. Sides are "Heroes" and "Foes". forced are the first
// dice: the initiative d20s come first, one per hero and one per kind of creature, in board
// order (rows top to bottom, left to right).
func board(t testing.TB, ed, text string, units map[rune]who, forced ...int) *fixture {
	t.Helper()
	m, us := place(t, text, units)
	return begin(t, ed, m, us, forced...)
}

// hexBoard is board on an ASCII hex board of rows ("hex: rows odd" or "rows even" first,
// docs/maps.md; asciitest.HexRows reads the letters).
func hexBoard(t testing.TB, ed, text string, units map[rune]who, forced ...int) *fixture {
	t.Helper()
	m, us := place(t, text, units)
	return begin(t, ed, m, us, forced...)
}

// place reads a board's map and lettered units (rulestest.Board).
func place(t testing.TB, text string, units map[rune]who) (*grid.Map, []combat.UnitSetup) {
	t.Helper()
	m, marks := rulestest.Board(t, text, func(r rune) bool { _, ok := units[r]; return ok }, nil)
	var us []combat.UnitSetup
	for _, k := range marks {
		w := units[k.Letter]
		us = append(us, combat.UnitSetup{Name: string(k.Letter), Kind: w.kind, Side: w.side, Pos: k.Pos, Sheet: w.sheet})
	}
	return m, us
}

// begin starts a battle of us on m in edition ed with the forced dice.
func begin(t testing.TB, ed string, m *grid.Map, us []combat.UnitSetup, forced ...int) *fixture {
	t.Helper()
	return &fixture{rulestest.Start(t, combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1,
		Options: map[string]string{"edition": ed}, Forced: forced}, combat.Opportunity)}
}

// targets lists the targets of listed actions, each once, in order.
func targets(xs []combat.Legal) []string {
	var out []string
	for _, x := range xs {
		if !slices.Contains(out, x.Action.Target) {
			out = append(out, x.Action.Target)
		}
	}
	return out
}

// replayed checks that the battle's state is the replay of its own log.
func (f *fixture) replayed() {
	f.T.Helper()
	r, err := combat.Replay(f.Setup, f.Log)
	if err != nil {
		f.T.Fatal(err)
	}
	for i, u := range f.Units {
		v := r.Units[i]
		if u.HP != v.HP || u.Status != v.Status || u.Pos != v.Pos || len(u.Conditions) != len(v.Conditions) {
			f.T.Fatalf("unit %s: state %+v, replayed %+v", u.Name, u, v)
		}
	}
	if r.Counter(Escalation) != f.Counter(Escalation) || r.Round != f.Round {
		f.T.Fatalf("escalation die %d round %d, replayed %d round %d", f.Counter(Escalation), f.Round, r.Counter(Escalation), r.Round)
	}
}

// act is shorthand for an action.
func act(kind, unit, target string) combat.Action {
	return combat.Action{Kind: kind, Unit: unit, Target: target}
}

// attack is shorthand for an attack with a named weapon.
func attack(kind, unit, target, weapon string) combat.Action {
	return combat.Action{Kind: kind, Unit: unit, Target: target, Weapon: weapon}
}

// to is shorthand for a one-square path.
func to(x, y int) []grid.Pos { return []grid.Pos{{X: x, Y: y}} }

// mustMap parses an ASCII map.
func mustMap(t testing.TB, text string) *grid.Map {
	t.Helper()
	m, err := grid.ParseASCII(t.Name(), text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// pos is shorthand for a square.
func pos(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }

package realms

// A test harness: battles from ASCII boards (squares or hexes) with lettered units, forced
// dice and scripted reactions.

import (
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// Test sheets. Their numbers are the tests' premises, independent of the catalog.
var (
	// swordsman: 6 body points, AC 14, quality +1, speed 30, the swords skill: a longsword
	// (edged) rolls 2d20 at +1.
	swordsman = combat.Sheet{Hero: true, HP: 6, AC: 14, AttackBonus: 1, Speed: 30,
		Skills: map[string]int{"swords": 1}, Weapons: []combat.Weapon{longsword}}
	longsword = combat.Weapon{Name: "longsword", Kind: combat.Melee, Damage: combat.Roll{Bonus: 1}, Skill: "swords, longsword forte", Effects: []string{"edged"}}
	// bowman: 5 body points, AC 12, quality +2, speed 30, the bows skill: a longbow 150/600 ft
	// rolls 2d20 at +2; a light dagger with no skill.
	bowman = combat.Sheet{Hero: true, HP: 5, AC: 12, AttackBonus: 2, Speed: 30,
		Skills: map[string]int{"bows": 1}, Weapons: []combat.Weapon{longbow, knife}}
	longbow = combat.Weapon{Name: "longbow", Kind: combat.Bow, Damage: combat.Roll{Bonus: 1}, Skill: "bows", Range: 150, LongRange: 600, Effects: []string{"piercing"}}
	knife   = combat.Weapon{Name: "dagger", Kind: combat.Thrown, Damage: combat.Roll{Bonus: 1}, Range: 20, LongRange: 60, Effects: []string{"piercing", "light"}}
	// brute: 4 body points, AC 13, quality +1, speed 30, no skill: an axe rolls 1d20 at +1.
	brute = combat.Sheet{HP: 4, AC: 13, AttackBonus: 1, Speed: 30,
		Weapons: []combat.Weapon{{Name: "axe", Kind: combat.Melee, Damage: combat.Roll{Bonus: 1}, Effects: []string{"edged"}}}}
)

// with is a copy of a sheet changed by f (rulestest.With), the tests' shorthand.
var with = rulestest.With

// who is one lettered unit of a board: its side, sheet and starting conditions.
type who struct {
	side  string
	sheet combat.Sheet
	cond  []combat.Condition
}

// hero and foe are units of the sides "Heroes" and "Foes".
func hero(s combat.Sheet, cond ...string) who {
	return who{side: "Heroes", sheet: s, cond: conds(cond)}
}
func foe(s combat.Sheet, cond ...string) who { return who{side: "Foes", sheet: s, cond: conds(cond)} }

// conds makes conditions of names.
func conds(names []string) []combat.Condition {
	var out []combat.Condition
	for _, n := range names {
		out = append(out, combat.Condition{Name: n})
	}
	return out
}

// fixture is a battle under test (rulestest.Fixture) with the reactions it will take.
type fixture struct{ *rulestest.Fixture }

// board reads an ASCII board whose letters are units: a square board, or a hex board whose
// first line is "hex: rows odd" (cell x of row y at text column 2x, one more on odd rows).
// It returns the map and the units in reading order.
func board(t testing.TB, text string, units map[rune]who) (*grid.Map, []combat.UnitSetup) {
	t.Helper()
	lines := strings.Split(strings.Trim(text, "\n"), "\n")
	hex := strings.HasPrefix(strings.TrimSpace(lines[0]), "hex:")
	var head string
	if hex {
		head, lines = strings.TrimSpace(lines[0]), lines[1:]
	}
	margin := len(lines[0]) - len(strings.TrimLeft(lines[0], " \t"))
	var us []combat.UnitSetup
	var clean []string
	for y, line := range lines {
		if len(line) >= margin {
			line = line[margin:]
		}
		line = strings.TrimRight(line, " ")
		row := []rune(line)
		for i, c := range row {
			w, ok := units[c]
			if !ok {
				continue
			}
			x := i
			if hex {
				x = (i - y%2) / 2
			}
			s := combat.UnitSetup{Name: string(c), Side: w.side, Pos: grid.Pos{X: x, Y: y}, Sheet: w.sheet, Conditions: w.cond}
			us = append(us, s)
			row[i] = '.'
		}
		clean = append(clean, string(row))
	}
	src := strings.Join(clean, "\n")
	if hex {
		src = head + "\n" + src
	}
	m, err := grid.ParseASCII(t.Name(), src)
	if err != nil {
		t.Fatal(err)
	}
	return m, us
}

// setup builds and starts a battle on a board. order names the units in the order they act in
// round 1 (their d10s are forced 10, 9, 8 … in that order); forced are the dice after those.
func setup(t testing.TB, text string, units map[rune]who, order string, forced ...int) *fixture {
	t.Helper()
	return setupWith(t, text, units, nil, order, forced...)
}

// setupWith is setup with ruleset options.
func setupWith(t testing.TB, text string, units map[rune]who, opts map[string]string, order string, forced ...int) *fixture {
	t.Helper()
	m, us := board(t, text, units)
	return &fixture{rulestest.Start(t, combat.Setup{Map: m, Rules: New(), Options: opts, Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1,
		Forced: append(initiative(us, order), forced...)})}
}

// initiative is the forced d10s that make the units act in order: the i-th named rolls 10−i;
// the unnamed roll 1 (and must not tie: name them all when there are several).
func initiative(us []combat.UnitSetup, order string) []int {
	out := make([]int, len(us))
	for i, u := range us {
		out[i] = 1
		if j := strings.Index(order, u.Name); j >= 0 {
			out[i] = 10 - j
		}
	}
	return out
}

// attacks returns the attack dice among evs.
func attacks(evs []combat.Event) []combat.AttackRolled { return rulestest.Of[combat.AttackRolled](evs) }

// hitsOf counts the dice that hit.
func hitsOf(as []combat.AttackRolled) int {
	n := 0
	for _, a := range as {
		if a.Hit {
			n++
		}
	}
	return n
}

// damageOf returns the body points the events took from unit.
func damageOf(evs []combat.Event, unit string) int {
	n := 0
	for _, e := range evs {
		if d, ok := e.(combat.Damaged); ok && d.Unit == unit {
			n += d.Amount
		}
	}
	return n
}

// act is shorthand for an action.
func act(kind, unit, target string) combat.Action {
	return combat.Action{Kind: kind, Unit: unit, Target: target}
}

// armed is an action with a weapon.
func armed(kind, unit, target, weapon string) combat.Action {
	return combat.Action{Kind: kind, Unit: unit, Target: target, Weapon: weapon}
}

// to is a move to one cell.
func to(unit string, x, y int) combat.Action {
	return combat.Action{Kind: KindMove, Unit: unit, Path: []grid.Pos{{X: x, Y: y}}}
}

// lone sets up a board whose units are all heroes: a foe, Z (the brute), stands behind a wall
// row below it so that the battle goes on, out of everyone's way. Z acts last.
func lone(t testing.TB, text string, units map[rune]who, order string, forced ...int) *fixture {
	t.Helper()
	lines := strings.Split(strings.Trim(text, "\n"), "\n")
	hex := strings.HasPrefix(strings.TrimSpace(lines[0]), "hex:")
	first := strings.TrimSpace(lines[len(lines)-1])
	w := len(first)
	var wall, far string
	if hex {
		w = len(strings.Fields(first))
		wall, far = strings.Repeat("# ", w), strings.Repeat(". ", w-1)+"Z"
		if (len(lines)-1)%2 == 1 { // the wall row is odd: shifted
			wall = " " + wall
		} else {
			far = " " + far
		}
	} else {
		wall, far = strings.Repeat("#", w), strings.Repeat(".", w-1)+"Z"
	}
	all := map[rune]who{'Z': foe(brute)}
	for k, v := range units {
		all[k] = v
	}
	return setup(t, strings.Join(append(lines, wall, far), "\n"), all, order+"Z", forced...)
}

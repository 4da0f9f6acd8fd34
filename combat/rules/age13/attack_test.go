package age13

// Tests of attacks: terms, defences, crits, fumbles, miss damage, triggers, WEAPON dice, tiers, unarmed attacks and conditions.

import (
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// strikeCase is one attack with its dice forced after initiative, and the texts it must give.
type strikeCase struct {
	name    string
	ed      string
	board   string
	units   map[rune]who
	dice    []int // after the initiative d20s, which put the heroes first
	action  combat.Action
	attacks []string
	damages []string
	// asleep names a unit put to sleep (helpless) before the action.
	asleep string
}

// doubler is a hero's sheet with a sword whose crits are doubled n more times ("double crit
// damage", a talent's or a power's effect).
func doubler(s combat.Sheet, n int) combat.Sheet {
	return with(s, func(s *combat.Sheet) {
		w := combat.Weapon{Name: "keen sword", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 8}, Attributes: []string{"STR"}, Hands: 1}
		for range n {
			w.Effects = append(w.Effects, "double crit damage")
		}
		s.Weapons = append(s.Weapons, w)
	})
}

// runStrikes plays each case: initiative 20 for each hero roller and 1 for each creature
// kind, in board order; the turns end until the action's unit's turn, then the action.
func runStrikes(t *testing.T, cases []strikeCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ed := c.ed
			if ed == "" {
				ed = "1"
			}
			f := board(t, ed, c.board, c.units, append(initiativeDice(c.board, c.units), c.dice...)...)
			for !f.InTurnNow(f.U(c.action.Unit)) {
				f.EndTurn()
			}
			if c.asleep != "" {
				f.put(c.asleep, Helpless)
			}
			evs := f.Act(c.action)
			rulestest.WantTexts(t, "attacks", rulestest.AttackTexts(evs), c.attacks...)
			rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), c.damages...)
			f.replayed()
		})
	}
}

// initiativeDice gives 20 to each hero and 1 to each kind of creature, in board order.
func initiativeDice(text string, units map[rune]who) []int {
	var out []int
	seen := map[string]bool{}
	for _, c := range text {
		w, ok := units[c]
		if !ok {
			continue
		}
		if w.sheet.Hero {
			out = append(out, 20)
			continue
		}
		if w.kind == "" || !seen[w.kind] {
			out = append(out, 1)
			seen[w.kind] = true
		}
	}
	return out
}

func TestAttackRolls(t *testing.T) {
	fighter, orc := entry(t, "fighter"), entry(t, "orc")
	tough := with(orc, func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'F': hero(fighter), 'o': foe(tough)}
	runStrikes(t, []strikeCase{
		{name: "a hero: d20 + Str + level vs AC; WEAPON 1d8 + Str at 1st level", board: "Fo", units: units, dice: []int{12, 5},
			action:  attack(KindMelee, "F", "o", "longsword"),
			attacks: []string{"d20 12 + STR 4 + level 1 = 17 vs AC 16: hit"}, damages: []string{"damage 1d8 5 + STR 4 = 9"}},
		{name: "a magic item's attack bonus: a +1 longsword, +1 to hit (and to damage)", board: "Fo",
			units: map[rune]who{'F': hero(with(fighter, func(s *combat.Sheet) { s.Weapons[0].Magic = 1 })), 'o': foe(tough)}, dice: []int{12, 5},
			action:  attack(KindMelee, "F", "o", "longsword"),
			attacks: []string{"d20 12 + STR 4 + level 1 + magic 1 = 18 vs AC 16: hit"}, damages: []string{"damage 1d8 5 + STR 4 + magic 1 = 10"}},
		{name: "against MD: the cultist's whispers of madness, +6 vs the fighter's MD 11", board: "c..F",
			units: map[rune]who{'F': hero(fighter), 'c': foe(entry(t, "cultist"))}, dice: []int{5, 3},
			action:  attack(KindRanged, "c", "F", "whispers of madness"),
			attacks: []string{"d20 5 + attack 6 = 11 vs MD 11: hit"}, damages: []string{"damage 4 = 4"}},
		{name: "a creature: d20 + its attack bonus; its damage as its stat line says", board: "oF", units: map[rune]who{'F': hero(fighter), 'o': foe(tough)},
			dice: []int{13}, action: attack(KindMelee, "o", "F", ""),
			attacks: []string{"d20 13 + attack 6 = 19 vs AC 18: hit"}, damages: []string{"damage 6 = 6"}},
		{name: "natural 20: a crit doubles the damage, even below the defence", board: "Fo",
			units: map[rune]who{'F': hero(fighter), 'o': foe(with(tough, func(s *combat.Sheet) { s.AC = 40 }))}, dice: []int{20, 5},
			action:  attack(KindMelee, "F", "o", "longsword"),
			attacks: []string{"d20 20 + STR 4 + level 1 = 25 vs AC 40: crit (natural 20)"}, damages: []string{"damage 1d8 5 + STR 4 + crit: double 9 = 18"}},
		{name: "a crit doubled again is triple damage", board: "Fo",
			units: map[rune]who{'F': hero(doubler(fighter, 1)), 'o': foe(tough)}, dice: []int{20, 5},
			action:  attack(KindMelee, "F", "o", "keen sword"),
			attacks: []string{"d20 20 + STR 4 + level 1 = 25 vs AC 16: crit (natural 20)"}, damages: []string{"damage 1d8 5 + STR 4 + crit: triple 18 = 27"}},
		{name: "and triple doubled is quadruple", board: "Fo",
			units: map[rune]who{'F': hero(doubler(fighter, 2)), 'o': foe(tough)}, dice: []int{20, 5},
			action:  attack(KindMelee, "F", "o", "keen sword"),
			attacks: []string{"d20 20 + STR 4 + level 1 = 25 vs AC 16: crit (natural 20)"}, damages: []string{"damage 1d8 5 + STR 4 + crit: quadruple 27 = 36"}},
		{name: "a coup de grace with it: triple", board: "Fo",
			units: map[rune]who{'F': hero(doubler(fighter, 1)), 'o': foe(with(tough, func(s *combat.Sheet) { s.Traits = nil }))}, dice: []int{5},
			action: attack(KindCoupDeGrace, "F", "o", "keen sword"), asleep: "o",
			attacks: []string{"coup de grace on helpless o (AC 12): an automatic crit"}, damages: []string{"damage 1d8 5 + STR 4 + crit: triple 18 = 27"}},
		{name: "natural 1: a fumble, no miss damage even from an attack that has it", board: "Fo", units: units, dice: []int{1},
			action: attack(KindMelee, "F", "o", "longsword"), attacks: []string{"d20 1 + STR 4 + level 1 = 6 vs AC 16: fumble (natural 1): miss"}},
		{name: "a natural 1 misses even a defence it would beat", board: "Fo",
			units: map[rune]who{'F': hero(fighter), 'o': foe(with(tough, func(s *combat.Sheet) { s.AC = 3 }))}, dice: []int{1},
			action: attack(KindMelee, "F", "o", "longsword"), attacks: []string{"d20 1 + STR 4 + level 1 = 6 vs AC 3: fumble (natural 1): miss"}},
		{name: "miss damage: the basic melee attack deals the level on a miss", board: "Fo", units: units, dice: []int{3},
			action:  attack(KindMelee, "F", "o", "longsword"),
			attacks: []string{"d20 3 + STR 4 + level 1 = 8 vs AC 16: miss"}, damages: []string{"miss damage level 1 = 1"}},
		{name: "no miss damage where the attack names none", board: "Fo", units: units, dice: []int{3},
			action: attack(KindMelee, "F", "o", "unarmed"), attacks: []string{"d20 3 + STR 4 + level 1 − unarmed 2 = 6 vs AC 16: miss"}},
		{name: "a trigger on the natural roll: heavy blow's even miss adds the level again", board: "Fo", units: units, dice: []int{4},
			action:  attack(KindMelee, "F", "o", "heavy blow"),
			attacks: []string{"d20 4 + STR 4 + level 1 = 9 vs AC 16: miss"}, damages: []string{"miss damage level 1 + natural even miss (level) 1 = 2"}},
		{name: "and not on an odd miss", board: "Fo", units: units, dice: []int{5},
			action:  attack(KindMelee, "F", "o", "heavy blow"),
			attacks: []string{"d20 5 + STR 4 + level 1 = 10 vs AC 16: miss"}, damages: []string{"miss damage level 1 = 1"}},
		{name: "a creature's natural 16+ hit: the orc's +4", board: "oF", units: map[rune]who{'F': hero(fighter), 'o': foe(tough)}, dice: []int{16},
			action:  attack(KindMelee, "o", "F", ""),
			attacks: []string{"d20 16 + attack 6 = 22 vs AC 18: hit"}, damages: []string{"damage 6 + natural 16+ hit 4 = 10"}},
		{name: "against PD: the rogue's deadly thrust", board: "Ro", units: map[rune]who{'R': hero(entry(t, "rogue")), 'o': foe(tough)}, dice: []int{9, 8},
			action:  attack(KindMelee, "R", "o", "deadly thrust"),
			attacks: []string{"d20 9 + DEX 4 + level 1 = 14 vs PD 14: hit"}, damages: []string{"damage 1d8 8 + DEX 4 = 12"}},
		{name: "crit range +3: the ranger's lethal arrow crits on a natural 17 that hits", board: "R...o", units: map[rune]who{'R': hero(entry(t, "ranger")), 'o': foe(tough)},
			dice: []int{17, 6}, action: attack(KindRanged, "R", "o", "lethal arrow"),
			attacks: []string{"d20 17 + DEX 4 + level 1 = 22 vs AC 16: crit (natural 17)"}, damages: []string{"damage 1d8 6 + DEX 4 + crit: double 10 = 20"}},
		{name: "an expanded crit range does not turn a miss into a crit", board: "R...o",
			units: map[rune]who{'R': hero(entry(t, "ranger")), 'o': foe(with(tough, func(s *combat.Sheet) { s.AC = 30 }))},
			dice:  []int{18}, action: attack(KindRanged, "R", "o", "lethal arrow"),
			attacks: []string{"d20 18 + DEX 4 + level 1 = 23 vs AC 30: miss"}},
		{name: "far away (past the weapon's range) and in cover: −2 each", board: "R.............-o", units: map[rune]who{'R': hero(entry(t, "ranger")), 'o': foe(tough)},
			dice: []int{14, 3}, action: attack(KindRanged, "R", "o", "longbow"),
			attacks: []string{"d20 14 + DEX 4 + level 1 − far away 2 − cover 2 = 15 vs AC 16: miss"}, damages: []string{"miss damage level 1 = 1"}},
	})
}

func TestWeaponDiceAndTiers(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP, s.AC = 500, 5 })
	at := func(l int) map[rune]who { return map[rune]who{'F': hero(atLevel(t, "fighter", l)), 'o': foe(tough)} }
	runStrikes(t, []strikeCase{
		{name: "level 3: WEAPON is 3d8, + Str 4", board: "Fo", units: at(3), dice: []int{10, 1, 2, 3},
			action: attack(KindMelee, "F", "o", "longsword"), attacks: []string{"d20 10 + STR 4 + level 3 = 17 vs AC 5: hit"},
			damages: []string{"damage 3d8 6 + STR 4 = 10"}},
		{name: "level 5: ability modifier doubled, 18 STR deals WEAPON + 8", board: "Fo", units: at(5), dice: []int{10, 1, 1, 1, 1, 1},
			action: attack(KindMelee, "F", "o", "longsword"), attacks: []string{"d20 10 + STR 4 + level 5 = 19 vs AC 5: hit"},
			damages: []string{"damage 5d8 5 + STR ×2 8 = 13"}},
		{name: "level 8: tripled, WEAPON + 12", board: "Fo", units: at(8), dice: []int{10, 1, 1, 1, 1, 1, 1, 1, 1},
			action: attack(KindMelee, "F", "o", "longsword"), attacks: []string{"d20 10 + STR 4 + level 8 = 22 vs AC 5: hit"},
			damages: []string{"damage 8d8 8 + STR ×3 12 = 20"}},
		{name: "a weak hero's negative modifier is doubled too: Str 8 at 5th, −2", board: "Fo",
			units: map[rune]who{'F': hero(with(atLevel(t, "fighter", 5), func(s *combat.Sheet) { s.Attributes["STR"] = 8; s.Defenses["PD"] = 16 })), 'o': foe(tough)},
			dice:  []int{10, 1, 1, 1, 1, 1}, action: attack(KindMelee, "F", "o", "longsword"),
			attacks: []string{"d20 10 − STR 1 + level 5 = 14 vs AC 5: hit"}, damages: []string{"damage 5d8 5 − STR ×2 2 = 3"}},
		{name: "unarmed at 1st level: −2 to hit, a d3 + Str", board: "Fo", units: at(1), dice: []int{10, 3},
			action: attack(KindMelee, "F", "o", "unarmed"), attacks: []string{"d20 10 + STR 4 + level 1 − unarmed 2 = 13 vs AC 5: hit"},
			damages: []string{"damage 1d3 3 + STR 4 = 7"}},
		{name: "unarmed at 2nd level: 1d6", board: "Fo", units: at(2), dice: []int{10, 6},
			action: attack(KindMelee, "F", "o", "unarmed"), attacks: []string{"d20 10 + STR 4 + level 2 − unarmed 2 = 14 vs AC 5: hit"},
			damages: []string{"damage 1d6 6 + STR 4 = 10"}},
		{name: "unarmed at 3rd level: 1d6 and a d3 for the odd level", board: "Fo", units: at(3), dice: []int{10, 6, 2},
			action: attack(KindMelee, "F", "o", "unarmed"), attacks: []string{"d20 10 + STR 4 + level 3 − unarmed 2 = 15 vs AC 5: hit"},
			damages: []string{"damage 1d6 6 + 1d3 2 + STR 4 = 12"}},
		{name: "a spell rolls the dice it says, not one per level: ray of frost at 5th", board: "W...o",
			units: map[rune]who{'W': hero(atLevel(t, "wizard", 5)), 'o': foe(tough)}, dice: []int{11, 7},
			action: attack(KindRanged, "W", "o", "ray of frost"), attacks: []string{"d20 11 + INT 4 + level 5 = 20 vs PD 14: hit"},
			damages: []string{"damage 1d8 7 + INT ×2 8 = 15"}},
	})
}

func TestConditionsInAttacks(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	cases := []struct {
		name          string
		attacker, tgt []string
		want          string
	}{
		{"dazed: −4 to attacks", []string{Dazed}, nil, "d20 12 + STR 4 + level 1 − dazed 4 = 13 vs AC 16: miss"},
		{"dazed and weakened do not stack: −4", []string{Dazed, Weakened}, nil, "d20 12 + STR 4 + level 1 − dazed 4 = 13 vs AC 16: miss"},
		{"a weakened target: −4 to its defences", nil, []string{Weakened}, "d20 12 + STR 4 + level 1 = 17 vs AC 12: hit"},
		{"stunned and weakened do not stack: −4", nil, []string{Stunned, Weakened}, "d20 12 + STR 4 + level 1 = 17 vs AC 12: hit"},
		{"weakened: −4 to attacks", []string{Weakened}, nil, "d20 12 + STR 4 + level 1 − weakened 4 = 13 vs AC 16: miss"},
		{"fear dazes: −4 to attacks", []string{Fear}, nil, "d20 12 + STR 4 + level 1 − fear 4 = 13 vs AC 16: miss"},
		{"a stunned target: −4 to its defences", nil, []string{Stunned}, "d20 12 + STR 4 + level 1 = 17 vs AC 12: hit"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1, 12, 3)
			for _, n := range c.attacker {
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: n, Ends: SaveNormal, Owner: "F"}})
			}
			for _, n := range c.tgt {
				f.Emit(combat.ConditionAdded{Unit: "o", Condition: combat.Condition{Name: n, Ends: SaveNormal, Owner: "o"}})
			}
			rulestest.WantTexts(t, "attack", rulestest.AttackTexts(f.Act(attack(KindMelee, "F", "o", "longsword"))), c.want)
		})
	}
}

func TestDamageTypes(t *testing.T) {
	// 13th-age-combat-rules.txt "Other Damage Types": the types a creature may resist or be
	// vulnerable to; each reads as an attack's type and as a resistance.
	for _, typ := range []string{"acid", "cold", "fire", "force", "holy", "lightning", "negative energy", "poison", "psychic", "thunder"} {
		t.Run(typ, func(t *testing.T) {
			p, err := readPower(combat.Weapon{Name: "w", Kind: combat.Spell, Effects: []string{"type: " + typ}})
			if err != nil || p.dmgType != typ {
				t.Fatalf("type: %s reads as %q (%v)", typ, p.dmgType, err)
			}
			if err := checkSheet(&combat.Sheet{HP: 10, Defenses: map[string]int{"PD": 10, "MD": 10, "resist " + typ: 16}}, 0); err != nil {
				t.Fatalf("resist %s: %v", typ, err)
			}
		})
	}
	if _, err := readPower(combat.Weapon{Name: "w", Kind: combat.Spell, Effects: []string{"type: radiant"}}); err == nil {
		t.Error("a type the text does not list is refused")
	}
}

func TestShootingIntoMelee(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'R': hero(entry(t, "ranger")), 'F': hero(entry(t, "fighter")), 'o': foe(tough)}
	runStrikes(t, []strikeCase{
		{name: "edition 1: a fumble at a foe engaged with an ally is rolled again against the ally", board: "R...Fo", units: units,
			dice: []int{1, 15, 5}, action: attack(KindRanged, "R", "o", "longbow"),
			attacks: []string{"d20 1 + DEX 4 + level 1 = 6 vs AC 16: fumble (natural 1): miss", "d20 15 + DEX 4 + level 1 = 20 vs AC 18: hit"},
			damages: []string{"damage 1d8 5 + DEX 4 = 9"}},
		{name: "edition 2: it hits the ally for half damage", ed: "2", board: "R...Fo", units: units,
			dice: []int{1, 6}, action: attack(KindRanged, "R", "o", "longbow"),
			attacks: []string{"d20 1 + DEX 4 + level 1 = 6 vs AC 16: fumble (natural 1): miss"},
			damages: []string{"damage 1d8 6 + DEX 4 − into melee: half 5 = 5"}},
		{name: "no ally engaged with the target: nothing", board: "R...o.F", units: units,
			dice: []int{1}, action: attack(KindRanged, "R", "o", "longbow"),
			attacks: []string{"d20 1 + DEX 4 + level 1 = 6 vs AC 16: fumble (natural 1): miss"}},
		{name: "a melee fumble is only a fumble", board: "RoF", units: units,
			dice: []int{1}, action: attack(KindMelee, "R", "o", "longsword"),
			attacks: []string{"d20 1 + DEX 4 + level 1 = 6 vs AC 16: fumble (natural 1): miss"}},
	})
}

func TestSeveralTargets(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	// a wizard's spell at up to three foes, 2d6 + INT
	fork := func(group bool) combat.Sheet {
		fx := "targets: 3 nearby enemies"
		if group {
			fx += " in a group"
		}
		return with(entry(t, "wizard"), func(s *combat.Sheet) {
			s.Weapons = append(s.Weapons, combat.Weapon{Name: "forked bolt", Kind: combat.Spell, Damage: combat.Roll{Count: 2, Sides: 6},
				Attributes: []string{"INT"}, Range: 60, LongRange: 120, Against: "PD", Effects: []string{"type: lightning", fx}})
		})
	}
	units := func(group bool) map[rune]who {
		return map[rune]who{'W': hero(fork(group)), 'a': foeKind("orc", tough), 'b': foeKind("orc", tough), 'c': foeKind("orc", tough), 'd': foeKind("orc", tough)}
	}
	const field = "W...ab.c.d"
	cases := []struct {
		name    string
		group   bool
		option  string
		dice    []int // after initiative: the d20s in order, the 2d6 once
		attacks []string
		hurt    map[string]int // damage taken by each orc
	}{
		// a and b stand together; c, a square off, is not in their group: two rolls, one 2d6
		{"in a group: the named foe, then those next to it, no skipping", true, "", []int{15, 3, 4, 12},
			[]string{"d20 15 + INT 4 + level 1 = 20 vs PD 14: hit", "d20 12 + INT 4 + level 1 = 17 vs PD 14: hit"},
			map[string]int{"a": 11, "b": 11, "c": 0, "d": 0}},
		{"not in a group: the three nearest", false, "", []int{15, 3, 4, 5, 12},
			[]string{"d20 15 + INT 4 + level 1 = 20 vs PD 14: hit", "d20 5 + INT 4 + level 1 = 10 vs PD 14: miss", "d20 12 + INT 4 + level 1 = 17 vs PD 14: hit"},
			map[string]int{"a": 11, "b": 0, "c": 11, "d": 0}},
		{"not in a group: the ones the wizard names", false, "d", []int{2, 16, 3, 4},
			[]string{"d20 2 + INT 4 + level 1 = 7 vs PD 14: miss", "d20 16 + INT 4 + level 1 = 21 vs PD 14: hit"},
			map[string]int{"a": 0, "b": 0, "c": 0, "d": 11}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", field, units(c.group), append([]int{20, 1}, c.dice...)...)
			a := attack(KindRanged, "W", "a", "forked bolt")
			a.Choice = c.option
			evs := f.Act(a)
			rulestest.WantTexts(t, "attacks", rulestest.AttackTexts(evs), c.attacks...)
			if n := len(rulestest.Of[combat.DamageRolled](evs)); n != len(c.attacks)-strings.Count(strings.Join(c.attacks, "|"), "miss") {
				t.Fatalf("%d damage events for %v", n, c.attacks)
			}
			if rolls := len(rulestest.Of[combat.Rolled](evs)); rolls != len(c.attacks)+1 {
				t.Fatalf("%d dice rolled: an attack roll each and one damage roll", rolls)
			}
			for name, dmg := range c.hurt {
				if got := 200 - f.U(name).HP; got != dmg {
					t.Fatalf("%s took %d, want %d", name, got, dmg)
				}
			}
			f.replayed()
		})
	}
	t.Run("a group spell's other targets are not named", func(t *testing.T) {
		f := board(t, "1", field, units(true), 20, 1)
		a := attack(KindRanged, "W", "a", "forked bolt")
		a.Choice = "d"
		f.Refused(a, "Targeting", "targets enemies in a group")
	})
}

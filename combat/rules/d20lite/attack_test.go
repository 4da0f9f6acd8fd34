package d20lite

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// weapon makes a test weapon.
func weapon(name, kind, damage string, hands int, effects ...string) combat.Weapon {
	r, err := combat.ParseRoll(damage)
	if err != nil {
		panic(err)
	}
	w := combat.Weapon{Name: name, Kind: kind, Damage: r, Hands: hands, Effects: effects}
	if kind == combat.Bow || kind == combat.Thrown {
		w.Range, w.LongRange = 60, 120
	}
	return w
}

// d20-sunday-stats-combat.txt "Resolving Any Normal Attack": d20 + BAB + Str (Dex for a
// missile weapon) against the defence; damage the weapon's + Str for melee (×1½ two-handed,
// ½ off hand), the weapon's alone for a ranged one, at least 1; a natural 1 misses, a
// natural 20 hits; a natural roll in the threat range is a critical hit, no confirmation.
func TestAttackRoll(t *testing.T) {
	str16 := func(ws ...combat.Weapon) combat.Sheet {
		return combat.Sheet{Attributes: map[string]int{"STR": 16, "DEX": 14}, AttackBonus: 2, AC: 12, HP: 30, Speed: 30, Weapons: ws}
	}
	cases := []struct {
		name   string
		sheet  combat.Sheet
		action combat.Action
		dice   []int
		attack string
		damage string // "" for no damage roll
	}{
		{"melee: d20 + BAB + Str; damage + Str", str16(weapon("sword", combat.Melee, "1d8", 1)), attack(KindMelee, "A", "B", "sword"), []int{10, 5},
			"d20 10 + BAB 2 + Str 3 = 15 vs AC 15: hit", "1d8 5 + Str 3 = 8"},
		{"a miss by one", str16(weapon("sword", combat.Melee, "1d8", 1)), attack(KindMelee, "A", "B", "sword"), []int{9},
			"d20 9 + BAB 2 + Str 3 = 14 vs AC 15: miss", ""},
		{"two-handed: 1½ Str (3 → 4)", str16(weapon("greataxe", combat.Melee, "1d12", 2, "crit x3")), attack(KindMelee, "A", "B", "greataxe"), []int{10, 7},
			"d20 10 + BAB 2 + Str 3 = 15 vs AC 15: hit", "1d12 7 + 1½ Str (two hands) 4 = 11"},
		{"missile: Dex to hit, no Str to damage", str16(weapon("bow", combat.Bow, "1d6", 2, "crit x3")), attack(KindRanged, "A", "B", "bow"), []int{11, 4},
			"d20 11 + BAB 2 + Dex 2 = 15 vs AC 15: hit", "1d6 4 = 4"},
		{"natural 1 misses whatever the total", with(str16(weapon("sword", combat.Melee, "1d8", 1)), func(s *combat.Sheet) { s.AttackBonus = 20 }), attack(KindMelee, "A", "B", "sword"), []int{1},
			"d20 1 + BAB 20 + Str 3 = 24 vs AC 15: a natural 1 misses", ""},
		{"natural 20 hits whatever the total, a critical hit ×2", with(str16(weapon("sword", combat.Melee, "1d8", 1)), func(s *combat.Sheet) { s.AttackBonus = -10 }), attack(KindMelee, "A", "B", "sword"), []int{20, 3},
			"d20 20 − BAB 10 + Str 3 = 13 vs AC 15: a natural 20 hits, a critical hit (threat 20–20, ×2)", "1d8 3 + Str 3 + critical ×2 6 = 12"},
		{"threat range 19–20: a 19 that hits is a critical hit, unconfirmed", str16(weapon("sword", combat.Melee, "1d8", 1, "crit 19-20/x2")), attack(KindMelee, "A", "B", "sword"), []int{19, 4},
			"d20 19 + BAB 2 + Str 3 = 24 vs AC 15: hit, a critical hit (threat 19–20, ×2)", "1d8 4 + Str 3 + critical ×2 7 = 14"},
		{"×3 multiplier", str16(weapon("axe", combat.Melee, "1d8", 1, "crit x3")), attack(KindMelee, "A", "B", "axe"), []int{20, 2},
			"d20 20 + BAB 2 + Str 3 = 25 vs AC 15: hit, a critical hit (threat 20–20, ×3)", "1d8 2 + Str 3 + critical ×3 10 = 15"},
		{"damage is at least 1", with(str16(weapon("fist", combat.Melee, "1d2", 1)), func(s *combat.Sheet) { s.Attributes["STR"] = 4 }), attack(KindMelee, "A", "B", "fist"), []int{18, 1},
			"d20 18 + BAB 2 − Str 3 = 17 vs AC 15: hit", "1d2 1 − Str 3 + at least 1 3 = 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, `
				.....
				.AB..
				.....`, map[rune]who{'A': hero(c.sheet), 'B': enemy(dummy(15, 40))}, 20, 1)
			f.force(c.dice...)
			evs := f.Act(c.action)
			rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), c.attack)
			if c.damage == "" {
				rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs))
			} else {
				rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), c.damage)
			}
		})
	}
}

// d20-sunday-stats-combat.txt "Actions": Melee attack, fighting defensively: −4 to hit, +2
// armor class.
func TestFightingDefensively(t *testing.T) {
	f := board(t, `
		.....
		.AB..
		.....`, map[rune]who{'A': hero(fighterSheet(3, 14, 30)), 'B': enemy(fighterSheet(1, 10, 30))}, 20, 1)
	f.force(12, 4)
	evs := f.Act(combat.Action{Kind: KindMelee, Unit: "A", Target: "B", Weapon: "longsword", Choice: Defensively})
	rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 12 + BAB 3 + Str 2 − fighting defensively 4 = 13 vs AC 10 − flat-footed 1 = 9: hit")
	f.EndTurn()
	f.force(11, 1)
	evs = f.Act(attack(KindMelee, "B", "A", "longsword"))
	rulestest.WantTexts(t, "B's attack on A", rulestest.AttackTexts(evs), "d20 11 + BAB 1 + Str 2 = 14 vs AC 14 + fighting defensively 2 = 16: miss")
	f.EndTurn()
	if f.U("A").Is(Defensive) {
		t.Fatalf("fighting defensively lasts until A's next turn")
	}
}

// d20-sunday-stats-combat.txt "Actions": Ranged attack, −4 if the target is engaged in melee
// with an ally of yours.
func TestRangedIntoMelee(t *testing.T) {
	f := board(t, `
		A.....
		....CB`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 40)), 'C': hero(dummy(10, 10))}, 20, 1, 2)
	f.force(12, 2)
	evs := f.Act(attack(KindRanged, "A", "B", "shortbow"))
	rulestest.WantTexts(t, "shot", rulestest.AttackTexts(evs), "d20 12 + BAB 1 + Dex 1 − into melee 4 = 10 vs AC 10: hit")
}

// d20-sunday-stats-combat.txt "Combat Modifiers": cover +4 to defence; concealment: 20% of
// hits miss anyway; flanking: +2 to hit for both (docs/rulings.md "Flanking on squares").
func TestCombatModifiers(t *testing.T) {
	t.Run("cover +4", func(t *testing.T) {
		f := board(t, `
			A...-B`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 40))}, 20, 1)
		f.force(12, 2)
		evs := f.Act(attack(KindRanged, "A", "B", "shortbow"))
		rulestest.WantTexts(t, "shot", rulestest.AttackTexts(evs), "d20 12 + BAB 1 + Dex 1 = 14 vs AC 10 + cover 4 = 14: hit")
	})
	for _, c := range []struct {
		name  string
		d100  int
		lands bool
	}{{"concealment: 20 on the d100 misses anyway", 20, false}, {"concealment: 21 hits", 21, true}} {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, `
				A...B`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': hidden(enemy(dummy(10, 40)))}, 20, 1)
			f.force(12, c.d100, 2)
			evs := f.Act(attack(KindRanged, "A", "B", "shortbow"))
			if got := len(rulestest.DamageTexts(evs)) == 1; got != c.lands {
				t.Fatalf("the hit lands: %v, want %v (d100 %d: 1–20 misses)", got, c.lands, c.d100)
			}
		})
	}
	flank := func(t *testing.T, text string, flanked bool) {
		f := board(t, text, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 40)), 'C': hero(fighterSheet(1, 12, 30))}, 20, 1, 2)
		f.force(10, 2)
		evs := f.Act(attack(KindMelee, "A", "B", "longsword"))
		bonus := "d20 10 + BAB 1 + Str 2 = 13 vs AC 10: hit"
		if flanked {
			bonus = "d20 10 + BAB 1 + Str 2 + flanking 2 = 15 vs AC 10: hit"
		}
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), bonus)
	}
	t.Run("flanking: straight across", func(t *testing.T) { flank(t, "ABC", true) })
	t.Run("flanking: corner to corner", func(t *testing.T) {
		flank(t, `
			A..
			.B.
			..C`, true)
	})
	t.Run("not flanking: beside and across a corner", func(t *testing.T) {
		flank(t, `
			A..
			.B.
			.C.`, false)
	})
	t.Run("flanking: an ally with nothing in hand flanks too", func(t *testing.T) {
		f := board(t, "ABC", map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 40)), 'C': hero(with(dummy(10, 10), func(s *combat.Sheet) { s.Weapons = nil }))}, 20, 1, 2)
		f.force(10, 2)
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(f.Act(attack(KindMelee, "A", "B", "longsword"))), "d20 10 + BAB 1 + Str 2 + flanking 2 = 15 vs AC 10: hit")
	})
	t.Run("not flanking: a downed ally", func(t *testing.T) {
		f := boardHP(t, "ABC", map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 40)), 'C': hero(dummy(10, 10))}, map[rune]int{'C': 1}, 3, 20, 2)
		// B 20, A 4, C 2: B fells C first
		f.force(15, 3)
		f.Act(attack(KindMelee, "B", "C", "club")) // C: 1 − 3 = −2, dying
		f.EndTurn()
		f.force(10, 2)
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(f.Act(attack(KindMelee, "A", "B", "longsword"))), "d20 10 + BAB 1 + Str 2 = 13 vs AC 10: hit")
	})
	t.Run("not flanking: a ranged attack", func(t *testing.T) {
		f := board(t, "ABC", map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 40)), 'C': hero(fighterSheet(1, 12, 30))}, 20, 1, 2)
		f.force(15, 2)
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(f.Act(attack(KindRanged, "A", "B", "shortbow"))), "d20 15 + BAB 1 + Dex 1 − into melee 4 = 13 vs AC 10: hit")
	})
}

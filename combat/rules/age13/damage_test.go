package age13

// Tests of damage: resistance, vulnerability in each edition, ongoing damage and saves, temporary hp, mooks, staggered.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestResistanceAndVulnerability(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	resists := with(tough, func(s *combat.Sheet) { s.Defenses["resist weapons"] = 16; s.Defenses["resist cold"] = 18 })
	holyHater := with(tough, func(s *combat.Sheet) { s.Traits = []string{"vulnerable-holy"} })
	cleric := hero(entry(t, "cleric"))
	fireproof := with(tough, func(s *combat.Sheet) { s.Defenses["resist fire"] = 16 })
	runStrikes(t, []strikeCase{
		{name: "resist weapons 16+: a natural 15 deals half, rounded down", board: "Fo", units: map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(resists)},
			dice: []int{15, 6}, action: attack(KindMelee, "F", "o", "longsword"),
			attacks: []string{"d20 15 + STR 4 + level 1 = 20 vs AC 16: hit"}, damages: []string{"damage 1d8 6 + STR 4 − resist weapons 16+: half 5 = 5"}},
		{name: "a natural 16 beats resist 16+: full damage", board: "Fo", units: map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(resists)},
			dice: []int{16, 6}, action: attack(KindMelee, "F", "o", "longsword"),
			attacks: []string{"d20 16 + STR 4 + level 1 = 21 vs AC 16: hit"}, damages: []string{"damage 1d8 6 + STR 4 = 10"}},
		{name: "a spell is not a weapon: resist cold 18+ halves ray of frost below 18, 9 becomes 4", board: "W...o", units: map[rune]who{'W': hero(entry(t, "wizard")), 'o': foe(resists)},
			dice: []int{17, 5}, action: attack(KindRanged, "W", "o", "ray of frost"),
			attacks: []string{"d20 17 + INT 4 + level 1 = 22 vs PD 14: hit"}, damages: []string{"damage 1d8 5 + INT 4 − resist cold 18+: half 5 = 4"}},
		{name: "resist fire 16+ is immunity to normal fire: a torch does nothing, even on a natural 18", board: "Fo", units: map[rune]who{'F': hero(torch(entry(t, "fighter"), 0)), 'o': foe(fireproof)},
			dice: []int{18, 3}, action: attack(KindMelee, "F", "o", "torch"),
			attacks: []string{"d20 18 + STR 4 + level 1 = 23 vs AC 16: hit"}, damages: []string{"damage 1d6 3 + STR 4 − immune to normal fire 7 = 0"}},
		{name: "a magic torch (+1) is magical: a natural 18 beats resist 16+", board: "Fo", units: map[rune]who{'F': hero(torch(entry(t, "fighter"), 1)), 'o': foe(fireproof)},
			dice: []int{18, 3}, action: attack(KindMelee, "F", "o", "torch"),
			attacks: []string{"d20 18 + STR 4 + level 1 + magic 1 = 24 vs AC 16: hit"}, damages: []string{"damage 1d6 3 + STR 4 + magic 1 = 8"}},
		{name: "and a natural 15 is halved, as any resistance", board: "Fo", units: map[rune]who{'F': hero(torch(entry(t, "fighter"), 1)), 'o': foe(fireproof)},
			dice: []int{15, 3}, action: attack(KindMelee, "F", "o", "torch"),
			attacks: []string{"d20 15 + STR 4 + level 1 + magic 1 = 21 vs AC 16: hit"}, damages: []string{"damage 1d6 3 + STR 4 + magic 1 − resist fire 16+: half 4 = 4"}},
		{name: "edition 1, vulnerable: the crit range widens by 2, a natural 18 hit crits", board: "C...o", units: map[rune]who{'C': cleric, 'o': foe(holyHater)},
			dice: []int{18, 4}, action: attack(KindRanged, "C", "o", "javelin of faith"),
			attacks: []string{"d20 18 + WIS 4 + level 1 = 23 vs PD 14: crit (natural 18)"}, damages: []string{"damage 1d8 4 + WIS 4 + crit: double 8 = 16"}},
		{name: "edition 2, vulnerable: no wider crit range, but +2 × level on a hit", ed: "2", board: "C...o", units: map[rune]who{'C': cleric, 'o': foe(holyHater)},
			dice: []int{18, 4}, action: attack(KindRanged, "C", "o", "javelin of faith"),
			attacks: []string{"d20 18 + WIS 4 + level 1 = 23 vs PD 14: hit"}, damages: []string{"damage 1d8 4 + WIS 4 + vulnerable: 2 × level 2 = 10"}},
		{name: "edition 2, vulnerable: 2 × level even on a miss without miss damage", ed: "2", board: "C...o", units: map[rune]who{'C': cleric, 'o': foe(holyHater)},
			dice: []int{3}, action: attack(KindRanged, "C", "o", "javelin of faith"),
			attacks: []string{"d20 3 + WIS 4 + level 1 = 8 vs PD 14: miss"}, damages: []string{"miss damage vulnerable: 2 × level 2 = 2"}},
		{name: "edition 2, vulnerable: 3 × level on a crit, after the doubling", ed: "2", board: "C...o", units: map[rune]who{'C': cleric, 'o': foe(holyHater)},
			dice: []int{20, 4}, action: attack(KindRanged, "C", "o", "javelin of faith"),
			attacks: []string{"d20 20 + WIS 4 + level 1 = 25 vs PD 14: crit (natural 20)"}, damages: []string{"damage 1d8 4 + WIS 4 + crit: double 8 + vulnerable: 3 × level 3 = 19"}},
		{name: "edition 2, vulnerable: nothing on a fumble", ed: "2", board: "C...o", units: map[rune]who{'C': cleric, 'o': foe(holyHater)},
			dice: []int{1}, action: attack(KindRanged, "C", "o", "javelin of faith"),
			attacks: []string{"d20 1 + WIS 4 + level 1 = 6 vs PD 14: fumble (natural 1): miss"}},
		{name: "a miss's half damage: the ogre's 2d12+5 halved", board: "OF", units: map[rune]who{'F': hero(entry(t, "fighter")), 'O': foe(entry(t, "ogre"))},
			dice: []int{5, 7, 4}, action: attack(KindMelee, "O", "F", ""),
			attacks: []string{"d20 5 + attack 8 = 13 vs AC 18: miss"}, damages: []string{"miss damage 2d12+5 16 − half 8 = 8"}},
	})
}

func TestOngoingDamageAndSaves(t *testing.T) {
	wiz := hero(entry(t, "wizard"))
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	t.Run("acid arrow: ongoing 5 acid on a hit, taken at the end of the target's turn, then a save (11+)", func(t *testing.T) {
		// W first, then the orc; the save fails (10), the next succeeds (11)
		f := board(t, "1", "W...o", map[rune]who{'W': wiz, 'o': foe(tough)}, 20, 1, 15, 3, 4, 10, 11)
		evs := f.Act(attack(KindRanged, "W", "o", "acid arrow"))
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "damage 2d10 7 + INT 4 = 11")
		f.EndTurn()
		evs = f.Act(combat.Action{Kind: combat.EndTurn}) // the orc's turn ends
		rulestest.WantTexts(t, "save", rulestest.CheckTexts(evs), "save against ongoing 5 acid damage: d20 10 vs 11+: failure")
		if o := f.U("o"); o.HP != 200-11-5 || !o.Is(Ongoing) {
			t.Fatalf("orc %d hp, ongoing %v: want 184 and still burning", o.HP, o.Is(Ongoing))
		}
		f.EndTurn()
		evs = f.Act(combat.Action{Kind: combat.EndTurn})
		rulestest.WantTexts(t, "save", rulestest.CheckTexts(evs), "save against ongoing 5 acid damage: d20 11 vs 11+: success")
		if o := f.U("o"); o.HP != 200-11-10 || o.Is(Ongoing) {
			t.Fatalf("orc %d hp, ongoing %v: want 179 and the acid gone", o.HP, o.Is(Ongoing))
		}
		f.replayed()
	})
	t.Run("and on a miss too; a daily power is spent for the battle", func(t *testing.T) {
		f := board(t, "1", "W...o", map[rune]who{'W': wiz, 'o': foe(tough)}, 20, 1, 2)
		f.Act(attack(KindRanged, "W", "o", "acid arrow"))
		if c, ok := f.U("o").Condition(Ongoing); !ok || c.Value != 5 || c.Ends != SaveNormal {
			t.Fatalf("ongoing %+v: want 5 acid, save ends", c)
		}
		f.EndTurn()
		f.EndTurn()
		f.Refused(attack(KindRanged, "W", "o", "acid arrow"), "Combat Actions", "has already used acid arrow this battle")
	})
	t.Run("edition 2: a crit doubles ongoing damage for its first turn", func(t *testing.T) {
		f := board(t, "2", "W...o", map[rune]who{'W': wiz, 'o': foe(tough)}, 20, 1, 20, 1, 1, 3, 5)
		f.Act(attack(KindRanged, "W", "o", "acid arrow")) // 2d10 1+1 + 4 = 6, doubled 12
		f.EndTurn()
		f.EndTurn() // 10 ongoing, save 3 fails
		if o := f.U("o"); o.HP != 200-12-10 {
			t.Fatalf("orc has %d hp, want 178 (12 from the hit, 10 ongoing)", o.HP)
		}
		f.EndTurn()
		f.EndTurn() // 5 ongoing, save 5 fails
		if o := f.U("o"); o.HP != 200-12-10-5 {
			t.Fatalf("orc has %d hp, want 173: 5 ongoing after the first turn", o.HP)
		}
	})
	t.Run("easy and hard saves: 6+ and 16+", func(t *testing.T) {
		for _, c := range []struct {
			ends combat.Ends
			roll int
			gone bool
		}{{SaveEasy, 6, true}, {SaveEasy, 5, false}, {SaveHard, 16, true}, {SaveHard, 15, false}} {
			f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1, c.roll)
			f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Dazed, Source: "o", Ends: c.ends, Owner: "F"}})
			f.EndTurn()
			if f.U("F").Is(Dazed) == c.gone {
				t.Fatalf("%s with a %d: dazed still %v", c.ends, c.roll, !c.gone)
			}
		}
	})
	t.Run("until the end of your next turn: a daze lasts through the attacker's next turn", func(t *testing.T) {
		// W rays the orc on its turn (even hit); the orc's turn; W's next turn; it ends there.
		f := board(t, "1", "W...o", map[rune]who{'W': wiz, 'o': foe(tough)}, 20, 1, 12, 4)
		f.Act(attack(KindRanged, "W", "o", "ray of frost"))
		f.EndTurn()
		if !f.U("o").Is(Dazed) {
			t.Fatal("the orc should be dazed on its turn")
		}
		f.EndTurn()
		if !f.U("o").Is(Dazed) {
			t.Fatal("the orc should be dazed during W's next turn")
		}
		f.EndTurn()
		if f.U("o").Is(Dazed) {
			t.Fatal("the daze ends at the end of W's next turn")
		}
		f.replayed()
	})
}

func TestResistedOngoingDamage(t *testing.T) {
	// 13th-age-combat-rules.txt "Resistance": "If you take ongoing damage of a type you resist,
	// use the original attack roll to determine whether you take the full amount of ongoing
	// damage or half the amount (rounded down)." The wizard's acid arrow (ongoing 5 acid)
	// against resist acid 16+.
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200; s.Defenses = map[string]int{"PD": 14, "MD": 11, "resist acid": 16} })
	cases := []struct {
		name    string
		natural int
		ongoing int
	}{{"a natural 15 under resist 16+: half of 5, 2", 15, 2}, {"a natural 16: the full 5", 16, 5}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", "W...o", map[rune]who{'W': hero(entry(t, "wizard")), 'o': foe(tough)}, 20, 1, c.natural, 5, 5)
			f.Act(attack(KindRanged, "W", "o", "acid arrow"))
			if got, ok := f.U("o").Condition(Ongoing); !ok || got.Value != c.ongoing {
				t.Fatalf("ongoing %+v, want %d", got, c.ongoing)
			}
		})
	}
}

func TestTemporaryHitPoints(t *testing.T) {
	// 13th-age-combat-rules.txt "Temporary Hit Points": they don't stack (keep the higher) and
	// absorb damage first. The sources: the barbarian's raging blow (hit: 2d6 temporary hit
	// points, daily) and the ogre's great club (natural 16+ hit: 10 temporary hit points).
	units := map[rune]who{'B': hero(entry(t, "barbarian")), 'O': foe(entry(t, "ogre"))}
	cases := []struct {
		name string
		// start are the temporary hit points B and O have before the action (0: none).
		startB, startO int
		// ogre makes the ogre attack B (its turn), else B attacks it with its raging blow.
		ogre  bool
		dice  []int
		tempB int
		tempO int
		hpB   int
	}{
		{name: "a class power: raging blow hits (d20 15 + STR 4 + level 1 = 20 vs AC 18) and gives 2d6 4 + 3 = 7",
			dice: []int{15, 5, 4, 3}, tempB: 7, hpB: 30},
		{name: "a class power's miss gives none (d20 5 + 5 = 10 vs AC 18)",
			dice: []int{5}, hpB: 30},
		{name: "a monster ability: the ogre's natural 16+ hit (16 + 8 = 24 vs AC 15) gives it 10",
			ogre: true, dice: []int{16, 1, 1}, tempO: 10, hpB: 30 - 7},
		{name: "a monster's natural 15 hit gives none",
			ogre: true, dice: []int{15, 1, 1}, hpB: 30 - 7},
		{name: "they don't stack: with 12 left the ogre's 10 are ignored, the higher kept",
			ogre: true, startO: 12, dice: []int{16, 1, 1}, tempO: 12, hpB: 30 - 7},
		{name: "they don't stack: with 4 left the ogre's 10 replace them: 10, not 14",
			ogre: true, startO: 4, dice: []int{16, 1, 1}, tempO: 10, hpB: 30 - 7},
		{name: "they don't stack: B's 7 from the blow replace its 5, and are not added: 7",
			startB: 5, dice: []int{15, 5, 4, 3}, tempB: 7, hpB: 30},
		{name: "they absorb damage first: the ogre's 2d12 1 + 1 + 5 = 7 take B's 5 temporary, then 2 of its 30",
			ogre: true, startB: 5, dice: []int{15, 1, 1}, hpB: 30 - 2},
		{name: "they absorb damage first: 9 temporary take all 7, 2 left, hit points untouched",
			ogre: true, startB: 9, dice: []int{15, 1, 1}, tempB: 2, hpB: 30},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			init := []int{20, 1} // B first
			if c.ogre {
				init = []int{1, 20}
			}
			f := board(t, "1", "BO", units, append(init, c.dice...)...)
			for name, n := range map[string]int{"B": c.startB, "O": c.startO} {
				if n > 0 {
					f.Emit(combat.ConditionAdded{Unit: name, Condition: combat.Condition{Name: TempHP, Value: n, Ends: combat.EndOfBattle}})
				}
			}
			if c.ogre {
				f.Act(attack(KindMelee, "O", "B", "great club"))
			} else {
				f.Act(attack(KindMelee, "B", "O", "raging blow"))
			}
			for name, want := range map[string]int{"B": c.tempB, "O": c.tempO} {
				got := 0
				if tc, ok := f.U(name).Condition(TempHP); ok {
					got = tc.Value
				}
				if got != want {
					t.Errorf("%s has %d temporary hit points, want %d", name, got, want)
				}
			}
			if hp := f.U("B").HP; hp != c.hpB {
				t.Errorf("B has %d hp, want %d", hp, c.hpB)
			}
			f.replayed()
		})
	}
	t.Run("the catalog's effect reads as the attacker's gain", func(t *testing.T) {
		for _, fx := range []string{"hit: you gain 5 temporary hit points", "natural even hit: you gain 2d6 temporary hit points", "hit: you gain level temporary hit points"} {
			if _, err := readPower(combat.Weapon{Name: "w", Kind: combat.Melee, Effects: []string{fx}}); err != nil {
				t.Errorf("%q: %v", fx, err)
			}
		}
		for _, fx := range []string{"hit: you gain 5 hit points", "hit: you gain lots temporary hit points", "hit: you gain 0 temporary hit points"} {
			if _, err := readPower(combat.Weapon{Name: "w", Kind: combat.Melee, Effects: []string{fx}}); err == nil {
				t.Errorf("%q: read without an error", fx)
			}
		}
	})
}

func TestStaggeredAndSlain(t *testing.T) {
	orc := entry(t, "orc")
	f := board(t, "1", "Fo", map[rune]who{'F': hero(atLevel(t, "fighter", 2)), 'o': foe(orc)}, 20, 1, 15, 4, 5, 15, 8, 8)
	f.Act(attack(KindMelee, "F", "o", "longsword")) // 2d8 9 + 4 = 13: 14 of 27 left, more than half
	if f.U("o").Is(Staggered) {
		t.Fatal("14 of 27 hp is not staggered")
	}
	f.EndTurn()
	f.EndTurn()
	f.Act(attack(KindMelee, "F", "o", "longsword")) // 2d8 16 + 4 = 20: 0 left
	if o := f.U("o"); o.Status != combat.Dead || o.HP != 0 {
		t.Fatalf("orc %s at %d hp: a creature at 0 hp is slain", o.Status, o.HP)
	}
	f = board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(with(orc, func(s *combat.Sheet) { s.HP = 20 }))}, 20, 1, 15, 6)
	f.Act(attack(KindMelee, "F", "o", "longsword")) // 10 of 20: half, staggered
	if !f.U("o").Is(Staggered) {
		t.Fatal("10 of 20 hp is staggered (half or fewer)")
	}
}

func TestMooks(t *testing.T) {
	rat := entry(t, "giant-rat") // 6 hp mooks
	units := map[rune]who{'F': hero(atLevel(t, "fighter", 2)), 'a': foeKind("giant-rat", rat), 'b': foeKind("giant-rat", rat),
		'c': foeKind("giant-rat", rat)}
	// the rats' shared roll, then F's; F hits a for 2d8 (4, 4) + 4 = 12: a dies (6), 6 spill
	// over to b, next to F; c is out of F's reach and keeps its 6 hp.
	f := board(t, "1", "aFb\n...\n..c", units, 1, 20, 15, 4, 4)
	evs := f.Act(attack(KindMelee, "F", "a", "longsword"))
	rulestest.WantTexts(t, "notes", texts[combat.Note](evs), "6 damage spills over to b, the next mook of the mob")
	if f.U("a").Status != combat.Dead || f.U("b").Status != combat.Dead || f.U("c").Status != combat.Active {
		t.Fatalf("a %s, b %s, c %s: 12 damage kills two 6 hp mooks in reach, not the one out of it", f.U("a").Status, f.U("b").Status, f.U("c").Status)
	}
	f.replayed()
}

// torch is a hero's sheet with a torch: a fire weapon with a magic bonus (0: normal fire).
func torch(s combat.Sheet, magic int) combat.Sheet {
	return with(s, func(s *combat.Sheet) {
		s.Weapons = append(s.Weapons, combat.Weapon{Name: "torch", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 6},
			Attributes: []string{"STR"}, Hands: 1, Magic: magic, Effects: []string{"type: fire"}})
	})
}

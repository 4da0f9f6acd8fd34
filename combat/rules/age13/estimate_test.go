package age13

// Tests of the odds the AI and the attack preview read: Estimate and Threat.

import (
	"math"
	"testing"

	"skirmish/combat"
)

func TestEstimate(t *testing.T) {
	orc := entry(t, "orc")
	cases := []struct {
		name   string
		target combat.Sheet
		want   combat.Estimate
	}{
		// d20 + 5 vs AC 16: natural 11 to 20 hit (0.5); 11–19 deal 1d8 + 4 (mean 8.5), 20 crits
		// (mean 17), 2–10 miss for the level (1), and on the even ones (2, 4, 6, 8, 10) the
		// flexible heavy blow adds the level again: (9 × 8.5 + 17 + 9 × 1 + 5 × 1) / 20 = 5.375.
		{"longsword against an orc", orc, combat.Estimate{Hit: 0.5, Damage: 5.375, Min: 5, Max: 12, Kill: 0}},
		// against 6 hp: a hit drops it unless the d8 rolls 1, a crit always; a miss's 1 or 2
		// does not: (9 × 7/8 + 1) / 20.
		{"against 6 hp", with(orc, func(s *combat.Sheet) { s.HP = 6 }), combat.Estimate{Hit: 0.5, Damage: 5.375, Min: 5, Max: 12, Kill: (9*7.0/8 + 1) / 20}},
		// against AC 40 only the natural 20 hits; 2–19 miss for 1, the nine even ones for 2.
		{"only a natural 20 hits AC 40", with(orc, func(s *combat.Sheet) { s.AC = 40 }), combat.Estimate{Hit: 0.05, Damage: (17 + 18*1.0 + 9*1.0) / 20, Min: 0, Max: 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(c.target)}, 20, 1)
			got := f.Rules.Estimate(f.Battle, attack(KindMelee, "F", "o", "longsword"))
			if math.Abs(got.Hit-c.want.Hit) > 1e-9 || math.Abs(got.Damage-c.want.Damage) > 1e-9 || got.Min != c.want.Min ||
				got.Max != c.want.Max || math.Abs(got.Kill-c.want.Kill) > 1e-9 {
				t.Fatalf("Estimate = %+v, want %+v", got, c.want)
			}
		})
	}
	t.Run("not an attack: zero", func(t *testing.T) {
		f := board(t, "1", "F.o", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(orc)}, 20, 1)
		if got := f.Rules.Estimate(f.Battle, run("F", pos(1, 0))); got != (combat.Estimate{}) {
			t.Fatalf("Estimate of a move = %+v", got)
		}
	})
}

func TestThreat(t *testing.T) {
	f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}, 20, 1)
	// the fighter's best: a d8 at its most + Str 4; the orc's: 6 + 4 on a natural 16+ hit
	if got := f.Rules.Threat(f.Battle, f.U("F"), f.U("o")); got != 12 {
		t.Fatalf("fighter's threat %d, want 12", got)
	}
	if got := f.Rules.Threat(f.Battle, f.U("o"), f.U("F")); got != 10 {
		t.Fatalf("orc's threat %d, want 10", got)
	}
}

func TestHealEstimates(t *testing.T) {
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}
	cases := []struct {
		name    string
		kind    string // KindRally or KindDrink
		hp      int    // the fighter's hit points (of 30)
		used    int    // recoveries used
		rallied int    // rallies so far
		potions int    // healing potions carried
		heal    float64
	}{
		// a recovery: 1d10 (mean 5.5) + CON 2
		{"the first rally: the recovery's mean", KindRally, 10, 0, 0, 0, 7.5},
		{"a rally: no more than the hit points lost", KindRally, 27, 0, 0, 0, 3},
		{"a second rally needs a normal save: half the time", KindRally, 10, 0, 1, 0, 7.5 / 2},
		{"a rally with no recoveries left, half", KindRally, 10, 9, 0, 0, 3.75},
		{"at full hit points: no rally", KindRally, 30, 0, 0, 0, 0},
		// a potion spends a recovery as a rally does, with no save for a second one
		// (13th-age-combat-rules.txt "Recoveries"; docs/rulings.md)
		{"a potion: the recovery's mean", KindDrink, 10, 0, 0, 1, 7.5},
		{"a potion: no more than the hit points lost", KindDrink, 27, 0, 0, 1, 3},
		{"a potion after a rally: no save", KindDrink, 10, 0, 1, 1, 7.5},
		{"a potion with no recoveries left, half", KindDrink, 10, 9, 0, 2, 3.75},
		{"no potion: no drink", KindDrink, 10, 0, 0, 0, 0},
		{"at full hit points: no drink", KindDrink, 30, 0, 0, 1, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", "F.o", units, 20, 1)
			if c.hp < 30 {
				f.Emit(combat.Damaged{Unit: "F", Amount: 30 - c.hp, HP: c.hp, Why: "test"})
			}
			if c.used > 0 {
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Recoveries, Value: c.used, Ends: combat.EndOfBattle}})
			}
			if c.rallied > 0 {
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Rallied, Value: c.rallied, Ends: combat.EndOfBattle}})
			}
			for range c.potions {
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: HealingPotion}})
			}
			if got := f.Rules.Estimate(f.Battle, act(c.kind, "F", "")); math.Abs(got.Heal-c.heal) > 1e-9 || got.Damage != 0 {
				t.Fatalf("Estimate = %+v, want heal %v", got, c.heal)
			}
		})
	}
}

func TestCoupDeGraceEstimate(t *testing.T) {
	orc := entry(t, "orc")
	cases := []struct {
		name, ed string
		hp       int // F's hit points, down (of 30)
		kill     float64
	}{
		// the orc's fixed 6, doubled: 12; edition 1 kills at −15, edition 2 at −30
		{"edition 1: from −4, 12 reaches −16: dead", "1", -4, 1},
		{"edition 1: from −2, 12 leaves −14", "1", -2, 0},
		{"edition 2: from −4, 12 is far from −30", "2", -4, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, c.ed, "Fo...W", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(orc), 'W': hero(entry(t, "wizard"))}, 20, 1, 2)
			f.Emit(combat.Damaged{Unit: "F", Amount: 30 - c.hp, HP: c.hp, Why: "test"})
			f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
			f.EndTurn()
			f.EndTurn()
			got := f.Rules.Estimate(f.Battle, act(KindCoupDeGrace, "o", "F"))
			if got.Hit != 1 || got.Damage != 12 || got.Min != 12 || got.Max != 12 || got.Kill != c.kill {
				t.Fatalf("Estimate = %+v, want a sure 12 and kill %v", got, c.kill)
			}
		})
	}
	t.Run("a crit doubled again: triple, 3 × (1d8 + 4)", func(t *testing.T) {
		f := board(t, "1", "Fo", map[rune]who{'F': hero(doubler(entry(t, "fighter"), 1)), 'o': foe(with(orc, func(s *combat.Sheet) { s.HP = 100 }))}, 20, 1)
		f.put("o", Helpless)
		got := f.Rules.Estimate(f.Battle, attack(KindCoupDeGrace, "F", "o", "keen sword"))
		if got.Damage != 25.5 || got.Min != 15 || got.Max != 36 {
			t.Fatalf("Estimate = %+v, want a mean of 25.5 from 15 to 36", got)
		}
	})
	t.Run("resistance 16+: a faked d20 of 1–15 halves it", func(t *testing.T) {
		tough := with(orc, func(s *combat.Sheet) {
			s.HP = 100
			s.Defenses = map[string]int{"PD": 14, "MD": 10, "resist weapons": 16}
		})
		f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1)
		f.put("o", Helpless)
		// 1d8 + 4, doubled: 10 to 24, mean 17; 15 in 20 halve it back to 5 to 12, mean 8.5
		got := f.Rules.Estimate(f.Battle, attack(KindCoupDeGrace, "F", "o", "longsword"))
		if want := 0.25*17 + 0.75*8.5; math.Abs(got.Damage-want) > 1e-9 || got.Min != 5 || got.Max != 24 {
			t.Fatalf("Estimate = %+v, want damage %v from 5 to 24", got, want)
		}
	})
}

func TestEstimateSeveralTargets(t *testing.T) {
	orc := entry(t, "orc")
	// The wizard's lightning fork: d20 + INT 4 + level 1 vs PD 14 hits on a natural 9+ (0.6);
	// 2d6 + INT 4, mean 11 from 6 to 16, a crit 22. Against one orc: (11 × 11 + 22) / 20 =
	// 7.15; it drops a 27-hp orc only on a crit whose 2d6 is 10+ (6 in 36): 0.05 / 6. It goes
	// at the named orc and each next one standing by one already targeted, no skipping
	// (13th-age-combat-rules.txt "Targeting"): each rolls its own attack, and the one damage
	// roll they share adds its mean for each.
	one := combat.Estimate{Hit: 0.6, Damage: 7.15, Min: 6, Max: 16, Kill: 0.05 / 6}
	cases := []struct {
		name, board string
		targets     int
	}{
		{"three orcs side by side: all three", "W...abc", 3},
		{"a gap before the third: two", "W...ab.c", 2},
		{"no one by the first: one", "W...a.b.c", 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", c.board, map[rune]who{'W': hero(entry(t, "wizard")), 'a': foeKind("orc", orc), 'b': foeKind("orc", orc), 'c': foeKind("orc", orc)}, 20, 1)
			a := attack(KindRanged, "W", "a", "lightning fork")
			got, n := estimateAction(f.Battle, a, nil)
			n2 := float64(c.targets)
			if n != c.targets || math.Abs(got.Hit-one.Hit) > 1e-9 || math.Abs(got.Damage-n2*one.Damage) > 1e-9 ||
				got.Min != one.Min || got.Max != one.Max || math.Abs(got.Kill-one.Kill) > 1e-9 || math.Abs(got.Drops-n2*one.Kill) > 1e-9 {
				t.Fatalf("Estimate = %+v at %d targets, want %d targets, damage %v, kill %v, drops %v", got, n, c.targets, n2*one.Damage, one.Kill, n2*one.Kill)
			}
			if plain := f.Rules.Estimate(f.Battle, a); plain != got {
				t.Fatalf("Estimate %+v differs from estimateAction %+v", plain, got)
			}
		})
	}
}

// TestEstimateKillAndDrops: Kill stays a chance (the named target's), Drops counts the foes.
func TestEstimateKillAndDrops(t *testing.T) {
	// Lightning fork on three dire rats (6 hp, PD 15): d20 + INT 4 + level 1 hits on a natural
	// 10+ (11 in 20), and its 2d6 + 4, 6 at the least, drops a rat on every hit. Kill is the
	// named rat's 0.55, a chance the attack preview can show; Drops the three rats' 1.65.
	rat := entry(t, "giant-rat")
	f := board(t, "1", "W...abc", map[rune]who{'W': hero(entry(t, "wizard")), 'a': foeKind("giant-rat", rat), 'b': foeKind("giant-rat", rat), 'c': foeKind("giant-rat", rat)}, 20, 1)
	got := f.Rules.Estimate(f.Battle, attack(KindRanged, "W", "a", "lightning fork"))
	if math.Abs(got.Kill-0.55) > 1e-9 || math.Abs(got.Drops-1.65) > 1e-9 || got.Dropped() != got.Drops || got.Kill > 1 {
		t.Fatalf("Estimate = %+v, want kill 0.55 and drops 1.65", got)
	}
	// with one target Drops is Kill: ray of frost's 1d8 + 4 drops a rat on a hit unless the
	// d8 rolls 1, on a crit always: (10 × 7/8 + 1) / 20
	one := f.Rules.Estimate(f.Battle, attack(KindRanged, "W", "a", "ray of frost"))
	if one.Drops != one.Kill || math.Abs(one.Kill-0.4875) > 1e-9 {
		t.Fatalf("ray of frost: %+v, want kill = drops = 0.4875", one)
	}
}

func TestEstimateOngoingAndConditions(t *testing.T) {
	orc := entry(t, "orc")
	type cond struct {
		name          string
		chance, turns float64
	}
	cases := []struct {
		name, ed, who, weapon string
		damage, kill          float64
		conds                 []cond
	}{
		// Acid arrow: d20 + INT 4 + level 1 vs PD 14, natural 9+ hits; 2d10 + 4, mean 15, a
		// crit 30 (it drops the 27-hp orc when the 2d10 is 10+, 64 in 100); ongoing 5 acid
		// on a hit or a miss, a normal save (11+, half the time) ending it: 2 turns, 10 in
		// all, where the orc lives. Natural 9–19: 15 + 10; 20: 30 + 0.36 × 10; 2–8: 10.
		{"acid arrow, edition 1", "1", "W", "acid arrow", (11*25 + 30 + 3.6 + 7*10) / 20.0, 0.05 * 0.64, nil},
		// edition 2 doubles a crit's ongoing damage for its first turn: 0.36 × 15
		{"acid arrow, edition 2", "2", "W", "acid arrow", (11*25 + 30 + 5.4 + 7*10) / 20.0, 0.05 * 0.64, nil},
		// Ray of frost: 1d8 + 4 (mean 8.5, a crit 17); a natural even hit (10, 12 … 20: 6 in
		// 20) dazes until the end of the wizard's next turn: one turn.
		{"ray of frost dazes on an even hit", "1", "W", "ray of frost", (11*8.5 + 17) / 20, 0, []cond{{Dazed, 0.3, 1}}},
		// Word of binding: d20 + WIS 4 + level 1 vs MD 10 hits on 5+ (16 in 20); 1d6 + 4
		// (mean 7.5, a crit 15); hindered until a normal save: 2 turns.
		{"word of binding hinders on a hit", "2", "C", "word of binding", (15*7.5 + 15) / 20, 0, []cond{{Hindered, 0.8, 2}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, c.ed, c.who+"..o", map[rune]who{'W': hero(entry(t, "wizard")), 'C': hero(entry(t, "cleric")), 'o': foe(orc)}, 20, 1)
			var got []cond
			e, n := estimateAction(f.Battle, attack(KindRanged, c.who, "o", c.weapon), func(tg *combat.Unit, name string, chance, turns float64) {
				if tg.Name != "o" {
					t.Fatalf("a condition on %s", tg.Name)
				}
				got = append(got, cond{name, chance, turns})
			})
			if n != 1 || math.Abs(e.Damage-c.damage) > 1e-9 || math.Abs(e.Kill-c.kill) > 1e-9 {
				t.Fatalf("Estimate = %+v (%d targets), want damage %v, kill %v", e, n, c.damage, c.kill)
			}
			if len(got) != len(c.conds) {
				t.Fatalf("conditions %v, want %v", got, c.conds)
			}
			for i := range got {
				if got[i].name != c.conds[i].name || math.Abs(got[i].chance-c.conds[i].chance) > 1e-9 || got[i].turns != c.conds[i].turns {
					t.Fatalf("conditions %v, want %v", got, c.conds)
				}
			}
		})
	}
}

// TestEstimateSelfCondition: the rogue's shadow strike makes it invisible when it hits.
func TestEstimateSelfCondition(t *testing.T) {
	orc := entry(t, "orc")
	cases := []struct {
		name, weapon string
		invisible    bool // the orc is invisible: half the rolls miss it completely
		chance       float64
	}{
		// d20 + DEX 4 + level 1 vs AC 16 hits on 11+; two weapons reroll a natural 2, so each
		// other roll comes up 1/20 + 1/400 of the time: 10 × 0.0525 = 0.525, for one of the
		// foes' turns ("until the end of your next turn")
		{"shadow strike: invisible on a hit", "shadow strike", false, 0.525},
		{"against an invisible orc, half of it", "shadow strike", true, 0.2625},
		{"deadly thrust gives nothing", "deadly thrust", false, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", "To", map[rune]who{'T': hero(entry(t, "rogue")), 'o': foe(orc)}, 20, 1)
			if c.invisible {
				f.put("o", Invisible)
			}
			got := 0.0
			_, n := estimateAction(f.Battle, attack(KindMelee, "T", "o", c.weapon), func(tg *combat.Unit, name string, chance, turns float64) {
				if tg.Name != "T" || name != Invisible || turns != 1 {
					t.Fatalf("%s on %s for %v turns", name, tg.Name, turns)
				}
				got += chance
			})
			if n != 1 || math.Abs(got-c.chance) > 1e-9 {
				t.Fatalf("invisible %v of the time (%d targets), want %v", got, n, c.chance)
			}
		})
	}
}

func TestPowerUses(t *testing.T) {
	f := board(t, "1", "FW.o", map[rune]who{'F': hero(entry(t, "fighter")), 'W': hero(entry(t, "wizard")), 'o': foe(entry(t, "orc"))}, 20, 20, 1)
	cases := []struct{ unit, weapon, uses string }{
		{"F", "longsword", ""},
		{"F", "shield bash", "recharge 16+"},
		{"W", "Acid Arrow", "daily"},
		{"W", "ray of frost", ""},
		{"W", "no such spell", ""},
	}
	for _, c := range cases {
		if got := f.Rules.(*Rules).PowerUses(f.U(c.unit), c.weapon); got != c.uses {
			t.Errorf("%s's %s: %q, want %q", c.unit, c.weapon, got, c.uses)
		}
	}
}

func TestDeathRiskAndStabilizeChance(t *testing.T) {
	cases := []struct {
		name, ed string
		failed   int    // failed death saves (edition 1) or skulls (edition 2)
		cond     string // another condition on the fallen fighter
		assist   int    // an assist waiting on the fallen fighter
		death    bool   // the meaningful-death option is on
		risk     float64
	}{
		// each death save fails on 1–15 (3 in 4); edition 1 kills at the fourth failure,
		// edition 2 at the fifth skull
		{"edition 1, no failures: four to fail", "1", 0, "", 0, false, 0.75 * 0.75 * 0.75 * 0.75},
		{"edition 1, three failures: the next kills", "1", 3, "", 0, false, 0.75},
		{"edition 2, four skulls: the next kills", "2", 4, "", 0, false, 0.75},
		{"edition 2, no skulls: five to fail", "2", 0, "", 0, false, 0.75 * 0.75 * 0.75 * 0.75 * 0.75},
		{"stabilized: failures do not count", "1", 3, Stabilized, 0, false, 0},
		{"in a coma: no death saves", "1", 3, Coma, 0, false, 0},
		// meaningful death: the fourth failure is a coma, not death
		{"the meaningful-death option: failed saves bring a coma", "1", 3, "", 0, true, 0},
		// an assist of +2 helps the first save only (fails on 1–13, 13 in 20); the other
		// four still fail on 1–15
		{"edition 2, an assist of +2 waiting: the first save only", "2", 0, "", 2, false, 0.65 * 0.75 * 0.75 * 0.75 * 0.75},
		{"edition 2, an assist of +2 waiting, four skulls", "2", 4, "", 2, false, 0.65},
		// shocked: both of two d20s must come up 16+ (1 in 16), so a save fails 15 in 16
		{"edition 2, shocked, four skulls", "2", 4, Shocked, 0, false, 15.0 / 16},
		{"edition 2, shocked, three skulls", "2", 3, Shocked, 0, false, 15.0 / 16 * 15.0 / 16},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, c.ed, "CF..o", map[rune]who{'C': hero(entry(t, "cleric")), 'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}, 20, 1, 1)
			f.Emit(combat.Damaged{Unit: "F", Amount: 32, HP: -2, Why: "test"})
			f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
			counter := DeathSaves
			if c.ed == "2" {
				counter = Skulls
			}
			if c.failed > 0 {
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: counter, Value: c.failed, Ends: combat.EndOfBattle}})
			}
			if c.cond != "" {
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: c.cond}})
			}
			if c.assist > 0 {
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Assisted, Source: "C", Value: c.assist}})
			}
			if c.death {
				f.Battle.RuleOptions[OptionDeath] = "on"
			}
			if got := f.Rules.(*Rules).DeathRisk(f.Battle, f.U("F")); math.Abs(got-c.risk) > 1e-9 {
				t.Fatalf("DeathRisk = %v, want %v", got, c.risk)
			}
		})
	}
	t.Run("stabilizing: d20 + WIS + level vs 10", func(t *testing.T) {
		f := board(t, "1", "CW", map[rune]who{'C': hero(entry(t, "cleric")), 'W': hero(entry(t, "wizard"))}, 20, 1)
		// the cleric: WIS 18 (+4) + level 1 needs a 5 (16 in 20); the wizard: WIS 12 (+1) +
		// level 1 needs an 8 (13 in 20)
		for name, want := range map[string]float64{"C": 0.8, "W": 0.65} {
			if got := f.Rules.(*Rules).StabilizeChance(f.U(name)); math.Abs(got-want) > 1e-9 {
				t.Errorf("%s: StabilizeChance = %v, want %v", name, got, want)
			}
		}
		// shocked, the cleric rolls twice and keeps the lower: both need a 5 (0.8 × 0.8)
		f.Emit(combat.ConditionAdded{Unit: "C", Condition: combat.Condition{Name: Shocked}})
		if got := f.Rules.(*Rules).StabilizeChance(f.U("C")); math.Abs(got-0.64) > 1e-9 {
			t.Errorf("shocked C: StabilizeChance = %v, want 0.64", got)
		}
	})
}

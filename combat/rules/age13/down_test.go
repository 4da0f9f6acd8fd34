package age13

// Tests of falling and getting up: death saves and skulls, death thresholds, rallying, stabilizing, recoveries.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// downed starts a battle of F (fighter, 30 hp), C (cleric, apart) and an orc next to F, in
// that order of initiative, and drops F to hp with the orc's hit; dice follow.
func downed(t *testing.T, ed string, hp int, dice ...int) *fixture {
	t.Helper()
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	f := board(t, ed, "Fo...C", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough), 'C': hero(entry(t, "cleric"))},
		append([]int{20, 1, 19, 12}, dice...)...) // F 22, orc 4, C 20; the orc's attack: 12 + 6 = 18 hits AC 18
	f.Emit(combat.Damaged{Unit: "F", Amount: 30 - (hp + 6), HP: hp + 6, Why: "test: hurt before the fight"})
	f.EndTurn() // F
	f.EndTurn() // C
	f.Act(attack(KindMelee, "o", "F", ""))
	if u := f.U("F"); u.Status != combat.Down || u.HP != hp {
		t.Fatalf("F is %s at %d hp, want down at %d", u.Status, u.HP, hp)
	}
	return f
}

func TestUnconsciousAndDeathSaves(t *testing.T) {
	t.Run("0 hp or below: unconscious, and helpless (−4 to defences)", func(t *testing.T) {
		f := downed(t, "1", -2)
		if _, def := defense(f.Battle, f.U("F"), ""); combat.Sum(def) != 18-4 {
			t.Fatalf("defence %v: want AC 18 − 4", def)
		}
		if f.U("F").Is(Skulls) {
			t.Fatal("edition 1 has no skulls")
		}
		if err := checkMelee(f.Battle, f.U("o"), attack(KindMelee, "o", "F", "")); err == nil || err.Message() != "F is down" {
			t.Fatalf("attacking the fallen: %v, want refused: the fallen are not targets", err)
		}
	})
	t.Run("edition 2: falling gives a skull", func(t *testing.T) {
		f := downed(t, "2", 0)
		if count(f.U("F"), Skulls) != 1 {
			t.Fatal("F should have one skull")
		}
	})
	t.Run("16+: a recovery heals from 0, but no actions this turn", func(t *testing.T) {
		f := downed(t, "1", -5, 16, 7)
		f.EndTurn() // round 2: F's turn: death save 16, recovery 1d10 7 + CON 2 = 9
		u := f.U("F")
		if u.Status != combat.Active || u.HP != 9 {
			t.Fatalf("F %s at %d hp: want conscious at 0 + 9 (negative hp ignored)", u.Status, u.HP)
		}
		if u.Left(SlotStandard) != 0 || u.Left(SlotMove) != 0 {
			t.Fatal("a 16-19 death save takes no actions that turn")
		}
		// the refusal says why: it came to this turn, not that it spent its actions
		f.Refused(attack(KindMelee, "F", "o", ""), "Death saves", "came to on a death save of 16 to 19")
		if xs, st := f.Listed("F", KindMelee); len(xs) > 0 || st.Err == nil || !strings.Contains(st.Err.Message(), "came to") {
			t.Fatalf("the listing's melee: %d actions, %v", len(xs), st.Err)
		}
		if RecoveriesLeft(u) != 8 {
			t.Fatalf("%d recoveries left, want 9 − 1", RecoveriesLeft(u))
		}
	})
	t.Run("a natural 20: heals and acts normally", func(t *testing.T) {
		f := downed(t, "1", -5, 20, 7)
		f.EndTurn()
		if u := f.U("F"); u.Status != combat.Active || u.Left(SlotStandard) != 1 {
			t.Fatalf("F %s with %d standard actions", u.Status, u.Left(SlotStandard))
		}
	})
	t.Run("edition 1: dead at the fourth failed death save", func(t *testing.T) {
		f := downed(t, "1", -1, 15, 2, 3, 4)
		for r := 1; r <= 3; r++ {
			f.EndTurn() // the orc's turn ends; F's turn: a failure
			if u := f.U("F"); u.Status != combat.Down || count(u, DeathSaves) != r {
				t.Fatalf("after %d failures F is %s with %d counted", r, u.Status, count(u, DeathSaves))
			}
			f.EndTurn() // F
			f.EndTurn() // C
		}
		f.EndTurn()
		if u := f.U("F"); u.Status != combat.Dead || count(u, DeathSaves) != 4 {
			t.Fatalf("F %s with %d failures, want dead at the fourth", u.Status, count(u, DeathSaves))
		}
	})
	t.Run("edition 2: the fifth skull kills; one came with the fall", func(t *testing.T) {
		f := downed(t, "2", -1, 15, 2, 3, 4)
		for r := 1; r <= 4; r++ {
			f.EndTurn()
			f.EndTurn()
			f.EndTurn()
		}
		u := f.U("F")
		if u.Status != combat.Dead || count(u, Skulls) != 5 {
			t.Fatalf("F %s with %d skulls, want dead at 5", u.Status, count(u, Skulls))
		}
	})
	t.Run("stabilized: failed death saves are ignored", func(t *testing.T) {
		f := downed(t, "1", -1, 15, 2, 3)
		f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Stabilized, Source: "C"}})
		for range 3 {
			f.EndTurn()
			f.EndTurn()
			f.EndTurn()
		}
		if u := f.U("F"); u.Status != combat.Down || count(u, DeathSaves) != 0 {
			t.Fatalf("F %s with %d failures", u.Status, count(u, DeathSaves))
		}
	})
}

func TestDeathThresholds(t *testing.T) {
	cases := []struct {
		name, ed string
		hp       int
		dead     bool
	}{
		{"edition 1: −14 of 30 lives", "1", -14, false},
		{"edition 1: −15, half the maximum, dies", "1", -15, true},
		{"edition 2: −15 lives", "2", -15, false},
		{"edition 2: −29 lives", "2", -29, false},
		{"edition 2: −30, the maximum, dies", "2", -30, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
			f := board(t, c.ed, "Fo...C", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough), 'C': hero(entry(t, "cleric"))}, 20, 1, 19, 12)
			// 6 damage from the orc takes F from hp+6 to hp
			f.Emit(combat.Damaged{Unit: "F", Amount: 30 - (c.hp + 6), HP: c.hp + 6, Why: "test"})
			f.EndTurn()
			f.EndTurn()
			f.Act(attack(KindMelee, "o", "F", ""))
			if dead := f.U("F").Status == combat.Dead; dead != c.dead {
				t.Fatalf("F at %d hp is %s", f.U("F").HP, f.U("F").Status)
			}
		})
	}
}

func TestRally(t *testing.T) {
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}
	f := board(t, "1", "F.o", units, 20, 1, 6, 10, 4)
	f.Refused(act(KindRally, "F", ""), "Rally", "F has lost no hit points")
	f.Emit(combat.Damaged{Unit: "F", Amount: 20, HP: 10, Why: "test"})
	// the first rally needs no save: 1d10 6 + CON 2 = 8
	evs := f.Act(act(KindRally, "F", ""))
	if u := f.U("F"); u.HP != 18 || u.Left(SlotStandard) != 0 {
		t.Fatalf("F at %d hp with %d standard: want 18 and the standard spent", u.HP, u.Left(SlotStandard))
	}
	rulestest.WantTexts(t, "notes", texts[combat.Note](evs), "F spends a recovery (8 left): 1d10 6 + CON 2 = 8")
	f.EndTurn()
	f.EndTurn()
	// the second needs a normal save: 10 fails, the standard action is kept, no rally this round
	evs = f.Act(act(KindRally, "F", ""))
	rulestest.WantTexts(t, "save", rulestest.CheckTexts(evs), "save to rally again: d20 10 vs 11+: failure")
	if u := f.U("F"); u.HP != 18 || u.Left(SlotStandard) != 1 {
		t.Fatalf("F at %d hp with %d standard: a failed rally save costs no action", u.HP, u.Left(SlotStandard))
	}
	f.Refused(act(KindRally, "F", ""), "Rally", "cannot rally this round")
	f.replayed()
}

func TestRecoveriesRunOut(t *testing.T) {
	f := board(t, "1", "F.o", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}, 20, 1, 8)
	f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Recoveries, Value: 9, Ends: combat.EndOfBattle}})
	f.Emit(combat.Damaged{Unit: "F", Amount: 20, HP: 10, Why: "test"})
	evs := f.Act(act(KindRally, "F", ""))
	// 1d10 8 + CON 2 = 10, halved: 5; and −1 to attacks and defences from now on
	rulestest.WantTexts(t, "notes", texts[combat.Note](evs), "F spends a recovery (0 left): 1d10 8 + CON 2 − no recoveries left: half 5 = 5")
	if u := f.U("F"); u.HP != 15 || count(u, deficit) != 1 {
		t.Fatalf("F at %d hp, %d lacked", u.HP, count(u, deficit))
	}
	if _, def := defense(f.Battle, f.U("F"), "PD"); combat.Sum(def) != 13-1 {
		t.Fatalf("PD %v: want 13 − 1", def)
	}
	// "This penalty stacks for each recovery used that you don't possess": a second one, −2
	recovery(f.Battle, f.U("F"), "a second recovery it does not have")
	if _, def := defense(f.Battle, f.U("F"), "PD"); combat.Sum(def) != 13-2 || count(f.U("F"), deficit) != 2 {
		t.Fatalf("PD %v with %d lacked: want 13 − 2", def, count(f.U("F"), deficit))
	}
	a := attackTerms(f.Battle, newStrike(f.Battle, KindMelee, f.U("F"), f.U("o"), power{Weapon: entry(t, "fighter").Weapons[0]}))
	if slices.IndexFunc(a, func(t combat.Term) bool { return t.Label == "recoveries lacked" && t.Value == -2 }) < 0 {
		t.Fatalf("attack terms %v: want recoveries lacked −2", a)
	}
}

func TestRecoveryDice(t *testing.T) {
	// 13th-age-combat-rules.txt "Recoveries": "8 or 9 recoveries"; "recovery dice equal to
	// your level and adding your Constitution modifier"; "At 5th level, double the bonus you
	// get from your Con modifier. At 8th level, triple it." The fighter: d10s, Con 14 (+2).
	for _, name := range Classes() {
		c, _ := ClassOf(&combat.Sheet{Hero: true, Class: name})
		if c.Recoveries != 8 && c.Recoveries != 9 {
			t.Errorf("%s starts with %d recoveries, want 8 or 9", name, c.Recoveries)
		}
	}
	cases := []struct {
		level int
		dice  string
		con   int
	}{{1, "1d10", 2}, {4, "4d10", 2}, {5, "5d10", 4}, {7, "7d10", 4}, {8, "8d10", 6}, {10, "10d10", 6}}
	for _, c := range cases {
		r, bonus := recoveryRoll(&combat.Unit{Sheet: atLevel(t, "fighter", c.level)})
		if r.String() != c.dice || bonus != c.con {
			t.Errorf("level %d: recovery %s + %d, want %s + CON %d", c.level, r, bonus, c.dice, c.con)
		}
	}
}

func TestStabilize(t *testing.T) {
	cases := []struct {
		name  string
		level int
		d20   int
		ok    bool
		quick bool
	}{
		{"d20 5 + Wis 4 + level 1 = 10 stabilizes", 1, 5, true, false},
		{"9 fails, and the standard action is gone", 1, 4, false, false},
		{"25+ takes only a quick action: d20 16 + Wis 4 + level 5", 5, 16, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
			// initiative: F 22, the orc 4, C 11 or 15: F, C, then the orc
			f := board(t, "1", "Fo\nC.", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough), 'C': hero(atLevel(t, "cleric", c.level))},
				20, 1, 10, c.d20)
			f.Emit(combat.Damaged{Unit: "F", Amount: 31, HP: -1, Why: "test"})
			f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
			f.EndTurn()
			evs := f.Act(act(KindStabilize, "C", "F"))
			if f.U("F").Is(Stabilized) != c.ok {
				t.Fatalf("stabilized %v: %v", f.U("F").Is(Stabilized), rulestest.CheckTexts(evs))
			}
			if got := f.U("C").Left(SlotStandard) == 1; got != c.quick {
				t.Fatalf("standard action left %v, want %v", got, c.quick)
			}
			if c.quick && f.U("C").Left(SlotQuick) != 0 {
				t.Fatal("25+ spends the quick action")
			}
		})
	}
}

func TestPotion(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'C': hero(entry(t, "cleric")), 'W': hero(entry(t, "wizard")), 'o': foe(tough)}
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed+": fed to a dying hero, a potion spends its recovery and brings it to", func(t *testing.T) {
			// initiative: C 20 + 1, F 1 + 2, W 1 + 3, the orc 1: C acts first; then the recovery's d10
			f := board(t, ed, "CFo\n...\nW..", units, 20, 1, 1, 1, 6)
			f.Emit(combat.Damaged{Unit: "F", Amount: 33, HP: -3, Why: "test"})
			f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
			f.Refused(act(KindPotion, "C", "F"), "Stabilizing", "C carries no healing potion")
			f.Emit(combat.ConditionAdded{Unit: "C", Condition: combat.Condition{Name: HealingPotion}})
			f.Emit(combat.ConditionAdded{Unit: "W", Condition: combat.Condition{Name: HealingPotion}})
			f.Refused(act(KindPotion, "C", "W"), "Stabilizing", "W is not an unconscious ally")
			if e := f.Rules.Estimate(f.Battle, act(KindPotion, "C", "F")); e.Heal != 7.5 {
				t.Fatalf("the potion's expected heal %v: want the recovery's mean, 5.5 + CON 2", e.Heal)
			}
			evs := f.Act(act(KindPotion, "C", "F"))
			// 1d10 6 + CON 2 = 8, counted from 0
			rulestest.WantTexts(t, "notes", texts[combat.Note](evs), "F spends a recovery (8 left): 1d10 6 + CON 2 = 8")
			if u := f.U("F"); u.Status != combat.Active || u.HP != 8 {
				t.Fatalf("F %s at %d hp: want conscious at 8", u.Status, u.HP)
			}
			if c := f.U("C"); c.Is(HealingPotion) || c.Left(SlotStandard) != 0 {
				t.Fatal("feeding a potion takes the potion and the standard action")
			}
			f.replayed()
		})
	}
	t.Run("only next to the dying ally", func(t *testing.T) {
		f := board(t, "1", "C.Fo", units, 20, 1, 1)
		f.Emit(combat.ConditionAdded{Unit: "C", Condition: combat.Condition{Name: HealingPotion}})
		f.Emit(combat.Damaged{Unit: "F", Amount: 30, HP: 0, Why: "test"})
		f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
		f.Refused(act(KindPotion, "C", "F"), "Stabilizing", "C must be next to F")
	})
}

func TestDrinkPotion(t *testing.T) {
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}
	potions := func(f *fixture, unit string, n int) {
		for range n {
			f.Emit(combat.ConditionAdded{Unit: unit, Condition: combat.Condition{Name: HealingPotion}})
		}
	}
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed+": a quick action: a recovery, 1d10 + CON 2; a second potion takes the move action in its place", func(t *testing.T) {
			// initiative: F 20 + 2, the orc 1; then the recoveries' d10s
			f := board(t, ed, "F.o", units, 20, 1, 6, 3)
			f.Emit(combat.Damaged{Unit: "F", Amount: 20, HP: 10, Why: "test"})
			potions(f, "F", 2)
			evs := f.Act(act(KindDrink, "F", ""))
			rulestest.WantTexts(t, "notes", texts[combat.Note](evs), "F spends a recovery (8 left): 1d10 6 + CON 2 = 8")
			if u := f.U("F"); u.HP != 18 || u.Left(SlotQuick) != 0 || u.Left(SlotStandard) != 1 || u.Left(SlotMove) != 1 || len(u.ConditionsNamed(HealingPotion)) != 1 {
				t.Fatalf("F at %d hp, quick %d, standard %d, move %d, %d potions: want 18 hp, the quick action and one potion spent",
					u.HP, u.Left(SlotQuick), u.Left(SlotStandard), u.Left(SlotMove), len(u.ConditionsNamed(HealingPotion)))
			}
			evs = f.Act(act(KindDrink, "F", ""))
			rulestest.WantTexts(t, "spent", []string{rulestest.Of[combat.Spent](evs)[0].For}, "drink a healing potion (move action as a quick action)")
			if u := f.U("F"); u.HP != 23 || u.Is(HealingPotion) {
				t.Fatalf("F at %d hp: want 18 + 1d10 3 + CON 2 = 23, no potion left", u.HP)
			}
			f.Refused(act(KindDrink, "F", ""), "Recoveries", "F carries no healing potion")
			f.replayed()
		})
	}
	t.Run("a drink takes one potion of those carried, with one event", func(t *testing.T) {
		for _, carried := range []int{1, 3} {
			f := board(t, "1", "F.o", units, 20, 1, 6)
			f.Emit(combat.Damaged{Unit: "F", Amount: 20, HP: 10, Why: "test"})
			potions(f, "F", carried)
			evs := f.Act(act(KindDrink, "F", ""))
			var potionEvents []combat.Event
			for _, e := range evs {
				if r, ok := e.(combat.ConditionRemoved); ok && r.Name == HealingPotion || isPotionAdded(e) {
					potionEvents = append(potionEvents, e)
				}
			}
			wantEv := combat.ConditionRemoved{Unit: "F", Name: HealingPotion, One: true, Why: "drunk"}
			if len(potionEvents) != 1 || potionEvents[0] != wantEv {
				t.Fatalf("carrying %d: the drink's potion events %+v, want only %+v", carried, potionEvents, wantEv)
			}
			if n := len(f.U("F").ConditionsNamed(HealingPotion)); n != carried-1 {
				t.Fatalf("carrying %d: %d potions left, want %d", carried, n, carried-1)
			}
			f.replayed()
		}
	})
	t.Run("with no recoveries left: half, and −1 to attacks and defences", func(t *testing.T) {
		f := board(t, "1", "F.o", units, 20, 1, 8)
		f.Emit(combat.Damaged{Unit: "F", Amount: 20, HP: 10, Why: "test"})
		f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Recoveries, Value: 9, Ends: combat.EndOfBattle}})
		potions(f, "F", 1)
		f.Act(act(KindDrink, "F", ""))
		// 1d10 8 + CON 2 = 10, halved: 5
		if u := f.U("F"); u.HP != 15 || count(u, deficit) != 1 {
			t.Fatalf("F at %d hp, %d recoveries lacked: want 15 and 1", u.HP, count(u, deficit))
		}
	})
	t.Run("refused: at full hit points; a creature, which has no recoveries", func(t *testing.T) {
		f := board(t, "1", "F.o", units, 20, 1)
		potions(f, "F", 1)
		f.Refused(act(KindDrink, "F", ""), "Recoveries", "F has lost no hit points")
		f.EndTurn()
		potions(f, "o", 1)
		f.Refused(act(KindDrink, "o", ""), "Recoveries", "o has no recoveries for a potion to use")
	})
}

// isPotionAdded reports whether e gives a unit a healing potion.
func isPotionAdded(e combat.Event) bool {
	a, ok := e.(combat.ConditionAdded)
	return ok && a.Condition.Name == HealingPotion
}

package age13

// Tests of the time between battles: quick rests, recharge rolls, skulls, full heal-ups, lasting wounds, and the meaningful-death rule in battle.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
)

func TestQuickRest(t *testing.T) {
	fighter := entry(t, "fighter") // 30 hp, 9 recoveries of 1d10 + CON 2, average 5 + 2 = 7
	cases := []struct {
		name    string
		ed      int
		average bool
		hero    Hero
		dice    []int
		heals   []int // each recovery's hit points
		want    Hero
	}{
		{name: "staggered at 10: it must heal; the average 7 twice, then 6 lacking is less than a recovery", average: true,
			hero: Hero{HP: 10}, heals: []int{7, 7}, want: Hero{HP: 24, Recoveries: 2}},
		{name: "rolled: 1d10 3 + 2 and 1d10 9 + 2, then 4 lacking", hero: Hero{HP: 10}, dice: []int{3, 9},
			heals: []int{5, 11}, want: Hero{HP: 26, Recoveries: 2}},
		{name: "fallen at −6: healing counts from 0", average: true, hero: Hero{HP: -6}, heals: []int{7, 7, 7, 7},
			want: Hero{HP: 28, Recoveries: 4}},
		{name: "not staggered at 20: heals while 7 or more are lacking", average: true, hero: Hero{HP: 20}, heals: []int{7},
			want: Hero{HP: 27, Recoveries: 1}},
		{name: "at 25 it keeps its recoveries", average: true, hero: Hero{HP: 25}, want: Hero{HP: 25}},
		{name: "staggered with all 9 spent: it must still try: half of 7, and −1 until a full heal-up", average: true,
			hero: Hero{HP: 10, Recoveries: 9}, heals: []int{3}, want: Hero{HP: 13, Recoveries: 10, Lacked: 1}},
		{name: "shield bash (recharge 16+) rolls 16: back", hero: Hero{HP: 30, Expended: []string{"shield bash"}}, dice: []int{16},
			want: Hero{HP: 30}},
		{name: "rolls 15: it sits out the next battle", hero: Hero{HP: 30, Expended: []string{"shield bash"}}, dice: []int{15},
			want: Hero{HP: 30, Resting: []string{"shield bash"}}},
		{name: "and is back at the rest after it", hero: Hero{HP: 30, Resting: []string{"shield bash"}}, want: Hero{HP: 30}},
		{name: "a daily power waits for a full heal-up", hero: Hero{HP: 30, Expended: []string{"daily smite"}},
			want: Hero{HP: 30, Expended: []string{"daily smite"}}},
		{name: "edition 2: all skulls but the last heal", ed: 2, hero: Hero{HP: 30, Skulls: 3}, want: Hero{HP: 30, Skulls: 1}},
		{name: "edition 1 has no skulls to heal", ed: 1, hero: Hero{HP: 30}, want: Hero{HP: 30}},
		{name: "lasting wounds: 2 wounds of 2 + level take 6 off 30; at 20 of 24 it keeps its recoveries", average: true,
			hero: Hero{HP: 20, Wounds: 2}, want: Hero{HP: 20, Wounds: 2}},
		{name: "the dead do not rest", hero: Hero{HP: -20, Dead: true}, want: Hero{HP: -20, Dead: true}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := with(fighter, func(s *combat.Sheet) {
				s.Weapons = append(s.Weapons, combat.Weapon{Name: "daily smite", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 8}, Effects: []string{"uses: daily"}})
			})
			ed := max(c.ed, 1)
			h := c.hero
			d := combat.NewDice(1, c.dice)
			r, err := QuickRest(d, &h, &s, ed, c.average)
			if err != nil {
				t.Fatal(err)
			}
			var heals []int
			for _, rec := range r.Recoveries {
				heals = append(heals, rec.Heal)
			}
			if !slices.Equal(heals, c.heals) {
				t.Fatalf("recoveries healed %v, want %v (%+v)", heals, c.heals, r)
			}
			if h.HP != c.want.HP || h.Recoveries != c.want.Recoveries || h.Lacked != c.want.Lacked || h.Skulls != c.want.Skulls ||
				!slices.Equal(h.Expended, c.want.Expended) || !slices.Equal(h.Resting, c.want.Resting) || h.Wounds != c.want.Wounds {
				t.Fatalf("after the rest %+v, want %+v", h, c.want)
			}
			if d.Forced() != 0 {
				t.Fatalf("%d forced dice left unrolled", d.Forced())
			}
		})
	}
}

func TestSpendRecovery(t *testing.T) {
	fighter := entry(t, "fighter") // 30 hp, 9 recoveries of 1d10 + CON 2, average 5 + 2 = 7
	cases := []struct {
		name    string
		average bool
		hero    Hero
		dice    []int
		heal    int
		want    Hero
		refused string
	}{
		{name: "at 25 of 30: the average 7, capped at 30", average: true, hero: Hero{HP: 25}, heal: 5, want: Hero{HP: 30, Recoveries: 1}},
		{name: "at 10, rolled: 1d10 4 + CON 2 = 6", hero: Hero{HP: 10, Recoveries: 3}, dice: []int{4}, heal: 6, want: Hero{HP: 16, Recoveries: 4}},
		{name: "fallen at −3: from 0, 7", average: true, hero: Hero{HP: -3}, heal: 7, want: Hero{HP: 7, Recoveries: 1}},
		{name: "two lasting wounds: the maximum is 30 − 2 × 3 = 24", average: true, hero: Hero{HP: 20, Wounds: 2}, heal: 4,
			want: Hero{HP: 24, Recoveries: 1, Wounds: 2}},
		{name: "at 30 of 30: refused", hero: Hero{HP: 30}, want: Hero{HP: 30}, refused: "maximum of 30"},
		{name: "all 9 spent: refused", hero: Hero{HP: 12, Recoveries: 9}, want: Hero{HP: 12, Recoveries: 9}, refused: "no recoveries left"},
		{name: "the dead: refused", hero: Hero{HP: -20, Dead: true}, want: Hero{HP: -20, Dead: true}, refused: "dead"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := c.hero
			d := combat.NewDice(1, c.dice)
			r, err := SpendRecovery(d, &h, &fighter, c.average)
			switch {
			case c.refused != "" && (err == nil || !strings.Contains(err.Error(), c.refused)):
				t.Fatalf("SpendRecovery: %v, want it refused: %q", err, c.refused)
			case c.refused == "" && err != nil:
				t.Fatal(err)
			case r.Heal != c.heal:
				t.Fatalf("healed %d (%s), want %d", r.Heal, r.Text, c.heal)
			}
			if h.HP != c.want.HP || h.Recoveries != c.want.Recoveries || h.Lacked != c.want.Lacked || h.Wounds != c.want.Wounds {
				t.Fatalf("after %+v, want %+v", h, c.want)
			}
			if d.Forced() != 0 {
				t.Fatalf("%d forced dice left unrolled", d.Forced())
			}
		})
	}
}

func TestFullHealUp(t *testing.T) {
	s := entry(t, "fighter")
	h := Hero{HP: 4, Recoveries: 11, Lacked: 2, Expended: []string{"shield bash"}, Resting: []string{"x"}, Wounds: 3, Skulls: 1, Potions: 1}
	FullHealUp(&h, &s)
	if want := (Hero{HP: 30, Potions: 1}); h.HP != want.HP || h.Recoveries != 0 || h.Lacked != 0 || h.Expended != nil || h.Resting != nil ||
		h.Wounds != 0 || h.Skulls != 0 || h.Potions != 1 {
		t.Fatalf("after a full heal-up %+v, want %+v", h, want)
	}
}

func TestConditionsEndWithTheBattle(t *testing.T) {
	// 13th-age-2e-reference-sheet.txt "Conditions (end when the battle ends)";
	// 13th-age-combat-rules.txt "Ongoing Damage": "Once a battle is over, the PCs automatically
	// make their next saves"; "Temporary hit points reset to 0 after a battle". A hero leaves a
	// battle dazed, burning, weakened and with 5 temporary hit points; the next battle it
	// enters has none of them, and only what it spent carries over.
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1)
	for _, c := range []combat.Condition{{Name: Dazed, Ends: SaveNormal, Owner: "F"}, {Name: Weakened, Ends: EndOfNextTurn, Owner: "F"},
		{Name: Ongoing, Value: 5, Note: "fire", Ends: SaveNormal, Owner: "F"}, {Name: TempHP, Value: 5, Ends: combat.EndOfBattle}} {
		f.Emit(combat.ConditionAdded{Unit: "F", Condition: c})
	}
	h := NewHero(&f.U("F").Sheet, 0)
	AfterBattle(f.Battle, f.U("F"), &h)
	_, _, cs := h.Setup(entry(t, "fighter"))
	for _, c := range cs {
		if c.Name == Dazed || c.Name == Weakened || c.Name == Ongoing || c.Name == TempHP {
			t.Errorf("the next battle starts with %+v: conditions end with the battle", c)
		}
	}
}

func TestLastingWounds(t *testing.T) {
	// a 1st-level fighter: each wound takes 2 + 1 off its 30
	if got := WoundedHP(30, 1, 2); got != 24 {
		t.Fatalf("30 with two wounds at 1st level: %d, want 24", got)
	}
	fighter := entry(t, "fighter")
	h := Hero{HP: 27, Wounds: 1, Recoveries: 2, Expended: []string{"shield bash"}, Potions: 2}
	sheet, hp, conds := h.Setup(fighter)
	if sheet.HP != 27 || hp != 27 {
		t.Fatalf("wounded sheet %d hp, starting at %d: want 27 and 27", sheet.HP, hp)
	}
	m := mustMap(t, "...")
	b, err := combat.New(combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Seed: 1,
		Options: map[string]string{OptionWounds: "on"},
		Units: []combat.UnitSetup{{Name: "F", Side: "Heroes", Pos: pos(0, 0), Sheet: sheet, HP: hp, Conditions: conds},
			{Name: "o", Kind: "orc", Side: "Foes", Pos: pos(2, 0), Sheet: entry(t, "orc")}}})
	if err != nil {
		t.Fatalf("a wounded hero's sheet is refused: %v", err)
	}
	u := b.Unit("F")
	if RecoveriesLeft(u) != 7 || !expended(u, "shield bash") || len(u.ConditionsNamed(HealingPotion)) != 2 {
		t.Fatalf("carried into battle: %d recoveries left, %+v", RecoveriesLeft(u), u.Conditions)
	}
	// the sheet's hp must be the wounded one
	bad := with(fighter, func(s *combat.Sheet) { s.HP = 30 })
	if _, err := combat.New(combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Seed: 1,
		Units: []combat.UnitSetup{{Name: "F", Side: "Heroes", Pos: pos(0, 0), Sheet: bad, Conditions: conds},
			{Name: "o", Side: "Foes", Pos: pos(2, 0), Sheet: entry(t, "orc")}}}); err == nil {
		t.Fatal("a hero with a lasting wound and its full hp is accepted")
	}
	t.Run("a hero dropped to 0 or below takes a lasting wound", func(t *testing.T) {
		for _, opt := range []string{"on", "off"} {
			f := board(t, "1", "Fo", map[rune]who{'F': hero(fighter), 'o': foe(entry(t, "orc"))}, 20, 1)
			f.Battle.RuleOptions[OptionWounds] = opt
			f.Emit(combat.Damaged{Unit: "F", Amount: 31, HP: -1, Why: "test"})
			f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
			var h Hero
			if !AfterBattle(f.Battle, f.U("F"), &h) || h.HP != -1 || h.Wounds != map[string]int{"on": 1, "off": 0}[opt] {
				t.Fatalf("lasting wounds %s: %+v", opt, h)
			}
		}
	})
}

func TestMeaningfulDeath(t *testing.T) {
	villain := with(entry(t, "orc"), func(s *combat.Sheet) { s.Traits = []string{Villain} })
	cases := []struct {
		name, ed string
		foe      combat.Sheet
		dice     []int // the fourth (edition 1) death save
		hp       int   // F's hp, down, before the orc's coup de grace (12)
		status   combat.Status
	}{
		{"edition 1: the fourth failed death save: a coma", "1", entry(t, "orc"), []int{5}, 0, combat.Down},
		{"a coup de grace past −15 by a common orc: a coma", "1", entry(t, "orc"), nil, -4, combat.Down},
		{"by a named villain: dead", "1", villain, nil, -4, combat.Dead},
		{"edition 2: the fifth skull: a coma", "2", entry(t, "orc"), []int{5}, 0, combat.Down},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, c.ed, "Fo...W", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(c.foe), 'W': hero(entry(t, "wizard"))}, append([]int{20, 1, 2}, c.dice...)...)
			f.Battle.RuleOptions[OptionDeath] = "on"
			f.Emit(combat.Damaged{Unit: "F", Amount: 30 - c.hp, HP: c.hp, Why: "test"})
			f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
			if c.dice != nil { // one failure short of death; the next turn's save fails
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: DeathSaves, Value: 3, Ends: combat.EndOfBattle}})
				f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Skulls, Value: 4, Ends: combat.EndOfBattle}})
				for i := 0; i < 3; i++ {
					f.EndTurn() // F's turn (none), W, the orc: round 2, F's death save
				}
			} else {
				f.EndTurn()
				f.EndTurn()
				f.Act(act(KindCoupDeGrace, "o", "F"))
			}
			if u := f.U("F"); u.Status != c.status || (c.status == combat.Down) != u.Is(Coma) || u.Status == combat.Down && pastDeath(f.Battle, u) {
				t.Fatalf("F %s at %d hp, %+v: want %s", u.Status, u.HP, u.Conditions, c.status)
			}
			f.replayed()
		})
	}
}

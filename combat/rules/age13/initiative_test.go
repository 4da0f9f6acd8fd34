package age13

// Tests of initiative, the turn order and the escalation die.

import (
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// orderOf writes the order as the units of each turn.
func orderOf(b *combat.Battle) [][]string {
	var out [][]string
	for _, t := range b.Order {
		out = append(out, t.Units)
	}
	return out
}

func TestInitiative(t *testing.T) {
	orc := entry(t, "orc")
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'R': hero(entry(t, "rogue")),
		'o': foeKind("orc", orc), 'p': foeKind("orc", orc), 'g': foeKind("ghoul", entry(t, "ghoul"))}
	t.Run("d20 + initiative bonus each, monsters of one kind share a roll and a turn", func(t *testing.T) {
		// rollers in board order: F, the orcs, the ghoul, R
		f := board(t, "1", "F.o.g\nR.p..", units, 10, 15, 3, 10)
		rulestest.WantTexts(t, "initiative", texts[combat.Initiative](f.Log),
			"F: d20 10 + initiative bonus 2 = 12",
			"o (all 2 orc): d20 15 + initiative bonus 3 = 18",
			"g: d20 3 + initiative bonus 8 = 11",
			"R: d20 10 + initiative bonus 5 = 15")
		if got := orderOf(f.Battle); !slices.EqualFunc(got, [][]string{{"o", "p"}, {"R"}, {"F"}, {"g"}}, slices.Equal) {
			t.Fatalf("order %v", got)
		}
	})
	t.Run("ties: the higher bonus first, then heroes", func(t *testing.T) {
		// F 12 (bonus 2), orcs 12 (bonus 3), R 12 (bonus 5), ghoul 12 (bonus 8); then F and
		// a creature with F's bonus tie to the hero.
		f := board(t, "1", "F.o.g\nR.p..", units, 10, 9, 4, 7)
		if got := orderOf(f.Battle); !slices.EqualFunc(got, [][]string{{"g"}, {"R"}, {"o", "p"}, {"F"}}, slices.Equal) {
			t.Fatalf("order %v", got)
		}
		twin := with(orc, func(s *combat.Sheet) { s.Initiative = 2 })
		f = board(t, "1", "o.F", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foeKind("orc", twin)}, 10, 10)
		if got := orderOf(f.Battle); !slices.EqualFunc(got, [][]string{{"F"}, {"o"}}, slices.Equal) {
			t.Fatalf("order %v: on equal totals and bonuses the hero goes first", got)
		}
	})
	t.Run("rolled once: the same order every round", func(t *testing.T) {
		f := board(t, "1", "F.o.g\nR.p..", units, 10, 15, 3, 10)
		for range 8 {
			f.EndTurn()
		}
		if f.Round != 3 || len(rulestest.Of[combat.OrderSet](f.Log)) != 1 || len(rulestest.Of[combat.Initiative](f.Log)) != 4 {
			t.Fatalf("round %d, %d orders, %d initiative rolls: want round 3, one order, four rolls", f.Round,
				len(rulestest.Of[combat.OrderSet](f.Log)), len(rulestest.Of[combat.Initiative](f.Log)))
		}
	})
	t.Run("temporary hit points drop to 0 when initiative is rolled", func(t *testing.T) {
		s := combat.Setup{Map: mustMap(t, "..."), Rules: New(), Sides: []string{"Heroes", "Foes"}, Seed: 1, Units: []combat.UnitSetup{
			{Name: "F", Side: "Heroes", Sheet: entry(t, "fighter"), Conditions: []combat.Condition{{Name: TempHP, Value: 8}}},
			{Name: "o", Side: "Foes", Sheet: orc, Pos: pos(2, 0)}}}
		b, err := combat.New(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Start(); err != nil {
			t.Fatal(err)
		}
		if b.Unit("F").Is(TempHP) {
			t.Fatal("F kept its temporary hit points past initiative")
		}
	})
}

// texts returns the text of each event of type E in the log.
func texts[E combat.Event](log []combat.Event) []string {
	var out []string
	for _, e := range log {
		if _, ok := e.(E); !ok {
			continue
		}
		switch x := e.(type) {
		case combat.Initiative:
			out = append(out, x.Text)
		case combat.AttackRolled:
			out = append(out, x.Text)
		case combat.DamageRolled:
			out = append(out, x.Text)
		case combat.Checked:
			out = append(out, x.Text)
		case combat.Note:
			out = append(out, x.Text)
		}
	}
	return out
}

func TestEscalationDie(t *testing.T) {
	// F and the orc stand apart and never attack unless a case says so.
	wall := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP, s.AC = 500, 40 })
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foeKind("orc", wall)}
	rounds := func(f *fixture, n int) {
		for range 2 * n {
			f.EndTurn()
		}
	}
	t.Run("0 in round 1, 1 in round 2, +1 a round, at most 6", func(t *testing.T) {
		f := board(t, "1", "Fo", units, 20, 1)
		var got []int
		for r := 1; r <= 8; r++ {
			got = append(got, f.Counter(Escalation))
			f.Act(attack(KindMelee, "F", "o", "")) // keep the fight on
			rounds(f, 1)
		}
		if !slices.Equal(got, []int{0, 1, 2, 3, 4, 5, 6, 6}) {
			t.Fatalf("escalation die by round %v, want 0 1 2 3 4 5 6 6", got)
		}
		f.replayed()
	})
	t.Run("two rounds without an attack: combat has virtually ceased, the die resets to 0", func(t *testing.T) {
		f := board(t, "1", "F.o", units, 20, 1)
		rounds(f, 1)
		if f.Counter(Escalation) != 1 {
			t.Fatalf("round 2: the die is %d, want 1 (round 1 may be spent closing in)", f.Counter(Escalation))
		}
		rounds(f, 1)
		if f.Counter(Escalation) != 0 {
			t.Fatalf("round 3 after two rounds without an attack: the die is %d, want 0", f.Counter(Escalation))
		}
	})
}

func TestEscalationDieInAttacks(t *testing.T) {
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foeKind("orc", entry(t, "orc"))}
	// round 1: F misses (2), the orc misses (2); round 2: F attacks with the die at 1, the orc without.
	f := board(t, "1", "Fo", units, 20, 1, 2, 2, 5, 5)
	f.Act(attack(KindMelee, "F", "o", ""))
	f.EndTurn()
	f.Act(attack(KindMelee, "o", "F", ""))
	f.EndTurn()
	evs := f.Act(attack(KindMelee, "F", "o", ""))
	f.EndTurn()
	evs = append(evs, f.Act(attack(KindMelee, "o", "F", ""))...)
	rulestest.WantTexts(t, "round 2 attacks", rulestest.AttackTexts(evs),
		"d20 5 + STR 4 + level 1 + escalation die 1 = 11 vs AC 16: miss",
		"d20 5 + attack 6 = 11 vs AC 18: miss")
	t.Run("fear stops it", func(t *testing.T) {
		f := board(t, "1", "Fo", units, 20, 1, 2, 2, 5)
		f.Act(attack(KindMelee, "F", "o", ""))
		f.EndTurn()
		f.Act(attack(KindMelee, "o", "F", ""))
		f.EndTurn()
		f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Fear, Ends: SaveNormal, Owner: "F"}})
		evs := f.Act(attack(KindMelee, "F", "o", ""))
		rulestest.WantTexts(t, "afraid", rulestest.AttackTexts(evs), "d20 5 + STR 4 + level 1 − fear 4 = 6 vs AC 16: miss")
	})
}

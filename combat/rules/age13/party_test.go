package age13

// Tests of the party's actions: combat assist (edition 2), fighting in spirit, and the party's flee.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestCombatAssist(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	// F 20 + 2 = 22, R 1 + 5 = 6, the orc 1 + 3 = 4
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'R': hero(entry(t, "rogue")), 'o': foe(tough)}
	t.Run("edition 2: +2 on the ally's next attack roll, then gone", func(t *testing.T) {
		f := board(t, "2", "F.\nRo", units, 20, 1, 1, 10, 3)
		f.Act(act(KindAssist, "F", "R"))
		if f.U("F").Left(SlotStandard) != 0 || !f.U("R").Is(Assisted) {
			t.Fatal("a standard action; R has the assist waiting")
		}
		if err := checkAssist(f.Battle, f.U("F"), act(KindAssist, "F", "R")); err == nil || !strings.Contains(err.Message(), "already has an assist waiting") {
			t.Fatalf("a second assist: %v; an ability does not stack with itself", err)
		}
		f.EndTurn()
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(f.Act(attack(KindMelee, "R", "o", "short sword"))), "d20 10 + DEX 4 + level 1 + assist 2 = 17 vs AC 16: hit")
		if f.U("R").Is(Assisted) {
			t.Fatal("the assist is used up")
		}
		f.replayed()
	})
	t.Run("edition 2: or on its next save (9 + 2 = 11)", func(t *testing.T) {
		f := board(t, "2", "F.\nRo", units, 20, 1, 1, 9)
		f.Act(act(KindAssist, "F", "R"))
		f.Emit(combat.ConditionAdded{Unit: "R", Condition: combat.Condition{Name: Dazed, Ends: SaveNormal, Owner: "R"}})
		f.EndTurn()
		rulestest.WantTexts(t, "save", rulestest.CheckTexts(f.Act(combat.Action{Kind: combat.EndTurn})), "save against dazed: d20 9 + assist 2 = 11 vs 11+: success")
	})
	t.Run("edition 2: only a nearby ally (within a move, 30 ft)", func(t *testing.T) {
		f := board(t, "2", "F.......R\n........o", units, 20, 1, 1)
		f.Refused(act(KindAssist, "F", "R"), "Combat Assist", "R is 40 ft away, not nearby")
	})
	t.Run("edition 1 has no combat assist", func(t *testing.T) {
		f := board(t, "1", "F.\nRo", units, 20, 1, 1)
		f.Refused(act(KindAssist, "F", "R"), "Combat Assist", "edition 2's rule")
	})
}

func TestFightInSpirit(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'R': hero(entry(t, "rogue")), 'o': foe(tough)}
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed+": +2 the first time, +1 after, for the rest of the round and the next", func(t *testing.T) {
			// F 22 (dead before it acts), R 6, the orc 4
			f := board(t, ed, "F.\nRo", units, 20, 1, 1, 10, 3, 10, 3, 10, 3)
			f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Dead, Why: "test"})
			xs, st := f.Listed("F", KindSpirit)
			var forms []string
			for _, x := range xs {
				forms = append(forms, x.Action.Target+" "+x.Action.Choice)
			}
			if st.Err != nil || !slices.Equal(forms, []string{"R attacks", "R AC", "R PD", "R MD"}) {
				t.Fatalf("fight in spirit: %v (%v)", forms, st.Err)
			}
			f.Act(combat.Action{Kind: KindSpirit, Unit: "F", Target: "R", Choice: "attacks"})
			f.Refused(combat.Action{Kind: KindSpirit, Unit: "F", Target: "R"}, "Fight in Spirit", "F has fought in spirit this round")
			f.Refused(combat.Action{Kind: KindSpirit, Unit: "R", Target: "F"}, "Fight in Spirit", "R is still (even partly) in the fight")
			f.EndTurn()
			rulestest.WantTexts(t, "round 1", rulestest.AttackTexts(f.Act(attack(KindMelee, "R", "o", "short sword"))), "d20 10 + DEX 4 + level 1 + in spirit 2 = 17 vs AC 16: hit")
			f.EndTurn()
			f.EndTurn()
			f.Act(combat.Action{Kind: KindSpirit, Unit: "F", Target: "R", Choice: "AC"})
			if _, def := defense(f.Battle, f.U("R"), "AC"); combat.Sum(def) != 14+1 {
				t.Fatalf("R's AC %d: +1 the second time", combat.Sum(def))
			}
			rulestest.WantTexts(t, "round 2", rulestest.AttackTexts(f.Act(attack(KindMelee, "R", "o", "short sword"))), "d20 10 + DEX 4 + level 1 + escalation die 1 + in spirit 2 = 18 vs AC 16: hit")
			f.EndTurn()
			f.EndTurn()
			rulestest.WantTexts(t, "round 3", rulestest.AttackTexts(f.Act(attack(KindMelee, "R", "o", "short sword"))), "d20 10 + DEX 4 + level 1 + escalation die 2 = 17 vs AC 16: hit")
			if _, def := defense(f.Battle, f.U("R"), "AC"); combat.Sum(def) != 14+1 {
				t.Fatalf("R's AC %d in round 3: the bonus given in round 2 lasts through it", combat.Sum(def))
			}
			f.replayed()
		})
	}
	t.Run("only on a turn of its own side", func(t *testing.T) {
		f := board(t, "1", "F.\nRo", units, 1, 1, 20)
		f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
		f.Refused(combat.Action{Kind: KindSpirit, Unit: "F", Target: "R"}, "Fight in Spirit", "on a turn of its own side")
	})
}

func TestFlee(t *testing.T) {
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'W': hero(entry(t, "wizard")), 'o': foe(entry(t, "orc"))}
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed+": the whole party leaves, the fallen carried, and the foes win", func(t *testing.T) {
			// F 22, W 1 + 3 = 4, the orc 4 (heroes first on a tie)
			f := board(t, ed, "Fo\nW.", units, 20, 1, 1)
			f.Emit(combat.StatusChanged{Unit: "W", Status: combat.Down, Why: "test"})
			f.Refused(act(KindFlee, "o", ""), "Initiative", "it is F's turn")
			evs := f.Act(act(KindFlee, "F", ""))
			if f.U("F").Status != combat.Fled || f.U("W").Status != combat.Fled || !f.Over || f.Winner != "Foes" {
				t.Fatalf("F %s, W %s, over %v, winner %q", f.U("F").Status, f.U("W").Status, f.Over, f.Winner)
			}
			if len(rulestest.Of[combat.AttackRolled](evs)) != 0 {
				t.Fatal("a party that flees draws no opportunity attacks")
			}
		})
	}
	t.Run("creatures leave from exits instead", func(t *testing.T) {
		f := board(t, "1", "Fo\nW.", units, 1, 20, 1)
		f.Refused(act(KindFlee, "o", ""), "Flee", "fleeing is the heroes' party action")
	})
}

// "Fleeing is a party action": a hero goes only with its party, so its own breaking point (half
// its hp, the shared morale's individual clause) sends it nowhere alone and it still holds the
// field for its side's strength; a monster at half its hp, the fighter beside it, retreats.
func TestHeroesLeaveOnlyWithTheParty(t *testing.T) {
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'R': hero(entry(t, "rogue")), 'o': foe(entry(t, "orc"))}
	cases := []struct {
		name    string
		unit    string
		hp      int // left after a blow
		retreat bool
	}{
		{"the fighter at 5 hp: no retreat alone", "F", 5, false},
		{"the rogue at 1 hp: no retreat alone", "R", 1, false},
		{"the orc at 3 hp, the fighter beside it: it retreats", "o", 3, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", "F.\nRo", units, 20, 1, 1)
			u := f.U(c.unit)
			f.Emit(combat.Damaged{Unit: c.unit, Amount: u.HP - c.hp, HP: c.hp, Why: "test"})
			if !combat.IndividualPast(f.Battle, u) {
				t.Fatalf("%s at %d of %d hp: not past its breaking point", c.unit, c.hp, u.MaxHP())
			}
			if retreat, why := combat.ShouldRetreat(f.Battle, u); retreat != c.retreat {
				t.Errorf("ShouldRetreat = %v (%s), want %v", retreat, why, c.retreat)
			}
			if combat.WithParty(f.Battle, u) == c.retreat {
				t.Errorf("WithParty = %v for %s", !c.retreat, c.unit)
			}
			own, _ := combat.Strengths(f.Battle, u.Side, nil)
			if held := own.Units == 2 || u.Side == 1 && own.Units == 1; held == c.retreat {
				t.Errorf("%s's side holds the field with %d units", c.unit, own.Units)
			}
		})
	}
}

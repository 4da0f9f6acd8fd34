package delvers

// Tests of falling, dying, first aid and morale.

import (
	"math"
	"strings"
	"testing"

	"skirmish/combat"
)

func TestMortallyInjured(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", with(fighter, func(s *combat.Sheet) { s.HP = 1 }), nil}, 'B': {"Heroes", fighter, nil},
		'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 60; s.AC = 30 }), nil}}
	down := func(t *testing.T, forced ...int) *fixture {
		f := setup(t, "gA.\n..B", units, append([]int{20, 6}, forced...)...)
		f.EndTurn()
		f.Act(act(KindMelee, "g", "A"))
		if a := f.U("A"); a.Status != combat.Down {
			t.Fatalf("a hero at 0 hp is mortally injured (down), not %s", a.Status)
		}
		return f
	}
	t.Run("dies at the end of the sixth round after it fell", func(t *testing.T) {
		f := down(t)
		f.EndTurn() // round 1, the round A fell in, ends
		for r := 2; r <= 7; r++ {
			if s := f.U("A").Status; s != combat.Down {
				t.Fatalf("in round %d A is %s, want still down", r, s)
			}
			f.EndTurn()
			f.EndTurn()
		}
		if s := f.U("A").Status; s != combat.Dead {
			t.Fatalf("at the end of round 7, the sixth after it fell, A is %s, want dead", s)
		}
	})
	t.Run("first aid: INT/Heal against 8 + rounds down stabilises", func(t *testing.T) {
		f := down(t, 5, 3)
		f.EndTurn()
		// Round 2, one round after A fell: 2d6 8 + DEX 1 (better than INT 0) + Heal 1 = 10 against 9.
		aid := combat.Action{Kind: KindSkill, Unit: "B", Target: "A", Choice: firstAid}
		// the chance, for the AI and the preview: 2d6 of 7 or more (9 less 2), 21 of 36
		if e := f.Battle.Rules.Estimate(f.Battle, aid); math.Abs(e.Hit-21.0/36) > 1e-9 {
			t.Errorf("first aid's estimate %+v, want a chance of 21/36", e)
		}
		var l combat.Listing
		f.Battle.List(f.U("B"), &l, combat.MeanStabilize)
		if x, ok := l.Find(aid); !ok || x.Preview == nil || math.Abs(x.Preview.Hit-21.0/36) > 1e-9 {
			t.Errorf("first aid listed %+v, want its preview's chance 21/36", x)
		}
		evs := f.Act(aid)
		wantText(t, "check", checks(evs)[0].Text, "2d6 8 + DEX 1 + Heal 1 = 10 vs 9: success")
		for range 8 {
			f.EndTurn()
		}
		if s := f.U("A"); s.Status != combat.Down || !s.Is(Stabilised) {
			t.Fatalf("A is %s: want stabilised and alive", s.Status)
		}
	})
	t.Run("a creature at 0 hp is slain", func(t *testing.T) {
		f := setup(t, "Ag", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 1 }), nil}}, 20, 1)
		f.Act(act(KindMelee, "A", "g"))
		if s := f.U("g").Status; s != combat.Dead {
			t.Fatalf("g is %s, want dead", s)
		}
		if !f.Over || f.Winner != "Heroes" {
			t.Fatal("with no foe left fighting, the heroes win")
		}
	})
}

// slayOneOfThree sets up A against g, h and s, runs A next to g and slays it (d20 20, 1d8 6):
// the foes have lost one of their three, a third.
func slayOneOfThree(t *testing.T, units map[rune]who) *fixture {
	t.Helper()
	f := setup(t, "A.g\n..h\n..s", units, 20, 6)
	f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(1, 0)})
	f.Act(act(KindMelee, "A", "g"))
	return f
}

func TestMorale(t *testing.T) {
	skel := with(orc, func(s *combat.Sheet) { s.Traits = []string{"undead"} })
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'B': {"Heroes", fighter, nil}, 'C': {"Heroes", fighter, nil},
		'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil}, 's': {"Foes", skel, nil}}
	t.Run("an individual breaks at half its hp: 6 hp, 3 lost", func(t *testing.T) {
		f := setup(t, "Ag.\nB..\nC.s", units)
		g := f.U("g")
		f.Emit(combat.Damaged{Unit: "g", Amount: 2, HP: 4, Why: "test"})
		if combat.PastBreakingPoint(g) {
			t.Fatal("2 of 6 lost is not half")
		}
		f.Emit(combat.Damaged{Unit: "g", Amount: 1, HP: 3, Why: "test"})
		if !combat.PastBreakingPoint(g) {
			t.Fatal("3 of 6 lost is half")
		}
		retreat, why := combat.ShouldRetreat(f.Battle, g)
		if !retreat || !strings.Contains(why, "half its hp") {
			t.Fatalf("ShouldRetreat = %v %q: 3 hp against three swords that deal up to 9 each", retreat, why)
		}
	})
	t.Run("unless it clearly won't die", func(t *testing.T) {
		f := setup(t, "Ag", map[rune]who{'A': {"Heroes", with(fighter, func(s *combat.Sheet) { s.Weapons = nil }), nil},
			'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 20 }), nil}})
		f.Emit(combat.Damaged{Unit: "g", Amount: 10, HP: 10, Why: "test"})
		// A's best is unarmed: 1d2 2 + STR 1 + Brawl 1 = 4 < 10.
		if retreat, _ := combat.ShouldRetreat(f.Battle, f.U("g")); retreat {
			t.Fatal("10 hp against at most 4 damage a round: it clearly won't die")
		}
	})
	t.Run("the fearless never retreat", func(t *testing.T) {
		f := setup(t, "Ag.\nB..\nC.s", units)
		f.Emit(combat.Damaged{Unit: "s", Amount: 5, HP: 1, Why: "test"})
		if retreat, why := combat.ShouldRetreat(f.Battle, f.U("s")); retreat || !strings.Contains(why, "undead") {
			t.Fatalf("undead: retreat %v (%s)", retreat, why)
		}
	})
	t.Run("a group breaks at a third of its starting numbers, unless clearly winning", func(t *testing.T) {
		f := slayOneOfThree(t, units)
		if !combat.GroupPastBreakingPoint(f.Battle, 1) {
			t.Fatal("1 of 3 lost is a third")
		}
		if retreat, why := combat.ShouldRetreat(f.Battle, f.U("h")); !retreat || !strings.Contains(why, "lost 1 of 3") {
			t.Fatalf("h: retreat %v (%s); 6+6 hp against a fighter's 10 is not clearly winning", retreat, why)
		}
		broken := false
		for _, e := range f.Log {
			if m, ok := e.(combat.MoraleBroken); ok && m.Side == "Foes" {
				broken = true
			}
		}
		if !broken {
			t.Fatal("the log records the group's breaking point")
		}
	})
	t.Run("a fearless side has no breaking point: 1 of 3 undead lost, no morale event", func(t *testing.T) {
		for _, trait := range []string{"undead", "construct", "zealot", "militarised"} {
			fearless := with(orc, func(s *combat.Sheet) { s.Traits = []string{trait} })
			all := map[rune]who{'A': units['A'], 'g': {"Foes", fearless, nil}, 'h': {"Foes", fearless, nil}, 's': {"Foes", fearless, nil}}
			f := slayOneOfThree(t, all)
			if f.U("g").Status != combat.Dead || combat.GroupPastBreakingPoint(f.Battle, 1) || !combat.FearlessSide(f.Battle, 1) {
				t.Fatalf("%s: g %s; a side of the %s never passes its breaking point", trait, f.U("g").Status, trait)
			}
			for _, e := range f.Log {
				if m, ok := e.(combat.MoraleBroken); ok {
					t.Fatalf("%s: morale event %+v for a fearless side", trait, m)
				}
			}
		}
	})
	t.Run("a side with one unit that is not fearless keeps its breaking point", func(t *testing.T) {
		mixed := map[rune]who{'A': units['A'], 'g': {"Foes", skel, nil}, 'h': {"Foes", orc, nil}, 's': {"Foes", skel, nil}}
		f := slayOneOfThree(t, mixed)
		if !combat.GroupPastBreakingPoint(f.Battle, 1) {
			t.Fatal("1 of 3 lost is a third, and the orc may retreat")
		}
		if retreat, _ := combat.ShouldRetreat(f.Battle, f.U("s")); retreat {
			t.Fatal("the skeleton never retreats, whatever its group does")
		}
		if retreat, _ := combat.ShouldRetreat(f.Battle, f.U("h")); !retreat {
			t.Fatal("the orc retreats with its group past its breaking point")
		}
	})
	t.Run("clearly winning: twice the enemy's power, hp times damage a round", func(t *testing.T) {
		big := map[rune]who{'A': units['A'], 'g': units['g'], 'h': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 40 }), nil},
			's': {"Foes", orc, nil}}
		f := slayOneOfThree(t, big)
		if !combat.ClearlyWinning(f.Battle, 1) {
			t.Fatal("40 + 6 hp dealing 2.4 a round (110) against the fighter's 10 dealing 4.4 (44) is clearly winning")
		}
		if retreat, _ := combat.ShouldRetreat(f.Battle, f.U("s")); retreat {
			t.Fatal("a group that is clearly winning holds")
		}
	})
	t.Run("leaving from an exit: fled, not dead", func(t *testing.T) {
		f := setup(t, "A..E\ng...", units)
		f.Refused(act(KindLeave, "A", ""), "Morale", "exit")
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(3, 0)})
		f.Act(act(KindLeave, "A", ""))
		if s := f.U("A").Status; s != combat.Fled {
			t.Fatalf("A is %s, want fled", s)
		}
		if !f.Over || f.Winner != "Foes" {
			t.Fatal("with the heroes gone, the foes hold the field")
		}
	})
}

package d20lite

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// d20-sunday-stats-combat.txt "Actions": Full attack (5), for creatures with several attacks a
// round (BAB +6: +6/+1), one swing at a time, the target chosen after each result.
func TestFullAttack(t *testing.T) {
	veteran := fighterSheet(6, 14, 40)
	f := board(t, `
		.B.
		.A.
		.C.`, map[rune]who{'A': hero(veteran), 'B': enemy(dummy(10, 5)), 'C': enemy(dummy(10, 30))}, 1, 20, 2)
	f.force(15, 8)
	evs := f.Act(attack(KindFull, "A", "B", "longsword"))
	rulestest.WantTexts(t, "first swing", rulestest.AttackTexts(evs), "d20 15 + BAB 6 + Str 2 = 23 vs AC 10: hit")
	if f.U("B").Active() || f.U("A").Left(SlotPoints) != 0 {
		t.Fatalf("B %s, A %d points: the full attack takes all 5", f.U("B").Status, f.U("A").Left(SlotPoints))
	}
	// B is down: the second swing goes at C, chosen now
	xs, _ := f.Listed("A", KindSwing)
	if len(xs) != 1 || xs[0].Action.Target != "C" {
		t.Fatalf("listed swings %v, want the one at C", xs)
	}
	f.force(9, 3)
	evs = f.Act(attack(KindSwing, "A", "C", "longsword"))
	rulestest.WantTexts(t, "second swing at +1", rulestest.AttackTexts(evs), "d20 9 + BAB 1 + Str 2 = 12 vs AC 10: hit")
	f.Refused(attack(KindSwing, "A", "C", "longsword"), "Full attack", "not in the middle of a full attack")
}

// A creature with one attack a round has no full attack (BAB +5: one swing).
func TestFullAttackNeedsSeveral(t *testing.T) {
	f := board(t, `AB`, map[rune]who{'A': hero(fighterSheet(5, 14, 40)), 'B': enemy(dummy(10, 30))}, 20, 1)
	f.Refused(attack(KindFull, "A", "B", "longsword"), "Full attack", "one attack a round")
}

// docs/rulings.md "Full attack": a creature's natural weapons are its several attacks, each
// once at its full BAB.
func TestFullAttackNaturalWeapons(t *testing.T) {
	ghoul := entry(t, "ghoul") // bite 1d6, claw 1d3, other claw 1d3, BAB +1, Str 13
	f := board(t, `AB`, map[rune]who{'A': enemy(ghoul), 'B': hero(dummy(10, 40))}, 20, 1)
	f.force(10, 2)
	f.Act(attack(KindFull, "A", "B", "bite"))
	f.force(10, 2)
	f.Act(attack(KindSwing, "A", "B", "claw"))
	f.force(10, 2)
	evs := f.Act(attack(KindSwing, "A", "B", "other claw"))
	rulestest.WantTexts(t, "third attack", rulestest.AttackTexts(evs), "d20 10 + BAB 1 + Str 1 = 12 vs AC 10: hit")
}

// d20-sunday-stats-combat.txt "Special Attacks": Two-weapon attack (3): −6/−10, −4/−8 with a
// light off-hand weapon, −4/−4 with Two-Weapon Fighting, −2/−2 with both; the off hand adds
// half the Str bonus.
func TestTwoWeaponAttack(t *testing.T) {
	cases := []struct {
		name     string
		offLight bool
		feat     bool
		p1, p2   string
	}{
		{"neither: −6/−10", false, false, "two weapons 6 = 7", "two weapons (off hand) 10 = 3"},
		{"light off hand: −4/−8", true, false, "two weapons 4 = 9", "two weapons (off hand) 8 = 5"},
		{"the feat: −4/−4", false, true, "two weapons 4 = 9", "two weapons (off hand) 4 = 9"},
		{"both: −2/−2", true, true, "two weapons 2 = 11", "two weapons (off hand) 2 = 11"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := combat.Sheet{Attributes: map[string]int{"STR": 14}, AttackBonus: 1, AC: 12, HP: 20, Speed: 30,
				Weapons: []combat.Weapon{weapon("sword", combat.Melee, "1d8", 1), weapon("dagger", combat.Melee, "1d4", 1)}}
			if c.offLight {
				s.Weapons[1].Effects = []string{"light"}
			}
			if c.feat {
				s.Traits = []string{"two-weapon-fighting"}
			}
			f := board(t, `AB`, map[rune]who{'A': hero(s), 'B': enemy(dummy(1, 60))}, 20, 1)
			f.force(10, 4, 10, 4)
			evs := f.Act(attack(KindTwoWeapon, "A", "B", "sword"))
			rulestest.WantTexts(t, "two attacks", rulestest.AttackTexts(evs),
				"d20 10 + BAB 1 + Str 2 − "+c.p1+" vs AC 1: hit",
				"d20 10 + BAB 1 + Str 2 − "+c.p2+" vs AC 1: hit")
			rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "1d8 4 + Str 2 = 6", "1d4 4 + ½ Str (off hand) 1 = 5")
		})
	}
}

// d20-sunday-stats-combat.txt "Special Attacks": Charge (5): at least 10 ft, at most double the
// speed, +2 to hit, −2 AC.
func TestCharge(t *testing.T) {
	room := `
		A.....B
		.......`
	units := map[rune]who{'A': hero(fighterSheet(1, 14, 30)), 'B': enemy(fighterSheet(1, 10, 30))}
	t.Run("+2 to hit, −2 AC until the next turn", func(t *testing.T) {
		f := board(t, room, units, 20, 1)
		f.force(10, 3)
		evs := f.Act(combat.Action{Kind: KindCharge, Unit: "A", Target: "B", Weapon: "longsword", Path: to(5, 0)})
		rulestest.WantTexts(t, "charge", rulestest.AttackTexts(evs), "d20 10 + BAB 1 + Str 2 + charge 2 = 15 vs AC 10 − flat-footed 1 = 9: hit")
		f.EndTurn()
		f.force(11, 2)
		evs = f.Act(attack(KindMelee, "B", "A", "longsword"))
		rulestest.WantTexts(t, "B on the charger", rulestest.AttackTexts(evs), "d20 11 + BAB 1 + Str 2 = 14 vs AC 14 − charging 2 = 12: hit")
	})
	t.Run("at most double the speed", func(t *testing.T) {
		f := board(t, `A.......B`, map[rune]who{'A': hero(with(fighterSheet(1, 14, 30), func(s *combat.Sheet) { s.Speed = 15 })), 'B': enemy(fighterSheet(1, 10, 30))}, 20, 1)
		f.Refused(combat.Action{Kind: KindCharge, Unit: "A", Target: "B", Path: to(7, 0)}, "Charge", "not within double its speed")
	})
	t.Run("at least 10 ft", func(t *testing.T) {
		f := board(t, `
			.A.B.
			.....`, map[rune]who{'A': hero(fighterSheet(1, 14, 30)), 'B': enemy(fighterSheet(1, 10, 30))}, 20, 1)
		f.Refused(combat.Action{Kind: KindCharge, Unit: "A", Target: "B", Path: to(2, 0)}, "Charge", "at least 10 ft")
		f.Act(combat.Action{Kind: KindCharge, Unit: "A", Target: "B", Path: to(3, 1)})
	})
}

package d20lite

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// two units side by side, A the hero acting first (its initiative 20), B the foe (1).
const pair = `
	.....
	.AB..
	.....`

// d20-sunday-stats-combat.txt "Special Attacks": Aid another (3): against AC 10; on a success
// the friend gets +2 to hit or +2 AC against that enemy until your next turn.
func TestAidAnother(t *testing.T) {
	units := map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': hero(fighterSheet(1, 12, 30))}
	room := `
		.....
		.AB..
		..C..`
	t.Run("+2 to hit", func(t *testing.T) {
		f := board(t, room, units, 20, 1, 19)
		f.force(7)
		evs := f.Act(combat.Action{Kind: KindAid, Unit: "A", Target: "B", Choice: AidAttack})
		rulestest.WantTexts(t, "aid", rulestest.AttackTexts(evs), "aid another: d20 7 + BAB 1 + Str 2 = 10 vs AC 10: success")
		f.EndTurn()
		f.force(6, 1)
		evs = f.Act(attack(KindMelee, "C", "B", "longsword"))
		rulestest.WantTexts(t, "C's attack", rulestest.AttackTexts(evs), "d20 6 + BAB 1 + Str 2 + aided by A 2 = 11 vs AC 10 − flat-footed 1 = 9: hit")
	})
	t.Run("+2 AC", func(t *testing.T) {
		f := board(t, room, units, 20, 1, 19)
		f.force(7)
		f.Act(combat.Action{Kind: KindAid, Unit: "A", Target: "B", Choice: AidDefense})
		f.EndTurn()
		f.EndTurn()
		f.force(11)
		evs := f.Act(attack(KindMelee, "B", "C", "longsword"))
		rulestest.WantTexts(t, "B's attack on C", rulestest.AttackTexts(evs), "d20 11 + BAB 1 + Str 2 = 14 vs AC 12 + aided by A 2 = 14: hit")
	})
	t.Run("a 9 fails", func(t *testing.T) {
		f := board(t, room, units, 20, 1, 19)
		f.force(6)
		f.Act(combat.Action{Kind: KindAid, Unit: "A", Target: "B", Choice: AidAttack})
		if f.U("B").Is(AidedAttack) {
			t.Fatal("6 + 3 = 9 is below AC 10")
		}
	})
	t.Run("until the aider's next turn", func(t *testing.T) {
		f := board(t, room, units, 20, 1, 19)
		f.force(7)
		f.Act(combat.Action{Kind: KindAid, Unit: "A", Target: "B", Choice: AidAttack})
		f.EndTurn()
		f.EndTurn()
		f.EndTurn()
		if f.U("B").Is(AidedAttack) {
			t.Fatal("the aid ends as A's next turn starts")
		}
	})
}

// d20-sunday-stats-combat.txt "Special Attacks": Bull rush* (3): "Make an opposed Strength
// check" to push the defender five feet, and nothing more: a large pusher gets no size bonus
// (docs/rulings.md "Bull rush").
func TestBullRush(t *testing.T) {
	big := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) { s.Size = 10 })
	f := board(t, pair, map[rune]who{'A': hero(big), 'B': enemy(dummy(10, 30))}, 20, 1)
	f.force(10, 10)
	evs := f.Act(act(KindBullRush, "A", "B"))
	rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), "A's bull rush: d20 10 + Str 2 = 12 against B's d20 10 = 10")
	if f.U("B").Pos != pos(3, 1) {
		t.Fatalf("B at %v, want pushed to (3,1)", f.U("B").Pos)
	}
}

// d20-sunday-stats-combat.txt "Special Attacks": Trip* (3): the target's attack of
// opportunity, a melee attack, an opposed check as for an overrun; a loss lets the target
// trip back.
func TestTrip(t *testing.T) {
	t.Run("won: prone", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30))}, 20, 1)
		f.force(12, 15, 5) // B is flat-footed: no attack of opportunity
		evs := f.Act(attack(KindTrip, "A", "B", "longsword"))
		rulestest.WantTexts(t, "checks", rulestest.CheckTexts(evs), "A's trip: d20 15 + Str 2 = 17 against B's d20 5 = 5")
		if !f.U("B").Is(Prone) {
			t.Fatal("B is not prone")
		}
	})
	t.Run("lost: tripped back", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30))}, 20, 1)
		f.force(12, 3, 15, 15, 3)
		f.Act(attack(KindTrip, "A", "B", "longsword"))
		if !f.U("A").Is(Prone) || f.U("B").Is(Prone) {
			t.Fatal("A lost 5 to 15, then B won 15 to 5: A is prone")
		}
	})
	t.Run("the target's attack of opportunity; a trip weapon draws none", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30))}, 1, 20)
		f.EndTurn()
		f.force(1, 1)
		f.Act(attack(KindTrip, "A", "B", "longsword"))
		rulestest.WantTexts(t, "offered", f.Offered, "B opportunity")
		g := board(t, pair, map[rune]who{'A': hero(entry(t, "wolf")), 'B': enemy(fighterSheet(1, 10, 30))}, 1, 20)
		g.EndTurn()
		g.force(1)
		g.Act(attack(KindTrip, "A", "B", "bite"))
		rulestest.WantTexts(t, "offered", g.Offered)
	})
}

// d20-sunday-stats-combat.txt "Special Attacks": Disarm* (3): the target's attack of
// opportunity fails it if it hurts; opposed attack rolls, two-handed +4, light −4, the larger +4 a size;
// a win disarms; a loss lets the defender try to disarm back.
func TestDisarm(t *testing.T) {
	axe := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) {
		s.Weapons = []combat.Weapon{weapon("greataxe", combat.Melee, "1d12", 2)}
	})
	knife := with(dummy(10, 30), func(s *combat.Sheet) {
		s.Weapons = []combat.Weapon{weapon("knife", combat.Melee, "1d4", 1, "light")}
	})
	t.Run("won: the defender drops its weapon", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(axe), 'B': enemy(knife)}, 20, 1)
		f.force(10, 12)
		evs := f.Act(attack(KindDisarm, "A", "B", "greataxe"))
		rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), "A's disarm: d20 10 + BAB 1 + Str 2 + two-handed 4 = 17 against B's d20 12 − light 4 = 8")
		if len(f.U("B").Items) != 0 || len(f.Ground) != 1 {
			t.Fatalf("B holds %v; ground %v", f.U("B").Items, f.Ground)
		}
	})
	t.Run("lost: the defender disarms back", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(knife), 'B': enemy(axe)}, 20, 1)
		f.force(3, 10, 15, 2)
		f.Act(attack(KindDisarm, "A", "B", "knife"))
		if len(f.U("A").Items) != 0 {
			t.Fatalf("A still holds %v", f.U("A").Items)
		}
	})
	t.Run("an attack of opportunity that hurts fails it", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(axe), 'B': enemy(fighterSheet(1, 10, 30))}, 1, 20)
		f.EndTurn()
		f.force(15, 3)
		evs := f.Act(attack(KindDisarm, "A", "B", "greataxe"))
		if len(rulestest.CheckTexts(evs)) != 0 {
			t.Fatalf("checks %v after a hurting attack of opportunity", rulestest.CheckTexts(evs))
		}
	})
}

// d20-sunday-stats-combat.txt "Special Attacks": Sunder* (3): opposed attack rolls as for a
// disarm, then damage to the weapon (docs/rulings.md "Sunder": 10 hp one-handed).
func TestSunder(t *testing.T) {
	f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30))}, 20, 1)
	f.force(15, 2, 8)
	f.Act(attack(KindSunder, "A", "B", "longsword"))
	if c, _ := f.U("B").Condition(Sundered); c.Value != 10 || c.Note != "broken" {
		t.Fatalf("club: %+v, want 8 + Str 2 = 10 damage: broken at 10", c)
	}
	if _, err := weaponFor(f.U("B"), "club", useMelee, ruleMelee); err == nil {
		t.Fatal("B still fights with its broken club")
	}
}

// d20-sunday-stats-combat.txt "Special Attacks": Grapple* (3): the target's attack of
// opportunity, a melee attack to grab, an opposed grapple check (BAB + Str) to hold and deal
// unarmed damage; later rounds: more, or break the hold.
func TestGrapple(t *testing.T) {
	f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30))}, 20, 1)
	f.force(12, 15, 5, 2)
	evs := f.Act(act(KindGrapple, "A", "B"))
	rulestest.WantTexts(t, "grab", rulestest.AttackTexts(evs), "d20 12 + BAB 1 + Str 2 = 15 vs AC 10: hit")
	rulestest.WantTexts(t, "hold", rulestest.CheckTexts(evs), "A's grapple: d20 15 + BAB 1 + Str 2 = 18 against B's d20 5 = 5")
	rulestest.WantTexts(t, "unarmed damage", rulestest.DamageTexts(evs), "1d3 2 + Str 2 = 4")
	if !f.U("B").Is(Grappled) || !f.U("A").Is(Grappling) {
		t.Fatal("no hold")
	}
	f.Refused(moveTo(KindMove, "A", 0, 0), "Grapple", "in a grapple")
	f.EndTurn()
	f.Refused(moveTo(KindMove, "B", 4, 1), "Grapple", "in a grapple")
	f.force(18, 3)
	f.Act(act(KindEscape, "B", ""))
	if f.U("B").Is(Grappled) {
		t.Fatal("B won 18 to 6 and is still held")
	}
}

// d20-sunday-stats-combat.txt "Special Attacks": Overrun* (3): the defender steps aside, or
// blocks: Str against its Str or Dex, the larger +4 a size; a win knocks it prone and goes on through.
func TestOverrun(t *testing.T) {
	t.Run("stepping aside lets it through", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30))}, 20, 1)
		f.Act(act(KindOverrun, "A", "B"))
		if f.U("A").Pos != pos(3, 1) || f.U("B").Is(Prone) {
			t.Fatalf("A at %v: want through to (3,1)", f.U("A").Pos)
		}
	})
	t.Run("blocking and losing: prone, and through", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30))}, 20, 1)
		f.React["B block"] = true
		f.force(10, 10)
		evs := f.Act(act(KindOverrun, "A", "B"))
		rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), "A's overrun: d20 10 + Str 2 = 12 against B's d20 10 = 10")
		if f.U("A").Pos != pos(3, 1) || !f.U("B").Is(Prone) {
			t.Fatalf("A at %v, B prone %v", f.U("A").Pos, f.U("B").Is(Prone))
		}
	})
	t.Run("blocking and winning: the overrunner falls", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30))}, 20, 1)
		f.React["B block"] = true
		f.force(5, 10, 15, 5)
		f.Act(act(KindOverrun, "A", "B"))
		if f.U("A").Pos != pos(1, 1) || !f.U("A").Is(Prone) {
			t.Fatalf("A at %v, prone %v", f.U("A").Pos, f.U("A").Is(Prone))
		}
	})
}

// d20-sunday-stats-combat.txt "Special Attacks": Feint (3): Bluff against Sense Motive + BAB;
// a win denies the Dex bonus on the next attack.
func TestFeint(t *testing.T) {
	liar := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) { s.Skills = map[string]int{"Bluff": 6} })
	nimble := with(fighterSheet(2, 14, 30), func(s *combat.Sheet) { s.Attributes["DEX"] = 16; s.Skills = map[string]int{"Sense Motive": 1} })
	f := board(t, pair, map[rune]who{'A': hero(liar), 'B': enemy(nimble)}, 1, 20)
	f.EndTurn()
	f.force(10, 10)
	evs := f.Act(act(KindFeint, "A", "B"))
	rulestest.WantTexts(t, "feint", rulestest.CheckTexts(evs), "A's feint: d20 10 + Bluff 6 = 16 against B's d20 10 + Sense Motive 1 + BAB 2 = 13")
	f.EndTurn()
	f.EndTurn()
	f.force(10, 1)
	evs = f.Act(attack(KindMelee, "A", "B", "longsword"))
	rulestest.WantTexts(t, "the next attack", rulestest.AttackTexts(evs), "d20 10 + BAB 1 + Str 2 = 13 vs AC 14 − feinted 3 = 11: hit")
	if f.U("B").Is(Feinted) {
		t.Fatal("the feint is spent on that attack")
	}
}

// d20-sunday-stats-combat.txt "Actions": Cast Spell* (3): attacks of opportunity; damage from
// one calls for a Concentration check to finish (docs/rulings.md "Spells": DC 10 + damage +
// level); cast defensively, Concentration DC 15 + level, a failure loses the spell. The
// spell's attack is "a d20 + your Base Attack Bonus + your Str modifier (or Dex if it's a
// missile weapon)": Dex for a ray, Str for a touch, never Int.
func TestCastSpell(t *testing.T) {
	mage := func() combat.Sheet {
		return combat.Sheet{Attributes: map[string]int{"INT": 16, "DEX": 10}, AttackBonus: 1, AC: 10, HP: 30, Speed: 30,
			Skills:  map[string]int{"Concentration": 5},
			Weapons: []combat.Weapon{{Name: "bolt", Kind: combat.Spell, Damage: combat.Roll{Count: 2, Sides: 6}, Range: 60, Effects: []string{"spell level 1"}, Count: 2}}}
	}
	t.Run("a ray: Dex to hit, not Int; no Str to damage", func(t *testing.T) {
		m := with(mage(), func(s *combat.Sheet) { s.Attributes["DEX"], s.Attributes["STR"] = 14, 16 })
		f := board(t, `A...B`, map[rune]who{'A': hero(m), 'B': enemy(dummy(10, 30))}, 20, 1)
		f.force(7, 3, 4)
		evs := f.Act(attack(KindCast, "A", "B", "bolt"))
		rulestest.WantTexts(t, "spell", rulestest.AttackTexts(evs), "d20 7 + BAB 1 + Dex 2 = 10 vs AC 10: hit")
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "2d6 7 = 7")
	})
	t.Run("a touch spell: Str to hit, not Int; no Str to damage", func(t *testing.T) {
		m := with(mage(), func(s *combat.Sheet) {
			s.Attributes["DEX"], s.Attributes["STR"] = 14, 12
			s.Weapons = []combat.Weapon{{Name: "shocking grasp", Kind: combat.Spell, Damage: combat.Roll{Count: 1, Sides: 6}, Effects: []string{"spell level 1"}, Count: 1}}
		})
		f := board(t, pair, map[rune]who{'A': hero(m), 'B': enemy(dummy(10, 30))}, 20, 1)
		f.force(8, 5)
		evs := f.Act(attack(KindCast, "A", "B", "shocking grasp"))
		rulestest.WantTexts(t, "spell", rulestest.AttackTexts(evs), "d20 8 + BAB 1 + Str 1 = 10 vs AC 10: hit")
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "1d6 5 = 5")
	})
	t.Run("hurt by the attack of opportunity: Concentration to finish", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(mage()), 'B': enemy(fighterSheet(1, 10, 30))}, 1, 20)
		f.EndTurn()
		f.force(15, 4, 5) // B hits for 4 + 2 = 6; Concentration 5 + 5 = 10 < DC 10 + 6 + 1
		evs := f.Act(attack(KindCast, "A", "B", "bolt"))
		rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), "A's Concentration check (hurt while casting): d20 5 + Concentration 5 = 10 vs DC 17")
		if len(rulestest.AttackTexts(evs)) != 1 {
			t.Fatalf("attacks %v: the spell is lost", rulestest.AttackTexts(evs))
		}
	})
	t.Run("cast defensively: DC 15 + level, no attacks; a failure loses it", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(mage()), 'B': enemy(fighterSheet(1, 10, 30))}, 1, 20)
		f.EndTurn()
		f.force(11, 10, 3, 3)
		evs := f.Act(combat.Action{Kind: KindCast, Unit: "A", Target: "B", Weapon: "bolt", Choice: Defensively})
		rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), "A's Concentration check (casting defensively): d20 11 + Concentration 5 = 16 vs DC 16")
		if len(f.Offered) != 0 || len(rulestest.AttackTexts(evs)) != 1 {
			t.Fatalf("offered %v, attacks %v", f.Offered, rulestest.AttackTexts(evs))
		}
		f.EndTurn()
		f.EndTurn()
		f.force(10)
		evs = f.Act(combat.Action{Kind: KindCast, Unit: "A", Target: "B", Weapon: "bolt", Choice: Defensively})
		if len(rulestest.AttackTexts(evs)) != 0 {
			t.Fatal("a failed Concentration check loses the spell")
		}
		f.EndTurn()
		f.EndTurn()
		f.Refused(attack(KindCast, "A", "B", "bolt"), "Cast Spell", "as many times as it had it prepared")
	})
}

// d20-sunday-stats-combat.txt "Special Attacks": Disarm, "If you won, the defender is
// disarmed"; Sunder, "try to attack his weapon or shield"; "Actions": Drop an item (0): a
// bite, a claw or a slam is part of the creature, no item: it is not knocked away, broken or
// dropped (docs/rulings.md "d20 natural weapons"). A skeleton disarmed of its scimitar (A's
// 20 + BAB 1 + Str 2 = 23 against 1 + Str 1 = 2) keeps its claw.
func TestNaturalWeaponsAreNoItems(t *testing.T) {
	for _, c := range []struct {
		name, foe string
		a         combat.Action
		rule, msg string
	}{
		{"no disarming a zombie of its slam", "zombie", attack(KindDisarm, "A", "B", "longsword"), "Disarm", "holds nothing to disarm"},
		{"no sundering a ghoul's bite", "ghoul", attack(KindSunder, "A", "B", "longsword"), "Sunder", "holds nothing to sunder"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(entry(t, c.foe))}, 20, 1)
			f.Refused(c.a, c.rule, c.msg)
		})
	}
	t.Run("a wolf drops no bite", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(entry(t, "wolf")), 'B': enemy(dummy(10, 30))}, 20, 1)
		f.Refused(combat.Action{Kind: KindDrop, Unit: "A", Weapon: "bite"}, "Drop an item", "part of A")
	})
	t.Run("a wolf that loses a disarm is not disarmed back of its bite", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': enemy(entry(t, "wolf")), 'B': hero(fighterSheet(1, 10, 30))}, 20, 1)
		f.force(2, 15) // the wolf's 2 + BAB 1 + Str 1 = 4 loses to B's 15 + BAB 1 + Str 2 = 18
		evs := f.Act(attack(KindDisarm, "A", "B", "bite"))
		if n := len(rulestest.CheckTexts(evs)); n != 1 || f.U("A").Item("bite") < 0 || len(f.Ground) != 0 {
			t.Fatalf("%d checks, A holds %v, ground %v: nothing to disarm back", n, f.U("A").Items, f.Ground)
		}
	})
	t.Run("a skeleton disarmed of its scimitar keeps its claw", func(t *testing.T) {
		f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(entry(t, "skeleton"))}, 20, 1)
		f.force(20, 1)
		evs := f.Act(attack(KindDisarm, "A", "B", "longsword"))
		rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), "A's disarm: d20 20 + BAB 1 + Str 2 = 23 against B's d20 1 + Str 1 = 2")
		if len(f.Ground) != 1 || f.Ground[0].Weapon.Name != "scimitar" || f.U("B").Item("claw") < 0 {
			t.Fatalf("ground %v, B holds %v: the scimitar falls, the claw stays", f.Ground, f.U("B").Items)
		}
		f.EndTurn()
		f.EndTurn()
		f.Refused(attack(KindDisarm, "A", "B", "longsword"), "Disarm", "holds nothing to disarm")
	})
}

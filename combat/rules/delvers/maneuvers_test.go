package delvers

// Tests of shoving, grappling and dual wielding with the text's numbers.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

func TestShove(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
	// The attack hits (d20 15), then STR/Brawl: A 2d6 5,4 + STR 1 + Brawl 1 = 11 against g 3,3 + 1 = 7.
	t.Run("knocked prone, no damage", func(t *testing.T) {
		f := setup(t, "Ag.", units, 15, 5, 4, 3, 3)
		evs := f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "g", Choice: "prone"})
		if !f.U("g").Is(Prone) || f.U("g").HP != 6 || len(damages(evs)) != 0 {
			t.Fatalf("g prone %v hp %d: want prone and unhurt", f.U("g").Is(Prone), f.U("g").HP)
		}
	})
	t.Run("pushed into an adjacent square", func(t *testing.T) {
		f := setup(t, "Ag.", units, 15, 5, 4, 3, 3)
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "g", Choice: "push", Path: to(2, 0)})
		if p := f.U("g").Pos; p != (grid.Pos{X: 2, Y: 0}) {
			t.Fatalf("g at %v, want (2,0)", p)
		}
	})
	t.Run("a lost check does nothing; ties go to the target", func(t *testing.T) {
		f := setup(t, "Ag.", units, 15, 2, 2, 3, 3)
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "g", Choice: "prone"})
		if f.U("g").Is(Prone) {
			t.Fatal("2+2+1+1 = 6 against 3+3+1 = 7 loses")
		}
	})
	t.Run("a creature only barely plausible to shove, four times the size: −4; eight times: not at all", func(t *testing.T) {
		huge := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.Size = 20 }), nil}}
		f := setup(t, "Ag.", huge, 15, 5, 4, 3, 3)
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "g", Choice: "prone"})
		wantText(t, "check", checks(f.Log)[0].Text, "A 2d6 9 + STR 1 + Brawl 1 − size 4 = 7 vs g 2d6 6 + skill bonus 1 = 7: g wins")
		giant := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.Size = 40 }), nil}}
		f = setup(t, "Ag.", giant)
		f.Refused(combat.Action{Kind: KindShove, Unit: "A", Target: "g", Choice: "prone"}, "", "")
	})
	t.Run("a missed attack roll shoves nothing: no check", func(t *testing.T) {
		f := setup(t, "Ag.", units, 2)
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "g", Choice: "prone"})
		if f.U("g").Is(Prone) || len(checks(f.Log)) != 0 {
			t.Fatal("the shove needs a successful attack roll before the opposed check")
		}
	})
	t.Run("a bigger target: −2 at twice the size", func(t *testing.T) {
		big := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.Size = 10 }), nil}}
		f := setup(t, "Ag.", big, 15, 5, 4, 3, 3)
		f.Act(combat.Action{Kind: KindShove, Unit: "A", Target: "g", Choice: "prone"})
		c := checks(f.Log)[0]
		wantText(t, "check", c.Text, "A 2d6 9 + STR 1 + Brawl 1 − size 2 = 9 vs g 2d6 6 + skill bonus 1 = 7: A wins")
	})
}

// checks returns the skill check events in a log.
func checks(evs []combat.Event) []combat.Checked { return rulestest.Of[combat.Checked](evs) }

func TestGrapple(t *testing.T) {
	brawler := with(fighter, func(s *combat.Sheet) { s.Skills["Brawl"] = 2; s.Weapons = nil })
	units := map[rune]who{'A': {"Heroes", brawler, nil}, 'B': {"Heroes", brawler, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 20 }), nil}}
	// Unarmed hit (d20 15); STR/Brawl 6,6 + 1 + 2 = 15 against 1,1 + 1 = 3.
	grab := []int{15, 6, 6, 1, 1}
	t.Run("held: neither moves, only unarmed attacks", func(t *testing.T) {
		f := setup(t, "Ag..", units, grab...)
		f.Act(act(KindGrapple, "A", "g"))
		if !f.U("g").Is(Grappled) || !f.U("A").Is(Grappling) {
			t.Fatal("want g grappled by A")
		}
		f.Refused(combat.Action{Kind: KindRun, Unit: "A", Path: to(0, 0)}, "Grappling", "cannot move")
		f.EndTurn()
		f.Refused(combat.Action{Kind: KindRun, Unit: "g", Path: to(3, 0)}, "Grappling", "grappled by A")
		f.Refused(combat.Action{Kind: KindMelee, Unit: "g", Target: "A", Weapon: "spear"}, "Grappling", "only unarmed")
	})
	t.Run("end of round: unarmed damage from each grappler: 1d2 + STR 1 + Brawl 2", func(t *testing.T) {
		f := setup(t, "Ag\n.B", units, append(append(grab, grab...), 2, 1)...)
		f.Act(act(KindGrapple, "A", "g"))
		f.Act(act(KindGrapple, "B", "g"))
		f.EndTurn()
		f.EndTurn()
		var texts []string
		for _, d := range damages(f.Log) {
			texts = append(texts, d.Text)
		}
		if len(texts) != 2 || texts[0] != "grapple damage 1d2 2 + STR 1 + Brawl 2 = 5" || texts[1] != "grapple damage 1d2 1 + STR 1 + Brawl 2 = 4" {
			t.Fatalf("grapple damage %q", texts)
		}
		if hp := f.U("g").HP; hp != 11 {
			t.Fatalf("hp %d, want 11", hp)
		}
	})
	t.Run("breaking free: one check against every grappler", func(t *testing.T) {
		f := setup(t, "Ag\n.B", units, append(append(grab, grab...), 1, 1, 6, 6, 2, 2, 1, 1)...)
		f.Act(act(KindGrapple, "A", "g"))
		f.Act(act(KindGrapple, "B", "g"))
		f.EndTurn()
		f.EndTurn()
		f.EndTurn()
		// g: 6,6 + 1 = 13 beats A (2,2 + 3 = 7) and B (1,1 + 3 = 5).
		f.Act(act(KindEscape, "g", ""))
		if f.U("g").Is(Grappled) || f.U("A").Is(Grappling) || f.U("B").Is(Grappling) {
			t.Fatal("g beat both and is free")
		}
	})
	t.Run("throw: 5 ft and prone", func(t *testing.T) {
		f := setup(t, "Ag..", units, append(grab, 1, 6, 6, 1, 1)...)
		f.Act(act(KindGrapple, "A", "g"))
		f.EndTurn()
		f.EndTurn()
		f.Act(combat.Action{Kind: KindDrag, Unit: "A", Choice: "throw", Path: to(2, 0)})
		if g := f.U("g"); g.Pos != (grid.Pos{X: 2, Y: 0}) || !g.Is(Prone) || g.Is(Grappled) {
			t.Fatalf("g at %v prone %v grappled %v: want thrown to (2,0), prone, free", g.Pos, g.Is(Prone), g.Is(Grappled))
		}
	})
	t.Run("drag: 10 ft together", func(t *testing.T) {
		f := setup(t, "..Ag", units, append(grab, 1, 6, 6, 1, 1)...)
		f.Act(act(KindGrapple, "A", "g"))
		f.EndTurn()
		f.EndTurn()
		f.Act(combat.Action{Kind: KindDrag, Unit: "A", Choice: "drag", Path: []grid.Pos{{X: 1, Y: 0}, {X: 0, Y: 0}}})
		if a, g := f.U("A").Pos, f.U("g").Pos; a != (grid.Pos{}) || g != (grid.Pos{X: 1, Y: 0}) {
			t.Fatalf("A at %v, g at %v: want (0,0) and (1,0)", a, g)
		}
	})
	t.Run("a lost drag frees the defender", func(t *testing.T) {
		f := setup(t, "..Ag", units, append(grab, 1, 1, 1, 6, 6)...)
		f.Act(act(KindGrapple, "A", "g"))
		f.EndTurn()
		f.EndTurn()
		f.Act(combat.Action{Kind: KindDrag, Unit: "A", Choice: "drag", Path: to(1, 0)})
		if f.U("g").Is(Grappled) {
			t.Fatal("the defender breaks free when the grappler loses")
		}
	})
	t.Run("one target at a time", func(t *testing.T) {
		f := setup(t, "Ag\nh.", map[rune]who{'A': units['A'], 'g': units['g'], 'h': {"Foes", orc, nil}}, grab...)
		f.Act(act(KindGrapple, "A", "g"))
		f.EndTurn()
		f.EndTurn()
		f.Refused(act(KindGrapple, "A", "h"), "Grappling", "one target at a time")
	})
}

func TestDualWielding(t *testing.T) {
	short := combat.Weapon{Name: "short sword", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 6},
		Attributes: []string{"STR", "DEX"}, Skill: "Stab", Hands: 1, Shock: combat.Shock{Points: 2, AC: 15}}
	duelist := with(fighter, func(s *combat.Sheet) { s.Weapons = []combat.Weapon{sword, short} })
	units := map[rune]who{'A': {"Heroes", duelist, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 20 }), nil}}
	t.Run("−1 to hit, +2 damage when the target is in reach of both", func(t *testing.T) {
		f := setup(t, "Ag", units, 12, 4)
		f.Act(act(KindWield, "A", ""))
		evs := f.Act(combat.Action{Kind: KindMelee, Unit: "A", Target: "g", Weapon: "sword"})
		wantText(t, "roll", f.one(evs).Text, "d20 12 + attack bonus 1 + STR 1 + Stab 1 − dual wielding 1 = 14 vs AC 13: hit")
		wantText(t, "damage", damages(evs)[0].Text, "damage 1d8 4 + STR 1 + dual wielding 2 = 7")
	})
	t.Run("the attacker chooses which weapon it attacks with: the off-hand short sword", func(t *testing.T) {
		f := setup(t, "Ag", units, 12, 4)
		f.Act(act(KindWield, "A", ""))
		evs := f.Act(combat.Action{Kind: KindMelee, Unit: "A", Target: "g", Weapon: "short sword"})
		wantText(t, "damage", damages(evs)[0].Text, "damage 1d6 4 + STR 1 + dual wielding 2 = 7")
	})
	t.Run("no +2 when the target is out of range of the other weapon: a knife and a hand crossbow at 20 ft", func(t *testing.T) {
		xbow := combat.Weapon{Name: "hand crossbow", Kind: combat.Crossbow, Damage: combat.Roll{Count: 1, Sides: 6},
			Attributes: []string{"DEX"}, Skill: "Shoot", Range: 30, LongRange: 60, Hands: 1}
		knife := with1(dagger, func(w *combat.Weapon) { w.Kind = combat.Melee; w.Range, w.LongRange = 0, 0; w.Name = "knife" })
		u := map[rune]who{'A': {"Heroes", with(archer, func(s *combat.Sheet) { s.Weapons = []combat.Weapon{knife, xbow}; s.Skills["Stab"] = 1 }), nil}, 'g': units['g']}
		f := setup(t, "A...g", u, 12, 4)
		f.Act(act(KindWield, "A", ""))
		evs := f.Act(combat.Action{Kind: KindRanged, Unit: "A", Target: "g", Weapon: "hand crossbow"})
		wantText(t, "roll", f.one(evs).Text, "d20 12 + DEX 1 + Shoot 1 − dual wielding 1 = 13 vs AC 13: hit")
		wantText(t, "damage", damages(evs)[0].Text, "damage 1d6 4 + DEX 1 = 5")
	})
	t.Run("needs level 1 in the weapons' skills", func(t *testing.T) {
		u := map[rune]who{'A': {"Heroes", with(duelist, func(s *combat.Sheet) { s.Skills["Stab"] = 0 }), nil}, 'g': units['g']}
		f := setup(t, "Ag", u)
		f.Refused(act(KindWield, "A", ""), "Dual Wielding", "level 1 in Stab")
	})
	t.Run("not with a shield", func(t *testing.T) {
		u := map[rune]who{'A': {"Heroes", with(duelist, func(s *combat.Sheet) { s.Shield = true }), nil}, 'g': units['g']}
		f := setup(t, "Ag", u)
		f.Refused(act(KindWield, "A", ""), "Dual Wielding", "shield")
	})
}

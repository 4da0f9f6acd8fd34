package delvers

// Tests of the combat sequence, action types, and out-of-turn actions.

import (
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// initiatives returns the initiative events among evs.
func initiatives(evs []combat.Event) []combat.Initiative {
	var out []combat.Initiative
	for _, e := range evs {
		if i, ok := e.(combat.Initiative); ok {
			out = append(out, i)
		}
	}
	return out
}

// newBattle builds and starts a battle with the given forced dice, not adding any.
func newBattle(t *testing.T, board string, units map[rune]who, surprised []string, forced ...int) *combat.Battle {
	t.Helper()
	f := setup(t, board, units)
	b, err := combat.New(combat.Setup{Map: f.Map, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: unitsOf(f.Battle),
		Seed: 1, Forced: forced, Surprised: surprised})
	if err != nil {
		t.Fatal(err)
	}
	b.Start()
	return b
}

// unitsOf returns the setup of a battle's units as they stand.
func unitsOf(b *combat.Battle) []combat.UnitSetup {
	var out []combat.UnitSetup
	for _, u := range b.Units {
		out = append(out, combat.UnitSetup{Name: u.Name, Side: b.SideName(u), Pos: u.Pos, Sheet: u.Sheet, Conditions: u.Conditions})
	}
	return out
}

func TestInitiative(t *testing.T) {
	quick := with(fighter, func(s *combat.Sheet) { s.Attributes["DEX"] = 18 })
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'B': {"Heroes", quick, nil}, 'g': {"Foes", orc, nil}}
	t.Run("1d8 per side; the Delvers add their best DEX (18: +2); highest first", func(t *testing.T) {
		b := newBattle(t, "AB.g", units, nil, 3, 4)
		in := initiatives(b.Log)
		wantText(t, "heroes", in[0].Text, "Heroes: 1d8 3 + best DEX 2 = 5")
		wantText(t, "foes", in[1].Text, "Foes: 1d8 4 = 4")
		if b.Order[0].Side != "Heroes" || b.Order[1].Side != "Foes" {
			t.Fatalf("order %v", b.Order)
		}
	})
	t.Run("a tie is rolled off; the first roll stands", func(t *testing.T) {
		b := newBattle(t, "AB.g", units, nil, 2, 4, 1, 6)
		if b.Order[0].Side != "Foes" || b.Order[0].Initiative != 4 || b.Order[1].Initiative != 4 {
			t.Fatalf("order %+v, want Foes (4, won the roll-off 6 to 1) then Heroes (4)", b.Order)
		}
	})
	t.Run("never re-rolled", func(t *testing.T) {
		b := newBattle(t, "AB.g", units, nil, 3, 4)
		for range 6 {
			if _, err := b.Do(combat.Action{Kind: combat.EndTurn}); err != nil {
				t.Fatal(err)
			}
		}
		if n := len(initiatives(b.Log)); n != 2 {
			t.Fatalf("%d initiative rolls after three rounds, want 2", n)
		}
		if b.Round != 4 {
			t.Fatalf("round %d, want 4", b.Round)
		}
	})
}

func TestSideTurns(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'B': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
	f := setup(t, "A.B...g", units)
	// Members of a side act in any order, each taking all its actions.
	f.Act(combat.Action{Kind: KindRun, Unit: "B", Path: to(3, 0)})
	f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(1, 0)})
	f.Act(combat.Action{Kind: KindRun, Unit: "B", Path: to(4, 0)}) // the main action spent as a second move
	f.Refused(combat.Action{Kind: KindRun, Unit: "B", Path: to(5, 0)}, "Combat Action Types", "no move action left")
	f.Refused(combat.Action{Kind: KindRun, Unit: "g", Path: to(5, 0)}, "Combat Sequence", "it is Heroes's turn")
	f.Act(combat.Action{Kind: KindProne, Unit: "A"}) // free actions need no budget
	f.EndTurn()
	f.Act(combat.Action{Kind: KindRun, Unit: "g", Path: to(5, 0)})
}

func TestSurprise(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
	b := newBattle(t, "A...g", units, []string{"Foes"})
	if b.Round != 0 || b.Order[0].Side != "Heroes" {
		t.Fatalf("round %d order %v: want the surprise round 0, Heroes only", b.Round, b.Order)
	}
	_, err := b.Do(combat.Action{Kind: KindTotalDefense, Unit: "g"})
	if err == nil {
		t.Fatal("a surprised unit has no actions, not even instant ones, in the surprise round")
	}
	if _, err := b.Do(combat.Action{Kind: KindRun, Unit: "A", Path: to(3, 0)}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Do(combat.Action{Kind: combat.EndTurn}); err != nil {
		t.Fatal(err)
	}
	if b.Round != 1 || len(initiatives(b.Log)) != 2 {
		t.Fatalf("after the free round: round %d with %d initiative rolls, want round 1 with 2", b.Round, len(initiatives(b.Log)))
	}
}

func TestAttackOfOpportunity(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil},
		'u': {"Foes", with(orc, func(s *combat.Sheet) { s.Weapons = nil }), nil}}
	t.Run("running away from an armed foe provokes its free attack", func(t *testing.T) {
		f := setup(t, "gA..", units, 1)
		evs := f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(3, 0)})
		if a := f.one(evs); a.Kind != combat.Opportunity || a.Attacker != "g" {
			t.Fatalf("attack %+v, want g's attack of opportunity", a)
		}
	})
	t.Run("Disengage first: no free attack", func(t *testing.T) {
		f := setup(t, "gA..", units)
		f.Act(act(KindDisengage, "A", ""))
		evs := f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(3, 0)})
		if len(attacks(evs)) != 0 {
			t.Fatal("a disengaged unit leaves freely")
		}
	})
	t.Run("Disengage alone does not move the unit, and a foe re-engages next round", func(t *testing.T) {
		f := setup(t, "gA..", units, 1)
		f.Act(act(KindDisengage, "A", ""))
		if p := f.U("A").Pos; p != (grid.Pos{X: 1, Y: 0}) {
			t.Fatalf("A at %v: disengaging does not leave melee range", p)
		}
		f.EndTurn()
		f.EndTurn()
		if a := f.one(f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(3, 0)})); a.Attacker != "g" {
			t.Fatalf("attack %+v: round 2, A did not move away; running now draws g's attack", a)
		}
	})
	t.Run("Disengage first: standing up and picking up next to an armed foe draw nothing", func(t *testing.T) {
		f := setup(t, "gA", map[rune]who{'A': {"Heroes", fighter, []string{Prone}}, 'g': {"Foes", orc, nil}})
		f.Act(act(KindDisengage, "A", ""))
		if n := len(attacks(f.Act(act(KindStandUp, "A", "")))); n != 0 {
			t.Fatalf("%d attacks: a disengaged unit stands up freely", n)
		}
	})
	t.Run("first aid next to an armed foe draws its free attack", func(t *testing.T) {
		u := map[rune]who{'A': {"Heroes", fighter, nil}, 'D': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
		f := setup(t, "gA\n.D", u, 3, 4, 4)
		f.Emit(combat.StatusChanged{Unit: "D", Status: combat.Down, Why: "test"})
		evs := f.Act(combat.Action{Kind: KindSkill, Unit: "A", Target: "D", Choice: firstAid})
		if a := f.one(evs); a.Attacker != "g" || a.Kind != combat.Opportunity {
			t.Fatalf("attack %+v: want g's free attack before the first aid", a)
		}
	})
	t.Run("moving while staying adjacent does not flee", func(t *testing.T) {
		f := setup(t, "g.\n.A\n..", units)
		evs := f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(1, 0)})
		if len(attacks(evs)) != 0 {
			t.Fatal("no attack when the foe is still adjacent")
		}
	})
	t.Run("an unarmed foe gets no free attack", func(t *testing.T) {
		f := setup(t, "uA..", units)
		evs := f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(3, 0)})
		if len(attacks(evs)) != 0 {
			t.Fatal("only armed melee combatants attack as a foe flees")
		}
	})
	t.Run("the free attack can stop the move", func(t *testing.T) {
		weak := map[rune]who{'A': {"Heroes", with(fighter, func(s *combat.Sheet) { s.HP = 2 }), nil}, 'g': {"Foes", orc, nil}}
		f := setup(t, "gA..", weak, 20, 6)
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(3, 0)})
		if a := f.U("A"); a.Status != combat.Down || a.Pos != (grid.Pos{X: 1, Y: 0}) {
			t.Fatalf("A is %s at %v, want down where it stood", a.Status, a.Pos)
		}
	})
	t.Run("a unit dropped in an ally's square falls back to where it could stand", func(t *testing.T) {
		weak := map[rune]who{'A': {"Heroes", with(fighter, func(s *combat.Sheet) { s.HP = 2 }), nil}, 'B': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
		f := setup(t, ".g..\nAB..\n....", weak, 20, 6)
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: []grid.Pos{{X: 1, Y: 1}, {X: 2, Y: 2}}})
		if a := f.U("A"); a.Status != combat.Down || a.Pos != (grid.Pos{X: 0, Y: 1}) {
			t.Fatalf("A is %s at %v, want down back at (0,1), not in B's square", a.Status, a.Pos)
		}
	})
	t.Run("a unit slain in an ally's square stays where it fell: the dead never move", func(t *testing.T) {
		// A is a creature (slain at 0 hp), not a hero (mortally injured)
		weak := map[rune]who{'A': {"Heroes", with(orc, func(s *combat.Sheet) { s.HP = 1 }), nil}, 'B': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
		f := setup(t, ".g..\nAB..\n....", weak, 20, 6)
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: []grid.Pos{{X: 1, Y: 1}, {X: 2, Y: 2}}})
		if a := f.U("A"); a.Status != combat.Dead || a.Pos != (grid.Pos{X: 1, Y: 1}) {
			t.Fatalf("A is %s at %v, want dead where it fell, in B's square (1,1)", a.Status, a.Pos)
		}
	})
	t.Run("standing up, picking up and first aid provoke; going prone does not", func(t *testing.T) {
		f := setup(t, "gA", map[rune]who{'A': {"Heroes", fighter, []string{Prone}}, 'g': {"Foes", orc, nil}}, 1)
		if len(attacks(f.Act(act(KindStandUp, "A", "")))) != 1 {
			t.Fatal("standing up next to an armed foe provokes")
		}
		if len(attacks(f.Act(act(KindProne, "A", "")))) != 0 {
			t.Fatal("going prone does not provoke")
		}
	})
	t.Run("an attack of opportunity is never an action of its own", func(t *testing.T) {
		f := setup(t, "gA", units)
		f.Refused(act(combat.Opportunity, "A", "g"), "Attack of Opportunity", "only as a foe flees")
	})
}

func TestTotalDefenseAfterTheRoll(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
	f := setup(t, "Ag", units, 14)
	f.EndTurn()
	f.React["A total_defense"] = true
	evs := f.Act(act(KindMelee, "g", "A"))
	// d20 14 + 1 = 15 would hit AC 15; total defense makes it AC 17.
	a := f.one(evs)
	if a.Hit || a.AC != 17 || a.Total != 15 {
		t.Fatalf("attack %s (AC %d), want a miss against AC 17", a.Text, a.AC)
	}
	f.Refused(act(KindMelee, "A", "g"), "Combat Sequence", "")
	if f.U("A").Left(slotMain) != 0 {
		t.Fatal("total defense gives up the main action")
	}
	f.Refused(act(KindTotalDefense, "A", ""), "", "already on total defense")
	f.EndTurn()
	if f.U("A").Is(TotalDefense) {
		t.Fatal("total defense lasts until the start of A's next turn")
	}
}

func TestTotalDefenseNeedsTheMainAction(t *testing.T) {
	// delvers-combat.md "Total Defense": "You cannot take this action if you have already spent
	// your Main Action for the round."
	f := setup(t, "Ag", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 30 }), nil}}, 2)
	f.Act(act(KindMelee, "A", "g"))
	f.Refused(act(KindTotalDefense, "A", ""), "Total Defense", "A has already spent its main action this round")
}

func TestSnapAttack(t *testing.T) {
	disciplined := with(orc, func(s *combat.Sheet) { s.Traits = []string{"disciplined"} })
	t.Run("−4, out of turn, giving up the main action", func(t *testing.T) {
		f := setup(t, "Ag", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", disciplined, nil}}, 17)
		evs := f.Act(act(KindSnap, "g", "A"))
		wantText(t, "roll", f.one(evs).Text, "d20 17 + attack bonus 1 − snap attack 4 = 14 vs AC 15: miss")
		f.EndTurn()
		f.Refused(act(KindMelee, "g", "A"), "Combat Action Types", "already spent its main action")
	})
	t.Run("a ranged snap attack: −4 too", func(t *testing.T) {
		shooter := with(disciplined, func(s *combat.Sheet) { s.Weapons = []combat.Weapon{bow} })
		f := setup(t, "A...g", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", shooter, nil}}, 17)
		wantText(t, "roll", f.one(f.Act(act(KindSnap, "g", "A"))).Text, "d20 17 + attack bonus 1 − snap attack 4 = 14 vs AC 15: miss")
	})
	t.Run("not once the main action is spent this round", func(t *testing.T) {
		f := setup(t, "Ag", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", disciplined, nil}})
		f.Act(act(KindTotalDefense, "g", "")) // an instant action, on the heroes' turn: the main action is spent
		f.Refused(act(KindSnap, "g", "A"), "Make a Snap Attack", "g has already spent its main action this round")
	})
	t.Run("a hero may snap attack; only NPCs need the discipline", func(t *testing.T) {
		f := setup(t, "Ag", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}, 1, 5)
		f.EndTurn()
		f.Act(act(KindSnap, "A", "g"))
	})
	t.Run("only disciplined NPCs", func(t *testing.T) {
		f := setup(t, "Ag", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}})
		f.Refused(act(KindSnap, "g", "A"), "Snap Attack", "disciplined")
	})
	t.Run("after a hit and before damage: a dead attacker deals none", func(t *testing.T) {
		weak := with(orc, func(s *combat.Sheet) { s.HP = 1 })
		f := setup(t, "Ag.", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", weak, nil}}, 20, 20)
		f.EndTurn()
		f.React["A snap"] = true
		evs := f.Act(act(KindMelee, "g", "A"))
		if f.U("g").Status != combat.Dead || f.U("A").HP != 10 {
			t.Fatalf("g %s, A %d hp: want g slain by the snap attack before its damage", f.U("g").Status, f.U("A").HP)
		}
		if len(attacks(evs)) != 2 {
			t.Fatalf("want the hit and the snap attack, got %v", attacks(evs))
		}
	})
}

func TestHoldAnAction(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
	f := setup(t, "Ag", units, 1, 1, 1)
	f.Act(act(KindHold, "A", ""))
	f.EndTurn()
	// On the foes' turn, A takes its held main action first.
	f.Act(combat.Action{Kind: KindSnap, Unit: "A", Target: "g"})
	f.Refused(act(KindDisengage, "A", ""), "", "")
	f.EndTurn()
	if f.U("A").Is(Holding) {
		t.Fatal("a held action is lost at the end of the round")
	}
}

func TestHeldAttackInterruptsAMove(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 1 }), nil}}
	f := setup(t, "A...g\n.....", units, 15)
	f.Act(act(KindHold, "A", ""))
	f.EndTurn()
	f.React["A melee"] = true
	evs := f.Act(combat.Action{Kind: KindRun, Unit: "g", Path: to(0, 1)})
	if a := f.one(evs); a.Attacker != "A" || !a.Hit {
		t.Fatalf("attack %+v: want A's held attack as g steps next to it", a)
	}
	if g := f.U("g"); g.Status != combat.Dead || g.Pos.X != 1 {
		t.Fatalf("g is %s at %v: want slain where it first came next to A", g.Status, g.Pos)
	}
}

// screenedAttack sets up board, has S screen M, ends the heroes' turn and returns the attack
// the foes' action a makes.
func screenedAttack(t *testing.T, board string, units map[rune]who, a combat.Action, forced ...int) (*fixture, combat.AttackRolled) {
	t.Helper()
	f := setup(t, board, units, forced...)
	f.Act(combat.Action{Kind: KindScreen, Unit: "S", Target: "M"})
	f.EndTurn()
	return f, f.one(f.Act(a))
}

func TestScreenAnAlly(t *testing.T) {
	mage := with(archer, func(s *combat.Sheet) { s.Skills = map[string]int{"Shoot": 0} })
	units := map[rune]who{'S': {"Heroes", fighter, nil}, 'M': {"Heroes", mage, nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil},
		'b': {"Foes", with(orc, func(s *combat.Sheet) { s.Weapons = []combat.Weapon{bow}; s.Skills = map[string]int{"Shoot": 1} }), nil}}
	t.Run("a won opposed check takes the attack; one screen per combat skill level", func(t *testing.T) {
		f := setup(t, `
			..g
			SM.
			..h`, units,
			// screen check: g rolls 2d6 3,3 + 1 = 7; S rolls 4,4 + STR 1 + Stab 1 = 10: S takes it.
			3, 3, 4, 4, 10,
			// h's attack: S has screened once (Stab-1): no more screens this round.
			12)
		f.Act(combat.Action{Kind: KindScreen, Unit: "S", Target: "M"})
		f.EndTurn()
		a := f.one(f.Act(act(KindMelee, "g", "M")))
		if a.Target != "S" {
			t.Fatalf("attack went to %s, want S", a.Target)
		}
		f.Act(combat.Action{Kind: KindRun, Unit: "h", Path: to(2, 1)})
		f.Act(combat.Action{Kind: KindMelee, Unit: "h", Target: "M"})
		if a := attacks(f.Log); a[len(a)-1].Target != "M" {
			t.Fatalf("second attack went to %s, want M: S screens only %d attacker a round", a[len(a)-1].Target, 1)
		}
	})
	t.Run("moves up to its normal rate to get next to the ally, then screens it", func(t *testing.T) {
		f := setup(t, `
			S.....g
			.....M.`, units)
		f.Act(combat.Action{Kind: KindScreen, Unit: "S", Target: "M", Path: to(4, 1)})
		if c, ok := f.U("M").Condition(Screened); !ok || c.Source != "S" || f.U("S").Pos != (grid.Pos{X: 4, Y: 1}) {
			t.Fatalf("S at %v, M screened %v: want S next to M, screening it", f.U("S").Pos, ok)
		}
	})
	t.Run("the enemy wins the opposed check: its attack targets the ward normally", func(t *testing.T) {
		// g 2d6 6,6 + 1 = 13 against S 1,1 + STR 1 + Stab 1 = 4
		if _, a := screenedAttack(t, "..g\nSM.", units, act(KindMelee, "g", "M"), 6, 6, 1, 1, 12); a.Target != "M" {
			t.Fatalf("attack went to %s, want M", a.Target)
		}
	})
	t.Run("until the start of the defender's next turn, and only while the ward stays within 5 ft", func(t *testing.T) {
		f := setup(t, `
			....b
			SM...`, units)
		f.Act(combat.Action{Kind: KindScreen, Unit: "S", Target: "M"})
		f.Act(combat.Action{Kind: KindRun, Unit: "M", Path: to(2, 1)})
		f.EndTurn()
		if a := f.one(f.Act(act(KindRanged, "b", "M"))); a.Target != "M" || len(checks(f.Log)) != 0 {
			t.Fatalf("attack on %s with %d screen checks: M moved 10 ft from S, out of its screen", a.Target, len(checks(f.Log)))
		}
		f.EndTurn()
		if f.U("M").Is(Screened) {
			t.Fatal("the screen ends at the start of S's next turn")
		}
	})
	t.Run("several defenders: the worst-rolling one that succeeds takes the attack", func(t *testing.T) {
		// g's 2d6 3,3 + 1 = 7; S rolls 6,6 + 2 = 14, T rolls 3,3 + 2 = 8: both succeed, T is worse
		u := map[rune]who{'S': units['S'], 'T': units['S'], 'M': units['M'], 'g': units['g']}
		f := setup(t, `
			T.g
			SM.`, u, 3, 3, 6, 6, 3, 3, 3, 3, 12)
		f.Act(combat.Action{Kind: KindScreen, Unit: "S", Target: "M"})
		f.Act(combat.Action{Kind: KindScreen, Unit: "T", Target: "M"})
		f.EndTurn()
		if a := f.one(f.Act(act(KindMelee, "g", "M"))); a.Target != "T" {
			t.Fatalf("attack went to %s, want T, the worst-rolling successful defender", a.Target)
		}
	})
	t.Run("a ranged attack on the ward is screened too", func(t *testing.T) {
		if _, a := screenedAttack(t, "....b\nSM...", units, act(KindRanged, "b", "M"), 3, 3, 4, 4, 12); a.Target != "S" {
			t.Fatalf("the shot went to %s, want S: screening protects ranged allies from ranged attacks", a.Target)
		}
	})
	t.Run("moving off from next to an armed foe to screen draws its free attack; Disengage first avoids it", func(t *testing.T) {
		board := `
			gS....
			.....M`
		f := setup(t, board, units, 3)
		if a := f.one(f.Act(combat.Action{Kind: KindScreen, Unit: "S", Target: "M", Path: to(4, 1)})); a.Attacker != "g" || a.Kind != combat.Opportunity {
			t.Fatalf("attack %+v: want g's free attack as S leaves", a)
		}
		f = setup(t, board, units)
		f.Act(act(KindDisengage, "S", ""))
		if n := len(attacks(f.Act(combat.Action{Kind: KindScreen, Unit: "S", Target: "M", Path: to(4, 1)}))); n != 0 {
			t.Fatalf("%d attacks: a disengaged defender moves to screen freely", n)
		}
	})
	t.Run("screening needs a combat skill of 1", func(t *testing.T) {
		f := setup(t, "SM.g", map[rune]who{'S': {"Heroes", mage, nil}, 'M': {"Heroes", mage, nil}, 'g': {"Foes", orc, nil}})
		f.Refused(act(KindScreen, "S", "M"), "Screen an Ally", "level 1 in a combat skill")
	})
}

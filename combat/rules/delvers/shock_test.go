package delvers

// Tests of shock, swarms and charges with the text's numbers.

import (
	"slices"
	"testing"

	"skirmish/combat"
)

func TestShock(t *testing.T) {
	shielded := with(orc, func(s *combat.Sheet) { s.Shield = true })
	always := with(fighter, func(s *combat.Sheet) { s.Weapons[0].Shock = combat.Shock{Points: 5} })
	cases := []struct {
		name   string
		sheet  combat.Sheet
		target combat.Sheet
		cond   []string
		// hp is the orc's hp after two missed attacks (the second in a new round when round2).
		hp int
	}{
		{"a miss against AC at most the rating deals points + attribute: 2/13 vs AC 13 deals 3, twice", fighter, orc, nil, 0},
		{"a miss against AC above the rating deals nothing: 2/13 vs AC 14", fighter, with(orc, func(s *combat.Sheet) { s.AC = 14 }), nil, 6},
		{"\"-\" applies against any AC: 5/- vs AC 18 deals 6", always, with(orc, func(s *combat.Sheet) { s.AC = 18; s.HP = 20 }), nil, 8},
		{"a shield ignores the first shock each round: 3 of 6", fighter, shielded, nil, 3},
		{"total defense is immune to shock", fighter, orc, []string{TotalDefense}, 6},
		{"the text's example: 2/15 misses Melee AC 13 and still does 2 (an NPC adds no attribute)",
			with(orc, func(s *combat.Sheet) { s.Weapons[0].Shock = combat.Shock{Points: 2, AC: 15} }), orc, nil, 2},
		{"\"-\" shock is still negated by a shield: the first 5/- of the round turned, the second 6",
			always, with(shielded, func(s *combat.Sheet) { s.AC = 18; s.HP = 20 }), nil, 14},
		{"\"-\" shock is still negated by total defense", always, with(orc, func(s *combat.Sheet) { s.AC = 18; s.HP = 20 }), []string{TotalDefense}, 20},
		{"magic does not add to shock: a +1 sword's miss deals 2 + STR 1 = 3", with(fighter, func(s *combat.Sheet) { s.Weapons[0].Magic = 1 }), orc, nil, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "AB\ng.", map[rune]who{'A': {"Heroes", c.sheet, nil}, 'B': {"Heroes", c.sheet, nil}, 'g': {"Foes", c.target, c.cond}},
				2, 2)
			f.Act(act(KindMelee, "A", "g"))
			if f.U("g").Active() {
				f.Act(act(KindMelee, "B", "g"))
			}
			if got := f.U("g").HP; got != c.hp {
				t.Fatalf("hp %d after two misses, want %d; log: %v", got, c.hp, damages(f.Log))
			}
		})
	}
}

func TestShockNotation(t *testing.T) {
	// delvers-combat.md "Shock": "recorded as a point value and target AC, such as Shock 2/15";
	// automatic shock "with "-" as the affected AC, such as "Shock 5/-"".
	cases := []struct {
		text string
		want combat.Shock
	}{{"2/15", combat.Shock{Points: 2, AC: 15}}, {"5/-", combat.Shock{Points: 5}}, {"1/13", combat.Shock{Points: 1, AC: 13}}}
	for _, c := range cases {
		var s combat.Shock
		if err := s.UnmarshalText([]byte(c.text)); err != nil || s != c.want || s.String() != c.text {
			t.Errorf("%q reads as %+v (%v), writes %q; want %+v", c.text, s, err, s.String(), c.want)
		}
	}
}

func TestShieldTurnsFirstShockEachRound(t *testing.T) {
	f := setup(t, "Ag", map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.Shield = true; s.HP = 20 }), nil}},
		2, 1, 1, 2)
	f.Act(act(KindMelee, "A", "g"))
	if hp := f.U("g").HP; hp != 20 {
		t.Fatalf("round 1: the shield turns the first shock; hp %d, want 20", hp)
	}
	f.EndTurn()
	f.EndTurn() // round 2: the orc's turn ends without it acting
	f.Act(act(KindMelee, "A", "g"))
	if hp := f.U("g").HP; hp != 20 {
		t.Fatalf("round 2: a new round, a new first shock turned; hp %d, want 20", hp)
	}
}

func TestSwarm(t *testing.T) {
	// Three allies join a swarm on g; the fourth strikes with +6 to hit and +3 damage.
	board := `
		AB.
		Cg.
		D..`
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'B': {"Heroes", fighter, nil}, 'C': {"Heroes", fighter, nil},
		'D': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 30; s.AC = 20 }), nil}}
	t.Run("three others: +6 to hit, +3 damage", func(t *testing.T) {
		f := setup(t, board, units, 5, 2)
		for _, n := range []string{"A", "B", "C"} {
			f.Act(combat.Action{Kind: KindSwarm, Unit: n, Target: "g", Choice: "join"})
		}
		f.Act(combat.Action{Kind: KindRun, Unit: "D", Path: to(2, 2)})
		evs := f.Act(act(KindSwarm, "D", "g"))
		wantText(t, "roll", f.one(evs).Text, "d20 5 + attack bonus 1 + STR 1 + Stab 1 + swarm of 4 6 = 14 vs AC 20: miss")
		// A miss: the swarm's shock applies even against AC 20: 2 + STR 1 = 3.
		if hp := f.U("g").HP; hp != 27 {
			t.Fatalf("hp %d, want 27 (shock 3 always applies in a swarm)", hp)
		}
		if f.U("g").Is(Swarmed) {
			t.Fatal("the swarm is spent once it strikes")
		}
	})
	t.Run("the bonus damage cannot pass the usual maximum: 1d8 8 + STR 1 = 9, no more", func(t *testing.T) {
		f := setup(t, board, units, 19, 8)
		for _, n := range []string{"A", "B", "C"} {
			f.Act(combat.Action{Kind: KindSwarm, Unit: n, Target: "g", Choice: "join"})
		}
		f.Act(combat.Action{Kind: KindRun, Unit: "D", Path: to(2, 2)})
		evs := f.Act(act(KindSwarm, "D", "g"))
		wantText(t, "damage", damages(evs)[0].Text, "damage 1d8 8 + STR 1 = 9")
	})
	t.Run("one other: +2 to hit and +1 damage", func(t *testing.T) {
		f := setup(t, board, units, 10, 3)
		f.Act(combat.Action{Kind: KindSwarm, Unit: "A", Target: "g", Choice: "join"})
		evs := f.Act(act(KindSwarm, "B", "g"))
		wantText(t, "roll", f.one(evs).Text, "d20 10 + attack bonus 1 + STR 1 + Stab 1 + swarm of 2 2 = 15 vs AC 20: miss")
	})
	t.Run("a shooter in range may join and strike too: a ranged strike with the swarm's +2", func(t *testing.T) {
		u := map[rune]who{'A': units['A'], 'R': {"Heroes", archer, nil}, 'g': units['g']}
		f := setup(t, "Ag....R", u, 10, 3)
		f.Act(combat.Action{Kind: KindSwarm, Unit: "A", Target: "g", Choice: "join"})
		evs := f.Act(combat.Action{Kind: KindSwarm, Unit: "R", Target: "g", Weapon: "shortbow"})
		wantText(t, "roll", f.one(evs).Text, "d20 10 + DEX 1 + Shoot 1 + swarm of 2 2 = 14 vs AC 20: miss")
	})
	t.Run("striking alone is no swarm", func(t *testing.T) {
		f := setup(t, board, units)
		f.Refused(act(KindSwarm, "A", "g"), "Swarm", "no ally has joined")
	})
	five := `
		AB.
		CgE
		D..`
	u5 := map[rune]who{'A': units['A'], 'B': units['B'], 'C': units['C'], 'D': units['D'], 'E': {"Heroes", fighter, nil}, 'g': units['g']}
	t.Run("at most four assailants: with three joined, the fourth may only strike", func(t *testing.T) {
		f := setup(t, five, u5)
		for _, n := range []string{"A", "B", "C"} {
			f.Act(combat.Action{Kind: KindSwarm, Unit: n, Target: "g", Choice: "join"})
		}
		f.Refused(combat.Action{Kind: KindSwarm, Unit: "E", Target: "g", Choice: "join"}, "Make a Swarm Attack", "three assailants have swarmed g this round (A, B and C): the fourth and last may only strike")
	})
	t.Run("four assailants per target per round: after two swarms of two, a fifth cannot join a new one", func(t *testing.T) {
		f := setup(t, five, u5, 2, 2) // both strikes miss (d20 2): AC 20 and shock 3 each
		f.Act(combat.Action{Kind: KindSwarm, Unit: "A", Target: "g", Choice: "join"})
		f.Act(act(KindSwarm, "B", "g"))
		f.Act(combat.Action{Kind: KindSwarm, Unit: "C", Target: "g", Choice: "join"})
		f.Act(act(KindSwarm, "D", "g"))
		f.Refused(combat.Action{Kind: KindSwarm, Unit: "E", Target: "g", Choice: "join"}, "Make a Swarm Attack", "four assailants have already swarmed g this round (A, B, C and D)")
		f.EndTurn()
		f.EndTurn()
		// a new round: the count starts again
		f.Act(combat.Action{Kind: KindSwarm, Unit: "E", Target: "g", Choice: "join"})
	})
	t.Run("total defense stops a swarm's shock", func(t *testing.T) {
		// delvers-combat.md "Total Defense": immune to Shock "including the otherwise-unavoidable
		// damage from a Swarm Attack": a swarm of 2 misses AC 20 + 2 and deals nothing
		u := map[rune]who{'A': units['A'], 'B': units['B'], 'C': units['C'], 'D': units['D'],
			'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 30; s.AC = 20; s.Shield = true }), []string{TotalDefense}}}
		f := setup(t, board, u, 2)
		f.Act(combat.Action{Kind: KindSwarm, Unit: "A", Target: "g", Choice: "join"})
		evs := f.Act(act(KindSwarm, "B", "g"))
		wantText(t, "roll", f.one(evs).Text, "d20 2 + attack bonus 1 + STR 1 + Stab 1 + swarm of 2 2 = 7 vs AC 22: miss")
		if hp := f.U("g").HP; hp != 30 || len(damages(evs)) != 0 {
			t.Fatalf("hp %d, want 30: total defense is immune to a swarm's shock (%v)", hp, damages(evs))
		}
	})
	t.Run("without total defense a swarm's shock passes AC 20 and a shield", func(t *testing.T) {
		u := map[rune]who{'A': units['A'], 'B': units['B'], 'C': units['C'], 'D': units['D'],
			'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 30; s.AC = 20; s.Shield = true }), nil}}
		f := setup(t, board, u, 2)
		f.Act(combat.Action{Kind: KindSwarm, Unit: "A", Target: "g", Choice: "join"})
		f.Act(act(KindSwarm, "B", "g"))
		if hp := f.U("g").HP; hp != 27 {
			t.Fatalf("hp %d, want 27: shock 2 + STR 1 always applies in a swarm", hp)
		}
	})
}

func TestSwarmListsEveryChoice(t *testing.T) {
	// delvers-combat.md "Make a Swarm Attack": a unit joins a swarm on a foe in reach, or
	// strikes one its allies swarm. The listing gives each choice where it may be made.
	board := `
		AB.
		.g.
		..h`
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'B': {"Heroes", fighter, nil},
		'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 30 }), nil}, 'h': {"Foes", orc, nil}}
	swarmOf := func(f *fixture, unit string) (forms []string) {
		var l combat.Listing
		f.List(f.U(unit), &l, combat.MeanGangUp)
		for _, x := range l.Of(KindSwarm) {
			forms = append(forms, x.Action.Target+" "+x.Action.Choice+" "+x.Action.Weapon)
		}
		return forms
	}
	f := setup(t, board, units)
	if got, want := swarmOf(f, "A"), []string{"g join sword", "g join unarmed"}; !slices.Equal(got, want) {
		t.Fatalf("no swarm yet: A's swarms are %v, want %v: it may only join", got, want)
	}
	f.Refused(combat.Action{Kind: KindSwarm, Unit: "A", Target: "g", Choice: "strike"}, "Swarm", "no ally has joined")
	f.Act(combat.Action{Kind: KindSwarm, Unit: "A", Target: "g", Choice: "join"})
	if got, want := swarmOf(f, "B"), []string{"g strike sword", "g strike unarmed", "g join sword", "g join unarmed"}; !slices.Equal(got, want) {
		t.Fatalf("A swarms g: B's swarms are %v, want %v", got, want)
	}
	// "strike" named is the strike, as no choice is: +2 to hit for A's place in the swarm
	if err := f.Check(combat.Action{Kind: KindSwarm, Unit: "B", Target: "g"}); err != nil {
		t.Fatalf("B's strike on the swarmed g is refused: %v", err)
	}
	f.Refused(combat.Action{Kind: KindSwarm, Unit: "B", Target: "g", Choice: "charge"}, "Swarm", "not \"charge\"")
}

func TestSwarmBonusTable(t *testing.T) {
	cases := []struct{ others, hit, damage int }{{0, 0, 0}, {1, 2, 1}, {2, 4, 2}, {3, 6, 3}, {4, 6, 3}}
	for _, c := range cases {
		if h, d := SwarmBonus(c.others); h != c.hit || d != c.damage {
			t.Errorf("SwarmBonus(%d) = +%d/+%d, want +%d/+%d", c.others, h, d, c.hit, c.damage)
		}
	}
}

func TestCharge(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 20 }), nil}}
	t.Run("+2 to hit after a straight run; −2 AC until the end of the round", func(t *testing.T) {
		f := setup(t, "A.......g", units, 10, 3)
		evs := f.Act(act(KindCharge, "A", "g"))
		wantText(t, "roll", f.one(evs).Text, "d20 10 + attack bonus 1 + STR 1 + Stab 1 + charge 2 = 15 vs AC 13: hit")
		if p := f.U("A").Pos; p.X != 7 {
			t.Fatalf("charger ends at %v, want (7,0)", p)
		}
		f.EndTurn()
		// The orc's counter-attack meets AC 15 − 2 = 13.
		evs = f.Act(act(KindMelee, "g", "A"))
		a := f.one(evs)
		if a.AC != 13 {
			t.Fatalf("AC after a charge %d, want 13 (%v)", a.AC, a.Defense)
		}
		f.EndTurn()
		if f.U("A").Is(Charging) {
			t.Fatal("the charge's AC penalty ends with the round")
		}
	})
	t.Run("at least 5 ft", func(t *testing.T) {
		f := setup(t, "Ag", units)
		f.Refused(combat.Action{Kind: KindCharge, Unit: "A", Target: "g", Path: to(0, 0)}, "Charge", "at least 5 ft")
	})
	t.Run("no more than twice the normal rate: 60 ft", func(t *testing.T) {
		f := setup(t, "A.............g", units)
		f.Refused(act(KindCharge, "A", "g"), "Charge", "no straight line")
	})
	t.Run("a straight line only", func(t *testing.T) {
		f := setup(t, `
			A#..
			..#g
			....`, units)
		f.Refused(combat.Action{Kind: KindCharge, Unit: "A", Target: "g", Path: to(2, 0)}, "Charge", "blocked")
	})
	t.Run("starting next to an armed foe: its free melee attack as the charger flees", func(t *testing.T) {
		u := map[rune]who{'A': units['A'], 'g': units['g'], 'h': {"Foes", orc, nil}}
		f := setup(t, "hA......g", u, 3, 10, 3)
		evs := f.Act(act(KindCharge, "A", "g"))
		as := attacks(evs)
		if len(as) != 2 || as[0].Attacker != "h" || as[0].Kind != combat.Opportunity || as[1].Kind != KindCharge {
			t.Fatalf("attacks %v: want h's attack of opportunity, then the charge", as)
		}
	})
	t.Run("Disengage first leaves no main action to charge with that round", func(t *testing.T) {
		u := map[rune]who{'A': units['A'], 'g': units['g'], 'h': {"Foes", orc, nil}}
		f := setup(t, "hA......g", u)
		f.Act(act(KindDisengage, "A", ""))
		f.Refused(act(KindCharge, "A", "g"), "Combat Action Types", "both its main and its move")
	})
	t.Run("a thrown charge: +2 too", func(t *testing.T) {
		u := map[rune]who{'A': {"Heroes", with(fighter, func(s *combat.Sheet) { s.Weapons = []combat.Weapon{dagger} }), nil}, 'g': units['g']}
		f := setup(t, "A..........g", u, 10, 3)
		// 25 ft straight, then the dagger thrown 25 ft, within its 30 ft range
		evs := f.Act(combat.Action{Kind: KindCharge, Unit: "A", Target: "g", Weapon: "dagger", Path: to(5, 0)})
		wantText(t, "roll", f.one(evs).Text, "d20 10 + attack bonus 1 + STR 1 + Stab 1 + charge 2 = 15 vs AC 13: hit")
	})
	t.Run("needs both the main and the move action", func(t *testing.T) {
		f := setup(t, "A.......g", units)
		f.Act(combat.Action{Kind: KindRun, Unit: "A", Path: to(1, 0)})
		f.Refused(act(KindCharge, "A", "g"), "Combat Action Types", "both its main and its move")
	})
}

package age13

// Tests of conditions: only the worst applies, grabbed, helpless and coup de grace, confused, charmed, hindered and shocked, in both editions.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// put gives a unit a condition that lasts the battle (no saves to roll at the end of its turns).
func (f *fixture) put(unit, name string) {
	f.Emit(combat.ConditionAdded{Unit: unit, Condition: combat.Condition{Name: name, Ends: combat.EndOfBattle, Owner: unit}})
}

// notes returns the texts of the notes among evs.
func notes(evs []combat.Event) []string {
	var out []string
	for _, n := range rulestest.Of[combat.Note](evs) {
		out = append(out, n.Text)
	}
	return out
}

func TestOnlyTheWorstCondition(t *testing.T) {
	cases := []struct {
		name       string
		had, given combat.Ends
		want       combat.Ends
	}{
		{"a save-ends daze replaces one until the end of the next turn", EndOfNextTurn, SaveNormal, SaveNormal},
		{"a hard save (16+) is worse than a normal one (11+), which is ignored", SaveHard, SaveNormal, SaveHard},
		{"a normal save is worse than an easy one (6+)", SaveEasy, SaveNormal, SaveNormal},
		{"the same daze twice is one daze", SaveNormal, SaveNormal, SaveNormal},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}, 20, 1)
			f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Dazed, Source: "o", Ends: c.had, Owner: "F"}})
			inflict(f.Battle, f.U("F"), combat.Condition{Name: Dazed, Source: "o", Ends: c.given, Owner: "F"})
			got := f.U("F").ConditionsNamed(Dazed)
			if len(got) != 1 || got[0].Ends != c.want {
				t.Fatalf("dazed %+v: want one, ending %q", got, c.want)
			}
			f.replayed()
		})
	}
}

// grabbedFighter starts a battle on the board in edition ed in which z, a zombie, grabs F
// with a natural 16 in round 1; it is then F's turn in round 2. more are the dice after.
func grabbedFighter(t *testing.T, ed, field string, units map[rune]who, more ...int) *fixture {
	t.Helper()
	units['F'] = hero(entry(t, "fighter"))
	if _, given := units['z']; !given {
		units['z'] = foeKind("zombie", with(entry(t, "zombie"), func(s *combat.Sheet) { s.HP = 40 }))
	}
	f := board(t, ed, field, units, append(append(initiativeDice(field, units), 16), more...)...)
	f.EndTurn()
	for f.InTurnNow(f.U("z")) == false {
		f.EndTurn()
	}
	evs := f.Act(attack(KindMelee, "z", "F", ""))
	rulestest.WantTexts(t, "the grab", rulestest.AttackTexts(evs), "d20 16 + attack 7 = 23 vs AC 18: hit")
	if g := grabber(f.Battle, f.U("F")); g == nil || g.Name != "z" {
		t.Fatalf("F's conditions %+v: a natural 16+ hit grabs", f.U("F").Conditions)
	}
	for !f.InTurnNow(f.U("F")) {
		f.EndTurn()
	}
	return f
}

func TestGrabbed(t *testing.T) {
	const field = "....\n.Fz.\n...."
	t.Run("no moving away: a grabbed creature must disengage", func(t *testing.T) {
		f := grabbedFighter(t, "1", field, map[rune]who{})
		f.Refused(run("F", pos(0, 1)), "Grabbed", "F is grabbed by z and cannot move away")
		f.Refused(attack(KindRanged, "F", "z", "javelin"), "Grabbed", "F is grabbed and cannot use ranged attacks")
	})
	t.Run("disengaging takes −5 (d20 15 − 5 = 10 fails)", func(t *testing.T) {
		f := grabbedFighter(t, "2", field, map[rune]who{}, 15)
		evs := f.Act(combat.Action{Kind: KindDisengage, Unit: "F", Path: []grid.Pos{pos(0, 0)}})
		rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), "disengage: d20 15 − grabbed 5 = 10 vs 11+: failure")
	})
	t.Run("no −5 after hitting the grabber this turn (d20 11 succeeds); moving off ends the grab", func(t *testing.T) {
		f := grabbedFighter(t, "1", field, map[rune]who{}, 15, 4, 11)
		f.Act(attack(KindMelee, "F", "z", "longsword"))
		evs := f.Act(combat.Action{Kind: KindDisengage, Unit: "F", Path: []grid.Pos{pos(0, 0)}})
		rulestest.WantTexts(t, "check", rulestest.CheckTexts(evs), "disengage: d20 11 = 11 vs 11+: success")
		if f.U("F").Is(Grabbed) || f.U("F").Pos != pos(0, 0) {
			t.Fatalf("F at %v, conditions %+v: free and away", f.U("F").Pos, f.U("F").Conditions)
		}
		f.replayed()
	})
	t.Run("the grabber has +4 to attack the creature it holds", func(t *testing.T) {
		f := grabbedFighter(t, "1", field, map[rune]who{}, 5)
		f.EndTurn()
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(f.Act(attack(KindMelee, "z", "F", ""))), "d20 5 + attack 7 + grabbing 4 = 16 vs AC 18: miss")
	})
	t.Run("a grabbed creature makes no opportunity attacks", func(t *testing.T) {
		f := grabbedFighter(t, "1", "....\n.Fz.\n.o..", map[rune]who{'o': foeKind("orc", entry(t, "orc"))})
		f.EndTurn()
		for !f.InTurnNow(f.U("o")) {
			f.EndTurn()
		}
		if evs := f.Act(run("o", pos(2, 2), pos(3, 2))); len(rulestest.Of[combat.AttackRolled](evs)) != 0 {
			t.Fatalf("attacks %v", rulestest.AttackTexts(evs))
		}
	})
	t.Run("a grabber that moves lets go, and the one it held gets no attack", func(t *testing.T) {
		f := grabbedFighter(t, "1", field, map[rune]who{})
		f.EndTurn()
		evs := f.Act(run("z", pos(3, 1)))
		if f.U("F").Is(Grabbed) || len(rulestest.Of[combat.AttackRolled](evs)) != 0 {
			t.Fatalf("F %+v, attacks %v", f.U("F").Conditions, rulestest.AttackTexts(evs))
		}
	})
	t.Run("a grabber carries a smaller creature along, into each square it leaves", func(t *testing.T) {
		// a 10-ft zombie holds the 5-ft fighter: it walks east two squares, the fighter
		// follows into each square it leaves, to (3,1), still grabbed, with no attack
		big := foeKind("zombie", with(entry(t, "zombie"), func(s *combat.Sheet) { s.HP = 40; s.Size = 10 }))
		f := grabbedFighter(t, "1", "......\n.Fz...\n......", map[rune]who{'z': big})
		f.EndTurn()
		evs := f.Act(run("z", pos(3, 1), pos(4, 1)))
		if u := f.U("F"); !u.Is(Grabbed) || u.Pos != pos(3, 1) || len(rulestest.Of[combat.AttackRolled](evs)) != 0 {
			t.Fatalf("F at %v, %+v, attacks %v: carried along to (3,1)", u.Pos, u.Conditions, rulestest.AttackTexts(evs))
		}
		f.replayed()
	})
	t.Run("a stuck creature is not carried: it stays, and the grab ends as the grabber walks off", func(t *testing.T) {
		// 13th-age-combat-rules.txt "Conditions": Stuck: "You can't … let anyone else move you"
		big := foeKind("zombie", with(entry(t, "zombie"), func(s *combat.Sheet) { s.HP = 40; s.Size = 10 }))
		f := grabbedFighter(t, "1", "......\n.Fz...\n......", map[rune]who{'z': big})
		f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: Stuck, Ends: combat.EndOfBattle, Owner: "F"}})
		f.EndTurn()
		f.Act(run("z", pos(3, 1), pos(4, 1)))
		if u := f.U("F"); u.Is(Grabbed) || u.Pos != pos(1, 1) {
			t.Fatalf("F at %v, %+v: a stuck creature stays where it is", u.Pos, u.Conditions)
		}
		f.replayed()
	})
	t.Run("a slain grabber holds no one", func(t *testing.T) {
		f := grabbedFighter(t, "1", field, map[rune]who{}, 20, 8)
		f.Emit(combat.Damaged{Unit: "z", Amount: 35, HP: 5, Why: "test"})
		f.Act(attack(KindMelee, "F", "z", "longsword"))
		if f.U("z").Status != combat.Dead || f.U("F").Is(Grabbed) {
			t.Fatalf("z %s, F %+v", f.U("z").Status, f.U("F").Conditions)
		}
	})
	t.Run("letting go is a free action", func(t *testing.T) {
		f := grabbedFighter(t, "1", field, map[rune]who{})
		f.EndTurn()
		f.Act(act(KindLetGo, "z", "F"))
		if f.U("F").Is(Grabbed) || f.U("z").Left(SlotStandard) != 1 {
			t.Fatal("F is free and z has spent nothing")
		}
		f.Refused(act(KindLetGo, "z", "F"), "Grabbed", "z is not grabbing F")
	})
}

func TestCoupDeGrace(t *testing.T) {
	orc := entry(t, "orc")
	cases := []struct {
		name, ed string
		hp       int // F's hit points when it goes down
		status   combat.Status
	}{
		// the orc's 6 damage, doubled, and not its natural 16+ trigger: no d20 is rolled
		{"edition 1: −4 − 12 = −16, past −15 (half of 30): dead", "1", -4, combat.Dead},
		{"edition 2: −16 is short of −30: still down", "2", -4, combat.Down},
		{"edition 1: −2 − 12 = −14: still down", "1", -2, combat.Down},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// W, far off, keeps the battle going; it acts after F and before the orc
			f := board(t, c.ed, "Fo...W", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(orc), 'W': hero(entry(t, "wizard"))}, 20, 1, 2)
			f.Emit(combat.Damaged{Unit: "F", Amount: 30 - c.hp, HP: c.hp, Why: "test"})
			f.Emit(combat.StatusChanged{Unit: "F", Status: combat.Down, Why: "test"})
			f.EndTurn()
			f.EndTurn()
			evs := f.Act(act(KindCoupDeGrace, "o", "F"))
			rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "coup de grace on helpless F (AC 14): an automatic crit")
			rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "damage 6 + crit: double 6 = 12")
			if u := f.U("F"); u.Status != c.status || u.HP != c.hp-12 {
				t.Fatalf("F %s at %d hp: want %s at %d", u.Status, u.HP, c.status, c.hp-12)
			}
			if n := len(rulestest.Of[combat.Rolled](evs)); n != 0 {
				t.Fatalf("%d dice rolled: a coup de grace rolls none", n)
			}
			f.replayed()
		})
	}
	t.Run("an asleep (helpless) foe: the hero's weapon damage doubled", func(t *testing.T) {
		f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(with(orc, func(s *combat.Sheet) { s.HP = 100 }))}, 20, 1, 5)
		f.put("o", Helpless)
		evs := f.Act(attack(KindCoupDeGrace, "F", "o", "longsword"))
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "damage 1d8 5 + STR 4 + crit: double 9 = 18")
		if u := f.U("F"); u.Left(SlotStandard)+u.Left(SlotMove)+u.Left(SlotQuick) != 0 {
			t.Fatal("a coup de grace skips the move and quick actions")
		}
	})
	t.Run("resistance: a faked attack roll (10) below it halves the damage", func(t *testing.T) {
		tough := with(orc, func(s *combat.Sheet) {
			s.HP = 100
			s.Defenses = map[string]int{"PD": 14, "MD": 10, "resist weapons": 16}
		})
		f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1, 10, 5)
		f.put("o", Helpless)
		evs := f.Act(attack(KindCoupDeGrace, "F", "o", "longsword"))
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "damage 1d8 5 + STR 4 + crit: double 9 − resist weapons 16+: half 9 = 9")
	})
	t.Run("only with the move and quick actions unspent, only on the helpless", func(t *testing.T) {
		f := board(t, "1", "Fo.\n...", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(orc)}, 20, 1)
		f.Refused(act(KindCoupDeGrace, "F", "o"), "Coup de Grace", "o is not helpless")
		f.put("o", Helpless)
		f.Act(run("F", pos(0, 1)))
		f.Refused(act(KindCoupDeGrace, "F", "o"), "Coup de Grace", "must still have its standard, move and quick actions")
	})
}

func TestConfused(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'C': hero(entry(t, "cleric")), 'R': hero(entry(t, "rogue")), 'o': foe(tough)}
	t.Run("edition 1: the attack goes at a nearby ally, rolled for, at full damage", func(t *testing.T) {
		// F is next to C, R and the orc; a d2 of 2 picks R, the second ally in battle order
		const field = "CFo\n.R."
		f := board(t, "1", field, units, append(initiativeDice(field, units), 2, 12, 5)...)
		for !f.InTurnNow(f.U("F")) {
			f.EndTurn()
		}
		f.put("F", Confused)
		if xs, _ := f.Listed("F", KindMelee); !slices.Equal(targets(xs), []string{"C", "R"}) {
			t.Fatalf("melee targets %v: a confused creature's attacks go at its allies", targets(xs))
		}
		f.Refused(attack(KindMelee, "F", "o", "longsword"), "Confused", "F is confused")
		f.Refused(attack(KindMelee, "F", "C", "shield bash"), "Confused", "cannot use its limited powers")
		evs := f.Act(attack(KindMelee, "F", "C", "longsword"))
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 12 + STR 4 + level 1 = 17 vs AC 14: hit")
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "damage 1d8 5 + STR 4 = 9")
		if f.U("R").HP != 21-9 || f.U("C").HP != 27 {
			t.Fatalf("R %d, C %d: the d2 picked R", f.U("R").HP, f.U("C").HP)
		}
	})
	t.Run("edition 2: half damage, no natural-roll triggers", func(t *testing.T) {
		// a natural even miss would add heavy blow's extra damage
		f := board(t, "2", "CFo", units, 20, 20, 1, 4)
		for !f.InTurnNow(f.U("F")) {
			f.EndTurn()
		}
		f.put("F", Confused)
		evs := f.Act(attack(KindMelee, "F", "C", "heavy blow"))
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 4 + STR 4 + level 1 = 9 vs AC 18: miss")
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "miss damage level 1 − confused: half 1 = 0")
	})
	t.Run("edition 2: the turn starts with the attack on a random ally in reach", func(t *testing.T) {
		// initiative: C 20 + 1, F 3 + 2, the orc 1 + 3; C's turn confuses F; F's turn: the
		// longsword (its basic attack) at C, the only ally in reach: d20 15 hits AC 18
		f := board(t, "2", "CFo", units, 20, 3, 1, 15, 5)
		f.put("F", Confused)
		evs := f.Act(combat.Action{Kind: combat.EndTurn})
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 15 + STR 4 + level 1 = 20 vs AC 18: hit")
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "damage 1d8 5 + STR 4 − confused: half 5 = 4")
		if u := f.U("F"); !f.InTurnNow(u) || u.Left(SlotStandard) != 0 || u.Left(SlotMove) != 1 || f.U("C").HP != 27-4 {
			t.Fatalf("F in turn %v with %d standard, %d move; C at %d: the attack spends the standard action", f.InTurnNow(u), u.Left(SlotStandard), u.Left(SlotMove), f.U("C").HP)
		}
		f.replayed()
	})
	t.Run("edition 2: no ally in reach, no attack", func(t *testing.T) {
		f := board(t, "2", "C.#Fo", units, 20, 3, 1) // the wall hides C from the javelin
		f.put("F", Confused)
		evs := f.Act(combat.Action{Kind: combat.EndTurn})
		if len(rulestest.Of[combat.AttackRolled](evs)) != 0 || f.U("F").Left(SlotStandard) != 1 {
			t.Fatalf("attacks %v: nobody in reach", rulestest.AttackTexts(evs))
		}
	})
	t.Run("edition 1: not forced; its attacks, if any, go at allies", func(t *testing.T) {
		f := board(t, "1", "CFo", units, 20, 3, 1)
		f.put("F", Confused)
		evs := f.Act(combat.Action{Kind: combat.EndTurn})
		if len(rulestest.Of[combat.AttackRolled](evs)) != 0 || f.U("F").Left(SlotStandard) != 1 {
			t.Fatalf("attacks %v: edition 1 forces none", rulestest.AttackTexts(evs))
		}
	})
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed+": no opportunity attacks", func(t *testing.T) {
			f := board(t, ed, "Fo.\n...", units, 20, 1)
			f.put("o", Confused)
			if evs := f.Act(run("F", pos(0, 1))); len(rulestest.Of[combat.AttackRolled](evs)) != 0 {
				t.Fatalf("attacks %v", rulestest.AttackTexts(evs))
			}
		})
	}
}

func TestHampered(t *testing.T) {
	// 13th-age-combat-rules.txt "Conditions": Hampered: "You can only make basic attacks. You
	// can still move normally."
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	f := board(t, "1", "Fo.\n...", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1, 12, 5, 3)
	f.put("F", Hampered)
	f.Refused(attack(KindMelee, "F", "o", "heavy blow"), "Hampered", "F is hampered and can only make basic attacks")
	f.Act(attack(KindMelee, "F", "o", "longsword"))
	f.Act(run("F", pos(0, 1)))
	if f.U("F").Pos != pos(0, 1) {
		t.Fatal("a hampered creature moves normally")
	}
	// 13th-age-2e-reference-sheet.txt "Conditions": Hindered: "Can move normally"
	f = board(t, "2", "Fo.\n...", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, 20, 1)
	f.put("F", Hindered)
	f.Act(run("F", pos(0, 1)))
	if f.U("F").Pos != pos(0, 1) {
		t.Fatal("a hindered creature moves normally")
	}
}

func TestCharmedHinderedShocked(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'W': hero(entry(t, "wizard")), 'o': foe(tough), 'r': foe(with(entry(t, "giant-rat"), func(s *combat.Sheet) { s.HP = 50 }))}
	t.Run("charmed: no attacks", func(t *testing.T) {
		f := board(t, "2", "Fo", units, 20, 1)
		f.put("F", Charmed)
		f.Refused(attack(KindMelee, "F", "o", "longsword"), "Charmed", "F is charmed and cannot attack")
		for _, kind := range []string{KindMelee, KindRanged} {
			if xs, st := f.Listed("F", kind); len(xs) > 0 || st.Err == nil || !strings.Contains(st.Err.Message(), "charmed") {
				t.Fatalf("%s is open to the charmed: %v (%v)", kind, xs, st.Err)
			}
		}
	})
	t.Run("hindered: no spells or powers; a creature's attack without its natural even trigger", func(t *testing.T) {
		f := board(t, "2", "W.\nFo\n.r", units, 20, 20, 1, 1, 12, 3, 18)
		f.put("F", Hindered)
		f.put("W", Hindered)
		f.put("r", Hindered)
		f.Refused(attack(KindRanged, "W", "o", "ray of frost"), "Hindered", "W is hindered")
		f.EndTurn()
		f.Refused(attack(KindMelee, "F", "o", "heavy blow"), "Hindered", "F is hindered")
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(f.Act(attack(KindMelee, "F", "o", "longsword"))), "d20 12 + STR 4 + level 1 = 17 vs AC 16: hit")
		for !f.InTurnNow(f.U("r")) {
			f.EndTurn()
		}
		evs := f.Act(attack(KindMelee, "r", "F", ""))
		if f.U("F").Is(Ongoing) || len(evs) == 0 {
			t.Fatal("a hindered rat's natural even hit does not poison")
		}
	})
	t.Run("shocked: two d20s, the lower counts (15 and 4)", func(t *testing.T) {
		f := board(t, "2", "Fo", units, 20, 1, 15, 4)
		f.put("F", Shocked)
		evs := f.Act(attack(KindMelee, "F", "o", "longsword"))
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 4 + STR 4 + level 1 = 9 vs AC 16: miss")
		if ns := notes(evs); !slices.ContainsFunc(ns, func(s string) bool { return strings.Contains(s, "of 15 and 4 the lower, 4, counts") }) {
			t.Fatalf("notes %q", ns)
		}
	})
	t.Run("shocked saves too: 16 and 9 fail a normal save", func(t *testing.T) {
		f := board(t, "2", "Fo", units, 20, 1, 16, 9, 16, 9)
		for _, n := range []string{Shocked, Dazed} {
			f.Emit(combat.ConditionAdded{Unit: "F", Condition: combat.Condition{Name: n, Ends: SaveNormal, Owner: "F"}})
		}
		evs := f.Act(combat.Action{Kind: combat.EndTurn})
		rulestest.WantTexts(t, "checks", rulestest.CheckTexts(evs), "save against shocked: d20 9 vs 11+: failure", "save against dazed: d20 9 vs 11+: failure")
	})
}

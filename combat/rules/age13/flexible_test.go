package age13

// Tests of the attack roll's choices and chances: invisibility, two-weapon fighting, flexible attacks and their default, in both editions.

import (
	"math"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestInvisibility(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	for _, ed := range []string{"1", "2"} {
		cases := []struct {
			name    string
			dice    []int
			attacks []string
			damages []string
		}{
			// 1–10 on the d20 before the attack roll: no roll, no damage, not even miss damage
			{"a d20 of 10: the attack misses completely", []int{10}, nil, nil},
			{"a d20 of 11: it is rolled as usual", []int{11, 12, 5}, []string{"d20 12 + STR 4 + level 1 = 17 vs AC 16: hit"}, []string{"damage 1d8 5 + STR 4 = 9"}},
		}
		for _, c := range cases {
			t.Run("edition "+ed+": "+c.name, func(t *testing.T) {
				f := board(t, ed, "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}, append([]int{20, 1}, c.dice...)...)
				f.put("o", Invisible)
				evs := f.Act(attack(KindMelee, "F", "o", "longsword"))
				rulestest.WantTexts(t, "attacks", rulestest.AttackTexts(evs), c.attacks...)
				rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), c.damages...)
			})
		}
	}
	t.Run("the odds are halved", func(t *testing.T) {
		f := board(t, "1", "Fo", map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}, 20, 1)
		seen := f.Rules.Estimate(f.Battle, attack(KindMelee, "F", "o", "longsword"))
		f.put("o", Invisible)
		unseen := f.Rules.Estimate(f.Battle, attack(KindMelee, "F", "o", "longsword"))
		if math.Abs(unseen.Hit-seen.Hit/2) > 1e-9 || math.Abs(unseen.Damage-seen.Damage/2) > 1e-9 {
			t.Fatalf("seen %+v, invisible %+v: want half", seen, unseen)
		}
	})
}

func TestTwoWeaponFighting(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'R': hero(entry(t, "rogue")), 'F': hero(entry(t, "fighter")), 'o': foe(tough)}
	runStrikes(t, []strikeCase{
		// short sword and dagger: a natural 2 is rerolled and the reroll (15) counts
		{name: "two weapons: a natural 2 is rerolled", board: "Ro", units: units, dice: []int{2, 15, 4},
			action:  attack(KindMelee, "R", "o", "short sword"),
			attacks: []string{"d20 15 + DEX 4 + level 1 = 20 vs AC 16: hit"}, damages: []string{"damage 1d8 4 + DEX 4 = 8"}},
		{name: "two weapons: a natural 2 that the reroll gives again stands", board: "Ro", units: units, dice: []int{2, 2},
			action:  attack(KindMelee, "R", "o", "short sword"),
			attacks: []string{"d20 2 + DEX 4 + level 1 = 7 vs AC 16: miss"}, damages: []string{"miss damage level 1 = 1"}},
		{name: "one weapon and a shield: no reroll", board: "Fo", units: units, dice: []int{2},
			action:  attack(KindMelee, "F", "o", "longsword"),
			attacks: []string{"d20 2 + STR 4 + level 1 = 7 vs AC 16: miss"}, damages: []string{"miss damage level 1 + natural even miss (level) 1 = 2"}},
		{name: "a shot is not a two-weapon attack", board: "R...o", units: units, dice: []int{2},
			action:  attack(KindRanged, "R", "o", "shortbow"),
			attacks: []string{"d20 2 + DEX 4 + level 1 = 7 vs AC 16: miss"}},
	})
	t.Run("the rogue may keep the natural 2", func(t *testing.T) {
		f := board(t, "1", "Ro", units, 20, 1, 2)
		f.React["R keep"] = true
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(f.Act(attack(KindMelee, "R", "o", "short sword"))), "d20 2 + DEX 4 + level 1 = 7 vs AC 16: miss")
		if !slices.Contains(f.Offered, "R reroll") {
			t.Fatalf("offered %v", f.Offered)
		}
	})
	t.Run("the odds: a natural 2 is rolled again", func(t *testing.T) {
		f := board(t, "1", "Ro", units, 20, 1)
		// d20 + 5 vs AC 16 hits on 11+: 10/20, and the reroll of a 2 hits half the time more
		if got := f.Rules.Estimate(f.Battle, attack(KindMelee, "R", "o", "short sword")).Hit; math.Abs(got-(0.5+0.05*0.5)) > 1e-9 {
			t.Fatalf("hit chance %v, want 0.525", got)
		}
	})
}

// flexOn returns a reactor that takes the reaction of the given kind (and weapon, if any)
// whenever it is offered, and records the offers.
func flexOn(kind, weapon string, offered *[]combat.Action) combat.Reactor {
	return func(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
		*offered = append(*offered, opts...)
		return slices.IndexFunc(opts, func(a combat.Action) bool { return a.Kind == kind && (weapon == "" || a.Weapon == weapon) })
	}
}

func TestFlexibleAttacks(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}
	for _, ed := range []string{"1", "2"} {
		runStrikes(t, []strikeCase{
			{name: "edition " + ed + ": an even miss (4): heavy blow by default, the miss damage twice", ed: ed, board: "Fo", units: units, dice: []int{4},
				action:  attack(KindMelee, "F", "o", "longsword"),
				attacks: []string{"d20 4 + STR 4 + level 1 = 9 vs AC 16: miss"}, damages: []string{"miss damage level 1 + natural even miss (level) 1 = 2"}},
			{name: "edition " + ed + ": an odd miss (5): no flexible attack comes up", ed: ed, board: "Fo", units: units, dice: []int{5},
				action:  attack(KindMelee, "F", "o", "longsword"),
				attacks: []string{"d20 5 + STR 4 + level 1 = 10 vs AC 16: miss"}, damages: []string{"miss damage level 1 = 1"}},
		})
	}
	t.Run("a natural 16 hit: shield bash, a limited one, is the only one up and is used and spent", func(t *testing.T) {
		f := board(t, "1", "Fo", units, 20, 1, 16, 5)
		evs := f.Act(attack(KindMelee, "F", "o", "longsword"))
		if a := rulestest.Of[combat.AttackRolled](evs); len(a) != 1 || a[0].Weapon != "shield bash" || !a[0].Hit {
			t.Fatalf("attacks %+v", a)
		}
		if !f.U("o").Is(Dazed) || !expended(f.U("F"), "shield bash") {
			t.Fatalf("orc %+v: dazed, and shield bash spent", f.U("o").Conditions)
		}
		f.replayed()
	})
	t.Run("the attacker chooses after the roll: the plain attack instead", func(t *testing.T) {
		f := board(t, "1", "Fo", units, 20, 1, 16, 5)
		var offered []combat.Action
		f.Reactor = flexOn(KindPlain, "", &offered)
		evs := f.Act(attack(KindMelee, "F", "o", "longsword"))
		if a := rulestest.Of[combat.AttackRolled](evs); a[0].Weapon != "longsword" || f.U("o").Is(Dazed) {
			t.Fatalf("attack with %s; the orc's conditions %+v", a[0].Weapon, f.U("o").Conditions)
		}
		var kinds []string
		for _, a := range offered {
			kinds = append(kinds, a.Kind+" "+a.Weapon)
		}
		rulestest.WantTexts(t, "offered", kinds, "flexible shield bash", "plain longsword")
	})
	t.Run("no flexible attack with an opportunity attack", func(t *testing.T) {
		f := board(t, "1", "Fo.\n...", units, 1, 20, 4)
		evs := f.Act(run("o", pos(2, 1)))
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "miss damage level 1 = 1")
	})
	t.Run("a hindered fighter makes no flexible attack", func(t *testing.T) {
		f := board(t, "2", "Fo", units, 20, 1, 4)
		f.put("F", Hindered)
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(f.Act(attack(KindMelee, "F", "o", "longsword"))), "miss damage level 1 = 1")
	})
	t.Run("naming a flexible attack: rolled with the basic attack, used when it comes up", func(t *testing.T) {
		f := board(t, "1", "Fo", units, 20, 1, 3)
		evs := f.Act(attack(KindMelee, "F", "o", "heavy blow"))
		rulestest.WantTexts(t, "damage", rulestest.DamageTexts(evs), "miss damage level 1 = 1") // a natural 3 is odd
		if r := rulestest.Of[combat.Rolled](evs)[0]; r.Why != "attack roll: F vs o with longsword" {
			t.Fatalf("roll %q", r.Why)
		}
	})
	t.Run("a flexible attack is a listed attack, with its own odds", func(t *testing.T) {
		f := board(t, "1", "Fo", units, 20, 1)
		xs, _ := f.Listed("F", KindMelee)
		if !slices.ContainsFunc(xs, func(x combat.Legal) bool { return x.Action.Weapon == "heavy blow" && x.Preview.Hit > 0 }) {
			t.Fatalf("melee attacks %v", xs)
		}
	})
}

func TestInvisibilityPower(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	// initiative: R 20 + 5, the orc 1 + 3; the rogue's shadow strike: "uses: daily", "hit: you
	// become invisible until the end of your next turn"
	units := map[rune]who{'R': hero(entry(t, "rogue")), 'o': foe(tough)}
	strike := attack(KindMelee, "R", "o", "shadow strike")
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed+": a hit: invisible through the orc's turn and the rogue's next, then seen again", func(t *testing.T) {
			// the strike: d20 13 hits, 1d8 5; the orc's attack: d20 4 for the miss chance (a complete miss)
			f := board(t, ed, "Ro", units, 20, 1, 13, 5, 4)
			evs := f.Act(strike)
			rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 13 + DEX 4 + level 1 = 18 vs AC 16: hit")
			if c, ok := f.U("R").Condition(Invisible); !ok || c.Ends != EndOfNextTurn {
				t.Fatalf("R's invisibility %+v: want it until the end of its next turn", c)
			}
			f.EndTurn()
			evs = f.Act(attack(KindMelee, "o", "R", "axe"))
			if len(rulestest.Of[combat.AttackRolled](evs)) != 0 {
				t.Fatal("the orc's attack on the invisible rogue: d20 4, a complete miss, no attack roll")
			}
			f.EndTurn()
			if !f.U("R").Is(Invisible) {
				t.Fatal("still invisible during its next turn")
			}
			f.EndTurn()
			if f.U("R").Is(Invisible) {
				t.Fatal("invisible after the end of its next turn")
			}
			f.replayed()
		})
	}
	t.Run("a miss: still seen, and the power is spent for the battle", func(t *testing.T) {
		f := board(t, "1", "Ro", units, 20, 1, 3)
		f.Act(strike)
		if f.U("R").Is(Invisible) {
			t.Fatal("only a hit makes the rogue invisible")
		}
		f.EndTurn()
		f.EndTurn()
		f.Refused(strike, "Combat Actions", "R has already used shadow strike this battle")
	})
	t.Run("the effect reads as the attacker's own condition, and only the conditions it may take", func(t *testing.T) {
		for _, c := range []struct {
			effect, err string
		}{
			{"hit: you become invisible until the end of your next turn", ""},
			{"natural 16+: you become invisible until the end of the battle", ""},
			{"hit: you become dazed until the end of your next turn", "want you become invisible"},
			{"hit: you become invisible (save ends)", "want until the end of your next turn or until the end of the battle"},
		} {
			_, err := readPower(combat.Weapon{Name: "test", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 6}, Effects: []string{c.effect}})
			if c.err == "" && err != nil || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
				t.Errorf("%q: error %v, want %q", c.effect, err, c.err)
			}
		}
	})
}

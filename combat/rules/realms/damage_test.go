package realms

// Tests of what an attack deals: natural 20 and 1, critical hits and their award die, damage
// categories with resistance and vulnerability, sneak attacks and touch attacks
// (enchanted-realms-combat.txt "Raw Die Scores", "Critical Hits", "Physical Damage", "Sneak
// Attacks", "Touch-based Effects").

import (
	"testing"

	"skirmish/combat"
)

// TestRawDieScores: a natural 20 always hits and a 1 always misses, whatever the numbers, and
// neither is a critical hit by itself.
func TestRawDieScores(t *testing.T) {
	armoured := with(brute, func(s *combat.Sheet) { s.AC = 30 })
	f := setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(armoured)}, "AB", 20, 19)
	evs := f.Act(act(KindMelee, "A", "B"))
	as := attacks(evs)
	if !as[0].Hit || as[1].Hit || damageOf(evs, "B") != 1 {
		t.Fatalf("natural 20 vs AC 30 must hit, 19 + 1 must miss: %v", as)
	}
	if f.U("A").Is(CriticalDie) {
		t.Fatalf("a natural 20 alone gave a critical hit's award")
	}
	easy := with(brute, func(s *combat.Sheet) { s.AC = 2 })
	f = setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(easy)}, "AB", 1, 2)
	if as := attacks(f.Act(act(KindMelee, "A", "B"))); as[0].Hit || !as[1].Hit {
		t.Fatalf("a 1 vs AC 2 must miss, 2 + 1 must hit: %v", as)
	}
}

// TestCriticalHits: a hit on a paralyzed creature is critical (and a keen weapon's natural
// 20: equipment, docs/rulings.md): the attacker gains +1d20 on its next attack the following
// round with the same weapon, beyond the 5d20 limit; another action or weapon forfeits it.
func TestCriticalHits(t *testing.T) {
	tough := with(brute, func(s *combat.Sheet) { s.HP = 20 })
	axe2 := combat.Weapon{Name: "club", Kind: combat.Melee, Damage: combat.Roll{Bonus: 1}, Effects: []string{"blunt"}}
	two := with(swordsman, func(s *combat.Sheet) { s.Weapons = append(s.Weapons, axe2) })
	// round 1: A (2d20 +1, advantage on the paralyzed: 3d20) hits B; round 2: the d10s put A
	// first again (A 10, B 1), and its longsword rolls 2d20 + the award die
	t.Run("hit on a paralyzed foe: +1d20 next round with the same weapon", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(two), 'B': foe(tough, Paralyzed)}, "AB", 15, 2, 2, 10, 1, 2, 2, 2, 2)
		f.Act(armed(KindMelee, "A", "B", "longsword"))
		c, ok := f.U("A").Condition(CriticalDie)
		if !ok || c.Value != 2 || c.Source != "longsword" {
			t.Fatalf("award %+v, want a die in round 2 with the longsword", c)
		}
		f.EndTurn()
		f.EndTurn()
		if n := len(attacks(f.Act(armed(KindMelee, "A", "B", "longsword")))); n != 4 {
			t.Fatalf("round 2: %d dice, want 4 (2 + advantage + the award)", n)
		}
		if f.U("A").Is(CriticalDie) && f.U("A").ConditionsNamed(CriticalDie)[0].Value == 2 {
			t.Fatalf("the award die is still there after it was rolled")
		}
	})
	t.Run("another weapon forfeits the award", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(two), 'B': foe(tough, Paralyzed)}, "AB", 15, 2, 2, 10, 1, 2, 2)
		f.Act(armed(KindMelee, "A", "B", "longsword"))
		f.EndTurn()
		f.EndTurn()
		if n := len(attacks(f.Act(armed(KindMelee, "A", "B", "club")))); n != 2 {
			t.Fatalf("with the club: %d dice, want 2 (1 + advantage, no award)", n)
		}
		if f.U("A").Is(CriticalDie) {
			t.Fatalf("the award survived a change of weapon")
		}
	})
	t.Run("another action forfeits the award", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(two), 'B': foe(tough, Paralyzed)}, "AB", 15, 2, 2, 10, 1)
		f.Act(armed(KindMelee, "A", "B", "longsword"))
		f.EndTurn()
		f.EndTurn()
		f.Act(act(KindDefend, "A", ""))
		if f.U("A").Is(CriticalDie) {
			t.Fatalf("the award survived defending")
		}
	})
	t.Run("the award goes beyond 5d20: five skills, advantage and the award make 6", func(t *testing.T) {
		many := with(swordsman, func(s *combat.Sheet) {
			s.Skills = map[string]int{"a": 1, "b": 1, "c": 1, "d": 1, "e": 1}
			s.Weapons[0].Skill = "a, b, c, d, e"
		})
		f := setup(t, "AB", map[rune]who{'A': hero(many), 'B': foe(tough, Paralyzed)}, "AB", 15, 2, 2, 2, 2, 10, 1)
		f.Act(act(KindMelee, "A", "B"))
		f.EndTurn()
		f.EndTurn()
		if n := len(attacks(f.Act(act(KindMelee, "A", "B")))); n != 6 {
			t.Fatalf("%d dice, want 6", n)
		}
	})
	t.Run("a keen weapon's natural 20 is critical", func(t *testing.T) {
		keen := with(swordsman, func(s *combat.Sheet) { s.Weapons[0].Effects = []string{"edged", "keen"} })
		f := setup(t, "AB", map[rune]who{'A': hero(keen), 'B': foe(tough)}, "AB", 20, 2)
		f.Act(act(KindMelee, "A", "B"))
		if !f.U("A").Is(CriticalDie) {
			t.Fatalf("no award for a keen natural 20")
		}
	})
	t.Run("not used the round after: gone", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(two), 'B': foe(tough, Paralyzed)}, "AB", 15, 2, 2, 10, 1, 10, 1)
		f.Act(act(KindMelee, "A", "B"))
		for range 4 {
			f.EndTurn()
		}
		if f.Round != 3 || f.U("A").Is(CriticalDie) {
			t.Fatalf("round %d: the award of round 2 is still held", f.Round)
		}
	})
}

// TestDamageCategories: resistance halves an attack's damage rounding down (so a 1-point attack
// does nothing), vulnerability doubles it, both cancel, several sources count once, immunity
// takes it all (enchanted-realms-combat.txt "Physical Damage").
func TestDamageCategories(t *testing.T) {
	target := func(traits []string, cond ...string) combat.Sheet {
		return with(brute, func(s *combat.Sheet) { s.HP = 20; s.AC = 10; s.Traits = traits })
	}
	cases := []struct {
		name   string
		traits []string
		cond   []string
		dice   []int
		points int
	}{
		{"no resistance: 2 hits, 2 points", nil, nil, []int{15, 15}, 2},
		{"resistant to edged: 2 hits halved to 1", []string{"resist-edged"}, nil, []int{15, 15}, 1},
		{"resistant: 1 hit halved to 0, a 1-point attack does nothing", []string{"resist-edged"}, nil, []int{15, 2}, 0},
		{"vulnerable to edged: 2 hits doubled to 4", []string{"vulnerable-edged"}, nil, []int{15, 15}, 4},
		{"resistant and (enchanted) vulnerable cancel: 2", []string{"resist-edged"}, []string{"vulnerable-edged"}, []int{15, 15}, 2},
		{"resistant from two sources counts once: 2 halved to 1", []string{"resist-edged"}, []string{"resist-edged"}, []int{15, 15}, 1},
		{"resistance to another category does nothing: 2", []string{"resist-fire"}, nil, []int{15, 15}, 2},
		{"immune to edged: 0", []string{"immune-edged"}, nil, []int{15, 15}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "AB", map[rune]who{'A': hero(swordsman), 'B': foe(target(c.traits), c.cond...)}, "AB", c.dice...)
			if got := damageOf(f.Act(act(KindMelee, "A", "B")), "B"); got != c.points {
				t.Fatalf("%d body points, want %d", got, c.points)
			}
		})
	}
}

// TestSneakAttacks: +1d20 when the victim is unaware of the attacker (surprised, unaware of its
// surroundings, the first strike of an invisible attacker it cannot see), never at disadvantage
// for any reason, only at range or with a light or reach weapon; the text's example, a skill,
// a dagger, advantage and a sneak attack, is 3d20 (enchanted-realms-combat.txt "Sneak
// Attacks").
func TestSneakAttacks(t *testing.T) {
	rogue := combat.Sheet{Hero: true, HP: 5, AC: 14, AttackBonus: 2, Speed: 30, Weapons: []combat.Weapon{knife}}
	heavyBlade := swordsman
	cases := []struct {
		name     string
		attacker combat.Sheet
		acond    []string
		tcond    []string
		dice     int
		sneak    bool
	}{
		{"the text's example: a light dagger, advantage (the foe unconscious) and a sneak attack: 3d20", rogue, nil, []string{Unconscious}, 3, true},
		{"the invisible attacker's first strike: 1 + sneak = 2d20", rogue, []string{Invisible}, nil, 2, true},
		{"a longsword is neither light nor reach: no sneak", heavyBlade, []string{Invisible}, nil, 2, false},
		{"the attacker poisoned (at disadvantage): no sneak", rogue, []string{Invisible, Poisoned}, nil, 1, false},
		{"the victim aware and the attacker seen: no sneak", rogue, nil, nil, 1, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "AB", map[rune]who{'A': hero(c.attacker, c.acond...), 'B': foe(brute, c.tcond...)}, "AB")
			var p pool
			s := strikeOf(f.Battle, f.U("A"), act(KindMelee, "A", "B"))
			plan(f.Battle, &s, &p)
			if p.total != c.dice || p.sneak != c.sneak {
				t.Fatalf("%d dice, sneak %v; want %d, %v (%+v)", p.total, p.sneak, c.dice, c.sneak, p.edge)
			}
		})
	}
	t.Run("only the invisible attacker's first strike", func(t *testing.T) {
		f := setup(t, "AB", map[rune]who{'A': hero(rogue, Invisible), 'B': foe(with(brute, func(s *combat.Sheet) { s.HP = 10 }))}, "AB", 2, 2, 10, 1, 2)
		if n := len(attacks(f.Act(act(KindMelee, "A", "B")))); n != 2 {
			t.Fatalf("first strike: %d dice, want 2", n)
		}
		f.EndTurn()
		f.EndTurn()
		if n := len(attacks(f.Act(act(KindMelee, "A", "B")))); n != 1 {
			t.Fatalf("second strike: %d dice, want 1", n)
		}
	})
	t.Run("a surprised side in the surprise round", func(t *testing.T) {
		m, us := board(t, "AB", map[rune]who{'A': hero(rogue), 'B': foe(brute)})
		b, err := combat.New(combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 1, Surprised: []string{"Foes"}, Forced: []int{5, 2, 2}})
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Start(); err != nil {
			t.Fatal(err)
		}
		if got := orderOf(b); len(got) != 1 || got[0] != "A" {
			t.Fatalf("the surprise round's order %v, want only A", got)
		}
		evs, err := b.Do(act(KindMelee, "A", "B"))
		if err != nil || len(attacks(evs)) != 2 {
			t.Fatalf("a sneak attack on the surprised: %d dice (%v), want 2", len(attacks(evs)), err)
		}
	})
}

// TestTouch: a touch is a hit against AC that deals no damage; a touch that fails loses the
// spell's points (enchanted-realms-combat.txt "Touch-based Effects").
func TestTouch(t *testing.T) {
	mage := combat.Sheet{Hero: true, HP: 4, AC: 12, AttackBonus: 2, Speed: 30,
		Weapons: []combat.Weapon{{Name: "shocking grasp", Kind: combat.Spell, Damage: combat.Roll{Bonus: 1}, Effects: []string{"lightning", "touch"}}}}
	for _, c := range []struct {
		name string
		die  int
		note string
	}{{"12 + 2 meets AC 13: delivered, no damage", 12, "the touch is delivered"}, {"5 + 2 misses: the points are lost", 5, "the spell's points are lost"}} {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "AB", map[rune]who{'A': hero(mage), 'B': foe(brute)}, "AB", c.die)
			evs := f.Act(act(KindMelee, "A", "B"))
			found := false
			for _, e := range evs {
				if n, ok := e.(combat.Note); ok && contains(n.Text, c.note) {
					found = true
				}
			}
			if !found || damageOf(evs, "B") != 0 {
				t.Fatalf("want the note %q and no damage", c.note)
			}
		})
	}
}

// contains is strings.Contains.
func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// TestDefaultWeapon: an attack that names no weapon takes the ready weapon expected to deal the
// most body points to its target: the swordsman's longsword (2d20, 0.45 a die: 0.9) against a
// brute, his club (1d20 doubled on a skeleton vulnerable to blunt: 0.9, against the longsword's
// halved 0.2) against a skeleton; the listing marks that form the default.
func TestDefaultWeapon(t *testing.T) {
	club := combat.Weapon{Name: "club", Kind: combat.Melee, Damage: combat.Roll{Bonus: 1}, Effects: []string{"blunt"}}
	armed2 := with(swordsman, func(s *combat.Sheet) { s.Weapons = append(s.Weapons, club) })
	bones := with(brute, func(s *combat.Sheet) { s.Traits = []string{"resist-edged", "vulnerable-blunt"} })
	for _, c := range []struct {
		name   string
		target combat.Sheet
		want   string
	}{{"against a brute: the longsword", brute, "longsword"}, {"against a skeleton: the club", bones, "club"}} {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "AB", map[rune]who{'A': hero(armed2), 'B': foe(c.target)}, "AB")
			if w := attackWeapon(f.Battle, f.U("A"), act(KindMelee, "A", "B")); w.Name != c.want {
				t.Fatalf("default %s, want %s", w.Name, c.want)
			}
			var l combat.Listing
			f.List(f.U("A"), &l, combat.MeanMelee)
			for _, x := range l.Of(KindMelee) {
				if x.Default != (x.Action.Weapon == c.want) {
					t.Fatalf("listed %v default %v", x.Action, x.Default)
				}
			}
		})
	}
}

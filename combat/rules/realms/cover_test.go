package realms

// Tests of cover, the blind shot and the defense-rolls variant (enchanted-realms-combat.txt
// "Cover", "Blind Shot", "Defense Rolls (Variant)").

import (
	"testing"

	"skirmish/combat"
)

// TestCover: against a ranged attack, half cover adds +2 to the AC, three-quarters +5, and
// complete cover keeps the target from being aimed at; melee attacks ignore it (docs/rulings.md
// "Realms: cover is against range"); the grid's low walls and sight give the grades, on squares
// and hexes, and "even another creature's body" on the line between the shooter and its target
// gives half cover, ally or foe, never more (docs/rulings.md "Realms: a creature's body").
func TestCover(t *testing.T) {
	cases := []struct {
		name string
		text string
		ac   int // the defence each die must meet: AC 13 plus cover; 0: refused
	}{
		{"in the open: AC 13", "A...B", 13},
		{"behind a low wall: half cover, 13 + 2 = 15", "A..-B", 15},
		{"behind a parapet: three-quarters, 13 + 5 = 18", "A..=B", 18},
		{"behind a wall: complete cover, refused", "A..#B", 0},
		{"hexes, in the open: AC 13", "hex: rows odd\nA . . . B", 13},
		{"hexes, behind a low wall: 15", "hex: rows odd\nA . . - B", 15},
		{"hexes, behind a parapet: 18", "hex: rows odd\nA . . = B", 18},
		{"hexes, behind a wall: refused", "hex: rows odd\nA . . # B", 0},
		{"behind an ally's body (D): half cover, 13 + 2 = 15", "A.D.B", 15},
		{"behind a foe's body (C): half cover, 15", "A.C.B", 15},
		{"past a body right before the shooter: half cover, 15", "AC..B", 15},
		{"a prone body on the line: half cover, 15", "A.P.B", 15},
		{"a body beside the line gives none: 13", "A...B\n..C..", 13},
		{"a body behind the target gives none: 13", "A...BC", 13},
		{"two bodies on the line: half cover, not more, 15", "AC.DB", 15},
		{"a body and a parapet: three-quarters, the better, not both: 18", "A.C=B", 18},
		{"hexes, behind a body: half cover, 15", "hex: rows odd\nA . C . B", 15},
		{"hexes, a body in the next row, off the line: 13", "hex: rows odd\nA . . . B\n . C . . .", 13},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, c.text, map[rune]who{'A': hero(bowman), 'B': foe(brute), 'C': foe(brute), 'D': hero(swordsman), 'P': foe(brute, Prone)}, "ABCDP", 12, 12)
			a := armed(KindRanged, "A", "B", "longbow")
			if c.ac == 0 {
				f.Refused(a, "Cover", "complete cover")
				return
			}
			as := attacks(f.Act(a))
			if len(as) == 0 || as[0].AC != c.ac {
				t.Fatalf("the dice met %v, want AC %d", as, c.ac)
			}
		})
	}
	t.Run("the shooter in complete cover from its target cannot shoot out of it, though it sees the target", func(t *testing.T) {
		// A at (0,4) sees B at (7,2) past the walls' corners (half cover), but B sees nothing of
		// A: A is in complete cover from B
		text := "#.....#.\n.##..#..\n...##.#B\n.#......\nA..####.\n.#......"
		f := setup(t, text, map[rune]who{'A': hero(bowman), 'B': foe(brute)}, "AB")
		if v := f.Map.Sight(f.U("A").Pos, f.U("B").Pos); !v.Seen {
			t.Fatalf("the premise: A must see B")
		}
		f.Refused(armed(KindRanged, "A", "B", "longbow"), "Cover", "cannot attack in the direction the cover protects")
	})
	t.Run("melee ignores cover: AC 13 beside a low wall", func(t *testing.T) {
		f := setup(t, "-AB", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB", 12, 12)
		if as := attacks(f.Act(act(KindMelee, "A", "B"))); as[0].AC != 13 {
			t.Fatalf("melee met AC %d, want 13", as[0].AC)
		}
	})
}

// TestRange: "ensuring it is within range of the attack used" (enchanted-realms-combat.txt "The
// Attack"): a shot reaches as far as its weapon goes (its long range), and the text gives
// distance no term: the bowman's dagger (range 20 ft, 60 at most, no skill, quality +2) rolls
// 1d20 at +2 at 10 ft and at 50 ft alike, no disadvantage beyond 20 ft, and is refused at 65 ft
// (docs/rulings.md "Realms: range").
func TestRange(t *testing.T) {
	cases := []struct {
		name string
		text string
		dice int // 0: refused
	}{
		{"a dagger at 10 ft: 1d20 at +2", "A.B", 1},
		{"a dagger at 20 ft, its range: 1d20 at +2", "A...B", 1},
		{"a dagger at 50 ft, beyond 20 ft: still 1d20 at +2, no disadvantage", "A.........B", 1},
		{"a dagger at 60 ft, as far as it goes: 1d20 at +2", "A...........B", 1},
		{"a dagger at 65 ft: refused", "A............B", 0},
		{"hexes: a dagger at 50 ft: 1d20 at +2", "hex: rows odd\nA . . . . . . . . . B", 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, c.text, map[rune]who{'A': hero(bowman), 'B': foe(brute)}, "AB", 12, 12)
			a := armed(KindRanged, "A", "B", "dagger")
			if c.dice == 0 {
				f.Refused(a, "The Attack", "reaches 60 ft")
				return
			}
			var p pool
			s := strikeOf(f.Battle, f.U("A"), a)
			plan(f.Battle, &s, &p)
			if p.total != c.dice || p.lower || len(p.edge.dis) > 0 || combat.Sum(p.mods) != 2 {
				t.Fatalf("%d dice (lower of two: %v, disadvantage %v) at %+d, want %dd20 at +2", p.total, p.lower, p.edge.dis, combat.Sum(p.mods), c.dice)
			}
			if as := attacks(f.Act(a)); len(as) != c.dice || as[0].Terms[0].Value != 12 {
				t.Fatalf("rolled %v, want %d die of 12", as, c.dice)
			}
		})
	}
}

// TestBlindShot: a ranged attack on a target the shooter cannot see (invisible, or the shooter
// blind) that misses with every die may hit another: the other units within the weapon's range
// in the shooter's sight are numbered, three empty slots added, a die picks; the same dice are
// rolled forward by 2 (an 18 or 19 a natural 20) against the new target's AC and cover
// (enchanted-realms-combat.txt "Blind Shot"; docs/rulings.md "Realms: blind shot").
func TestBlindShot(t *testing.T) {
	cases := []struct {
		name  string
		dice  []int // the pool's one die, then the slot's d4
		hitC  int
		offTo string
	}{
		// A's longbow at the invisible B: 2 dice less one for disadvantage, 1d20 at +2 − 3;
		// C beside B, off the line from A, is the one other target: slot 1 of 1 + 3 empty.
		{"a miss of 13 + 2 − 3 = 12, slot 1 of 4: C, the die forward to 15 with the same score, 15 + 2 − 3 = 14 meets AC 13", []int{13, 1}, 1, "C"},
		{"the same score against C: forward from 9 to 11, 11 + 2 − 3 = 10 misses AC 13 (the −3 kept)", []int{9, 1}, 0, "C"},
		{"a miss of 9, slot 3 of 4: an empty slot", []int{9, 3}, 0, ""},
		{"a natural 1 forward is a 3: 3 + 2 = 5 misses C", []int{1, 1}, 0, "C"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "A...B\n....C", map[rune]who{'A': hero(bowman), 'B': foe(brute, Invisible), 'C': foe(brute)}, "ABC", c.dice...)
			evs := f.Act(armed(KindRanged, "A", "B", "longbow"))
			if got := damageOf(evs, "C"); got != c.hitC {
				t.Fatalf("C took %d, want %d (%v)", got, c.hitC, attacks(evs))
			}
			var onC int
			for _, a := range attacks(evs) {
				if a.Target == "C" {
					onC++
				}
			}
			if (onC > 0) != (c.offTo == "C") {
				t.Fatalf("dice at C: %d, want some %v", onC, c.offTo == "C")
			}
		})
	}
	t.Run("all the other potential targets: C three cells past B is slot 1 of 4", func(t *testing.T) {
		f := setup(t, "A...B...\n.......C", map[rune]who{'A': hero(bowman), 'B': foe(brute, Invisible), 'C': foe(brute)}, "ABC", 13, 1)
		if evs := f.Act(armed(KindRanged, "A", "B", "longbow")); damageOf(evs, "C") != 1 {
			t.Fatalf("C took %d, want 1 (%v)", damageOf(evs, "C"), attacks(evs))
		}
	})
	t.Run("C right behind B: B's body gives it half cover, 15 + 2 − 3 = 14 misses AC 13 + 2", func(t *testing.T) {
		f := setup(t, "A...BC", map[rune]who{'A': hero(bowman), 'B': foe(brute, Invisible), 'C': foe(brute)}, "ABC", 13, 1)
		evs := f.Act(armed(KindRanged, "A", "B", "longbow"))
		as := attacks(evs)
		if len(as) != 2 || as[1].Target != "C" || as[1].AC != 15 || as[1].Total != 14 || damageOf(evs, "C") != 0 {
			t.Fatalf("want the forwarded 15 at C, 14 against 15, a miss; got %v", as)
		}
	})
	t.Run("an 18 rolled forward is a natural 20", func(t *testing.T) {
		armoured := with(brute, func(s *combat.Sheet) { s.AC = 30 })
		// blind A: its 2d20 at disadvantage are 1d20; 18 + 2 = 20 misses B's AC 30; forward to
		// 20, a natural 20 against C's AC 30: a hit
		f := setup(t, "A...BC", map[rune]who{'A': hero(bowman, Blind), 'B': foe(armoured), 'C': foe(armoured)}, "ABC", 18, 1)
		evs := f.Act(armed(KindRanged, "A", "B", "longbow"))
		if damageOf(evs, "C") != 1 {
			t.Fatalf("C took %d, want 1 (%v)", damageOf(evs, "C"), attacks(evs))
		}
	})
}

// TestDefenseRolls: the variant, an option of the setup: for each die of a monster's attack
// the hero rolls d20 + AC against DC 21 + the monster's modifiers; meeting it avoids, failing
// is a body point; a natural 20 always avoids, a 1 always hits (enchanted-realms-combat.txt
// "Defense Rolls (Variant)").
func TestDefenseRolls(t *testing.T) {
	monster := with(swordsman, func(s *combat.Sheet) { s.Hero = false }) // 2d20 at +1: DC 22
	cases := []struct {
		name   string
		dice   []int
		points int
	}{
		{"8 + AC 14 = 22 meets DC 22, 7 + 14 = 21 fails: 1 point", []int{8, 7}, 1},
		{"a natural 20 avoids, a 1 hits: 1 point", []int{20, 1}, 1},
		{"both meet: 0", []int{15, 9}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setupWith(t, "BA", map[rune]who{'A': hero(swordsman), 'B': foe(monster)}, map[string]string{OptionDefenseRolls: "on"}, "BA", c.dice...)
			evs := f.Act(act(KindMelee, "B", "A"))
			if got := damageOf(evs, "A"); got != c.points {
				t.Fatalf("A took %d, want %d (%v)", got, c.points, attacks(evs))
			}
			for _, e := range evs {
				if r, ok := e.(combat.Rolled); ok && r.Unit != "A" {
					t.Fatalf("the dice were rolled by %q, not the hero", r.Unit)
				}
			}
		})
	}
	t.Run("a poisoned brute's lone die at disadvantage: the hero rolls 15 and 5 and keeps the higher, 15 + 14 = 29 meets DC 22: 0", func(t *testing.T) {
		f := setupWith(t, "BA", map[rune]who{'A': hero(swordsman), 'B': foe(brute, Poisoned)}, map[string]string{OptionDefenseRolls: "on"}, "BA", 15, 5)
		evs := f.Act(act(KindMelee, "B", "A"))
		if as := attacks(evs); len(as) != 1 || as[0].Terms[0].Value != 15 || damageOf(evs, "A") != 0 {
			t.Fatalf("want the 15 kept and avoided; got %v", as)
		}
	})
	t.Run("off by default: the monster rolls", func(t *testing.T) {
		f := setup(t, "BA", map[rune]who{'A': hero(swordsman), 'B': foe(monster)}, "BA", 13, 12)
		if got := damageOf(f.Act(act(KindMelee, "B", "A")), "A"); got != 1 {
			t.Fatalf("A took %d, want 1 (13 + 1 meets AC 14, 12 + 1 does not)", got)
		}
	})
}

package realms

import (
	"math"
	"skirmish/grid"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// pyro: 4 body points, AC 12, quality +2, the sorcery skill: a fireball bursts 15 ft around a
// foe within 60 ft, 2 body points (fire) to each creature that fails its save against d12 + 3.
var (
	fireball = combat.Weapon{Name: "fireball", Kind: combat.Spell, Damage: combat.Roll{Bonus: 2}, Skill: "sorcery", Range: 60, Effects: []string{"fire", "burst 15"}}
	pyro     = combat.Sheet{Hero: true, HP: 4, AC: 12, AttackBonus: 2, Speed: 30, Skills: map[string]int{"sorcery": 1},
		Weapons: []combat.Weapon{fireball, knife}}
)

// saves are the body preservation saves of events, by unit.
func saves(evs []combat.Event) map[string]combat.Checked {
	out := map[string]combat.Checked{}
	for _, c := range rulestest.Of[combat.Checked](evs) {
		if c.Skill == "body preservation save" {
			out[c.Unit] = c
		}
	}
	return out
}

// TestAreaSaves: "A target with half cover gains +2 to his or her AC as well as body
// preservation saves against area of effect attacks", three-quarters "a like bonus" (+5), and
// "spells that attack the area can be used against a target with complete cover. In such a
// case, +5 to body preservation saves" (enchanted-realms-combat.txt "Cover"); the cover is
// measured from the burst's centre, B's cell (docs/rulings.md "Realms: area spells"). A's
// fireball: d12 6 + quality 2 + sorcery 1 = 9; every save is d12 7 + body save 0 and the cover:
// 7 fails (2 body points), 9 ties and saves, 12 saves.
func TestAreaSaves(t *testing.T) {
	cases := []struct {
		name  string
		text  string
		cover int  // C's save bonus for cover
		hurt  bool // C fails its save
	}{
		{"in the open: no bonus, 7 against 9 fails", "A....B.C", 0, true},
		{"behind a low wall: half cover, +2, 9 ties 9 and saves", "A....B.-C", 2, false},
		{"behind a parapet: three-quarters, +5, 12 saves", "A....B.=C", 5, false},
		{"behind a wall: complete cover, still caught, +5", "A....B.#C", 5, false},
		{"behind a creature's body (an ally of the caster, caught too): half cover, +2", "A....B.DC", 2, false},
		{"hexes, in the open: 7 fails", "hex: rows odd\nA . . . . B . C", 0, true},
		{"hexes, behind a low wall: +2", "hex: rows odd\nA . . . . B . - C", 2, false},
		{"hexes, behind a parapet: +5", "hex: rows odd\nA . . . . B . = C", 5, false},
		{"hexes, behind a wall: complete cover, +5", "hex: rows odd\nA . . . . B . # C", 5, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			units := map[rune]who{'A': hero(pyro), 'B': foe(brute), 'C': foe(brute), 'D': hero(swordsman)}
			f := setup(t, c.text, units, "ABCD", 6, 7, 7, 7)
			evs := f.Act(armed(KindArea, "A", "B", "fireball"))
			s := saves(evs)
			sc, ok := s["C"]
			if !ok {
				t.Fatalf("C is not caught: %v", s)
			}
			got := combat.Sum(sc.Terms)
			if got != c.cover || sc.Against != 9 || sc.Total != 7+c.cover {
				t.Errorf("C's save: %s; want cover +%d against 9", sc.Text, c.cover)
			}
			if hurt := f.U("C").HP < brute.HP; hurt != c.hurt {
				t.Errorf("C hurt: %v, want %v (%s)", hurt, c.hurt, sc.Text)
			}
			if b := s["B"]; b.Success || f.U("B").HP != brute.HP-2 {
				t.Errorf("B, at the centre in the open, fails and loses 2: %s, %d body points", b.Text, f.U("B").HP)
			}
			if _, caught := s["A"]; caught {
				t.Error("the caster, 25 ft away, is caught")
			}
		})
	}
}

// TestAreaSpell: the spell's area, its targets and its odds before casting, friendly fire,
// and the refusals: a fireball is cast as an area, aimed at a foe the caster could shoot at
// (within 60 ft, not in complete cover), at a 15-ft burst around it (docs/rulings.md "Realms:
// area spells", "Areas as shapes").
func TestAreaSpell(t *testing.T) {
	units := map[rune]who{'A': hero(pyro), 'B': foe(brute), 'C': foe(brute), 'D': hero(swordsman), 'E': foe(brute)}
	t.Run("the preview: the burst's 20 squares on the map, the ally caught, each at 99/144 to fail d12 against d12 + 3", func(t *testing.T) {
		f := setup(t, "A..D.B.C\n........\n........\n........", units, "ABCD")
		ls, st := f.Listed("A", KindArea)
		if st.Err != nil || len(ls) != 2 {
			t.Fatalf("listed %d (%v), want the fireball at B and at C", len(ls), st.Err)
		}
		pv := ls[0].Preview
		if ls[0].Action.Target != "B" || pv == nil {
			t.Fatalf("first listed: %+v", ls[0])
		}
		want := f.Map.AreaCells(nil, grid.Area{Kind: grid.AreaBurst, Origin: f.U("B").Pos, Feet: 15})
		if !slices.Equal(pv.Area, want) || len(want) != 20 {
			t.Errorf("area %v, want the burst's %d cells on the map (%v)", pv.Area, len(want), want)
		}
		var names []string
		for _, c := range pv.Caught {
			names = append(names, c.Unit)
			if math.Abs(c.Chance-99.0/144) > 1e-9 || math.Abs(c.Damage-2*99.0/144) > 1e-9 {
				t.Errorf("%s: chance %v, damage %v, want 99/144 and twice that", c.Unit, c.Chance, c.Damage)
			}
			if c.Friend != (c.Unit == "D") {
				t.Errorf("%s: friend %v", c.Unit, c.Friend)
			}
		}
		if strings.Join(names, ",") != "D,B,C" || pv.Foes != 2 || math.Abs(pv.Hit-99.0/144) > 1e-9 {
			t.Errorf("caught %v, foes %d, hit %v; want D,B,C, 2 foes, 99/144", names, pv.Foes, pv.Hit)
		}
		// for a controller, the area's worth: two foes' expected damage less the knight's
		if math.Abs(pv.Damage-2*99.0/144) > 1e-9 {
			t.Errorf("the area's expected damage %v, want 2·(99/144)·2 foes − 2·(99/144)·1 friend", pv.Damage)
		}
	})
	t.Run("friendly fire: the caster within its own burst saves too", func(t *testing.T) {
		f := setup(t, "A.B", units, "AB", 6, 1, 1)
		s := saves(f.Act(armed(KindArea, "A", "B", "fireball")))
		if _, ok := s["A"]; !ok || f.U("A").HP != pyro.HP-2 {
			t.Errorf("the caster 10 ft from the centre: saves %v, %d body points", s, f.U("A").HP)
		}
	})
	t.Run("defending: the save at advantage, two d12s, the better kept", func(t *testing.T) {
		f := setup(t, "A....B", map[rune]who{'A': hero(pyro), 'B': foe(brute, Defending)}, "AB", 6, 3, 11)
		if s := saves(f.Act(armed(KindArea, "A", "B", "fireball"))); s["B"].Total != 11 || !s["B"].Success {
			t.Errorf("B's save: %s; want 11, saved", s["B"].Text)
		}
	})
	t.Run("not a ranged attack", func(t *testing.T) {
		f := setup(t, "A....B", units, "AB")
		f.Refused(armed(KindRanged, "A", "B", "fireball"), "The Attack", "area spell")
	})
	t.Run("out of range: 65 ft", func(t *testing.T) {
		f := setup(t, "A............B", units, "AB")
		f.Refused(armed(KindArea, "A", "B", "fireball"), "The Attack", "65 ft away")
	})
	t.Run("a foe in complete cover cannot be aimed at", func(t *testing.T) {
		f := setup(t, "A..#B", units, "AB")
		f.Refused(armed(KindArea, "A", "B", "fireball"), "Cover", "complete cover")
	})
}

package age13

// Tests of 13th Age on hexes (docs/rulings.md "13th Age on hexes"): engaged is next to, six
// hexes round; moving away draws opportunity attacks; any cover the grid gives is −2.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// On "rows odd" boards the odd rows are shifted right half a hex: (2,2) has (2,1) and (1,1)
// above it, and (3,1), one further right, is two hexes away.

func TestHexEngagement(t *testing.T) {
	// 13th-age-combat-rules.txt "Engaged": "Characters are engaged when they are in melee with
	// foes": on hexes, with the foes in the six hexes round them.
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foeKind("orc", tough), 'p': foeKind("orc", tough)}
	text := `
		hex: rows odd
		. . . . .
		 . . o p .
		. . F . .
		 . . . . .`
	t.Run("a melee attack on a neighbour", func(t *testing.T) {
		f := hexBoard(t, "1", text, units, append(initiativeDice(text, units), 14)...)
		if as := rulestest.Of[combat.AttackRolled](f.Act(attack(KindMelee, "F", "o", ""))); len(as) != 1 || as[0].Attacker != "F" {
			t.Fatalf("attacks %+v: want F's melee attack on o", as)
		}
	})
	t.Run("no melee attack on a hex two steps off, though it is at offset (1,-1)", func(t *testing.T) {
		f := hexBoard(t, "1", text, units, initiativeDice(text, units)...)
		f.Refused(attack(KindMelee, "F", "p", ""), "Engaged", "F is not engaged with p")
	})
	t.Run("moving to (3,2) stays next to o and p: no opportunity attack", func(t *testing.T) {
		f := hexBoard(t, "1", text, units, initiativeDice(text, units)...)
		if n := len(rulestest.Of[combat.AttackRolled](f.Act(run("F", pos(3, 2))))); n != 0 {
			t.Fatalf("%d attacks: F never left o's side", n)
		}
	})
	t.Run("moving to (2,3) leaves o: its opportunity attack", func(t *testing.T) {
		f := hexBoard(t, "1", text, units, append(initiativeDice(text, units), 14)...)
		as := rulestest.Of[combat.AttackRolled](f.Act(run("F", pos(2, 3))))
		if len(as) != 1 || as[0].Kind != combat.Opportunity || as[0].Attacker != "o" {
			t.Fatalf("attacks %+v: want o's opportunity attack", as)
		}
	})
}

func TestHexCover(t *testing.T) {
	// docs/rulings.md "Ranges and cover": any cover from the grid is −2. R sees two of the
	// orc's six corners past the wall (three-quarters on the grid): −2.
	units := map[rune]who{'R': hero(entry(t, "ranger")), 'o': foe(with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 }))}
	f := hexBoard(t, "1", `
		hex: rows odd
		. . . . . . .
		 R . . . # o .
		. . . . . . .`, units, 20, 1, 14, 3)
	if v := f.Map.Sight(f.U("R").Pos, f.U("o").Pos); v.CornersSeen != 2 || v.Cover != grid.CoverThreeQuarters {
		t.Fatalf("premise: two corners seen, three-quarters; got %+v", v)
	}
	rulestest.WantTexts(t, "attack", rulestest.AttackTexts(f.Act(attack(KindRanged, "R", "o", "longbow"))), "d20 14 + DEX 4 + level 1 − cover 2 = 17 vs AC 16: hit")
}

package d20lite

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// d20-sunday-stats-combat.txt "Actions": Delay action (5): act later this round, and the
// initiative stays at that reduced value.
func TestDelay(t *testing.T) {
	f := board(t, `
		A...B
		....C`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 20)), 'C': enemy(dummy(10, 20))}, 19, 15, 10)
	// A 20, B 15, C 10
	f.Refused(act(KindDelay, "A", "A"), "Delay", "itself")
	f.Act(act(KindDelay, "A", "B"))
	f.Refused(moveTo(KindMove, "A", 1, 0), "Delay", "has delayed")
	f.EndTurn()
	if f.turn() != "B" {
		t.Fatalf("%s's turn, want B's", f.turn())
	}
	f.EndTurn()
	if f.turn() != "A" || f.U("A").Left(SlotPoints) != Points {
		t.Fatalf("%s's turn with %d points: want A's, after B, with all 5", f.turn(), f.U("A").Left(SlotPoints))
	}
	f.Act(moveTo(KindMove, "A", 1, 0))
	f.EndTurn()
	f.EndTurn() // C
	if f.Round != 2 || f.order() != "B A C" || f.turn() != "B" {
		t.Fatalf("round %d, order %q, turn %s: want round 2, B A C: A keeps B's count", f.Round, f.order(), f.turn())
	}
	if f.Order[1].Initiative != 15 {
		t.Fatalf("A's initiative %d, want 15", f.Order[1].Initiative)
	}
	f.EndTurn()
	f.Refused(act(KindDelay, "A", "B"), "Delay", "no turn later this round")
}

// d20-sunday-stats-combat.txt "Actions": Delay action (5), "your initiative stays at that
// reduced value": a delay taken in the surprise round keeps its count in round 1 and on.
func TestDelayInSurpriseRound(t *testing.T) {
	f := boardSurprise(t, `
		A...B
		D....`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'D': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 20))},
		[]string{"Foes"}, 19, 15, 10)
	// A 19 + Dex 1 = 20, B 15, D 10 + Dex 1 = 11; the surprise round: A, D
	if f.Round != 0 || f.order() != "A D" {
		t.Fatalf("round %d, order %q: want the surprise round, A D", f.Round, f.order())
	}
	f.Act(act(KindDelay, "A", "D"))
	f.EndTurn() // A
	f.EndTurn() // D
	if f.turn() != "A" {
		t.Fatalf("%s's turn, want A's, after D", f.turn())
	}
	f.EndTurn()
	if f.Round != 1 || f.order() != "B D A" || f.turn() != "B" {
		t.Fatalf("round %d, order %q, turn %s: want round 1, B 15, D 11, A 11: A keeps D's count", f.Round, f.order(), f.turn())
	}
	if f.Order[2].Initiative != 11 {
		t.Fatalf("A's initiative %d, want D's 11", f.Order[2].Initiative)
	}
}

// d20-sunday-stats-combat.txt "Actions": "Move five feet (0) but only if you are not
// otherwise moving this round": a 5-ft step, then a delay: the delayed turn may not move
// (nor step again) in the same round; the next round it may.
func TestStepThenDelay(t *testing.T) {
	f := board(t, `
		A...B
		.....`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 20))}, 19, 15)
	f.Act(moveTo(KindStep, "A", 1, 0))
	f.Act(act(KindDelay, "A", "B"))
	f.EndTurn() // A
	f.EndTurn() // B
	if f.turn() != "A" || f.Round != 1 {
		t.Fatalf("round %d, %s's turn: want A's delayed turn in round 1", f.Round, f.turn())
	}
	f.Refused(moveTo(KindMove, "A", 3, 0), "five feet", "5-ft step this round")
	f.Refused(moveTo(KindStep, "A", 2, 0), "five feet", "5-ft step this round")
	f.EndTurn()
	f.EndTurn() // round 2: B, then A
	f.Act(moveTo(KindMove, "A", 3, 1))
}

// d20-sunday-stats-combat.txt "Actions": Ready action (3): an attack readied for a foe coming
// within reach, taken when it happens (docs/rulings.md "Ready").
func TestReady(t *testing.T) {
	f := board(t, `
		A...B`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30))}, 20, 1)
	f.Act(combat.Action{Kind: KindReady, Unit: "A", Choice: KindMelee})
	f.EndTurn()
	f.force(14, 3)
	evs := f.Act(moveTo(KindMove, "B", 1, 0))
	// B's turn has come: it is no longer flat-footed
	rulestest.WantTexts(t, "readied attack", rulestest.AttackTexts(evs), "d20 14 + BAB 1 + Str 2 = 17 vs AC 10: hit")
	if f.U("A").Is(Readied) {
		t.Fatal("the readied attack is spent")
	}
}

// d20-sunday-stats-combat.txt "Actions": Draw a weapon (2), Manipulate an item (2), Drop an
// item (0), Talk (0).
func TestItems(t *testing.T) {
	s := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) { s.Weapons[1].Stowed = true })
	f := board(t, `
		A...B`, map[rune]who{'A': hero(s), 'B': enemy(dummy(10, 30))}, 20, 1)
	f.Refused(attack(KindRanged, "A", "B", "shortbow"), "Draw a weapon", "not in hand")
	f.Act(combat.Action{Kind: KindDrop, Unit: "A", Weapon: "longsword"})
	f.Act(combat.Action{Kind: KindDraw, Unit: "A", Weapon: "shortbow"})
	f.Act(combat.Action{Kind: KindPickUp, Unit: "A", Weapon: "longsword"})
	f.Act(act(KindTalk, "A", ""))
	if f.U("A").Left(SlotPoints) != 1 || len(f.U("A").Ready()) != 2 {
		t.Fatalf("%d points, holding %v: drop 0 + draw 2 + pick up 2 + talk 0", f.U("A").Left(SlotPoints), f.U("A").Ready())
	}
}

// d20-sunday-stats-combat.txt "Actions": Ready action (3) readies a "Ranged attack* (3)",
// which is starred: the readied shot, when it goes off, draws the attacks of opportunity of
// the foes threatening the shooter before it is made, as the shot taken on its turn does. A
// readies its shortbow with C beside it (C has acted); B comes in sight and A takes the
// shot: C's attack of opportunity (d20 15 + BAB 1 + Str 2 = 18 against AC 12), then A's
// shot at B.
func TestReadiedShotProvokes(t *testing.T) {
	f := board(t, `
		AC......B`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': enemy(fighterSheet(1, 10, 30))}, 10, 20, 1)
	// A 11, C 21, B 2 (board order A, C, B)
	f.EndTurn() // C
	f.Act(combat.Action{Kind: KindReady, Unit: "A", Choice: KindRanged})
	f.EndTurn()
	f.force(15, 3, 12, 4)
	evs := f.Act(moveTo(KindMove, "B", 7, 0))
	rulestest.WantTexts(t, "offered", f.Offered, "A readied", "C opportunity")
	rulestest.WantTexts(t, "attacks", rulestest.AttackTexts(evs),
		"d20 15 + BAB 1 + Str 2 = 18 vs AC 12: hit",
		"d20 12 + BAB 1 + Dex 1 = 14 vs AC 10: hit")
}

// d20-sunday-stats-combat.txt "Actions": Ready action (3), Ranged attack* (3): a readied
// throw is a throw: the javelin leaves the thrower's hand and lands in the foe's square, as a
// throw on the thrower's turn does.
func TestReadiedThrowLeavesTheHand(t *testing.T) {
	thrower := with(fighterSheet(1, 12, 30), func(s *combat.Sheet) {
		s.Weapons = []combat.Weapon{weapon("javelin", combat.Thrown, "1d6", 1)}
	})
	f := board(t, `
		A.......B`, map[rune]who{'A': hero(thrower), 'B': enemy(fighterSheet(1, 10, 30))}, 20, 1)
	f.Act(combat.Action{Kind: KindReady, Unit: "A", Choice: KindRanged})
	f.EndTurn()
	f.force(12, 4)
	f.Act(moveTo(KindMove, "B", 7, 0))
	if f.U("A").Item("javelin") >= 0 || len(f.Ground) != 1 || f.Ground[0].Pos != pos(7, 0) {
		t.Fatalf("A holds %v, ground %v: the javelin lies where B stood when hit", f.U("A").Items, f.Ground)
	}
}

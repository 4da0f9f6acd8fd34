package age13

// Tests of delaying and readied actions: when the creature acts, and where its turn moves in the initiative order.

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// countsOf writes the order as "unit:initiative" for each turn's first unit.
func countsOf(b *combat.Battle) []string {
	var out []string
	for _, t := range b.Order {
		out = append(out, t.Units[0]+":"+strconv.Itoa(t.Initiative))
	}
	return out
}

// turnsTaken lists, in order, the first unit of each turn started among evs.
func turnsTaken(evs []combat.Event) []string {
	var out []string
	for _, e := range rulestest.Of[combat.TurnStarted](evs) {
		out = append(out, e.Turn.Units[0])
	}
	return out
}

func TestDelay(t *testing.T) {
	// initiative: A 20 + 2 = 22, o 15 + 3 = 18, B 1 + 5 = 6
	units := map[rune]who{'A': hero(entry(t, "fighter")), 'B': hero(entry(t, "rogue")), 'o': foe(entry(t, "orc"))}
	const field = "A....o....B"
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed+": after a turn still to come: A acts after B this round, on B's count from then on", func(t *testing.T) {
			f := board(t, ed, field, units, 20, 15, 1)
			rulestest.WantTexts(t, "order", countsOf(f.Battle), "A:22", "o:18", "B:6")
			start := len(f.Log)
			f.Act(act(KindDelay, "A", "B"))
			if u := f.U("A"); u.Left(SlotStandard)+u.Left(SlotMove)+u.Left(SlotQuick) != 0 {
				t.Fatal("delaying takes no action now")
			}
			f.Refused(run("A", pos(1, 0)), "Delay", "A has delayed: it acts after B's turn")
			for f.Round == 1 {
				f.EndTurn()
			}
			rulestest.WantTexts(t, "turns", turnsTaken(f.Log[start:]), "o", "B", "A", "o")
			rulestest.WantTexts(t, "order", countsOf(f.Battle), "o:18", "B:6", "A:6")
			f.replayed()
		})
	}
	t.Run("after a turn already passed: B acts after A next round, instead of its own turn", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 15, 1)
		f.EndTurn()
		f.EndTurn()
		start := len(f.Log)
		f.Act(act(KindDelay, "B", "A"))
		for f.Round < 3 {
			f.EndTurn()
		}
		rulestest.WantTexts(t, "turns", turnsTaken(f.Log[start:]), "A", "B", "o", "A")
		rulestest.WantTexts(t, "order", countsOf(f.Battle), "A:22", "B:22", "o:18")
	})
	t.Run("only before acting, and not after one's own turn", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 15, 1)
		f.Refused(act(KindDelay, "A", "A"), "Delay", "A does not have another turn in the order")
		f.Act(run("A", pos(1, 0)))
		f.Refused(act(KindDelay, "A", "B"), "Delay", "A has already acted this turn")
	})
	t.Run("ongoing damage and saves wait for the turn it acts in", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 15, 1, 11)
		f.Emit(combat.ConditionAdded{Unit: "A", Condition: combat.Condition{Name: Ongoing, Source: "o", Value: 5, Note: "fire", Ends: SaveNormal, Owner: "A"}})
		f.Act(act(KindDelay, "A", "B"))
		evs := f.Act(combat.Action{Kind: combat.EndTurn})
		if len(rulestest.Of[combat.Damaged](evs)) != 0 {
			t.Fatal("no ongoing damage at the end of the turn A delayed")
		}
		for !f.InTurnNow(f.U("A")) {
			f.EndTurn()
		}
		evs = f.Act(combat.Action{Kind: combat.EndTurn})
		rulestest.WantTexts(t, "save", rulestest.CheckTexts(evs), "save against ongoing 5 fire damage: d20 11 vs 11+: success")
		if f.U("A").HP != 30-5 {
			t.Fatalf("A at %d hp: the ongoing 5 at the end of its delayed turn", f.U("A").HP)
		}
	})
}

func TestReadiedAction(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	// initiative: o 20 + 3 = 23, F 1 + 2 = 3
	units := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(tough)}
	const field = "F....o"
	t.Run("taken in the next round before its turn: F forgoes that turn and acts before the orc from then on", func(t *testing.T) {
		f := board(t, "1", field, units, 1, 20, 12, 5)
		f.React["F readied"] = true
		f.EndTurn()
		f.Act(combat.Action{Kind: KindReady, Unit: "F", Choice: KindMelee})
		if f.U("F").Left(SlotStandard) != 0 {
			t.Fatal("readying is a standard action")
		}
		f.EndTurn()
		evs := f.Act(run("o", pos(1, 0)))
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 12 + STR 4 + level 1 + escalation die 1 = 18 vs AC 16: hit")
		if i, j := slices.IndexFunc(evs, isAttack), slices.IndexFunc(evs, isMoved); i < j {
			t.Fatalf("the readied attack at event %d, before the orc's step at %d into reach", i, j)
		}
		f.EndTurn()
		if u := f.U("F"); !f.InTurnNow(u) || u.Left(SlotStandard) != 0 || u.Left(SlotMove) != 0 {
			t.Fatalf("F's regular turn: standard %d, move %d: it took its readied action this round", u.Left(SlotStandard), u.Left(SlotMove))
		}
		f.EndTurn()
		rulestest.WantTexts(t, "order", countsOf(f.Battle), "F:23", "o:23")
		if f.InTurnNow(f.U("F")) != true {
			t.Fatal("round 3 starts with F, just before the orc")
		}
		f.replayed()
	})
	t.Run("not taken: it lapses at the start of F's next turn", func(t *testing.T) {
		f := board(t, "2", field, units, 1, 20)
		f.EndTurn()
		f.Act(combat.Action{Kind: KindReady, Unit: "F", Choice: KindMelee})
		f.EndTurn()
		f.EndTurn()
		if f.U("F").Is(Readied) || !f.InTurnNow(f.U("F")) {
			t.Fatal("the readied action lasts until F's next turn")
		}
		rulestest.WantTexts(t, "order", countsOf(f.Battle), "o:23", "F:3")
	})
	t.Run("a ranged attack readied for one foe waits for that foe", func(t *testing.T) {
		archer := map[rune]who{'R': hero(entry(t, "ranger")), 'o': foe(tough), 'p': foe(tough)}
		f := board(t, "1", "R.......o\n.........\n........p", archer, 1, 20, 20, 15, 3)
		f.React["R readied"] = true
		f.EndTurn()
		f.EndTurn()
		f.Act(combat.Action{Kind: KindReady, Unit: "R", Choice: KindRanged, Target: "p", Weapon: "longbow"})
		f.EndTurn()
		if evs := f.Act(run("o", pos(7, 0))); len(rulestest.Of[combat.AttackRolled](evs)) != 0 {
			t.Fatal("the orc it did not name moves freely")
		}
		f.EndTurn()
		evs := f.Act(run("p", pos(7, 2)))
		rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), "d20 15 + DEX 4 + level 1 + escalation die 1 = 21 vs AC 16: hit")
	})
	t.Run("the listing says what a ready action readies", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 1)
		xs, st := f.Listed("F", KindReady)
		var readies []string
		for _, x := range xs {
			if x.Action.Target == "" && x.Default {
				readies = append(readies, x.Action.Choice+": "+f.MeaningOf(x.Action).String())
			}
		}
		if st.Err != nil || !slices.Equal(readies, []string{"melee: melee", "ranged: ranged"}) || !strings.Contains(st.Summary, "Ready") {
			t.Fatalf("ready for any foe: %v (%v, %q)", readies, st.Err, st.Summary)
		}
	})
}

// isAttack and isMoved tell attack rolls and steps apart.
func isAttack(e combat.Event) bool { _, ok := e.(combat.AttackRolled); return ok }
func isMoved(e combat.Event) bool  { m, ok := e.(combat.Moved); return ok && m.To == pos(1, 0) }

// movesOf writes the steps of one unit among evs as "(x,y)".
func movesOf(evs []combat.Event, unit string) []string {
	var out []string
	for _, m := range rulestest.Of[combat.Moved](evs) {
		if m.Unit == unit {
			out = append(out, m.To.String())
		}
	}
	return out
}

func TestReadiedMove(t *testing.T) {
	tough := with(entry(t, "orc"), func(s *combat.Sheet) { s.HP = 200 })
	// initiative: W 1 + 3 = 4, o 20 + 3 = 23; the wizard's speed is 30 ft: "nearby" is 6 squares
	units := map[rune]who{'W': hero(entry(t, "wizard")), 'o': foe(tough)}
	const field = "W..........o\n............\n............"
	readyMove := func(unit, target string, to grid.Pos) combat.Action {
		return combat.Action{Kind: KindReadyMove, Unit: unit, Target: target, Path: []grid.Pos{to}}
	}
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed+": the foe comes within 30 ft: W moves at once; it forgoes its turn and acts before the orc from then on", func(t *testing.T) {
			f := board(t, ed, field, units, 1, 20)
			f.React["W readied"] = true
			f.EndTurn()
			f.Act(readyMove("W", "", pos(0, 2)))
			if u := f.U("W"); u.Left(SlotStandard) != 0 || u.Left(SlotMove) != 1 {
				t.Fatal("readying a move is a standard action")
			}
			f.EndTurn()
			evs := f.Act(run("o", pos(5, 0)))
			// the orc's steps from (11,0): the one into (6,0) brings it 30 ft from W
			rulestest.WantTexts(t, "the orc's steps", movesOf(evs, "o"), "(10,0)", "(9,0)", "(8,0)", "(7,0)", "(6,0)", "(5,0)")
			i := slices.IndexFunc(evs, func(e combat.Event) bool { m, ok := e.(combat.Moved); return ok && m.Unit == "W" })
			j := slices.IndexFunc(evs, func(e combat.Event) bool { m, ok := e.(combat.Moved); return ok && m.Unit == "o" && m.To == pos(5, 0) })
			k := slices.IndexFunc(evs, func(e combat.Event) bool { m, ok := e.(combat.Moved); return ok && m.Unit == "o" && m.To == pos(6, 0) })
			if !(k < i && i < j) {
				t.Fatalf("W's readied move at event %d: want it after the orc's step into (6,0) (%d) and before its next (%d)", i, k, j)
			}
			if w := f.U("W"); w.Pos != pos(0, 2) || w.Is(Readied) {
				t.Fatalf("W at %v (readied %v): want it moved to (0,2), its readied move spent", w.Pos, w.Is(Readied))
			}
			f.EndTurn()
			if u := f.U("W"); !f.InTurnNow(u) || u.Left(SlotStandard)+u.Left(SlotMove)+u.Left(SlotQuick) != 0 {
				t.Fatal("W took its readied move this round before its turn: no actions in that turn")
			}
			f.EndTurn()
			rulestest.WantTexts(t, "order", countsOf(f.Battle), "W:23", "o:23")
			f.replayed()
		})
	}
	t.Run("readied for one foe, it waits for that foe", func(t *testing.T) {
		two := map[rune]who{'W': hero(entry(t, "wizard")), 'o': foe(tough), 'p': foe(tough)}
		f := board(t, "1", "W..........o\n............\n...........p", two, 1, 20, 20)
		f.React["W readied"] = true
		for !f.InTurnNow(f.U("W")) {
			f.EndTurn()
		}
		f.Act(readyMove("W", "p", pos(0, 1)))
		f.EndTurn()
		if evs := f.Act(run("o", pos(5, 0))); len(movesOf(evs, "W")) != 0 {
			t.Fatal("the orc it did not name comes near freely")
		}
		f.EndTurn()
		f.Act(run("p", pos(5, 2)))
		if f.U("W").Pos != pos(0, 1) {
			t.Fatalf("W at %v: want it gone to (0,1) as p came near", f.U("W").Pos)
		}
	})
	t.Run("not taken while its square is taken; it lapses at the start of W's next turn", func(t *testing.T) {
		f := board(t, "1", "W.....o", units, 1, 20)
		f.React["W readied"] = true
		f.EndTurn()
		f.Act(readyMove("W", "", pos(5, 0)))
		f.EndTurn()
		f.Act(run("o", pos(5, 0)))
		if f.U("W").Pos != pos(0, 0) {
			t.Fatal("the orc stands on the square: W cannot move there")
		}
		f.EndTurn()
		if f.U("W").Is(Readied) || !f.InTurnNow(f.U("W")) {
			t.Fatal("the readied move lasts until W's next turn")
		}
	})
	t.Run("a readied move away from an engaged foe draws its opportunity attack, as any move", func(t *testing.T) {
		three := map[rune]who{'W': hero(entry(t, "wizard")), 'g': foeKind("goblin", entry(t, "goblin")), 'o': foe(tough)}
		f := board(t, "1", "Wg.........o\n............\n............", three, 1, 20, 20, 9)
		f.React["W readied"] = true
		for !f.InTurnNow(f.U("W")) {
			f.EndTurn()
		}
		f.Act(readyMove("W", "o", pos(0, 2)))
		f.EndTurn()
		for !f.InTurnNow(f.U("o")) {
			f.EndTurn()
		}
		evs := f.Act(run("o", pos(5, 0)))
		rulestest.WantTexts(t, "the goblin's opportunity attack", rulestest.AttackTexts(evs), "d20 9 + attack 6 = 15 vs AC 12: hit")
	})
	t.Run("a readied move fills the square past the ally the foe runs through: it stops back on the last square it could stand on", func(t *testing.T) {
		// W at (2,1) is 30 ft (6 squares) from (8,1): o's step onto p's square brings it
		// nearby, and W's readied move to (7,1) blocks o's next step
		two := map[rune]who{'W': hero(entry(t, "wizard")), 'p': foe(tough), 'o': foe(tough)}
		f := board(t, "1", "##########\n..W.....po\n##########", two, 20, 1, 10)
		f.React["W readied"] = true
		for !f.InTurnNow(f.U("W")) {
			f.EndTurn()
		}
		f.Act(readyMove("W", "o", pos(7, 1)))
		for !f.InTurnNow(f.U("o")) {
			f.EndTurn()
		}
		evs := f.Act(run("o", pos(6, 1)))
		rulestest.WantTexts(t, "the orc's steps", movesOf(evs, "o"), "(8,1)", "(9,1)")
		if w, o, p := f.U("W"), f.U("o"), f.U("p"); w.Pos != pos(7, 1) || o.Pos != pos(9, 1) || p.Pos != pos(8, 1) {
			t.Fatalf("W at %v, o at %v, p at %v: want W on (7,1), o back on (9,1), p still on (8,1)", w.Pos, o.Pos, p.Pos)
		}
		f.replayed()
	})
	t.Run("the readied square is the condition's Value, the map index + 1; the note only says it", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 1)
		f.Act(readyMove("W", "", pos(1, 2)))
		c, _ := f.U("W").Condition(Readied)
		// the field is 12 squares wide: (1,2) is index 2 × 12 + 1 = 25
		if c.Value != 26 || c.Note != "move to (1,2)" {
			t.Fatalf("readied %+v: want Value 26, note \"move to (1,2)\"", c)
		}
		c.Note = "anything"
		if p, ok := readiedSquare(f.Battle, c); !ok || p != pos(1, 2) {
			t.Fatalf("readiedSquare = %v %v, want (1,2)", p, ok)
		}
		if _, ok := readiedSquare(f.Battle, combat.Condition{Name: Readied, Note: "melee with staff"}); ok {
			t.Fatal("a readied attack has no square")
		}
	})
	t.Run("refused: no square, one beyond a move, while stuck", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 1)
		f.Refused(combat.Action{Kind: KindReadyMove, Unit: "W"}, "Readying an Action", "say the one square W will move to")
		f.Refused(readyMove("W", "", pos(7, 0)), "Movement and Melee", "cannot reach (7,0) with 30 ft")
		f.put("W", Stuck)
		f.Refused(readyMove("W", "", pos(1, 0)), "Stuck", "W is stuck")
	})
	t.Run("the listing gives the squares W could move to", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 1)
		xs, st := f.Listed("W", KindReadyMove)
		var squares []grid.Pos
		for _, x := range xs {
			if x.Action.Target == "" {
				squares = append(squares, x.Action.Path[0])
			}
		}
		if st.Err != nil || !slices.Contains(squares, pos(6, 0)) || slices.Contains(squares, pos(7, 0)) || st.Cost != costStandard {
			t.Fatalf("ready a move: %v (%v, %s)", squares, st.Err, st.Cost)
		}
	})
}

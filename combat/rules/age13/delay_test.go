// Tests of delaying and readied actions: when the creature acts, and where its turn moves in the initiative order.
package age13

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"skirmish/combat"
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
	for _, e := range of[combat.TurnStarted](evs) {
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
			want(t, "order", countsOf(f.Battle), "A:22", "o:18", "B:6")
			start := len(f.Log)
			f.do(act(KindDelay, "A", "B"))
			if u := f.u("A"); u.Left(SlotStandard)+u.Left(SlotMove)+u.Left(SlotQuick) != 0 {
				t.Fatal("delaying takes no action now")
			}
			for f.Round == 1 {
				f.endTurn()
			}
			want(t, "turns", turnsTaken(f.Log[start:]), "o", "B", "A", "o")
			want(t, "order", countsOf(f.Battle), "o:18", "B:6", "A:6")
			f.replayed()
		})
	}
	t.Run("after a turn already passed: B acts after A next round, instead of its own turn", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 15, 1)
		f.endTurn()
		f.endTurn()
		start := len(f.Log)
		f.do(act(KindDelay, "B", "A"))
		for f.Round < 3 {
			f.endTurn()
		}
		want(t, "turns", turnsTaken(f.Log[start:]), "A", "B", "o", "A")
		want(t, "order", countsOf(f.Battle), "A:22", "B:22", "o:18")
	})
	t.Run("only before acting, and not after one's own turn", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 15, 1)
		f.refused(act(KindDelay, "A", "A"), "Delay", "A does not have another turn in the order")
		f.do(run("A", pos(1, 0)))
		f.refused(act(KindDelay, "A", "B"), "Delay", "A has already acted this turn")
	})
	t.Run("ongoing damage and saves wait for the turn it acts in", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 15, 1, 11)
		f.Emit(combat.ConditionAdded{Unit: "A", Condition: combat.Condition{Name: Ongoing, Source: "o", Value: 5, Note: "fire", Ends: SaveNormal, Owner: "A"}})
		f.do(act(KindDelay, "A", "B"))
		evs := f.do(combat.Action{Kind: combat.EndTurn})
		if len(of[combat.Damaged](evs)) != 0 {
			t.Fatal("no ongoing damage at the end of the turn A delayed")
		}
		for !f.InTurnNow(f.u("A")) {
			f.endTurn()
		}
		evs = f.do(combat.Action{Kind: combat.EndTurn})
		want(t, "save", checkTexts(evs), "save against ongoing 5 fire damage: d20 11 vs 11+: success")
		if f.u("A").HP != 30-5 {
			t.Fatalf("A at %d hp: the ongoing 5 at the end of its delayed turn", f.u("A").HP)
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
		f.react["F readied"] = true
		f.endTurn()
		f.do(combat.Action{Kind: KindReady, Unit: "F", Option: KindMelee})
		if f.u("F").Left(SlotStandard) != 0 {
			t.Fatal("readying is a standard action")
		}
		f.endTurn()
		evs := f.do(run("o", pos(1, 0)))
		want(t, "attack", attackTexts(evs), "d20 12 + STR 4 + level 1 + escalation die 1 = 18 vs AC 16: hit")
		if i, j := slices.IndexFunc(evs, isAttack), slices.IndexFunc(evs, isMoved); i < j {
			t.Fatalf("the readied attack at event %d, before the orc's step at %d into reach", i, j)
		}
		f.endTurn()
		if u := f.u("F"); !f.InTurnNow(u) || u.Left(SlotStandard) != 0 || u.Left(SlotMove) != 0 {
			t.Fatalf("F's regular turn: standard %d, move %d: it took its readied action this round", u.Left(SlotStandard), u.Left(SlotMove))
		}
		f.endTurn()
		want(t, "order", countsOf(f.Battle), "F:23", "o:23")
		if f.InTurnNow(f.u("F")) != true {
			t.Fatal("round 3 starts with F, just before the orc")
		}
		f.replayed()
	})
	t.Run("not taken: it lapses at the start of F's next turn", func(t *testing.T) {
		f := board(t, "2", field, units, 1, 20)
		f.endTurn()
		f.do(combat.Action{Kind: KindReady, Unit: "F", Option: KindMelee})
		f.endTurn()
		f.endTurn()
		if f.u("F").Is(Readied) || !f.InTurnNow(f.u("F")) {
			t.Fatal("the readied action lasts until F's next turn")
		}
		want(t, "order", countsOf(f.Battle), "o:23", "F:3")
	})
	t.Run("a ranged attack readied for one foe waits for that foe", func(t *testing.T) {
		archer := map[rune]who{'R': hero(entry(t, "ranger")), 'o': foe(tough), 'p': foe(tough)}
		f := board(t, "1", "R.......o\n.........\n........p", archer, 1, 20, 20, 15, 3)
		f.react["R readied"] = true
		f.endTurn()
		f.endTurn()
		f.do(combat.Action{Kind: KindReady, Unit: "R", Option: KindRanged, Target: "p", Weapon: "longbow"})
		f.endTurn()
		if evs := f.do(run("o", pos(7, 0))); len(of[combat.AttackRolled](evs)) != 0 {
			t.Fatal("the orc it did not name moves freely")
		}
		f.endTurn()
		evs := f.do(run("p", pos(7, 2)))
		want(t, "attack", attackTexts(evs), "d20 15 + DEX 4 + level 1 + escalation die 1 = 21 vs AC 16: hit")
	})
	t.Run("the ready option says what it readies", func(t *testing.T) {
		f := board(t, "1", field, units, 20, 1)
		for _, o := range f.Options(f.u("F")) {
			if o.Kind == KindReady && (o.Err != nil || !slices.Equal(o.Choices, []string{KindMelee, KindRanged}) || !strings.Contains(o.Summary, "Ready")) {
				t.Fatalf("ready option %+v", o)
			}
		}
	})
}

// isAttack and isMoved tell attack rolls and steps apart.
func isAttack(e combat.Event) bool { _, ok := e.(combat.AttackRolled); return ok }
func isMoved(e combat.Event) bool  { m, ok := e.(combat.Moved); return ok && m.To == pos(1, 0) }

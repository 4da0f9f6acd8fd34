package play

// The journal: every choice told before the battle takes it; the record of them folded back
// into the battle, and an action stopped at a prompt played again from it.

import (
	"encoding/json"
	"errors"
	"testing"

	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/grid"
)

// memory is a record kept in memory, each entry as JSON (as a stream keeps it).
type memory struct {
	t       *testing.T
	entries [][]byte
	// fail, when set, refuses every entry.
	fail bool
}

func (m *memory) keep(e Entry) error {
	if m.fail {
		return errors.New("the record is unreachable")
	}
	data, err := json.Marshal(e)
	if err != nil {
		m.t.Fatal(err)
	}
	m.entries = append(m.entries, data)
	return nil
}

// record folds the first n entries kept (all for n < 0).
func (m *memory) record(n int) *Record {
	m.t.Helper()
	if n < 0 {
		n = len(m.entries)
	}
	r := &Record{}
	for _, data := range m.entries[:n] {
		var e Entry
		if err := json.Unmarshal(data, &e); err != nil {
			m.t.Fatal(err)
		}
		if err := r.Add(e); err != nil {
			m.t.Fatal(err)
		}
	}
	return r
}

// logHash is the hash of b's log, failing on an error.
func logHash(t *testing.T, b *combat.Battle) string {
	t.Helper()
	h, err := save.LogHash(b.Log)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// A battle played with moves, an undo, a redo and the AI's turns is rebuilt from its record
// alone, event for event; a record that refuses its entries refuses the actions.
func TestTheRecordRebuildsTheBattle(t *testing.T) {
	mem := &memory{t: t}
	g := delvers()
	g.journal = Recorder{Keep: mem.keep}
	tb := newTable(t, g, `
		##########
		#W.......#
		#A......z#
		##########`, delversUnits)
	tb.click(3, 1)
	tb.sel("Ash")
	tb.click(2, 2)
	if _, err := tb.Undo(); err != nil {
		t.Fatal(err)
	}
	tb.click(3, 2)
	if err := tb.send(EndTurn()); err != nil {
		t.Fatal(err)
	}
	tb.RunAI(6)
	r := mem.record(-1)
	if r.Pending != nil {
		t.Fatalf("an action is under way in the record: %+v", r.Pending)
	}
	if got, want := len(r.Actions), save.ActionCount(tb.B.Log); got != want {
		t.Fatalf("the record holds %d actions, the battle took %d", got, want)
	}
	b, err := r.Battle(tb.Setup)
	if err != nil {
		t.Fatal(err)
	}
	if logHash(t, b) != logHash(t, tb.B) {
		t.Fatalf("the battle rebuilt from its record has %d events, the battle %d, not the same", len(b.Log), len(tb.B.Log))
	}

	refused := &memory{t: t, fail: true}
	g.journal = Recorder{Keep: refused.keep}
	tb = newTable(t, g, "#W..z#", delversUnits)
	n := len(tb.B.Log)
	if err := tb.send(Click(grid.Pos{X: 2})); err == nil || len(tb.B.Log) != n {
		t.Fatalf("a move the record refused was taken (%v; %d events, were %d)", err, len(tb.B.Log), n)
	}
}

// rogueAttack is a 13th Age rogue's attack with two weapons whose natural 2 asks whether to
// reroll (13th-age-combat-rules.txt "Two-weapon fighting"): the table, its record, and the
// record's entries before the attack.
func rogueAttack(t *testing.T) (*table, *memory, int) {
	mem := &memory{t: t}
	g := age13("2", 2)
	g.journal = Recorder{Keep: mem.keep}
	tb := newTable(t, g, "######\n#Gz..#\n######", age13Units)
	before := len(mem.entries)
	tb.choose("melee")
	tb.clickUnit("Rot")
	if tb.Pending() == nil {
		t.Fatal("the natural 2 asked nothing")
	}
	return tb, mem, before
}

// A match stopped while an action waits on a prompt resumes from its record: the action is
// played again and asks the prompt again; one stopped after the answer was recorded plays on
// with that answer. Either way the battle is the one that was not stopped.
func TestResumeAnActionStoppedMidway(t *testing.T) {
	ref, _, _ := rogueAttack(t)
	ref.answer("reroll")
	want := logHash(t, ref.B)

	for _, answered := range []bool{false, true} {
		tb, mem, before := rogueAttack(t)
		stop := len(mem.entries)
		if answered {
			tb.answer("reroll")
			stop = before + 2 // the act and the reaction, not the end
		}
		r := mem.record(stop)
		if r.Pending == nil || r.Pending.Kind != "melee" {
			t.Fatalf("answered %v: the record's action under way is %+v, want the melee attack", answered, r.Pending)
		}
		if got := len(r.PendingReactions); got != map[bool]int{false: 0, true: 1}[answered] {
			t.Fatalf("answered %v: the record holds %d reactions of the attack", answered, got)
		}
		b, err := r.Battle(tb.Setup)
		if err != nil {
			t.Fatal(err)
		}
		mem.entries = mem.entries[:stop]
		m, err := New(Config{Setup: tb.Setup, Seats: tb.seats, MaxRounds: 20, Journal: Recorder{Keep: mem.keep}}, b)
		if err != nil {
			t.Fatal(err)
		}
		again := &table{t: t, Match: m}
		if err := again.Resume(*r.Pending, r.PendingReactions); err != nil {
			t.Fatal(err)
		}
		if !answered {
			again.answer("reroll")
		} else if again.Pending() != nil {
			t.Fatal("the recorded answer was asked again")
		}
		if got := logHash(t, again.B); got != want {
			t.Errorf("answered %v: the resumed battle differs from the one not stopped (%d events, want %d)", answered, len(again.B.Log), len(ref.B.Log))
		}
		if r2 := mem.record(-1); r2.Pending != nil || len(r2.Actions) != save.ActionCount(ref.B.Log) {
			t.Errorf("answered %v: after the resume the record holds %d actions and %+v under way", answered, len(r2.Actions), r2.Pending)
		}
	}
}

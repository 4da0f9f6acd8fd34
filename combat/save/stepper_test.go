package save

// Tests of the replay stepper: forward gives the saved battle's events action by action, back
// and jumps give the state that playing forward to the same step gives.

import (
	"slices"
	"testing"

	"skirmish/combat"
)

// newStepper loads a save's map and replays it once through (checking it as Load does), and
// returns a Stepper at action 0.
func newStepper(path string) (*Stepper, error) {
	f, err := Read(path)
	if err != nil {
		return nil, err
	}
	g, err := f.Load(path, testPlaces)
	if err != nil {
		return nil, err
	}
	return g.Stepper()
}

func TestStepperWalksTheSavedBattle(t *testing.T) {
	f, b := saved(t, battle{Map: "crypt.tmx", Seed: 51, Random: true})
	p := writeSave(t, t.TempDir(), "a.json", f)
	st, err := newStepper(p)
	if err != nil {
		t.Fatal(err)
	}
	if st.Index() != 0 || st.Len() != len(f.Actions) {
		t.Fatalf("a new stepper is at %d of %d, want 0 of %d", st.Index(), st.Len(), len(f.Actions))
	}
	// Forward, one action at a time, gives the played battle's log piece by piece, and
	// remembers the hash of the log at each step.
	hashes := []string{logHash(t, st.Battle())}
	for st.Index() < st.Len() {
		a, _ := st.Next()
		from := len(st.Battle().Log)
		evs, err := st.Forward()
		if err != nil {
			t.Fatal(err)
		}
		if acted, ok := evs[0].(combat.Acted); !ok || !sameAction(acted.Action, a) {
			t.Fatalf("step %d: the events begin with %#v, not the action %v", st.Index(), evs[0], a)
		}
		if !slices.EqualFunc(evs, b.Log[from:from+len(evs)], func(x, y combat.Event) bool { return sameEvent(t, x, y) }) {
			t.Fatalf("step %d: the events differ from the played battle's", st.Index())
		}
		hashes = append(hashes, logHash(t, st.Battle()))
	}
	if evs, err := st.Forward(); evs != nil || err != nil {
		t.Errorf("forward at the end gives %d events and %v", len(evs), err)
	}
	if got, want := hashes[len(hashes)-1], f.Result.LogSHA256; got != want {
		t.Errorf("stepped to the end, the log's hash is %s, the save's %s", short(got), short(want))
	}
	// Back, step by step for a while, and seeks in both directions give the same state as
	// playing forward did.
	for range 5 {
		if err := st.Back(); err != nil {
			t.Fatal(err)
		}
		if got := logHash(t, st.Battle()); got != hashes[st.Index()] {
			t.Fatalf("back to step %d: hash %s, forward gave %s", st.Index(), short(got), short(hashes[st.Index()]))
		}
	}
	for _, n := range []int{0, st.Len() / 2, st.Len() / 3, st.Len(), 1} {
		if err := st.Seek(n); err != nil {
			t.Fatal(err)
		}
		if got := logHash(t, st.Battle()); st.Index() != n || got != hashes[n] {
			t.Errorf("seek to %d: at %d with hash %s, forward gave %s", n, st.Index(), short(got), short(hashes[n]))
		}
	}
	if err := st.Seek(st.Len() + 1); err == nil {
		t.Error("seeking past the end did not fail")
	}
	if err := st.Seek(0); err != nil {
		t.Fatal(err)
	}
	if err := st.Back(); err != nil || st.Index() != 0 {
		t.Errorf("back at the start: %v, at %d", err, st.Index())
	}
}

func TestStepperJumpsToARound(t *testing.T) {
	f, b := saved(t, battle{Map: "field.tmx", Seed: 52})
	p := writeSave(t, t.TempDir(), "a.json", f)
	st, err := newStepper(p)
	if err != nil {
		t.Fatal(err)
	}
	first, last := st.Rounds()
	if first != 1 || last != b.Round || last < 2 {
		t.Fatalf("rounds %d to %d; the battle ran rounds 1 to %d (and needs 2 for this test)", first, last, b.Round)
	}
	for _, r := range []int{last, first, 2} {
		if err := st.JumpToRound(r); err != nil {
			t.Fatal(err)
		}
		if st.Battle().Round != r || st.Round() != r {
			t.Errorf("jumped to round %d: the battle is in round %d", r, st.Battle().Round)
		}
		// the first step of the round: one step back is an earlier round
		if st.Index() > 0 {
			if err := st.Back(); err != nil {
				t.Fatal(err)
			}
			if st.Battle().Round >= r {
				t.Errorf("jumped to round %d at step %d, but step %d is in round %d too", r, st.Index()+1, st.Index(), st.Battle().Round)
			}
		}
	}
	if err := st.JumpToRound(last + 1); err == nil {
		t.Errorf("jumping to round %d of a battle of %d rounds did not fail", last+1, last)
	}
}

// logHash is the hash of a battle's log.
func logHash(t *testing.T, b *combat.Battle) string {
	t.Helper()
	h, err := LogHash(b.Log)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// sameEvent reports whether two events encode alike.
func sameEvent(t *testing.T, a, b combat.Event) bool {
	x, err := combat.MarshalEvent(a)
	if err != nil {
		t.Fatal(err)
	}
	y, err := combat.MarshalEvent(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(x) == string(y)
}

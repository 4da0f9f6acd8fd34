package combat

// Tests of the seam's generic hooks with a stub ruleset: battle counters and the turns of units that are down.

import (
	"reflect"
	"testing"

	"skirmish/grid"
)

// stubRules is the least ruleset: one turn per unit in setup order, a counter set each round,
// and, at the start of each turn, a note naming whose turn it is.
type stubRules struct{ Base }

func (stubRules) ID() string            { return "stub" }
func (stubRules) Describe() Description { return Description{Title: "Stub"} }
func (stubRules) Begin(b *Battle) {
	var order []Turn
	for _, u := range b.Units {
		order = append(order, Turn{Side: b.SideName(u), Units: []string{u.Name}})
	}
	b.Emit(OrderSet{Order: order})
}
func (stubRules) RoundStarted(b *Battle) {
	b.Emit(CounterSet{Name: "rounds seen", Value: b.Counter("rounds seen") + 1, Why: "a round started"})
}
func (stubRules) TurnStarted(b *Battle, t Turn) {
	b.Emit(Note{Unit: t.Units[0], Text: "turn of " + t.Units[0]})
}
func (stubRules) Kinds() []ActionKind                              { return nil }
func (stubRules) List(b *Battle, u *Unit, dst *Listing, f ListFor) {}
func (stubRules) Check(b *Battle, a Action) error                  { return Refuse("stub", "nothing to do") }
func (stubRules) Do(b *Battle, a Action)                           {}
func (stubRules) Threat(b *Battle, attacker, target *Unit) int     { return 0 }
func (stubRules) Catalog() *Catalog                                { return nil }
func (stubRules) Estimate(b *Battle, a Action) Estimate            { return Estimate{} }

// stubBattle starts a battle of four units, A and B for Red, C and D for Blue, on an open floor.
func stubBattle(t *testing.T) (*Battle, Setup) {
	t.Helper()
	m, err := grid.ParseASCII("stub", "....\n....")
	if err != nil {
		t.Fatal(err)
	}
	sheet := Sheet{HP: 5, AC: 10, Speed: 30, Weapons: []Weapon{{Name: "club", Kind: Melee, Damage: Roll{Count: 1, Sides: 6}}}}
	s := Setup{Map: m, Rules: stubRules{}, Sides: []string{"Red", "Blue"}, Seed: 1, Units: []UnitSetup{
		{Name: "A", Side: "Red", Pos: grid.Pos{X: 0, Y: 0}, Sheet: sheet},
		{Name: "B", Side: "Red", Pos: grid.Pos{X: 1, Y: 0}, Sheet: sheet},
		{Name: "C", Side: "Blue", Pos: grid.Pos{X: 3, Y: 1}, Sheet: sheet},
		{Name: "D", Side: "Blue", Pos: grid.Pos{X: 2, Y: 1}, Sheet: sheet},
	}}
	b, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	return b, s
}

// turnsOf lists whose turns started, from the stub's notes.
func turnsOf(log []Event) []string {
	var out []string
	for _, e := range log {
		if n, ok := e.(Note); ok {
			out = append(out, n.Unit)
		}
	}
	return out
}

func TestCounterSetAndHealedAreStateAndReplay(t *testing.T) {
	b, s := stubBattle(t)
	if got := b.Counter("rounds seen"); got != 1 {
		t.Fatalf("after round 1 started the counter is %d, want 1", got)
	}
	for range 4 { // A, B, C and D end their turns: round 2 starts
		if _, err := b.Do(Action{Kind: EndTurn}); err != nil {
			t.Fatal(err)
		}
	}
	if got := b.Counter("rounds seen"); got != 2 {
		t.Fatalf("after round 2 started the counter is %d, want 2", got)
	}
	if got := b.Counter("never set"); got != 0 {
		t.Fatalf("a counter never set is %d, want 0", got)
	}
	b.Emit(Damaged{Unit: "A", Amount: 4, HP: 1, Why: "test"})
	b.Emit(Healed{Unit: "A", Amount: 3, HP: 4, Why: "a recovery"})
	if a := b.Unit("A"); a.HP != 4 {
		t.Fatalf("after 4 damage and 3 healed, A has %d hp, want 4 of 5", a.HP)
	}
	r, err := Replay(s, b.Log)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.Counters, b.Counters) || r.Unit("A").HP != 4 {
		t.Fatalf("replayed counters %v and A's hp %d, want %v and 4", r.Counters, r.Unit("A").HP, b.Counters)
	}
	raw, err := MarshalEvent(CounterSet{Name: "escalation", Value: 2, Why: "round 3"})
	if err != nil || string(raw) != `{"type":"counter","name":"escalation","value":2,"why":"round 3"}` {
		t.Fatalf("CounterSet as JSON: %s %v", raw, err)
	}
}

func TestTurnsOfDownUnitsStillStart(t *testing.T) {
	b, _ := stubBattle(t)
	b.Emit(StatusChanged{Unit: "B", Status: Down, Why: "test"})
	b.Emit(StatusChanged{Unit: "C", Status: Dead, Why: "test"})
	for range 3 {
		if _, err := b.Do(Action{Kind: EndTurn}); err != nil {
			t.Fatal(err)
		}
	}
	// A's turn ends; B, down, still gets its turn; C, dead, does not; D's, then round 2.
	if got, want := turnsOf(b.Log), []string{"A", "B", "D", "A"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("turns started %v, want %v: a down unit's turn comes, a dead one's does not", got, want)
	}
}

package rulestest

// The rules tests' fixture: a battle started from a setup (an ASCII board with lettered units,
// forced dice), the reactions it takes, and actions that must be taken or refused.

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
)

// Fixture is a battle under test with the reactions it will take. A ruleset's tests embed it
// in their own fixture, which builds the setup from a board.
type Fixture struct {
	T testing.TB
	*combat.Battle
	// Setup is what the battle was made of, for replays.
	Setup combat.Setup
	// React maps "unit kind" to whether the unit takes that reaction when offered.
	React map[string]bool
	// Taken are the kinds of reaction taken when React does not say (opportunity attacks);
	// every other reaction React does not name is declined.
	Taken []string
	// Offered records every reaction offered, as "unit kind".
	Offered []string
}

// Start makes and starts the battle of setup, taking the reactions React says and, unsaid,
// those of the kinds taken.
func Start(t testing.TB, setup combat.Setup, taken ...string) *Fixture {
	t.Helper()
	f := &Fixture{T: t, Setup: setup, React: map[string]bool{}, Taken: taken}
	b, err := combat.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	b.Reactor = f.reactor
	f.Battle = b
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	return f
}

// reactor takes the first offered reaction React says to take or, unsaid, of a kind Taken,
// recording every one offered.
func (f *Fixture) reactor(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
	for i, a := range opts {
		key := u.Name + " " + a.Kind
		f.Offered = append(f.Offered, key)
		take, said := f.React[key]
		if said && take || !said && slices.Contains(f.Taken, a.Kind) {
			return i
		}
	}
	return -1
}

// Act takes an action that must be legal and returns its events.
func (f *Fixture) Act(a combat.Action) []combat.Event {
	f.T.Helper()
	evs, err := f.Do(a)
	if err != nil {
		f.T.Fatalf("%v: %v", a, err)
	}
	return evs
}

// Refused takes an action that must be refused citing rule (a fragment of the citation) and
// saying msg (a fragment of the message).
func (f *Fixture) Refused(a combat.Action, rule, msg string) {
	f.T.Helper()
	_, err := f.Do(a)
	var re *combat.RuleError
	if !errors.As(err, &re) {
		f.T.Fatalf("%v: want a rule error citing %q, got %v", a, rule, err)
	}
	if !strings.Contains(re.Rule, rule) || !strings.Contains(re.Message(), msg) {
		f.T.Fatalf("%v: got %q (%s), want rule %q and message containing %q", a, re.Message(), re.Rule, rule, msg)
	}
}

// Listed is what unit's listing gives of one kind: its actions, and the kind's state.
func (f *Fixture) Listed(unit, kind string) ([]combat.Legal, combat.KindState) {
	f.T.Helper()
	var l combat.Listing
	f.List(f.Unit(unit), &l)
	st, ok := l.Kind(kind)
	if !ok {
		f.T.Fatalf("%s's listing has no kind %s", unit, kind)
	}
	return l.Of(kind), st
}

// EndTurn ends the current turn.
func (f *Fixture) EndTurn() { f.T.Helper(); f.Act(combat.Action{Kind: combat.EndTurn}) }

// U returns a unit by name.
func (f *Fixture) U(name string) *combat.Unit { return f.Unit(name) }

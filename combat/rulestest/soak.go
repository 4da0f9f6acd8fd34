package rulestest

// The soak's random battle: played by a ruleset's picker of actions with a random reactor,
// checked after every action, then replayed and played again.

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"skirmish/combat"
	"skirmish/combat/listtest"
	"skirmish/grid"
)

// Soak is how a ruleset's soak plays one random battle.
type Soak struct {
	// Rounds and Steps end a battle that has not ended by itself: after round Rounds, or
	// after Steps actions.
	Rounds, Steps int
	// Decline is how often the reactor declines: one offer in Decline; it takes one of the
	// offered reactions at random otherwise.
	Decline int
	// Action picks the next action with rng (the end of the turn when nothing is listed);
	// reused is a Listing kept from action to action.
	Action func(t testing.TB, b *combat.Battle, rng *rand.Rand, reused *combat.Listing) combat.Action
	// Check fails the test when the battle breaks a rule every state must keep; nil for none.
	Check func(t testing.TB, b *combat.Battle, after combat.Action)
}

// Play starts the battle of setup and plays it with random actions (Action, its dice seeded
// by seed and 99) and reactions (seeded by seed and 7) until it ends, checking after every
// action that a listed action was not refused by Do, that every unit that acted exists, and
// Check.
func (s Soak) Play(t testing.TB, setup combat.Setup, seed uint64) *combat.Battle {
	t.Helper()
	b, err := combat.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	react := rand.New(rand.NewPCG(seed, 7))
	b.Reactor = func(_ *combat.Battle, _ *combat.Unit, _ combat.Prompt, opts []combat.Action) int {
		if react.IntN(s.Decline) == 0 {
			return -1
		}
		return react.IntN(len(opts))
	}
	var reused combat.Listing
	for steps := 0; !b.Over && b.Round <= s.Rounds && steps < s.Steps; steps++ {
		a := s.Action(t, b, rng, &reused)
		before := len(b.Log)
		if _, err := b.Do(a); err != nil && a.Kind != combat.EndTurn {
			t.Fatalf("listed %v was refused by Do: %v", a, err)
		}
		for _, e := range b.Log[before:] {
			if ac, ok := e.(combat.Acted); ok && ac.Action.Unit != "" && b.Unit(ac.Action.Unit) == nil {
				t.Fatalf("an unknown unit acted: %v", ac.Action)
			}
		}
		if s.Check != nil {
			s.Check(t, b, a)
		}
	}
	return b
}

// CheckReplay fails the test, naming what ("seed 3"), when b's log replayed from setup does
// not rebuild b's state (StateOf).
func CheckReplay(t testing.TB, what string, setup combat.Setup, b *combat.Battle) {
	t.Helper()
	r, err := combat.Replay(setup, b.Log)
	if err != nil {
		t.Fatal(err)
	}
	if StateOf(b) != StateOf(r) {
		t.Fatalf("%s: the replayed state differs from the played one", what)
	}
}

// CheckSameEvents fails the test, naming what, when two runs of one seed gave different
// events.
func CheckSameEvents(t testing.TB, what string, again, b *combat.Battle) {
	t.Helper()
	if LogJSON(t, again.Log) != LogJSON(t, b.Log) {
		t.Fatalf("%s: two runs gave different events", what)
	}
}

// LogJSON writes a log as JSON lines.
func LogJSON(t testing.TB, log []combat.Event) string {
	var s []byte
	for _, e := range log {
		j, err := combat.MarshalEvent(e)
		if err != nil {
			t.Fatal(err)
		}
		s = append(append(s, j...), '\n')
	}
	return string(s)
}

// StateOf is the part of a battle's state a replay must rebuild, as JSON: the units with
// their budgets, items and the round they went down, the round, the order and the turn, the
// counters (13th Age's escalation die), the items on the ground, the sides, the end.
func StateOf(b *combat.Battle) string {
	type unit struct {
		*combat.Unit
		Budget []combat.Slot
		Items  []combat.Item
		Down   int
	}
	var us []unit
	for _, u := range b.Units {
		us = append(us, unit{u, u.Budget, u.Items, u.DownRound})
	}
	j, err := json.Marshal(struct {
		Units    []unit
		Round    int
		Order    []combat.Turn
		Turn     int
		InTurn   bool
		Counters map[string]int
		Ground   []combat.GroundItem
		Over     bool
		Winner   string
		Sides    []combat.Side
	}{us, b.Round, b.Order, b.TurnIndex, b.InTurn, b.Counters, b.Ground, b.Over, b.Winner, b.Sides})
	if err != nil {
		panic(err) // every field is plain data
	}
	return string(j)
}

// Listed is one of u's listed actions picked at random with rng (listtest.Pick), its listing
// checked against the check first (listtest.Agree, 12 samples, in reused); false for a unit
// that has fled or has no action listed.
func Listed(t testing.TB, b *combat.Battle, u *combat.Unit, reused *combat.Listing, rng *rand.Rand) (combat.Action, bool) {
	if u.Status == combat.Fled {
		return combat.Action{}, false
	}
	return listtest.Pick(listtest.Agree(t, b, u, reused, rng, 12), rng)
}

// CheckHP fails the test when a unit has more hit points than its most, or is active at 0 or
// fewer: the invariants of hit points every ruleset keeps (how far below 0 a unit may go is
// the ruleset's own to check).
func CheckHP(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	for _, u := range b.Units {
		switch {
		case u.HP > u.MaxHP():
			t.Fatalf("after %v: %s has %d of %d hp", after, u.Name, u.HP, u.MaxHP())
		case u.Active() && u.HP <= 0:
			t.Fatalf("after %v: %s is active at %d hp", after, u.Name, u.HP)
		}
	}
}

// CheckPlaces fails the test when two units standing or down share a cell, or one stands in
// a wall: the invariants of place every ruleset keeps.
func CheckPlaces(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	seen := map[grid.Pos]string{}
	for _, u := range b.Units {
		if u.Status != combat.Active && u.Status != combat.Down {
			continue
		}
		if o, dup := seen[u.Pos]; dup {
			t.Fatalf("after %v: %s and %s share %v", after, u.Name, o, u.Pos)
		}
		seen[u.Pos] = u.Name
		if b.Map.At(u.Pos).Move == grid.MoveBlocked {
			t.Fatalf("after %v: %s stands in a wall at %v", after, u.Name, u.Pos)
		}
	}
}

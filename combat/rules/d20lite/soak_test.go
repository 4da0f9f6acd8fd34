package d20lite

// A soak of random legal actions: the listing agrees with the check at every step, the
// invariants hold, the log replays to the same state, and a second run gives the same events.

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"testing"

	"skirmish/combat"
	"skirmish/combat/listtest"
	"skirmish/grid"
	"skirmish/internal/soak"
)

// soakSetup is every hero against a band of the catalog's creatures on a room with pillars,
// low walls, difficult and concealing ground.
func soakSetup(t testing.TB, seed uint64) combat.Setup {
	m, err := grid.ParseASCII("soak", `
		##############
		#1...~~.....2E
		#1.#.-..#"..2#
		#1..."o.....2#
		#1.=.""."...2#
		#1..........2#
		#1..........2#
		##############`)
	if err != nil {
		t.Fatal(err)
	}
	cat := Catalog()
	var units []combat.UnitSetup
	add := func(side, id string, x, y int) {
		e, ok := cat.Lookup(id)
		if !ok {
			t.Fatalf("catalog has no %q", id)
		}
		units = append(units, combat.UnitSetup{Name: id + strconv.Itoa(len(units)), Kind: id, Side: side, Pos: grid.Pos{X: x, Y: y}, Sheet: e.Sheet})
	}
	for i, id := range []string{"fighter", "rogue", "ranger", "wizard", "cleric", "barbarian"} {
		add("Heroes", id, 1, 1+i)
	}
	for i, id := range []string{"orc", "ghoul", "giant-rat", "wolf", "skeleton", "bandit-archer", "ogre", "goblin"} {
		add("Foes", id, 12-i/6, 1+i%6)
	}
	var surprised []string
	if seed%4 == 0 {
		surprised = []string{"Foes"}
	}
	return combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: units, Seed: seed, Surprised: surprised}
}

// randomAction picks a random legal action of a random unit (or the end of the turn), the
// listing checked against the check first (listtest.Agree).
func randomAction(t testing.TB, b *combat.Battle, rng *rand.Rand, reused *combat.Listing) combat.Action {
	if rng.IntN(6) == 0 {
		return combat.Action{Kind: combat.EndTurn}
	}
	u := b.Units[rng.IntN(len(b.Units))]
	if t, ok := b.Current(); ok && len(t.Units) == 1 && rng.IntN(5) > 0 {
		u = b.Unit(t.Units[0]) // mostly the creature whose turn it is: one creature a turn
	}
	if u.Status == combat.Fled {
		return combat.Action{Kind: combat.EndTurn}
	}
	a, ok := listtest.Pick(listtest.Agree(t, b, u, reused, rng, 12), rng)
	if !ok {
		return combat.Action{Kind: combat.EndTurn}
	}
	return a
}

// checkInvariants fails the test when the battle breaks a rule every state must keep: hit
// points within bounds (below 0 only while down, never below −10), no two units on a square,
// nobody in a wall, points from 0 to 5.
func checkInvariants(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	seen := map[grid.Pos]string{}
	for _, u := range b.Units {
		switch {
		case u.HP > u.MaxHP():
			t.Fatalf("after %v: %s has %d of %d hp", after, u.Name, u.HP, u.MaxHP())
		case u.Status == combat.Active && u.HP <= 0:
			t.Fatalf("after %v: %s is active at %d hp", after, u.Name, u.HP)
		case u.HP < deadAt:
			t.Fatalf("after %v: %s at %d hp", after, u.Name, u.HP)
		case u.Status == combat.Down && u.HP <= deadAt:
			t.Fatalf("after %v: %s is down at %d hp, past death", after, u.Name, u.HP)
		case u.Left(SlotPoints) < 0 || u.Left(SlotPoints) > Points:
			t.Fatalf("after %v: %s has %d points", after, u.Name, u.Left(SlotPoints))
		}
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

// logJSON writes a log as JSON lines.
func logJSON(t testing.TB, log []combat.Event) string {
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

// stateOf is the part of a battle's state a replay must rebuild, as JSON.
func stateOf(b *combat.Battle) string {
	type unit struct {
		*combat.Unit
		Budget []combat.Slot
		Items  []combat.Item
	}
	var us []unit
	for _, u := range b.Units {
		us = append(us, unit{u, u.Budget, u.Items})
	}
	j, _ := json.Marshal(struct {
		Round, Turn int
		In          bool
		Units       []unit
		Order       []combat.Turn
		Ground      []combat.GroundItem
		Over        bool
		Winner      string
	}{b.Round, b.TurnIndex, b.InTurn, us, b.Order, b.Ground, b.Over, b.Winner})
	return string(j)
}

// play runs a random battle to its end (or 30 rounds) and returns it.
func play(t testing.TB, seed uint64) *combat.Battle {
	b, err := combat.New(soakSetup(t, seed))
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	react := rand.New(rand.NewPCG(seed, 7))
	b.Reactor = func(_ *combat.Battle, _ *combat.Unit, _ combat.Prompt, opts []combat.Action) int {
		if react.IntN(3) == 0 {
			return -1
		}
		return react.IntN(len(opts))
	}
	var reused combat.Listing
	for steps := 0; !b.Over && b.Round <= 30 && steps < 5000; steps++ {
		a := randomAction(t, b, rng, &reused)
		if _, err := b.Do(a); err != nil && a.Kind != combat.EndTurn {
			t.Fatalf("listed %v was refused by Do: %v", a, err)
		}
		checkInvariants(t, b, a)
	}
	return b
}

// TestSoakRandomBattles plays random battles (internal/soak), checking the listing against
// the check and the invariants after every action, that the log replays to the same state
// and that a second run gives the same events.
func TestSoakRandomBattles(t *testing.T) {
	soak.Run(t, "d20 random battles", 16, func(t *testing.T, n uint64) {
		seed := n + 1
		b := play(t, seed)
		r, err := combat.Replay(soakSetup(t, seed), b.Log)
		if err != nil {
			t.Fatal(err)
		}
		if stateOf(b) != stateOf(r) {
			t.Fatalf("seed %d: the replayed state differs from the played one", seed)
		}
		if again := play(t, seed); logJSON(t, again.Log) != logJSON(t, b.Log) {
			t.Fatalf("seed %d: two runs gave different events", seed)
		}
	})
}

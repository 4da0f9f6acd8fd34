package d20lite

// A soak of random legal actions: the listing agrees with the check at every step, the
// invariants hold, the log replays to the same state, and a second run gives the same events.

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"skirmish/combat"
	"skirmish/combat/listtest"
	"skirmish/combat/rulestest"
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
// points within bounds (below 0 only while down, never below −10), points from 0 to 5, and
// the invariants of place (rulestest.CheckPlaces).
func checkInvariants(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
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
	}
	rulestest.CheckPlaces(t, b, after)
}

// play runs a random battle to its end (or 30 rounds) and returns it.
func play(t testing.TB, seed uint64) *combat.Battle {
	s := rulestest.Soak{Rounds: 30, Steps: 5000, Decline: 3, Action: randomAction, Check: checkInvariants}
	return s.Play(t, soakSetup(t, seed), seed)
}

// TestSoakRandomBattles plays random battles (internal/soak), checking the listing against
// the check and the invariants after every action, that the log replays to the same state
// and that a second run gives the same events.
func TestSoakRandomBattles(t *testing.T) {
	soak.Run(t, "d20 random battles", 16, func(t *testing.T, n uint64) {
		seed := n + 1
		b := play(t, seed)
		what := fmt.Sprintf("seed %d", seed)
		rulestest.CheckReplay(t, what, soakSetup(t, seed), b)
		rulestest.CheckSameEvents(t, what, play(t, seed), b)
	})
}

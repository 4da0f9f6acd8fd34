package d20lite

// A soak of random legal actions: the listing agrees with the check at every step, the
// invariants hold, the log replays to the same state, and a second run gives the same events.

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"skirmish/combat"
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
	heroes := rulestest.Army(t, Catalog(), nil, "Heroes", []string{"fighter", "rogue", "ranger", "wizard", "cleric", "barbarian"},
		func(i int) grid.Pos { return grid.Pos{X: 1, Y: 1 + i} })
	units := rulestest.Army(t, Catalog(), heroes, "Foes", []string{"orc", "ghoul", "giant-rat", "wolf", "skeleton", "bandit-archer", "ogre", "goblin"},
		func(i int) grid.Pos { return grid.Pos{X: 12 - i/6, Y: 1 + i%6} })
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
	a, ok := rulestest.Listed(t, b, u, reused, rng)
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
	rulestest.CheckHP(t, b, after)
	for _, u := range b.Units {
		switch {
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

package age13

// A soak of random legal actions and of the AI on both sides: invariants, replay, determinism, every battle ending.

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
	"skirmish/internal/soak"
)

// soakSetup is a battle of every class (two healing potions each) against a mixed band of
// creatures (mooks, an ogre, a ghoul, casters, the wyrm, a teleporting imp) on a room with pillars, low walls,
// difficult ground, high ground and an exit; with hex, the same room drawn in hexes.
func soakSetup(t testing.TB, seed uint64, edition string, hex ...bool) combat.Setup {
	room := `
		##############
		#1...~~.....2E
		#1.#.-..#...2#
		#1...oo.....2#
		#1.=.^^.-...2#
		#1..........2#
		#1..........2#
		##############`
	if len(hex) > 0 && hex[0] {
		room = `
		hex: rows odd
		# # # # # # # # # # # # # #
		 # 1 . . . ~ ~ . . . . . 2 E
		# 1 . # . - . . # . . . 2 #
		 # 1 . . . o o . . . . . 2 #
		# 1 . = . ^ ^ . - . . . 2 #
		 # 1 . . . . . . . . . . 2 #
		# 1 . . . . . . . . . . 2 #
		 # # # # # # # # # # # # # #`
	}
	m, err := grid.ParseASCII("soak", room)
	if err != nil {
		t.Fatal(err)
	}
	heroes := rulestest.Army(t, Catalog(), nil, "Heroes", []string{"fighter", "rogue", "ranger", "wizard", "cleric", "barbarian"},
		func(i int) grid.Pos { return grid.Pos{X: 1, Y: 1 + i} })
	for i := range heroes {
		heroes[i].Conditions = []combat.Condition{{Name: HealingPotion}, {Name: HealingPotion}}
	}
	units := rulestest.Army(t, Catalog(), heroes, "Foes", []string{"orc", "ghoul", "giant-rat", "giant-rat", "giant-rat", "cultist", "ogre", "wyrm", "imp"},
		func(i int) grid.Pos { return grid.Pos{X: 12 - i/6, Y: 1 + i%6} })
	return combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: units, Seed: seed,
		Options: map[string]string{"edition": edition}}
}

// randomAction picks a random legal action of a random unit (or the end of the turn) with
// rng: a kind among those the unit's listing gives actions of, then one of them. The
// listing is checked against the ruleset's check first (listtest.Agree).
func randomAction(t testing.TB, b *combat.Battle, rng *rand.Rand, reused *combat.Listing) combat.Action {
	if rng.IntN(6) == 0 {
		return combat.Action{Kind: combat.EndTurn}
	}
	a, ok := rulestest.Listed(t, b, b.Units[rng.IntN(len(b.Units))], reused, rng)
	if !ok || a.Kind == KindFlee && rng.IntN(20) > 0 {
		return combat.Action{Kind: combat.EndTurn} // a party that flees at once leaves little to soak
	}
	return a
}

// checkInvariants fails the test when the battle breaks a rule every state must keep: hit
// points within bounds (a hero may be below 0 only while down, and never past death), the
// escalation die from 0 to 6, and the invariants of place (rulestest.CheckPlaces).
func checkInvariants(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	rulestest.CheckHP(t, b, after)
	for _, u := range b.Units {
		switch {
		case !u.Sheet.Hero && u.HP < 0:
			t.Fatalf("after %v: creature %s at %d hp", after, u.Name, u.HP)
		case u.Status == combat.Down && pastDeath(b, u):
			t.Fatalf("after %v: %s is down at %d hp, past death", after, u.Name, u.HP)
		case u.Status == combat.Down && !u.Sheet.Hero:
			t.Fatalf("after %v: creature %s is down, not slain", after, u.Name)
		}
	}
	rulestest.CheckPlaces(t, b, after)
	if e := b.Counter(Escalation); e < 0 || e > 6 {
		t.Fatalf("after %v: escalation die %d", after, e)
	}
}

// play runs a random battle to its end (or 30 rounds) and returns it.
func play(t testing.TB, seed uint64, edition string, hex ...bool) *combat.Battle {
	s := rulestest.Soak{Rounds: 30, Steps: 5000, Decline: 3, Action: randomAction, Check: checkInvariants}
	return s.Play(t, soakSetup(t, seed, edition, hex...), seed)
}

// TestSoakRandomBattles plays random battles of both editions (internal/soak: 40 of each in
// `make test`; one battle in five on the room in hexes), checking the invariants after every action, that the log replays to the same
// state and that a second run gives the same events.
func TestSoakRandomBattles(t *testing.T) {
	soak.Run(t, "13th Age random battles", 100, func(t *testing.T, n uint64) {
		seed, ed, hex := (n+1)/2, []string{"1", "2"}[n%2], n%5 == 4
		b := play(t, seed, ed, hex)
		what := fmt.Sprintf("edition %s, seed %d", ed, seed)
		rulestest.CheckReplay(t, what, soakSetup(t, seed, ed, hex), b)
		rulestest.CheckSameEvents(t, what, play(t, seed, ed, hex), b)
	})
}

func TestTacticianPlaysBothSides(t *testing.T) {
	wins := map[string]int{}
	for _, ed := range []string{"1", "2"} {
		for i := range 20 {
			seed := uint64(i + 1)
			b, err := combat.New(soakSetup(t, seed, ed))
			if err != nil {
				t.Fatal(err)
			}
			ctl := []ai.Controller{ai.NewTactician(ai.Normal, seed), ai.NewTactician(ai.Normal, seed+1000)}
			res, err := ai.Play(b, ctl, 40)
			if err != nil {
				t.Fatalf("edition %s, seed %d: %v", ed, seed, err)
			}
			wins[res.Winner]++
			if r, err := combat.Replay(soakSetup(t, seed, ed), b.Log); err != nil || rulestest.StateOf(r) != rulestest.StateOf(b) {
				t.Fatalf("edition %s, seed %d: the replay differs (%v)", ed, seed, err)
			}
		}
	}
	if wins["Heroes"]+wins["Foes"] == 0 {
		t.Fatalf("no battle of 40 had a winner: %v", wins)
	}
	t.Logf("winners: %v", wins)
}

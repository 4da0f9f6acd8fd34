package realms

// A soak of random legal actions on a square room and a hex room: invariants after every
// action, the listing agreeing with Check (combat/listtest.Agree), state as the fold of
// events, and the same seed giving the same events.

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

// soakRooms are a square room and a hex room with walls, rough ground, low walls and pillars.
var soakRooms = map[string]string{
	"square": `
		############
		#1...~~...2#
		#1.#.-..#.2#
		#1...oo...2#
		#1.=....-.2#
		############`,
	"hex": `hex: rows odd
		# # # # # # # # # # # #
		 # 1 . . . ~ ~ . . . 2 #
		# 1 . # . - . . # . 2 #
		 # 1 . . . o o . . . 2 #
		# 1 . = . . . . - . 2 #
		 # # # # # # # # # # # #`,
}

// soakSetup is a battle of test sheets and catalog entries (a rider, a polearm, a mage's
// touch, skeletons' resistances) in a room, some units starting with restrictions.
func soakSetup(t testing.TB, room string, seed uint64) combat.Setup {
	m, err := grid.ParseASCII("soak-"+room, soakRooms[room])
	if err != nil {
		t.Fatal(err)
	}
	cat := Catalog()
	var units []combat.UnitSetup
	deploy := m.ObjectsOf(grid.ClassDeploy)
	spots := [][]grid.Pos{deploy[0].Cells, deploy[1].Cells}
	add := func(side string, i int, id string, sh combat.Sheet, cond ...string) {
		s := spots[0]
		if side == "Foes" {
			s = spots[1]
		}
		if id != "" {
			e, ok := cat.Lookup(id)
			if !ok {
				t.Fatalf("catalog has no %q", id)
			}
			sh = e.Sheet
		}
		units = append(units, combat.UnitSetup{Name: side + strconv.Itoa(i), Kind: id, Side: side, Pos: s[i], Sheet: sh, Conditions: conds(cond)})
	}
	add("Heroes", 0, "", swordsman)
	add("Heroes", 1, "", bowman, Invisible)
	add("Heroes", 2, "pikeman", combat.Sheet{})
	add("Heroes", 3, "lancer", combat.Sheet{})
	add("Foes", 0, "skeleton", combat.Sheet{})
	add("Foes", 1, "ogre", combat.Sheet{}, Frightened)
	add("Foes", 2, "", brute, Prone)
	add("Foes", 3, "mage", combat.Sheet{})
	opts := map[string]string{}
	if seed%2 == 0 {
		opts[OptionDefenseRolls] = "on"
	}
	return combat.Setup{Map: m, Rules: New(), Options: opts, Sides: []string{"Heroes", "Foes"}, Units: units, Seed: seed}
}

// play runs a random battle to its end (or 40 rounds), checking the invariants and the
// listing at every step when checks is set.
func play(t testing.TB, room string, seed uint64, checks bool) *combat.Battle {
	sample := rand.New(rand.NewPCG(seed, 5)) // the checks' own, so that a run without them picks alike
	s := rulestest.Soak{Rounds: 40, Steps: 4000, Decline: 3}
	s.Action = func(t testing.TB, b *combat.Battle, rng *rand.Rand, reused *combat.Listing) combat.Action {
		a := combat.Action{Kind: combat.EndTurn}
		if rng.IntN(6) != 0 {
			u := b.Units[rng.IntN(len(b.Units))]
			var l *combat.Listing
			if checks {
				l = listtest.Agree(t, b, u, reused, sample, 12)
			} else {
				b.List(u, reused)
				l = reused
			}
			if x, ok := listtest.Pick(l, rng); ok {
				a = x.Clone()
			}
		}
		return a
	}
	if checks {
		s.Check = invariants
	}
	return s.Play(t, soakSetup(t, room, seed), seed)
}

// invariants fails the test when the battle breaks a rule every state must keep: body points
// within bounds, no budget overspent, and the invariants of place (rulestest.CheckPlaces).
func invariants(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	rulestest.CheckHP(t, b, after)
	for _, u := range b.Units {
		if u.HP < 0 {
			t.Fatalf("after %v: %s has %d body points", after, u.Name, u.HP)
		}
		if u.Left(slotMove) < 0 || u.Left(slotAction) < 0 || u.Left(slotReaction) < 0 {
			t.Fatalf("after %v: %s has spent more than it had: %v", after, u.Name, u.Budget)
		}
	}
	rulestest.CheckPlaces(t, b, after)
}

// TestSoakRandomBattles plays random battles on squares and hexes (internal/soak: 20 of
// each in `make test`), checking the invariants and the listing after every action, that the
// log replays to the same state and that a second run gives the same events.
func TestSoakRandomBattles(t *testing.T) {
	for _, room := range []string{"square", "hex"} {
		soak.Run(t, "Realms random battles on "+room, 20, func(t *testing.T, seed uint64) {
			b := play(t, room, seed, true)
			what := fmt.Sprintf("seed %d", seed)
			rulestest.CheckReplay(t, what, soakSetup(t, room, seed), b)
			rulestest.CheckSameEvents(t, what, play(t, room, seed, false), b)
		})
	}
}

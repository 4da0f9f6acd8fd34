package delvers

// A soak of random legal actions: invariants after every action, state as the fold of events,
// and the same seed giving the same events.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"skirmish/combat"
	"skirmish/combat/listtest"
	"skirmish/combat/rulestest"
	"skirmish/grid"
	"skirmish/internal/soak"
)

// soakSetup is a battle of every test sheet and some catalog creatures on a room with
// pillars, low walls, difficult ground and an exit.
func soakSetup(t testing.TB, seed uint64) combat.Setup {
	return soakOn(t, `
		############
		#1...~~...2E
		#1.#.-..#.2#
		#1...oo...2#
		#1.=....-.2#
		############`, seed)
}

// soakHexSetup is soakSetup on the same room drawn in hexes.
func soakHexSetup(t testing.TB, seed uint64) combat.Setup {
	return soakOn(t, `
		hex: rows odd
		# # # # # # # # # # # #
		 # 1 . . . ~ ~ . . . 2 E
		# 1 . # . - . . # . 2 #
		 # 1 . . . o o . . . 2 #
		# 1 . = . . . . - . 2 #
		 # # # # # # # # # # # #`, seed)
}

// soakOn is the soak's battle on the room the ASCII text draws.
func soakOn(t testing.TB, room string, seed uint64) combat.Setup {
	m, err := grid.ParseASCII("soak", room)
	if err != nil {
		t.Fatal(err)
	}
	cat := Catalog()
	var units []combat.UnitSetup
	heroes := []combat.Sheet{fighter, archer, with(fighter, func(s *combat.Sheet) {
		s.Skills["Brawl"] = 2
		s.Weapons = []combat.Weapon{dagger, with1(dagger, func(w *combat.Weapon) { w.Name = "knife" })}
		s.Traits = []string{"dual-wielder"}
		s.Skills["Stab"] = 1
	}), with(archer, func(s *combat.Sheet) { s.Shield = true })}
	for i, h := range heroes {
		units = append(units, combat.UnitSetup{Name: "hero" + strconv.Itoa(i), Side: "Heroes", Pos: grid.Pos{X: 1, Y: 1 + i}, Sheet: h})
	}
	foes := []string{"orc", "skeleton", "bandit-captain", "goblin"}
	for i, id := range foes {
		units = append(units, combat.UnitSetup{Name: id, Kind: id, Side: "Foes", Pos: grid.Pos{X: 10, Y: 1 + i}, Sheet: rulestest.Entry(t, cat, id)})
	}
	return combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: units, Seed: seed}
}

// randomAction picks a random legal action of a random unit (or the end of the turn) with
// rng: a kind among those the unit's listing gives actions of, then one of them. The
// listing is checked against the ruleset's check first (listtest.Agree).
func randomAction(t testing.TB, b *combat.Battle, rng *rand.Rand, reused *combat.Listing) combat.Action {
	if rng.IntN(8) == 0 {
		return combat.Action{Kind: combat.EndTurn}
	}
	u := b.Units[rng.IntN(len(b.Units))]
	if a, ok := listtest.Pick(listtest.Agree(t, b, u, reused, rng, 12), rng); ok {
		return a
	}
	return combat.Action{Kind: combat.EndTurn}
}

// checkInvariants fails the test when the battle breaks a rule every state must keep: hit
// points within bounds, the invariants of place (rulestest.CheckPlaces), the occupancy, the
// charges.
func checkInvariants(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	for _, u := range b.Units {
		if u.HP < 0 {
			t.Fatalf("after %v: %s has %d hp", after, u.Name, u.HP)
		}
	}
	rulestest.CheckHP(t, b, after)
	rulestest.CheckPlaces(t, b, after)
	checkOccupancy(t, b, after)
	checkThrownCharges(t, b, after)
	checkChargeDefaults(t, b, after)
}

// checkOccupancy: the occupancy the battle keeps up to date event by event is the one built
// afresh from where the units stand (the last unit listed on a square holds it).
func checkOccupancy(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	want := make([]grid.Occupant, b.Map.Width*b.Map.Height)
	for _, u := range b.Units {
		if u.Status == combat.Active || u.Status == combat.Down {
			want[b.Map.Index(u.Pos)] = grid.Occupant{ID: u.ID, Side: u.Side, Standing: u.Standing(), Size: u.Sheet.Size}
		}
	}
	if got := b.Occupants(); !slices.Equal(got, want) {
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("after %v: the occupancy of %v is %+v, not %+v", after, b.Map.PosOf(i), got[i], want[i])
			}
		}
	}
}

// checkChargeDefaults: the charge listed as the default at each foe (Legal.Default) ends
// where the charge ends when no square is given, with the weapon it takes then.
func checkChargeDefaults(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	var l combat.Listing
	for _, u := range b.Units {
		b.List(u, &l, combat.MeanCharge)
		for x := range l.With(combat.MeanCharge) {
			if !x.Default {
				continue
			}
			a := combat.Action{Kind: KindCharge, Unit: u.Name, Target: x.Action.Target}
			w, _ := chargeWeapon(u, a)
			want, _ := chargeDest(b, u, b.Unit(a.Target), w, a, nil)
			if w.Name != x.Action.Weapon || !slices.Equal(x.Action.Path, []grid.Pos{want}) {
				t.Fatalf("after %v: %s's default charge at %s is %v; with no weapon or square given it is with %s to %v", after, u.Name, a.Target, x.Action, w.Name, want)
			}
		}
	}
}

// checkThrownCharges: for every thrown weapon ready and every foe, the ring search for the
// nearest end of a charge finds the square the full search of chargeEnds ranks first.
func checkThrownCharges(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	for _, u := range b.Units {
		if !u.Active() {
			continue
		}
		for _, w := range u.Ready() {
			if w.Kind != combat.Thrown {
				continue
			}
			for _, e := range b.Enemies(u) {
				want, werr := nearestEnd(b, u, e, chargeEnds(b, u, e, w, nil))
				got, gerr := nearestThrownEnd(b, u, e, w, nil, w.LongRange)
				if want != got || (werr == nil) != (gerr == nil) {
					t.Fatalf("after %v: %s's thrown charge at %s ends at %v (%v) by rings, %v (%v) by full search", after, u.Name, e.Name, got, gerr, want, werr)
				}
			}
		}
	}
}

// play runs a random battle to its end (or 60 rounds) and returns it.
func play(t testing.TB, seed uint64) *combat.Battle { return playOn(t, soakSetup, seed, true) }

// playChecked is playOn on the square room.
func playChecked(t testing.TB, seed uint64, checks bool) *combat.Battle {
	return playOn(t, soakSetup, seed, checks)
}

// playOn is play on the room setup gives, checking the invariants after every action when
// checks is set (the benchmark leaves them out: they cost many times the battle itself).
func playOn(t testing.TB, setup func(testing.TB, uint64) combat.Setup, seed uint64, checks bool) *combat.Battle {
	s := rulestest.Soak{Rounds: 60, Steps: 5000, Decline: 2, Action: randomAction}
	if checks {
		s.Check = checkInvariants
	}
	return s.Play(t, setup(t, seed), seed)
}

// TestSoakRandomBattles plays random battles (internal/soak: 40 in `make test`), checking the
// invariants after every action, that the log replays to the same state and that a second
// run gives the same events.
func TestSoakRandomBattles(t *testing.T) {
	soakBattles(t, "Delvers random battles", soakSetup)
}

// TestSoakRandomHexBattles is TestSoakRandomBattles on the room in hexes.
func TestSoakRandomHexBattles(t *testing.T) {
	soakBattles(t, "Delvers random battles on hexes", soakHexSetup)
}

// soakBattles plays random battles on the room setup gives (see TestSoakRandomBattles).
func soakBattles(t *testing.T, name string, setup func(testing.TB, uint64) combat.Setup) {
	soak.Run(t, name, 40, func(t *testing.T, seed uint64) {
		b := playOn(t, setup, seed, true)
		what := fmt.Sprintf("seed %d", seed)
		// The state is the fold of the events.
		rulestest.CheckReplay(t, what, setup(t, seed), b)
		// The same seed and actions give the same events.
		rulestest.CheckSameEvents(t, what, playOn(t, setup, seed, true), b)
	})
}

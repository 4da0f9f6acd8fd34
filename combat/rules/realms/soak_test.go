package realms

// A soak of random legal actions on a square room and a hex room: invariants after every
// action, the listing agreeing with Check (combat/listtest.Agree), state as the fold of
// events, and the same seed giving the same events.

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"skirmish/combat"
	"skirmish/combat/listtest"
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
	b, err := combat.New(soakSetup(t, room, seed))
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	react := rand.New(rand.NewPCG(seed, 7))
	sample := rand.New(rand.NewPCG(seed, 5)) // the checks' own, so that a run without them picks alike
	b.Reactor = func(_ *combat.Battle, _ *combat.Unit, _ combat.Prompt, opts []combat.Action) int {
		if react.IntN(3) == 0 {
			return -1
		}
		return react.IntN(len(opts))
	}
	var reused combat.Listing
	for steps := 0; !b.Over && b.Round <= 40 && steps < 4000; steps++ {
		a := combat.Action{Kind: combat.EndTurn}
		if rng.IntN(6) != 0 {
			u := b.Units[rng.IntN(len(b.Units))]
			var l *combat.Listing
			if checks {
				l = listtest.Agree(t, b, u, &reused, sample, 12)
			} else {
				b.List(u, &reused)
				l = &reused
			}
			if x, ok := listtest.Pick(l, rng); ok {
				a = x.Clone()
			}
		}
		if _, err := b.Do(a); err != nil && a.Kind != combat.EndTurn {
			t.Fatalf("listed %v was refused by Do: %v", a, err)
		}
		if checks {
			invariants(t, b, a)
		}
	}
	return b
}

// invariants fails the test when the battle breaks a rule every state must keep.
func invariants(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	seen := map[grid.Pos]string{}
	for _, u := range b.Units {
		if u.HP < 0 || u.HP > u.MaxHP() {
			t.Fatalf("after %v: %s has %d of %d body points", after, u.Name, u.HP, u.MaxHP())
		}
		if u.Active() && u.HP == 0 {
			t.Fatalf("after %v: %s is active at 0 body points", after, u.Name)
		}
		if u.Left(slotMove) < 0 || u.Left(slotAction) < 0 || u.Left(slotReaction) < 0 {
			t.Fatalf("after %v: %s has spent more than it had: %v", after, u.Name, u.Budget)
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

// TestSoakRandomBattles plays random battles on squares and hexes (internal/soak: 20 of
// each in `make test`), checking the invariants and the listing after every action, that the
// log replays to the same state and that a second run gives the same events.
func TestSoakRandomBattles(t *testing.T) {
	for _, room := range []string{"square", "hex"} {
		soak.Run(t, "Realms random battles on "+room, 20, func(t *testing.T, seed uint64) {
			b := play(t, room, seed, true)
			r, err := combat.Replay(soakSetup(t, room, seed), b.Log)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(stateOf(b), stateOf(r)) {
				t.Fatalf("seed %d: the replayed state differs from the played one", seed)
			}
			if again := play(t, room, seed, false); logJSON(t, again.Log) != logJSON(t, b.Log) {
				t.Fatalf("seed %d: two runs gave different events", seed)
			}
		})
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
	}
	var us []unit
	for _, u := range b.Units {
		us = append(us, unit{u, u.Budget})
	}
	j, _ := json.Marshal(struct {
		Units  []unit
		Round  int
		Order  []combat.Turn
		Turn   int
		InTurn bool
		Over   bool
		Winner string
	}{us, b.Round, b.Order, b.TurnIndex, b.InTurn, b.Over, b.Winner})
	return string(j)
}

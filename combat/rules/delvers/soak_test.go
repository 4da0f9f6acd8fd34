package delvers

// A soak of random legal actions: invariants after every action, state as the fold of events,
// and the same seed giving the same events.

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// soakBattles is how many random battles the soak plays: a few in `make test`, more when
// SKIRMISH_SOAK (`make soak`) multiplies them.
func soakBattles() int {
	n := 40
	if m, err := strconv.Atoi(os.Getenv("SKIRMISH_SOAK")); err == nil && m > 0 {
		n *= m
	}
	return n
}

// soakSetup is a battle of every test sheet and some catalog creatures on a room with
// pillars, low walls, difficult ground and an exit.
func soakSetup(t testing.TB, seed uint64) combat.Setup {
	m, err := grid.ParseASCII("soak", `
		############
		#1...~~...2E
		#1.#.-..#.2#
		#1...oo...2#
		#1.=....-.2#
		############`)
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
		e, ok := cat.Lookup(id)
		if !ok {
			t.Fatalf("catalog has no %q", id)
		}
		units = append(units, combat.UnitSetup{Name: id, Kind: id, Side: "Foes", Pos: grid.Pos{X: 10, Y: 1 + i}, Sheet: e.Sheet})
	}
	return combat.Setup{Map: m, Rules: New(), Sides: []string{"Heroes", "Foes"}, Units: units, Seed: seed}
}

// randomAction picks a random legal action (or the end of the turn) with rng.
func randomAction(b *combat.Battle, rng *rand.Rand) combat.Action {
	if rng.IntN(8) == 0 {
		return combat.Action{Kind: combat.EndTurn}
	}
	u := b.Units[rng.IntN(len(b.Units))]
	if !u.Active() {
		return combat.Action{Kind: combat.EndTurn}
	}
	var ok []combat.Option
	for _, o := range b.Options(u) {
		if o.Err == nil {
			ok = append(ok, o)
		}
	}
	if len(ok) == 0 {
		return combat.Action{Kind: combat.EndTurn}
	}
	o := ok[rng.IntN(len(ok))]
	a := combat.Action{Kind: o.Kind, Unit: u.Name}
	if len(o.Targets) > 0 {
		a.Target = o.Targets[rng.IntN(len(o.Targets))]
	}
	if len(o.Squares) > 0 && o.Kind != KindCharge && o.Kind != KindScreen {
		a.Path = []grid.Pos{o.Squares[rng.IntN(len(o.Squares))]}
	}
	if len(o.Choices) > 0 {
		a.Option = o.Choices[rng.IntN(len(o.Choices))]
		if a.Option == "strike" {
			a.Option = ""
		}
	}
	if o.Kind == KindShove && a.Option == "push" || o.Kind == KindDrag {
		a.Path = []grid.Pos{{X: u.Pos.X + rng.IntN(3) - 1, Y: u.Pos.Y + rng.IntN(3) - 1}}
	}
	return a
}

// checkInvariants fails the test when the battle breaks a rule every state must keep.
func checkInvariants(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	seen := map[grid.Pos]string{}
	for _, u := range b.Units {
		if u.HP < 0 || u.HP > u.MaxHP() {
			t.Fatalf("after %v: %s has %d of %d hp", after, u.Name, u.HP, u.MaxHP())
		}
		if u.Status == combat.Active && u.HP == 0 {
			t.Fatalf("after %v: %s is active at 0 hp", after, u.Name)
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
	checkOccupancy(t, b, after)
	checkThrownCharges(t, b, after)
	checkChargePaths(t, b, after)
	checkReusedListing(t, b, after)
	checkChoiceTargets(t, b, after)
}

// checkChoiceTargets: every target a swarm option lists may be aimed at by one of its choices
// (a strike, or joining), and the option is open exactly when it lists one.
func checkChoiceTargets(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	for _, u := range b.Units {
		if !u.Active() || !b.InTurnNow(u) {
			continue
		}
		for _, o := range b.OptionsOf(u, KindSwarm) {
			if (o.Err == nil) != (len(o.Targets) > 0) {
				t.Fatalf("after %v: %s's swarm lists %v with error %v", after, u.Name, o.Targets, o.Err)
			}
			for _, name := range o.Targets {
				ok := false
				for _, ch := range o.Choices {
					ok = ok || b.Check(combat.Action{Kind: KindSwarm, Unit: u.Name, Target: name, Option: ch}) == nil
				}
				if !ok {
					t.Fatalf("after %v: %s's swarm lists %s, which no choice of %v may be aimed at", after, u.Name, name, o.Choices)
				}
			}
		}
	}
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

// checkReusedListing: options listed into a buffer that holds another unit's listing are the
// options listed afresh (combat.Battle.AppendOptionsOf reuses the buffer's lists).
func checkReusedListing(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	var all []string
	for _, k := range kinds {
		all = append(all, k.kind)
	}
	var buf []combat.Option
	for _, u := range b.Units {
		if !b.InTurnNow(u) {
			continue // the others' options are all refusals of the turn order
		}
		fresh := b.OptionsOf(u, all...)
		buf = b.AppendOptionsOf(buf[:0], u, all...)
		if !slices.EqualFunc(fresh, buf, sameOption) {
			t.Fatalf("after %v: %s's options listed into a used buffer differ:\n%+v\nafresh:\n%+v", after, u.Name, buf, fresh)
		}
	}
}

// sameOption reports whether two options say the same (an empty list is no list).
func sameOption(x, y combat.Option) bool {
	return x.Kind == y.Kind && x.Label == y.Label && x.Cost == y.Cost && x.Rule == y.Rule && x.Summary == y.Summary &&
		x.Provokes == y.Provokes && slices.Equal(x.Targets, y.Targets) && slices.Equal(x.Squares, y.Squares) &&
		slices.Equal(x.Weapons, y.Weapons) && slices.Equal(x.Choices, y.Choices) &&
		slices.EqualFunc(x.Paths, y.Paths, slices.Equal) &&
		(x.Err == nil) == (y.Err == nil) && (x.Err == nil || x.Err.Error() == y.Err.Error())
}

// checkChargePaths: a charge option lists, for each target, the end its check passed, which
// is the end the charge takes when none is given (Option.Paths), and the action with it passes.
func checkChargePaths(t testing.TB, b *combat.Battle, after combat.Action) {
	t.Helper()
	for _, u := range b.Units {
		if !u.Active() {
			continue
		}
		for _, o := range b.OptionsOf(u, KindCharge) {
			if o.Err != nil {
				continue
			}
			if len(o.Paths) != len(o.Targets) {
				t.Fatalf("after %v: %s's charge lists %d targets and %d paths", after, u.Name, len(o.Targets), len(o.Paths))
			}
			for i, name := range o.Targets {
				a := combat.Action{Kind: KindCharge, Unit: u.Name, Target: name}
				w, _ := chargeWeapon(u, a)
				want, _ := chargeDest(b, u, b.Unit(name), w, a)
				if len(o.Paths[i]) != 1 || o.Paths[i][0] != want {
					t.Fatalf("after %v: %s's charge at %s lists path %v; with none given it ends at %v", after, u.Name, name, o.Paths[i], want)
				}
				a.Path = o.Paths[i]
				if err := b.Check(a); err != nil {
					t.Fatalf("after %v: %s's listed charge %v is refused: %v", after, u.Name, a, err)
				}
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
				want, werr := nearestEnd(u, e, chargeEnds(b, u, e, w, nil))
				got, gerr := nearestThrownEnd(b, u, e, w, nil)
				if want != got || (werr == nil) != (gerr == nil) {
					t.Fatalf("after %v: %s's thrown charge at %s ends at %v (%v) by rings, %v (%v) by full search", after, u.Name, e.Name, got, gerr, want, werr)
				}
			}
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

// play runs a random battle to its end (or 60 rounds) and returns it.
func play(t testing.TB, seed uint64) *combat.Battle { return playChecked(t, seed, true) }

// playChecked is play, checking the invariants after every action when checks is set (the
// benchmark leaves them out: they cost many times the battle itself).
func playChecked(t testing.TB, seed uint64, checks bool) *combat.Battle {
	b, err := combat.New(soakSetup(t, seed))
	if err != nil {
		t.Fatal(err)
	}
	b.Start()
	rng := rand.New(rand.NewPCG(seed, 99))
	react := rand.New(rand.NewPCG(seed, 7))
	b.Reactor = func(_ *combat.Battle, _ *combat.Unit, _ combat.Prompt, opts []combat.Action) int {
		if react.IntN(2) == 0 {
			return -1
		}
		return react.IntN(len(opts))
	}
	for steps := 0; !b.Over && b.Round <= 60 && steps < 5000; steps++ {
		a := randomAction(b, rng)
		before := len(b.Log)
		_, err := b.Do(a)
		if err != nil && len(b.Log) != before {
			t.Fatalf("%v was refused (%v) but changed the log", a, err)
		}
		for _, e := range b.Log[before:] {
			if ac, ok := e.(combat.Acted); ok && ac.Action.Unit != "" {
				if u := b.Unit(ac.Action.Unit); u == nil {
					t.Fatalf("an unknown unit acted: %v", ac.Action)
				}
			}
		}
		if checks {
			checkInvariants(t, b, a)
		}
	}
	return b
}

func TestSoakRandomBattles(t *testing.T) {
	for i := range soakBattles() {
		seed := uint64(i + 1)
		b := play(t, seed)
		// The state is the fold of the events.
		r, err := combat.Replay(soakSetup(t, seed), b.Log)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(stateOf(b), stateOf(r)) {
			t.Fatalf("seed %d: the replayed state differs from the played one", seed)
		}
		// The same seed and actions give the same events.
		if again := play(t, seed); logJSON(t, again.Log) != logJSON(t, b.Log) {
			t.Fatalf("seed %d: two runs gave different events", seed)
		}
	}
}

// stateOf is the part of a battle's state a replay must rebuild, as JSON.
func stateOf(b *combat.Battle) string {
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
	j, _ := json.Marshal(struct {
		Units  []unit
		Round  int
		Order  []combat.Turn
		Turn   int
		InTurn bool
		Ground []combat.GroundItem
		Over   bool
		Winner string
		Sides  []combat.Side
	}{us, b.Round, b.Order, b.TurnIndex, b.InTurn, b.Ground, b.Over, b.Winner, b.Sides})
	return string(j)
}

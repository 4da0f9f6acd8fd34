package toy_test

// The recipe proved: the toy ruleset, its own package and this file's one import of it, plays
// a battle to its end through the play layer (a human side by the play messages a screen
// sends, the other by the AI), its listing agrees with its check, and its description holds.

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/combat/listtest"
	_ "skirmish/combat/rules/toy" // the one import a fifth ruleset needs
	"skirmish/combat/rulestest"
	"skirmish/grid"
	"skirmish/play"
)

// toyBattle is three pawns a side across an open room, the first side human (at the screen),
// the second the AI's.
func toyBattle(t *testing.T) (*play.Match, combat.Setup) {
	t.Helper()
	rules, err := combat.Rules("toy")
	if err != nil {
		t.Fatal(err)
	}
	m, err := grid.ParseASCII("room", strings.Repeat("..........\n", 6))
	if err != nil {
		t.Fatal(err)
	}
	pawn, _ := rules.Catalog().Lookup("pawn")
	var units []combat.UnitSetup
	for i := range 3 {
		units = append(units,
			combat.UnitSetup{Name: "Red " + string(rune('A'+i)), Kind: "pawn", Side: "Red", Pos: grid.Pos{X: 1, Y: 1 + 2*i}, Sheet: pawn.Sheet.Clone()},
			combat.UnitSetup{Name: "Blue " + string(rune('A'+i)), Kind: "pawn", Side: "Blue", Pos: grid.Pos{X: 8, Y: 1 + 2*i}, Sheet: pawn.Sheet.Clone()})
	}
	setup := combat.Setup{Map: m, Rules: rules, Sides: []string{"Red", "Blue"}, Units: units, Seed: 7}
	b, err := combat.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	mt, err := play.New(play.Config{Setup: setup, MaxRounds: 40, Seats: []play.Seat{
		{Human: true, AI: ai.NewTactician(ai.Normal, 1)}, {AI: ai.NewTactician(ai.Normal, 2)}}}, b)
	if err != nil {
		t.Fatal(err)
	}
	return mt, setup
}

// humanTurn plays the human side's turn as a player at the screen would, by messages: each of
// its units selected, then a click on a foe beside it (a strike), else on the cell of its
// reach nearest the nearest foe (a move) and then on a foe beside it; then the end of the
// turn.
func humanTurn(t *testing.T, s *play.Session) {
	t.Helper()
	b := s.Match().B
	send := func(msg play.Msg) bool { return s.Send(msg).Refused == "" }
	for _, u := range b.Units {
		if u.Side != s.Side() || !u.Active() || !send(play.Select(u.Name)) {
			continue
		}
		if foe := beside(b, u); foe != nil {
			send(play.Click(foe.Pos))
			continue
		}
		if to, ok := toward(b, u); ok && send(play.Click(to)) {
			if foe := beside(b, u); foe != nil {
				send(play.Select(u.Name))
				send(play.Click(foe.Pos))
			}
		}
	}
	if s.Match().Over() {
		return
	}
	if r := s.Send(play.EndTurn()); r.Refused != "" {
		t.Fatalf("the human side cannot end its turn: %s", r.Refused)
	}
}

// beside is a foe of u's standing beside it, if any.
func beside(b *combat.Battle, u *combat.Unit) *combat.Unit {
	for _, e := range b.Enemies(u) {
		if b.Map.Adjacent(u.Pos, e.Pos) {
			return e
		}
	}
	return nil
}

// toward is the free cell of u's reach nearest its nearest foe.
func toward(b *combat.Battle, u *combat.Unit) (grid.Pos, bool) {
	r := b.Reach(u, u.Sheet.Speed)
	best, dist := grid.Pos{}, -1
	for _, p := range r.Squares() {
		for _, e := range b.Enemies(u) {
			if d := b.Map.Distance(p, e.Pos); p != u.Pos && r.CanEnd(p) && (dist < 0 || d < dist) {
				best, dist = p, d
			}
		}
	}
	return best, dist >= 0
}

func TestToyPlaysABattleThroughThePlayLayerAndTheAI(t *testing.T) {
	mt, setup := toyBattle(t)
	human := mt.Session(0)
	for range 400 {
		if mt.Over() {
			break
		}
		switch {
		case mt.Pending() != nil:
			mt.Answer(-1)
		case mt.HumanTurn():
			humanTurn(t, human)
		default:
			if _, err := mt.StepAI(); err != nil {
				t.Fatal(err)
			}
		}
	}
	b := mt.B
	if !b.Over {
		t.Fatalf("the battle did not end in 40 rounds (round %d)", b.Round)
	}
	var standing []string
	for _, u := range b.Units {
		if u.Active() {
			standing = append(standing, u.Name)
		}
	}
	t.Logf("over in round %d, %d events; standing: %v", b.Round, len(b.Log), standing)
	var struck, moved []string
	for _, e := range b.Log {
		switch e := e.(type) {
		case combat.AttackRolled:
			struck = append(struck, e.Attacker)
		case combat.Moved:
			moved = append(moved, e.Unit)
		}
	}
	for _, side := range []string{"Red", "Blue"} {
		if !slices.ContainsFunc(struck, func(n string) bool { return strings.HasPrefix(n, side) }) || !slices.ContainsFunc(moved, func(n string) bool { return strings.HasPrefix(n, side) }) {
			t.Errorf("%s never struck or never moved: strikes %v, moves %v", side, struck, moved)
		}
	}
	if len(human.Log()) == 0 {
		t.Error("the human side's seat told it nothing")
	}
	// the battle is its setup and its actions: replayed, the same events
	again, err := combat.Replay(setup, b.Log)
	if err != nil || len(again.Log) != len(b.Log) {
		t.Fatalf("replay: %v (%d events, want %d)", err, len(again.Log), len(b.Log))
	}
}

// The toy's listing agrees with its check at every step of a battle of random listed actions
// (listtest.Agree: every listed action passes Check and Do, and forms not listed are refused).
func TestToyListingAgreesWithItsCheck(t *testing.T) {
	_, setup := toyBattle(t)
	b, err := combat.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	var reused combat.Listing
	for range 200 {
		if b.Over {
			break
		}
		turn, _ := b.Current()
		var acts []combat.Action
		for _, u := range b.TurnUnits(turn) {
			if u.Active() {
				for _, x := range listtest.Agree(t, b, u, &reused, rng, 10).Actions {
					acts = append(acts, x.Action.Clone())
				}
			}
		}
		if _, err := b.Do(acts[rng.IntN(len(acts))]); err != nil {
			t.Fatal(err)
		}
	}
}

// The toy's description holds, and it refuses an option it does not have, naming none.
func TestToyDescribe(t *testing.T) {
	rules, _ := combat.Rules("toy")
	rulestest.Describe(t, rules, "4 or more")
	if err := combat.CheckOptions(rules, map[string]string{"edition": "2"}); err == nil || err.Error() != `Toy has no options, not "edition"` {
		t.Errorf("an option: %v", err)
	}
}

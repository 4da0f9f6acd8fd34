package sim

// Tests that a map's `surprised` sides reach the battle: the surprise round is played, and the surprised do nothing in it.

import (
	"slices"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/grid"
)

// ambush is a hall where four delvers spawn in the west and six goblins fifteen squares east,
// beyond a charge: the free round cannot end the battle.
const ambush = `
######################
#....................#
#....................#
#....................#
######################`

// ambushMap is the hall with the given map properties (`key: value` lines) before it.
func ambushMap(props string) *grid.Map {
	m := mustASCII(props + ambush)
	m.Objects = append(m.Objects,
		spawn(1, "Party", "Delvers", "delver", 4, grid.Pos{X: 2, Y: 2}),
		spawn(2, "Goblins", "Goblins", "goblin", 6, grid.Pos{X: 17, Y: 2}))
	return m
}

// The map's surprised side comes out of Setup surprised; in round 0 only the others take a
// turn and spend actions, and the surprised units have no actions to spend.
func TestSetupSurprisedSideSitsOutRoundZero(t *testing.T) {
	m := ambushMap("sides: Delvers, Goblins\nsurprised: Goblins\n")
	s, err := Setup(m, delvers(t), 5)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Surprised, []string{"Goblins"}) {
		t.Fatalf("Setup.Surprised %q, want [Goblins]", s.Surprised)
	}
	b, err := combat.New(s)
	if err != nil {
		t.Fatal(err)
	}
	ctl := []ai.Controller{ai.NewTactician(ai.Normal, 1), ai.NewTactician(ai.Normal, 2)}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	if b.Round != 0 {
		t.Fatalf("the battle starts in round %d, want the surprise round 0", b.Round)
	}
	for _, u := range b.Units {
		main, move := u.Left("main"), u.Left("move")
		if goblin := b.SideName(u) == "Goblins"; goblin && main+move != 0 || !goblin && (main != 1 || move != 1) {
			t.Errorf("%s (%s) has main %d and move %d in the surprise round", u.Name, b.SideName(u), main, move)
		}
	}
	if _, err := ai.Play(b, ctl, 0); err != nil { // plays round 0 only
		t.Fatal(err)
	}
	end := slices.IndexFunc(b.Log, func(e combat.Event) bool {
		r, ok := e.(combat.RoundStarted)
		return ok && r.Round == 1
	})
	if end < 0 {
		t.Fatalf("round 1 never started; the log has %d events", len(b.Log))
	}
	delverActs := 0
	for _, e := range b.Log[:end] {
		switch e := e.(type) {
		case combat.TurnStarted:
			if e.Turn.Side != "Delvers" {
				t.Errorf("round 0 gives %s a turn", e.Turn.Side)
			}
		case combat.Spent:
			if u := b.Unit(e.Unit); u != nil && b.SideName(u) == "Goblins" {
				t.Errorf("%s spends %d %s in the surprise round", e.Unit, e.N, e.Slot)
			}
		case combat.Acted:
			if u := b.Unit(e.Action.Unit); u != nil && b.SideName(u) == "Delvers" && e.Action.Kind != combat.EndTurn {
				delverActs++
			}
		}
	}
	if delverActs == 0 {
		t.Errorf("the Delvers did nothing with their free round")
	}
}

// Without the property nobody is surprised and the battle opens with round 1; a surprised
// side that spawns no units is left out rather than refused by the engine.
func TestSetupSurprisedOnlyWhenTheMapSaysSo(t *testing.T) {
	for _, c := range []struct{ name, props string }{
		{"unsaid", "sides: Delvers, Goblins\n"},
		{"a side without units", "sides: Delvers, Goblins, Wolves\nsurprised: Wolves\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := Setup(ambushMap(c.props), delvers(t), 5)
			if err != nil {
				t.Fatal(err)
			}
			if len(s.Surprised) != 0 {
				t.Errorf("Setup.Surprised %q, want none", s.Surprised)
			}
			b, err := combat.New(s)
			if err != nil {
				t.Fatal(err)
			}
			if err := b.Start(); err != nil {
				t.Fatal(err)
			}
			if b.Round != 1 {
				t.Errorf("the battle starts in round %d, want 1", b.Round)
			}
		})
	}
}

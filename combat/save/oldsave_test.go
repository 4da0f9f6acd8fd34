package save

// A save written before the action seam: 13th Age's move was called "run", and an action's
// choice was written "option" (as it still is). It loads, replays event for event, and plays
// on with the new listing.

import (
	"slices"
	"testing"

	"skirmish/combat"
	_ "skirmish/combat/rules/age13"
)

func TestSaveFromBeforeTheSeamLoadsAndReplays(t *testing.T) {
	g, err := Load("testdata/age13-run-and-option.json", testPlaces)
	if err != nil {
		t.Fatalf("the old save does not load: %v", err)
	}
	runs, choices := 0, 0
	for _, a := range g.File.Actions {
		if a.Kind == "run" {
			runs++
		}
		if a.Choice != "" {
			choices++
		}
	}
	if runs == 0 || choices == 0 {
		t.Fatalf("the old save has %d run and %d chosen actions: it tests nothing", runs, choices)
	}
	// Load replayed every action and checked the events' hash against the one saved: the
	// log is the same, byte for byte. The battle goes on under the new names.
	b := g.Battle
	if b.Over {
		t.Fatal("the old save's battle is over: nothing to play on")
	}
	var l combat.Listing
	var u *combat.Unit
	for _, v := range b.Units {
		if v.Active() && b.InTurnNow(v) {
			u = v
			break
		}
	}
	b.List(u, &l)
	if moves := slices.Collect(l.With(combat.MeanMove)); len(moves) > 0 && moves[0].Action.Kind != "move" {
		t.Fatalf("13th Age's move is listed as %q", moves[0].Action.Kind)
	}
	if _, err := b.Do(l.Actions[0].Action); err != nil {
		t.Fatalf("the replayed battle refuses its own listed %v: %v", l.Actions[0].Action, err)
	}
}

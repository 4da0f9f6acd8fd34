package mapcheck

// Tests of which rulesets play a map's topology and how the others are refused.

import (
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// squaresOnly is a ruleset that plays square maps only, as d20lite does (not registered).
type squaresOnly struct{ combat.Ruleset }

func (squaresOnly) ID() string { return "squares" }
func (squaresOnly) Describe() combat.Description {
	return combat.Description{Topologies: []grid.Topology{grid.Square}}
}

// hexRoom is a small hex map, as the file hexes.txt.
func hexRoom(ruleset string) *grid.Map {
	m := mustASCII("sides: Delvers, Goblins\nhex: rows odd\n1 . . 2\n 1 . . 2")
	m.File, m.Ruleset = "hexes.txt", ruleset
	return m
}

func TestRefusal(t *testing.T) {
	if got := PlayingOn(grid.Hex); len(got) != 2 || got[0] != "age13" || got[1] != "delvers" {
		t.Errorf("rulesets playing hexes: %v, want age13 and delvers", got)
	}
	err := Refusal(hexRoom(""), squaresOnly{})
	want := "hexes.txt is a hex map, and the squares ruleset does not play on hex maps; choose one that does: age13, delvers"
	if err == nil || err.Error() != want {
		t.Errorf("a squares-only ruleset on hexes: %v, want %q", err, want)
	}
	if err := Refusal(roomWith(""), squaresOnly{}); err != nil {
		t.Errorf("a squares-only ruleset on squares: %v", err)
	}
	delvers, _ := combat.Rules("delvers")
	if err := Refusal(hexRoom(""), delvers); err != nil {
		t.Errorf("delvers on hexes: %v", err)
	}
}

// TestTopologyProblem: validate warns of a map whose ruleset does not play its cells.
func TestTopologyProblem(t *testing.T) {
	p, ok := topologyProblem(hexRoom("squares"), squaresOnly{})
	if !ok || !p.Warning || p.Place != "map property ruleset" ||
		p.Msg != "this is a hex map, and the squares ruleset does not play on hex maps: set the map property ruleset to one that does (age13, delvers)" {
		t.Errorf("problem %+v", p)
	}
	for _, id := range []string{"", "delvers", "age13", "nonesuch"} {
		if p, ok := TopologyProblem(hexRoom(id)); ok {
			t.Errorf("ruleset %q on hexes: %+v, want none (an unknown one is RulesetProblem's)", id, p)
		}
	}
}

package combat

// Tests of which maps a ruleset plays on and of distances on both topologies.

import (
	"errors"
	"testing"

	"skirmish/grid"
)

// squaresOnly is a ruleset that plays on square maps only, as d20lite does.
type squaresOnly struct{ stubRules }

func (squaresOnly) Describe() Description {
	return Description{Title: "Squares", Topologies: []grid.Topology{grid.Square}}
}

func TestPlaysOn(t *testing.T) {
	cases := []struct {
		name string
		r    Ruleset
		t    grid.Topology
		want bool
	}{
		{"a ruleset that says nothing plays squares", stubRules{}, grid.Square, true},
		{"a ruleset that says nothing plays hexes", stubRules{}, grid.Hex, true},
		{"a squares-only ruleset plays squares", squaresOnly{}, grid.Square, true},
		{"a squares-only ruleset does not play hexes", squaresOnly{}, grid.Hex, false},
	}
	for _, c := range cases {
		if got := PlaysOn(c.r, c.t); got != c.want {
			t.Errorf("%s: PlaysOn = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestNewRefusesTheWrongTopology: a battle of a ruleset on a map it does not play is refused
// with a TopologyError naming both.
func TestNewRefusesTheWrongTopology(t *testing.T) {
	m, err := grid.ParseASCII("t", "hex: rows odd\n. . .\n . . .")
	if err != nil {
		t.Fatal(err)
	}
	_, err = New(Setup{Map: m, Rules: squaresOnly{}, Sides: []string{"Red", "Blue"}})
	var te *TopologyError
	if !errors.As(err, &te) || te.Topology != grid.Hex || err.Error() != "the stub ruleset does not play on hex maps" {
		t.Fatalf("New on a hex map: %v, want a TopologyError", err)
	}
	if _, err := New(Setup{Map: m, Rules: stubRules{}, Sides: []string{"Red", "Blue"}}); err != nil {
		t.Fatalf("a ruleset that plays everywhere: %v", err)
	}
}

// TestFeet: 5 ft a step on both topologies; on squares a diagonal is a step, on hexes the
// hex distance (two rows down and one across on odd-shifted rows is two hexes).
func TestFeet(t *testing.T) {
	sq := &Battle{Map: grid.NewMap(8, 8)}
	if got := sq.Feet(grid.Pos{X: 1, Y: 1}, grid.Pos{X: 4, Y: 3}); got != 15 {
		t.Errorf("squares (1,1)→(4,3): %d ft, want 15", got)
	}
	hx := &Battle{Map: grid.NewHexMap(8, 8, grid.HexLayout{})}
	if got := hx.Feet(grid.Pos{X: 1, Y: 1}, grid.Pos{X: 4, Y: 3}); got != 20 {
		t.Errorf("hexes (1,1)→(4,3): %d ft, want 20", got)
	}
	if got := hx.Feet(grid.Pos{X: 1, Y: 1}, grid.Pos{X: 2, Y: 3}); got != 10 {
		t.Errorf("hexes (1,1)→(2,3): %d ft, want 10", got)
	}
}

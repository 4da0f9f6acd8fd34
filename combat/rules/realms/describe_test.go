package realms

import (
	"testing"

	"skirmish/combat/rulestest"
)

// The description: initiative d10 a round, ties by d20; a pool of at most 5 d20s; cover +2 and
// +5 AC; one reaction a round.
func TestDescribe(t *testing.T) {
	rulestest.Describe(t, New(), "d10", "d20", "at most 5", "+2 AC", "+5", "One reaction a round")
}

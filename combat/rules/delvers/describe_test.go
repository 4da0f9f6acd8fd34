package delvers

import (
	"testing"

	"skirmish/combat/rulestest"
)

// The description: delvers-combat.md's 1d8 initiative by side, a 30-ft move, cover −2 and −4,
// morale at half hp and a third of a group; no options, so an "edition" is refused.
func TestDescribe(t *testing.T) {
	rulestest.Describe(t, New(), "1d8", "30 ft", "−2", "−4", "half its hit points", "a third")
}

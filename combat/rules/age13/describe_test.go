package age13

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// The description: d20 + Dex + level; the escalation die from 1 in round 2 up to 6; disengage
// 11+; death saves 16+, the 4th failure (edition 2: the 5th skull); and the title names the
// edition options choose.
func TestDescribe(t *testing.T) {
	rulestest.Describe(t, New(), "d20 + Dex + level", "round 2", "to 6", "11+", "16+", "4th", "5th", "natural 20")
	for opts, want := range map[*map[string]string]string{
		{}: "13th Age", {optionEdition: "1"}: "13th Age, 1st edition", {optionEdition: "2"}: "13th Age, 2nd edition",
		{OptionWounds: "on"}: "13th Age",
	} {
		if got := combat.Title(New(), *opts); got != want {
			t.Errorf("title with %v: %q, want %q", *opts, got, want)
		}
	}
}

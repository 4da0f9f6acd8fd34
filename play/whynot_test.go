package play

// Out of reach: a foe the side sees that a click cannot act on says why, in the rules' words.

import (
	"strings"
	"testing"
)

func TestWhyNotSaysWhyAFoeIsOutOfReach(t *testing.T) {
	// delvers-combat.md "Make a Ranged Attack": a longbow reaches 200 ft at long range; Rot
	// stands 42 squares (210 ft) from Ash, out of its reach and beyond a charge
	row := "#A" + strings.Repeat(".", 41) + "z#"
	wall := strings.Repeat("#", len(row))
	tb := newTable(t, delvers(), wall+"\n"+row+"\n"+wall, delversUnits)
	tb.sel("Ash")
	rot := tb.unit("Rot")
	if _, ok := tb.IntentAt(rot.Pos); ok {
		t.Fatal("a click on Rot 210 ft away would act: want it out of reach")
	}
	why := strings.Join(tb.WhyNotAt(rot.Pos), "\n")
	for _, want := range []string{"Ranged attack: Rot is 210 ft away", "200 ft", "Melee attack:"} {
		if !strings.Contains(why, want) {
			t.Errorf("why not: %q; want %q in it", why, want)
		}
	}
	// an empty square, or a foe in reach, has nothing to explain
	if got := tb.WhyNotAt(tb.unit("Ash").Pos); got != nil {
		t.Errorf("why not on Ash's own square: %q, want nothing", got)
	}
	near := "#Az#"
	tb2 := newTable(t, delvers(), "####\n"+near+"\n####", delversUnits)
	tb2.sel("Ash")
	if got := tb2.WhyNotAt(tb2.unit("Rot").Pos); got != nil {
		t.Errorf("why not on a foe next to Ash: %q, want nothing (a click attacks)", got)
	}
}

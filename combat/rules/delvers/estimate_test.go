package delvers

// Tests of attack estimates against the numbers the rules give.

import (
	"math"
	"testing"

	"skirmish/combat"
)

func TestEstimate(t *testing.T) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}}
	f := setup(t, "Ag", units)
	e := f.Rules.Estimate(f.Battle, act(KindMelee, "A", "g"))
	// d20 + 3 against AC 13 hits on 10+: 11 in 20. A hit is 1d8 + STR 1, never under the
	// shock of 3: 3,3,4,5,6,7,8,9, a mean of 5.625; a miss deals the shock, 3.
	want := combat.Estimate{Hit: 0.55, Damage: 0.55*5.625 + 0.45*3, Min: 3, Max: 9, Kill: 0.55 * 0.5}
	if math.Abs(e.Hit-want.Hit) > 1e-9 || math.Abs(e.Damage-want.Damage) > 1e-9 || e.Min != want.Min || e.Max != want.Max || math.Abs(e.Kill-want.Kill) > 1e-9 {
		t.Fatalf("estimate %+v, want %+v", e, want)
	}
	if z := f.Rules.Estimate(f.Battle, act(KindProne, "A", "")); z != (combat.Estimate{}) {
		t.Fatalf("going prone attacks no one: %+v", z)
	}
}

func TestDiceDistribution(t *testing.T) {
	d := diceDistribution(combat.Roll{Count: 2, Sides: 6})
	if math.Abs(d[7]-6.0/36) > 1e-12 || math.Abs(d[2]-1.0/36) > 1e-12 || len(d) != 13 {
		t.Fatalf("2d6: P(7) = %v, P(2) = %v, %d totals", d[7], d[2], len(d))
	}
}

package combat

// Tests of dice expressions, forced results, seeded rolls and event JSON.

import (
	"errors"
	"strings"
	"testing"
)

func TestParseRoll(t *testing.T) {
	cases := []struct {
		in       string
		want     Roll
		min, max int
		err      string
	}{
		{in: "1d8", want: Roll{1, 8, 0}, min: 1, max: 8},
		{in: "d6", want: Roll{1, 6, 0}, min: 1, max: 6},
		{in: "2d4+1", want: Roll{2, 4, 1}, min: 3, max: 9},
		{in: "1d6-1", want: Roll{1, 6, -1}, min: 0, max: 5},
		{in: "3", want: Roll{0, 0, 3}, min: 3, max: 3},
		{in: "1x8", err: "want NdS"},
		{in: "0d6", err: "1 to 100"},
		{in: "1d1", err: "2 to 1000 sides"},
		{in: "", err: "empty"},
	}
	for _, c := range cases {
		r, err := ParseRoll(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("ParseRoll(%q) error %v, want one containing %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil || r != c.want || r.Min() != c.min || r.Max() != c.max {
			t.Errorf("ParseRoll(%q) = %+v (%d-%d), %v; want %+v (%d-%d)", c.in, r, r.Min(), r.Max(), err, c.want, c.min, c.max)
		}
		if back, _ := ParseRoll(r.String()); back != r {
			t.Errorf("%q does not read back: %q", c.in, r.String())
		}
	}
}

func TestDiceForcedThenSeeded(t *testing.T) {
	d := NewDice(7, []int{20, 3})
	if v, forced := d.die(20); v != 20 || !forced {
		t.Fatalf("first die %d (forced %v), want the forced 20", v, forced)
	}
	if v, forced := d.die(6); v != 3 || !forced {
		t.Fatalf("second die %d, want the forced 3", v)
	}
	a, b := NewDice(7, nil), NewDice(7, nil)
	for range 100 {
		x, _ := a.die(20)
		y, _ := b.die(20)
		if x != y || x < 1 || x > 20 {
			t.Fatalf("the same seed gave %d and %d", x, y)
		}
	}
}

func TestDiceForcedMisfit(t *testing.T) {
	d := NewDice(1, []int{9})
	v, forced := d.die(8)
	if forced || v < 1 || v > 8 {
		t.Fatalf("a forced 9 cannot be a d8's face; got %d forced %v", v, forced)
	}
	err := d.takeErr()
	if err == nil || !strings.Contains(err.Error(), "forced result 9 does not fit a d8") {
		t.Fatalf("error %v", err)
	}
	if errors.Is(err, ErrDice) {
		t.Fatal("the battle wraps it in ErrDice, not the dice")
	}
}

func TestMarshalEventPutsTypeFirst(t *testing.T) {
	j, err := MarshalEvent(Damaged{Unit: "Bram", Amount: 3, HP: 7, Why: "hit"})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"type":"damaged","unit":"Bram","amount":3,"hp":7,"why":"hit"}`; string(j) != want {
		t.Fatalf("got %s, want %s", j, want)
	}
}

func TestFormatTerms(t *testing.T) {
	got := FormatTerms([]Term{{"d20", 14}, {"attack bonus", 0}, {"STR", 1}, {"half cover", -2}})
	if want := "d20 14 + STR 1 − half cover 2 = 13"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestDiceRollOutsideABattle(t *testing.T) {
	d := NewDice(7, []int{6, 2, 9})
	// 2d6+1 from the forced 6 and 2: 9
	if total, faces, err := d.Roll(Roll{Count: 2, Sides: 6, Bonus: 1}); total != 9 || len(faces) != 2 || faces[0] != 6 || faces[1] != 2 || err != nil {
		t.Fatalf("2d6+1 = %d %v %v, want 9 from 6 and 2", total, faces, err)
	}
	// a forced 9 does not fit a d8: the error, and the die rolled from the seed
	if total, _, err := d.Roll(Roll{Count: 1, Sides: 8}); err == nil || total < 1 || total > 8 {
		t.Fatalf("1d8 with a forced 9 = %d, %v: want an error and a d8", total, err)
	}
	if d.Forced() != 0 {
		t.Fatal("the forced results are used up")
	}
}

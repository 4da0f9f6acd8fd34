package sim

// Tests of the ladder: the interval of a difference of rates, per-side levels, a ladder's
// shape and the pooling of maps.

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"skirmish/ai"
)

// Newcombe's own example (Statistics in Medicine 17, 1998, "Interval estimation for the
// difference between independent proportions", example (a), method 10): 56 of 70 less 48 of 80
// is 0.2000, with the interval 0.0524 to 0.3339.
func TestNewcombe(t *testing.T) {
	d, lo, hi := Newcombe(56, 70, 48, 80)
	if math.Abs(d-0.2) > 0.0005 || math.Abs(lo-0.0524) > 0.0005 || math.Abs(hi-0.3339) > 0.0005 {
		t.Errorf("Newcombe(56/70, 48/80) = %.4f [%.4f, %.4f], want 0.2000 [0.0524, 0.3339]", d, lo, hi)
	}
	// equal rates: a difference of zero, the interval around it
	if d, lo, hi := Newcombe(100, 200, 100, 200); d != 0 || lo >= 0 || hi <= 0 || math.Abs(lo+hi) > 1e-12 {
		t.Errorf("Newcombe(100/200, 100/200) = %.4f [%.4f, %.4f]", d, lo, hi)
	}
}

func TestLevelFlags(t *testing.T) {
	var f LevelFlags
	f.All = ai.Normal
	for _, v := range []string{"hard", "Goblins=easy", " Delvers =normal"} {
		if err := f.Set(v); err != nil {
			t.Fatalf("--level %s: %v", v, err)
		}
	}
	if f.All != ai.Hard || f.Sides["Goblins"] != ai.Easy || f.Sides["Delvers"] != ai.Normal || len(f.Sides) != 2 {
		t.Errorf("flags %+v", f)
	}
	for _, v := range []string{"brutal", "Goblins=brutal", "=hard"} {
		if err := f.Set(v); err == nil {
			t.Errorf("--level %s accepted", v)
		}
	}
}

// A side named in SideLevels plays at its own level, the others at Level; the report says so;
// a name that is no side is refused, naming the sides.
func TestSideLevels(t *testing.T) {
	rep, err := Run(Options{Map: "../../maps/field.tmx", Battles: 2, Level: ai.Easy, SideLevels: map[string]ai.Level{"orcs": ai.Hard}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Sides[0].Level != "easy" || rep.Sides[1].Name != "Orcs" || rep.Sides[1].Level != "hard" || rep.Level != "Delvers easy, Orcs hard" {
		t.Errorf("levels: %q, sides %+v", rep.Level, rep.Sides)
	}
	var text bytes.Buffer
	if err := rep.Text(&text); err != nil || !strings.Contains(text.String(), "AI levels Delvers easy, Orcs hard") {
		t.Errorf("text (%v):\n%s", err, text.String())
	}
	_, err = Run(Options{Map: "../../maps/field.tmx", Battles: 1, SideLevels: map[string]ai.Level{"Goblins": ai.Hard}}, nil)
	if err == nil || !strings.Contains(err.Error(), `no side is called "Goblins" (the sides: Delvers, Orcs)`) {
		t.Errorf("an unknown side: %v", err)
	}
}

// A ladder plays normal against normal and each pairing both ways on the same seeds: its
// difference is the heroes' rate up less down, inside its interval; the text says what the
// columns mean.
func TestLadder(t *testing.T) {
	r, err := Ladder(LadderOptions{Map: "../../maps/field.tmx", Battles: 3, Seed: 9}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Heroes != "Delvers" || len(r.Foes) != 1 || r.Foes[0] != "Orcs" || r.Battles != 3 || len(r.Pairings) != 3 {
		t.Fatalf("ladder %+v", r)
	}
	for i, want := range [][2]string{{"hard", "normal"}, {"normal", "easy"}, {"hard", "easy"}} {
		p := r.Pairings[i]
		if p.Higher != want[0] || p.Lower != want[1] {
			t.Errorf("pairing %d: %s vs %s, want %s vs %s", i, p.Higher, p.Lower, want[0], want[1])
		}
		if d := float64(p.UpWins-p.DownWins) / 3; math.Abs(p.Difference-d) > 1e-4 || p.Low > p.Difference || p.High < p.Difference {
			t.Errorf("%s vs %s: %d and %d wins of 3, difference %v in [%v, %v]", p.Higher, p.Lower, p.UpWins, p.DownWins, p.Difference, p.Low, p.High)
		}
	}
	var text bytes.Buffer
	if err := r.Text(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Millbrook Field (../../maps/field.tmx): AI ladder, delvers rules, 3 battles each way, seeds 9-11",
		"normal against normal: Delvers win", "hard vs normal", "Newcombe"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the text has no %q:\n%s", want, text.String())
		}
	}
}

// Pooling adds up the wins over the balanced maps only (normal against normal 15% to 85%).
func TestPool(t *testing.T) {
	mk := func(m string, mirror, up, down int) LadderReport {
		return LadderReport{Map: m, Rules: "delvers", Heroes: "Delvers", Battles: 100, Mirror: mirrorOf("normal", mirror, 100),
			Pairings: []Pairing{pairingOf("hard", "normal", up, down, 100)}}
	}
	p, ok := Pool("delvers", []LadderReport{mk("a", 50, 60, 40), mk("lopsided", 95, 100, 90), mk("b", 20, 30, 10)})
	if !ok || len(p.Maps) != 2 || p.Battles != 200 || p.Pairings[0].UpWins != 90 || p.Pairings[0].DownWins != 50 {
		t.Fatalf("pooled %+v", p)
	}
	if math.Abs(p.Pairings[0].Difference-0.2) > 1e-9 || p.Pairings[0].Verdict != "higher" || p.Mirror.Wins != 70 {
		t.Errorf("pooled pairing %+v, mirror %+v", p.Pairings[0], p.Mirror)
	}
	if _, ok := Pool("age13", []LadderReport{mk("a", 50, 60, 40)}); ok {
		t.Error("pooled a ruleset with no ladder")
	}
}

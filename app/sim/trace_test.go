package sim

// Tests of the AI's debug view in the simulator: every choice is explained, in battle order.

import (
	"bytes"
	"strings"
	"testing"

	"skirmish/ai"
)

// TestTraceExplainsEveryChoice: a traced run of 3 battles on the crypt writes each battle's
// header in order, and its lines give scores with runners-up and the reasons for retreats.
func TestTraceExplainsEveryChoice(t *testing.T) {
	var trace [2]bytes.Buffer
	for i, workers := range []int{1, 2} {
		if _, err := Run(Options{Map: "../../maps/crypt.tmx", Battles: 3, Seed: 5, Level: ai.Hard, Workers: workers, Trace: &trace[i]}, nil); err != nil {
			t.Fatal(err)
		}
	}
	out := trace[0].String()
	if out != trace[1].String() {
		t.Fatal("the trace depends on the worker count")
	}
	last := -1
	for _, h := range []string{"battle 1 (seed 5)\n", "battle 2 (seed 6)\n", "battle 3 (seed 7)\n"} {
		i := strings.Index(out, h)
		if i <= last {
			t.Fatalf("%q missing or out of order in the trace", h)
		}
		last = i
	}
	for _, want := range []string{"round 1, ", "(score ", "; runner-up ", "ends its turn"} {
		if !strings.Contains(out, want) {
			t.Errorf("the trace never says %q:\n%.2000s", want, out)
		}
	}
}

package main

import (
	"strings"
	"testing"
	"time"
)

// output is what make bench gathers: benchmarks of two packages (one run three times), an
// idle screen's report.
const output = `goos: linux
pkg: skirmish/grid
cpu: Some CPU
BenchmarkCoverCold-2   	   88388	      9961 ns/op	      1800 cpu-ns/op	       0 B/op	       0 allocs/op
BenchmarkHexCoverCold-2	   68202	     32087 ns/op	      3000 cpu-ns/op	       0 B/op	       0 allocs/op
BenchmarkHexCoverCold-2	   68202	     32087 ns/op	      2000 cpu-ns/op	       0 B/op	       0 allocs/op
BenchmarkHexCoverCold-2	   68202	     32087 ns/op	      1900 cpu-ns/op	       0 B/op	       0 allocs/op
BenchmarkReachable60ft-2	   12656	     43547 ns/op	     14239 cpu-ns/op	       0 B/op	       1 allocs/op
PASS
ok  	skirmish/grid	6.4s
pkg: skirmish/app/sim
BenchmarkBattle8v8-2   	       3	  26240819 ns/op	       612.5 battles/cpu-s	   1632653 cpu-ns/op	         3.667 rounds/battle
idle battle: our threads 0.5% of a core, the graphics driver's 8.6%, over 20 s (resting: true, ebiten drawing on input only)
`

func TestParse(t *testing.T) {
	r, err := parse(strings.NewReader(output))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.bench) != 4 {
		t.Fatalf("read %d benchmarks, want 4 (one of them run three times)", len(r.bench))
	}
	hex := r.byKey["skirmish/grid BenchmarkHexCoverCold"]
	if hex == nil || hex.metrics["cpu-ns/op"] != 2000 {
		t.Errorf("the hex cover's median CPU time: %+v, want 2000 (of 3000, 2000, 1900)", hex)
	}
	if b := r.byKey["skirmish/app/sim BenchmarkBattle8v8"]; b == nil || b.metrics["battles/cpu-s"] != 612.5 {
		t.Errorf("the battles: %+v", b)
	}
	if i := r.idle["battle"]; i.ours != 0.5 || i.driver != 8.6 {
		t.Errorf("the resting battle: %+v", i)
	}
}

func TestBudgetRows(t *testing.T) {
	r, err := parse(strings.NewReader(output))
	if err != nil {
		t.Fatal(err)
	}
	page := render(r, "a test machine", time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	row := func(what string) string {
		for _, l := range strings.Split(page, "\n") {
			if strings.HasPrefix(l, "| "+what+" |") {
				return l
			}
		}
		t.Fatalf("no row %q in:\n%s", what, page)
		return ""
	}
	for what, want := range map[string]string{
		"the same worked out (cold), squares":                                                 "| 1.80 µs, 0 allocations | holds |",
		"the same worked out (cold), hexes":                                                   "| 2.00 µs, 0 allocations | holds |",
		"cold cover, hexes against squares":                                                   "| 1.11× (2.00 µs against 1.80 µs) | holds |",
		"reachable squares for a 60-ft move (64×64, 15% walls)":                               "| 14.2 µs, 1 allocations | **over** |",
		"headless AI-against-AI battles, 8 against 8, 32×32 map, one core":                    "| 612 a CPU-second | holds |",
		"a battle at rest (the crypt, a human's turn), our threads and the graphics driver's": "| 9.1% (ours 0.5%, the driver's 8.6%) | **over** |",
		"loading a 256×256 map with 4 layers":                                                 "| — | not measured |",
	} {
		if got := row(what); !strings.Contains(got, want) {
			t.Errorf("%s:\n got %s\nwant %s", what, got, want)
		}
	}
	if !strings.Contains(page, "Taken 1 December 2026, 12:00 UTC on a test machine.") {
		t.Errorf("the page does not say when and where:\n%s", page)
	}
}

// TestKeptPart: what an old page holds between the kept markers comes back in the new page,
// once, and a page without them keeps nothing.
func TestKeptPart(t *testing.T) {
	old := "# Benchmarks\n\nold table\n\n" + keptOpen + "\nsim: 57 against 75 battles a CPU-second\n" + keptClose + "\n\n## Every benchmark\n"
	r, err := parse(strings.NewReader(output))
	if err != nil {
		t.Fatal(err)
	}
	r.kept = keptPart(old)
	page := render(r, "a test machine", time.Now())
	if strings.Count(page, "sim: 57 against 75 battles a CPU-second") != 1 || strings.Count(page, keptOpen) != 1 {
		t.Errorf("the kept part is not on the new page once:\n%s", page)
	}
	if strings.Contains(page, "old table") {
		t.Errorf("the old page's table came back:\n%s", page)
	}
	if k := keptPart("# no markers\n" + keptClose); k != "" {
		t.Errorf("kept %q from a page without the opening marker", k)
	}
}

package sim

// Benchmark: what `skirmish sim` does on the bundled maps, in one goroutine: the measure of
// issue 33's "throughput of skirmish sim per CPU-second on the bundled maps".

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"skirmish/ai"
)

// processCPU is the CPU time (user + system) the whole process has used: Run plays on
// goroutines of its own, and the collector's work counts too.
func processCPU(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkBundledSim runs Run as `skirmish sim --battles 20 --seed 1` does on each bundled
// map (the six square maps with Delvers, the three hex maps with Realms, the normal AI), one
// worker; an op is all nine maps' 180 battles, loading included. battles/cpu-s is the
// throughput the issue counts, in the process's CPU time (without its start: nine processes
// of `skirmish sim` start nine times).
func BenchmarkBundledSim(b *testing.B) {
	square, _ := filepath.Glob("../../maps/*.tmx")
	hex, _ := filepath.Glob("../../maps/hex/*.tmx")
	if len(square) == 0 || len(hex) == 0 {
		b.Fatal("no bundled maps")
	}
	const battles = 20
	n := 0
	start := processCPU(b)
	for b.Loop() {
		for _, set := range []struct {
			rules string
			maps  []string
		}{{"delvers", square}, {"realms", hex}} {
			for _, m := range set.maps {
				if _, err := Run(Options{Map: m, Rules: set.rules, Battles: battles, Seed: 1, Level: ai.Normal, Workers: 1}, nil); err != nil {
					b.Fatal(err)
				}
				n += battles
			}
		}
	}
	cpu := processCPU(b) - start
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(n)/cpu.Seconds(), "battles/cpu-s")
}

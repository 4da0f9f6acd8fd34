package cpubench

import (
	"runtime"
	"testing"
	"time"
)

// spin does about n additions the compiler cannot drop.
func spin(n int) (s int) {
	for i := range n {
		s += i ^ s>>3
	}
	return s
}

var sink int

// TestThreadClock: the thread's clock counts the thread's work and not its sleep.
func TestThreadClock(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c := threadClock()
	t0, ok := c.read()
	if !ok {
		t.Skip("no thread CPU clock here")
	}
	sink += spin(20_000_000)
	t1, _ := c.read()
	time.Sleep(100 * time.Millisecond)
	t2, _ := c.read()
	if t1 <= t0 {
		t.Errorf("20 million additions took %d ns of the thread's CPU", t1-t0)
	}
	if slept := time.Duration(t2 - t1); slept > 50*time.Millisecond {
		t.Errorf("a 100 ms sleep counted %v of the thread's CPU", slept)
	}
}

// TestReports: a benchmark looping on a Meter reports its CPU time per iteration, and its
// instructions where the kernel counts them; the setup before the loop and the paused work
// inside it are not counted.
func TestReports(t *testing.T) {
	var instrOK bool
	if c := instructions(); c != nil {
		instrOK = true
		c.close()
	}
	r := testing.Benchmark(func(b *testing.B) {
		sink += spin(5_000_000) // setup: not counted
		m := Start(b)
		for m.Loop() {
			sink += spin(100_000)
			m.Pause()
			sink += spin(100_000) // paused: not counted
			m.Resume()
		}
	})
	if _, ok := threadClock().read(); !ok {
		t.Skip("no thread CPU clock here")
	}
	cpu := r.Extra["cpu-ns/op"]
	if cpu <= 0 {
		t.Fatalf("cpu-ns/op = %v, want a positive time (%v)", cpu, r.Extra)
	}
	// the paused work is as much as the counted work: a count including it would be about
	// twice the wall time per iteration, which includes only the counted work (a thread is
	// never given more CPU than the time that passed; on a busy machine, less)
	if wall := float64(r.T.Nanoseconds()) / float64(r.N); cpu > 1.5*wall {
		t.Errorf("cpu-ns/op %.0f against %.0f ns/op of wall time: the paused work was counted", cpu, wall)
	}
	if _, ok := r.Extra["instr/op"]; ok != instrOK {
		t.Errorf("instr/op reported: %v, the kernel counts instructions: %v", ok, instrOK)
	}
}

package soak

// Run and its settings: how many cases, for how long, on how many workers.

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"sync/atomic"
	"testing"
	"time"
)

// Cases is how many cases a soak runs by count: short in `make test`, short × SKIRMISH_SOAK in
// `make soak`.
func Cases(short int) int {
	if m, err := strconv.Atoi(os.Getenv("SKIRMISH_SOAK")); err == nil && m > 0 {
		return short * m
	}
	return short
}

// Time is how long each soak runs when SOAK_TIME is set (a Go duration: "10m"), else 0.
func Time() time.Duration {
	d, err := time.ParseDuration(os.Getenv("SOAK_TIME"))
	if err != nil || d < 0 {
		return 0
	}
	return d
}

// margin is how long before the test binary's deadline Run stops starting cases: time for the
// cases under way to finish and the other tests to report.
const margin = 2 * time.Minute

// Run calls play with cases 1, 2, 3, … on GOMAXPROCS workers (parallel subtests "worker N"),
// until Cases(short) cases have run or, when SOAK_TIME is set, until that time has passed
// (and at least short cases have run). It stops at the first case that fails, logging its
// number, and stops starting cases within a couple of minutes of the test's deadline. Then
// it logs how many cases of what it ran, in how long, and how many a second. play must be
// safe to call from several goroutines at once (each with its own t).
func Run(t *testing.T, what string, short int, play func(t *testing.T, n uint64)) {
	t.Helper()
	RunCount(t, what, short, Cases(short), play)
}

// RunCount is Run for a soak that scales its count its own way: n cases (short, or more in
// `make soak`), or at least short for SOAK_TIME.
func RunCount(t *testing.T, what string, short, n int, play func(t *testing.T, n uint64)) {
	t.Helper()
	want, budget := uint64(n), Time()
	start := time.Now()
	deadline, hasDeadline := t.Deadline()
	var next, done atomic.Uint64
	var stop atomic.Bool
	more := func() (uint64, bool) {
		switch {
		case stop.Load():
			return 0, false
		case hasDeadline && time.Until(deadline) < margin:
			return 0, false
		}
		n := next.Add(1)
		if budget > 0 {
			return n, n <= uint64(short) || time.Since(start) < budget
		}
		return n, n <= want
	}
	t.Run("workers", func(t *testing.T) {
		for w := range runtime.GOMAXPROCS(0) {
			t.Run(fmt.Sprintf("worker %d", w+1), func(t *testing.T) {
				t.Parallel()
				var n uint64
				defer func() {
					if t.Failed() {
						stop.Store(true)
						t.Logf("%s: case %d failed", what, n)
					}
				}()
				for {
					var ok bool
					if n, ok = more(); !ok {
						return
					}
					play(t, n)
					if t.Failed() {
						return
					}
					done.Add(1)
				}
			})
		}
	})
	took := time.Since(start)
	t.Logf("soak %s: %d %s in %v on %d workers: %.1f a second", t.Name(), done.Load(), what, took.Round(time.Millisecond),
		runtime.GOMAXPROCS(0), float64(done.Load())/took.Seconds())
}

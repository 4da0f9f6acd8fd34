package soak

// Tests: Run plays each case once, on every worker, by count.

import (
	"sync"
	"testing"
)

func TestRunPlaysEachCaseOnce(t *testing.T) {
	t.Setenv("SKIRMISH_SOAK", "3")
	t.Setenv("SOAK_TIME", "")
	var mu sync.Mutex
	seen := map[uint64]int{}
	Run(t, "cases", 20, func(t *testing.T, n uint64) {
		mu.Lock()
		seen[n]++
		mu.Unlock()
	})
	if len(seen) != 60 {
		t.Fatalf("ran %d cases, want 20 × SKIRMISH_SOAK 3 = 60", len(seen))
	}
	for n := uint64(1); n <= 60; n++ {
		if seen[n] != 1 {
			t.Errorf("case %d ran %d times", n, seen[n])
		}
	}
}

func TestRunByTimeRunsAtLeastTheShortCount(t *testing.T) {
	t.Setenv("SOAK_TIME", "1ns")
	var mu sync.Mutex
	ran := 0
	Run(t, "cases", 5, func(t *testing.T, n uint64) {
		mu.Lock()
		ran++
		mu.Unlock()
	})
	if ran < 5 {
		t.Fatalf("a timed soak ran %d cases, fewer than the 5 of its short run", ran)
	}
}

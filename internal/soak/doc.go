// Package soak runs a soak test's seeded cases on every core, by count or for a time, and reports cases per second.
//
// A soak test plays many seeded cases (random battles, random maps) and checks invariants in
// each. `make test` runs a short version; `make soak` runs many more: SKIRMISH_SOAK multiplies
// the count, and SOAK_TIME (a Go duration, "10m") runs each soak for that long instead. Run
// spreads the cases over GOMAXPROCS workers, stops at the first failure naming its case,
// stops starting cases short of the test binary's deadline (so a soak never hits the test
// timeout), and logs how many cases it ran and how many a second.
package soak

// Package ai holds the controllers that choose actions for a side: morale, targeting and
// retreat, and the headless simulator.
package ai

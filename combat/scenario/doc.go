// Package scenario runs scripted battles from JSON files: units, positions, forced dice, scripted reactions and actions in, events and the final state out.
//
// A scenario pins a rules question, a test or a bug report to one file that any ruleset can
// play headless (`skirmish scenario FILE`; docs/scenarios.md describes the format).
package scenario

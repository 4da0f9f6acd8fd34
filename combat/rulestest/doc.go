// Package rulestest holds what the rulesets' tests share: the soak's random battle (the
// random reactor, the loop of listed actions, the replay and determinism checks, the
// invariants every ruleset keeps) and the catalog checks every ruleset makes (the bundled
// maps' spawns, a user's file merged through the ruleset's own check). What is a ruleset's
// own (its rooms, sheets, its invariants of hit points and budgets) stays in its tests. Only
// tests import it; combat/listtest checks the listing against the check.
package rulestest

package combat

// The limits of a setup every loader shares: the ruleset's options and the conditions a unit may start with.

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// OptionSet is a ruleset that says which options it takes and the values each may have
// (13th Age: "edition": "1" or "2"). New refuses a setup with any other option or value, so
// that a scenario, a save and the client hold the same limits; a ruleset with no options
// returns none.
type OptionSet interface {
	RuleOptions() map[string][]string
}

// ConditionSet is a ruleset that says which conditions it knows. New refuses a unit that
// starts with a condition the ruleset does not know (a scenario's "bogus"), which it would
// otherwise carry without effect.
type ConditionSet interface {
	KnownCondition(name string) bool
}

// checkOptions checks opts against the ruleset's options, if it says them.
func checkOptions(r Ruleset, opts map[string]string) error {
	os, ok := r.(OptionSet)
	if !ok {
		return nil
	}
	known := os.RuleOptions()
	for _, k := range slices.Sorted(maps.Keys(opts)) {
		values, ok := known[k]
		switch {
		case !ok && len(known) == 0:
			return fmt.Errorf("ruleset %q has no options, not %q", r.ID(), k)
		case !ok:
			return fmt.Errorf("ruleset %q has no option %q (options: %s)", r.ID(), k, strings.Join(slices.Sorted(maps.Keys(known)), ", "))
		case !slices.Contains(values, opts[k]):
			return fmt.Errorf("ruleset %q: option %s %q: want %s", r.ID(), k, opts[k], strings.Join(values, " or "))
		}
	}
	return nil
}

// checkConditions checks the conditions a unit starts with against the ruleset's, if it says
// them.
func checkConditions(r Ruleset, name string, cs []Condition) error {
	known, ok := r.(ConditionSet)
	if !ok {
		return nil
	}
	for _, c := range cs {
		if !known.KnownCondition(c.Name) {
			return fmt.Errorf("unit %q: condition %q: ruleset %q has no such condition", name, c.Name, r.ID())
		}
	}
	return nil
}

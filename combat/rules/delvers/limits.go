package delvers

// The setup limits the engine checks for every loader (combat.OptionSet, combat.ConditionSet): no options, and the
// conditions the ruleset puts on units.

import "slices"

// conditions are every condition the ruleset knows (names.go); a unit may start with any of
// them (a scenario's prone or unseen archer).
var conditions = []string{Prone, TotalDefense, Charging, Screened, ScreensUsed, Swarmed, Disengaged, Grappled,
	Grappling, Holding, ShieldUsed, Unloaded, DualWielding, Stabilised, Unseen, Hidden}

// RuleOptions says Delvers has no options: a setup giving one ("edition") is refused.
func (*Rules) RuleOptions() map[string][]string { return nil }

// KnownCondition reports whether name is one of the ruleset's conditions.
func (*Rules) KnownCondition(name string) bool { return slices.Contains(conditions, name) }

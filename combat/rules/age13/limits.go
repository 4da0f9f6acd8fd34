package age13

// The conditions the ruleset knows, which the engine checks a unit's starting ones against for every loader
// (combat.ConditionSet); its options Prepare checks. A new condition goes into conditions here.

import (
	"slices"
	"strings"
)

// conditions are every condition the ruleset knows; a unit may start with any of them (a
// campaign's hero carries its potions, recoveries and expended powers in).
var conditions = []string{Staggered, Dazed, Weakened, Fear, Stunned, Hampered, Stuck, Vulnerable, Helpless,
	Ongoing, TempHP, PoppedFree, Expended, Recoveries, DeathSaves, Skulls, Stabilized, Rallied, RallyFailed,
	Grabbed, Confused, Charmed, Hindered, Shocked, HealingPotion, LastingWounds, Coma, Villain, deficit,
	Invisible, Delayed, Readied, ActsBefore, Forgoes, Assisted, FoughtInSpirit, spiritCount}

// KnownCondition reports whether name is one of the ruleset's conditions, or a fallen hero's
// fight in spirit ("in spirit: +1 to attacks").
func (*Rules) KnownCondition(name string) bool {
	return slices.Contains(conditions, name) || strings.HasPrefix(name, InSpirit+": ")
}

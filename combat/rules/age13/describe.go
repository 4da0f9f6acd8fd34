package age13

// What 13th Age says of itself (combat.Description): its name with the edition, its options
// (the edition and the optional rules of edition 1), squares and hexes, the conditions a unit
// may start with (a new condition goes into conditions here), and its summary for the
// battle's help.

import (
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// conditions are every condition the ruleset knows; a unit may start with any of them (a
// campaign's hero carries its potions, recoveries and expended powers in).
var conditions = []string{Staggered, Dazed, Weakened, Fear, Stunned, Hampered, Stuck, Vulnerable, Helpless,
	Ongoing, TempHP, PoppedFree, Expended, Recoveries, DeathSaves, Skulls, Stabilized, Rallied, RallyFailed,
	Grabbed, Confused, Charmed, Hindered, Shocked, HealingPotion, LastingWounds, Coma, Villain, deficit,
	Invisible, Delayed, Readied, ActsBefore, Forgoes, Assisted, FoughtInSpirit, spiritCount}

// knownCondition reports whether name is one of the ruleset's conditions, or a fallen hero's
// fight in spirit ("in spirit: +1 to attacks").
func knownCondition(name string) bool {
	return slices.Contains(conditions, name) || strings.HasPrefix(name, InSpirit+": ")
}

// description is the ruleset's description. The edition is the text the battle plays, "1"
// (13th-age-combat-rules.txt, the default) or "2" (13th-age-2e-reference-sheet.txt); the
// optional rules of edition 1 are a campaign's or a scenario's to turn on
// (13th-age-combat-rules.txt "Optional Lasting-Wound Rule", "Optional Meaningful Death
// Rule", "Recoveries"). The summary's numbers are the texts'.
var description = combat.Description{
	Title: "13th Age",
	Options: []combat.Option{
		{Name: optionEdition, Label: "Edition", Values: []string{"1", "2"}, Shown: []string{"1st edition", "2nd edition"}, Offered: true, InTitle: true},
		{Name: OptionWounds, Label: "Lasting wounds", Values: []string{"off", "on"}, Shown: []string{"off", "on"}},
		{Name: OptionDeath, Label: "Meaningful death", Values: []string{"off", "on"}, Shown: []string{"off", "on"}},
		{Name: OptionRecoveries, Label: "Recoveries", Values: []string{"roll", "average"}, Shown: []string{"rolled", "their average"}},
	},
	Topologies: []grid.Topology{grid.Square, grid.Hex},
	Conditions: knownCondition,
	Kit:        "13th Age (13th-age-combat-rules.txt; 13th-age-2e-reference-sheet.txt with the option edition 2): cyclic initiative, the escalation die, death saves",
	Summary: []combat.SummaryPoint{
		{Text: "Every creature rolls d20 + Dex + level once; the order repeats each round. Monsters of one kind share a roll.",
			Source: `13th-age-combat-rules.txt, "Cyclic Initiative"`},
		{Text: "A turn has one standard, one move and one quick action, in any order, plus free actions. Trade down: a standard for a move, either for a quick. One interrupt out of turn.",
			Source: `13th-age-combat-rules.txt, "Actions on Your Turn", "Combat Actions"`},
		{Text: "Escalation die: at the start of round 2 it shows 1, then rises by 1 a round to 6. Heroes add it to their attacks; monsters do not.",
			Source: `13th-age-combat-rules.txt, "Escalation Die"`},
		{Text: "Attack: d20 + ability + level against AC, PD or MD. A natural 20 is a crit (double damage); a natural 1 does nothing. Some attacks hurt on a miss.",
			Source: `13th-age-combat-rules.txt, "Attack Bonuses", "Crits", "Fumbles"`},
		{Text: "Moving away from foes you are engaged with draws their opportunity attacks, unless you first disengage: a move action and a save of 11+ (−1 a foe past the first).",
			Source: `13th-age-combat-rules.txt, "Engaged", "Disengaging"`},
		{Text: "At half hit points a creature is staggered. At 0 a hero falls and rolls a death save each turn: 16+ rises with a recovery; the 4th failure kills (edition 2: the 5th skull). Rally once a battle with a standard action.",
			Source: `13th-age-combat-rules.txt, "Death and Dying", "Rally"; 13th-age-2e-reference-sheet.txt, "Dying"`},
	},
}

// Describe says what the ruleset is (combat.Ruleset).
func (*Rules) Describe() combat.Description { return description }

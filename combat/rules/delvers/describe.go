package delvers

// What Delvers says of itself (combat.Description): its name, no options, squares and hexes,
// the conditions a unit may start with, and its summary for the battle's help.

import (
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// conditions are every condition the ruleset knows (names.go); a unit may start with any of
// them (a scenario's prone or unseen archer).
var conditions = []string{Prone, TotalDefense, Charging, Screened, ScreensUsed, Swarmed, Disengaged, Grappled,
	Grappling, Holding, ShieldUsed, Unloaded, DualWielding, Stabilised, Unseen, Hidden}

// description is the ruleset's description; it has no options, so a setup giving one
// ("edition") is refused. The summary's numbers are the text's.
var description = combat.Description{
	Title:      "Delvers",
	Topologies: []grid.Topology{grid.Square, grid.Hex},
	Conditions: func(name string) bool { return slices.Contains(conditions, name) },
	Kit:        "Delvers (delvers-combat.md), the default: sides take turns, shock and morale",
	Summary: []combat.SummaryPoint{
		{Text: "Sides act in turn: each side rolls 1d8 (the delvers add their best DEX), highest first. A side's units act in any order; the order holds all battle.",
			Source: `delvers-combat.md, "Combat Sequence"`},
		{Text: "Each round a unit has one main action and one move action (30 ft); the main action can buy a second move. Free actions as plausible; instant actions (snap attack, total defense) even out of turn.",
			Source: `delvers-combat.md, "Combat Action Types"`},
		{Text: "Running, standing up or picking up beside an armed foe gives it a free attack of opportunity. Disengage (a main action) first to avoid it.",
			Source: `delvers-combat.md, "Combat Action Types"`},
		{Text: "An attack is d20 + bonuses against AC: it hits on equal or more. Half cover is −2, full cover −4.",
			Source: `delvers-combat.md, "Combat Attack Rolls"`},
		{Text: "Shock: some weapons still hurt on a miss when the target's AC is at most their Shock rating; a hit never does less.",
			Source: `delvers-combat.md, "Shock"`},
		{Text: "Morale: a creature flees after losing half its hit points unless it clearly won't die; a group after losing a third of its number unless clearly winning. Undead, constructs and zealots stand.",
			Source: `delvers-combat.md, "Morale"`},
	},
}

// Describe says what the ruleset is (combat.Ruleset).
func (*Rules) Describe() combat.Description { return description }

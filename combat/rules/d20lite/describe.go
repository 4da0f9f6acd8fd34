package d20lite

// What d20 Sunday Stats says of itself (combat.Description): its name, no options, squares
// only, the one condition a unit may start with, its five combat points as the action bar's
// meter, and its summary for the battle's help.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// description is the ruleset's description. It plays on squares only: its flanking, 5-ft
// steps and threatened squares are squares. A unit may start prone; flat-footed and the
// other conditions are the ruleset's own to set. The summary's numbers are the text's.
var description = combat.Description{
	Title:      "d20 Sunday Stats",
	Topologies: []grid.Topology{grid.Square},
	Conditions: func(name string) bool { return name == Prone },
	Meter:      combat.Meter{Slot: SlotPoints, Full: Points, Cost: meterCost},
	Kit:        "d20 Sunday Stats (d20-sunday-stats-combat.txt): five combat points a round, attacks of opportunity, flanking",
	Summary: []combat.SummaryPoint{
		{Text: "Every creature rolls d20 + Dex once; highest first, the same order each round. Until its first turn it is flat-footed: no Dex to AC, no attacks of opportunity.",
			Source: `d20-sunday-stats-combat.txt, "INITIATIVE (aka Init)"`},
		{Text: "5 combat points a round: full-round 5, standard 3, move 2, free 0. A 5-ft step is free if you have not otherwise moved, and no other movement follows it.",
			Source: `d20-sunday-stats-combat.txt, "TAKING ACTIONS"`},
		{Text: "Leaving a square a foe threatens, and the starred actions, draw its attack of opportunity: one a round each. Withdraw (5) leaves the first square freely.",
			Source: `d20-sunday-stats-combat.txt, "ATTACKS OF OPPORTUNITY", "ACTIONS"`},
		{Text: "Attack: d20 + BAB + Str (Dex for missiles) against AC. A natural 1 misses, a natural 20 hits; a roll in the threat range is a critical hit, no confirmation.",
			Source: `d20-sunday-stats-combat.txt, "RESOLVING ANY NORMAL ATTACK"`},
		{Text: "Cover +4 AC; concealment: 20% of hits miss; an ally opposite the foe: flanking +2 to hit.",
			Source: `d20-sunday-stats-combat.txt, "COMBAT MODIFIERS"`},
		{Text: "0 hp unconscious; below 0 dying: a Fortitude save of 20 each round, else another hit point; dead at −10. A DC 15 Heal check stabilises.",
			Source: `d20-sunday-stats-combat.txt, "INJURY AND DEATH"`},
	},
}

// Describe says what the ruleset is (combat.Ruleset).
func (*Rules) Describe() combat.Description { return description }

// meterCost is what an action of the kind costs in combat points (the meter's Cost).
func meterCost(kind string) int {
	if k, ok := kinds.Row(kind); ok {
		return k.Pay
	}
	return 0
}

package realms

// What Enchanted Realms says of itself (combat.Description): its name, the defense-rolls
// variant, hexes and squares, the conditions a unit may start with, and its summary for the
// battle's help.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// description is the ruleset's description. Its one option is the defense-rolls variant,
// off (monsters roll to hit, the default) or on (heroes roll to avoid). The summary's
// numbers are the text's.
var description = combat.Description{
	Title: "Enchanted Realms",
	Options: []combat.Option{{Name: OptionDefenseRolls, Label: "Defense rolls", Values: []string{"off", "on"},
		Shown: []string{"monsters roll to hit", "heroes roll to avoid (variant)"}, Offered: true}},
	Topologies: []grid.Topology{grid.Square, grid.Hex},
	Conditions: knownCondition,
	Kit:        "Enchanted Realms (enchanted-realms-combat.txt): pools of d20s, body points, one reaction a round",
	Summary: []combat.SummaryPoint{
		{Text: "Every round each creature rolls d10 + modifiers, highest first; ties roll off on d20 until settled.",
			Source: `enchanted-realms-combat.txt, "Initiative"`},
		{Text: "A turn is one action and your speed in feet of movement, split before and after the action as you like. Another's hex and rough terrain cost double; crawling costs more.",
			Source: `enchanted-realms-combat.txt, "The Action", "Terrain", "Knocked Down"`},
		{Text: "An attack is a pool of d20s: one, +1 per applicable skill, +1 at advantage, −1 at disadvantage (at most 5; sneak and critical dice up to 6). Each die meeting the AC is one body point; a natural 20 always hits, a 1 always misses.",
			Source: `enchanted-realms-combat.txt, "The Attack", "Raw Die Scores"`},
		{Text: "One reaction a round: a flee attack on a foe moving through the space around you, impalement, dodge, standing up, dismounting, or an attack at the ready.",
			Source: `enchanted-realms-combat.txt, "Reactions", "Flee Attack", "At The Ready"`},
		{Text: "Defend: until your next turn, attacks you see are at disadvantage and your saves at advantage; no reactions, and you withdraw without flee attacks.",
			Source: `enchanted-realms-combat.txt, "Defending"`},
		{Text: "Cover: half +2 AC, three-quarters +5, complete cannot be shot at.",
			Source: `enchanted-realms-combat.txt, "Cover"`},
	},
}

// Describe says what the ruleset is (combat.Ruleset).
func (*Rules) Describe() combat.Description { return description }

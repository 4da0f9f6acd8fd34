package scenes

// Battle keys: the action bar's fixed order of a ruleset's kinds (each kind keeps its button
// and its hot key all battle: greyed when not available, never replaced), the common kinds in
// the bar and the rest behind its More button.

import (
	"skirmish/combat"
)

// barMeanings are the meanings whose kinds stand in the bar itself: the attacks, moves and
// the defences a turn is made of. The other kinds (maneuvers, items, healing, readying,
// leaving) wait behind More, with their keys working all the same.
var barMeanings = map[combat.Meaning]bool{
	combat.MeanMelee: true, combat.MeanRanged: true, combat.MeanGangUp: true, combat.MeanCharge: true,
	combat.MeanFullAttack: true, combat.MeanFinish: true, combat.MeanMove: true, combat.MeanStep: true,
	combat.MeanWithdraw: true, combat.MeanDefend: true, combat.MeanRally: true, combat.MeanStandUp: true,
	combat.MeanReload: true,
}

// barOrder is the order of a ruleset's action table in the bar: the kinds of barMeanings first,
// then the others, each part in the table's order; common is how many stand in the bar. The
// engine's end of turn and the reactions (asked for, never chosen) are left out. The i-th kind
// has the i-th hot key, for the whole battle.
func barOrder(kinds []combat.ActionKind) (order []*combat.ActionKind, common int) {
	for i := range kinds {
		if barMeanings[kinds[i].Meaning] {
			order = append(order, &kinds[i])
		}
	}
	common = len(order)
	for i := range kinds {
		if k := &kinds[i]; !barMeanings[k.Meaning] && k.Meaning != combat.MeanEndTurn && k.Meaning != combat.MeanReaction {
			order = append(order, k)
		}
	}
	return order, common
}

package delvers

// Presentation: Delvers in the screens' words (combat.Presenter): its conditions as chips (red
// those that hinder) and what each choice of an action does.

import (
	"strings"

	"skirmish/combat"
)

// Counters: Delvers keeps no battle-wide counter.
func (Rules) Counters(*combat.Battle) []combat.CounterView { return nil }

// Unit: the panel's hp, AC and speed say it all.
func (Rules) Unit(*combat.Battle, *combat.Unit) combat.UnitView { return combat.UnitView{} }

// PanelRows is 0.
func (Rules) PanelRows() int { return 0 }

// hindering are the conditions drawn in red.
var hindering = map[string]bool{Prone: true, Grappled: true, Charging: true, Unloaded: true}

// helping are the conditions drawn in green.
var helping = map[string]bool{TotalDefense: true, Screened: true, Disengaged: true, Stabilised: true, Hidden: true, Unseen: true}

// Condition is a condition as its chip says it, in words ("screened by Bram", "total defense");
// the count of screens used is not a chip.
func (Rules) Condition(c combat.Condition) (combat.ConditionView, bool) {
	if c.Name == ScreensUsed {
		return combat.ConditionView{}, false
	}
	v, _ := combat.Plain{}.Condition(c)
	if c.Source != "" && (c.Name == Swarmed || c.Name == Grappling) {
		v.Text = words(c.Name) + " " + c.Source
	}
	v.Hurts, v.Helps = hindering[c.Name], helping[c.Name]
	return v, true
}

// words writes a condition's name in words: "total_defense" is "total defense".
func words(name string) string { return strings.ReplaceAll(name, "_", " ") }

// choiceSummaries say what each choice of an action does, by "kind/choice", citing its section.
var choiceSummaries = map[string]string{
	KindSwarm + "/strike":    "Strike the swarmed foe: +2 to hit and +1 damage for each other assailant, up to +6 and +3; its shock always applies. (" + ruleSwarm + ")",
	KindSwarm + "/join":      "Join the swarm on the foe without striking yet, so that an ally's strike gains your +2 and +1. (" + ruleSwarm + ")",
	KindShove + "/prone":     "On a hit and a won opposed STR check, knock the foe prone instead of dealing damage. (" + cite("Shoving") + ")",
	KindShove + "/push":      "On a hit and a won opposed STR check, force the foe into the adjacent square you pick. (" + cite("Shoving") + ")",
	KindDrag + "/drag":       "On a won opposed STR/Brawl check, move 10 ft and take the grappled foe with you. (" + cite("Grappling") + ")",
	KindDrag + "/throw":      "On a won opposed STR/Brawl check, throw the grappled foe 5 ft: it lands prone. (" + cite("Grappling") + ")",
	KindWield + "/single":    "Go back to fighting with one weapon. (" + cite("Dual Wielding Weapons") + ")",
	KindSkill + "/first_aid": "Stabilise an adjacent mortally injured ally. (" + cite("Use a Skill") + ")",
}

// Choice says what a choice of a kind does.
func (Rules) Choice(kind, choice string) string { return choiceSummaries[kind+"/"+choice] }

// Reaction words a prompt plainly: what is happening, and each reaction by its kind.
func (Rules) Reaction(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) combat.ReactionView {
	return combat.Plain{}.Reaction(b, u, p, opts)
}

var _ combat.Presenter = Rules{}

package delvers

// Presentation: Delvers in the screens' words (combat.Presenter): its conditions as chips (red
// those that hinder) and what each choice of an action does. It keeps no battle-wide counter,
// and the panel's hp, AC and speed say all of a unit (combat.Plain's, through Base).

import (
	"fmt"
	"strings"

	"skirmish/combat"
)

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

// Reaction words a prompt: total defense against a rolled attack with everything to decide
// by (totalDefenseView); the others plainly, each reaction by its kind.
func (Rules) Reaction(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) combat.ReactionView {
	if p.Kind == combat.PromptRolled && p.Attack != nil && len(opts) == 1 && opts[0].Kind == KindTotalDefense {
		if v, ok := totalDefenseView(b, u, p.Attack); ok {
			return v
		}
	}
	return combat.Plain{}.Reaction(b, u, p, opts)
}

// totalDefenseView is the dialog that offers total defense against a rolled attack: the roll
// with its terms against u's AC now, whether it hits now and whether +2 AC turns it, the
// damage or shock at stake (worked out as the attack resolves it), and the cost: the main
// action (delvers-combat.md "Total Defense": +2 AC and immune to shock until its next turn).
func totalDefenseView(b *combat.Battle, u *combat.Unit, r *combat.AttackRolled) (combat.ReactionView, bool) {
	a := b.Unit(r.Attacker)
	if a == nil {
		return combat.ReactionView{}, false
	}
	w, ok := weaponFor(a, r.Weapon, func(combat.Weapon) bool { return true })
	if !ok {
		return combat.ReactionView{}, false
	}
	s := &strike{kind: r.Kind, ranged: r.Kind == "ranged", attacker: a, target: u, weapon: w, swarm: r.Kind == "swarm"}
	def := defenseTerms(nil, u)
	ac := combat.Sum(def)
	est := estimateAgainst(b, s, 0, ac)
	roll := fmt.Sprintf("%s's %s: %s against your AC %d.", a.Name, w.Name, combat.FormatTerms(r.Terms), ac)
	if len(def) > 1 {
		roll = fmt.Sprintf("%s's %s: %s against your AC %s.", a.Name, w.Name, combat.FormatTerms(r.Terms), combat.FormatTerms(def))
	}
	var now, with string
	sh, shocks := shockTerms(nil, b, s, ac, false)
	shockNow := ""
	if shocks {
		shockNow = fmt.Sprintf(" it still deals %d shock", max(combat.Sum(sh), 0))
	}
	switch {
	case r.Total >= ac+2:
		now = fmt.Sprintf("It hits now (%d–%d damage), and would hit against AC %d too.", est.Min, est.Max, ac+2)
		with = "Total defense does not turn this blow; it still gives +2 AC and no shock until your next turn."
	case r.Total >= ac:
		now = fmt.Sprintf("It hits now: %d–%d damage.", est.Min, est.Max)
		with = fmt.Sprintf("Total defense turns it into a miss (AC %d), with no shock.", ac+2)
	case shocks:
		now = "It misses, but" + shockNow + "."
		with = "Total defense makes you immune to that shock, and +2 AC until your next turn."
	default:
		now = "It misses, and deals no shock."
		with = "Total defense changes nothing for this blow: +2 AC until your next turn."
	}
	return combat.ReactionView{
		Title: "Total defense for " + u.Name + "?",
		Lines: []string{roll, now, with},
		Buttons: []combat.ReactionButton{{Label: "Total defense",
			Detail: "Costs your main action this round (rule: Total Defense)"}},
		No: "No: keep the main action",
	}, true
}

var _ combat.Presenter = Rules{}

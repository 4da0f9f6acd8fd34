package age13

// Presentation: 13th Age in the screens' words (combat.Presenter): the escalation die, a hero's
// recoveries, rallies, potions and death saves or skulls, conditions with their saves, what a
// choice does, and the reaction dialog's words for flexible attacks, rerolls and interrupts.

import (
	"fmt"
	"strings"

	"skirmish/combat"
)

// Counters is the escalation die: its value, whom it helps, and in the turn of a creature that
// does not add it, why (13th-age-combat-rules.txt "Escalation Die", "Conditions": Fear).
func (Rules) Counters(b *combat.Battle) []combat.CounterView {
	note, blocked := escalationNote(b)
	return []combat.CounterView{{Label: "Escalation die", Value: b.Counter(Escalation), Note: note, Blocked: blocked}}
}

// escalationNote says what the escalation die does for the creature in turn: heroes add it,
// monsters do not, and fear blocks it. blocked is true when the creature in turn does not add it.
func escalationNote(b *combat.Battle) (note string, blocked bool) {
	v := b.Counter(Escalation)
	if t, ok := b.Current(); ok {
		for _, name := range t.Units {
			u := b.Unit(name)
			if u == nil {
				continue
			}
			switch {
			case u.Is(Fear):
				return "blocked for " + u.Name + ": fear", true
			case !u.Sheet.Hero && !u.Sheet.Has("escalator"):
				if v == 0 {
					return "heroes add it from round 2", false
				}
				return "monsters do not add it", true
			}
		}
	}
	if v == 0 {
		return "heroes add it from round 2", false
	}
	return fmt.Sprintf("+%d to heroes' attacks", v), false
}

// PanelRows is two: a hero's recoveries and its death saves.
func (Rules) PanelRows() int { return 2 }

// Unit is a hero's temporary hit points, its recoveries, rallies and potions, and its failed
// death saves (edition 1, the fourth kills) or skulls (edition 2, the fifth) when it has any or
// is down; for a monster, that it has neither escalation die nor recoveries.
func (Rules) Unit(b *combat.Battle, u *combat.Unit) combat.UnitView {
	var v combat.UnitView
	if t, ok := u.Condition(TempHP); ok && t.Value > 0 {
		v.BesideHP = fmt.Sprintf("+%d temp", t.Value)
	}
	if !u.Sheet.Hero {
		v.Lines = []combat.PanelLine{{Text: "Monster: no escalation die, no recoveries", Dim: true}}
		return v
	}
	v.Lines = append(v.Lines, combat.PanelLine{Text: heroLine(u)})
	name, most, mark := DeathSaves, DeathSavesToDie, "Failed death saves"
	if edition(b) == 2 {
		name, most, mark = Skulls, SkullsToDie, "Skulls"
	}
	n := 0
	if cd, ok := u.Condition(name); ok {
		n = cd.Value
	}
	if n > 0 || u.Status == combat.Down {
		note := fmt.Sprintf("the %s kills", ordinalWord(most))
		if u.Is(Stabilized) {
			note = "stabilized: failures stop counting"
		}
		v.Lines = append(v.Lines, combat.PanelLine{Text: mark, Dim: true, Track: &combat.Track{Marked: n, Of: most, Note: note}})
	}
	return v
}

// heroLine is a hero's recoveries, rallies and potions: "Recoveries 7 / 8 (d10 × 1) · rallied
// once · 1 potion".
func heroLine(u *combat.Unit) string {
	cl, ok := ClassOf(&u.Sheet)
	if !ok {
		return ""
	}
	parts := []string{fmt.Sprintf("Recoveries %d / %d (d%d × %d)", RecoveriesLeft(u), cl.Recoveries, cl.RecoveryDie, max(u.Sheet.Level, 1))}
	if c, ok := u.Condition(Rallied); ok && c.Value > 0 {
		if c.Value == 1 {
			parts = append(parts, "rallied once")
		} else {
			parts = append(parts, fmt.Sprintf("rallied %d×", c.Value))
		}
	}
	if n := len(u.ConditionsNamed(HealingPotion)); n > 0 {
		s := "s"
		if n == 1 {
			s = ""
		}
		parts = append(parts, fmt.Sprintf("%d potion%s", n, s))
	}
	return strings.Join(parts, " · ")
}

// ordinalWord writes 4 as "fourth", in words up to ten.
func ordinalWord(n int) string {
	words := []string{"zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprintf("%dth", n)
}

// counters are the conditions that keep counts and marks the panel shows in words of their
// own (Unit), not as chips.
var counters = map[string]bool{
	Recoveries: true, DeathSaves: true, Skulls: true, Rallied: true,
	TempHP: true, HealingPotion: true, FoughtInSpirit: true, Staggered: true,
}

// hurtful are the conditions drawn in red.
var hurtful = map[string]bool{
	Dazed: true, Weakened: true, Fear: true, Stunned: true, Hampered: true,
	Stuck: true, Vulnerable: true, Helpless: true, Ongoing: true, Grabbed: true,
	Confused: true, Charmed: true, Hindered: true, Shocked: true, RallyFailed: true,
	"recoveries lacked": true,
}

// chipEnds says briefly when a condition ends, with its save: "save 11+", "to end of next turn".
func chipEnds(e combat.Ends) string {
	switch e {
	case SaveEasy:
		return "save 6+"
	case SaveNormal:
		return "save 11+"
	case SaveHard:
		return "save 16+"
	case EndOfNextTurn:
		return "to end of next turn"
	case EndOfNextRound:
		return "to next round's end"
	}
	return combat.EndsText(e)
}

// Condition is a condition as its chip says it ("ongoing 5 fire · save 11+", "grabbed by
// Ogre", "+2 AC in spirit"), red when it hurts and green when it helps; the counts kept as
// conditions are not chips.
func (Rules) Condition(cd combat.Condition) (combat.ConditionView, bool) {
	if counters[cd.Name] {
		return combat.ConditionView{}, false
	}
	name, helps := cd.Name, false
	switch {
	case cd.Name == Ongoing:
		name = strings.TrimSpace(fmt.Sprintf("ongoing %d %s", cd.Value, cd.Note))
	case strings.HasPrefix(cd.Name, InSpirit+": "):
		name = fmt.Sprintf("+%d %s in spirit", cd.Value, strings.TrimPrefix(cd.Name, InSpirit+": "))
		helps = true
	case cd.Name == Assisted:
		name = fmt.Sprintf("+%d assist", cd.Value)
		helps = true
	case cd.Name == Expended:
		name = "used: " + cd.Source
	case cd.Name == Readied:
		name = "readied " + cd.Note
		if cd.Source != "" {
			name += " for " + cd.Source
		}
		helps = true
	case cd.Name == Delayed:
		name = "delays after " + cd.Source
	case cd.Name == PoppedFree:
		name = "popped free of " + cd.Source
		helps = true
	case cd.Name == "recoveries lacked":
		name = fmt.Sprintf("no recoveries: −%d", cd.Value)
	case cd.Source != "" && cd.Name == Grabbed:
		name += " by " + cd.Source
	case cd.Value != 0 && cd.Name != Vulnerable:
		name += fmt.Sprintf(" %+d", cd.Value)
	}
	if e := chipEnds(cd.Ends); e != "" && cd.Name != Readied {
		name += " · " + e
	}
	return combat.ConditionView{Text: name, Hurts: hurtful[cd.Name], Helps: helps}, true
}

// choiceSummaries say what each choice of an action does, by "kind/choice", citing the rule text's
// section.
var choiceSummaries = map[string]string{
	KindReady + "/melee":    "Ready a melee attack for a foe coming into reach; you then act just before it. (rule: Readying an Action)",
	KindReady + "/ranged":   "Ready a ranged attack for a foe coming into sight; you then act just before it. (rule: Readying an Action)",
	KindSpirit + "/attacks": "+1 to the ally's attacks (+2 the first time anyone fights in spirit this battle) this round and the next. (rule: Fight in Spirit)",
	KindSpirit + "/AC":      "+1 to the ally's AC (+2 the first time anyone fights in spirit this battle) this round and the next. (rule: Fight in Spirit)",
	KindSpirit + "/PD":      "+1 to the ally's Physical Defense (+2 the first time) this round and the next. (rule: Fight in Spirit)",
	KindSpirit + "/MD":      "+1 to the ally's Mental Defense (+2 the first time) this round and the next. (rule: Fight in Spirit)",
}

// Choice says what a choice of a kind does.
func (Rules) Choice(kind, choice string) string { return choiceSummaries[kind+"/"+choice] }

// natural is the natural d20 of a rolled attack, 0 when it is not known.
func natural(p combat.Prompt) int {
	if p.Attack == nil {
		return 0
	}
	for _, t := range p.Attack.Terms {
		if strings.HasPrefix(t.Label, "d20") || t.Label == "natural" {
			return t.Value
		}
	}
	return 0
}

// weaponEffects are the effects a unit's weapon or power lists, joined.
func weaponEffects(u *combat.Unit, name string) string {
	for _, w := range u.Sheet.Weapons {
		if w.Name == name {
			return strings.Join(w.Effects, "; ")
		}
	}
	return ""
}

// readiedMoves reports whether the readied actions offered are moves.
func readiedMoves(opts []combat.Action) bool {
	for _, o := range opts {
		if o.Kind == KindReadied && o.Choice != ReadiedMove {
			return false
		}
	}
	return true
}

// Reaction words a prompt for the dialog: the attacker's own choices after its d20 (which
// flexible attack, a two-weapon reroll of a natural 2), intercepts, readied attacks and moves,
// opportunity attacks; any other reaction by its kind.
func (Rules) Reaction(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) combat.ReactionView {
	v := combat.ReactionView{Title: "Reaction: " + u.Name, No: "No"}
	kinds := map[string]bool{}
	for _, o := range opts {
		kinds[o.Kind] = true
	}
	switch {
	case kinds[KindFlexible]:
		v.Title = "Flexible attack: " + u.Name
		v.Lines = append(v.Lines, fmt.Sprintf("The natural roll is %d: choose which attack it makes on %s (rule: Flexible Attacks).", natural(p), p.Target))
		if p.Attack != nil && p.Attack.Text != "" {
			v.Lines = append(v.Lines, "As rolled: "+p.Attack.Text)
		}
		v.No = "Let the rules choose (the default)"
	case kinds[KindReroll]:
		v.Title = "Two-weapon fighting: " + u.Name
		v.Lines = append(v.Lines, fmt.Sprintf("A natural 2 against %s: reroll it, and the reroll counts (rule: Two-Weapon Fighting).", p.Target))
		v.No = "Let the rules choose (reroll)"
	case kinds[KindIntercept]:
		v.Title = "Intercept: " + u.Name
		v.Lines = append(v.Lines, fmt.Sprintf("%s is moving past %s.", p.Actor, u.Name))
	case kinds[KindReadied] && readiedMoves(opts):
		v.Title = "Readied move: " + u.Name
		v.Lines = append(v.Lines, fmt.Sprintf("%s comes near %s, who readied a move for it (rule: Readying an Action).", p.Actor, u.Name))
	case kinds[KindReadied]:
		v.Title = "Readied attack: " + u.Name
		v.Lines = append(v.Lines, fmt.Sprintf("%s moves within reach of %s's readied attack.", p.Actor, u.Name))
	default:
		v.Lines = append(v.Lines, combat.PromptText(p))
	}
	ed := edition(b)
	for _, o := range opts {
		bt := combat.ReactionButton{Label: combat.ReactionLabel(o)}
		switch o.Kind {
		case KindFlexible:
			bt.Label = "Use " + o.Weapon
			bt.Detail = weaponEffects(u, o.Weapon)
		case KindPlain:
			bt.Label = "Plain attack with " + o.Weapon
			bt.Detail = "No flexible attack: the attack as rolled"
		case KindReroll:
			bt.Label = "Reroll the natural 2"
			bt.Detail = "Two weapons: the reroll counts, even if it is worse"
		case KindKeep:
			bt.Label = "Keep the natural 2"
			bt.Detail = "The attack stands as rolled"
		case KindIntercept:
			bt.Label = "Intercept " + o.Target
			bt.Detail = "It stops next to you (rule: Intercepting); a free action"
			if ed == 2 {
				bt.Detail = "It stops next to you; it takes your interrupt action (rule: Interrupt action)"
			}
		case KindReadied:
			bt.Label = "Readied " + o.Choice + " attack on " + o.Target
			bt.Detail = "With " + o.Weapon + "; you then act just before " + o.Target + " from the next round on"
			if o.Choice == ReadiedMove && len(o.Path) > 0 {
				bt.Label = "Take the readied move"
				bt.Detail = "To the square you readied, as " + o.Target + " comes near; it draws what any move draws, and you then act just before " + o.Target + " from the next round on"
			}
		case combat.Opportunity:
			bt.Label = "Opportunity attack on " + o.Target
			bt.Detail = "A free basic melee attack with " + o.Weapon
		}
		v.Buttons = append(v.Buttons, bt)
	}
	return v
}

var _ combat.Presenter = Rules{}

package realms

// Presentation: Realms in the screens' words (combat.Presenter): the round's action, movement
// and reaction on the unit panel, the restrictions as chips, the triggers and the reaction
// dialog.

import (
	"fmt"

	"skirmish/combat"
)

// PanelRows is the most lines Unit gives.
func (Rules) PanelRows() int { return 3 }

// Unit shows what u has left of its round: its action, movement and reaction, its mount and a
// critical hit's award die.
func (Rules) Unit(b *combat.Battle, u *combat.Unit) combat.UnitView {
	var v combat.UnitView
	if !u.Active() {
		return v
	}
	act := "action spent"
	if u.Left(slotAction) > 0 {
		act = "action ready"
	}
	react := "no reaction"
	if canReact(u) {
		react = "reaction ready"
	}
	v.Lines = append(v.Lines, combat.PanelLine{Text: fmt.Sprintf("%s · %d ft to move · %s", act, u.Left(slotMove), react)})
	if c, ok := u.Condition(Mounted); ok {
		v.Lines = append(v.Lines, combat.PanelLine{Text: fmt.Sprintf("riding: %d ft, mount %d body points", mountSpeed(c), c.Value)})
	}
	if c, ok := u.Condition(CriticalDie); ok {
		v.Lines = append(v.Lines, combat.PanelLine{Text: fmt.Sprintf("+1d20 in round %d with %s (critical hit)", c.Value, c.Source)})
	}
	v.BesideHP = "body"
	return v
}

// hurting are the conditions drawn in red; helping those drawn in green.
var (
	hurting = map[string]bool{Blind: true, Charmed: true, Deaf: true, Frightened: true, Grappled: true, Incapacitated: true,
		Paralyzed: true, Petrified: true, Poisoned: true, Prone: true, Restrained: true, Stunned: true, Unconscious: true}
	helping = map[string]bool{Invisible: true, Defending: true, AtTheReady: true, CriticalDie: true, Mounted: true}
)

// Condition words a condition as a chip; the bookkeeping ones are not chips.
func (Rules) Condition(c combat.Condition) (combat.ConditionView, bool) {
	switch c.Name {
	case Struck:
		return combat.ConditionView{}, false
	case AtTheReady:
		return combat.ConditionView{Text: "at the ready: " + c.Note + " (" + c.Source + ")", Helps: true}, true
	case CriticalDie:
		return combat.ConditionView{Text: "critical: +1d20 with " + c.Source, Helps: true}, true
	case Mounted:
		return combat.ConditionView{Text: fmt.Sprintf("mounted (%d ft)", mountSpeed(c)), Helps: true}, true
	case Grappling:
		return combat.ConditionView{Text: "holding " + c.Source}, true
	case Grabbing:
		return combat.ConditionView{Text: "reaching for " + c.Source, Helps: true}, true
	case Holding:
		return combat.ConditionView{Text: fmt.Sprintf("holds %s (%d points)", c.Source, c.Value), Helps: true}, true
	}
	v, _ := combat.Plain{}.Condition(c)
	if c.Name == Frightened && c.Source != "" {
		v.Text = "frightened of " + c.Source
	}
	v.Hurts, v.Helps = hurting[c.Name], helping[c.Name]
	return v, true
}

// choiceSummaries say what each choice of a kind does, by "kind/choice".
var choiceSummaries = map[string]string{
	KindReady + "/" + ChoiceWithinReach: "If a foe comes within your weapon's reach before your next turn, strike it at once, even mid-move (your reaction). (" + ruleReady + ")",
	KindReady + "/" + ChoiceWithin20:    "If a foe closes within 20 ft before your next turn, shoot it at once, even mid-move (your reaction). (" + ruleReady + ")",
	KindShove + "/" + ChoicePush:        "Win a body save competition on d12s to shove the foe 5 ft away, into the hex you pick. (" + rulePushing + ")",
	KindShove + "/" + ChoiceTrip:        "Win a body save competition on d12s to trip the foe prone where it stands. (" + rulePushing + ")",
}

// Choice says what a choice of a kind does.
func (Rules) Choice(kind, choice string) string { return choiceSummaries[kind+"/"+choice] }

// Reaction words a prompt: what is happening, and a button per reaction with its dice.
func (Rules) Reaction(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) combat.ReactionView {
	v := combat.ReactionView{Title: "Reaction: " + u.Name + " (one a round)", No: "Let it pass"}
	for _, o := range opts {
		bt := combat.ReactionButton{Label: combat.ReactionLabel(o)}
		switch o.Kind {
		case KindFleeAttack:
			v.Lines = append(v.Lines, p.Actor+" is moving through the space around you.")
			bt.Label, bt.Detail = "Flee attack on "+o.Target, "A normal attack with "+o.Weapon+": "+poolWords(b, u, o)
		case KindImpale:
			v.Lines = append(v.Lines, p.Actor+" charges you from 15 ft or more.")
			bt.Label, bt.Detail = "Impale "+o.Target, "3d20 with "+o.Weapon+" (4d20 with forte) before its attack"
		case KindDodge:
			v.Lines = append(v.Lines, p.Actor+"'s blow is about to land.")
			bt.Label, bt.Detail = "Dodge", fmt.Sprintf("d20: %d or more avoids one body point", dodgeDC)
		case KindRise:
			v.Lines = append(v.Lines, "You are knocked prone.")
			bt.Label, bt.Detail = "Stand up", fmt.Sprintf("for %d ft of your movement", standCost(u))
		case KindLandSafely:
			v.Lines = append(v.Lines, "Your mount falls.")
			bt.Label, bt.Detail = "Dismount", "land on your feet instead of prone"
		case KindCounter:
			v.Lines = append(v.Lines, p.Actor+" is casting an axiom within 60 ft of you.")
			bt.Label, bt.Detail = "Counterspell "+o.Target, "d12 + quality + sorcery: beat its own and the spell is lost"
		case KindReadied:
			v.Lines = append(v.Lines, p.Actor+" has met your trigger: "+o.Choice+".")
			bt.Label, bt.Detail = "Attack "+o.Target, "with "+o.Weapon+", at the ready"
		default:
			v.Lines = append(v.Lines, combat.PromptText(p))
		}
		v.Buttons = append(v.Buttons, bt)
	}
	return v
}

// poolWords says an attack's pool: "3d20 at +2 vs AC 14".
func poolWords(b *combat.Battle, u *combat.Unit, o combat.Action) string {
	t := b.Unit(o.Target)
	if t == nil {
		return ""
	}
	var p pool
	s := strike{attacker: u, target: t, weapon: weaponFor(u, combat.Action{Kind: KindMelee, Weapon: o.Weapon}), kind: atkFlee, noSneak: true}
	plan(b, &s, &p)
	return fmt.Sprintf("%dd20 at %+d vs %d", p.total, combat.Sum(p.mods), combat.Sum(p.defense))
}

var _ combat.Presenter = Rules{}

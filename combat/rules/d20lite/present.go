package d20lite

// Presentation: the ruleset's words for what the screens show of it (combat.Presenter): a
// unit's combat points and state, its conditions as chips, the choices, the reaction prompts.
// The d20 rules keep no battle-wide counter (combat.Plain's Counters, through Base).

import (
	"fmt"

	"skirmish/combat"
)

// PanelRows is the most lines Unit gives.
func (*Rules) PanelRows() int { return 3 }

// Unit is the panel's lines: the combat points left this round as marks, what the 5-ft step
// and attacks of opportunity allow, and a full attack's swings left.
func (*Rules) Unit(b *combat.Battle, u *combat.Unit) combat.UnitView {
	var v combat.UnitView
	if u.Active() && b.InTurnNow(u) {
		left := u.Left(SlotPoints)
		v.Lines = append(v.Lines, combat.PanelLine{Text: fmt.Sprintf("Combat points: %d of %d (full 5 · standard 3 · move 2)", left, Points)})
		step := "5-ft step: free"
		switch {
		case u.Is(Stepped):
			step = "5-ft step taken: no more movement"
		case u.Is(Moved):
			step = "moved: no 5-ft step"
		}
		v.Lines = append(v.Lines, combat.PanelLine{Text: step, Dim: u.Is(Stepped) || u.Is(Moved)})
	}
	aoo := "attack of opportunity ready"
	switch {
	case u.Is(FlatFooted):
		aoo = "flat-footed: no attacks of opportunity"
	case u.Is(Reacted):
		aoo = "attack of opportunity used this round"
	}
	v.Lines = append(v.Lines, combat.PanelLine{Text: aoo, Dim: u.Is(FlatFooted) || u.Is(Reacted)})
	if u.Status == combat.Down {
		v.BesideHP = "unconscious"
		if u.Is(Dying) && !u.Is(Stable) {
			v.BesideHP = "dying"
		} else if u.Is(Stable) {
			v.BesideHP = "stable"
		}
	}
	return v
}

// Condition writes a condition as its chip says it.
func (*Rules) Condition(c combat.Condition) (combat.ConditionView, bool) {
	switch c.Name {
	case Moved, Stepped, Reacted, Delayed, SpellCast:
		return combat.ConditionView{}, false
	case FlatFooted:
		return combat.ConditionView{Text: "flat-footed (no Dex to AC)", Hurts: true}, true
	case Defensive:
		return combat.ConditionView{Text: "fighting defensively +2 AC", Helps: true}, true
	case Charging:
		return combat.ConditionView{Text: "charged −2 AC", Hurts: true}, true
	case Running:
		return combat.ConditionView{Text: "running (no Dex to AC)", Hurts: true}, true
	case Prone, Dying:
		return combat.ConditionView{Text: c.Name, Hurts: true}, true
	case AidedAttack:
		return combat.ConditionView{Text: "aided: " + c.Source + "'s allies +2 to hit", Hurts: true}, true
	case AidedDefense:
		return combat.ConditionView{Text: "aided: +2 AC against it for " + c.Source + "'s allies", Hurts: true}, true
	case Feinted:
		return combat.ConditionView{Text: "feinted by " + c.Source, Hurts: true}, true
	case Grappled:
		return combat.ConditionView{Text: "held by " + c.Source, Hurts: true}, true
	case Grappling:
		return combat.ConditionView{Text: "holding " + c.Source}, true
	case FullAttack:
		return combat.ConditionView{Text: "full attack: " + c.Note, Helps: true}, true
	case Readied:
		what := "a " + c.Note + " attack"
		if c.Source != "" {
			what += " for " + c.Source
		}
		return combat.ConditionView{Text: "readied " + what, Helps: true}, true
	case Sundered:
		return combat.ConditionView{Text: fmt.Sprintf("%s damaged %d", c.Source, c.Value), Hurts: true}, true
	}
	return combat.Plain{}.Condition(c)
}

// Choice says what a choice does.
func (*Rules) Choice(kind, choice string) string {
	switch {
	case choice == Defensively && kind == KindMelee:
		return "Fight defensively: −4 to hit, +2 AC until your next turn (" + ruleMelee + ")."
	case choice == Defensively && kind == KindCast:
		return "Cast defensively: a Concentration check (DC 15 + the spell's level) instead of attacks of opportunity; a failure loses the spell (" + ruleCast + ")."
	case kind == KindAid && choice == AidAttack:
		return "On a success, your allies get +2 to hit this foe until your next turn (" + ruleAid + ")."
	case kind == KindAid && choice == AidDefense:
		return "On a success, your allies get +2 AC against this foe until your next turn (" + ruleAid + ")."
	case kind == KindReady:
		return "Ready a " + choice + " attack for a foe coming where it reaches, until your next turn (" + ruleReady + ")."
	}
	return ""
}

// Reaction words a prompt: an attack of opportunity, a readied attack going off, an overrun
// to block.
func (*Rules) Reaction(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) combat.ReactionView {
	v := combat.ReactionView{Title: "Reaction: " + u.Name, No: "No"}
	switch p.Kind {
	case combat.PromptLeave:
		v.Lines = []string{p.Actor + " provokes an attack of opportunity from " + u.Name + " (one a round)."}
	case combat.PromptMoved:
		v.Lines = []string{p.Actor + " comes where " + u.Name + "'s readied attack waits."}
	case PromptOverrun:
		v.Lines = []string{p.Actor + " tries to overrun " + u.Name + ": block it, or step aside?"}
		v.No = "Step aside"
	default:
		v.Lines = []string{combat.PromptText(p)}
	}
	for _, o := range opts {
		bt := combat.ReactionButton{Label: combat.ReactionLabel(o)}
		switch o.Kind {
		case combat.Opportunity:
			bt.Label = "Attack of opportunity on " + o.Target
			e := (&Rules{}).Estimate(b, combat.Action{Kind: KindMelee, Unit: o.Unit, Target: o.Target, Weapon: o.Weapon})
			bt.Detail = fmt.Sprintf("With %s: %.0f%% to hit, %.1f damage expected", o.Weapon, 100*e.Hit, e.Damage)
		case KindReadied:
			bt.Label = "Readied attack on " + o.Target
			bt.Detail = "With " + o.Weapon
		case KindBlock:
			bt.Label = "Block"
			bt.Detail = "Str against its Str (or your Dex), the larger +4 a size: the loser falls prone"
		}
		v.Buttons = append(v.Buttons, bt)
	}
	return v
}

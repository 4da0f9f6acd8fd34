package combat

// Presentation: what a ruleset tells the screens, in its own words, about the state only it
// understands (counters, a unit's resources, conditions, choices, reaction prompts), and the
// plain words for a ruleset that says nothing.

import (
	"fmt"
	"strings"
)

// Presenter is the part of a ruleset that words what a screen shows of the state only the
// ruleset understands: battle-wide counters (13th Age's escalation die), a unit's
// resources (recoveries, death saves), its conditions as labels, what a kind's choice does,
// and a reaction prompt. The screens read it through Present, so that they name no ruleset.
type Presenter interface {
	// Counters are the battle-wide numbers the top bar shows, in order.
	Counters(b *Battle) []CounterView
	// Unit is what the unit panel shows of u beyond its hp, defences and speed.
	Unit(b *Battle, u *Unit) UnitView
	// PanelRows is the most lines Unit gives any unit, for the panel's layout.
	PanelRows() int
	// Condition is a condition as a chip says it; ok is false for the conditions the panel
	// shows otherwise (counters kept as conditions) or not at all.
	Condition(c Condition) (v ConditionView, ok bool)
	// Choice says in a sentence what choice does for an action of kind, citing its rule; ""
	// when the ruleset has nothing to say.
	Choice(kind, choice string) string
	// Reaction words a prompt for the dialog that asks u to choose among opts.
	Reaction(b *Battle, u *Unit, p Prompt, opts []Action) ReactionView
}

// CounterView is a battle-wide counter as the top bar shows it.
type CounterView struct {
	// Label names it ("Escalation die"); Value is its number.
	Label string
	Value int
	// Note says whom it helps now, or why it does not ("+2 to heroes' attacks").
	Note string
	// Blocked is set when the creature in turn does not get it.
	Blocked bool
}

// UnitView is what the unit panel shows of a unit for its ruleset.
type UnitView struct {
	// BesideHP is a short note beside the hp bar ("+5 temp"); "" for none.
	BesideHP string
	// Lines are the panel's lines, in order.
	Lines []PanelLine
}

// PanelLine is one line of the unit panel: words, and marks after them when Track is set
// (death saves as pips).
type PanelLine struct {
	Text  string
	Dim   bool
	Track *Track
}

// Track is a count shown as marks: Marked of Of filled, then Note.
type Track struct {
	Marked, Of int
	Note       string
}

// ConditionView is a condition as its chip says it: the words, and whether it hurts (red) or
// helps (green) its bearer.
type ConditionView struct {
	Text         string
	Hurts, Helps bool
}

// ReactionView is what the reaction dialog says: a title, what is happening, a button per
// reaction with a line of detail, and the label of the button that answers nothing.
type ReactionView struct {
	Title   string
	Lines   []string
	Buttons []ReactionButton
	No      string
}

// ReactionButton is one reaction's button: what it does and a detail line.
type ReactionButton struct {
	Label, Detail string
}

// Present is r's words for the screens: every ruleset is a Presenter, with Plain's words
// where it says nothing itself (Base).
func Present(r Ruleset) Presenter { return r }

// Plain is the Presenter of a ruleset that words nothing itself: no counters, no resources,
// conditions by name, reactions by kind. Base embeds it, and rulesets fall back on its
// methods.
type Plain struct{}

// Counters lists none.
func (Plain) Counters(*Battle) []CounterView { return nil }

// Unit shows nothing more.
func (Plain) Unit(*Battle, *Unit) UnitView { return UnitView{} }

// PanelRows is 0.
func (Plain) PanelRows() int { return 0 }

// Condition writes the condition's name, its source for those someone imposes, its value and
// when it ends.
func (Plain) Condition(c Condition) (ConditionView, bool) {
	name := strings.ReplaceAll(c.Name, "_", " ")
	switch {
	case c.Source != "" && (c.Name == "grappled" || c.Name == "screened" || c.Name == "grabbed"):
		name += " by " + c.Source
	case c.Value != 0:
		name += fmt.Sprintf(" %+d", c.Value)
	}
	if e := EndsText(c.Ends); e != "" {
		name += " · " + e
	}
	return ConditionView{Text: name}, true
}

// Choice says nothing.
func (Plain) Choice(string, string) string { return "" }

// Reaction says what the prompt is about and names each reaction by its kind.
func (Plain) Reaction(_ *Battle, u *Unit, p Prompt, opts []Action) ReactionView {
	v := ReactionView{Title: "Reaction: " + u.Name, Lines: []string{PromptText(p)}, No: "No"}
	for _, o := range opts {
		bt := ReactionButton{Label: ReactionLabel(o)}
		if o.Kind == Opportunity {
			bt.Label = "Opportunity attack on " + o.Target
			bt.Detail = "A free basic melee attack with " + o.Weapon
		}
		v.Buttons = append(v.Buttons, bt)
	}
	return v
}

// EndsText says briefly when a condition ends: "this turn", "until next round"; "" for one
// that lasts.
func EndsText(e Ends) string {
	switch e {
	case EndOfTurn:
		return "this turn"
	case EndOfRound:
		return "this round"
	case StartOfTurn:
		return "until its turn"
	case StartOfRound:
		return "until next round"
	case Never, EndOfBattle:
		return ""
	}
	return string(e)
}

// PromptText says what a reaction prompt is about.
func PromptText(p Prompt) string {
	switch p.Kind {
	case PromptLeave:
		return p.Actor + " is leaving your reach."
	case PromptRolled:
		total := 0
		if p.Attack != nil {
			total = p.Attack.Total
		}
		return fmt.Sprintf("%s's attack on %s is rolled: %d.", p.Actor, p.Target, total)
	case PromptHit:
		return p.Actor + " has hit " + p.Target + "."
	case PromptMoved:
		return p.Actor + " has moved."
	case PromptCast:
		return p.Actor + " is casting a spell."
	}
	return p.Actor + " acts."
}

// ReactionLabel names a reaction for its button by its kind, target and weapon ("Total
// defense", "Snap Ghoul with sword").
func ReactionLabel(a Action) string {
	s := strings.ReplaceAll(a.Kind, "_", " ")
	if s != "" {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	if a.Target != "" {
		s += " " + a.Target
	}
	if a.Weapon != "" {
		s += " with " + a.Weapon
	}
	return s
}

package combat

// The action table: each ruleset's kinds of action (ActionKind), with what each means to a
// controller (Meaning), what it spends of a turn (Spend) and the rule it comes from
// (Citation). The listing of what a unit may do now (listing.go) is built on it.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Meaning is what an action kind means to a controller, so that the AI and the screens
// choose among any ruleset's actions without knowing its kinds' names. A ruleset gives each
// of its kinds one meaning; a kind no controller plays by its meaning is MeanOther. It is
// written as its name ("melee", "end turn").
type Meaning uint8

// The meanings. Each is one idea, shared by the rulesets that have it.
const (
	// MeanOther is a kind no controller plays by its meaning (maneuvers, items): the screens
	// offer it; the AI leaves it.
	MeanOther Meaning = iota
	// MeanEndTurn ends the unit's (or its side's) turn: the engine's EndTurn.
	MeanEndTurn
	// MeanMove moves the unit to a square by its normal movement (Delvers' run, 13th Age's
	// move action, d20's move, Realms' movement).
	MeanMove
	// MeanStep is a short move that draws no free attacks (d20's 5-ft step).
	MeanStep
	// MeanWithdraw gets the unit away from the foes next to it without their free attacks,
	// or readies that (Delvers' and 13th Age's disengage, d20's withdraw).
	MeanWithdraw
	// MeanMelee is a basic melee attack on one foe.
	MeanMelee
	// MeanRanged is a basic ranged attack (a shot, a throw or a spell) on a foe.
	MeanRanged
	// MeanGangUp is an attack that is better the more allies make it together (Delvers' swarm).
	MeanGangUp
	// MeanCharge moves and attacks in one action.
	MeanCharge
	// MeanFullAttack makes all of a creature's attacks, one at a time (d20's full attack).
	MeanFullAttack
	// MeanFinish is a blow against a helpless foe (a coup de grace).
	MeanFinish
	// MeanDefend gives up attacking for a better defence (total defense, fighting
	// defensively, Realms' defend).
	MeanDefend
	// MeanGuard protects an ally by standing by it (Delvers' screen).
	MeanGuard
	// MeanAid helps an ally's next attack (13th Age's combat assist, d20's aid another,
	// joining a Delvers swarm without striking).
	MeanAid
	// MeanRally heals the unit from reserves that come back after the battle (13th Age's
	// rally, which spends a recovery).
	MeanRally
	// MeanDrink heals the unit with something it uses up (drinking a healing potion).
	MeanDrink
	// MeanHealAlly gives a fallen or wounded ally hit points (feeding it a potion).
	MeanHealAlly
	// MeanStabilize keeps a dying ally from dying (first aid, a Heal check).
	MeanStabilize
	// MeanStandUp rises from prone.
	MeanStandUp
	// MeanReload readies a missile weapon to shoot again.
	MeanReload
	// MeanReady sets an attack to be made when a foe comes within reach later (13th Age's
	// readied attack; its choices say melee or ranged).
	MeanReady
	// MeanDelay gives up acting now to act later in the round (13th Age's delay, Delvers'
	// held action).
	MeanDelay
	// MeanLeave takes the unit off the map from an exit: gone, not dead.
	MeanLeave
	// MeanFlee ends the battle for the unit's whole side, which flees together (13th Age).
	MeanFlee
	// MeanInSpirit is what a fallen unit may still do (13th Age's fight in spirit).
	MeanInSpirit
	// MeanCounter is an attack at any moment, out of turn too, at the cost of the unit's
	// main action (Delvers' snap attack, offered as a foe's blow lands).
	MeanCounter
	// MeanReaction is taken only out of turn, when the game asks (an attack of opportunity,
	// an interception, a readied action going off, a choice made after the attack roll):
	// it is in the table so that a prompt's options can be named and explained, and is
	// never listed among a turn's actions.
	MeanReaction
)

// meaningNames are the meanings' names, in their order.
var meaningNames = [...]string{"", "end turn", "move", "step", "withdraw", "melee", "ranged", "gang up", "charge",
	"full attack", "finish", "defend", "guard", "aid", "rally", "drink", "heal ally", "stabilize", "stand up", "reload",
	"ready", "delay", "leave", "flee", "in spirit", "counter", "reaction"}

// String is the meaning's name ("" for MeanOther).
func (m Meaning) String() string {
	if int(m) < len(meaningNames) {
		return meaningNames[m]
	}
	return "meaning " + strconv.Itoa(int(m))
}

// MarshalText writes the meaning's name.
func (m Meaning) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a meaning's name.
func (m *Meaning) UnmarshalText(text []byte) error {
	i := slices.Index(meaningNames[:], string(text))
	if i < 0 {
		return fmt.Errorf("%q is not a meaning (meanings: %s)", text, strings.Join(meaningNames[1:], ", "))
	}
	*m = Meaning(i)
	return nil
}

// Choice is one form an action kind may take (Action.Choice): a shove's "prone" or "push".
// Meaning, when set, is what the form means to a controller instead of its kind's meaning
// (joining a swarm is aid; 13th Age's ready readies a melee or a ranged attack).
type Choice struct {
	Name    string  `json:"name"`
	Meaning Meaning `json:"meaning,omitempty"`
}

// Aim says what an action of a kind is aimed at.
type Aim string

// The aims.
const (
	AimNone      Aim = ""            // nothing: the unit itself, or a square
	AimEnemy     Aim = "enemy"       // a foe
	AimAlly      Aim = "ally"        // an active ally
	AimDownAlly  Aim = "downed ally" // an ally out of the fight but on the field
	AimAllyOrFoe Aim = "ally or foe" // an ally or a foe
	AimTurn      Aim = "turn"        // a unit whose turn it names (13th Age's delay)
)

// Need says whether an action of a kind takes a part (a square): no, it may, or it must.
type Need string

// The needs.
const (
	NeedNo   Need = ""
	NeedMay  Need = "may"
	NeedMust Need = "must"
)

// Spend is what an action takes of a unit's turn, in words every ruleset shares, so that a
// controller can tell, say, whether it may still attack after a move. It is written as its
// name ("action", "move").
type Spend uint8

// The spends.
const (
	// SpendNone: nothing of the turn (a free action).
	SpendNone Spend = iota
	// SpendAction: the turn's main action, the one attacks take (Delvers' main action, 13th
	// Age's standard action, d20's standard action).
	SpendAction
	// SpendMove: the turn's move action.
	SpendMove
	// SpendMinor: a lesser action besides those two (13th Age's quick action).
	SpendMinor
	// SpendTurn: the action and the move together (a charge, a coup de grace, a full attack).
	SpendTurn
)

// spendNames are the spends' names, in their order.
var spendNames = [...]string{"", "action", "move", "minor", "turn"}

// String is the spend's name ("" for SpendNone).
func (s Spend) String() string {
	if int(s) < len(spendNames) {
		return spendNames[s]
	}
	return "spend " + strconv.Itoa(int(s))
}

// MarshalText writes the spend's name.
func (s Spend) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a spend's name.
func (s *Spend) UnmarshalText(text []byte) error {
	i := slices.Index(spendNames[:], string(text))
	if i < 0 {
		return fmt.Errorf("%q is not a spend (spends: %s)", text, strings.Join(spendNames[1:], ", "))
	}
	*s = Spend(i)
	return nil
}

// Citation names a section of a rule text, the source of a rule.
type Citation struct {
	// Text is the rule text's file ("delvers-combat.md").
	Text string `json:"text"`
	// Section is the section's name as the text heads it ("Charge"), with a detail after it
	// when the rule is one entry of the section ("Conditions (Stuck)").
	Section string `json:"section"`
}

// String writes the citation as errors and code comments do: `delvers-combat.md "Charge"`.
func (c Citation) String() string { return c.Text + ` "` + c.Section + `"` }

// ParseCitations reads the citations of a rule as RuleError.Rule writes them:
// `TEXT "SECTION"[ DETAIL]`, several joined by "; ". A part without a quoted section is a
// section of no known text (the engine's own rules: "turn order").
func ParseCitations(rule string) []Citation {
	var out []Citation
	for part := range strings.SplitSeq(rule, "; ") {
		text, rest, ok := strings.Cut(part, ` "`)
		if !ok {
			out = append(out, Citation{Section: part})
			continue
		}
		section, detail, _ := strings.Cut(rest, `"`)
		out = append(out, Citation{Text: text, Section: section + detail})
	}
	return out
}

// Sections writes the sections of citations as players read them: "Flee; Retreat (Party
// Action)".
func Sections(cs []Citation) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(c.Section)
	}
	return b.String()
}

// ActionKind is one row of a ruleset's action table: what the kind is called, what it
// spends, the rule it comes from, what it is aimed at and what it means to a controller. A
// ruleset's table has a fixed order, and a kind keeps its place in it, so the screens give
// each kind the same key all battle long.
type ActionKind struct {
	// Kind is the kind's id as Action.Kind names it ("melee", "charge").
	Kind string `json:"kind"`
	// Label is the kind's name for a button ("Melee attack").
	Label string `json:"label"`
	// Meaning is what it means to a controller.
	Meaning Meaning `json:"meaning,omitempty"`
	// Spend is what it takes of the turn; Cost says it in the ruleset's words ("main",
	// "move", "standard", "varies").
	Spend Spend  `json:"spend,omitempty"`
	Cost  string `json:"cost"`
	// Cites are the rules it comes from, by the sections of their texts.
	Cites []Citation `json:"cites"`
	// Summary says in a line what the action does.
	Summary string `json:"summary"`
	// Provokes says whether it draws free attacks: "yes", "no" or "sometimes".
	Provokes string `json:"provokes"`
	// Aim is what units it is aimed at (Action.Target); AnyTarget is set when it may also be
	// aimed at no one in particular (13th Age's ready: whichever foe comes).
	Aim       Aim  `json:"aim,omitempty"`
	AnyTarget bool `json:"any_target,omitempty"`
	// Square says whether it takes a square (Action.Path): a move's end, a push's square, a
	// charge's end, the square to screen from.
	Square Need `json:"square,omitempty"`
	// Weapon is set when it is made with a weapon, item or power the action names
	// (Action.Weapon).
	Weapon bool `json:"weapon,omitempty"`
	// Choices are the forms the kind may take (Action.Choice).
	Choices []Choice `json:"choices,omitempty"`
	// Rare kinds are seldom used; a screen may put them behind one button.
	Rare bool `json:"rare,omitempty"`
	// OutOfTurn is set for kinds taken at any moment, out of turn too (Delvers' instants).
	OutOfTurn bool `json:"out_of_turn,omitempty"`
	// OutOfFight is set for kinds a unit out of the fight (down, dead or fled) may take too
	// (13th Age's fight in spirit): Check hands them to the ruleset instead of refusing them
	// for the unit's status.
	OutOfFight bool `json:"out_of_fight,omitempty"`
}

// Rule writes the kind's sections as players read them ("Charge").
func (k *ActionKind) Rule() string { return Sections(k.Cites) }

// ChoiceMeaning is what an action of the kind with the choice means: the choice's meaning
// if it has one, else the kind's.
func (k *ActionKind) ChoiceMeaning(choice string) Meaning {
	for _, c := range k.Choices {
		if c.Name == choice && c.Meaning != MeanOther {
			return c.Meaning
		}
	}
	return k.Meaning
}

// endTurnKind is the engine's row of every table: ending the turn.
var endTurnKind = ActionKind{Kind: EndTurn, Label: "End turn", Meaning: MeanEndTurn, Cost: "free", Provokes: "no",
	Summary: "End this turn: the next in the order acts."}

// Kinds is the battle's action table: the ruleset's kinds in their order, then the
// engine's end of turn.
func (b *Battle) Kinds() []ActionKind {
	if b.kinds == nil {
		b.kinds = append(append([]ActionKind(nil), b.Rules.Kinds()...), endTurnKind)
	}
	return b.kinds
}

// Kind returns the table row of a kind, if the battle's table has it.
func (b *Battle) Kind(kind string) (*ActionKind, bool) {
	ks := b.Kinds()
	for i := range ks {
		if ks[i].Kind == kind {
			return &ks[i], true
		}
	}
	return nil, false
}

// MeaningOf is what an action means to a controller: its choice's meaning, or its kind's
// (MeanOther for a kind the table does not have).
func (b *Battle) MeaningOf(a Action) Meaning {
	if k, ok := b.Kind(a.Kind); ok {
		return k.ChoiceMeaning(a.Choice)
	}
	return MeanOther
}

package combat

// The listing of legal actions: a ruleset's action table (ActionKind, with what each kind
// means to a controller) and, for a unit at a moment, every legal complete action (Legal)
// with its cost, what it provokes and its preview, or for each kind the rule that says why
// it has none. The screens, the AI, scenarios and tests choose from this list; Do checks again.

import "skirmish/grid"

// Meaning is what an action kind means to a controller, so that the AI and the screens
// choose among any ruleset's actions without knowing its kinds' names. A ruleset gives each
// of its kinds one meaning; a kind with no meaning a controller plays is MeanOther.
type Meaning string

// The meanings. Each is one idea, shared by the rulesets that have it.
const (
	// MeanOther is a kind no controller plays by its meaning (maneuvers, items): the screens
	// offer it; the AI leaves it.
	MeanOther Meaning = ""
	// MeanEndTurn ends the unit's (or its side's) turn.
	MeanEndTurn Meaning = "end turn"
	// MeanMove moves the unit to a square by its normal movement (Delvers' and 13th Age's move,
	// d20's move and run, Realms' movement).
	MeanMove Meaning = "move"
	// MeanStep is a short move that draws no free attacks (d20's 5-ft step).
	MeanStep Meaning = "step"
	// MeanWithdraw moves away from the foes next to the unit without their free attacks, or
	// readies that (Delvers' disengage, d20's withdraw, Realms' defend and withdraw).
	MeanWithdraw Meaning = "withdraw"
	// MeanMelee is a basic melee attack on one foe.
	MeanMelee Meaning = "melee"
	// MeanRanged is a basic ranged attack (shot, throw or spell) on one foe.
	MeanRanged Meaning = "ranged"
	// MeanGangUp is an attack that is better the more allies make it together (Delvers' swarm).
	MeanGangUp Meaning = "gang up"
	// MeanCharge moves and attacks in one action.
	MeanCharge Meaning = "charge"
	// MeanFullAttack makes all of a creature's attacks, one at a time (d20's full attack).
	MeanFullAttack Meaning = "full attack"
	// MeanPower is an attack by a named power or spell beyond the basic ones (13th Age's
	// powers, a d20 spell), with its own estimate.
	MeanPower Meaning = "power"
	// MeanFinish is a blow against a helpless foe (a coup de grace).
	MeanFinish Meaning = "finish"
	// MeanDefend gives up attacking for a better defence (total defense, fighting
	// defensively, Realms' defend).
	MeanDefend Meaning = "defend"
	// MeanGuard protects an ally (Delvers' screen).
	MeanGuard Meaning = "guard"
	// MeanAid helps an ally's next attack or defence (13th Age's combat assist, d20's aid
	// another).
	MeanAid Meaning = "aid"
	// MeanHealSelf gives the unit back hit points (a rally, drinking a potion).
	MeanHealSelf Meaning = "heal self"
	// MeanHealAlly gives a fallen or wounded ally hit points (feeding a potion).
	MeanHealAlly Meaning = "heal ally"
	// MeanStabilize keeps a dying ally from dying (first aid, a Heal check).
	MeanStabilize Meaning = "stabilize"
	// MeanStandUp rises from prone.
	MeanStandUp Meaning = "stand up"
	// MeanReload readies a missile weapon to shoot again.
	MeanReload Meaning = "reload"
	// MeanReady sets an action to be taken when something happens later (a readied attack,
	// held or at-the-ready actions).
	MeanReady Meaning = "ready"
	// MeanDelay moves the unit's turn later in the order.
	MeanDelay Meaning = "delay"
	// MeanLeave takes the unit off the map from an exit: gone, not dead.
	MeanLeave Meaning = "leave"
	// MeanFlee ends the battle for the unit's whole side, which flees together (13th Age).
	MeanFlee Meaning = "flee"
	// MeanInSpirit is what a fallen unit may still do (13th Age's fight in spirit).
	MeanInSpirit Meaning = "in spirit"
	// MeanReaction is taken only out of turn, when the game asks (an attack of opportunity,
	// an interrupt): never listed among a turn's actions.
	MeanReaction Meaning = "reaction"
)

// Aim says what an action of a kind is aimed at.
type Aim string

// The aims.
const (
	AimNone      Aim = ""            // nothing: the unit itself
	AimEnemy     Aim = "enemy"       // an active foe
	AimAlly      Aim = "ally"        // an active ally
	AimDownAlly  Aim = "downed ally" // an ally out of the fight but on the field
	AimAnyUnit   Aim = "unit"        // any unit (a confused attacker's)
	AimSquare    Aim = "square"      // a square only (a move)
	AimAllyOrFoe Aim = "ally or foe" // an ally or a foe (an aid, a potion)
)

// ActionKind is one row of a ruleset's action table: what the kind is called, what it costs,
// the rule it comes from and what it means to a controller. A ruleset's table has a fixed
// order, and a kind keeps its place in it, so the screens give each kind the same key all
// battle long.
type ActionKind struct {
	// Kind is the kind's id as Action.Kind names it ("melee", "charge").
	Kind string `json:"kind"`
	// Label is the kind's name for a button ("Melee attack").
	Label string `json:"label"`
	// Meaning is what it means to a controller.
	Meaning Meaning `json:"meaning,omitempty"`
	// Cost is what it spends, in the ruleset's words ("main", "move", "standard", "3 points").
	Cost string `json:"cost"`
	// Rule cites the rule by its text's section name ("Charge", "Attacks of Opportunity").
	Rule string `json:"rule"`
	// Summary says in a line what the action does.
	Summary string `json:"summary"`
	// Provokes says whether it draws free attacks: "yes", "no" or "sometimes".
	Provokes string `json:"provokes"`
	// Aim is what it is aimed at; Square is set when it also needs a square (a move's end, a
	// push's square, a charge's end).
	Aim    Aim  `json:"aim,omitempty"`
	Square bool `json:"square,omitempty"`
	// Choices are the forms the kind may take (Action.Choice): a shove's "prone" or "push".
	Choices []string `json:"choices,omitempty"`
	// Rare kinds are seldom used; a screen may put them behind one button.
	Rare bool `json:"rare,omitempty"`
	// OutOfTurn is set for kinds taken at any moment, out of turn too (Delvers' instants).
	OutOfTurn bool `json:"out_of_turn,omitempty"`
}

// Preview is what a listed action is expected to do, by the ruleset's own odds and without
// rolling: the same computation the action resolves with (from its end square, with its
// weapon and choice).
type Preview struct {
	Estimate
	// Cover is the cover the attack's target has from where the attack is made; CoverNone for
	// actions that are not attacks.
	Cover grid.Cover `json:"cover,omitempty"`
	// Feet is a move's cost in feet of movement.
	Feet int `json:"feet,omitempty"`
	// Terms are what the attack roll adds up, as the roll will show them ("level +2",
	// "half cover −2"), and To is what it rolls against ("AC 15"); empty when not an attack.
	Terms []Term `json:"terms,omitempty"`
	To    string `json:"to,omitempty"`
}

// Legal is one legal complete action of a unit now, with what a controller needs to show it
// and choose it.
type Legal struct {
	// Action is the action, complete: Do accepts it as it is.
	Action Action `json:"action"`
	// Label tells it apart from the other actions of its kind and target, when there are
	// several ("with longbow", "push to (4,5)", "strike"); empty when it is the only one.
	Label string `json:"label,omitempty"`
	// Cost is what it spends when that differs from its kind's cost ("main as a second move",
	// "0 points: a 5-ft step"); empty when it is the kind's.
	Cost string `json:"cost,omitempty"`
	// Provokes names the units whose free attacks or reactions it draws, in the order they
	// come; empty when none.
	Provokes []string `json:"provokes,omitempty"`
	// Preview is its expected outcome.
	Preview Preview `json:"preview"`
}

// KindState is one kind of the table as it stands for a unit now: Err says why it has no
// legal action (nil when it has some).
type KindState struct {
	ActionKind
	Err *RuleError `json:"error,omitempty"`
}

// Listing is what a unit may do now: every kind of the ruleset's table in its order, each
// with why it is not available, and every legal complete action, grouped by kind in the
// table's order. A Listing may be reused: List cuts its lists to zero and refills them.
type Listing struct {
	Unit    string      `json:"unit"`
	Kinds   []KindState `json:"kinds"`
	Actions []Legal     `json:"actions"`
}

// Of returns the listed actions of one kind (a sub-slice of Actions).
func (l *Listing) Of(kind string) []Legal {
	from := -1
	for i := range l.Actions {
		if l.Actions[i].Action.Kind == kind {
			if from < 0 {
				from = i
			}
		} else if from >= 0 {
			return l.Actions[from:i]
		}
	}
	if from < 0 {
		return nil
	}
	return l.Actions[from:]
}

// Kind returns the state of one kind, if the table has it.
func (l *Listing) Kind(kind string) (KindState, bool) {
	for _, k := range l.Kinds {
		if k.Kind == kind {
			return k, true
		}
	}
	return KindState{}, false
}

// Find returns the listed action equal to a, if any: the way to ask whether an action a
// controller composed is one the listing allows.
func (l *Listing) Find(a Action) (Legal, bool) {
	for _, x := range l.Actions {
		if x.Action.Equal(a) {
			return x, true
		}
	}
	return Legal{}, false
}

// Equal reports whether two actions are the same action.
func (a Action) Equal(o Action) bool {
	if a.Kind != o.Kind || a.Unit != o.Unit || a.Target != o.Target || a.Weapon != o.Weapon || a.Option != o.Option || len(a.Path) != len(o.Path) {
		return false
	}
	for i := range a.Path {
		if a.Path[i] != o.Path[i] {
			return false
		}
	}
	return true
}

// Lister is the listing half of the seam: the action table and the legal actions now. It
// joins Ruleset once every ruleset fills it (issue: the action seam).
type Lister interface {
	// Kinds is the ruleset's action table, in its fixed order.
	Kinds() []ActionKind
	// List fills dst with what u may do now: every kind of the table with why it has no
	// legal action, and every legal complete action. With only non-empty, it lists the
	// actions of kinds with those meanings only (the AI asks for what it plays), though
	// dst.Kinds still holds every kind.
	List(b *Battle, u *Unit, dst *Listing, only []Meaning)
}

package combat

// The listing of legal actions: for a unit at a moment, every legal complete action (Legal)
// with what it spends, what it provokes and its preview, and for each kind of the table the
// rule that says why it has none. The screens, the AI, scenarios and tests choose from this
// list; Do checks again.

import (
	"fmt"
	"iter"
	"slices"

	"skirmish/grid"
)

// Preview is what a listed attack or heal is expected to do, by the ruleset's own odds and
// without rolling: worked out by the code the action resolves with, from where it is made
// (a charge's end square), with its weapon and choice.
type Preview struct {
	// Estimate is the attack's or the heal's expected outcome.
	Estimate
	// Foes is how many foes an attack goes at (0 for a heal).
	Foes int `json:"foes,omitempty"`
	// Cover is the cover the attack's target has from where the attack is made.
	Cover grid.Cover `json:"cover,omitempty"`
	// Terms are the attack roll's modifiers after the d20, as the roll will show them
	// ("level +2", "half cover −2"), and Defense what it rolls against ("AC 15"), for the
	// first target; empty when the action is no attack roll.
	Terms   []Term `json:"terms,omitempty"`
	Defense []Term `json:"defense,omitempty"`
	// Effects are the conditions the action is expected to leave (13th Age's dazed on a
	// natural even hit), on its targets or on the unit itself.
	Effects []Effect `json:"effects,omitempty"`
	// Odds, for rulesets whose damage comes in few points (Realms' body points, a point for
	// each die of the pool that hits), is the chance of each amount of damage to the first
	// target: Odds[k] is the chance of exactly k, from 0 to Max; empty where the ruleset does
	// not give it. It is kept in the listing's memory (KeepOdds).
	Odds []float64 `json:"odds,omitempty"`
	// Area is the cells an area attack holds (grid.Map.AreaCells), and Caught every unit in
	// them, friends too (friendly fire), with its odds; empty for other actions.
	Area   []grid.Pos `json:"area,omitempty"`
	Caught []Caught   `json:"caught,omitempty"`
}

// Caught is a unit in an area attack's cells, with what the attack is expected to do to it.
type Caught struct {
	Unit string `json:"unit"`
	// Friend marks a unit of the attacker's own side (the attacker too).
	Friend bool `json:"friend,omitempty"`
	// Cover is its cover from the area's origin.
	Cover grid.Cover `json:"cover,omitempty"`
	// Chance is the chance the attack harms it (its save fails), Damage the damage expected
	// and Kill the chance it is taken out of the fight.
	Chance float64 `json:"chance"`
	Damage float64 `json:"damage"`
	Kill   float64 `json:"kill,omitempty"`
}

// Effect is a condition an action is expected to leave on a unit.
type Effect struct {
	Unit      string `json:"unit"`
	Condition string `json:"condition"`
	// Chance is the chance it does (counting only the rolls that leave the unit standing).
	Chance float64 `json:"chance"`
	// Turns is how many of the unit's turns it is expected to last (for a condition the
	// actor gives itself, how many of its foes' turns).
	Turns float64 `json:"turns"`
}

// Legal is one legal complete action of a unit now, with what a controller needs to show it
// and choose it.
type Legal struct {
	// Action is the action, complete: Do accepts it as it is.
	Action Action `json:"action"`
	// Meaning is its kind's meaning.
	Meaning Meaning `json:"meaning,omitempty"`
	// Default marks the form Do takes for the action that names only its kind, target and
	// choice (no weapon and no square): the weapon the ruleset would pick, the nearest end of
	// a charge. A controller that leaves those to the ruleset takes it.
	Default bool `json:"default,omitempty"`
	// Spend is what it takes of the turn now: its kind's, or more when a larger action pays
	// for it (Delvers' main action spent as a second move).
	Spend Spend `json:"spend,omitempty"`
	// Cost says so in the ruleset's words when it differs from its kind's cost ("main as a
	// second move", "free with Shoot-1"); empty when it is the kind's.
	Cost string `json:"cost,omitempty"`
	// Left is how many times the unit can still take it, this one included, when it uses
	// something up (the healing potions it carries); 0 when nothing is used up.
	Left int `json:"left,omitempty"`
	// Feet is what it costs in feet of movement (a move's, a charge's line, a screen's move).
	Feet int `json:"feet,omitempty"`
	// Provokes names the units whose free attacks it draws, in the order they come (a
	// move's attacks of opportunity along its path); empty when none.
	Provokes []string `json:"provokes,omitempty"`
	// Preview is its expected outcome when it attacks or heals; nil when it does neither.
	Preview *Preview `json:"preview,omitempty"`
}

// Label tells the action apart from the others of its kind and target: its choice, its
// weapon and its square ("push with spear to (4,5)"); empty when it has none of them.
func (x *Legal) Label() string {
	a := &x.Action
	s := a.Choice
	if a.Weapon != "" {
		if s != "" {
			s += " "
		}
		s += "with " + a.Weapon
	}
	if len(a.Path) > 0 {
		if s != "" {
			s += " "
		}
		s += fmt.Sprintf("to %v", a.Path[len(a.Path)-1])
	}
	return s
}

// KindState is one kind of the table as it stands for a unit now: Err says why it has no
// legal action (nil when it has some). Its ActionKind is the ruleset's row itself: read it,
// never change it.
type KindState struct {
	*ActionKind
	Err *RuleError `json:"error,omitempty"`
}

// Listing is what a unit may do now: the kinds of the battle's table in their order, each
// with why it is not available, and every legal complete action, grouped by kind in the
// table's order. Within a kind the actions go by target, then by the form the ruleset takes
// by default first (Legal.Default), then the other weapons, choices and squares.
//
// A Listing is built by Battle.List and may be reused: List cuts its lists to zero and
// refills them in the same memory, the lists of its Legals too (an action's Path,
// Provokes, the preview's terms), so that listing over and over allocates little. What is
// read from a Listing is good until the next List into it: to keep an action longer, keep
// Action.Clone() (Do keeps its own copy of the actions it is given).
type Listing struct {
	Unit    string      `json:"unit"`
	Kinds   []KindState `json:"kinds"`
	Actions []Legal     `json:"actions"`

	// the memory the actions' lists are kept in, reused from listing to listing
	names    []string
	terms    []Term
	effects  []Effect
	paths    []grid.Pos
	odds     []float64
	previews []Preview
	route    []grid.Pos // a move's route, asked of a Provoker (ProvokedAt)
	alone    []string   // the lone threat's list, once made (ProvokedAt)
}

// ListFor says what a listing is for.
type ListFor struct {
	// Meanings, when not empty, limits the listing to the kinds of these meanings (the AI
	// asks for what it plays), in Kinds and in Actions.
	Meanings []Meaning
	// Defaults limits the actions that differ only in their weapon or square to the one the
	// ruleset takes by itself (Legal.Default): a controller that leaves those to the ruleset
	// asks for these only, which is quicker. Kinds without such a form (a move) list all,
	// and so do the kinds of the meanings in Every (a controller that weighs each power of
	// its attacks itself, and leaves the rest to the ruleset).
	Defaults bool
	Every    []Meaning
}

// Wants reports whether a listing for f lists kind k: every kind when f names no meanings.
func (f ListFor) Wants(k *ActionKind) bool {
	return len(f.Meanings) == 0 || slices.Contains(f.Meanings, k.Meaning)
}

// DefaultsOf reports whether a listing for f lists only the default forms of kind k.
func (f ListFor) DefaultsOf(k *ActionKind) bool {
	return f.Defaults && !slices.Contains(f.Every, k.Meaning)
}

// List fills dst with what u may do now: every kind of the battle's table with why it has
// no legal action, and every legal complete action (Listing). With only given, it lists the
// kinds of those meanings alone. Every listed action passes Check as it is; the rule a
// ruleset follows where the legal actions are too many to list (a thrown charge's end
// squares) is its own, and Check keeps to it too (docs/architecture.md, "The listing").
func (b *Battle) List(u *Unit, dst *Listing, only ...Meaning) {
	b.ListFor(u, dst, ListFor{Meanings: only})
}

// ListDefaults is List of the forms the ruleset takes by itself only (ListFor.Defaults).
func (b *Battle) ListDefaults(u *Unit, dst *Listing, only ...Meaning) {
	b.ListFor(u, dst, ListFor{Meanings: only, Defaults: true})
}

// ListFor fills dst with what u may do now, as f says (List).
func (b *Battle) ListFor(u *Unit, dst *Listing, f ListFor) {
	dst.Unit = ""
	dst.Kinds, dst.Actions = dst.Kinds[:0], dst.Actions[:0]
	dst.names, dst.terms, dst.effects, dst.paths, dst.previews = dst.names[:0], dst.terms[:0], dst.effects[:0], dst.paths[:0], dst.previews[:0]
	dst.odds = dst.odds[:0]
	dst.alone = nil
	if u == nil {
		return
	}
	dst.Unit = u.Name
	var gate *RuleError
	switch {
	case b.Over:
		gate = Refuse("battle", "the battle is over")
	case len(b.Log) == 0:
		gate = Refuse("battle", "the battle has not started")
	}
	if gate != nil {
		ks := b.Kinds()
		for i := range ks {
			if f.Wants(&ks[i]) {
				dst.Kinds = append(dst.Kinds, KindState{ActionKind: &ks[i], Err: gate})
			}
		}
		return
	}
	b.Rules.List(b, u, dst, f)
	if !f.Wants(&endTurnKind) {
		return
	}
	st := KindState{ActionKind: &endTurnKind}
	if b.InTurnNow(u) {
		dst.Add(Action{Kind: EndTurn, Unit: u.Name}, MeanEndTurn, SpendNone, true)
	} else if _, ok := b.Current(); ok {
		st.Err = Refuse("turn order", "it is not %s's turn", u.Name)
	} else {
		st.Err = Refuse("turn order", "no turn is in progress")
	}
	dst.Kinds = append(dst.Kinds, st)
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

// With yields the listed actions of a meaning, in order.
func (l *Listing) With(m Meaning) iter.Seq[*Legal] {
	return func(yield func(*Legal) bool) {
		for i := range l.Actions {
			if l.Actions[i].Meaning == m && !yield(&l.Actions[i]) {
				return
			}
		}
	}
}

// Has reports whether some listed action has the meaning.
func (l *Listing) Has(m Meaning) bool {
	for range l.With(m) {
		return true
	}
	return false
}

// Kind returns the state of one kind, if the listing has it.
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
func (l *Listing) Find(a Action) (*Legal, bool) {
	for i := range l.Actions {
		if l.Actions[i].Action.Equal(a) {
			return &l.Actions[i], true
		}
	}
	return nil, false
}

// Clone is a copy of the action that shares no memory with it (its Path), to keep one read
// from a Listing past the next List.
func (a Action) Clone() Action {
	a.Path = slices.Clone(a.Path)
	return a
}

// Equal reports whether two actions are the same action.
func (a Action) Equal(o Action) bool {
	return a.Kind == o.Kind && a.Unit == o.Unit && a.Target == o.Target && a.Weapon == o.Weapon &&
		a.Choice == o.Choice && slices.Equal(a.Path, o.Path)
}

// The rest is for rulesets filling a listing (Ruleset.List).

// Add appends a legal action and returns it, to be filled in; the pointer is good until the
// next Add.
func (l *Listing) Add(a Action, m Meaning, spend Spend, def bool) *Legal {
	n := len(l.Actions)
	if n < cap(l.Actions) {
		l.Actions = l.Actions[:n+1]
	} else {
		l.Actions = append(l.Actions, Legal{})
	}
	x := &l.Actions[n]
	*x = Legal{Action: a, Meaning: m, Spend: spend, Default: def}
	return x
}

// KeepNames copies names into the listing's memory, for a Legal's Provokes.
func (l *Listing) KeepNames(names ...string) []string {
	if len(names) == 0 {
		return nil
	}
	from := len(l.names)
	l.names = append(l.names, names...)
	return l.names[from:len(l.names):len(l.names)]
}

// Previewed gives x a preview, empty, kept in the listing's memory, and returns it to be
// filled in.
func (l *Listing) Previewed(x *Legal) *Preview {
	l.previews = append(l.previews, Preview{})
	x.Preview = &l.previews[len(l.previews)-1]
	return x.Preview
}

// Path is a path of the squares given, kept in the listing's memory, for a Legal's action.
func (l *Listing) Path(squares ...grid.Pos) []grid.Pos {
	from := len(l.paths)
	l.paths = append(l.paths, squares...)
	return l.paths[from:len(l.paths):len(l.paths)]
}

// KeepTerms copies terms into the listing's memory, for a Preview's Terms and Defense.
func (l *Listing) KeepTerms(ts []Term) []Term {
	if len(ts) == 0 {
		return nil
	}
	from := len(l.terms)
	l.terms = append(l.terms, ts...)
	return l.terms[from:len(l.terms):len(l.terms)]
}

// KeepOdds copies the chances of each amount of damage into the listing's memory, for a
// Preview's Odds.
func (l *Listing) KeepOdds(odds []float64) []float64 {
	if len(odds) == 0 {
		return nil
	}
	from := len(l.odds)
	l.odds = append(l.odds, odds...)
	return l.odds[from:len(l.odds):len(l.odds)]
}

// KeepEffects copies effects into the listing's memory, for a Preview's Effects.
func (l *Listing) KeepEffects(es []Effect) []Effect {
	if len(es) == 0 {
		return nil
	}
	from := len(l.effects)
	l.effects = append(l.effects, es...)
	return l.effects[from:len(l.effects):len(l.effects)]
}

// A Provoker is a ruleset's lister as ProvokedAt and AddMoves see it, under rules where
// leaving the squares beside a foe draws its attack (Delvers' free attacks, 13th Age's
// opportunity attacks).
type Provoker interface {
	// Threats are the foes beside the mover, where it stands, whose attacks leaving them
	// draws.
	Threats() []*Unit
	// Provoked names those of Threats a move along route (its steps) draws, in the order
	// they come, kept in the listing's memory (KeepNames).
	Provoked(route []grid.Pos) []string
}

// ProvokedAt names the foes a move to p by the way r found draws: none without threats; the
// lone threat when p is out of its reach, as every way there leaves it (one list for every
// such square); else what pr says of the route.
func (l *Listing) ProvokedAt(pr Provoker, r *grid.Reach, p grid.Pos) []string {
	threat := pr.Threats()
	switch {
	case len(threat) == 0:
		return nil
	case len(threat) == 1 && !r.Map().Adjacent(threat[0].Pos, p):
		if l.alone == nil {
			l.alone = l.KeepNames(threat[0].Name)
		}
		return l.alone
	}
	l.route = r.AppendRoute(l.route[:0], p)
	return pr.Provoked(l.route)
}

// AddMoves adds a move of kind k by u to each square r reaches but its own, its path the
// square alone (the ruleset walks r's way there), with spend, cost and its Feet and, when
// pr is not nil, the foes it draws (ProvokedAt).
func (l *Listing) AddMoves(k *ActionKind, u *Unit, r *grid.Reach, spend Spend, cost string, pr Provoker) {
	from := len(l.paths)
	l.paths = r.AppendSquares(l.paths)
	squares := l.paths[from:len(l.paths):len(l.paths)] // each move's path is cut from these
	for i, p := range squares {
		if p == u.Pos {
			continue
		}
		x := l.Add(Action{Kind: k.Kind, Unit: u.Name, Path: squares[i : i+1 : i+1]}, k.Meaning, spend, false)
		x.Cost = cost
		x.Feet, _ = r.Cost(p)
		if pr != nil {
			x.Provokes = l.ProvokedAt(pr, r, p)
		}
	}
}

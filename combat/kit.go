package combat

// The ruleset kit's action table: the plumbing every ruleset shares around its kinds of action
// (Table): the rows controllers read, the lookup by kind and the refusal of a kind the ruleset
// does not have, the gate before each kind's own check, the dispatch to each kind's resolver,
// and the listing loop (Ruleset.Kinds, Check, Do and List). A ruleset writes its rows, each
// with its own check, resolver and lister, and the few parts that are its rules: what a turn
// may spend (its gate), what its costs are in shared terms, what every action does around its
// own resolver.

import (
	"strings"
	"sync"
)

// Kind is one row of a ruleset's action table: the kind as controllers read it (ActionKind),
// what it costs in the ruleset's own terms, and how the ruleset checks, resolves and lists it.
// L is the ruleset's lister, C its cost (Delvers' action type "main", d20's combat points).
type Kind[L Lister, C any] struct {
	ActionKind
	// Pay is what the kind costs in the ruleset's terms; the table's gate reads it, and
	// TableSpec.Pays words it in shared terms (Spend, Cost).
	Pay C
	// Rule cites the rules the kind comes from, as refusals write them (`TEXT "Section"`,
	// several joined by "; "); the table reads the row's Cites from it.
	Rule string
	// Check refuses an action of the kind that u may not take now, with the rule it breaks;
	// nil for one it may. The table has checked the turn and the cost (TableSpec.Gate).
	Check func(b *Battle, u *Unit, a Action) *RuleError
	// Do resolves a checked action.
	Do func(b *Battle, u *Unit, a Action)
	// List adds the kind's legal actions to the listing through ls and returns why there are
	// none (nil: the table says the unit has none to take now). A row without List is a
	// reaction, taken only when the game asks: its Check refuses it as an action, and a
	// listing gives that refusal.
	List func(ls L, k *Kind[L, C]) *RuleError
	// Asked, for a reaction, says in the player's words when the game asks for it
	// ("attacks of opportunity are taken only as a foe flees, when the game asks"): the
	// table's Check refuses it as an action with these words, citing Rule, where the row has
	// no Check of its own.
	Asked string
	// Hidden rows are not in the table controllers read (Kinds) nor in listings: a kind the
	// text has but a battle never allows, kept so that Check names its rule (Delvers'
	// execution attack).
	Hidden bool
}

// Lister is a ruleset's lister as the table's listing loop drives it: what one listing of a
// unit's actions works out once and shares between its kinds. A ruleset's lister embeds
// Listed, and writes its own Start where it has more to ready than Listed's.
type Lister interface {
	// Start readies the lister to list u's actions into dst.
	Start(b *Battle, u *Unit, dst *Listing)
	// Done lets go of what the listing borrowed; the table keeps the lister for the next.
	Done()
	listed() *Listed
}

// Listed is the part of a ruleset's lister the table fills: the battle, the unit whose
// actions are listed, the listing, and whether the kind being listed lists its default forms
// only (ListFor.DefaultsOf).
type Listed struct {
	B        *Battle
	U        *Unit
	L        *Listing
	Defaults bool
}

// Start readies the lister to list u's actions into dst (Lister).
func (l *Listed) Start(b *Battle, u *Unit, dst *Listing) { l.B, l.U, l.L = b, u, dst }

// Done lets go of the battle (Lister).
func (l *Listed) Done() { l.B, l.U, l.L = nil, nil, nil }

// listed is the Listed of a ruleset's lister.
func (l *Listed) listed() *Listed { return l }

// TableSpec is what a table needs of its ruleset besides its rows.
type TableSpec[L Lister, C any] struct {
	// Ruleset names the ruleset in the refusal of a kind it does not have (`"fly" is not a
	// Delvers action (actions: …)`); Rule is the rule that refusal cites.
	Ruleset, Rule string
	// Aliases are the older names of kinds, still read (13th Age's "run" is its move), so
	// that saves and scenarios that say them play as they did.
	Aliases map[string]string
	// Pays completes a row from its Pay: its Spend and Cost in shared terms and in the
	// ruleset's words. Nil where the rows say them.
	Pays func(k *Kind[L, C])
	// Gate refuses an action of kind k that an active u may not take now whatever its target
	// and form: not its turn, or what the kind costs spent (Delvers' main action, d20's
	// points). It comes after the engine's checks and before the kind's own Check, and once
	// per kind in a listing. Reactions and kinds taken out of the fight skip it.
	Gate func(b *Battle, u *Unit, k *Kind[L, C]) *RuleError
	// Resolve resolves a checked action of kind k around its Do: what every action of the
	// ruleset does besides (Realms spends the turn's action first; 13th Age and d20 let go
	// of the grabs and holds an action broke after). Nil: k.Do alone.
	Resolve func(b *Battle, u *Unit, k *Kind[L, C], a Action)
	// NewLister makes a lister (the table keeps spent ones for the next listing).
	NewLister func() L
}

// Table is a ruleset's action table with the plumbing every ruleset shares: a ruleset embeds
// it through its Kit (its Kinds, Check, Do and List are the Ruleset's) and writes only its
// rows and its spec.
type Table[L Lister, C any] struct {
	spec  TableSpec[L, C]
	rows  []Kind[L, C]
	kinds []ActionKind // the rows controllers read, in order
	names string       // the kinds a unit may choose, for the refusal of an unknown one
	pool  sync.Pool
}

// NewTable makes a ruleset's table of rows, in the order the screens show them (the kinds
// that are only reactions last), completing each row's citations from its Rule and, with
// spec.Pays, its cost in shared terms.
func NewTable[L Lister, C any](spec TableSpec[L, C], rows []Kind[L, C]) *Table[L, C] {
	t := &Table[L, C]{spec: spec, rows: rows}
	var names []string
	for i := range t.rows {
		k := &t.rows[i]
		k.Cites = ParseCitations(k.Rule)
		if k.Check == nil {
			rule, asked := k.Rule, k.Asked
			k.Check = func(*Battle, *Unit, Action) *RuleError { return Refuse(rule, "%s", asked) }
		}
		if spec.Pays != nil {
			spec.Pays(k)
		}
		if !k.Hidden {
			t.kinds = append(t.kinds, k.ActionKind)
		}
		if k.List != nil {
			names = append(names, k.Kind)
		}
	}
	t.names = strings.Join(names, ", ")
	t.pool.New = func() any { return spec.NewLister() }
	return t
}

// Kinds is the action table as controllers read it (Ruleset.Kinds): every row but the hidden
// ones, in order.
func (t *Table[L, C]) Kinds() []ActionKind { return t.kinds }

// Row returns the table's row of a kind (or of the kind an alias names).
func (t *Table[L, C]) Row(kind string) (*Kind[L, C], bool) {
	if to, ok := t.spec.Aliases[kind]; ok {
		kind = to
	}
	for i := range t.rows {
		if t.rows[i].Kind == kind {
			return &t.rows[i], true
		}
	}
	return nil, false
}

// Check returns nil if a is legal now, or the rule it breaks (Ruleset.Check).
func (t *Table[L, C]) Check(b *Battle, a Action) error {
	if err := t.check(b, a); err != nil {
		return err
	}
	return nil
}

// check is Check with a typed result: the kind must be the table's; a reaction, or a kind
// taken out of the fight, is its own Check's to refuse; any other goes through the ruleset's
// gate, for an active unit, then its own Check.
func (t *Table[L, C]) check(b *Battle, a Action) *RuleError {
	k, ok := t.Row(a.Kind)
	if !ok {
		return Refuse(t.spec.Rule, "%q is not a %s action (actions: %s)", a.Kind, t.spec.Ruleset, t.names)
	}
	u := b.Unit(a.Unit)
	if k.List != nil && !k.OutOfFight {
		if err := t.gate(b, u, k); err != nil {
			return err
		}
	}
	return k.Check(b, u, a)
}

// gate is the refusal of an action of kind k by u whatever its form: out of the fight, or the
// ruleset's gate.
func (t *Table[L, C]) gate(b *Battle, u *Unit, k *Kind[L, C]) *RuleError {
	if !u.Active() {
		return Refuse("units", "%s is %s and cannot act", u.Name, u.Status)
	}
	return t.spec.Gate(b, u, k)
}

// Do resolves a checked action (Ruleset.Do): its kind's resolver, within the ruleset's
// Resolve.
func (t *Table[L, C]) Do(b *Battle, a Action) {
	k, _ := t.Row(a.Kind)
	if t.spec.Resolve != nil {
		t.spec.Resolve(b, b.Unit(a.Unit), k, a)
		return
	}
	k.Do(b, b.Unit(a.Unit), a)
}

// List fills dst with what u may do now (Ruleset.List): for each kind of the table that f
// wants, in order, its legal actions (the row's List, through a lister of the ruleset's) and
// its KindState with the rule that says why it has none: a reaction's refusal as an action;
// the unit out of the fight; the ruleset's gate; what the row's List found; else that it has
// none to take now.
func (t *Table[L, C]) List(b *Battle, u *Unit, dst *Listing, f ListFor) {
	ls := t.pool.Get().(L)
	ls.Start(b, u, dst)
	defer func() { ls.Done(); t.pool.Put(ls) }()
	for i := range t.rows {
		k := &t.rows[i]
		if k.Hidden || !f.Wants(&k.ActionKind) {
			continue
		}
		ls.listed().Defaults = f.DefaultsOf(&k.ActionKind)
		st := KindState{ActionKind: &k.ActionKind}
		switch {
		case k.List == nil:
			st.Err = k.Check(b, u, Action{Kind: k.Kind, Unit: u.Name})
		case k.OutOfFight:
			st.Err = fill(ls, k, u, dst)
		default:
			if st.Err = t.gate(b, u, k); st.Err == nil {
				st.Err = fill(ls, k, u, dst)
			}
		}
		dst.Kinds = append(dst.Kinds, st)
	}
}

// fill lists kind k's actions and returns why it has none: its List's word, else that u has
// none to take now; nil when it has some.
func fill[L Lister, C any](ls L, k *Kind[L, C], u *Unit, dst *Listing) *RuleError {
	n := len(dst.Actions)
	err := k.List(ls, k)
	switch {
	case len(dst.Actions) > n:
		return nil
	case err == nil:
		return Refuse(k.Rule, "%s has no %s to take now", u.Name, strings.ToLower(k.Label))
	}
	return err
}

// Try checks a with kind k's own check (the gate has been passed for the kind) and, when it is
// legal, adds it to the listing with k's meaning and spend; it returns the refusal otherwise.
func Try[L Lister, C any](ls L, k *Kind[L, C], a Action, def bool) (*Legal, *RuleError) {
	l := ls.listed()
	if err := k.Check(l.B, l.U, a); err != nil {
		return nil, err
	}
	return l.L.Add(a, k.Meaning, k.Spend, def), nil
}

// FirstRefusal is first, or err when first is nil: the refusal a lister keeps of the forms it
// tried, its first.
func FirstRefusal(first, err *RuleError) *RuleError {
	if first != nil {
		return first
	}
	return err
}

// Kit is what a ruleset is made of besides its own rules: its id, its action table with the
// plumbing around it (Table), its built-in catalog, and the defaults of the parts it may leave
// out (Base). A ruleset embeds it (NewKit) and writes its description, its rows and their
// checks, resolvers and listers, its gate, its odds (Threat, Estimate) and the hooks its text
// has.
type Kit[L Lister, C any] struct {
	Base
	*Table[L, C]
	id      string
	catalog func() *Catalog
}

// NewKit is the kit of the ruleset id with the action table t and the built-in catalog that
// catalog gives a copy of.
func NewKit[L Lister, C any](id string, t *Table[L, C], catalog func() *Catalog) Kit[L, C] {
	return Kit[L, C]{Table: t, id: id, catalog: catalog}
}

// ID is the ruleset's id (Ruleset.ID).
func (k Kit[L, C]) ID() string { return k.id }

// Catalog is a copy of the ruleset's built-in catalog (Ruleset.Catalog).
func (k Kit[L, C]) Catalog() *Catalog { return k.catalog() }

package combat

// Rulesets: the interface each rule system fills, and the registry the commands look them up in.

import (
	"fmt"
	"slices"
	"sort"
	"sync"
)

// Ruleset is what differs between rule systems (docs/architecture.md, "The seam"). The engine
// calls the hooks as the turn loop runs and hands every action to Check and Do; a ruleset
// changes the battle only by emitting events (Battle.Emit) and rolls only through Battle.Roll.
// A ruleset embeds Base for the parts it may leave out (hooks with nothing to do, Plain's
// words for the screens) and its action table (Table: Kinds, List, Check and Do); the rest
// it must write, so that a missing piece is a compile error.
type Ruleset interface {
	// ID is the ruleset's id ("delvers").
	ID() string
	// Describe says what the ruleset is, for everything around its battles (Description).
	Describe() Description
	// Prepare checks and completes the units before the battle starts (items, derived
	// numbers); an error about one unit is a *SetupError with its index.
	Prepare(b *Battle) error
	// Begin runs once at the start: it sets the first turn order (OrderSet).
	Begin(b *Battle)
	// RoundStarted, TurnStarted, TurnEnded and RoundEnded run at those moments, after the
	// engine has emitted the event and ended the conditions that end then.
	RoundStarted(b *Battle)
	TurnStarted(b *Battle, t Turn)
	TurnEnded(b *Battle, t Turn)
	RoundEnded(b *Battle)
	// Kinds is the ruleset's action table in its fixed order (the engine adds the end of
	// the turn after it): what each kind is called, spends, cites and means to a controller.
	Kinds() []ActionKind
	// List fills dst, which Battle.List has cut to zero, with what u may do now: for each
	// kind of the table that f wants, its KindState with the rule that says why it has no
	// legal action, and every legal complete action with its preview (Listing), only the
	// default ones where f says so. Every action it lists must pass Check; where the legal
	// actions are too many to list, the ruleset picks a rule that Check keeps to as well.
	List(b *Battle, u *Unit, dst *Listing, f ListFor)
	// Check returns nil if the action is legal now, or a *RuleError naming the rule.
	Check(b *Battle, a Action) error
	// Do resolves a checked action into events.
	Do(b *Battle, a Action)
	// Threat is the most damage attacker could deal target with one attack now; morale
	// (ClearlyWontDie) and the AI use it.
	Threat(b *Battle, attacker, target *Unit) int
	// Catalog is the ruleset's built-in catalog of heroes and creatures; CheckCatalog checks a
	// catalog's entries against its own rules as well (13th Age: weapon effects, a
	// creature's PD and MD, a hero's numbers for its class), nil for one it takes as it is.
	Catalog() *Catalog
	CheckCatalog(c *Catalog) error
	// Estimate says what a legal action is expected to do, by the ruleset's own odds and
	// without rolling (the AI and the attack preview use it): an attack's damage and kill
	// chance, a heal's hit points; zero for actions that do neither.
	Estimate(b *Battle, a Action) Estimate
	// Wards lists the allies u guards now by standing beside them (Delvers' screen), so that
	// controllers keep it there; none in a ruleset without guarding (Base).
	Wards(b *Battle, u *Unit) []*Unit
	// Presenter words for the screens what only the ruleset understands (Plain's words by
	// default, through Base).
	Presenter
}

// Estimate is the expected outcome of an action against its target.
type Estimate struct {
	// Hit is the chance the attack hits.
	Hit float64 `json:"hit"`
	// Damage is the expected damage, hits and misses (shock) together.
	Damage float64 `json:"damage"`
	// Min and Max are the least and most damage a hit can do.
	Min int `json:"min"`
	Max int `json:"max"`
	// Kill is the chance the action takes the target out of the fight: for an attack on
	// several foes, the first (named) target.
	Kill float64 `json:"kill"`
	// Drops is the expected number of foes the action takes out of the fight, over all the
	// targets it goes at (13th Age's lightning fork: the sum of each target's Kill), so at
	// least Kill. A ruleset whose attacks each go at one target may leave it zero: read it
	// with Dropped.
	Drops float64 `json:"drops,omitempty"`
	// Heal is the expected hit points an action that heals gives back (a rally, a potion),
	// counting the chance that it fails; zero for actions that heal no one.
	Heal float64 `json:"heal,omitempty"`
}

// Dropped is the expected number of foes the action takes out over all its targets: Drops,
// or Kill where the ruleset left Drops zero (an attack on one target).
func (e Estimate) Dropped() float64 { return max(e.Drops, e.Kill) }

var (
	registryMu sync.RWMutex
	registry   = map[string]func() Ruleset{}
)

// Register makes a ruleset available by id; each ruleset package calls it from init.
func Register(id string, make func() Ruleset) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[id]; dup {
		panic("combat: ruleset " + id + " registered twice")
	}
	registry[id] = make
}

// Rules returns a new ruleset by id.
func Rules(id string) (Ruleset, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	make, ok := registry[id]
	if !ok {
		return nil, fmt.Errorf("unknown ruleset %q (known: %v)", id, rulesLocked())
	}
	return make(), nil
}

// RulesetIDs lists the registered rulesets, sorted.
func RulesetIDs() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return rulesLocked()
}

// rulesLocked lists the registry's ids; the caller holds registryMu.
func rulesLocked() []string {
	ids := make([]string, 0, len(registry))
	for id := range registry {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return slices.Clip(ids)
}

package combat

// Battle: the map, sides, units, round, turn order and event log, and the one gate for actions.

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"skirmish/grid"
)

// Side is one side of a battle.
type Side struct {
	Name string `json:"name"`
	// Start is how many units the side began with (for group morale).
	Start int `json:"start"`
	// Broken is set once the side reaches its group breaking point.
	Broken bool `json:"broken,omitempty"`
}

// UnitSetup places one unit at the start of a battle.
type UnitSetup struct {
	Name  string
	Kind  string
	Side  string
	Pos   grid.Pos
	Sheet Sheet
	// HP is the unit's hp at the start if less than its sheet's maximum (0 means full).
	HP int
	// Conditions the unit starts with (prone, unseen).
	Conditions []Condition
}

// Setup is everything that fixes a battle before its first action: with the same Setup and
// the same actions, a battle gives the same events.
type Setup struct {
	Map   *grid.Map
	Rules Ruleset
	// Options are the ruleset's options by name ("edition": "2").
	Options map[string]string
	// Sides in order; units name theirs. Empty means the map's sides.
	Sides []string
	Units []UnitSetup
	Seed  uint64
	// Forced results are used for the first dice rolled, one per die.
	Forced []int
	// Surprised names the sides caught unawares: the others get a free round first.
	Surprised []string
}

// Battle is a battle in progress. Its state changes only by the events in Log; read the
// fields freely, change them never.
type Battle struct {
	Map   *grid.Map
	Rules Ruleset
	// RuleOptions are the ruleset's options (Setup.Options).
	RuleOptions map[string]string
	Sides       []Side
	Units       []*Unit
	// Surprised names the sides that were surprised.
	Surprised []string
	Round     int
	Order     []Turn
	// TurnIndex is the current turn in Order; InTurn is false between turns.
	TurnIndex int
	InTurn    bool
	Ground    []GroundItem
	// Counters are the ruleset's battle-wide numbers by name (13th Age's "escalation"), set
	// only by CounterSet events; read them with Counter.
	Counters map[string]int
	Over     bool
	Winner   string
	Log      []Event
	Dice     *Dice
	// Reactor chooses reactions out of turn; nil takes the default (DefaultReactor).
	Reactor Reactor
	// Listen, when set, is called with every event as it is emitted (the UI animates them).
	Listen func(Event)

	byName map[string]*Unit
	kinds  []ActionKind // the action table (Kinds)
	// occ is who stands where (Occupants), built on the first query after a change and kept
	// square by square as units move (occChanged); occGen counts its changes. reaches are the
	// movement searches made since the last change (ReachBy). mu guards them, so that queries
	// may run on two goroutines at once (the play layer's AI worker beside the screen).
	mu      sync.Mutex
	occ     []grid.Occupant
	occOK   bool
	occGen  uint64
	reaches reachCache
	// strengths keeps the sides' strengths until the log grows (Strengths); safe to ask from
	// two goroutines at once.
	strengths atomic.Pointer[strengthMemo]
	// changes counts the events that changed a unit (touch); threats keeps the estimates of a
	// PairwiseThreats ruleset by them.
	changes uint64
	threats threatCache
}

// SetupError is a unit of a Setup that cannot be placed: Unit is its index in Setup.Units.
type SetupError struct {
	Unit int
	Err  error
}

// Error returns the cause, which names the unit.
func (e *SetupError) Error() string { return e.Err.Error() }

// Unwrap returns the cause.
func (e *SetupError) Unwrap() error { return e.Err }

// New builds a battle from its setup and lets the ruleset prepare the units; it does not
// start it (Start). Errors name the unit or side at fault.
func New(s Setup) (*Battle, error) {
	if s.Map == nil {
		return nil, errors.New("no map")
	}
	if s.Rules == nil {
		return nil, errors.New("no ruleset")
	}
	if !PlaysOn(s.Rules, s.Map.Topology) {
		return nil, &TopologyError{Ruleset: s.Rules.ID(), Topology: s.Map.Topology}
	}
	b := &Battle{Map: s.Map, Rules: s.Rules, RuleOptions: s.Options, Dice: NewDice(s.Seed, s.Forced),
		byName: map[string]*Unit{}, Surprised: slices.Clone(s.Surprised)}
	sides := s.Sides
	if len(sides) == 0 {
		sides = s.Map.Sides
	}
	for _, name := range sides {
		if b.side(name) >= 0 {
			return nil, fmt.Errorf("side %q is listed twice", name)
		}
		b.Sides = append(b.Sides, Side{Name: name})
	}
	for _, name := range s.Surprised {
		if b.side(name) < 0 {
			return nil, fmt.Errorf("surprised side %q is not one of the sides %v", name, sides)
		}
	}
	if err := CheckOptions(b.Rules, s.Options); err != nil {
		return nil, err
	}
	taken := map[grid.Pos]string{}
	for i, us := range s.Units {
		if err := b.place(i, us, taken); err != nil {
			return nil, &SetupError{Unit: i, Err: err}
		}
	}
	if err := b.Rules.Prepare(b); err != nil {
		return nil, err
	}
	return b, nil
}

// place adds the i-th unit of the setup, checking its name, side and square.
func (b *Battle) place(i int, us UnitSetup, taken map[grid.Pos]string) error {
	name := strings.TrimSpace(us.Name)
	switch {
	case name == "":
		return fmt.Errorf("unit %d has no name", i+1)
	case b.byName[name] != nil:
		return fmt.Errorf("unit %q: two units have this name; names must differ", name)
	}
	side := b.side(us.Side)
	if side < 0 {
		return fmt.Errorf("unit %q: side %q is not one of the sides %v", name, us.Side, b.sideNames())
	}
	switch {
	case !b.Map.In(us.Pos):
		return fmt.Errorf("unit %q: square %v is off the %dx%d map", name, us.Pos, b.Map.Width, b.Map.Height)
	case b.Map.At(us.Pos).Move == grid.MoveBlocked:
		return fmt.Errorf("unit %q: square %v is a wall", name, us.Pos)
	case taken[us.Pos] != "":
		return fmt.Errorf("unit %q: square %v is already taken by %q", name, us.Pos, taken[us.Pos])
	case us.Sheet.HP < 1:
		return fmt.Errorf("unit %q: hp must be at least 1", name)
	case us.HP < 0 || us.HP > us.Sheet.HP:
		return fmt.Errorf("unit %q: starting hp %d is not between 1 and its %d maximum", name, us.HP, us.Sheet.HP)
	case us.Sheet.Speed < 0:
		return fmt.Errorf("unit %q: speed cannot be negative", name)
	}
	if err := checkConditions(b.Rules, name, us.Conditions); err != nil {
		return err
	}
	taken[us.Pos] = name
	sh := us.Sheet
	if sh.Size <= 0 {
		sh.Size = grid.FeetPerCell
	}
	u := &Unit{ID: len(b.Units) + 1, Name: name, Kind: us.Kind, Side: side, Pos: us.Pos, Sheet: sh,
		HP: sh.HP, Status: Active, Conditions: slices.Clone(us.Conditions)}
	if us.HP > 0 {
		u.HP = us.HP
	}
	for _, w := range sh.Weapons {
		for range max(w.Count, 1) {
			it := w
			it.Count = 0
			u.Items = append(u.Items, Item{Weapon: it, Ready: !w.Stowed})
		}
	}
	b.Units = append(b.Units, u)
	b.byName[name] = u
	b.Sides[side].Start++
	return nil
}

// side returns the index of the named side, or -1.
func (b *Battle) side(name string) int {
	for i, s := range b.Sides {
		if s.Name == name {
			return i
		}
	}
	return -1
}

// sideNames lists the sides' names.
func (b *Battle) sideNames() []string {
	out := make([]string, len(b.Sides))
	for i, s := range b.Sides {
		out[i] = s.Name
	}
	return out
}

// SideName returns the name of a unit's side.
func (b *Battle) SideName(u *Unit) string { return b.Sides[u.Side].Name }

// SideIndex returns the index of the named side, or -1.
func (b *Battle) SideIndex(name string) int { return b.side(name) }

// Unit returns the unit with that name, or nil.
func (b *Battle) Unit(name string) *Unit { return b.byName[name] }

// At returns the unit standing (or lying) on p that still occupies it, or nil.
func (b *Battle) At(p grid.Pos) *Unit {
	for _, u := range b.Units {
		if u.Pos == p && occupies(u) {
			return u
		}
	}
	return nil
}

// Alone reports whether no unit but u takes up square p (u itself may or may not be there):
// where a move may end, and what a mover passing through others' squares looks for.
func (b *Battle) Alone(u *Unit, p grid.Pos) bool {
	for _, v := range b.Units {
		if v != u && v.Pos == p && occupies(v) {
			return false
		}
	}
	return true
}

// occupies reports whether a unit takes up its square: the active and the down do; the dead
// and the fled do not (docs/rulings.md).
func occupies(u *Unit) bool { return u.Status == Active || u.Status == Down }

// Enemies returns the active units of other sides than u's (nil when none). The list is
// counted first and made at once: the AI and the listings ask for it many times a turn.
func (b *Battle) Enemies(u *Unit) []*Unit {
	n := 0
	for _, v := range b.Units {
		if v.Side != u.Side && v.Active() {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]*Unit, 0, n)
	for _, v := range b.Units {
		if v.Side != u.Side && v.Active() {
			out = append(out, v)
		}
	}
	return out
}

// Allies returns the active units of u's side other than u (nil when none), made at once as
// Enemies.
func (b *Battle) Allies(u *Unit) []*Unit {
	n := 0
	for _, v := range b.Units {
		if v.Side == u.Side && v != u && v.Active() {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]*Unit, 0, n)
	for _, v := range b.Units {
		if v.Side == u.Side && v != u && v.Active() {
			out = append(out, v)
		}
	}
	return out
}

// Occupants returns the grid's view of who stands where, for movement searches.
func (b *Battle) Occupants() []grid.Occupant {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.occupants()
}

// occupants is Occupants with b.mu held.
func (b *Battle) occupants() []grid.Occupant {
	if b.occOK {
		return b.occ
	}
	n := b.Map.Width * b.Map.Height
	if len(b.occ) != n {
		b.occ = make([]grid.Occupant, n)
	} else {
		clear(b.occ)
	}
	for _, u := range b.Units {
		if occupies(u) {
			b.occ[b.Map.Index(u.Pos)] = occupant(u)
		}
	}
	b.occOK = true
	return b.occ
}

// occupant is u as the occupancy holds it.
func occupant(u *Unit) grid.Occupant {
	return grid.Occupant{ID: u.ID, Side: u.Side, Standing: u.Standing(), Size: u.Sheet.Size}
}

// Reach searches where u could move with budget feet. Asked again for the same mover and
// budget with nobody moved, fallen or changed since, it is not searched again (listing
// options, checking the action and doing it all ask); the result is read-only and good until
// the next change of the battle (reachCache).
func (b *Battle) Reach(u *Unit, budget int) *grid.Reach { return b.ReachBy(u, budget, grid.Costs{}) }

// occChanged notes that who stands on the given squares, or how, may have changed: those
// squares of the occupancy are worked out again (when it is kept), and reaches are searched
// afresh if anything did change.
func (b *Battle) occChanged(squares ...grid.Pos) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.occOK {
		b.occGen++
		return
	}
	for _, p := range squares {
		if !b.Map.In(p) {
			b.occOK = false
			b.occGen++
			return
		}
		i := b.Map.Index(p)
		was := b.occ[i]
		b.occ[i] = grid.Occupant{}
		for _, u := range b.Units { // as Occupants builds it: the last unit listed on p
			if occupies(u) && u.Pos == p {
				b.occ[i] = occupant(u)
			}
		}
		if b.occ[i] != was {
			b.occGen++
		}
	}
}

// Mover is u as the grid's movement rules see it.
func (b *Battle) Mover(u *Unit) grid.Mover {
	return grid.Mover{ID: u.ID, Side: u.Side, Size: u.Sheet.Size, From: u.Pos}
}

// Current returns the turn in progress, if any.
func (b *Battle) Current() (Turn, bool) {
	if !b.InTurn || b.TurnIndex >= len(b.Order) {
		return Turn{}, false
	}
	return b.Order[b.TurnIndex], true
}

// InTurnNow reports whether u is one of the units whose turn it is.
func (b *Battle) InTurnNow(u *Unit) bool {
	t, ok := b.Current()
	return ok && b.For(t, u)
}

// RoundsFought is how many rounds the battle has fought under a cap of maxRounds: a battle
// stopped at its cap has begun the round after it without fighting it.
func (b *Battle) RoundsFought(maxRounds int) int {
	if !b.Over {
		return min(b.Round, maxRounds)
	}
	return b.Round
}

// Counter returns the value of a named counter (0 if it was never set).
func (b *Battle) Counter(name string) int { return b.Counters[name] }

// Emit appends an event to the log and applies it to the state. Rulesets call it; nothing
// else changes a battle.
func (b *Battle) Emit(e Event) {
	b.Log = append(b.Log, e)
	b.apply(e)
	if b.Listen != nil {
		b.Listen(e)
	}
}

// Roll rolls a dice expression for unit (may be nil) and records it; it returns the total
// and each die's face.
func (b *Battle) Roll(u *Unit, r Roll, why string) (int, []int) {
	faces := make([]int, r.Count)
	forced := false
	total := r.Bonus
	for i := range faces {
		v, f := b.Dice.die(r.Sides)
		faces[i] = v
		total += v
		forced = forced || f
	}
	name := ""
	if u != nil {
		name = u.Name
	}
	b.Emit(Rolled{Unit: name, Dice: r.String(), Faces: faces, Total: total, Why: why, Forced: forced})
	return total, faces
}

// D20 rolls one d20 for u and returns the face.
func (b *Battle) D20(u *Unit, why string) int {
	v, _ := b.Roll(u, Roll{Count: 1, Sides: 20}, why)
	return v
}

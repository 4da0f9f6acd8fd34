package play

// Sight: what each side may know under fog of war. One fog per watched side, kept up to date
// with the battle; every event judged once, as it is emitted; and a side's own words for an
// event it saw only part of.

import (
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// maxSides is how many sides a Sight tells apart (a bit of a mask each); a battle of more
// sides is shown whole.
const maxSides = 64

// Sight follows a battle through the eyes of the watched sides (the human sides under fog of
// war). It judges each event of the battle's log once, as it is emitted: which watched sides'
// units saw it, and how a side that saw part of it tells it (the square a foe came from out of
// the dark is not told). Every view of a side (its fog, its combat log, its floating numbers,
// its banner, its turn order, its hand-over replay, its hover preview) reads that judgement.
type Sight struct {
	b *combat.Battle
	// all is set when every side sees everything (no fog).
	all     bool
	watched []bool // by side index
	eyes    []*eyes
	// saw[i] has the bit of each watched side whose units saw event i (a private event); knows[i]
	// the bit of each side that may know of it (its units saw it, or it frames the battle for
	// everyone). Unwatched sides' bits are always set.
	saw, knows []uint64
	// told holds an event as a side may know it, where that differs from the event.
	told map[toldKey]combat.Event
}

// toldKey is one side's version of one event.
type toldKey struct{ side, event int }

// eyes are one watched side's fog of war: the squares its active units see, worked out again
// after its units moved or fell, once, when next asked.
type eyes struct {
	fog   *grid.Fog
	dirty bool
	// gen counts the fog's updates, so that a screen redraws it only when it changed.
	gen int
}

// newSight watches b through the eyes of the sides marked in watched; with fog false, or more
// sides than a mask holds, every side sees everything.
func newSight(b *combat.Battle, fog bool, watched []bool) *Sight {
	s := &Sight{b: b, all: !fog || len(b.Sides) > maxSides, told: map[toldKey]combat.Event{}}
	s.watched = make([]bool, len(b.Sides))
	s.eyes = make([]*eyes, len(b.Sides))
	if !s.all {
		for i, w := range watched {
			if w && i < len(s.watched) {
				s.watched[i] = true
				s.eyes[i] = &eyes{fog: b.Map.NewFog(), dirty: true}
			}
		}
	}
	return s
}

// Fogged reports whether the sides see only what their units see.
func (s *Sight) Fogged() bool { return !s.all }

// Watched reports whether side's view is fogged: false for a side that sees everything.
func (s *Sight) Watched(side int) bool {
	return !s.all && side >= 0 && side < len(s.watched) && s.watched[side]
}

// bind follows another battle of the same setup from now on (a rebuilt one after an undo, or
// the live battle after a fold of its past): the fogs are worked out again when next asked.
func (s *Sight) bind(b *combat.Battle) {
	s.b = b
	for _, e := range s.eyes {
		if e != nil {
			e.dirty = true
		}
	}
}

// truncate forgets the judgements of events n and later (an undo cut the log back).
func (s *Sight) truncate(n int) {
	if n >= len(s.saw) {
		return
	}
	s.saw, s.knows = s.saw[:n], s.knows[:n]
	for k := range s.told {
		if k.event >= n {
			delete(s.told, k)
		}
	}
}

// Fog is side's fog of war, up to date, or nil when side sees everything.
func (s *Sight) Fog(side int) *grid.Fog {
	if !s.Watched(side) {
		return nil
	}
	e := s.eyes[side]
	if e.dirty {
		e.dirty = false
		e.gen++
		e.fog.Update(s.posts(side))
	}
	return e.fog
}

// FogGen counts the updates of side's fog (0 for a side that sees everything).
func (s *Sight) FogGen(side int) int {
	if s.Fog(side) == nil {
		return 0
	}
	return s.eyes[side].gen
}

// posts are the squares side's active units stand on: where its sight comes from.
func (s *Sight) posts(side int) []grid.Pos {
	var out []grid.Pos
	for _, u := range s.b.Units {
		if u.Side == side && u.Active() {
			out = append(out, u.Pos)
		}
	}
	return out
}

// SeesSquare reports whether side's units see p now.
func (s *Sight) SeesSquare(side int, p grid.Pos) bool {
	f := s.Fog(side)
	return f == nil || f.Seen(p)
}

// Sees reports whether side sees u now: its own units always, the others on a square its
// units see; every unit for a side that sees everything (side -1 is every side's eyes).
func (s *Sight) Sees(side int, u *combat.Unit) bool {
	if u == nil {
		return false
	}
	return !s.Watched(side) || u.Side == side || s.SeesSquare(side, u.Pos)
}

// sees is Sees by name.
func (s *Sight) sees(side int, name string) bool { return name != "" && s.Sees(side, s.b.Unit(name)) }

// Knows reports whether side may know of event i of the log: its units saw it, or it frames
// the battle for everyone (a round, a turn, the end).
func (s *Sight) Knows(side, i int) bool {
	if !s.Watched(side) {
		return true
	}
	if i < 0 || i >= len(s.knows) {
		// an event not judged (yet) is known only when it frames the battle: fog fails closed
		return i >= 0 && i < len(s.b.Log) && !private(s.b.Log[i])
	}
	return s.knows[i]&(1<<side) != 0
}

// Saw reports whether side's units saw event i happen (framing events are not seen: they
// only frame what is).
func (s *Sight) Saw(side, i int) bool {
	if i < 0 || i >= len(s.b.Log) {
		return false
	}
	if !s.Watched(side) {
		return private(s.b.Log[i])
	}
	if i >= len(s.saw) {
		return false // not judged: fog fails closed
	}
	return s.saw[i]&(1<<side) != 0
}

// Told is event i of the log as side may know it: the event itself, or the part of it the
// side saw (a move's step out of the dark starts where it came into sight; an action names
// no target and no square the side does not see).
func (s *Sight) Told(side, i int) combat.Event {
	if e, ok := s.told[toldKey{side, i}]; ok && s.Watched(side) {
		return e
	}
	return s.b.Log[i]
}

// cells copies what side's units see now, square by square (nil for a side that sees all).
func (s *Sight) cells(side int) []bool {
	f := s.Fog(side)
	if f == nil {
		return nil
	}
	return slices.Clone(f.Cells())
}

// heard judges event i of the log, just applied to the battle, unless it was judged before
// (an event folded again), and marks the fogs its units' moves and falls change.
func (s *Sight) heard(i int, e combat.Event) {
	if s.all {
		return
	}
	switch e := e.(type) {
	case combat.Moved:
		s.stir(e.Unit)
	case combat.StatusChanged:
		s.stir(e.Unit)
	}
	if i < len(s.saw) {
		return
	}
	var saw uint64
	knows := ^uint64(0)
	for v, w := range s.watched {
		if !w {
			saw |= 1 << v
			continue
		}
		seen, told := s.judge(v, e)
		if seen {
			saw |= 1 << v
		} else if private(e) || s.hides(v, i, e) {
			knows &^= 1 << v
		}
		if told != nil {
			s.told[toldKey{v, i}] = told
		}
	}
	s.saw, s.knows = append(s.saw, saw), append(s.knows, knows)
}

// feetBefore is the movement a mover had spent before step e, the battle's last event: the
// step before's, when e goes on from it right after it, else 0 (a reaction between the steps:
// a line that ends with the mover gone gives no feet then).
func (s *Sight) feetBefore(e combat.Moved) int {
	log := s.b.Log
	if n := len(log); n >= 2 {
		if p, ok := log[n-2].(combat.Moved); ok && p.Unit == e.Unit && p.To == e.From && p.Why == e.Why {
			return p.Feet
		}
	}
	return 0
}

// stir marks the fog of the side of the unit named to be worked out again: it moved or fell.
func (s *Sight) stir(name string) {
	if u := s.b.Unit(name); u != nil && s.eyes[u.Side] != nil {
		s.eyes[u.Side].dirty = true
	}
}

// private reports whether e tells of a unit's doings, which fog of war may hide; the others
// (rounds, turns, the order, the escalation die, a side's end of turn, the end) frame the
// battle for everyone. A unit's budget and what it spends of it name the unit: private.
func private(e combat.Event) bool {
	switch e := e.(type) {
	case combat.Acted:
		return e.Action.Unit != ""
	case combat.Initiative:
		return e.Unit != ""
	case combat.Note:
		return e.Unit != ""
	case combat.RoundStarted, combat.RoundEnded, combat.OrderSet, combat.TurnStarted,
		combat.TurnEnded, combat.CounterSet, combat.Ended:
		return false
	}
	// every other event (a move, a roll, damage, a condition, and any kind a ruleset adds) is
	// about a unit: known only where seen
	return true
}

// judge says whether side v's units see e, just applied to the battle, and how v tells it when
// that differs from e (nil when it does not). The side sees:
//   - a step of a move that ends on a square it sees, and every step of its own units; a step
//     into its sight is told as starting where it ends; the step that leaves its sight is told
//     as the unit going out of sight where it was last seen (Moved.Gone), without the square
//     it went to;
//   - an action, a reaction, an attack, damage, healing, a condition, a change of status, a
//     broken morale, a check, an item handled, a roll, an initiative, a budget, a spending or a
//     note when a unit it names is its own or stands where it sees (an attack on one of its units is seen wherever
//     the attacker stands); an action names no target it does not see and no square it does
//     not see;
//   - a side's morale breaking, when it is its own;
//   - nothing else: rounds, turns, the order and counters frame what is seen, and name only
//     the units it sees; another side's turn of units it sees none of is not told at all, nor
//     its place in the order (hides).
func (s *Sight) judge(v int, e combat.Event) (bool, combat.Event) {
	switch e := e.(type) {
	case combat.Moved:
		if u := s.b.Unit(e.Unit); u != nil && u.Side == v {
			return true, nil
		}
		if !s.SeesSquare(v, e.To) {
			if !s.SeesSquare(v, e.From) {
				return false, nil
			}
			return true, combat.Moved{Unit: e.Unit, From: e.From, To: e.From, Feet: s.feetBefore(e), Why: e.Why, Gone: true}
		}
		if !s.SeesSquare(v, e.From) {
			e.From = e.To
			return true, e
		}
		return true, nil
	case combat.Acted:
		a, changed := s.tellAction(v, e.Action)
		var told combat.Event
		if changed {
			told = combat.Acted{Action: a}
		}
		return s.sees(v, e.Action.Unit) || s.sees(v, e.Action.Target), told
	case combat.Reacted:
		a, changed := s.tellAction(v, e.Action)
		var told combat.Event
		if changed {
			e.Action = a
			told = e
		}
		return s.sees(v, e.Unit) || s.sees(v, e.Action.Target), told
	case combat.AttackRolled:
		return s.sees(v, e.Attacker) || s.sees(v, e.Target), nil
	case combat.DamageRolled:
		return s.sees(v, e.Attacker) || s.sees(v, e.Target), nil
	case combat.Checked:
		return s.sees(v, e.Unit) || s.sees(v, e.Opponent), nil
	case combat.Rolled:
		return s.sees(v, e.Unit), nil
	case combat.Initiative:
		return s.sees(v, e.Unit), nil
	case combat.Damaged:
		return s.sees(v, e.Unit), nil
	case combat.Healed:
		return s.sees(v, e.Unit), nil
	case combat.ConditionAdded:
		return s.sees(v, e.Unit), nil
	case combat.ConditionRemoved:
		return s.sees(v, e.Unit), nil
	case combat.StatusChanged:
		return s.sees(v, e.Unit), nil
	case combat.ItemDropped:
		return s.sees(v, e.Unit), nil
	case combat.ItemPickedUp:
		return s.sees(v, e.Unit), nil
	case combat.ItemReadied:
		return s.sees(v, e.Unit), nil
	case combat.ItemStowed:
		return s.sees(v, e.Unit), nil
	case combat.BudgetSet:
		return s.sees(v, e.Unit), nil
	case combat.Spent:
		return s.sees(v, e.Unit), nil
	case combat.MoraleBroken:
		return s.sees(v, e.Unit) || e.Unit == "" && e.Side == s.b.Sides[v].Name, nil
	case combat.Note:
		return e.Unit != "" && s.sees(v, e.Unit), nil
	case combat.TurnStarted:
		if units, changed := s.tellUnits(v, e.Turn.Units); changed {
			e.Turn.Units = units
			return false, e
		}
	case combat.OrderSet:
		// a turn of another side's units v sees none of is left out: its place and its count
		// would tell how many creatures are in the dark and when they act
		var order []combat.Turn
		changed := false
		for _, t := range e.Order {
			units, ch := s.tellUnits(v, t.Units)
			changed = changed || ch
			if ch && len(units) == 0 && t.Side != s.b.Sides[v].Name {
				continue
			}
			t.Units = units
			order = append(order, t)
		}
		if changed {
			return false, combat.OrderSet{Order: order}
		}
	}
	return false, nil
}

// hides reports whether framing event e (event i of the log) would tell side v of units it
// does not see: the start of another side's turn of units v sees none of, and the end of such
// a turn while v still sees none of them. Fog fails closed: v's log, banner and screen are
// told neither, so it cannot count the creatures in the dark or time their turns.
func (s *Sight) hides(v, i int, e combat.Event) bool {
	switch e := e.(type) {
	case combat.TurnStarted:
		return s.hiddenTurn(v, e.Turn)
	case combat.TurnEnded:
		for j := min(i, len(s.b.Log)) - 1; j >= 0; j-- {
			if st, ok := s.b.Log[j].(combat.TurnStarted); ok {
				return j < len(s.knows) && s.knows[j]&(1<<v) == 0 && s.hiddenTurn(v, st.Turn)
			}
		}
	}
	return false
}

// hiddenTurn reports whether turn t is another side's, of units side v sees none of (a side's
// turn that names no unit, as in Delvers' side initiative, frames the battle for everyone).
func (s *Sight) hiddenTurn(v int, t combat.Turn) bool {
	if len(t.Units) == 0 || t.Side == s.b.Sides[v].Name {
		return false
	}
	for _, name := range t.Units {
		if s.sees(v, name) {
			return false
		}
	}
	return true
}

// tellAction is a as side v may know it: without a target it does not see, and without the
// squares of its path when the last is one it does not see; changed is false when v knows a
// whole.
func (s *Sight) tellAction(v int, a combat.Action) (combat.Action, bool) {
	changed := false
	if a.Target != "" && !s.sees(v, a.Target) {
		a.Target, changed = "", true
	}
	if n := len(a.Path); n > 0 && !s.own(v, a.Unit) && !s.SeesSquare(v, a.Path[n-1]) {
		a.Path, changed = nil, true
	}
	return a, changed
}

// own reports whether the unit named is one of side v's.
func (s *Sight) own(v int, name string) bool {
	u := s.b.Unit(name)
	return u != nil && u.Side == v
}

// tellUnits are the units of a turn that side v sees; changed is false when it sees them all.
func (s *Sight) tellUnits(v int, units []string) ([]string, bool) {
	var out []string
	for _, name := range units {
		if s.sees(v, name) {
			out = append(out, name)
		}
	}
	if len(out) == len(units) {
		return units, false
	}
	return out, true
}

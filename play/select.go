package play

// Selection: the unit the player acts with, what it may do now (the engine's listing), the
// action buttons, and the squares and units the chosen (or default) action marks.

import (
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// pick is what the player has picked: a unit, an action kind, its choice and weapon, and the
// squares or foe an action waits for.
type pick struct {
	sel  *combat.Unit
	list combat.Listing
	// chosen is the kind of the chosen action ("": none, the click's default).
	chosen string
	strip  Strip
	aim    Aim
	// reach is sel's walking search, for the paths a hover shows, over occ: who stands where
	// as the viewer knows it (known).
	reach *grid.Reach
	occ   []grid.Occupant
	// marks are the squares and units the chosen or default action marks.
	marks Marks
	// gen counts changes of any of the above, so a screen works a preview out again.
	gen int
	// fallen caches which fallen units may act, for the log length it was worked out at.
	fallen    map[*combat.Unit]bool
	fallenAt  int
	fallenBuf combat.Listing
}

// Marks are what the chosen action (or, with none, the move) may be aimed at: the squares it
// may go to and the units it may be aimed at.
type Marks struct {
	Squares []grid.Pos
	Units   []*combat.Unit
}

// Gen counts the changes of the selection, its listing, the chosen action, its picks and aim.
func (s *Match) Gen() int { return s.gen }

// Selected is the selected unit, or nil.
func (s *Match) Selected() *combat.Unit { return s.sel }

// Listing is what the selected unit may do now (empty without one).
func (s *Match) Listing() *combat.Listing { return &s.list }

// Marks are what the chosen action, or the default move, may be aimed at.
func (s *Match) Marks() Marks { return s.marks }

// Selectable reports whether the player may select u now: a unit of the human side in turn
// whose turn it is, or a fallen unit of that side that may still act (13th Age's fight in
// spirit).
func (s *Match) Selectable(u *combat.Unit) bool {
	if u == nil || !s.HumanTurn() || s.busy {
		return false
	}
	if u.Active() {
		return s.B.InTurnNow(u)
	}
	return s.ActsFallen(u)
}

// ActsFallen reports whether u, out of the fight, has an action it may take now, in a turn of
// its human side.
func (s *Match) ActsFallen(u *combat.Unit) bool {
	if u.Active() || u.Status == combat.Fled || u.Side != s.Current() || !s.Human(u.Side) {
		return false
	}
	if !slices.ContainsFunc(s.B.Kinds(), func(k combat.ActionKind) bool { return k.OutOfFight }) {
		return false
	}
	if s.fallen == nil || s.fallenAt != len(s.B.Log) {
		s.fallen, s.fallenAt = map[*combat.Unit]bool{}, len(s.B.Log)
	}
	if v, ok := s.fallen[u]; ok {
		return v
	}
	s.B.List(u, &s.fallenBuf)
	v := slices.ContainsFunc(s.fallenBuf.Actions, func(l combat.Legal) bool { return l.Meaning != combat.MeanEndTurn })
	s.fallen[u] = v
	return v
}

// Select selects u, if the player may; it reports whether it did.
func (s *Match) Select(u *combat.Unit) bool {
	if !s.Selectable(u) {
		return false
	}
	s.sel, s.chosen = u, ""
	s.aim = Aim{Gen: s.aim.Gen + 1}
	s.relist()
	return true
}

// SelectAt selects the unit on p the player may select (the living before the fallen).
func (s *Match) SelectAt(p grid.Pos) bool {
	for _, fallen := range []bool{false, true} {
		for _, u := range s.B.Units {
			if u.Pos == p && u.Active() != fallen && s.Select(u) {
				return true
			}
		}
	}
	return false
}

// Deselect drops the selection.
func (s *Match) Deselect() {
	s.sel = nil
	s.relist()
}

// SelectNext selects the next unit of the side in turn that still has something to do
// (wrapping; with advance, the one after the selected, and the fallen who may still act
// after the living); with none, the first in turn.
func (s *Match) SelectNext(advance bool) {
	var in []*combat.Unit
	for _, u := range s.B.Units {
		if u.Active() && s.B.InTurnNow(u) {
			in = append(in, u)
		}
	}
	if advance {
		for _, u := range s.B.Units {
			if s.ActsFallen(u) {
				in = append(in, u)
			}
		}
	}
	if len(in) == 0 || !s.HumanTurn() {
		s.Deselect()
		return
	}
	start := 0
	if i := slices.Index(in, s.sel); i >= 0 {
		start = i
		if advance {
			start = i + 1
		}
	}
	for k := range in {
		u := in[(start+k)%len(in)]
		if canAct(u) || !u.Active() {
			s.Select(u)
			return
		}
	}
	s.Select(in[start%len(in)])
}

// canAct reports whether u has some action left in its budget.
func canAct(u *combat.Unit) bool {
	for _, sl := range u.Budget {
		if sl.Left > 0 {
			return true
		}
	}
	return false
}

// CanAct reports whether u has something left to spend this turn.
func CanAct(u *combat.Unit) bool { return canAct(u) }

// reselect keeps the selection while the player may still select it, else selects the next
// unit in a human side's turn; then lists what it may do.
func (s *Match) reselect() {
	if s.sel != nil && !s.Selectable(s.sel) {
		s.sel = nil
	}
	if s.sel == nil && s.HumanTurn() && !s.busy {
		s.SelectNext(false)
		return
	}
	s.relist()
}

// relist lists what the selected unit may do now and works out again what depends on it: the
// chosen action (kept while it may still be taken), its strip and aim, the unit's walk.
func (s *Match) relist() {
	s.gen++
	s.list.Unit, s.list.Kinds, s.list.Actions = "", s.list.Kinds[:0], s.list.Actions[:0]
	s.reach = nil
	if s.sel == nil || s.busy || s.Over() || !s.HumanTurn() {
		s.chosen = ""
		s.aim = Aim{Gen: s.aim.Gen + 1}
		s.buildStrip()
		s.mark()
		return
	}
	s.B.List(s.sel, &s.list)
	s.unseen()
	if k, ok := s.Kind(s.chosen); !ok || k.Err != nil {
		s.chosen = ""
	}
	s.buildStrip()
	s.reaim()
	if s.sel.Active() {
		mv := s.B.Mover(s.sel)
		mv.Budget = 4 * max(s.sel.Sheet.Speed, 30)
		s.reach = s.B.Map.Reachable(mv, s.known(), nil)
	}
	s.mark()
}

// known is who stands where as the viewer knows it: under fog, the units it does not see are
// not there (the paths a hover draws and the squares a move is offered to go through them, as
// the player would plan; the move itself stops short: bumped).
func (s *Match) known() []grid.Occupant {
	occ := s.B.Occupants()
	if !s.sight.Fogged() {
		return occ
	}
	s.occ = append(s.occ[:0], occ...)
	for _, u := range s.B.Units {
		if !s.Visible(u) && s.occ[s.B.Map.Index(u.Pos)].ID == u.ID {
			s.occ[s.B.Map.Index(u.Pos)] = grid.Occupant{}
		}
	}
	return s.occ
}

// unseen drops from the listing the actions aimed at units the viewer does not see: the
// player is offered nothing that would tell of a foe in the dark. A kind left with no action
// by it says so, and so does a kind whose refusal names a unit the viewer does not see (the
// nearest foe, out of reach in the dark).
func (s *Match) unseen() {
	if !s.sight.Fogged() {
		return
	}
	var hidden []string
	for _, u := range s.B.Units {
		if !s.Visible(u) {
			hidden = append(hidden, u.Name)
		}
	}
	kept := s.list.Actions[:0]
	dropped := map[string]bool{}
	for _, l := range s.list.Actions {
		if t := s.B.Unit(l.Action.Target); t != nil && !s.Visible(t) {
			dropped[l.Action.Kind] = true
			continue
		}
		kept = append(kept, l)
	}
	s.list.Actions = kept
	for i := range s.list.Kinds {
		k := &s.list.Kinds[i]
		if k.Err == nil && dropped[k.Kind] && len(s.list.Of(k.Kind)) == 0 || k.Err != nil && names(k.Err.Message(), hidden) {
			k.Err = combat.Refuse(citation(k.ActionKind), "%s sees no one it may aim it at", s.sel.Name)
		}
	}
}

// names reports whether text names any of the units named.
func names(text string, units []string) bool {
	return slices.ContainsFunc(units, func(n string) bool { return strings.Contains(text, n) })
}

// Kind is the state of a kind of the selected unit's listing.
func (s *Match) Kind(kind string) (combat.KindState, bool) {
	if kind == "" {
		return combat.KindState{}, false
	}
	return s.list.Kind(kind)
}

// Buttons are the kinds of the selected unit's listing as the action bar shows them: those it
// may take now first, then the greyed ones with why not (none for a fallen unit, which sees
// only what it may still do).
func (s *Match) Buttons() []combat.KindState {
	var on, off []combat.KindState
	for _, k := range s.list.Kinds {
		if k.Meaning == combat.MeanEndTurn || k.Meaning == combat.MeanReaction {
			continue
		}
		if k.Err == nil {
			on = append(on, k)
		} else if s.sel != nil && s.sel.Active() {
			off = append(off, k)
		}
	}
	return append(on, off...)
}

// moveKind is the kind the default click walks by: the first the unit may take that means a
// move.
func (s *Match) moveKind() string {
	for _, k := range s.list.Kinds {
		if k.Meaning == combat.MeanMove && k.Err == nil {
			return k.Kind
		}
	}
	return ""
}

// attacks are the meanings a click on a foe takes by default, in the order of the table.
var attacks = []combat.Meaning{combat.MeanMelee, combat.MeanRanged, combat.MeanGangUp, combat.MeanCharge}

// mark works out the squares and units the chosen action, or the default move, may be aimed
// at (its picks applied).
func (s *Match) mark() {
	s.marks = Marks{}
	kind := s.chosen
	if kind == "" {
		kind = s.moveKind()
	}
	if kind == "" {
		return
	}
	for _, l := range s.cands(kind) {
		a := l.Action
		if n := len(a.Path); n > 0 && !slices.Contains(s.marks.Squares, a.Path[n-1]) && (a.Target == "" || s.charge(kind)) {
			s.marks.Squares = append(s.marks.Squares, a.Path[n-1])
		}
		if t := s.B.Unit(a.Target); t != nil && s.Visible(t) && !slices.Contains(s.marks.Units, t) {
			s.marks.Units = append(s.marks.Units, t)
		}
	}
	if k, _ := s.Kind(kind); k.Meaning == combat.MeanMove && s.sight.Fogged() && s.reach != nil {
		// under fog the squares a unit in the dark keeps it from are offered as the viewer
		// would think them reachable (a move there bumps into it)
		far := s.farthest(kind)
		for _, p := range s.reach.Squares() {
			if c, ok := s.reach.Cost(p); ok && c > 0 && c <= far && s.reach.CanEnd(p) && !slices.Contains(s.marks.Squares, p) {
				s.marks.Squares = append(s.marks.Squares, p)
			}
		}
	}
}

// farthest is the most feet a listed move of kind goes.
func (s *Match) farthest(kind string) int {
	far := 0
	for _, l := range s.list.Of(kind) {
		far = max(far, l.Feet)
	}
	return far
}

// charge reports whether kind moves to a square and then acts on a target there, so that a
// click on one of its squares picks where it ends (a charge).
func (s *Match) charge(kind string) bool {
	k, _ := s.Kind(kind)
	return k.Meaning == combat.MeanCharge
}

// Showcase selects a unit of the human side in turn that may attack a foe it sees and returns
// that foe's square; else, with the first unit selected, the square of its move nearest a foe
// it sees. ok is false when neither is found (a posed screenshot's pointer goes there).
func (s *Match) Showcase() (grid.Pos, bool) {
	if !s.HumanTurn() {
		return grid.Pos{}, false
	}
	var first *combat.Unit
	for _, u := range s.B.Units {
		if !u.Active() || !s.B.InTurnNow(u) || !s.Select(u) {
			continue
		}
		if first == nil {
			first = u
		}
		for _, k := range s.list.Kinds {
			if k.Err != nil || !slices.Contains(attacks, k.Meaning) {
				continue
			}
			for _, l := range s.list.Of(k.Kind) {
				if t := s.B.Unit(l.Action.Target); t != nil && s.Visible(t) {
					return t.Pos, true
				}
			}
		}
	}
	if first == nil || !s.Select(first) {
		return grid.Pos{}, false
	}
	best, found := grid.Pos{}, false
	dist := 0
	for _, p := range s.marks.Squares {
		for _, e := range s.B.Enemies(first) {
			d := s.B.Map.Distance(p, e.Pos)
			if s.Visible(e) && (!found || d < dist) {
				best, dist, found = p, d, true
			}
		}
	}
	return best, found
}

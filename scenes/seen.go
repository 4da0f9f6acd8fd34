package scenes

// Seen: what a side's units saw of the other sides' turns under fog of war, worked out from a battle's event log (no window needed).

import (
	"fmt"
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// sighting is what one side saw of a stretch of a battle's event log, from the end of its
// last turn on: the events its hand-over replays to it.
type sighting struct {
	// side is the side's index; from is the index in the log of the stretch's first event.
	side, from int
	// seen[i] says whether the side saw event from+i. A turn's or a round's start counts as
	// seen when something in it was, so that the replay names whose turn it shows.
	seen []bool
	// shown counts the events seen that show something happen (notable).
	shown int
}

// notable reports whether an event shows something happen on the map or to a unit: what a
// replay is played for. Rolls, budgets, the turn order and turns' starts and ends only
// explain or frame such events.
func notable(e combat.Event) bool {
	switch e.(type) {
	case combat.Acted, combat.Reacted, combat.Moved, combat.AttackRolled, combat.Damaged,
		combat.Healed, combat.ConditionAdded, combat.ConditionRemoved, combat.StatusChanged,
		combat.MoraleBroken, combat.Checked, combat.ItemDropped, combat.ItemPickedUp:
		return true
	}
	return false
}

// sinceLastTurn is where side's replay starts in log: just after the end of its last turn
// (its turn in progress, if any, not counted), or 0 when it has had no turn yet.
func sinceLastTurn(log []combat.Event, side string) int {
	for i := len(log) - 1; i >= 0; i-- {
		if e, ok := log[i].(combat.TurnEnded); ok && e.Side == side {
			return i + 1
		}
	}
	return 0
}

// foldSetup is s for a battle folded beside the one in play: a ruleset of its own, and sheets
// and conditions that the folded battle does not share.
func foldSetup(s combat.Setup) combat.Setup {
	if s.Rules != nil {
		if r, err := combat.Rules(s.Rules.ID()); err == nil {
			s.Rules = r
		}
	}
	s.Units = slices.Clone(s.Units)
	for i := range s.Units {
		s.Units[i].Sheet = s.Units[i].Sheet.Clone()
		s.Units[i].Conditions = slices.Clone(s.Units[i].Conditions)
	}
	return s
}

// foldTo builds the battle of setup and folds the events of log into it, resolving nothing:
// the battle as those events left it (combat.Replay, beside the battle in play).
func foldTo(setup combat.Setup, log []combat.Event) (*combat.Battle, error) {
	b, err := combat.New(foldSetup(setup))
	if err != nil {
		return nil, fmt.Errorf("the battle cannot be rebuilt for the replay: %w", err)
	}
	for _, e := range log {
		b.Emit(e)
	}
	return b, nil
}

// witness folds events into a battle and says, before each is applied, whether a side's units
// see it: they see the squares grid.Fog says their active units see, as the battle screen's
// fog does (Battle.visible).
type witness struct {
	b     *combat.Battle
	side  int
	fog   *grid.Fog
	dirty bool
}

// newWitness watches b through the eyes of side's units.
func newWitness(b *combat.Battle, side int) *witness {
	return &witness{b: b, side: side, fog: b.Map.NewFog(), dirty: true}
}

// sees reports whether the side sees the unit named: its own units always; the others on a
// square its units see.
func (w *witness) sees(name string) bool {
	u := w.b.Unit(name)
	if u == nil {
		return false
	}
	return u.Side == w.side || w.seesSquare(u.Pos)
}

// seesSquare reports whether the side's units see p now.
func (w *witness) seesSquare(p grid.Pos) bool {
	if w.dirty {
		w.dirty = false
		var eyes []grid.Pos
		for _, u := range w.b.Units {
			if u.Side == w.side && u.Active() {
				eyes = append(eyes, u.Pos)
			}
		}
		w.fog.Update(eyes)
	}
	return w.fog.Seen(p)
}

// step reports whether the side sees e, then folds it into the battle. The side sees:
//   - a step of a move that ends on a square it sees (a move into or within its sight; the
//     step that leaves its sight is not seen: the unit is simply gone), and any move of its own units;
//   - an action, a reaction, an attack, damage, healing, a condition, a change of status (down,
//     dead, fled), a broken morale, a check, an item dropped or picked up, a roll or a note,
//     when a unit it names is its own or stands where it sees (an attack on one of its units
//     is seen wherever the attacker stands);
//   - a side's morale breaking, when it is its own;
//   - nothing else (turn order, budgets, counters): those only frame what is seen.
func (w *witness) step(e combat.Event) bool {
	seen := false
	switch e := e.(type) {
	case combat.Moved:
		u := w.b.Unit(e.Unit)
		w.b.Emit(e)
		if u != nil && u.Side == w.side {
			w.dirty = true
			return true
		}
		return w.seesSquare(e.To)
	case combat.Acted:
		seen = w.sees(e.Action.Unit) || w.sees(e.Action.Target)
	case combat.Reacted:
		seen = w.sees(e.Unit) || w.sees(e.Action.Target)
	case combat.AttackRolled:
		seen = w.sees(e.Attacker) || w.sees(e.Target)
	case combat.DamageRolled:
		seen = w.sees(e.Attacker) || w.sees(e.Target)
	case combat.Checked:
		seen = w.sees(e.Unit) || w.sees(e.Opponent)
	case combat.Rolled:
		seen = w.sees(e.Unit)
	case combat.Damaged:
		seen = w.sees(e.Unit)
	case combat.Healed:
		seen = w.sees(e.Unit)
	case combat.ConditionAdded:
		seen = w.sees(e.Unit)
	case combat.ConditionRemoved:
		seen = w.sees(e.Unit)
	case combat.StatusChanged:
		seen = w.sees(e.Unit)
		if u := w.b.Unit(e.Unit); u != nil && u.Side == w.side {
			w.dirty = true // a unit down, dead or fled sees no more
		}
	case combat.ItemDropped:
		seen = w.sees(e.Unit)
	case combat.ItemPickedUp:
		seen = w.sees(e.Unit)
	case combat.MoraleBroken:
		seen = w.sees(e.Unit) || e.Unit == "" && e.Side == w.b.Sides[w.side].Name
	case combat.Note:
		seen = e.Unit != "" && w.sees(e.Unit)
	}
	w.b.Emit(e)
	return seen
}

// seenSince works out what side (an index of the battle's sides) saw of log, a battle's event
// log, from its event from on: the battle of setup is rebuilt by folding log[:from] and each
// later event is judged by witness.step as it is folded. Then each turn (and round) in which
// something notable was seen has its start marked seen, so the replay can say whose turn it
// was; nothing before from is replayed.
func seenSince(setup combat.Setup, log []combat.Event, from, side int) (sighting, error) {
	from = max(0, min(from, len(log)))
	b, err := foldTo(setup, log[:from])
	if err != nil {
		return sighting{}, err
	}
	if side < 0 || side >= len(b.Sides) {
		return sighting{}, fmt.Errorf("no side %d in the battle", side)
	}
	w := newWitness(b, side)
	st := sighting{side: side, from: from, seen: make([]bool, len(log)-from)}
	for i, e := range log[from:] {
		st.seen[i] = w.step(e)
		if st.seen[i] && notable(e) {
			st.shown++
		}
	}
	// frame what was seen with the start of its turn and of its round
	turn, round := -1, -1
	for i, e := range log[from:] {
		switch e.(type) {
		case combat.TurnStarted:
			turn = i
		case combat.RoundStarted:
			round, turn = i, -1
		}
		if st.seen[i] && notable(e) {
			for _, at := range []int{turn, round} {
				if at >= 0 {
					st.seen[at] = true
				}
			}
		}
	}
	return st, nil
}

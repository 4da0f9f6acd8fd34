package ai

// Retreat: how a unit that morale breaks makes for the exits and leaves.

import (
	"sync"

	"skirmish/combat"
	"skirmish/grid"
)

// retreat moves u towards the nearest exit and off the map, among the actions listed: leave
// from an exit, disengage first when foes would strike as it flees, else move to the square
// nearest an exit, or, with no square nearer one, the square farthest from the foes.
func (t *Tactician) retreat(b *combat.Battle, u *combat.Unit, l *combat.Listing, why string) (scored, bool) {
	if x := firstOf(l, combat.MeanLeave); x != nil {
		return candidate(x, 100, u.Name+": leaves the battle: "+why), true
	}
	dist := t.exitDistances(b, u)
	// nearest is the listed action of meaning m to the square nearest an exit, nearer than u
	// stands; nil for none
	nearest := func(m combat.Meaning) *combat.Legal {
		var best *combat.Legal
		bd := dist[b.Map.Index(u.Pos)]
		for x := range l.With(m) {
			if len(x.Action.Path) == 0 {
				continue
			}
			if d := dist[b.Map.Index(x.Action.Path[len(x.Action.Path)-1])]; d >= 0 && (bd < 0 || d < bd) {
				best, bd = x, d
			}
		}
		return best
	}
	for x := range l.With(combat.MeanWithdraw) {
		if x.Default {
			return candidate(x, 100, u.Name+": disengages to retreat: "+why), true
		}
	}
	if x := nearest(combat.MeanWithdraw); x != nil && len(engagedFoes(b, u)) > 0 { // a withdraw that names its square
		return candidate(x, 100, u.Name+": withdraws towards an exit: "+why), true
	}
	if best := nearest(combat.MeanMove); best != nil {
		return candidate(best, 100, u.Name+": retreats towards an exit: "+why), true
	}
	var moves []combat.Legal
	for x := range l.With(combat.MeanMove) {
		moves = append(moves, *x)
	}
	if p, ok := t.refuge(b, u, moves); ok {
		for x := range l.With(combat.MeanMove) {
			if x.Action.Path[0] == p {
				return candidate(x, 100, u.Name+": retreats away from the foes (no way nearer an exit): "+why), true
			}
		}
	}
	return scored{}, false
}

// cornered reports whether u, whose morale broke and which has not retreated this turn,
// cannot get away: foes stand beside it and it has no way off, nearer an exit or away from
// the foes (retreat found none). Cornered, it fights on.
func (t *Tactician) cornered(b *combat.Battle, u *combat.Unit) bool {
	return len(engagedFoes(b, u)) > 0
}

// exitDistances is, for every square, how many feet of walking it is from the nearest square u
// may leave from (-1 where none can be reached), ignoring other units. The map and its exits never
// change, so it is worked out once per map and side, for every battle on the map (exitFields).
func (t *Tactician) exitDistances(b *combat.Battle, u *combat.Unit) []int32 {
	key := exitKey{b.Map, b.SideName(u)}
	exitFields.Lock()
	defer exitFields.Unlock()
	for i, e := range exitFields.kept {
		if e.key == key {
			// the last asked first
			copy(exitFields.kept[1:i+1], exitFields.kept[:i])
			exitFields.kept[0] = e
			return e.dist
		}
	}
	var exits []grid.Pos
	for _, p := range b.Map.ExitSquares(key.side) {
		if b.Map.At(p).Move != grid.MoveBlocked {
			exits = append(exits, p)
		}
	}
	e := exitField{key, t.steps(b.Map).field(exits, 0)}
	if len(exitFields.kept) < maxExitFields {
		exitFields.kept = append(exitFields.kept, exitField{})
	}
	copy(exitFields.kept[1:], exitFields.kept)
	exitFields.kept[0] = e
	return e.dist
}

// maxExitFields is how many walks from the exits are kept (a few maps, two sides each).
const maxExitFields = 8

// exitFields keeps the walks from the exits of the maps played last, shared by every
// Tactician in any goroutine (a simulator plays many battles on one map at once); the walks
// are read-only once made.
var exitFields struct {
	sync.Mutex
	kept []exitField // the last asked first
}

// exitField is one side's walk from its exits on a map.
type exitField struct {
	key  exitKey
	dist []int32
}

// exitKey names a side's exits on a map.
type exitKey struct {
	m    *grid.Map
	side string
}

package ai

// Retreat: how a unit that morale breaks makes for the exits and leaves.

import (
	"sync"

	"skirmish/combat"
	"skirmish/grid"
)

// retreat moves u towards the nearest exit and off the map, among the actions listed: leave
// from an exit, disengage first when foes would strike as it flees, else move to the square
// nearest an exit.
func (t *Tactician) retreat(b *combat.Battle, u *combat.Unit, l *combat.Listing, why string) (scored, bool) {
	if x := firstOf(l, combat.MeanLeave); x != nil {
		return candidate(x, 100, u.Name+": leaves the battle: "+why), true
	}
	for x := range l.With(combat.MeanWithdraw) {
		if x.Default {
			return candidate(x, 100, u.Name+": disengages to retreat: "+why), true
		}
	}
	dist := t.exitDistances(b, u)
	var best *combat.Legal
	bd := dist[b.Map.Index(u.Pos)]
	for x := range l.With(combat.MeanMove) {
		if d := dist[b.Map.Index(x.Action.Path[0])]; d >= 0 && (bd < 0 || d < bd) {
			best, bd = x, d
		}
	}
	if best == nil {
		return scored{}, false
	}
	return candidate(best, 100, u.Name+": retreats towards an exit: "+why), true
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

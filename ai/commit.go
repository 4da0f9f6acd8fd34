package ai

// Commitment across turns: a unit that walked out last turn, struck nothing, and has had no
// new reason since (it was not hurt, no unit fell or left) does not walk back (issue 27: no
// back and forth). The laugh counter BackAndForth (laughs.go) counts what this prevents.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// trail is what the Tactician keeps of one unit's turns in a battle: where its turn now began,
// with its hit points and its side's units holding the field then, and the same of its turn before
// with where that turn ended and whether it struck in it.
type trail struct {
	turn               int // Round*1000 + TurnIndex of the turn under way
	start              grid.Pos
	hp, alive          int
	had                bool // a turn before is kept
	prevStart, prevEnd grid.Pos
	prevHP, prevAlive  int
	prevStruck         bool
}

// activeAllies counts the units of side holding the field.
func activeAllies(b *combat.Battle, side int) int {
	n := 0
	for _, u := range b.Units {
		if u.Active() && u.Side == side {
			n++
		}
	}
	return n
}

// track notes, at each action asked for, the turn each unit in its turn is in: a new turn
// shifts the one under way to the turn before (its end is where the unit stands now).
func (t *Tactician) track(b *combat.Battle, key int) {
	if t.trails == nil {
		t.trails = map[string]*trail{}
	}
	for _, u := range b.Units {
		if !u.Active() || !b.InTurnNow(u) {
			continue
		}
		alive := activeAllies(b, u.Side)
		tr := t.trails[u.Name]
		if tr == nil {
			tr = &trail{turn: key, start: u.Pos, hp: u.HP, alive: alive}
			t.trails[u.Name] = tr
			continue
		}
		if tr.turn == key {
			continue
		}
		*tr = trail{turn: key, start: u.Pos, hp: u.HP, alive: alive, had: true,
			prevStart: tr.start, prevEnd: u.Pos, prevHP: tr.hp, prevAlive: tr.alive,
			prevStruck: t.struck[u.Name] == tr.turn}
	}
}

// walksBack is whether moving u to p would undo its walk of the turn before without a new
// reason: it walked two squares or more and struck nothing, p is at least halfway back
// towards where that walk began and two squares or more from where it ended, and since that
// turn began u lost less than a quarter of its hit points (that is a new reason).
// An ally falling is none: on the Delvers cavern, counting it let 13 of 20 walks back through
// (ten goblins lose one most rounds).
func (t *Tactician) walksBack(b *combat.Battle, u *combat.Unit, p grid.Pos) bool {
	tr := t.trails[u.Name]
	if tr == nil || !tr.had || tr.prevStruck {
		return false
	}
	d0 := b.Map.Distance(tr.prevStart, tr.prevEnd)
	if d0 < 2 || 2*b.Map.Distance(tr.prevStart, p) > d0 || b.Map.Distance(tr.prevEnd, p) < 2 {
		return false
	}
	return 4*(tr.prevHP-u.HP) < u.MaxHP()
}

package ai

// The walk from the enemy: one field per side, kept from turn to turn and mended where the
// foes moved or fell rather than walked again over the whole map.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// foeField is, for every cell, the feet of walking from the nearest active enemy of a side
// (-1: none can walk there), and which enemy that is. It follows the battle: each update
// compares the enemies with the sources it was walked from; a source gone (fallen, fled, or
// moved off its cell) gives up the cells it was nearest to, which are walked again from their
// edge and from the sources come (or moved onto a new cell). The feet are the same as a walk
// from nothing (each cell's least over the sources), so the AI's choices do not depend on the
// field's history.
type foeField struct {
	st    *stepTable
	b     *combat.Battle
	side  int
	dist  []int32
	owner []int16    // per cell: the index in b.Units of the nearest source, -1 for none
	at    []grid.Pos // per unit of b.Units: the cell it is a source on
	on    []bool     // per unit of b.Units: it is a source
	gone  []bool     // per unit: it stopped being a source in this update (scratch)
	freed []int32    // the cells release forgot (scratch)
}

// update brings the field up to date with b's enemies of side and returns the feet per cell.
// When most sources have gone (the foes have all moved since the side's last turn), it walks
// from nothing instead.
func (f *foeField) update(st *stepTable, b *combat.Battle, side int) []int32 {
	if f.b != b || f.side != side || f.st != st || len(f.on) != len(b.Units) {
		f.reset(st, b, side)
	}
	q := &st.q
	q.reset()
	lost, kept := 0, 0
	for i, v := range b.Units {
		want := v.Side != side && v.Active() && st.open(v.Pos)
		f.gone[i] = false
		switch {
		case f.on[i] && (!want || f.at[i] != v.Pos):
			f.on[i], f.gone[i] = false, true
			lost++
		case f.on[i]:
			kept++
		}
	}
	switch {
	case lost > kept: // most have moved (a new turn): the walk from nothing is cheaper
		f.reset(st, b, side)
	case lost > 0:
		f.release()
	}
	for i, v := range b.Units {
		if want := v.Side != side && v.Active() && st.open(v.Pos); want && !f.on[i] {
			f.on[i], f.at[i] = true, v.Pos
			j := int32(st.m.Index(v.Pos))
			if f.dist[j] != 0 {
				f.dist[j], f.owner[j] = 0, int16(i)
				q.seed(j, 0)
			}
		}
	}
	q.run(st.s, f.dist, f.owner, 0, nil)
	return f.dist
}

// reset empties the field for side in b.
func (f *foeField) reset(st *stepTable, b *combat.Battle, side int) {
	f.st, f.b, f.side = st, b, side
	n := len(st.s.Cost)
	if cap(f.dist) < n {
		f.dist, f.owner = make([]int32, n), make([]int16, n)
	}
	f.dist, f.owner = f.dist[:n], f.owner[:n]
	for j := range f.dist {
		f.dist[j], f.owner[j] = -1, -1
	}
	if len(f.on) != len(b.Units) {
		f.at = make([]grid.Pos, len(b.Units))
		f.on = make([]bool, len(b.Units))
		f.gone = make([]bool, len(b.Units))
	}
	clear(f.on)
}

// release forgets the cells of the sources gone and queues, as seeds of st's search, the
// cells at their edge whose feet still hold (from a source that stays): walked again from
// there, the forgotten cells get the feet of the nearest source left. A source's cells are
// found from its own cell: each was reached from a neighbour of the same source, so they
// are one piece, and only they are visited.
func (f *foeField) release() {
	s, q := f.st.s, &f.st.q
	f.freed = f.freed[:0]
	for i, gone := range f.gone {
		if j := int32(f.st.m.Index(f.at[i])); gone && f.owner[j] == int16(i) {
			f.dist[j], f.owner[j] = -1, -1
			f.freed = append(f.freed, j)
		}
	}
	for k := 0; k < len(f.freed); k++ {
		j := f.freed[k]
		for n, c := range &s.Cost[j] {
			if c == 0 {
				continue
			}
			// the steps between two open cells go both ways, so a cell the freed one steps
			// to steps back to it
			switch i := s.Next(j, n); {
			case f.owner[i] >= 0 && f.gone[f.owner[i]]:
				f.dist[i], f.owner[i] = -1, -1
				f.freed = append(f.freed, i)
			case f.dist[i] >= 0:
				q.seed(i, f.dist[i])
			}
		}
	}
}

package ai

// What the AI keeps from turn to turn: what each foe sees from where it stands, and the cells
// each foe can walk to to strike.

import (
	"skirmish/grid"
)

// viewChunk is how many cells a piece of a foe's views holds: the views are kept by pieces
// of the map, only those asked about, so that a big map costs only the cells looked at.
const viewChunk = 4096

// viewMemo remembers, per unit (its index in the battle's units) and cell, what the unit sees
// of the cell from the cell it stands on (seen and cover): the map never changes, so an answer
// holds until the unit moves.
type viewMemo struct {
	m    *grid.Map
	at   []grid.Pos  // per unit: the cell its views are from
	rows [][][]uint8 // per unit, per piece of the map: 0 is not yet asked
	free [][]uint8   // pieces given back, for reuse
}

// view is grid.Map.Sight(from, p), remembered for unit.
func (vm *viewMemo) view(m *grid.Map, unit int, from, p grid.Pos) grid.View {
	if vm.m != m {
		*vm = viewMemo{m: m}
	}
	for len(vm.rows) <= unit {
		vm.rows, vm.at = append(vm.rows, nil), append(vm.at, from)
	}
	row := vm.rows[unit]
	if vm.at[unit] != from { // it moved: look again from its new cell
		for k, c := range row {
			if c != nil {
				clear(c)
				vm.free, row[k] = append(vm.free, c), nil
			}
		}
		vm.at[unit] = from
	}
	j := m.Index(p)
	k := j / viewChunk
	if row == nil {
		row = make([][]uint8, (m.Width*m.Height+viewChunk-1)/viewChunk)
		vm.rows[unit] = row
	}
	c := row[k]
	if c == nil {
		if n := len(vm.free); n > 0 {
			c, vm.free = vm.free[n-1], vm.free[:n-1]
		} else {
			c = make([]uint8, min(viewChunk, m.Width*m.Height)) // a small map is one piece
		}
		row[k] = c
	}
	if v := c[j%viewChunk]; v != 0 {
		return grid.View{Seen: v&2 != 0, Cover: grid.Cover(v >> 2)}
	}
	v := m.Sight(from, p)
	b := uint8(1) | uint8(v.Cover)<<2
	if v.Seen {
		b |= 2
	}
	c[j%viewChunk] = b
	return grid.View{Seen: v.Seen, Cover: v.Cover}
}

// reachMemo keeps, per unit, the cells it can walk to within its reach (a bounded walk from
// its cell: hard's look-ahead), walked again only when it moves or its reach changes, and the
// cells' marks of the last turn (a bit per foe).
type reachMemo struct {
	m      *grid.Map
	from   []reachFrom // per unit
	strike []uint64    // per cell, words a cell: the foes that can walk to strike it
	marked []int32     // the cells with marks
	words  int         // the words a cell of the marks
}

// reachFrom is one unit's reach: from where, how far, the cells.
type reachFrom struct {
	at    grid.Pos
	feet  int
	cells []int32
}

// mark sets, for the foes of s, the cells each can walk to within its reach (s.reach), and
// returns the marks (a bit per foe, words a cell). The marks hold until the next call.
func (rm *reachMemo) mark(st *stepTable, s *sense) ([]uint64, int) {
	if rm.m != st.m {
		*rm = reachMemo{m: st.m}
	}
	words := (len(s.foes) + 63) / 64
	n := len(st.s.Cost) * words
	for _, j := range rm.marked {
		clear(rm.strike[int(j)*rm.words : int(j+1)*rm.words])
	}
	rm.marked, rm.words = rm.marked[:0], words
	if len(rm.strike) < n {
		rm.strike = make([]uint64, n)
	}
	for i, e := range s.foes {
		u := s.unit[i]
		for len(rm.from) <= u {
			rm.from = append(rm.from, reachFrom{feet: -1})
		}
		r := &rm.from[u]
		if r.at != e.Pos || r.feet != s.reach[i] {
			r.at, r.feet = e.Pos, s.reach[i]
			r.cells = append(r.cells[:0], st.near(e.Pos, s.reach[i])...)
		}
		w, bit := i/64, uint64(1)<<(i%64)
		for _, j := range r.cells {
			k := int(j)*words + w
			if rm.strike[k] == 0 {
				rm.marked = append(rm.marked, j)
			}
			rm.strike[k] |= bit
		}
	}
	return rm.strike[:n], words
}

package grid

// Fog of war: the cells a side's units see, by the very predicate Sight uses, kept up to date
// by the cells each viewer sees (viewshed.go) as units move.

// Fog is what a set of viewers (a side's units) sees, kept up to date as they move: Update
// with the viewers' cells after each step (or each action, or at any time) costs one
// viewshed for each cell a viewer newly stands on, and nothing for viewers that stayed put.
// Each open cell counts the viewers that see it, each wall the seen open cells around it, so
// a change touches only the cells of the viewsheds that came or went. What viewer cells see
// is remembered per map and shared by every Fog of it (viewshedCache), so a unit standing
// where a unit of any side stood before costs nothing. A Fog is not safe for concurrent use;
// many Fogs may share one Map, in any goroutines.
type Fog struct {
	m     *Map
	ix    *sightIndex // the index the counts were made with; a rebuilt map starts again
	seen  []bool      // row-major (Map.Index)
	count []uint16    // an open cell: viewers seeing it; a wall: seen open cells around it
	eyes  map[Pos]int // the viewers' cells, with how many viewers stand on each
	next  map[Pos]int // scratch for Update
	// shown and hidden are the cells the last Update made seen and unseen
	shown, hidden []int32
}

// NewFog returns a Fog for m with nothing seen.
func (m *Map) NewFog() *Fog {
	n := m.Width * m.Height
	return &Fog{m: m, seen: make([]bool, n), count: make([]uint16, n), eyes: map[Pos]int{}, next: map[Pos]int{}}
}

// Fog marks in seen (row-major, len Width*Height, see Map.Index) every cell that any of the
// viewers sees: a cell that does not block sight is marked exactly when Sight(viewer,
// cell).Seen for some viewer, so fog and targeting never disagree; a wall is marked when it
// touches (edge or corner) a marked cell that is not a wall, so walls draw. Viewers off the
// map are ignored. It makes a Fog for the purpose: keep a Fog to follow moving viewers.
func (m *Map) Fog(viewers []Pos, seen []bool) {
	f := m.NewFog()
	f.Update(viewers)
	copy(seen, f.seen)
}

// Update makes the fog that of viewers (see Map.Fog): the viewers that left a cell take its
// viewshed away, those that came to one add it. Call it once per side after each step (or
// whenever the units may have moved); Shown and Hidden then list what changed.
func (f *Fog) Update(viewers []Pos) {
	m := f.m
	f.shown, f.hidden = f.shown[:0], f.hidden[:0]
	ix := m.index()
	if f.ix != ix { // a new map (or the first Update): start from nothing
		f.ix = ix
		clear(f.seen)
		clear(f.count)
		clear(f.eyes)
	}
	if ix.big {
		return
	}
	clear(f.next)
	for _, v := range viewers {
		if m.In(v) {
			f.next[v]++
		}
	}
	// the newcomers first, so that a cell seen before and after never counts down to nothing
	for v, n := range f.next {
		for k := f.eyes[v]; k < n; k++ {
			f.look(v, 1)
		}
	}
	for v, n := range f.eyes {
		for k := f.next[v]; k < n; k++ {
			f.look(v, -1)
		}
	}
	f.eyes, f.next = f.next, f.eyes
}

// look adds (by +1) or takes away (-1) the viewshed of one viewer on cell v.
func (f *Fog) look(v Pos, by int) {
	for _, i := range f.ix.viewshed(f.m, v) {
		c := &f.count[i]
		if by > 0 {
			*c++
			if *c == 1 {
				f.show(int(i), true)
			}
		} else {
			*c--
			if *c == 0 {
				f.show(int(i), false)
			}
		}
	}
}

// show marks open cell i seen or not, and counts it for the walls around it.
func (f *Fog) show(i int, on bool) {
	f.seen[i] = on
	f.note(i, on)
	for _, w := range f.ix.wallsAround(f.m, i) {
		j := int(w)
		if on {
			f.count[j]++
			if f.count[j] == 1 {
				f.seen[j] = true
				f.note(j, true)
			}
		} else {
			f.count[j]--
			if f.count[j] == 0 {
				f.seen[j] = false
				f.note(j, false)
			}
		}
	}
}

// note records that cell i became seen (on) or unseen.
func (f *Fog) note(i int, on bool) {
	if on {
		f.shown = append(f.shown, int32(i))
	} else {
		f.hidden = append(f.hidden, int32(i))
	}
}

// Seen reports whether cell p was seen by the last Update.
func (f *Fog) Seen(p Pos) bool { return f.m.In(p) && f.seen[f.m.Index(p)] }

// Cells returns the seen flags of every cell, row-major; read-only, valid until the next Update.
func (f *Fog) Cells() []bool { return f.seen }

// Shown lists the cells (Map.Index) the last Update made seen that were not: what the step
// revealed. Read-only, valid until the next Update.
func (f *Fog) Shown() []int32 { return f.shown }

// Hidden lists the cells the last Update made unseen that were seen.
func (f *Fog) Hidden() []int32 { return f.hidden }

// wallsAround lists the cells that block sight beside cell i of m (the index's map), in the
// order of Map.Neighbour; the table is made on first use and shared.
func (ix *sightIndex) wallsAround(m *Map, i int) []int32 {
	ix.wallsOnce.Do(func() {
		n := m.Width * m.Height
		ix.wallsAt = make([]int32, n+1)
		var around []Pos
		for c := range n {
			around = m.AppendNeighbours(around[:0], m.PosOf(c))
			for _, p := range around {
				if m.At(p).Sight == SightBlocked {
					ix.walls = append(ix.walls, int32(m.Index(p)))
				}
			}
			ix.wallsAt[c+1] = int32(len(ix.walls))
		}
	})
	return ix.walls[ix.wallsAt[i]:ix.wallsAt[i+1]]
}

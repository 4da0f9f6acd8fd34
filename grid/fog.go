package grid

// Fog of war: the cells a side's units see, by the very predicate Sight uses.

// Fog computes which squares a set of viewers sees. Reuse one Fog per map and goroutine. A
// Fog remembers what each viewer square sees (the map does not change during a battle), so an
// Update after one unit moved only works out that unit's new square; after warming up it does
// not allocate. A Fog is not safe for concurrent use; many Fogs may share one Map.
type Fog struct {
	m     *Map
	seen  []bool   // row-major, Width*Height
	stamp []uint32 // per square: the pass that last queued it
	pass  uint32
	queue []int32

	ix    *sightIndex     // the index the cache was filled from; a rebuilt map clears the cache
	cache map[Pos][]int32 // per viewer square: the open squares it sees
	order []Pos           // cached squares, oldest first, for eviction
	spare [][]int32       // evicted lists, reused
	sweep *sweeper        // the viewshed sweep's memory (square maps)
}

// fogCacheSize bounds how many viewer squares a Fog remembers.
const fogCacheSize = 256

// NewFog returns a Fog for m with nothing seen.
func (m *Map) NewFog() *Fog {
	return &Fog{m: m, seen: make([]bool, m.Width*m.Height), stamp: make([]uint32, m.Width*m.Height),
		cache: map[Pos][]int32{}}
}

// Fog marks in seen (row-major, len Width*Height, see Map.Index) every square that any of the
// viewers sees: a square that does not block sight is marked exactly when
// Sight(viewer, square).Seen for some viewer, so fog and targeting never disagree; a wall square
// is marked when it touches (edge or corner) a marked square that is not a wall, so walls draw.
// Viewers off the map are ignored. It allocates a scratch Fog; reuse a Fog in hot loops.
func (m *Map) Fog(viewers []Pos, seen []bool) {
	f := m.NewFog()
	f.Update(viewers)
	copy(seen, f.seen)
}

// Update recomputes the fog for viewers (see Map.Fog).
func (f *Fog) Update(viewers []Pos) {
	m := f.m
	ix := m.index()
	clear(f.seen)
	if ix.big {
		return
	}
	if f.ix != ix {
		f.forget()
		f.ix = ix
		f.sweep = nil
	}
	for _, v := range viewers {
		if !m.In(v) {
			continue
		}
		cells, ok := f.cache[v]
		if !ok {
			cells = f.view(ix, v)
		}
		for _, i := range cells {
			f.seen[i] = true
		}
	}
	f.markWalls(ix)
}

// view works out the open squares viewer v sees and remembers them.
func (f *Fog) view(ix *sightIndex, v Pos) []int32 {
	m := f.m
	w := m.Width
	f.pass++
	if f.pass == 0 {
		clear(f.stamp)
		f.pass = 1
	}
	var cells []int32
	if n := len(f.spare); n > 0 {
		cells, f.spare = f.spare[n-1][:0], f.spare[:n-1]
	}
	if ix.hex == nil {
		if f.sweep == nil {
			f.sweep = newSweeper(m, ix)
		}
		cells = f.sweep.viewshed(v, cells)
		f.remember(v, cells)
		return cells
	}
	vi := m.Index(v)
	f.stamp[vi] = f.pass
	cells = append(cells, int32(vi))
	q := append(f.queue[:0], int32(vi))
	// Squares whose inside a clear line from the viewer reaches are connected to the
	// viewer through such squares, and a square seen only at its edge or corner touches
	// one of them; so spreading from seen squares to their neighbours finds them all.
	// The line passes into a square from the neighbour it crossed before, which lies on
	// the viewer's side (or level with it) on each axis where the two differ; so only
	// outward neighbours need testing.
	for h := 0; h < len(q); h++ {
		i := int(q[h])
		if h > 0 {
			if !ix.seen(v, Pos{i % w, i / w}) {
				continue
			}
			cells = append(cells, int32(i))
		}
		x, y := i%w, i/w
		if ix.hex != nil {
			// On hexes every neighbour is tried (the outward test below is the square grid's),
			// and on the ragged edge the next edge hexes along it, which a line along the map's
			// border reaches past the notch between them (docs/rulings.md "Sight on hexes").
			var around [10]Pos
			n := copy(around[:], m.AppendNeighbours(around[:0], Pos{x, y}))
			n += copy(around[n:], m.Hex.alongEdge(around[n:n], Pos{x, y}, w, m.Height))
			for _, nb := range around[:n] {
				n := nb
				if !m.In(n) {
					continue
				}
				ni := n.Y*w + n.X
				if f.stamp[ni] == f.pass || m.terrain[ni].Sight == SightBlocked {
					continue
				}
				f.stamp[ni] = f.pass
				q = append(q, int32(ni))
			}
			continue
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if nx < 0 || ny < 0 || nx >= w || ny >= m.Height {
					continue
				}
				if (v.X-nx)*dx > 0 || (v.Y-ny)*dy > 0 {
					continue
				}
				ni := ny*w + nx
				if f.stamp[ni] == f.pass || ix.flags[(ny+1)*ix.pw+nx+1]&cellWall != 0 {
					continue
				}
				f.stamp[ni] = f.pass
				q = append(q, int32(ni))
			}
		}
	}
	f.queue = q
	f.remember(v, cells)
	return cells
}

// remember keeps what viewer square v sees, forgetting the oldest square when full.
func (f *Fog) remember(v Pos, cells []int32) {
	if len(f.order) >= fogCacheSize {
		old := f.order[0]
		f.order = append(f.order[:0], f.order[1:]...)
		f.spare = append(f.spare, f.cache[old])
		delete(f.cache, old)
	}
	f.cache[v] = cells
	f.order = append(f.order, v)
}

// forget empties the cache of viewer squares.
func (f *Fog) forget() {
	for _, p := range f.order {
		f.spare = append(f.spare, f.cache[p])
		delete(f.cache, p)
	}
	f.order = f.order[:0]
}

// markWalls marks the walls next to a seen open square, so they draw.
func (f *Fog) markWalls(ix *sightIndex) {
	m := f.m
	w := m.Width
	if ix.hex != nil {
		for i, t := range m.terrain {
			if t.Sight != SightBlocked || f.seen[i] {
				continue
			}
			p := m.PosOf(i)
			for d := range 6 {
				if n := m.Neighbour(p, d); m.In(n) && f.seen[m.Index(n)] && m.terrain[m.Index(n)].Sight != SightBlocked {
					f.seen[i] = true
					break
				}
			}
		}
		return
	}
	for y := 0; y < m.Height; y++ {
		for x := 0; x < w; x++ {
			if ix.flags[(y+1)*ix.pw+x+1]&cellWall == 0 || f.seen[y*w+x] {
				continue
			}
		near:
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					nx, ny := x+dx, y+dy
					if nx >= 0 && ny >= 0 && nx < w && ny < m.Height && f.seen[ny*w+nx] &&
						ix.flags[(ny+1)*ix.pw+nx+1]&cellWall == 0 {
						f.seen[y*w+x] = true
						break near
					}
				}
			}
		}
	}
}

// Seen reports whether square p was seen by the last Update.
func (f *Fog) Seen(p Pos) bool { return f.m.In(p) && f.seen[f.m.Index(p)] }

// Cells returns the seen flags of every square, row-major; read-only, valid until the next Update.
func (f *Fog) Cells() []bool { return f.seen }

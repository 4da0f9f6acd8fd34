// Fog of war: the squares a side's units see, by the very predicate Sight uses.
package grid

// Fog computes which squares a set of viewers sees. Reuse one Fog per map and goroutine:
// after the first Update it does not allocate. A Fog is not safe for concurrent use; many Fogs
// may share one Map.
type Fog struct {
	m     *Map
	seen  []bool   // row-major, Width*Height
	stamp []uint32 // per square: the pass that last queued it
	pass  uint32
	queue []int32
}

// NewFog returns a Fog for m with nothing seen.
func (m *Map) NewFog() *Fog {
	return &Fog{m: m, seen: make([]bool, m.Width*m.Height), stamp: make([]uint32, m.Width*m.Height)}
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
	for i := range f.seen {
		f.seen[i] = false
	}
	if ix.big {
		return
	}
	w := m.Width
	for _, v := range viewers {
		if !m.In(v) {
			continue
		}
		f.pass++
		if f.pass == 0 {
			for i := range f.stamp {
				f.stamp[i] = 0
			}
			f.pass = 1
		}
		vi := m.Index(v)
		f.stamp[vi] = f.pass
		f.seen[vi] = true
		q := append(f.queue[:0], int32(vi))
		// Squares whose inside a clear line from the viewer reaches are connected to the
		// viewer through such squares, and a square seen only at its edge or corner touches
		// one of them; so spreading from seen squares to their neighbours finds them all.
		for h := 0; h < len(q); h++ {
			i := int(q[h])
			if h > 0 {
				if !ix.seen(v, Pos{i % w, i / w}) {
					continue
				}
				f.seen[i] = true
			}
			x, y := i%w, i/w
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					nx, ny := x+dx, y+dy
					if nx < 0 || ny < 0 || nx >= w || ny >= m.Height {
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
	}
	// Walls next to a seen open square are seen.
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

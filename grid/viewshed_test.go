package grid

// The viewshed sweep and the beams against the exact searches they stand in for, on random
// maps of walls and of every kind of shape, on the bundled maps, squares and hexes; and the fog
// kept up to date by moves against fog worked out afresh.

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
)

// shapesMap is a random map with walls and every kind of sub-square shape: stones touching the
// square's edges with a slit between (an arrow slit), a thin wall over two squares with a bend,
// an L over two squares (a concave polygon, split), a block half a square thick on the edge, a
// small diamond inside; plus randomMap's pillars and low walls.
func shapesMap(seed uint64, w, h int, walls float64) *Map {
	r := rand.New(rand.NewPCG(seed, 77))
	m := randomMap(seed, w, h, walls)
	for range w * h / 6 {
		p := Pos{r.IntN(w), r.IntN(h)}
		if m.At(p).Sight == SightBlocked {
			continue
		}
		x, y := float64(p.X), float64(p.Y)
		var s []Shape
		switch r.IntN(5) {
		case 0:
			s = []Shape{{Kind: ShapePolygon, Cell: p, Points: []Point{{x, y}, {x + 0.43, y}, {x + 0.43, y + 1}, {x, y + 1}}},
				{Kind: ShapePolygon, Cell: p, Points: []Point{{x + 0.56, y}, {x + 1, y}, {x + 1, y + 1}, {x + 0.56, y + 1}}}}
		case 1:
			s = []Shape{{Kind: ShapePolyline, Cell: p, Points: []Point{{x + 0.2, y + 0.5}, {x + 1.5, y + 0.5}, {x + 1.5, y + 1.25}}}}
		case 2:
			s = []Shape{{Kind: ShapePolygon, Cell: p, Points: []Point{{x, y}, {x + 2, y}, {x + 2, y + 0.5}, {x + 0.5, y + 0.5}, {x + 0.5, y + 1}, {x, y + 1}}}}
		case 3:
			s = []Shape{{Kind: ShapePolygon, Cell: p, Points: []Point{{x, y}, {x + 1, y}, {x + 1, y + 0.5}, {x, y + 0.5}}}}
		default:
			s = []Shape{{Kind: ShapePolygon, Cell: p, Points: []Point{{x + 0.5, y + 0.25}, {x + 0.75, y + 0.5}, {x + 0.5, y + 0.75}, {x + 0.25, y + 0.5}}}}
		}
		m.Shapes = append(m.Shapes, s...)
	}
	m.sight.reset()
	return m
}

// checkViewsheds fails unless, from every open cell of m (or every step-th), the sweep's
// verdicts agree with the exact predicate: a cell it calls seen is seen, one it calls unseen
// is not (what it calls maybe, the predicate decides). It returns how many cells it decided.
func checkViewsheds(t *testing.T, name string, m *Map, step int) (decided, maybe int) {
	t.Helper()
	ix := m.index()
	sw := newSweeper(m, ix)
	n := m.Width * m.Height
	for vi := 0; vi < n; vi += step {
		v := m.PosOf(vi)
		if m.At(v).Sight == SightBlocked {
			continue
		}
		sw.sweepAll(v)
		for ci := range n {
			c := m.PosOf(ci)
			if c == v || m.At(c).Sight == SightBlocked {
				continue
			}
			got := sw.verdict[ci]
			if got == vsMaybe {
				maybe++
				continue
			}
			decided++
			if want := ix.seen(v, c); (got == vsSeen) != want {
				t.Fatalf("%s: from %v, %v is %v by the sweep, seen %v by the predicate", name, v, c, got == vsSeen, want)
			}
		}
	}
	return decided, maybe
}

func TestViewshedMatchesPredicate(t *testing.T) {
	for s := uint64(1); s <= uint64(soakRounds(4)); s++ {
		for _, walls := range []float64{0.05, 0.15, 0.3, 0.5} {
			checkViewsheds(t, fmt.Sprintf("squares seed %d walls %v", s, walls), randomMap(s, 17, 13, walls), 1)
			checkViewsheds(t, fmt.Sprintf("shapes seed %d walls %v", s, walls), shapesMap(s, 13, 11, walls), 1)
		}
		for _, lay := range hexLayouts {
			for _, walls := range []float64{0.05, 0.2, 0.4} {
				checkViewsheds(t, fmt.Sprintf("%s seed %d walls %v", lay.name, s, walls), randomHexMap(s, 13, 11, lay.h, walls), 1)
			}
		}
	}
}

func TestViewshedOfBundledMaps(t *testing.T) {
	// the bundled maps, squares and hexes (slits, pillars, shapes)
	files, _ := filepath.Glob(filepath.Join("..", "maps", "*.tmx"))
	hexes, _ := filepath.Glob(filepath.Join("..", "maps", "hex", "*.tmx"))
	for _, f := range append(files, hexes...) {
		m, err := Load(f)
		if err != nil {
			t.Fatal(err)
		}
		decided, maybe := checkViewsheds(t, f, m, 7)
		t.Logf("%s: %d cells decided by the sweep, %d left to the predicate", f, decided, maybe)
	}
}

// searchSight is Sight by the exact searches alone, without the beam.
func searchSight(ix *sightIndex, from, to Pos) View {
	if ix.hex != nil {
		hl := ix.hex
		ef, et := hl.hexEnds(from, to)
		var fc, tc [6]fpt
		hl.corners(ef[0], ef[1], &fc)
		hl.corners(et[0], et[1], &tc)
		n := 0
		for k := range 6 {
			if ix.hexCornerSeen(fc[:], tc[k], k, ef, et) {
				n++
			}
		}
		if n == 0 && !ix.hexAnyPair(from, to) {
			return View{Cover: CoverFull}
		}
		v := View{Seen: true, Cover: CoverFull, CornersSeen: n}
		switch {
		case n == 6:
			v.Cover = CoverNone
		case n >= 3:
			v.Cover = CoverHalf
		case n >= 1:
			v.Cover = CoverThreeQuarters
		}
		if n == 0 {
			v.CornersSeen = 0
		}
		v.Cover = max(v.Cover, ix.hexLowWallCover(from, to))
		return v
	}
	v := ix.corners(from, to)
	if !v.Seen {
		return View{Cover: CoverFull}
	}
	v.Cover = max(v.Cover, ix.lowWallCover(from, to))
	return v
}

func TestBeamMatchesSearch(t *testing.T) {
	// Sight (a beam, then the searches for what it leaves open) against the searches alone,
	// over every ordered pair of cells, walls included
	check := func(name string, m *Map) {
		ix := m.index()
		n := m.Width * m.Height
		for i := range n {
			for j := range n {
				a, b := m.PosOf(i), m.PosOf(j)
				if a == b {
					continue
				}
				if got, want := ix.sight(a, b), searchSight(ix, a, b); got != want {
					t.Fatalf("%s: Sight(%v, %v) = %+v by the beam, %+v by the searches", name, a, b, got, want)
				}
			}
		}
	}
	for s := uint64(1); s <= uint64(soakRounds(3)); s++ {
		for _, walls := range []float64{0.05, 0.2, 0.4} {
			check(fmt.Sprintf("squares seed %d walls %v", s, walls), randomMap(s, 12, 10, walls))
			check(fmt.Sprintf("shapes seed %d walls %v", s, walls), shapesMap(s, 11, 9, walls))
			for _, lay := range hexLayouts {
				check(fmt.Sprintf("%s seed %d walls %v", lay.name, s, walls), randomHexMap(s, 9, 8, lay.h, walls))
			}
		}
	}
}

func TestFogFollowsMoves(t *testing.T) {
	// a Fog updated after every step shows what a new Fog of the same viewers shows, and says
	// which cells the step revealed and hid; squares and hexes
	maps := []*Map{randomMap(5, 24, 18, 0.15), shapesMap(6, 16, 12, 0.2), randomHexMap(7, 18, 14, HexLayout{}, 0.15)}
	for mi, m := range maps {
		r := rand.New(rand.NewPCG(uint64(mi), 3))
		var open []Pos
		for i := range m.Width * m.Height {
			if p := m.PosOf(i); m.At(p).Sight != SightBlocked {
				open = append(open, p)
			}
		}
		viewers := []Pos{open[0], open[len(open)/2], open[len(open)-1], open[len(open)/3]}
		f := m.NewFog()
		f.Update(viewers)
		before := slices.Clone(f.Cells())
		for step := range 60 {
			k := r.IntN(len(viewers))
			switch {
			case step%13 == 12: // a unit falls
				viewers = slices.Delete(viewers, k, k+1)
			case step%11 == 10: // one appears where another stands
				viewers = append(viewers, viewers[k])
			default: // a step to a neighbouring open cell
				var next []Pos
				for _, q := range m.AppendNeighbours(nil, viewers[k]) {
					if m.At(q).Sight != SightBlocked {
						next = append(next, q)
					}
				}
				if len(next) > 0 {
					viewers[k] = next[r.IntN(len(next))]
				}
			}
			f.Update(viewers)
			fresh := m.NewFog()
			fresh.Update(viewers)
			if !slices.Equal(f.Cells(), fresh.Cells()) {
				t.Fatalf("map %d step %d: the fog kept up to date differs from a fresh one", mi, step)
			}
			shown, hidden := map[int32]bool{}, map[int32]bool{}
			for _, i := range f.Shown() {
				shown[i] = true
			}
			for _, i := range f.Hidden() {
				hidden[i] = true
			}
			for i, now := range f.Cells() {
				was := before[i]
				if now && !was != shown[int32(i)] || was && !now != hidden[int32(i)] {
					t.Fatalf("map %d step %d: cell %v was %v, is %v; Shown %v, Hidden %v", mi, step, m.PosOf(i), was, now, shown[int32(i)], hidden[int32(i)])
				}
			}
			before = slices.Clone(f.Cells())
		}
	}
}

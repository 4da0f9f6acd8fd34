package grid

import (
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"
)

func TestZZSweepExact(t *testing.T) {
	bad := 0
	for seed := uint64(1); seed <= 30; seed++ {
		for _, wl := range []float64{0.05, 0.15, 0.3, 0.5} {
			m := randomMap(seed, 17, 13, wl)
			ix := m.index()
			sw := newSweeper(m, ix)
			for vi := range m.Width * m.Height {
				v := m.PosOf(vi)
				if m.At(v).Sight == SightBlocked {
					continue
				}
				sw.sweepAll(v)
				for ci := range m.Width * m.Height {
					c := m.PosOf(ci)
					if m.At(c).Sight == SightBlocked || c == v {
						continue
					}
					want := ix.seen(v, c)
					got := sw.verdict[ci]
					if got == vsSeen && !want || got == vsUnseen && want {
						bad++
						if bad < 10 {
							t.Errorf("seed %d walls %.2f: %v -> %v verdict %d, seen %v\n%s", seed, wl, v, c, got, want, m.asciiDump())
						}
					}
				}
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d wrong", bad)
	}
}

func TestZZSweepStats(t *testing.T) {
	for _, n := range []int{64, 256} {
		for _, wl := range []float64{0.08, 0.3} {
			m := randomMap(1, n, n, wl)
			ix := m.index()
			sw := newSweeper(m, ix)
			viewers := benchViewers(m, 20)
			var seen, maybe, maybeYes int
			var tSweep, tMaybe time.Duration
			for _, v := range viewers {
				t0 := time.Now()
				sw.sweepAll(v)
				tSweep += time.Since(t0)
				for _, ci := range sw.touched {
					switch sw.verdict[ci] {
					case vsSeen:
						seen++
					case vsMaybe:
						maybe++
						t1 := time.Now()
						if ix.seen(v, m.PosOf(int(ci))) {
							maybeYes++
						}
						tMaybe += time.Since(t1)
					}
				}
			}
			t.Logf("%d² walls %.2f: per viewer seen %d maybe %d (yes %d); sweep %v maybe %v", n, wl, seen/20, maybe/20, maybeYes/20, tSweep/20, tMaybe/20)
		}
	}
}

func (m *Map) asciiDump() string {
	s := ""
	for y := 0; y < m.Height; y++ {
		for x := 0; x < m.Width; x++ {
			t := m.At(Pos{x, y})
			switch {
			case t.Sight == SightBlocked:
				s += "#"
			case t.Move == MoveBlocked:
				s += "o"
			default:
				s += "."
			}
		}
		s += "\n"
	}
	return s
}

func TestZZSweepBundled(t *testing.T) {
	files, _ := filepath.Glob("../maps/*.tmx")
	for _, f := range files {
		m, err := Load(f)
		if err != nil {
			t.Fatal(err)
		}
		if m.Topology == Hex {
			continue
		}
		ix := m.index()
		shared := 0
		for _, c := range ix.pieceCells {
			if c > 1 {
				shared++
			}
		}
		sw := newSweeper(m, ix)
		bad, maybe, seen := 0, 0, 0
		for vi := range m.Width * m.Height {
			v := m.PosOf(vi)
			if m.At(v).Sight == SightBlocked {
				continue
			}
			sw.sweepAll(v)
			for ci := range m.Width * m.Height {
				c := m.PosOf(ci)
				if m.At(c).Sight == SightBlocked || c == v {
					continue
				}
				got := sw.verdict[ci]
				if got == vsMaybe {
					maybe++
				}
				if got == vsSeen {
					seen++
				}
				if got == vsMaybe {
					continue
				}
				want := ix.seen(v, c)
				if got == vsSeen && !want || got == vsUnseen && want {
					bad++
					if bad < 5 {
						t.Errorf("%s: %v -> %v verdict %d, seen %v", f, v, c, got, want)
					}
				}
			}
		}
		t.Logf("%s: %d pieces (%d shared), seen %d maybe %d", f, len(ix.pieces), shared, seen, maybe)
	}
}

// richMap is a random map with walls and every kind of shape: stones reaching the square's
// edges (slits), thin walls across squares, concave shapes over two squares, pillars.
func richMap(seed uint64, w, h int, walls float64) *Map {
	r := rand.New(rand.NewPCG(seed, 77))
	m := randomMap(seed, w, h, walls)
	for i := 0; i < w*h/6; i++ {
		p := Pos{r.IntN(w), r.IntN(h)}
		if m.At(p).Sight == SightBlocked {
			continue
		}
		x, y := float64(p.X), float64(p.Y)
		switch r.IntN(5) {
		case 0: // two stones with a slit between, touching the square's edges
			m.Shapes = append(m.Shapes, Shape{Kind: ShapePolygon, Cell: p, Points: []Point{{x, y}, {x + 0.43, y}, {x + 0.43, y + 1}, {x, y + 1}}},
				Shape{Kind: ShapePolygon, Cell: p, Points: []Point{{x + 0.56, y}, {x + 1, y}, {x + 1, y + 1}, {x + 0.56, y + 1}}})
		case 1: // a thin wall across two squares
			m.Shapes = append(m.Shapes, Shape{Kind: ShapePolyline, Cell: p, Points: []Point{{x + 0.2, y + 0.5}, {x + 1.5, y + 0.5}, {x + 1.5, y + 1.25}}})
		case 2: // an L over two squares
			m.Shapes = append(m.Shapes, Shape{Kind: ShapePolygon, Cell: p, Points: []Point{{x, y}, {x + 2, y}, {x + 2, y + 0.5}, {x + 0.5, y + 0.5}, {x + 0.5, y + 1}, {x, y + 1}}})
		case 3: // a half-square block on the square's edge
			m.Shapes = append(m.Shapes, Shape{Kind: ShapePolygon, Cell: p, Points: []Point{{x, y}, {x + 1, y}, {x + 1, y + 0.5}, {x, y + 0.5}}})
		default: // a small diamond inside
			m.Shapes = append(m.Shapes, Shape{Kind: ShapePolygon, Cell: p, Points: []Point{{x + 0.5, y + 0.25}, {x + 0.75, y + 0.5}, {x + 0.5, y + 0.75}, {x + 0.25, y + 0.5}}})
		}
	}
	m.sight.reset()
	return m
}

func TestZZSweepRich(t *testing.T) {
	bad, maybe, seen := 0, 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		for _, wl := range []float64{0.05, 0.2, 0.4} {
			m := richMap(seed, 15, 12, wl)
			ix := m.index()
			sw := newSweeper(m, ix)
			for vi := range m.Width * m.Height {
				v := m.PosOf(vi)
				if m.At(v).Sight == SightBlocked {
					continue
				}
				sw.sweepAll(v)
				for ci := range m.Width * m.Height {
					c := m.PosOf(ci)
					if m.At(c).Sight == SightBlocked || c == v {
						continue
					}
					got := sw.verdict[ci]
					switch got {
					case vsMaybe:
						maybe++
						continue
					case vsSeen:
						seen++
					}
					want := ix.seen(v, c)
					if got == vsSeen && !want || got == vsUnseen && want {
						bad++
						if bad < 5 {
							t.Errorf("seed %d walls %.2f: %v -> %v verdict %d, seen %v\n%s", seed, wl, v, c, got, want, m.asciiDump())
						}
					}
				}
			}
		}
	}
	t.Logf("seen %d maybe %d bad %d", seen, maybe, bad)
}

func TestZZHexSweepExact(t *testing.T) {
	bad, maybe, seen := 0, 0, 0
	for _, lay := range hexLayouts {
		for seed := uint64(1); seed <= 6; seed++ {
			for _, wl := range []float64{0.05, 0.2, 0.4} {
				m := randomHexMap(seed, 13, 11, lay.h, wl)
				ix := m.index()
				sw := newSweeper(m, ix)
				for vi := range m.Width * m.Height {
					v := m.PosOf(vi)
					if m.At(v).Sight == SightBlocked {
						continue
					}
					sw.sweepAll(v)
					for ci := range m.Width * m.Height {
						c := m.PosOf(ci)
						if m.At(c).Sight == SightBlocked || c == v {
							continue
						}
						got := sw.verdict[ci]
						switch got {
						case vsMaybe:
							maybe++
							continue
						case vsSeen:
							seen++
						}
						want := ix.seen(v, c)
						if got == vsSeen && !want || got == vsUnseen && want {
							bad++
							if bad < 5 {
								t.Errorf("%s seed %d walls %.2f: %v -> %v verdict %d, seen %v", lay.name, seed, wl, v, c, got, want)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("seen %d maybe %d bad %d", seen, maybe, bad)
}

func TestZZHexStats(t *testing.T) {
	for _, n := range []int{64, 256} {
		for _, wl := range []float64{0.08, 0.3} {
			m := benchMap(true, n, wl)
			ix := m.index()
			sw := newSweeper(m, ix)
			viewers := benchViewers(m, 20)
			var seen, maybe, maybeYes int
			var tSweep, tMaybe time.Duration
			for _, v := range viewers {
				t0 := time.Now()
				sw.sweepAll(v)
				tSweep += time.Since(t0)
				for _, ci := range sw.touched {
					switch sw.verdict[ci] {
					case vsSeen:
						seen++
					case vsMaybe:
						maybe++
						t1 := time.Now()
						if ix.seen(v, m.PosOf(int(ci))) {
							maybeYes++
						}
						tMaybe += time.Since(t1)
					}
				}
			}
			t.Logf("reasons %v", dbgR); dbgR = [5]int{}
			t.Logf("hex %d² walls %.2f: per viewer seen %d maybe %d (yes %d); sweep %v maybe %v", n, wl, seen/20, maybe/20, maybeYes/20, tSweep/20, tMaybe/20)
		}
	}
}

func TestZZBeamExact(t *testing.T) {
	bad := 0
	check := func(name string, m *Map) {
		ix := m.index()
		n := m.Width * m.Height
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				a, b := m.PosOf(i), m.PosOf(j)
				if a == b {
					continue
				}
				got := ix.sight(a, b)
				want := ix.corners(a, b)
				if !want.Seen {
					want = View{Cover: CoverFull}
				} else if lw := ix.lowWallCover(a, b); lw > want.Cover {
					want.Cover = lw
				}
				if got != want {
					bad++
					if bad < 6 {
						t.Errorf("%s: %v -> %v: beam %+v, predicate %+v", name, a, b, got, want)
					}
				}
			}
		}
	}
	for seed := uint64(1); seed <= 8; seed++ {
		for _, wl := range []float64{0.05, 0.2, 0.4} {
			check("random", randomMap(seed, 12, 10, wl))
			check("rich", richMap(seed, 12, 10, wl))
		}
	}
	t.Logf("bad %d", bad)
}

func TestZZCoverStats(t *testing.T) {
	m := randomMap(1, 64, 64, 0.3)
	pairs := benchPairs(m, 256)
	ix := m.index()
	full, beam := 0, 0
	for _, p := range pairs {
		n := 0
		for k := range 4 {
			q := corner(p[1], k)
			for _, i := range cornerOrder[k] {
				if ix.clearLine(corner(p[0], i), p[0], q, p[1]) {
					n++
					break
				}
			}
		}
		if n == 4 {
			full++
		} else {
			beam++
		}
	}
	t.Logf("full %d beam %d", full, beam)
	sw := ix.getSweeper()
	r1 := testing.Benchmark(func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p := pairs[i%len(pairs)]
			sw.sightBeam(p[0], p[1])
		}
	})
	r2 := testing.Benchmark(func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p := pairs[i%len(pairs)]
			for k := range 4 {
				q := corner(p[1], k)
				for _, j := range cornerOrder[k] {
					if ix.clearLine(corner(p[0], j), p[0], q, p[1]) {
						break
					}
				}
			}
		}
	})
	r3 := testing.Benchmark(func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p := pairs[i%len(pairs)]
			ix.corners(p[0], p[1])
		}
	})
	t.Logf("beam %v corner lines %v old corners %v", r1.NsPerOp(), r2.NsPerOp(), r3.NsPerOp())
}

func BenchmarkZZBeam(b *testing.B) {
	m := randomMap(1, 64, 64, 0.3)
	pairs := benchPairs(m, 256)
	ix := m.index()
	sw := ix.getSweeper()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := pairs[i%len(pairs)]
		sw.sightBeam(p[0], p[1])
	}
}

func TestZZBeamMaybes(t *testing.T) {
	m := randomMap(1, 64, 64, 0.3)
	pairs := benchPairs(m, 256)
	ix := m.index()
	sw := ix.getSweeper()
	var seen [3]int
	var corners [3]int
	for _, p := range pairs {
		b := sw.sightBeam(p[0], p[1])
		seen[b.seen]++
		for _, c := range b.corners[:4] {
			corners[c]++
		}
	}
	t.Logf("seen verdicts %v corner verdicts %v", seen, corners)
}

func TestZZHexBeamExact(t *testing.T) {
	bad := 0
	for _, lay := range hexLayouts {
		for seed := uint64(1); seed <= 3; seed++ {
			for _, wl := range []float64{0.05, 0.2, 0.4} {
				m := randomHexMap(seed, 9, 8, lay.h, wl)
				ix := m.index()
				n := m.Width * m.Height
				for i := 0; i < n; i++ {
					for j := 0; j < n; j++ {
						a, b := m.PosOf(i), m.PosOf(j)
						if a == b {
							continue
						}
						got := ix.hexSight(a, b)
						want := ix.hexSightOld(a, b)
						if got != want {
							bad++
							if bad < 6 {
								t.Errorf("%s seed %d walls %.2f: %v -> %v: beam %+v, predicate %+v", lay.name, seed, wl, a, b, got, want)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("bad %d", bad)
}

// hexSightOld is hexSight without the beam.
func (ix *sightIndex) hexSightOld(from, to Pos) View {
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
	var v View
	switch {
	case n == 6:
		v = View{Seen: true, Cover: CoverNone, CornersSeen: 6}
	case n >= 3:
		v = View{Seen: true, Cover: CoverHalf, CornersSeen: n}
	case n >= 1:
		v = View{Seen: true, Cover: CoverThreeQuarters, CornersSeen: n}
	default:
		v = View{Seen: true, Cover: CoverFull}
	}
	if lw := ix.hexLowWallCover(from, to); lw > v.Cover {
		v.Cover = lw
	}
	return v
}

func TestZZHexBeamMaybes(t *testing.T) {
	m := hexBenchMap()
	pairs := benchPairs(m, 256)
	ix := m.index()
	sw := ix.getSweeper()
	var seen [3]int
	var corners [3]int
	for _, p := range pairs {
		b := sw.hexBeam(p[0], p[1])
		seen[b.seen]++
		for _, c := range b.corners[:6] {
			corners[c]++
		}
	}
	t.Logf("seen verdicts %v corner verdicts %v", seen, corners)
	r := testing.Benchmark(func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p := pairs[i%len(pairs)]
			sw.hexBeam(p[0], p[1])
		}
	})
	t.Logf("hex beam %d ns", r.NsPerOp())
}

func BenchmarkZZHexBeam(b *testing.B) {
	m := hexBenchMap()
	pairs := benchPairs(m, 256)
	ix := m.index()
	sw := ix.getSweeper()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := pairs[i%len(pairs)]
		sw.hexBeam(p[0], p[1])
	}
}

package grid

// Tests of sight and cover on hexes: the rulings, the cover table, symmetry, brute force, fog.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomHexMap makes a w×h hex map of the given layout with the given wall share, some
// pillars and low walls.
func randomHexMap(seed uint64, w, h int, hex HexLayout, walls float64) *Map {
	r := rand.New(rand.NewPCG(seed, 11))
	m := NewHexMap(w, h, hex)
	for i := range w * h {
		p := m.PosOf(i)
		f := r.Float64()
		switch {
		case f < walls:
			m.Set(p, Terrain{Move: MoveBlocked, Sight: SightBlocked})
		case f < walls+0.03:
			m.Set(p, Terrain{Move: MoveBlocked})
			cx, cy := m.CellCentre(p)
			m.Shapes = append(m.Shapes, Shape{Kind: ShapePolygon, Cell: p,
				Points: regularPolygon(cx/float64(m.TileWidth), cy/float64(m.TileHeight), 0.3, 8)})
		case f < walls+0.06:
			m.Set(p, Terrain{Move: MoveDifficult, Cover: CoverHalf})
		}
	}
	return m
}

func TestHexSightRules(t *testing.T) {
	cases := []struct {
		name     string
		m        string
		from, to Pos
		want     View
	}{
		{"open ground: no cover", `
			hex: rows odd
			. . . . .`, Pos{0, 0}, Pos{4, 0}, View{true, CoverNone, 6}},
		{"a wall between: not seen", `
			hex: rows odd
			. . # . .`, Pos{0, 0}, Pos{4, 0}, View{false, CoverFull, 0}},
		{"a wall in line hides four corners: three-quarters cover", `
			hex: rows odd
			. . . . .
			 . . . # .
			. . . . .`, Pos{0, 1}, Pos{4, 1}, View{true, CoverThreeQuarters, 2}},
		{"low wall nearer the target gives half cover", `
			hex: rows odd
			. . . . - .`, Pos{0, 0}, Pos{5, 0}, View{true, CoverHalf, 6}},
		{"low wall at the shooter's feet gives none", `
			hex: rows odd
			. - . . . .`, Pos{0, 0}, Pos{5, 0}, View{true, CoverNone, 6}},
		{"same hex", `
			hex: columns even
			  .
			.  `, Pos{0, 0}, Pos{0, 0}, View{true, CoverNone, 6}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := MustASCII(c.m)
			if got := m.Sight(c.from, c.to); got != c.want {
				t.Errorf("Sight(%v, %v) = %+v, want %+v", c.from, c.to, got, c.want)
			}
		})
	}
}

// TestHexRulingCornerAndEdge: a line through a corner where three hexes meet, one of them a
// wall, only touches the wall and sees; a line along the edge between a wall and an open hex
// sees; a line along the edge two walls share is blocked (the edge is inside them).
func TestHexRulingCornerAndEdge(t *testing.T) {
	// rows odd: hex (a, l) has its centre at (2a+s+1, 3l+2), s = 1 on odd rows.
	at := func(u, v int64) fpt { return fpt{u * fpOne, v * fpOne} }
	cases := []struct {
		name  string
		m     string
		p, q  fpt
		clear bool
	}{
		// the wall (1,1) has its top corner at (4,3); the line v = 3 - (u-4)... passes
		// through that corner from (1,6) to (7,0), between the open hexes (1,0) and (2,1).
		{"through a three-hex corner past one wall sees", `
			hex: rows odd
			. . . .
			 . # . .
			. . . .`, at(1, 6), at(7, 0), true},
		{"through a three-hex corner past one wall, the other way", `
			hex: rows odd
			. . . .
			 . # . .
			. . . .`, at(7, 0), at(1, 6), true},
		{"along the edge of a wall sees", `
			hex: rows odd
			. . . .
			 . # . .
			. . . .`, at(3, 0), at(3, 11), true},
		{"along the edge two walls share is blocked", `
			hex: rows odd
			. . . .
			 # # . .
			. . . .`, at(3, 2), at(3, 6), false},
		{"into a wall is blocked", `
			hex: rows odd
			. . . .
			 . # . .
			. . . .`, at(1, 5), at(7, 5), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := MustASCII(c.m)
			ix := m.index()
			e := [2]int64{-5, -5}
			if got := ix.hexClear(c.p, c.q, e, e); got != c.clear {
				t.Errorf("clear = %v, want %v", got, c.clear)
			}
		})
	}
}

// TestHexSightSymmetric: A sees B exactly when B sees A, on every layout.
func TestHexSightSymmetric(t *testing.T) {
	for _, l := range hexLayouts {
		for s := uint64(1); s <= 2; s++ {
			m := randomHexMap(s, 10, 9, l.h, 0.3)
			n := m.Width * m.Height
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					a, b := m.PosOf(i), m.PosOf(j)
					if ab, ba := m.Sight(a, b).Seen, m.Sight(b, a).Seen; ab != ba {
						t.Fatalf("%s seed %d: Sight(%v,%v).Seen=%v but reversed %v", l.name, s, a, b, ab, ba)
					}
				}
			}
		}
	}
}

// hexSamples returns points of a hex (frame, fixed point): its corners, its centre, and
// points a third and two thirds of the way from the centre to each corner and edge middle.
func hexSamples(hl *hexLattice, a, l int64) []fpt {
	var cs [6]fpt
	hl.corners(a, l, &cs)
	c := hl.centre(a, l)
	out := []fpt{c}
	for k := range 6 {
		mid := fpt{(cs[k].x + cs[(k+1)%6].x) / 2, (cs[k].y + cs[(k+1)%6].y) / 2}
		for _, v := range []fpt{cs[k], mid} {
			out = append(out, v)
			for _, f := range []int64{1, 2} {
				out = append(out, fpt{c.x + (v.x-c.x)*f/3, c.y + (v.y-c.y)*f/3})
			}
		}
	}
	return out
}

// TestHexSightBruteForce: on random maps of every layout, when some segment between sample
// points of two hexes is clear the hexes see each other; when a sample point of the viewer's
// hex sees a target corner, that corner is counted.
func TestHexSightBruteForce(t *testing.T) {
	for _, lay := range hexLayouts {
		for s := uint64(1); s <= uint64(soakRounds(2)); s++ {
			m := randomHexMap(s, 8, 7, lay.h, 0.3)
			ix := m.index()
			hl := ix.hex
			n := m.Width * m.Height
			for i := 0; i < n; i++ {
				for j := 0; j < n; j++ {
					a, b := m.PosOf(i), m.PosOf(j)
					if a == b || m.At(a).Sight == SightBlocked || m.At(b).Sight == SightBlocked {
						continue
					}
					v := m.Sight(a, b)
					ea, eb := hl.hexEnds(a, b)
					sa, sb := hexSamples(hl, ea[0], ea[1]), hexSamples(hl, eb[0], eb[1])
					var tc [6]fpt
					hl.corners(eb[0], eb[1], &tc)
					seenCorners := 0
					for _, q := range tc {
						for _, p := range sa {
							if ix.hexClear(p, q, ea, eb) {
								seenCorners++
								break
							}
						}
					}
					if seenCorners > v.CornersSeen {
						t.Fatalf("%s seed %d: %v sees %d corners of %v by samples, Sight says %+v", lay.name, s, a, seenCorners, b, v)
					}
					if v.Seen {
						continue
					}
					for _, p := range sa {
						for _, q := range sb {
							if ix.hexClear(p, q, ea, eb) {
								t.Fatalf("%s seed %d: %v to %v not seen, but %v-%v is clear", lay.name, s, a, b, p, q)
							}
						}
					}
				}
			}
		}
	}
}

// TestHexCoverTable: the corners seen give the Realms cover grades
// (enchanted-realms-combat.txt "Cover": half, three-quarters, complete).
func TestHexCoverTable(t *testing.T) {
	for _, lay := range hexLayouts {
		m := randomHexMap(3, 12, 10, lay.h, 0.25)
		for i := range m.Width * m.Height {
			for j := range m.Width * m.Height {
				v := m.Sight(m.PosOf(i), m.PosOf(j))
				var want Cover
				switch n := v.CornersSeen; {
				case !v.Seen || n == 0:
					want = CoverFull
				case n == 6:
					want = CoverNone
				case n >= 3:
					want = CoverHalf
				default:
					want = CoverThreeQuarters
				}
				if v.Cover < want || v.Cover != want && m.At(m.PosOf(i)).Cover == CoverNone && v.Cover != CoverHalf && v.Cover != CoverThreeQuarters {
					t.Fatalf("%s: %+v from %v to %v: cover below the table's %v", lay.name, v, m.PosOf(i), m.PosOf(j), want)
				}
			}
		}
	}
}

// TestHexFogMatchesSight: fog shows an open hex exactly when some viewer Sees it.
func TestHexFogMatchesSight(t *testing.T) {
	for _, lay := range hexLayouts {
		for s := uint64(1); s <= uint64(soakRounds(2)); s++ {
			m := randomHexMap(s, 16, 14, lay.h, 0.3)
			r := rand.New(rand.NewPCG(s, 5))
			var viewers []Pos
			for len(viewers) < 3 {
				p := Pos{r.IntN(m.Width), r.IntN(m.Height)}
				if m.At(p).Sight != SightBlocked {
					viewers = append(viewers, p)
				}
			}
			checkFogMatchesSight(t, fmt.Sprintf("%s seed %d", lay.name, s), m, viewers)
		}
	}
}

// TestHexSegClearVisitsEveryHex: hexSegClear, which tests only the hexes of the rows a
// segment crosses within its span, answers as testing every hex of the map (and of the
// border of off-map hexes) does, on segments between random lattice points, corners and
// centres, along the hex edges' directions and the map's border; and crossesHex, its test of
// a wall hex, is convexBlocks on the hex's corners.
func TestHexSegClearVisitsEveryHex(t *testing.T) {
	for _, lay := range hexLayouts {
		m := randomHexMap(5, 9, 8, lay.h, 0.3) // walls and pillars (pieces)
		ix := m.index()
		hl := ix.hex
		r := rand.New(rand.NewPCG(9, 9))
		umax, vmax := 2*int64(hl.aw)+2, 3*int64(hl.lh)+2
		point := func() fpt {
			switch r.IntN(3) {
			case 0: // a lattice point, on or off the hexes' corners
				return fpt{(r.Int64N(umax+3) - 1) * fpOne, (r.Int64N(vmax+3) - 1) * fpOne}
			case 1: // anywhere, in fixed point
				return fpt{r.Int64N((umax + 2) * fpOne), r.Int64N((vmax + 2) * fpOne)}
			}
			var cs [6]fpt
			hl.corners(r.Int64N(int64(hl.aw)), r.Int64N(int64(hl.lh)), &cs)
			return cs[r.IntN(6)]
		}
		for range 4000 {
			p := point()
			var q fpt
			switch r.IntN(4) {
			case 0: // along an edge's direction: (0, ±k), (k, k), (k, −k)
				k := (r.Int64N(9) - 4) * fpOne
				q = []fpt{{p.x, p.y + k}, {p.x + k, p.y + k}, {p.x + k, p.y - k}}[r.IntN(3)]
			case 1: // along the frame's axes (the map's border)
				k := (r.Int64N(9) - 4) * fpOne
				q = []fpt{{p.x + k, p.y}, {p.x, p.y + k}}[r.IntN(2)]
			default:
				q = point()
			}
			a := Pos{r.IntN(m.Width), r.IntN(m.Height)}
			b := Pos{r.IntN(m.Width), r.IntN(m.Height)}
			e1, e2 := hl.hexEnds(a, b)
			var cut *cutoff
			if r.IntN(3) == 0 {
				cut = &cutoff{d: q.sub(p), in: frac{int64(r.IntN(3) + 1), 2}}
			}
			sc := newSegCheck(p, q, e1, e2, cut, hl)
			want := true
			for l := int64(-1); l <= int64(hl.lh); l++ {
				for a := int64(-1); a <= int64(hl.aw); a++ {
					if want && ix.segBlockedAt(&sc, a, l) {
						want = false
					}
					var cs [6]fpt
					hl.corners(a, l, &cs)
					if got, want := sc.crossesHex(hl.centre(a, l)), convexBlocks(cs[:], p, q); got != want {
						t.Fatalf("%s: segment %v-%v through hex (%d, %d): %v by crossesHex, %v by convexBlocks", lay.name, p, q, a, l, got, want)
					}
				}
			}
			if got := ix.hexSegClear(p, q, e1, e2, cut); got != want {
				t.Fatalf("%s: segment %v-%v (ends %v %v, cut %v): clear %v by the rows, %v by every hex", lay.name, p, q, e1, e2, cut, got, want)
			}
		}
	}
}

// TestSolidsNearHoldTheHull: every hex with a solid whose outline meets the convex hull of two
// hexes is among appendSolidsNear's, which the beam sweeps between them; on every layout, with
// the border of off-map hexes.
func TestSolidsNearHoldTheHull(t *testing.T) {
	for _, lay := range hexLayouts {
		m := randomHexMap(7, 11, 9, lay.h, 0.4)
		ix := m.index()
		hl := ix.hex
		n := m.Width * m.Height
		for i := 0; i < n; i += 3 {
			for j := 0; j < n; j += 2 {
				ea, eb := hl.hexEnds(m.PosOf(i), m.PosOf(j))
				var ac, bc [6]fpt
				hl.corners(ea[0], ea[1], &ac)
				hl.corners(eb[0], eb[1], &bc)
				var hb [16]fpt
				hull := hullOf(hb[:], append(ac[:], bc[:]...)...)
				near := hl.appendSolidsNear(nil, hl.centre(ea[0], ea[1]), hl.centre(eb[0], eb[1]))
				for l := int64(-1); l <= int64(hl.lh); l++ {
					for a := int64(-1); a <= int64(hl.aw); a++ {
						var cs [6]fpt
						hl.corners(a, l, &cs)
						if hl.flag(a, l)&(cellWall|cellPieces) != 0 && convexMeet(cs[:], hull) && !slices.Contains(near, [2]int64{a, l}) {
							t.Fatalf("%s: hex (%d, %d) meets the hull of %v and %v but is not near", lay.name, a, l, ea, eb)
						}
					}
				}
			}
		}
	}
}

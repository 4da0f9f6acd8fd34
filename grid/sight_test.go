package grid

// Tests of line of sight and cover: one case per rule and ruling, symmetry, determinism.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
)

// rect returns a rectangle polygon shape in squares.
func rect(x0, y0, x1, y1 float64) Shape {
	return Shape{Kind: ShapePolygon, Points: []Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}
}

// slitMap is open floor with a column of stones at x=2 leaving a slit at y 1.45-1.55.
func slitMap() *Map {
	m := MustASCII(`
.....
.....
.....`)
	m.Shapes = append(m.Shapes, rect(2, 0, 3, 1.45), rect(2, 1.55, 3, 3))
	return m
}

func TestSightRules(t *testing.T) {
	corridor := MustASCII(`
########
........
...o....
########`)
	cases := []struct {
		name     string
		m        *Map
		from, to Pos
		want     View
	}{
		{"open floor: no cover", MustASCII(`.....`), Pos{0, 0}, Pos{4, 0}, View{true, CoverNone, 4}},
		{"half cover: wall hides two corners", MustASCII(`
			..#..
			.....`), Pos{0, 1}, Pos{4, 0}, View{true, CoverHalf, 3}},
		{"wall between: not seen", MustASCII(`
			..#..`), Pos{0, 0}, Pos{4, 0}, View{false, CoverFull, 0}},
		{"arrow slit: seen but full cover", slitMap(), Pos{0, 1}, Pos{4, 1}, View{true, CoverFull, 0}},
		{"pillar between: half cover", corridor, Pos{0, 1}, Pos{4, 2}, View{true, CoverHalf, 3}},
		{"sealed diagonal walls block", MustASCII(`
			.#.
			#..
			...`), Pos{0, 0}, Pos{2, 2}, View{false, CoverFull, 0}},
		{"sealed diagonal walls block adjacent squares", MustASCII(`
			.#
			#.`), Pos{0, 0}, Pos{1, 1}, View{false, CoverFull, 0}},
		{"grazing a wall edge sees", MustASCII(`
			...
			#.#
			...`), Pos{0, 0}, Pos{0, 2}, View{true, CoverHalf, 2}},
		{"grazing along a wall face sees the near corners", MustASCII(`
			..#..
			.....`), Pos{0, 0}, Pos{4, 0}, View{true, CoverHalf, 2}},
		{"room corner is not sealed", MustASCII(`
			...
			...
			...`), Pos{0, 2}, Pos{0, 0}, View{true, CoverNone, 4}},
		{"low wall nearer the target gives half cover", MustASCII(`......-.`), Pos{0, 0}, Pos{7, 0}, View{true, CoverHalf, 4}},
		{"low wall at the shooter's feet gives none", MustASCII(`.-......`), Pos{0, 0}, Pos{7, 0}, View{true, CoverNone, 4}},
		{"low wall halfway gives none", MustASCII(`...-...`), Pos{0, 0}, Pos{6, 0}, View{true, CoverNone, 4}},
		{"barricade nearer the target gives three-quarters", MustASCII(`.....=.`), Pos{0, 0}, Pos{6, 0}, View{true, CoverThreeQuarters, 4}},
		{"low wall under the target gives none", MustASCII(`......-`), Pos{0, 0}, Pos{6, 0}, View{true, CoverNone, 4}},
		{"same square", MustASCII(`.`), Pos{0, 0}, Pos{0, 0}, View{true, CoverNone, 4}},
		{"off the map is not seen", MustASCII(`..`), Pos{0, 0}, Pos{5, 0}, View{false, CoverFull, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.m.Sight(c.from, c.to); got != c.want {
				t.Errorf("Sight(%v, %v) = %+v, want %+v", c.from, c.to, got, c.want)
			}
		})
	}
}

// TestRulingGrazing checks single lines: touching a wall's corner or running along its edge
// does not block; running between two walls or through a sealed corner does.
func TestRulingGrazing(t *testing.T) {
	at := func(x, y int64) fpt { return fpt{x * fpOne, y * fpOne} }
	cases := []struct {
		name   string
		m      string
		p, q   fpt
		s, tgt Pos
		clear  bool
	}{
		{"touching a wall's corner sees", ".#.\n...\n...", at(1, 2), at(3, 0), Pos{0, 1}, Pos{2, 0}, true},
		{"running along a wall edge sees", ".#..\n....", at(0, 1), at(4, 1), Pos{0, 0}, Pos{3, 0}, true},
		{"running between two walls is blocked", ".#..\n.#..", at(0, 1), at(4, 1), Pos{0, 0}, Pos{3, 0}, false},
		{"sealed diagonal walls block", ".#.\n#..\n...", at(0, 0), at(3, 3), Pos{0, 0}, Pos{2, 2}, false},
		{"passing a corner diagonally past one wall sees", ".#.\n...\n...", at(0, 0), at(3, 3), Pos{0, 0}, Pos{2, 2}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := MustASCII(c.m)
			ix := m.index()
			if got := ix.clearLine(c.p, c.s, c.q, c.tgt); got != c.clear {
				t.Errorf("clear = %v, want %v", got, c.clear)
			}
			if got := ix.clearLine(c.q, c.tgt, c.p, c.s); got != c.clear {
				t.Errorf("reversed: clear = %v, want %v", got, c.clear)
			}
		})
	}
}

// TestRulingOwnCornerOnSealedCorner: a unit whose corner is a sealed corner does not see out
// through it.
func TestRulingOwnCornerOnSealedCorner(t *testing.T) {
	m := MustASCII(`
		.#...
		#....
		.....`)
	for _, to := range []Pos{{1, 1}, {2, 2}, {3, 3 - 1}, {4, 2}} {
		if v := m.Sight(Pos{0, 0}, to); v.Seen {
			t.Errorf("Sight((0,0), %v) = %+v, want not seen", to, v)
		}
	}
}

// randomMap makes a w×h map with the given wall share, some pillars and low walls.
func randomMap(seed uint64, w, h int, walls float64) *Map {
	r := rand.New(rand.NewPCG(seed, 7))
	rows := ""
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			f := r.Float64()
			switch {
			case f < walls:
				rows += "#"
			case f < walls+0.03:
				rows += "o"
			case f < walls+0.06:
				rows += "-"
			default:
				rows += "."
			}
		}
		rows += "\n"
	}
	return MustASCII(rows)
}

// TestRulingSymmetry: A sees B exactly when B sees A, over every pair of squares.
func TestRulingSymmetry(t *testing.T) {
	maps := []*Map{slitMap(), MustASCII(`
		.#...o..
		#..#....
		...##.-.
		.o......`)}
	for s := uint64(1); s <= 3; s++ {
		maps = append(maps, randomMap(s, 14, 12, 0.3))
	}
	for mi, m := range maps {
		n := m.Width * m.Height
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				a, b := m.PosOf(i), m.PosOf(j)
				if ab, ba := m.Sight(a, b).Seen, m.Sight(b, a).Seen; ab != ba {
					t.Fatalf("map %d: Sight(%v,%v).Seen=%v but Sight(%v,%v).Seen=%v", mi, a, b, ab, b, a, ba)
				}
			}
		}
	}
}

// TestSoakFogMatchesSight: fog marks an open square exactly when some viewer Sees it.
func TestSoakFogMatchesSight(t *testing.T) {
	for s := uint64(1); s <= uint64(soakRounds(4)); s++ {
		m := randomMap(s, 24, 20, 0.3)
		r := rand.New(rand.NewPCG(s, 99))
		var viewers []Pos
		for len(viewers) < 3 {
			p := Pos{r.IntN(m.Width), r.IntN(m.Height)}
			if m.At(p).Sight != SightBlocked {
				viewers = append(viewers, p)
			}
		}
		checkFogMatchesSight(t, fmt.Sprintf("seed %d", s), m, viewers)
	}
}

// checkFogMatchesSight fails the test unless the fog of viewers on m shows an open cell exactly
// when some viewer Sees it.
func checkFogMatchesSight(t *testing.T, name string, m *Map, viewers []Pos) {
	t.Helper()
	seen := make([]bool, m.Width*m.Height)
	m.Fog(viewers, seen)
	for i, got := range seen {
		p := m.PosOf(i)
		if m.At(p).Sight == SightBlocked {
			continue
		}
		want := false
		for _, v := range viewers {
			want = want || m.Sight(v, p).Seen
		}
		if got != want {
			t.Fatalf("%s: fog at %v = %v, Sight says %v", name, p, got, want)
		}
	}
}

// TestFogCacheMatchesFresh: a Fog that remembers viewer squares gives, after any sequence of
// moves, exactly what a new Fog works out; and a changed map is not answered from memory.
func TestFogCacheMatchesFresh(t *testing.T) {
	m := randomMap(9, 20, 16, 0.25)
	r := rand.New(rand.NewPCG(9, 1))
	var open []Pos
	for i := range m.Width * m.Height {
		if p := m.PosOf(i); m.At(p).Sight != SightBlocked {
			open = append(open, p)
		}
	}
	viewers := []Pos{open[0], open[1], open[2]}
	f := m.NewFog()
	for step := range 60 {
		viewers[r.IntN(len(viewers))] = open[r.IntN(len(open))]
		if step == 40 { // the map changes: a wall appears in the middle of the view
			for _, p := range open[len(open)/2 : len(open)/2+10] {
				m.Set(p, Terrain{Move: MoveBlocked, Sight: SightBlocked})
			}
			open = open[:len(open)/2]
		}
		f.Update(viewers)
		fresh := m.NewFog()
		fresh.Update(viewers)
		if !slices.Equal(f.Cells(), fresh.Cells()) {
			t.Fatalf("step %d: remembered fog differs from a fresh one", step)
		}
	}
}

// TestFogWalls: walls touching a seen floor square are marked, others not.
func TestFogWalls(t *testing.T) {
	m := MustASCII(`
		#####
		#...#
		#####
		#...#
		#####`)
	f := m.NewFog()
	f.Update([]Pos{{1, 1}})
	if !f.Seen(Pos{0, 0}) || !f.Seen(Pos{2, 2}) || !f.Seen(Pos{3, 1}) {
		t.Error("walls around the room not seen")
	}
	if f.Seen(Pos{2, 3}) || f.Seen(Pos{0, 4}) {
		t.Error("the other room is seen")
	}
}

// TestSightConcurrent: many goroutines may use one Map at once and agree.
func TestSightConcurrent(t *testing.T) {
	m := randomMap(5, 20, 20, 0.3)
	want := make([]bool, 400)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 400; i++ {
				v := m.Sight(Pos{0, 0}, m.PosOf(i))
				if g == 0 {
					want[i] = v.Seen
				}
			}
		}()
	}
	wg.Wait()
	for i := 0; i < 400; i++ {
		if m.Sight(Pos{0, 0}, m.PosOf(i)).Seen != want[i] {
			t.Fatal("results differ between goroutines")
		}
	}
}

// TestSpace: the resolv Space holds every cell (walls tagged) and shape piece, built once.
func TestSpace(t *testing.T) {
	m := MustASCII(`
		#.o
		..#`)
	m.Shapes = append(m.Shapes, Shape{Kind: ShapePolyline, Points: []Point{{0, 1.5}, {1, 1.5}, {1, 2}}},
		Shape{Kind: ShapePolygon, Points: []Point{{1, 0}, {2, 0}, {2, 1}, {1.5, 0.5}, {1, 1}}}) // concave
	sp := m.Space()
	if sp != m.Space() {
		t.Fatal("Space built twice")
	}
	// 6 cells (2 of them walls), 1 octagon, 2 polyline segments, 3 triangles of the concave
	// polygon.
	if got := len(sp.Shapes()); got != 12 {
		t.Errorf("Space holds %d shapes, want 12", got)
	}
	if got := sp.FilterShapes().ByTags(TagWall).Count(); got != 2 {
		t.Errorf("Space holds %d walls, want 2", got)
	}
	if got := sp.FilterShapes().ByTags(TagPiece).Count(); got != 6 {
		t.Errorf("Space holds %d pieces, want 6", got)
	}
	if sp.Width() != 96 || sp.Height() != 64 {
		t.Errorf("Space is %dx%d pixels, want 96x64 (3x2 squares of 32)", sp.Width(), sp.Height())
	}
}

// TestConcavePolygon: the notch of a concave polygon lets lines through, its body does not.
func TestConcavePolygon(t *testing.T) {
	m := MustASCII(`
		.....
		.....
		.....`)
	// A "U" open at the top, filling column 2: the notch spans x 2.3-2.7, y 0-2.
	m.Shapes = append(m.Shapes, Shape{Kind: ShapePolygon, Points: []Point{
		{2, 0}, {2.3, 0}, {2.3, 2}, {2.7, 2}, {2.7, 0}, {3, 0}, {3, 3}, {2, 3}}})
	if v := m.Sight(Pos{0, 1}, Pos{4, 1}); v.Seen {
		t.Errorf("through the U's body: %+v, want not seen", v)
	}
	ix := m.index()
	p, q := fpt{2*fpOne + fpOne/2, 0}, fpt{2*fpOne + fpOne/2, 2 * fpOne}
	if !ix.walkFrom(p, q, Pos{0, 1}, Pos{2, 1}) {
		t.Error("down the notch is blocked")
	}
}

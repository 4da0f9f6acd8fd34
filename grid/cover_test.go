package grid

// Tests of cover from any point of the viewer's square (delvers-combat.md "Line of Sight and
// Cover": half cover is "line of sight to some but not all corners"; line of sight runs from
// any point of one cube), of seams between solids, and of the cover the bundled maps promise.

import (
	"path/filepath"
	"testing"
)

// TestCoverFromAnyPoint: a target corner is seen when some point of the viewer's square sees
// it, not only one of its four corners.
func TestCoverFromAnyPoint(t *testing.T) {
	// Two stones just right of the viewer (0,1) block every line from its corners to the target
	// (6,1), but leave a gap at y 1.3-1.7 its middle sees all four target corners through.
	m := MustASCII(`
		.......
		.......
		.......`)
	m.Shapes = append(m.Shapes, rect(1.2, 0.9, 1.4, 1.3), rect(1.2, 1.7, 1.4, 2.1))
	if got, want := m.Sight(Pos{0, 1}, Pos{6, 1}), (View{true, CoverNone, 4}); got != want {
		t.Errorf("through the gap by the viewer: %+v, want %+v (every corner seen from its middle)", got, want)
	}
	// From the target's side the gap is by the far square: its corners each reach a point of
	// the viewer's square? No: the stones by (0,1) hide it from (6,1)'s corners and middle
	// alike only in part; whatever it is, sight is symmetric.
	if !m.Sight(Pos{6, 1}, Pos{0, 1}).Seen {
		t.Error("not seen the other way")
	}
}

// TestRulingSeamOfSolids: a line along the seam where a wall square meets a collision shape,
// or two shapes meet, is blocked: the edge two solids share is inside them (an arrow slit in a
// wall gives full cover).
func TestRulingSeamOfSolids(t *testing.T) {
	// A wall run with an arrow slit at (2,1): stones at x 2-2.44 and 2.56-3 leave a slit.
	slit := func() *Map {
		m := MustASCII(`
			.....
			##.##
			.....`)
		m.Set(Pos{2, 1}, Terrain{Move: MoveBlocked})
		m.Shapes = append(m.Shapes, rect(2, 1, 2.44, 2), rect(2.56, 1, 3, 2))
		return m
	}
	if got, want := slit().Sight(Pos{2, 2}, Pos{2, 0}), (View{true, CoverFull, 0}); got != want {
		t.Errorf("through the slit: %+v, want %+v (the seams beside the stones are inside)", got, want)
	}
	// two shapes meeting along x = 2: a line along it is blocked
	m := MustASCII(`
		.....
		.....
		.....`)
	m.Shapes = append(m.Shapes, rect(1.5, 1, 2, 2), rect(2, 1, 2.5, 2))
	ix := m.index()
	at := func(x, y int64) fpt { return fpt{x * fpOne, y * fpOne} }
	if ix.clearLine(at(2, 0), Pos{1, 0}, at(2, 3), Pos{1, 2}) {
		t.Error("the seam of two shapes is clear")
	}
	// one shape alone: running along its face is grazing, and clear
	m = MustASCII(`
		.....
		.....
		.....`)
	m.Shapes = append(m.Shapes, rect(2, 1, 2.5, 2))
	if !m.index().clearLine(at(2, 0), Pos{1, 0}, at(2, 3), Pos{1, 2}) {
		t.Error("along one shape's face is blocked")
	}
}

// TestBundledMapsCover: each bundled map gives the cover its description promises: the
// fort's and the tollhouse's arrow slits full cover to the square behind them from the square in
// front (and the other way), low walls half cover to a square right behind them from a
// shooter in line four squares off.
func TestBundledMapsCover(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "maps", "*.tmx"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no bundled maps: %v", err)
	}
	slits, lows := 0, 0
	for _, f := range files {
		m, err := LoadTiled(f)
		if err != nil {
			t.Fatal(err)
		}
		// slits: a square with two collision shapes that does not block sight
		shapes := map[Pos]int{}
		for _, s := range m.Shapes {
			shapes[s.Cell]++
		}
		for p, n := range shapes {
			if n != 2 || m.At(p).Sight == SightBlocked {
				continue
			}
			// the slit's axis: across the wall run it sits in
			d := Pos{0, 1}
			if m.At(Pos{p.X, p.Y - 1}).Sight == SightBlocked || m.At(Pos{p.X, p.Y + 1}).Sight == SightBlocked {
				d = Pos{1, 0}
			}
			a, b := Pos{p.X - d.X, p.Y - d.Y}, Pos{p.X + d.X, p.Y + d.Y}
			if !m.In(a) || !m.In(b) || m.At(a).Move == MoveBlocked || m.At(b).Move == MoveBlocked {
				continue
			}
			slits++
			for _, pair := range [2][2]Pos{{a, b}, {b, a}} {
				if v := m.Sight(pair[0], pair[1]); !v.Seen || v.Cover != CoverFull {
					t.Errorf("%s: the slit at %v: %v sees %v as %+v, want seen with full cover", filepath.Base(f), p, pair[0], pair[1], v)
				}
			}
		}
		// low walls: a target right behind one, a shooter four squares further along the line
		for i := range m.Width * m.Height {
			p := m.PosOf(i)
			if m.At(p).Cover != CoverHalf {
				continue
			}
			for _, d := range []Pos{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				tgt, shooter := p.add(d), Pos{p.X - 4*d.X, p.Y - 4*d.Y}
				if !m.In(tgt) || !m.In(shooter) || m.At(tgt).Move != MoveNormal || m.At(shooter).Move != MoveNormal ||
					m.At(tgt).Cover != CoverNone || m.At(shooter).Cover != CoverNone {
					continue
				}
				v := m.Sight(shooter, tgt)
				if !v.Seen {
					continue
				}
				lows++
				if v.Cover < CoverHalf {
					t.Errorf("%s: the low wall at %v: %v sees %v as %+v, want at least half cover", filepath.Base(f), p, shooter, tgt, v)
				}
			}
		}
	}
	if slits < 10 || lows < 10 {
		t.Errorf("checked only %d slits and %d low walls", slits, lows)
	}
}

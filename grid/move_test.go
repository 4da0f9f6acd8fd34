package grid

// Tests for movement: costs, blocking, allies and enemies, sealed corners, step adjacency.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/internal/cpubench"
)

// unitsOn parses a test board: terrain from ParseASCII after replacing unit letters with
// floor. Letters: M the mover (side 0, 5 ft), a an ally, A an ally on the goal square, e a standing enemy, p a prone enemy,
// t a tiny enemy (6 inches), G marks the goal square for the test (floor).
func unitsOn(t *testing.T, board string) (*Map, []Occupant, Mover, Pos) {
	t.Helper()
	clean := strings.NewReplacer("M", ".", "a", ".", "e", ".", "p", ".", "t", ".", "G", ".", "A", ".").Replace(board)
	m, err := ParseASCII(t.Name(), clean)
	if err != nil {
		t.Fatal(err)
	}
	occ := make([]Occupant, m.Width*m.Height)
	var mv Mover
	var goal Pos
	rows := strings.Fields(board)
	id := 1
	for y, row := range rows {
		for x, c := range row {
			p := Pos{x, y}
			switch c {
			case 'M':
				mv = Mover{ID: 99, Side: 0, Size: 5, From: p}
				occ[m.Index(p)] = Occupant{ID: 99, Side: 0, Standing: true, Size: 5}
			case 'a', 'A':
				if c == 'A' {
					goal = p
				}
				occ[m.Index(p)] = Occupant{ID: id, Side: 0, Standing: true, Size: 5}
			case 'e':
				occ[m.Index(p)] = Occupant{ID: id, Side: 1, Standing: true, Size: 5}
			case 'p':
				occ[m.Index(p)] = Occupant{ID: id, Side: 1, Standing: false, Size: 5}
			case 't':
				occ[m.Index(p)] = Occupant{ID: id, Side: 1, Standing: true, Size: 0.5}
			case 'G':
				goal = p
			}
			id++
		}
	}
	return m, occ, mv, goal
}

func TestMovementCosts(t *testing.T) {
	cases := []struct {
		name   string
		board  string
		size   float64
		budget int
		cost   int  // feet to reach G
		ok     bool // G reachable as an end square
	}{
		{"a cardinal step costs 5 ft", `
			MG.`, 5, 30, 5, true},
		{"a diagonal step costs 5 ft too", `
			M..
			.G.`, 5, 30, 5, true},
		{"four squares away costs 20 ft, diagonals included", `
			M....
			.....
			.....
			....G`, 5, 30, 20, true},
		{"difficult terrain costs 10 ft to enter", `
			M~G`, 5, 30, 15, true},
		{"leaving difficult terrain costs normal", `
			~MG`, 5, 30, 5, true},
		{"walls are impassable: go round", `
			.#.
			M#G
			...`, 5, 30, 10, true},
		{"a closed wall cannot be crossed", `
			.#.
			M#G
			.#.`, 5, 60, 0, false},
		{"out of budget", `
			M....G`, 5, 20, 0, false},
		{"exactly the budget", `
			M...G`, 5, 20, 20, true},
		{"allies can be moved through", `
			#####
			MaaaG
			#####`, 5, 30, 20, true},
		{"an ally's square is never an end square", `
			MA`, 5, 30, 0, false},
		{"a standing enemy blocks", `
			###
			MeG
			###`, 5, 30, 0, false},
		{"a prone enemy may be passed", `
			###
			MpG
			###`, 5, 30, 10, true},
		{"8x bigger: enemies are difficult terrain", `
			###
			MtG
			###`, 5, 30, 15, true},
		{"just under 8x bigger still blocked", `
			###
			MeG
			###`, 39, 30, 0, false},
		{"exactly 8x bigger passes", `
			###
			MeG
			###`, 40, 30, 15, true},
		{"sealed corner: no diagonal squeeze between two walls", `
			M#
			#G`, 5, 30, 0, false},
		{"one wall corner may be passed diagonally", `
			M#
			.G`, 5, 30, 5, true},
		{"the pillar square is blocked", `
			MoG`, 5, 30, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, occ, mv, goal := unitsOn(t, c.board)
			mv.Size, mv.Budget = c.size, c.budget
			occ[m.Index(mv.From)].Size = c.size
			r := m.Reachable(mv, occ, nil)
			if got := r.CanEnd(goal); got != c.ok {
				t.Fatalf("CanEnd(%v) = %v, want %v", goal, got, c.ok)
			}
			if !c.ok {
				return
			}
			cost, _ := r.Cost(goal)
			if cost != c.cost {
				t.Errorf("cost to %v = %d ft, want %d", goal, cost, c.cost)
			}
			path := r.Path(goal)
			if len(path) == 0 || path[len(path)-1].To != goal || path[0].From != mv.From || path[len(path)-1].Cost != c.cost {
				t.Errorf("path %v does not run from %v to %v at %d ft", path, mv.From, goal, c.cost)
			}
			for i := 1; i < len(path); i++ {
				if path[i].From != path[i-1].To || !path[i].From.squareAdjacent(path[i].To) {
					t.Errorf("path breaks at step %d: %v", i, path)
				}
			}
			if !slices.Contains(r.Squares(), goal) {
				t.Errorf("Squares() lacks %v", goal)
			}
		})
	}
}

func TestMovementStepAdjacency(t *testing.T) {
	// The mover walks east past an enemy standing north of its second square: the first step
	// brings it adjacent, the third step leaves it (what a ruleset may call provoking).
	m, occ, mv, _ := unitsOn(t, `
		..e...
		M....G`)
	mv.Budget = 25
	r := m.Reachable(mv, occ, nil)
	path := r.Path(Pos{5, 1})
	if len(path) != 5 {
		t.Fatalf("path has %d steps, want 5: %v", len(path), path)
	}
	enemy := occ[m.Index(Pos{2, 0})].ID
	want := []struct{ before, after bool }{{false, true}, {true, true}, {true, true}, {true, false}, {false, false}}
	for i, s := range path {
		if got := (struct{ before, after bool }{slices.Contains(s.Before, enemy), slices.Contains(s.After, enemy)}); got != want[i] {
			t.Errorf("step %d %v->%v: adjacent before/after = %v, want %v", i, s.From, s.To, got, want[i])
		}
	}
	if l := path[3].Leaves(); !slices.Equal(l, []int{enemy}) {
		t.Errorf("step 3 leaves %v, want [%d]", l, enemy)
	}
}

func TestMovementSquaresAreEndSquares(t *testing.T) {
	m, occ, mv, _ := unitsOn(t, `
		.a.
		aMe
		...`)
	mv.Budget = 5
	got := m.Reachable(mv, occ, nil).Squares()
	// 8 neighbours minus two allies and one enemy, plus the start square.
	if len(got) != 6 {
		t.Errorf("Squares() = %v, want 6 squares", got)
	}
	for _, p := range got {
		if o := occ[m.Index(p)]; o.ID != 0 && o.ID != mv.ID {
			t.Errorf("end square %v is occupied by %d", p, o.ID)
		}
	}
}

func TestMovementReuseIsClean(t *testing.T) {
	m := MustASCII(`
		.....
		.....
		.....`)
	r := m.Reachable(Mover{From: Pos{0, 0}, Budget: 20}, nil, nil)
	r = m.Reachable(Mover{From: Pos{4, 2}, Budget: 5}, nil, r)
	if _, ok := r.Cost(Pos{0, 0}); ok {
		t.Error("a reused Reach still reports a square from the previous search")
	}
	if c, ok := r.Cost(Pos{3, 2}); !ok || c != 5 {
		t.Errorf("Cost((3,2)) = %d,%v, want 5,true", c, ok)
	}
}

func TestArea(t *testing.T) {
	m := NewMap(20, 20)
	cases := []struct {
		name   string
		radius int
		side   int
	}{
		{"20-ft radius is an 8x8 square (Magic Bomb)", 20, 8},
		{"5-ft radius is 2x2", 5, 2},
		{"a radius between squares rounds up: 7 ft is 4x4", 7, 4},
		{"no radius, no area", 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := m.Area(Pos{10, 10}, c.radius)
			if len(got) != c.side*c.side {
				t.Fatalf("%d squares, want %d", len(got), c.side*c.side)
			}
			if c.side > 0 && (got[0] != Pos{10 - c.side/2, 10 - c.side/2}) {
				t.Errorf("first square %v, want %v", got[0], Pos{10 - c.side/2, 10 - c.side/2})
			}
		})
	}
	if got := m.Area(Pos{0, 0}, 20); len(got) != 16 {
		t.Errorf("an area at the map's corner keeps only on-map squares: %d, want 16", len(got))
	}
}

func BenchmarkReachable60ft(b *testing.B) {
	m := moveBenchMap(64, 64, 0.15)
	from := Pos{32, 32}
	m.Set(from, Terrain{})
	r := m.Reachable(Mover{From: from, Budget: 60}, nil, nil)
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for meter.Loop() {
		m.Reachable(Mover{From: from, Budget: 60}, nil, r)
	}
}

// moveBenchMap is a w×h map with a fixed scatter of walls covering about frac of it.
func moveBenchMap(w, h int, frac float64) *Map {
	m := NewMap(w, h)
	x := uint32(2463534242)
	for i := 0; i < w*h; i++ {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		if float64(x%1000) < frac*1000 {
			m.Set(m.PosOf(i), Terrain{Move: MoveBlocked, Sight: SightBlocked})
		}
	}
	return m
}

// BenchmarkHexReachable60ft is BenchmarkReachable60ft on a hex map with the same walls.
func BenchmarkHexReachable60ft(b *testing.B) {
	sq := moveBenchMap(64, 64, 0.15)
	m := NewHexMap(64, 64, HexLayout{})
	for i := range 64 * 64 {
		m.Set(m.PosOf(i), sq.At(sq.PosOf(i)))
	}
	from := Pos{32, 32}
	m.Set(from, Terrain{})
	r := m.Reachable(Mover{From: from, Budget: 60}, nil, nil)
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for meter.Loop() {
		m.Reachable(Mover{From: from, Budget: 60}, nil, r)
	}
}

// TestPrevIsTheRouteStepBefore: the square before each reached square is the one its route
// passes just before it (the mover's own for a first step); the start and a square out of
// reach have none.
func TestPrevIsTheRouteStepBefore(t *testing.T) {
	m, occ, mv, _ := unitsOn(t, `
		.....
		.M#..
		.a#..
		.....`)
	mv.Budget = 30
	r := m.Reachable(mv, occ, nil)
	for _, p := range r.Squares() {
		route := r.AppendRoute(nil, p)
		prev, ok := r.Prev(p)
		switch {
		case p == mv.From:
			if ok {
				t.Errorf("Prev(start) = %v, want none", prev)
			}
		case len(route) == 1 && (!ok || prev != mv.From):
			t.Errorf("Prev(%v) = %v,%v, want the start %v", p, prev, ok, mv.From)
		case len(route) > 1 && (!ok || prev != route[len(route)-2]):
			t.Errorf("Prev(%v) = %v,%v, want %v (route %v)", p, prev, ok, route[len(route)-2], route)
		}
	}
	if _, ok := r.Prev(Pos{X: 2, Y: 1}); ok {
		t.Error("Prev of a wall square: want none")
	}
}

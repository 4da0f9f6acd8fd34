package dungeon

import (
	"strings"
	"testing"

	"skirmish/app/mapcheck"
	_ "skirmish/combat/rules/age13"
	_ "skirmish/combat/rules/d20lite"
	_ "skirmish/combat/rules/delvers"
	_ "skirmish/combat/rules/realms"
	"skirmish/grid"
)

// open reports whether a unit may stand on the cell.
func open(c byte) bool { return c != Wall && c != Pillar }

// reached counts the open cells reachable from the first room's centre, stepping 8 ways as
// the Delvers text's grid does, never between two walls on a diagonal.
func reached(l *Layout) (got, want int) {
	for _, c := range l.Cells {
		if open(c) {
			want++
		}
	}
	seen := make([]bool, len(l.Cells))
	x0, y0 := l.Rooms[0].centre()
	queue := [][2]int{{x0, y0}}
	seen[y0*l.W+x0] = true
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		got++
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				x, y := p[0]+dx, p[1]+dy
				if !open(l.At(x, y)) || seen[y*l.W+x] || (dx != 0 && dy != 0 && !open(l.At(p[0]+dx, p[1])) && !open(l.At(p[0], p[1]+dy))) {
					continue
				}
				seen[y*l.W+x] = true
				queue = append(queue, [2]int{x, y})
			}
		}
	}
	return got, want
}

// TestGenerate_SameSeedSameDungeon: a seed gives one dungeon, another seed another.
func TestGenerate_SameSeedSameDungeon(t *testing.T) {
	for _, sz := range Sizes {
		for _, th := range Themes {
			a, b := Generate(sz, th, 7).String(), Generate(sz, th, 7).String()
			if a != b {
				t.Fatalf("%s %s: seed 7 gave two dungeons:\n%s\n%s", sz.Name, th.Name, a, b)
			}
			if c := Generate(sz, th, 8).String(); c == a {
				t.Errorf("%s %s: seeds 7 and 8 gave the same dungeon:\n%s", sz.Name, th.Name, a)
			}
		}
	}
}

// TestGenerate_EveryOpenCellReachable: the rooms are joined, and no feature closes a way, on
// every size and theme over many seeds; the map is walled all round; each room is inside it.
func TestGenerate_EveryOpenCellReachable(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		sz, th := Sizes[seed%3], Themes[(seed/3)%3]
		l := Generate(sz, th, seed)
		if len(l.Rooms) < 3 {
			t.Errorf("seed %d %s: only %d rooms", seed, sz.Name, len(l.Rooms))
			continue
		}
		if got, want := reached(l); got != want {
			t.Errorf("seed %d %s %s: %d of %d open cells reachable from the first room:\n%s", seed, sz.Name, th.Name, got, want, l)
		}
		for x := range l.W {
			if l.At(x, 0) != Wall || l.At(x, l.H-1) != Wall {
				t.Fatalf("seed %d: the map's top or bottom edge is open at x=%d:\n%s", seed, x, l)
			}
		}
		for y := range l.H {
			if l.At(0, y) != Wall || l.At(l.W-1, y) != Wall {
				t.Fatalf("seed %d: the map's side edge is open at y=%d:\n%s", seed, y, l)
			}
		}
	}
}

// TestGenerate_DoorsInWalls: every door stands between two walls, in a room's wall.
func TestGenerate_DoorsInWalls(t *testing.T) {
	doors := 0
	for seed := uint64(1); seed <= 20; seed++ {
		l := Generate(Sizes[1], Themes[0], seed)
		for y := range l.H {
			for x := range l.W {
				if l.At(x, y) != Door {
					continue
				}
				doors++
				ns := l.At(x, y-1) == Wall && l.At(x, y+1) == Wall
				ew := l.At(x-1, y) == Wall && l.At(x+1, y) == Wall
				if !ns && !ew {
					t.Errorf("seed %d: the door at (%d,%d) is not between two walls:\n%s", seed, x, y, l)
				}
			}
		}
	}
	if doors == 0 {
		t.Error("no doors in 20 dungeons")
	}
}

// openCells counts the cells of m a unit may stand on.
func openCells(m *grid.Map) int {
	n := 0
	for y := range m.Height {
		for x := range m.Width {
			if m.At(grid.Pos{X: x, Y: y}).Move != grid.MoveBlocked {
				n++
			}
		}
	}
	return n
}

// reachedOn counts the open cells of the loaded map reachable from its party's spawn, a step
// to a neighbour at a time as the map's topology has them.
func reachedOn(m *grid.Map) int {
	start := m.ObjectsOf(grid.ClassSpawn)[0].Cells[0]
	seen := map[grid.Pos]bool{start: true}
	queue := []grid.Pos{start}
	var nb []grid.Pos
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		nb = m.AppendNeighbours(nb[:0], p)
		for _, q := range nb {
			if m.In(q) && !seen[q] && m.At(q).Move != grid.MoveBlocked {
				seen[q] = true
				queue = append(queue, q)
			}
		}
	}
	return len(seen)
}

// terrainOf is the terrain the tileset gives each cell of a layout.
var terrainOf = map[byte]grid.Terrain{
	Wall:    {Move: grid.MoveBlocked, Sight: grid.SightBlocked},
	Floor:   {},
	Door:    {Door: true},
	Pillar:  {Move: grid.MoveBlocked},
	LowWall: {Move: grid.MoveDifficult, Cover: grid.CoverHalf},
	Rubble:  {Move: grid.MoveDifficult},
	Water:   {Move: grid.MoveDifficult},
	Stairs:  {},
}

// TestTMX_LoadsAsDrawn: the written map loads with the game's loader, each square's terrain
// is what the layout's character means, and every check of validate passes under every
// ruleset, with spawns for both sides.
func TestTMX_LoadsAsDrawn(t *testing.T) {
	cs := mapcheck.Registered("")
	for i, rules := range []string{"delvers", "age13", "d20lite", "realms", "realms", "delvers"} {
		th := Themes[i%len(Themes)]
		hex := i >= 4
		l := GenerateOn(Sizes[0], th, uint64(40+i), hex)
		kinds, err := th.Kinds(rules, cs.Catalog(rules))
		if err != nil {
			t.Fatal(err)
		}
		d := Map{Title: "Test", Rules: rules, Party: "delver", PartySize: 4,
			Foes: Encounter{{Unit: kinds[0], Count: 6}, {Unit: kinds[len(kinds)-1], Count: 2}}}
		files, err := l.Files("gen.tmx", d)
		if err != nil {
			t.Fatal(err)
		}
		m, err := l.Load("gen.tmx", d)
		if err != nil {
			t.Fatalf("%s: %v\n%s", rules, err, files[0].Data)
		}
		if m.Width != l.W || m.Height != l.H || (m.Topology == grid.Hex) != hex {
			t.Fatalf("%s: loaded %d×%d %v, want %d×%d, hex %v", rules, m.Width, m.Height, m.Topology, l.W, l.H, hex)
		}
		if got, want := reachedOn(m), openCells(m); got != want {
			t.Errorf("%s hex %v: %d of %d open cells reachable from the party's room:\n%s", rules, hex, got, want, l)
		}
		first := l.Rooms[0]
		for _, o := range m.ObjectsOf(grid.ClassDeploy) {
			if o.Side != PartySide {
				continue
			}
			if len(o.Cells) != first.W*first.H {
				t.Errorf("%s hex %v: the party's Deploy holds %d cells, the room %d", rules, hex, len(o.Cells), first.W*first.H)
			}
			for _, c := range o.Cells {
				if !first.contains(c.X, c.Y) {
					t.Errorf("%s hex %v: the party's Deploy holds %v, outside its room %+v", rules, hex, c, first)
				}
			}
		}
		for y := range l.H {
			for x := range l.W {
				got := m.At(grid.Pos{X: x, Y: y})
				want := terrainOf[l.At(x, y)]
				if hex {
					want.Door = false
				}
				if got.Move != want.Move || got.Cover != want.Cover || got.Door != want.Door || got.Sight != want.Sight && l.At(x, y) != Pillar {
					t.Errorf("%s: (%d,%d) %q loads as %+v, want %+v", rules, x, y, l.At(x, y), got, want)
				}
			}
		}
		for _, p := range cs.Check(m) {
			t.Errorf("%s: %v", rules, p)
		}
		if n := len(m.ObjectsOf(grid.ClassSpawn)); n != 1+2+1 {
			t.Errorf("%s: %d spawns, want the party's and three of the foes'", rules, n)
		}
		if !strings.Contains(string(files[0].Data), `source="`+l.tileset()+`"`) {
			t.Errorf("%s: the map does not name the bundled tileset", rules)
		}
	}
}

// TestTMX_EveryGeneratedMapValidates: over many seeds, sizes, themes and both topologies, the
// map with the most foes the tuner may place and a party of 12 passes every check of validate.
func TestTMX_EveryGeneratedMapValidates(t *testing.T) {
	cs := mapcheck.Registered("")
	for seed := uint64(1); seed <= 36; seed++ {
		sz, th, hex := Sizes[seed%3], Themes[(seed/3)%3], seed%2 == 0
		rules := []string{"delvers", "realms", "age13"}[seed%3]
		l := GenerateOn(sz, th, seed, hex)
		kinds, err := th.Kinds(rules, cs.Catalog(rules))
		if err != nil {
			t.Fatal(err)
		}
		n := maxFoes(l)
		foes := Encounter{{Unit: kinds[0], Count: n / 2}, {Unit: kinds[len(kinds)-1], Count: n - n/2}}
		m, err := l.Load("gen.tmx", Map{Title: "Test", Rules: rules, Party: "delver", PartySize: 12, Foes: foes})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for _, p := range cs.Check(m) {
			t.Errorf("seed %d %s %s hex %v, %d foes: %v\n%s", seed, sz.Name, th.Name, hex, n, p, l)
		}
	}
}

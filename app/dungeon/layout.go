package dungeon

// Layout: rooms joined by corridors on a grid of squares, each cell a character.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// The cells of a Layout, as its ASCII form writes them.
const (
	Wall    = '#' // blocks movement and sight
	Floor   = '.' // open ground
	Door    = '+' // a doorway: walk and see through
	Pillar  = 'o' // blocks movement, not sight: gives cover
	LowWall = '=' // difficult ground that gives half cover
	Rubble  = ':' // difficult ground
	Water   = '~' // shallow water: difficult ground
	Stairs  = '>' // the way out: open ground under an Exit
)

// Room is a rectangle of floor, in cells.
type Room struct{ X, Y, W, H int }

// centre is the room's middle cell.
func (r Room) centre() (int, int) { return r.X + r.W/2, r.Y + r.H/2 }

// contains reports whether the cell is inside the room.
func (r Room) contains(x, y int) bool { return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H }

// Layout is a generated dungeon's ground: W×H cells (row-major), its rooms from west to east
// (Rooms[0] is where the party comes in, the last the foes' lair), all joined.
type Layout struct {
	W, H  int
	Cells []byte
	Rooms []Room
	// Size and Theme are what it was made with; Hex says it is laid on hexes (pointy-topped,
	// odd rows shifted: a cell's neighbours along x and straight down or up are its
	// neighbours on hexes too, so rooms and corridors stay joined).
	Size  Size
	Theme Theme
	Hex   bool
}

// At returns the cell at (x, y); outside the map is wall.
func (l *Layout) At(x, y int) byte {
	if x < 0 || y < 0 || x >= l.W || y >= l.H {
		return Wall
	}
	return l.Cells[y*l.W+x]
}

// set changes the cell at (x, y).
func (l *Layout) set(x, y int, c byte) { l.Cells[y*l.W+x] = c }

// String is the layout's ASCII form, a row a line.
func (l *Layout) String() string {
	var b strings.Builder
	for y := range l.H {
		b.Write(l.Cells[y*l.W : (y+1)*l.W])
		b.WriteByte('\n')
	}
	return b.String()
}

// Size is how big a dungeon is.
type Size struct {
	Name  string
	W, H  int
	Rooms int
}

// Sizes are the sizes a dungeon comes in, smallest first.
var Sizes = []Size{
	{Name: "small", W: 30, H: 18, Rooms: 5},
	{Name: "medium", W: 38, H: 24, Rooms: 7},
	{Name: "large", W: 48, H: 30, Rooms: 10},
}

// SizeNamed returns the size of that name.
func SizeNamed(name string) (Size, error) {
	for _, s := range Sizes {
		if strings.EqualFold(s.Name, strings.TrimSpace(name)) {
			return s, nil
		}
	}
	return Size{}, fmt.Errorf("unknown dungeon size %q: want small, medium or large", name)
}

// rng is the generator's own seeded source: the same seed gives the same dungeon.
func rng(seed uint64, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15^stream))
}

// Generate makes the layout of a dungeon of size sz and theme th from seed: rooms placed at
// random without overlapping, sorted west to east, joined by a spanning tree of corridors
// (nearest rooms first) and a loop or two, doorways where a corridor enters a room, then the
// theme's features in the rooms (pillars, low walls, rubble, water) and the stairs in the
// first room. Every open cell is reachable from every other.
func Generate(sz Size, th Theme, seed uint64) *Layout { return GenerateOn(sz, th, seed, false) }

// GenerateOn is Generate on squares, or with hex on hexes: the same rooms and corridors
// (their cells joined on hexes too), without doors (the hex tileset has none).
func GenerateOn(sz Size, th Theme, seed uint64, hex bool) *Layout {
	r := rng(seed, 1)
	l := &Layout{W: sz.W, H: sz.H, Cells: make([]byte, sz.W*sz.H), Size: sz, Theme: th, Hex: hex}
	for i := range l.Cells {
		l.Cells[i] = Wall
	}
	for try := 0; try < 400 && len(l.Rooms) < sz.Rooms; try++ {
		w, h := 5+r.IntN(5), 4+r.IntN(4)
		room := Room{X: 1 + r.IntN(sz.W-w-1), Y: 1 + r.IntN(sz.H-h-1), W: w, H: h}
		if slices.ContainsFunc(l.Rooms, func(o Room) bool { return overlap(room, o, 2) }) {
			continue
		}
		l.Rooms = append(l.Rooms, room)
	}
	slices.SortStableFunc(l.Rooms, func(a, b Room) int {
		ax, ay := a.centre()
		bx, by := b.centre()
		if ax != bx {
			return ax - bx
		}
		return ay - by
	})
	for _, room := range l.Rooms {
		for y := room.Y; y < room.Y+room.H; y++ {
			for x := room.X; x < room.X+room.W; x++ {
				l.set(x, y, Floor)
			}
		}
	}
	for _, e := range l.edges(r) {
		l.corridor(r, l.Rooms[e[0]], l.Rooms[e[1]])
	}
	if !hex {
		l.doors(r)
	}
	l.features(r)
	l.stairs()
	return l
}

// overlap reports whether two rooms come closer than gap cells.
func overlap(a, b Room, gap int) bool {
	return a.X < b.X+b.W+gap && b.X < a.X+a.W+gap && a.Y < b.Y+b.H+gap && b.Y < a.Y+a.H+gap
}

// edges are the rooms to join: a minimum spanning tree over the rooms' centres (Prim's, by
// squared distance) and, for a loop, an extra edge per four rooms between rooms not joined.
func (l *Layout) edges(r *rand.Rand) [][2]int {
	n := len(l.Rooms)
	dist := func(i, j int) int {
		ax, ay := l.Rooms[i].centre()
		bx, by := l.Rooms[j].centre()
		return (ax-bx)*(ax-bx) + (ay-by)*(ay-by)
	}
	in := make([]bool, n)
	in[0] = true
	var out [][2]int
	joined := map[[2]int]bool{}
	for range n - 1 {
		best, bi, bj := -1, 0, 0
		for i := range n {
			for j := range n {
				if in[i] && !in[j] && (best < 0 || dist(i, j) < best) {
					best, bi, bj = dist(i, j), i, j
				}
			}
		}
		in[bj] = true
		out = append(out, [2]int{bi, bj})
		joined[[2]int{min(bi, bj), max(bi, bj)}] = true
	}
	for range n / 4 {
		i, j := r.IntN(n), r.IntN(n)
		if i != j && !joined[[2]int{min(i, j), max(i, j)}] {
			joined[[2]int{min(i, j), max(i, j)}] = true
			out = append(out, [2]int{i, j})
		}
	}
	return out
}

// corridor carves a corridor one cell wide from a's centre to b's: along x then y, or y then
// x, as r says.
func (l *Layout) corridor(r *rand.Rand, a, b Room) {
	ax, ay := a.centre()
	bx, by := b.centre()
	carve := func(x, y int) {
		if l.At(x, y) == Wall {
			l.set(x, y, Floor)
		}
	}
	if r.IntN(2) == 0 {
		for x := min(ax, bx); x <= max(ax, bx); x++ {
			carve(x, ay)
		}
		for y := min(ay, by); y <= max(ay, by); y++ {
			carve(bx, y)
		}
		return
	}
	for y := min(ay, by); y <= max(ay, by); y++ {
		carve(ax, y)
	}
	for x := min(ax, bx); x <= max(ax, bx); x++ {
		carve(x, by)
	}
}

// inRoom reports whether a cell is inside a room.
func (l *Layout) inRoom(x, y int) bool {
	return slices.ContainsFunc(l.Rooms, func(r Room) bool { return r.contains(x, y) })
}

// doors puts a doorway in most openings of a room's wall: a corridor cell just outside a room,
// between two wall cells, that leads straight into the room.
func (l *Layout) doors(r *rand.Rand) {
	for y := 1; y < l.H-1; y++ {
		for x := 1; x < l.W-1; x++ {
			if l.At(x, y) != Floor || l.inRoom(x, y) {
				continue
			}
			ns := l.At(x, y-1) == Wall && l.At(x, y+1) == Wall && (l.inRoom(x-1, y) || l.inRoom(x+1, y))
			ew := l.At(x-1, y) == Wall && l.At(x+1, y) == Wall && (l.inRoom(x, y-1) || l.inRoom(x, y+1))
			if (ns || ew) && r.IntN(3) > 0 {
				l.set(x, y, Door)
			}
		}
	}
}

// features furnishes the rooms after the first with the theme's features, each kept off the
// room's edge squares and its centre so that no feature closes a way through.
func (l *Layout) features(r *rand.Rand) {
	for i, room := range l.Rooms {
		if i == 0 {
			continue
		}
		cx, cy := room.centre()
		inner := func(x, y int) bool {
			return x > room.X && y > room.Y && x < room.X+room.W-1 && y < room.Y+room.H-1 && (x != cx || y != cy) &&
				x != cx && y != cy
		}
		switch pick := r.IntN(4); {
		case pick == 0 && room.W >= 7 && room.H >= 5 && l.Theme.Pillars:
			for y := room.Y + 1; y < room.Y+room.H-1; y += 2 {
				for x := room.X + 1; x < room.X+room.W-1; x += 3 {
					if inner(x, y) {
						l.set(x, y, Pillar)
					}
				}
			}
		case pick == 1:
			// a low wall across part of the room, broken at the centre lines
			y := room.Y + 1 + r.IntN(max(room.H-2, 1))
			for x := room.X + 1; x < room.X+room.W-1; x++ {
				if inner(x, y) {
					l.set(x, y, LowWall)
				}
			}
		default:
			c := l.Theme.Ground
			for range room.W * room.H / 4 {
				x, y := room.X+r.IntN(room.W), room.Y+r.IntN(room.H)
				if l.At(x, y) == Floor {
					l.set(x, y, c)
				}
			}
		}
	}
}

// stairs puts the ways out: up from the first room (the party's) on its west side, down
// from the last (the foes' lair) on its east side, each on the room's middle row.
func (l *Layout) stairs() {
	if len(l.Rooms) < 2 {
		return
	}
	first, last := l.Rooms[0], l.Rooms[len(l.Rooms)-1]
	_, cy := first.centre()
	l.set(first.X, cy, Stairs)
	_, cy = last.centre()
	l.set(last.X+last.W-1, cy, Stairs)
}

// StairsUp and StairsDown are the cells of the ways out of the first room and the last.
func (l *Layout) StairsUp() (x, y int) {
	_, cy := l.Rooms[0].centre()
	return l.Rooms[0].X, cy
}

// StairsDown is the way out of the last room, the foes' lair.
func (l *Layout) StairsDown() (x, y int) {
	last := l.Rooms[len(l.Rooms)-1]
	_, cy := last.centre()
	return last.X + last.W - 1, cy
}

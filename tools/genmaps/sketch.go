package main

// Sketches: turning an ASCII drawing into the tile layers of a map, wall faces and all.

import (
	"fmt"
	"math/rand/v2"

	"skirmish/assets"
)

// Legend of the sketches (richer than grid's ASCII maps: it also picks the look).
//
//	.  flagstones   ,  grass   :  dirt   *  bones on flagstones   >  stairs (floor)
//	#  wall         H  wall with an arrow slit   o  pillar   +  door
//	%  rubble       -  low wall   =  barricade   ~  shallow water   W  deep water   b  bridge
//	^  a timber walk along a wall: high ground (planks on the Ramparts layer, which says high=true)
const legend = ".,:*>#Ho+%-=~Wb^"

// Flip bits of a gid, as Tiled writes them.
const (
	gidH = 0x80000000
	gidV = 0x40000000
	gidD = 0x20000000
)

// layers holds the tile layers of a sketched map as gids (0 = empty): ground and walls, and
// the ramparts (the high walk's planks) when the sketch has any.
type layers struct {
	w, h                int
	ground, walls, high []uint32
	hasHigh             bool
	sketch              []string
	rng                 *rand.Rand
	earthy              bool // features stand on earth unless flagstones are more of their neighbours (mapDef.earthy)
}

// fromSketch builds a map's layers; its rows must all have the same width and use the legend.
func fromSketch(d mapDef) (*layers, error) {
	name, rows := d.file, d.sketch
	l := &layers{w: len(rows[0]), h: len(rows), sketch: rows, rng: rand.New(rand.NewPCG(d.seed, 7)), earthy: d.earthy}
	for y, r := range rows {
		if len(r) != l.w {
			return nil, fmt.Errorf("%s: row %d is %d wide, want %d", name, y, len(r), l.w)
		}
		for x, c := range r {
			if !containsRune(legend, c) {
				return nil, fmt.Errorf("%s: row %d col %d: unknown %q", name, y, x, c)
			}
		}
	}
	l.ground, l.walls, l.high = make([]uint32, l.w*l.h), make([]uint32, l.w*l.h), make([]uint32, l.w*l.h)
	for y := 0; y < l.h; y++ {
		for x := 0; x < l.w; x++ {
			l.place(x, y)
		}
	}
	return l, nil
}

func containsRune(s string, r rune) bool {
	for _, c := range s {
		if c == r {
			return true
		}
	}
	return false
}

// at returns the sketch character at (x, y), or 0 off the map.
func (l *layers) at(x, y int) byte {
	if x < 0 || y < 0 || x >= l.w || y >= l.h {
		return 0
	}
	return l.sketch[y][x]
}

// wallish reports whether a character is a full-height wall.
func wallish(c byte) bool { return c == '#' || c == 'H' }

// barrier reports whether a character joins doors and low walls into a run.
func barrier(c byte) bool { return wallish(c) || c == '-' || c == '=' }

// gid is the global id of a dungeon tile (the tileset's firstgid is 1).
func gid(t assets.Tile) uint32 { return uint32(t) + 1 }

// place fills the ground, wall and ramparts layers at one square.
func (l *layers) place(x, y int) {
	i := y*l.w + x
	c := l.at(x, y)
	l.ground[i] = l.groundAt(x, y)
	across := barrier(l.at(x, y-1)) || barrier(l.at(x, y+1))
	along := barrier(l.at(x-1, y)) || barrier(l.at(x+1, y))
	turn := uint32(0) // north-south runs of doors and low walls are the tile transposed
	if across && !along {
		turn = gidD
	}
	switch c {
	case '#':
		if below := l.at(x, y+1); below != 0 && !wallish(below) {
			l.walls[i] = gid(assets.WallFace)
		} else {
			l.walls[i] = gid(assets.WallTop)
		}
	case 'H':
		if wallish(l.at(x, y-1)) || wallish(l.at(x, y+1)) {
			l.walls[i] = gid(assets.SlitV)
		} else {
			l.walls[i] = gid(assets.SlitH)
		}
	case 'o':
		l.walls[i] = gid(assets.Pillar)
	case '+':
		l.walls[i] = gid(assets.Door) | turn
	case '%':
		l.walls[i] = gid(assets.Rubble)
	case '-':
		l.walls[i] = gid(assets.LowWall) | turn
	case '=':
		l.walls[i] = gid(assets.Barricade)
	case '^':
		// planks across the walk: a walk running north-south has them turned
		l.high[i], l.hasHigh = gid(assets.Bridge), true
		if l.at(x-1, y) != '^' && l.at(x+1, y) != '^' {
			l.high[i] |= gidD
		}
	}
}

// groundAt picks the ground tile under a square: its own, or the ground around a feature.
func (l *layers) groundAt(x, y int) uint32 {
	c := l.at(x, y)
	switch c {
	case '#', 'H':
		return 0 // nothing shows under a wall
	case ',':
		return l.grass()
	case ':':
		return gid(assets.Dirt)
	case '~':
		return gid(assets.Water1)
	case 'W':
		return gid(assets.DeepWater)
	case '>':
		return gid(assets.Stairs)
	case '*':
		return gid(assets.Bones)
	case 'b':
		if water(l.at(x-1, y)) || water(l.at(x+1, y)) {
			return gid(assets.Bridge) | gidD // planks across a north-south crossing
		}
		return gid(assets.Bridge)
	}
	if l.outdoors(x, y) {
		return l.grass()
	}
	if l.earthy && l.around(x, y, ':') >= l.around(x, y, '.') {
		return gid(assets.Dirt)
	}
	if wallish(l.at(x, y-1)) {
		return gid(assets.FloorShadow)
	}
	return l.flagstone()
}

// water reports whether a character is water.
func water(c byte) bool { return c == '~' || c == 'W' }

// outdoors reports whether a feature square stands on grass (most of its neighbours are).
func (l *layers) outdoors(x, y int) bool { return l.around(x, y, ',') >= 3 }

// around counts the squares of the 3×3 block centred on (x, y) that are c.
func (l *layers) around(x, y int, c byte) int {
	n := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if l.at(x+dx, y+dy) == c {
				n++
			}
		}
	}
	return n
}

// grass picks a grass tile, sometimes mirrored (grass has no light direction to spoil).
func (l *layers) grass() uint32 {
	t := gid(assets.Grass1)
	switch r := l.rng.IntN(10); {
	case r < 3:
		t = gid(assets.Grass2)
	case r == 3:
		t = gid(assets.GrassFlowers)
	}
	return t | uint32(l.rng.IntN(2))*gidH | uint32(l.rng.IntN(2))*gidV
}

// flagstone picks a floor tile: mostly plain, sometimes cracked or mossy.
func (l *layers) flagstone() uint32 {
	switch r := l.rng.IntN(40); {
	case r < 2:
		return gid(assets.FloorCracked)
	case r < 4:
		return gid(assets.FloorMoss)
	case r < 16:
		return gid(assets.Floor2)
	}
	return gid(assets.Floor1)
}

package main

// The painters of each dungeon tile, in sheet order.

import (
	"image/color"
	"math"

	"skirmish/assets"
)

// Palette of the dungeon: warm grey stone, dark mortar, oak, moss, grass and water.
var (
	stoneC  = rgb(0x6f675e)
	mortarC = rgb(0x2b2622)
	wallC   = rgb(0x6a5f55)
	topC    = rgb(0x302b27)
	capC    = rgb(0x8e857a)
	woodC   = rgb(0x7a5230)
	ironC   = rgb(0x2e2b2a)
	mossC   = rgb(0x4f6b34)
	grassC  = rgb(0x4e6f3a)
	dirtC   = rgb(0x6e5438)
	waterC  = rgb(0x2f628c)
	deepC   = rgb(0x1c3856)
	boneC   = rgb(0xd8cfb8)
	voidC   = rgb(0x121010)
)

// Flagstone cuts for floors.
var (
	cutSquare = [][4]int{{0, 0, 16, 16}, {16, 0, 32, 16}, {0, 16, 16, 32}, {16, 16, 32, 32}}
	cutMixed  = [][4]int{{0, 0, 21, 12}, {21, 0, 32, 12}, {0, 12, 10, 32}, {10, 12, 32, 23}, {10, 23, 32, 32}}
)

// painters paints each tile by id.
var painters = map[assets.Tile]func(t *tile){
	assets.Floor1:       func(t *tile) { t.stones(cutSquare, stoneC, mortarC) },
	assets.Floor2:       func(t *tile) { t.stones(cutMixed, stoneC, mortarC) },
	assets.FloorCracked: paintCracked,
	assets.FloorMoss:    paintMoss,
	assets.Grass1:       func(t *tile) { paintGrass(t, 0) },
	assets.Grass2:       func(t *tile) { paintGrass(t, 0) },
	assets.GrassFlowers: func(t *tile) { paintGrass(t, 7) },
	assets.Dirt:         paintDirt,
	assets.WallTop:      paintWallTop,
	assets.WallFace:     paintWallFace,
	assets.SlitH:        paintSlitH,
	assets.SlitV:        paintSlitV,
	assets.Pillar:       paintPillar,
	assets.Door:         paintDoor,
	assets.FloorShadow:  paintFloorShadow,
	assets.Rubble:       paintRubble,
	assets.LowWall:      paintLowWall,
	assets.Barricade:    paintBarricade,
	assets.Water1:       func(t *tile) { paintWater(t, waterC, 0) },
	assets.Water2:       func(t *tile) { paintWater(t, waterC, math.Pi/2) },
	assets.Bridge:       paintBridge,
	assets.DeepWater:    func(t *tile) { paintWater(t, deepC, 1) },
	assets.Stairs:       paintStairs,
	assets.Bones:        paintBones,
}

func paintCracked(t *tile) {
	t.stones(cutSquare, stoneC, mortarC)
	crack := [][2]float64{{3, 5}, {8, 9}, {7, 14}, {12, 19}, {11, 25}, {15, 29}}
	for i := 1; i < len(crack); i++ {
		a, b := crack[i-1], crack[i]
		t.line(a[0], a[1], b[0], b[1], 1, scale(mortarC, 0.9))
	}
	t.line(8, 9, 13, 8, 1, scale(mortarC, 1.1))
}

func paintMoss(t *tile) {
	t.stones(cutMixed, stoneC, mortarC)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			n := t.noise.at(x, y)
			if n > 0.62 && t.rng.Float64() < (n-0.55)*3 {
				t.set(x, y, scale(mossC, 0.8+0.4*t.rng.Float64()))
			}
		}
	}
}

func paintFloorShadow(t *tile) {
	t.stones(cutSquare, stoneC, mortarC)
	for y := 0; y < 14; y++ {
		f := 0.42 + 0.58*math.Pow(float64(y)/14, 0.8)
		for x := 0; x < size; x++ {
			t.darken(x, y, f)
		}
	}
}

func paintGrass(t *tile, flowers int) {
	t.fill(0, 0, size, size, grassC, 0.16, 0.06)
	for i := 0; i < 46; i++ {
		x, y := t.rng.IntN(size), t.rng.IntN(size)
		c := scale(grassC, 0.7+0.6*t.rng.Float64())
		h := 2 + t.rng.IntN(3)
		for k := 0; k < h; k++ {
			t.set(x+k%2*t.rng.IntN(2), y-k, c)
		}
	}
	colours := []color.RGBA{rgb(0xf0e070), rgb(0xf4f0ea), rgb(0xb890d8)}
	for i := 0; i < flowers; i++ {
		x, y := 2+t.rng.IntN(size-4), 2+t.rng.IntN(size-4)
		c := colours[t.rng.IntN(len(colours))]
		t.set(x, y, c)
		t.set(x+1, y, scale(c, 0.8))
		t.set(x, y+1, scale(c, 0.8))
		t.set(x+1, y+1, scale(grassC, 0.6))
	}
}

func paintDirt(t *tile) {
	t.fill(0, 0, size, size, dirtC, 0.14, 0.08)
	for i := 0; i < 7; i++ {
		x, y := 2+t.rng.Float64()*28, 2+t.rng.Float64()*28
		t.blob(x, y, 1+t.rng.Float64()*1.2, scale(stoneC, 1.1))
	}
}

func paintWallTop(t *tile) {
	t.fill(0, 0, size, size, scale(mortarC, 0.8), 0.05, 0.03)
	rows := []int{0, 11, 22, 32}
	for r := 0; r+1 < len(rows); r++ {
		off := []int{0, 9, 4}[r]
		for x := -off; x < size; x += 14 {
			t.stone(max(x, 0), rows[r], min(x+13, size), rows[r+1]-1, topC)
		}
	}
}

// wallFace paints the south face of a wall: a lit cap, then courses of brick darkening toward
// the foot, with a deep shadow line where the wall meets the floor.
func paintWallFace(t *tile) {
	t.fill(0, 0, size, size, mortarC, 0.05, 0.03)
	t.fill(0, 0, size, 5, capC, 0.08, 0.04)
	for x := 0; x < size; x++ {
		t.set(x, 0, scale(capC, 1.25))
		t.set(x, 5, scale(mortarC, 0.7))
	}
	course := 0
	for y := 6; y < size-2; y += 7 {
		off := []int{0, 8}[course%2]
		for x := -off; x < size; x += 16 {
			t.stone(max(x, 0), y, min(x+15, size), min(y+6, size-2), wallC)
		}
		course++
	}
	for y := 6; y < size; y++ {
		f := 1 - 0.35*float64(y-6)/float64(size-6)
		for x := 0; x < size; x++ {
			t.darken(x, y, f)
		}
	}
	for x := 0; x < size; x++ {
		t.set(x, size-1, voidC)
		t.set(x, size-2, scale(mortarC, 0.6))
	}
}

func paintSlitH(t *tile) {
	paintWallFace(t)
	for y := 8; y < 28; y++ {
		for x := 14; x < 18; x++ {
			t.set(x, y, voidC)
		}
		t.set(13, y, scale(capC, 1.1))
		t.set(18, y, scale(wallC, 0.5))
	}
	for x := 13; x < 19; x++ {
		t.set(x, 28, scale(capC, 1.2))
	}
}

func paintSlitV(t *tile) {
	paintWallTop(t)
	for x := 0; x < size; x++ {
		for y := 14; y < 18; y++ {
			t.set(x, y, voidC)
		}
		t.set(x, 13, scale(topC, 0.6))
		t.set(x, 18, scale(capC, 0.9))
	}
}

func paintPillar(t *tile) {
	t.shadow(19, 19, 14, 0.35)
	t.blob(16, 16, 11.5, rgb(0x948a7e))
	// the capital's rim: a darker ring just inside the edge
	for a := 0.0; a < 2*math.Pi; a += 0.02 {
		x, y := 16+9*math.Cos(a), 16+9*math.Sin(a)
		t.darken(int(x), int(y), 0.82)
	}
}

func paintDoor(t *tile) {
	for y := 23; y < 27; y++ {
		for x := 2; x < 30; x++ {
			t.darken(x, y, 0.4+0.15*float64(y-23))
		}
	}
	t.fill(4, 9, 28, 23, woodC, 0.10, 0.05)
	for x := 4; x < 28; x += 6 {
		for y := 9; y < 23; y++ {
			t.darken(x, y, 0.6)
			t.set(x+1, y, scale(t.get(x+1, y), 1.15))
		}
	}
	for x := 4; x < 28; x++ {
		t.set(x, 9, scale(woodC, 1.3))
		t.set(x, 22, scale(woodC, 0.5))
		t.set(x, 12, ironC)
		t.set(x, 19, ironC)
	}
	t.blob(23, 16, 1.6, rgb(0xb09a60))
	// stone jambs either side
	t.stone(0, 6, 4, 26, capC)
	t.stone(28, 6, 32, 26, capC)
}

func paintRubble(t *tile) {
	for i := 0; i < 11; i++ {
		x, y := 3+t.rng.Float64()*26, 3+t.rng.Float64()*26
		r := 1.5 + t.rng.Float64()*3.5
		t.shadow(x+1.5, y+1.5, r+1, 0.5)
		t.blob(x, y, r, scale(capC, 0.8+0.3*t.rng.Float64()))
	}
}

func paintLowWall(t *tile) {
	for y := 21; y < 26; y++ {
		for x := 0; x < size; x++ {
			t.darken(x, y, 0.45+0.5*float64(y-21)/5)
		}
	}
	t.fill(0, 10, size, 21, mortarC, 0.05, 0.03)
	for x := 0; x < size; x += 8 {
		t.stone(x, 10, x+7, 15, capC)
	}
	for x := -4; x < size; x += 8 {
		t.stone(max(x, 0), 15, min(x+7, size), 20, wallC)
	}
}

func paintBarricade(t *tile) {
	t.shadow(18, 19, 15, 0.5)
	log := func(x0, y0, x1, y1 float64) {
		t.line(x0+1, y0+1, x1+1, y1+1, 5, scale(woodC, 0.45))
		t.line(x0, y0, x1, y1, 4, woodC)
		t.line(x0-0.8, y0-0.8, x1-0.8, y1-0.8, 1, scale(woodC, 1.35))
	}
	log(4, 5, 27, 27)
	log(27, 5, 4, 27)
	log(0, 16, 31, 16)
	for _, x := range []float64{3, 27} {
		t.line(x, 16, x+2, 10, 2, scale(boneC, 0.8))
	}
	t.blob(16, 16, 2, ironC)
}

// paintWater paints rippled water; phase shifts the ripples for animation frames.
func paintWater(t *tile, base color.RGBA, phase float64) {
	t.fill(0, 0, size, size, base, 0.12, 0.03)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			w := math.Sin(2*math.Pi*(float64(x)/16+float64(y)/32)+phase) +
				math.Sin(2*math.Pi*(float64(y)/8-float64(x)/32)+phase*2)
			if w > 1.45 {
				t.set(x, y, scale(base, 1.55))
			} else if w < -1.5 {
				t.darken(x, y, 0.8)
			}
		}
	}
}

func paintBridge(t *tile) {
	paintWater(t, waterC, 0)
	for x := 0; x < size; x += 6 {
		t.stone(x, 3, min(x+6, size), 29, scale(woodC, 1.1))
		t.set(x+2, 6, ironC)
		t.set(x+2, 25, ironC)
	}
	for x := 0; x < size; x++ {
		for y := 0; y < 3; y++ {
			t.set(x, y, scale(woodC, 0.6+0.15*float64(y)))
			t.set(x, 29+y, scale(woodC, 0.65-0.15*float64(y)))
		}
	}
}

func paintStairs(t *tile) {
	t.stones(cutSquare, stoneC, mortarC)
	t.fill(3, 3, 29, 29, voidC, 0, 0.02)
	for i := 0; i < 5; i++ {
		y0 := 3 + i*5
		f := 1 - 0.17*float64(i)
		t.fill(3, y0, 29, y0+4, scale(capC, f), 0.08, 0.03)
		for x := 3; x < 29; x++ {
			t.set(x, y0, scale(capC, f*1.3))
		}
	}
	for y := 3; y < 29; y++ {
		t.set(3, y, scale(mortarC, 0.7))
		t.set(28, y, scale(mortarC, 0.7))
	}
}

func paintBones(t *tile) {
	t.stones(cutSquare, stoneC, mortarC)
	bone := func(x0, y0, x1, y1 float64) {
		t.line(x0+1, y0+1, x1+1, y1+1, 2, scale(mortarC, 0.8))
		t.line(x0, y0, x1, y1, 2, boneC)
		t.blob(x0, y0, 1.6, boneC)
		t.blob(x1, y1, 1.6, boneC)
	}
	bone(6, 20, 15, 25)
	bone(18, 8, 26, 12)
	t.shadow(12, 12, 6, 0.6)
	t.blob(11, 11, 4.5, boneC)
	t.set(9, 11, voidC)
	t.set(12, 11, voidC)
	t.set(10, 14, scale(boneC, 0.6))
}

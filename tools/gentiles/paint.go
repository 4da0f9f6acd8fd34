package main

// Painting primitives for one 32 px tile: colours, seamless noise, stones, blobs and lines.

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
)

// size is the pixel size of a tile.
const size = 32

// tile paints into one cell of the sheet.
type tile struct {
	img    *image.RGBA
	ox, oy int
	rng    *rand.Rand
	noise  *noise
}

// rgb builds an opaque colour from a 0xRRGGBB value.
func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}

// scale multiplies a colour's brightness by f, clamped.
func scale(c color.RGBA, f float64) color.RGBA {
	cl := func(v uint8) uint8 { return uint8(math.Max(0, math.Min(255, float64(v)*f))) }
	return color.RGBA{cl(c.R), cl(c.G), cl(c.B), c.A}
}

// mix blends a toward b by t in [0,1].
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 255}
}

// in reports whether (x, y) is inside the tile.
func in(x, y int) bool { return x >= 0 && y >= 0 && x < size && y < size }

// set paints one pixel of the tile; pixels outside are ignored.
func (t *tile) set(x, y int, c color.RGBA) {
	if in(x, y) {
		t.img.SetRGBA(t.ox+x, t.oy+y, c)
	}
}

// get reads one pixel of the tile.
func (t *tile) get(x, y int) color.RGBA {
	if !in(x, y) {
		return color.RGBA{}
	}
	return t.img.RGBAAt(t.ox+x, t.oy+y)
}

// darken multiplies the brightness of one pixel; on a clear pixel it lays down a
// translucent shadow instead, so feature tiles shade whatever ground is under them.
func (t *tile) darken(x, y int, f float64) {
	if !in(x, y) {
		return
	}
	c := t.get(x, y)
	if c.A == 0 {
		t.set(x, y, color.RGBA{0, 0, 0, uint8(255 * (1 - f))})
		return
	}
	t.set(x, y, scale(c, f))
}

// fill paints the rectangle [x0,x1)×[y0,y1) with base, mottled by noise (amount a) and grain g.
func (t *tile) fill(x0, y0, x1, y1 int, base color.RGBA, a, g float64) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			f := 1 + a*(t.noise.at(x, y)-0.5)*2 + g*(t.rng.Float64()-0.5)*2
			t.set(x, y, scale(base, f))
		}
	}
}

// stone paints a bevelled block [x0,x1)×[y0,y1): lit on its top-left, shaded bottom-right.
func (t *tile) stone(x0, y0, x1, y1 int, base color.RGBA) {
	base = scale(base, 0.92+0.16*t.rng.Float64())
	t.fill(x0, y0, x1, y1, base, 0.10, 0.04)
	for x := x0; x < x1; x++ {
		t.set(x, y0, scale(t.get(x, y0), 1.22))
		t.darken(x, y1-1, 0.72)
	}
	for y := y0; y < y1; y++ {
		t.set(x0, y, scale(t.get(x0, y), 1.15))
		t.darken(x1-1, y, 0.78)
	}
}

// stones paints mortar over the whole tile and then each block inside it (one pixel of
// mortar on each block's right and bottom, so neighbouring tiles join seamlessly).
func (t *tile) stones(rects [][4]int, base, mortar color.RGBA) {
	t.fill(0, 0, size, size, mortar, 0.08, 0.05)
	for _, r := range rects {
		t.stone(r[0], r[1], r[2]-1, r[3]-1, base)
	}
}

// blob paints a round, lit lump (a rock, a column) of radius r centred at (cx, cy).
func (t *tile) blob(cx, cy, r float64, base color.RGBA) {
	lx, ly, lz := -0.5, -0.6, 0.62
	for y := int(cy - r - 1); y <= int(cy+r+1); y++ {
		for x := int(cx - r - 1); x <= int(cx+r+1); x++ {
			dx, dy := (float64(x)+0.5-cx)/r, (float64(y)+0.5-cy)/r
			d := dx*dx + dy*dy
			if d > 1 {
				continue
			}
			nz := math.Sqrt(1 - d)
			l := math.Max(0, dx*lx+dy*ly+nz*lz)
			f := 0.45 + 0.75*l + 0.06*(t.rng.Float64()-0.5)
			t.set(x, y, scale(base, f))
		}
	}
}

// shadow darkens a soft disc (the shadow a lump casts down and to the right).
func (t *tile) shadow(cx, cy, r, f float64) {
	for y := int(cy - r - 1); y <= int(cy+r+1); y++ {
		for x := int(cx - r - 1); x <= int(cx+r+1); x++ {
			dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy
			d := math.Sqrt(dx*dx+dy*dy) / r
			if d < 1 {
				t.darken(x, y, f+(1-f)*d*d)
			}
		}
	}
}

// line paints a thick straight line from (x0,y0) to (x1,y1) with colour c and width w.
func (t *tile) line(x0, y0, x1, y1, w float64, c color.RGBA) {
	n := int(math.Hypot(x1-x0, y1-y0)*2) + 1
	for i := 0; i <= n; i++ {
		f := float64(i) / float64(n)
		x, y := x0+(x1-x0)*f, y0+(y1-y0)*f
		for yy := int(y - w/2); yy <= int(y+w/2); yy++ {
			for xx := int(x - w/2); xx <= int(x+w/2); xx++ {
				if math.Hypot(float64(xx)+0.5-x, float64(yy)+0.5-y) <= w/2+0.2 {
					t.set(xx, yy, c)
				}
			}
		}
	}
}

// noise is seamless value noise over a tile: a wrapped lattice, smoothly interpolated.
type noise struct {
	cell int
	v    [][]float64
}

// newNoise makes noise with lattice cells of cell pixels (cell must divide size).
func newNoise(rng *rand.Rand, cell int) *noise {
	n := size / cell
	v := make([][]float64, n)
	for i := range v {
		v[i] = make([]float64, n)
		for j := range v[i] {
			v[i][j] = rng.Float64()
		}
	}
	return &noise{cell: cell, v: v}
}

// at returns the noise value in [0,1] at pixel (x, y).
func (n *noise) at(x, y int) float64 {
	k := len(n.v)
	fx, fy := float64(x)/float64(n.cell), float64(y)/float64(n.cell)
	ix, iy := int(math.Floor(fx)), int(math.Floor(fy))
	tx, ty := fx-float64(ix), fy-float64(iy)
	tx, ty = tx*tx*(3-2*tx), ty*ty*(3-2*ty)
	w := func(a int) int { return ((a % k) + k) % k }
	a := n.v[w(iy)][w(ix)] + (n.v[w(iy)][w(ix+1)]-n.v[w(iy)][w(ix)])*tx
	b := n.v[w(iy+1)][w(ix)] + (n.v[w(iy+1)][w(ix+1)]-n.v[w(iy+1)][w(ix)])*tx
	return a + (b-a)*ty
}

package game

// Flip test: Tiled's flip bits turn and mirror a tile as Tiled draws it.

import (
	"testing"

	"skirmish/grid"
)

func TestFlipGeoM(t *testing.T) {
	// where the tile's top-left and top-right source pixels (centres) land in a 32×32 box
	const w = 32
	cases := []struct {
		name   string
		flip   uint8
		tl, tr [2]float64
	}{
		{"none", 0, [2]float64{0.5, 0.5}, [2]float64{31.5, 0.5}},
		{"H", grid.FlipH, [2]float64{31.5, 0.5}, [2]float64{0.5, 0.5}},
		{"V", grid.FlipV, [2]float64{0.5, 31.5}, [2]float64{31.5, 31.5}},
		{"D (transpose)", grid.FlipD, [2]float64{0.5, 0.5}, [2]float64{0.5, 31.5}},
		{"D+H (90° clockwise)", grid.FlipD | grid.FlipH, [2]float64{31.5, 0.5}, [2]float64{31.5, 31.5}},
		{"D+V (90° anticlockwise)", grid.FlipD | grid.FlipV, [2]float64{0.5, 31.5}, [2]float64{0.5, 0.5}},
		{"H+V (180°)", grid.FlipH | grid.FlipV, [2]float64{31.5, 31.5}, [2]float64{0.5, 31.5}},
	}
	for _, c := range cases {
		g := flipGeoM(c.flip, w, w)
		for i, src := range [][2]float64{{0.5, 0.5}, {31.5, 0.5}} {
			want := c.tl
			if i == 1 {
				want = c.tr
			}
			x, y := g.Apply(src[0], src[1])
			if x != want[0] || y != want[1] {
				t.Errorf("%s: (%v,%v) went to (%v,%v), want %v", c.name, src[0], src[1], x, y, want)
			}
		}
	}
}

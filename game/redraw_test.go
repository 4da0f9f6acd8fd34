package game

import (
	"image"
	"testing"
)

func TestMergeDamageKeepsFewRectanglesCoveringEveryOne(t *testing.T) {
	r := image.Rect
	cases := []struct {
		name string
		in   []image.Rectangle
		n    int
		want int // rectangles left
	}{
		{"apart stay apart", []image.Rectangle{r(0, 0, 10, 10), r(100, 100, 110, 110)}, 4, 2},
		{"touching merge", []image.Rectangle{r(0, 0, 10, 10), r(10, 0, 20, 10)}, 4, 1},
		{"overlapping merge", []image.Rectangle{r(0, 0, 10, 10), r(5, 5, 15, 15)}, 4, 1},
		{"a row of tiles is one", []image.Rectangle{r(0, 0, 32, 32), r(32, 0, 64, 32), r(64, 0, 96, 32)}, 4, 1},
		{"too many are merged down to n", []image.Rectangle{r(0, 0, 5, 5), r(50, 0, 55, 5), r(100, 0, 105, 5),
			r(150, 0, 155, 5), r(200, 0, 205, 5), r(250, 0, 255, 5)}, 4, 4},
		{"none", nil, 4, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := append([]image.Rectangle(nil), tc.in...)
			got := mergeDamage(in, tc.n)
			if len(got) != tc.want {
				t.Errorf("%d rectangles left (%v), want %d", len(got), got, tc.want)
			}
			for _, a := range tc.in {
				covered := false
				for _, b := range got {
					covered = covered || a.In(b)
				}
				if !covered {
					t.Errorf("%v is in no rectangle left (%v)", a, got)
				}
			}
		})
	}
}

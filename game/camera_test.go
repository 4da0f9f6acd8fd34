package game

// Camera tests: panning and zooming keep the map on screen, with at most a thin margin past its edge.

import (
	"math"
	"testing"
)

func TestClampKeepsTheMapOnScreen(t *testing.T) {
	// The battle's map view is 950×562 screen pixels; the cavern is 1152×768 world pixels.
	const vw, vh = 950, 562
	cases := []struct {
		name         string
		worldW       float64
		worldH       float64
		zoom         float64
		x, y         float64 // the centre asked for
		wantX, wantY float64 // the centre after Clamp
	}{
		{"inside stays put", 1152, 768, 1, 576, 384, 576, 384},
		{"past the top left stops at the margin", 1152, 768, 1, -500, -500, 475 - EdgeMargin, 281 - EdgeMargin},
		{"past the bottom right stops at the margin", 1152, 768, 1, 5000, 5000, 1152 - 475 + EdgeMargin, 768 - 281 + EdgeMargin},
		{"zoomed in ×2, the margin is half as many world pixels", 1152, 768, 2, 0, 9999, 237.5 - EdgeMargin/2.0, 768 - 140.5 + EdgeMargin/2.0},
		{"zoomed out, a map smaller than the view is centred", 1152, 768, 0.5, 0, 0, 576, 384},
		{"a small map is centred at zoom 1", 320, 240, 1, 900, -40, 160, 120},
		{"wide but short: pans across, centred down", 2000, 300, 1, -10, 77, 475 - EdgeMargin, 150},
		{"just smaller than the view pans only within the margins", 930, 400, 1, 0, 0, 475 - EdgeMargin, 200},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := Camera{ViewX: 0, ViewY: 46, ViewW: vw, ViewH: vh, X: tc.x, Y: tc.y}
			c.SetZoom(tc.zoom)
			if c.Zoom() != tc.zoom {
				t.Fatalf("zoom %v is not a step", tc.zoom)
			}
			c.Clamp(tc.worldW, tc.worldH)
			if math.Abs(c.X-tc.wantX) > 1e-9 || math.Abs(c.Y-tc.wantY) > 1e-9 {
				t.Errorf("centre (%v, %v), want (%v, %v)", c.X, c.Y, tc.wantX, tc.wantY)
			}
			// On screen: wherever the view shows past the map, it is by at most the margin
			// (a pixel more for the origin's rounding), unless the map is smaller than the view.
			x0, y0 := c.ToScreen(0, 0)
			x1, y1 := c.ToScreen(tc.worldW, tc.worldH)
			if x1-x0 >= vw-2*EdgeMargin {
				if gap := x0 - c.ViewX; gap > EdgeMargin+1 {
					t.Errorf("%v pixels of nothing left of the map", gap)
				}
				if gap := c.ViewX + c.ViewW - x1; gap > EdgeMargin+1 {
					t.Errorf("%v pixels of nothing right of the map", gap)
				}
			}
			if y1-y0 >= vh-2*EdgeMargin {
				if gap := y0 - c.ViewY; gap > EdgeMargin+1 {
					t.Errorf("%v pixels of nothing above the map", gap)
				}
				if gap := c.ViewY + c.ViewH - y1; gap > EdgeMargin+1 {
					t.Errorf("%v pixels of nothing below the map", gap)
				}
			}
		})
	}
}

// Zooming out and back in at the cursor, then panning far away, never loses the map.
func TestZoomAndPanThenClamp(t *testing.T) {
	c := Camera{ViewW: 950, ViewH: 562}
	c.Fit(1152, 768, 3)
	steps := []struct {
		zoom   int
		dx, dy float64
	}{{-3, 0, 0}, {+2, -4000, 0}, {+2, 0, 4000}, {-1, 4000, -4000}, {+3, 123, 456}}
	for i, st := range steps {
		c.ZoomAt(st.zoom, 10, 10)
		c.Pan(st.dx, st.dy)
		c.Clamp(1152, 768)
		x0, y0 := c.ToScreen(0, 0)
		x1, y1 := c.ToScreen(1152, 768)
		// along each axis: a map wider than the view leaves at most the margin on either side;
		// a narrower one is centred
		axes := []struct{ lo, hi, view0, view float64 }{{x0, x1, c.ViewX, c.ViewW}, {y0, y1, c.ViewY, c.ViewH}}
		for k, a := range axes {
			before, after := a.lo-a.view0, a.view0+a.view-a.hi
			if a.hi-a.lo >= a.view {
				if before > EdgeMargin+1 || after > EdgeMargin+1 {
					t.Errorf("step %d, axis %d (zoom %v): %v and %v pixels past the edges", i, k, c.Zoom(), before, after)
				}
			} else if math.Abs(before-after) > 1 {
				t.Errorf("step %d, axis %d (zoom %v): a map narrower than the view is not centred: %v and %v", i, k, c.Zoom(), before, after)
			}
		}
	}
}

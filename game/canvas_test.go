package game

// Tests for the CPU canvas's polygons and lines, which paint the map's markers.

import (
	"image/color"
	"testing"
)

// alphaAt is the canvas's alpha at pixel (x, y).
func alphaAt(c *Canvas, x, y int) uint8 { return c.img.RGBAAt(x, y).A }

// TestCanvasPolygonFillsInside: a square polygon fills its inside and nothing outside, whichever
// way round its points go.
func TestCanvasPolygonFillsInside(t *testing.T) {
	for _, pts := range [][]float32{
		{4, 4, 16, 4, 16, 16, 4, 16}, // clockwise on screen
		{4, 4, 4, 16, 16, 16, 16, 4}, // the other way
	} {
		c := NewCanvas(20, 20)
		c.Polygon(pts, color.RGBA{0xff, 0, 0, 0xff})
		if a := alphaAt(c, 10, 10); a != 0xff {
			t.Errorf("%v: the middle has alpha %d, want 255", pts, a)
		}
		if a := alphaAt(c, 1, 1); a != 0 {
			t.Errorf("%v: outside has alpha %d, want 0", pts, a)
		}
	}
}

// TestCanvasPolylineJoinsDoNotDarken: a half-transparent line bent at a corner has the same
// alpha at the joint, where its two segments and the round join overlap, as along a segment.
func TestCanvasPolylineJoinsDoNotDarken(t *testing.T) {
	c := NewCanvas(40, 40)
	half := color.RGBA{0x40, 0x40, 0x40, 0x80}
	c.Polyline([]float32{5, 20, 20, 20, 20, 5}, 6, half)
	along, joint := alphaAt(c, 12, 20), alphaAt(c, 20, 20)
	if along == 0 || joint != along {
		t.Errorf("alpha along the line %d, at the joint %d: want equal and not 0", along, joint)
	}
	if a := alphaAt(c, 12, 30); a != 0 {
		t.Errorf("alpha away from the line %d, want 0", a)
	}
}

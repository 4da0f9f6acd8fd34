package game

// Camera: which part of the map is on screen, and at what zoom.

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// ZoomSteps are the zooms the camera moves between: whole steps when zoomed in, so pixel art
// stays crisp, and a few fractions to see a large map whole.
var ZoomSteps = []float64{0.25, 0.5, 0.75, 1, 2, 3, 4, 6}

// Camera maps world pixels (the map as drawn at zoom 1) to screen pixels.
type Camera struct {
	// X and Y are the world point at the centre of the view.
	X, Y float64
	// Step indexes ZoomSteps.
	Step int
	// View is the screen rectangle the map is shown in.
	ViewX, ViewY, ViewW, ViewH float64
}

// Zoom returns the current scale.
func (c *Camera) Zoom() float64 { return ZoomSteps[c.Step] }

// origin returns the screen position of world (0,0), rounded to whole pixels so tiles meet
// without seams.
func (c *Camera) origin() (float64, float64) {
	z := c.Zoom()
	return math.Round(c.ViewX + c.ViewW/2 - c.X*z), math.Round(c.ViewY + c.ViewH/2 - c.Y*z)
}

// ToScreen converts a world point to the screen.
func (c *Camera) ToScreen(wx, wy float64) (float64, float64) {
	ox, oy := c.origin()
	return ox + wx*c.Zoom(), oy + wy*c.Zoom()
}

// ToWorld converts a screen point to the world.
func (c *Camera) ToWorld(sx, sy float64) (float64, float64) {
	ox, oy := c.origin()
	return (sx - ox) / c.Zoom(), (sy - oy) / c.Zoom()
}

// GeoM returns the world-to-screen transform.
func (c *Camera) GeoM() ebiten.GeoM {
	var g ebiten.GeoM
	g.Scale(c.Zoom(), c.Zoom())
	g.Translate(c.origin())
	return g
}

// Pan moves the view by a distance in screen pixels.
func (c *Camera) Pan(dx, dy float64) {
	c.X += dx / c.Zoom()
	c.Y += dy / c.Zoom()
}

// ZoomAt changes the zoom by steps (positive zooms in), keeping the world point under the
// screen point (sx, sy) where it is.
func (c *Camera) ZoomAt(steps int, sx, sy float64) {
	n := max(0, min(len(ZoomSteps)-1, c.Step+steps))
	if n == c.Step {
		return
	}
	wx, wy := c.ToWorld(sx, sy)
	c.Step = n
	z := c.Zoom()
	c.X = wx - (sx-c.ViewX-c.ViewW/2)/z
	c.Y = wy - (sy-c.ViewY-c.ViewH/2)/z
}

// SetZoom picks the largest step not above z.
func (c *Camera) SetZoom(z float64) {
	c.Step = 0
	for i, s := range ZoomSteps {
		if s <= z+1e-9 {
			c.Step = i
		}
	}
}

// Fit centres a world of w×h pixels and picks the largest zoom, at most maxZoom, that shows it
// whole (or the smallest zoom if none does).
func (c *Camera) Fit(w, h, maxZoom float64) {
	c.X, c.Y = w/2, h/2
	z := math.Min(c.ViewW/w, c.ViewH/h)
	c.SetZoom(math.Min(z, maxZoom))
}

// EdgeMargin is how far past the map's edge, in screen pixels, the camera may show: a thin dark
// frame so that the edge reads as an edge, and no more.
const EdgeMargin = 16

// Clamp keeps the world of w×h pixels on screen: along each axis, a world wider than the view
// may be panned until its edge is EdgeMargin pixels inside the view, no further; a world the
// view holds whole (with its margins) is centred.
func (c *Camera) Clamp(w, h float64) {
	c.X = clampAxis(c.X, w, c.ViewW, c.Zoom())
	c.Y = clampAxis(c.Y, h, c.ViewH, c.Zoom())
}

// clampAxis clamps the view centre x along one axis: a world of size world pixels, a view of
// size view screen pixels, at zoom z.
func clampAxis(x, world, view, z float64) float64 {
	half := view / 2 / z     // half the view, in world pixels
	margin := EdgeMargin / z // the margin, in world pixels
	lo, hi := half-margin, world-half+margin
	if lo >= hi {
		return world / 2
	}
	return math.Max(lo, math.Min(hi, x))
}

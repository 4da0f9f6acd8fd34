package game

// Redraw: a game at rest keeps its last picture. The screen is not cleared between frames in a
// real window, and while the game rests (pace.go) a frame redraws only the parts of the screen
// the top scene says changed (Damager): the map's animated tiles turning, on the battle screen.
// Anything else — input, an animating scene, news from a goroutine (Wake), a new size, scale,
// scene or notice — draws the whole screen, as every frame did before.

import (
	"image"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
)

// Damager is a scene that can say which parts of its picture changed since its last Draw. The
// game asks only while it rests (no input for a moment, no scene animating) and nothing else
// woke it; it then draws the scene on those parts of the screen only, each cut from the screen
// (Draw's screen is then a sub-image: a scene draws everything as usual and the cut keeps
// what falls outside).
type Damager interface {
	// Damage returns the rectangles of the screen, in logical pixels, whose picture changed
	// since the scene's last Draw (none: nothing changed), and false when the scene cannot
	// tell (the whole screen is drawn).
	Damage(c *Context) (rects []image.Rectangle, ok bool)
}

// kept is what the picture on the screen was drawn from, so that a resting frame can tell
// whether it is still the picture of the same scene at the same size and scale.
type kept struct {
	valid  bool // drawn whole while the game rested, or redrawn in part since
	scene  Scene
	size   image.Point
	scale  float64
	notice string
}

// news is set by Wake: something outside the frames may have changed what a scene shows, so
// the next frame draws the whole screen (each frame's drawDamage takes it).
var news atomic.Bool

// maxDamage is how many rectangles a frame redraws at most: each draws the whole scene once,
// cut to the rectangle, so more are merged into fewer, larger ones.
const maxDamage = 4

// drawDamage draws, on a resting frame whose screen still holds the picture of the last frame,
// only what the top scene says changed, and reports whether it did; false: the whole screen
// must be drawn.
func (g *Game) drawDamage(screen *ebiten.Image, top Scene) bool {
	c := &g.ctx
	k := &g.kept
	fresh := news.Swap(false)
	if !g.live || !g.pace.still || !k.valid || fresh || top == nil || k.scene != top ||
		k.size != screen.Bounds().Size() || k.scale != c.Scale || k.notice != c.Notice() ||
		g.drawScale(top) != c.Scale {
		return false
	}
	return DrawDamage(screen, top, c, g.drawNotice)
}

// DrawDamage draws scene s, a Damager drawn at the device's pixels, on screen, which holds the
// picture of its last Draw, only where s says its picture changed, and reports whether it
// could (false: s is no Damager or cannot tell, and nothing was drawn). over draws what goes
// over every scene (nil: nothing). A resting frame of a real window does this; a test calls it
// to hold it to a whole frame.
func DrawDamage(screen *ebiten.Image, s Scene, c *Context, over func(*ebiten.Image)) bool {
	d, ok := s.(Damager)
	if !ok {
		return false
	}
	rects, ok := d.Damage(c)
	if !ok {
		return false
	}
	defer atScale(c.Scale)()
	for _, r := range mergeDamage(deviceDamage(rects, screen.Bounds()), maxDamage) {
		sub := screen.SubImage(r).(*ebiten.Image)
		sub.Fill(c.Theme.Background)
		s.Draw(sub, c)
		if over != nil {
			over(sub)
		}
	}
	return true
}

// keep notes what a whole frame was drawn from: a base for the resting frames after it when the
// game rested as it was drawn.
func (g *Game) keep(screen *ebiten.Image, top Scene) {
	g.kept = kept{valid: g.live && g.pace.still, scene: top, size: screen.Bounds().Size(), scale: g.ctx.Scale,
		notice: g.ctx.Notice()}
}

// deviceDamage turns rectangles of logical pixels into device pixels on a screen of bounds b,
// two pixels wider on each side (what is drawn scaled with a linear filter spreads a pixel
// over its neighbours).
func deviceDamage(rects []image.Rectangle, b image.Rectangle) []image.Rectangle {
	out := make([]image.Rectangle, 0, len(rects))
	for _, r := range rects {
		d := DeviceRect(float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())).Inset(-2).Intersect(b)
		if !d.Empty() {
			out = append(out, d)
		}
	}
	return out
}

// mergeDamage merges rectangles that overlap or touch, then the pairs whose union adds the
// least area, until at most n are left.
func mergeDamage(rects []image.Rectangle, n int) []image.Rectangle {
	area := func(r image.Rectangle) int { return r.Dx() * r.Dy() }
	for {
		bi, bj, best := -1, -1, 0
		for i := range rects {
			for j := i + 1; j < len(rects); j++ {
				u := rects[i].Union(rects[j])
				extra := area(u) - area(rects[i]) - area(rects[j])
				if rects[i].Inset(-1).Overlaps(rects[j]) {
					extra = min(extra, 0) // touching or overlapping: always merged
				}
				if bi < 0 || extra < best {
					bi, bj, best = i, j, extra
				}
			}
		}
		if bi < 0 || best > 0 && len(rects) <= n {
			return rects
		}
		rects[bi] = rects[bi].Union(rects[bj])
		rects = append(rects[:bj], rects[bj+1:]...)
	}
}

package game

// Pace: frames only when something changes. A still screen waits for input (or a wake-up)
// instead of drawing the same picture sixty times a second.

import (
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Animator is a scene that can say it is still. A scene that does not implement it is updated
// and drawn every frame, as if always animating.
type Animator interface {
	// Animating reports whether the scene changes on its own, without input: something moves
	// or fades, a turn is being played by the AI, a notice counts down its frames. While no
	// scene on top animates and no input comes, the game draws nothing (a scene that needs a
	// frame at a known time asks for it with Context.WakeIn, here or in Update or Draw; a
	// goroutine with news calls Wake).
	Animating(c *Context) bool
}

// settleTime is how long frames keep coming after the last input: hover highlights and the
// like settle within it, so a screen that stops mid-change does not freeze half-way.
const settleTime = 500 * time.Millisecond

// pace decides, after each Update, whether the next frames come at the display's rate or only
// on input or a wake-up.
type pace struct {
	lastInput time.Time
	cx, cy    int       // the cursor at the last frame
	cursorSet bool      // cx, cy hold a frame's cursor
	wakeAt    time.Time // a frame asked for by WakeIn (zero: none)
	still     bool      // frames come only on input or a wake-up (FPSModeVsyncOffMinimum)
	timer     *time.Timer
	keys      []ebiten.Key
}

// WakeIn asks for a frame within d even if nothing else happens meanwhile (the next picture of
// an animated tile, a notice that expires at a known time). It has effect only while the game
// rests; a scene that animates gets every frame anyway.
func (c *Context) WakeIn(d time.Duration) {
	p := &c.game.pace
	at := time.Now().Add(max(d, time.Millisecond))
	if p.wakeAt.IsZero() || at.Before(p.wakeAt) {
		p.wakeAt = at
	}
}

// Wake asks for a frame now, from any goroutine: a worker that has news for the screen (the
// AI's decision, a file saved in the maps folder) calls it so that a resting game looks.
// Outside a real window (shots, tests) it does nothing: frames come anyway. The frame it asks
// for draws the whole screen (redraw.go).
func Wake() {
	if running.Load() {
		news.Store(true)
		ebiten.ScheduleFrame()
	}
}

// wakeUp asks for the frame a WakeIn wanted: the scene's own, which may redraw only what it
// says changed (redraw.go).
func wakeUp() {
	if running.Load() {
		ebiten.ScheduleFrame()
	}
}

// running is set while Run's window is open.
var running atomic.Bool

// inputActive reports whether the player is doing something this frame: a key or button
// held, the wheel turned, the cursor moved or resting at the screen's edge (which pans), or
// scripted input queued.
func (g *Game) inputActive() bool {
	in, p := g.ctx.Input, &g.pace
	moved := p.cursorSet && (in.cx != p.cx || in.cy != p.cy)
	p.cx, p.cy, p.cursorSet = in.cx, in.cy, true
	if moved || in.left || in.right || in.wheel != 0 || in.hasKey || len(in.queue) > 0 {
		return true
	}
	for _, h := range in.held {
		if h {
			return true
		}
	}
	if dx, dy := in.EdgePan(g.ctx.Width, g.ctx.Height); dx != 0 || dy != 0 {
		return true
	}
	if g.live && in.Enabled {
		p.keys = inpututil.AppendPressedKeys(p.keys[:0])
		return len(p.keys) > 0
	}
	return false
}

// settle runs after each Update: it notes input, asks the top scene whether it animates, and
// in a real window switches ebiten between drawing every frame and drawing only on input or a
// wake-up.
func (g *Game) settle() {
	p := &g.pace
	now := time.Now()
	if g.inputActive() {
		p.lastInput = now
	}
	animating := true
	if a, ok := g.Top().(Animator); ok {
		animating = a.Animating(&g.ctx)
	}
	still := !animating && now.Sub(p.lastInput) >= settleTime
	if !p.wakeAt.IsZero() && !now.Before(p.wakeAt) {
		p.wakeAt = time.Time{}
	}
	if !g.live {
		p.still = still
		return
	}
	if still != p.still {
		p.still = still
		if still {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		} else {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
		}
	}
	if !still || p.wakeAt.IsZero() {
		return
	}
	// Resting: a wake-up asked for still needs its frame when it comes.
	d := p.wakeAt.Sub(now)
	if p.timer == nil {
		p.timer = time.AfterFunc(d, wakeUp)
	} else {
		p.timer.Reset(d)
	}
}

// Still reports whether the game rests: no scene animates and no input came for a moment, so
// that frames come only on input or a wake-up.
func (g *Game) Still() bool { return g.pace.still }

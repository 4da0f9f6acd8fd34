package game

// The scene trace: with SKIRMISH_SCENE_TRACE=FILE a game in a real window writes a line to FILE
// whenever what it shows changes (the top scene, the logical screen, the UI scale, what the
// scene tells of itself), so that a script driving the game by xdotool
// (scripts/window-check.sh) waits for a screen instead of a fixed time.

import (
	"fmt"
	"io"
	"os"
)

// Traced is a scene that tells the scene trace more of its state than its type: whose turn it
// is, whether it is laid out for the screen.
type Traced interface {
	// TraceState is a few words of "name=value" on the scene's state.
	TraceState(c *Context) string
}

// sceneTrace writes the trace's lines (nil when there is no trace).
type sceneTrace struct {
	w    io.WriteCloser
	last string
}

// openTrace opens the trace file SKIRMISH_SCENE_TRACE names, or none.
func openTrace() *sceneTrace {
	path := os.Getenv("SKIRMISH_SCENE_TRACE")
	if path == "" {
		return nil
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		fmt.Fprintf(os.Stderr, "scene trace: %v\n", err)
		return nil
	}
	return &sceneTrace{w: f}
}

// line is the trace's line for the screen now: the top scene's type, the logical screen at
// the UI scale, and what the scene tells (Traced).
func (g *Game) traceLine() string {
	c := &g.ctx
	top := g.Top()
	s := fmt.Sprintf("scene=%T size=%dx%d scale=%g", top, c.Width, c.Height, c.Scale)
	if t, ok := top.(Traced); ok {
		s += " " + t.TraceState(c)
	}
	return s
}

// trace writes the screen's line when it differs from the last one written.
func (g *Game) trace() {
	if g.tracer == nil || len(g.stack) == 0 {
		return
	}
	if s := g.traceLine(); s != g.tracer.last {
		g.tracer.last = s
		fmt.Fprintln(g.tracer.w, s)
	}
}

package game

// The pace of frames: a still scene rests once input has settled; animation or input keeps
// frames coming.

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// stillScene animates when told to.
type stillScene struct{ animating bool }

func (s *stillScene) Update(*Context) error        { return nil }
func (s *stillScene) Draw(*ebiten.Image, *Context) {}
func (s *stillScene) Animating(*Context) bool      { return s.animating }
func (plainScene) Update(*Context) error           { return nil }
func (plainScene) Draw(*ebiten.Image, *Context)    {}

// plainScene does not say whether it animates.
type plainScene struct{}

func TestPace(t *testing.T) {
	g := &Game{}
	g.ctx = Context{Input: NewInput(DefaultKeyMap()), Width: 1280, Height: 720, game: g}
	g.ctx.Input.Enabled = false
	s := &stillScene{}
	g.ctx.Push(s)
	update := func() {
		t.Helper()
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	update()
	if !g.Still() {
		t.Error("a still scene with no input: want the game resting")
	}
	s.animating = true
	update()
	if g.Still() {
		t.Error("an animating scene: want a frame every frame")
	}
	s.animating = false
	p := image.Pt(100, 100)
	g.ctx.Input.Inject(Frame{Cursor: &p})
	update()
	if g.Still() {
		t.Error("the cursor just moved: want frames until input settles")
	}
	g.pace.lastInput = time.Now().Add(-settleTime)
	update()
	if !g.Still() {
		t.Errorf("%v after the last input: want the game resting", settleTime)
	}
	g.ctx.Input.Inject(Frame{Held: []Action{PanLeft}})
	update()
	if g.Still() {
		t.Error("a pan key held: want frames while it is held")
	}
	g.ctx.Replace(plainScene{})
	g.pace.lastInput = time.Time{}
	update()
	if g.Still() {
		t.Error("a scene that does not say it is still: want a frame every frame")
	}
}

// Game: the ebiten.Game with a scene stack, the shared context scenes draw with, and Run.
package game

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// Logical screen size of the client; the window scales it.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
)

// Scene is one screen of the client (map view, title, battle…).
type Scene interface {
	// Update advances the scene one tick; it reads input only through c.Input.
	Update(c *Context) error
	// Draw paints the scene on the whole screen.
	Draw(screen *ebiten.Image, c *Context)
}

// Context is what every scene shares: input, theme, fonts, the screen size and the stack.
type Context struct {
	Input  *Input
	Theme  *Theme
	Fonts  *Fonts
	Width  int // logical screen width
	Height int // logical screen height
	game   *Game
}

// Push puts s on top of the scene stack.
func (c *Context) Push(s Scene) { c.game.stack = append(c.game.stack, s) }

// Pop removes the top scene; with none left the game ends.
func (c *Context) Pop() {
	if n := len(c.game.stack); n > 0 {
		c.game.stack = c.game.stack[:n-1]
	}
}

// Replace swaps the top scene for s.
func (c *Context) Replace(s Scene) {
	c.Pop()
	c.Push(s)
}

// Game is the ebiten.Game of the client.
type Game struct {
	ctx   Context
	stack []Scene
	shot  *shot
}

// New makes a game with a logical screen of w×h (0 for the default 1280×720).
func New(w, h int) (*Game, error) {
	if w <= 0 || h <= 0 {
		w, h = ScreenWidth, ScreenHeight
	}
	f, err := LoadFonts()
	if err != nil {
		return nil, fmt.Errorf("fonts: %w", err)
	}
	g := &Game{}
	g.ctx = Context{Input: NewInput(DefaultKeyMap()), Theme: &DefaultTheme, Fonts: f, Width: w, Height: h, game: g}
	return g, nil
}

// Context returns the context scenes are built with.
func (g *Game) Context() *Context { return &g.ctx }

// Update reads input once, then advances the top scene.
func (g *Game) Update() error {
	if g.shot != nil && g.shot.done {
		return ebiten.Termination
	}
	g.ctx.Input.Update()
	if g.ctx.Input.Pressed(Quit) || len(g.stack) == 0 {
		return ebiten.Termination
	}
	return g.stack[len(g.stack)-1].Update(&g.ctx)
}

// Draw paints the top scene (and takes the shot, when one is asked for).
func (g *Game) Draw(screen *ebiten.Image) {
	screen.Fill(g.ctx.Theme.Background)
	if len(g.stack) > 0 {
		g.stack[len(g.stack)-1].Draw(screen, &g.ctx)
	}
	if g.shot != nil {
		g.shot.take(screen)
	}
}

// Layout keeps the logical screen size; ebiten scales it into the window.
func (g *Game) Layout(_, _ int) (int, int) { return g.ctx.Width, g.ctx.Height }

// Run opens a resizable window titled title and runs the game until it quits.
func Run(g *Game, title string) error {
	ebiten.SetWindowSize(g.ctx.Width, g.ctx.Height)
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	err := ebiten.RunGame(g)
	if errors.Is(err, ebiten.Termination) {
		return nil
	}
	return err
}

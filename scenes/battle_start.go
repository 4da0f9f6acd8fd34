package scenes

// Battle start: StartBattle opens the deploy screen (or the battle) for a spec from Setup or a rematch.

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
)

func init() { StartBattle = startBattle }

// startBattle opens the deploy screen for a spec from Setup in which a human side has units
// to place. Otherwise (AI against AI, or a rematch, which keeps the squares deployed) it opens
// the battle over the screens before (a rematch replaces the results). A battle that cannot be
// built says why in a message screen.
func startBattle(c *game.Context, spec BattleSpec) {
	_, rematch := c.Top().(*Results)
	if !rematch && needsDeploy(spec) {
		d, err := NewDeploy(c, spec)
		if err != nil {
			c.Push(newNotice(c, "This battle cannot start", err.Error()))
			return
		}
		c.Push(d)
		return
	}
	showBattle(c, spec, rematch)
}

// notice is a screen with a title and a message; any key or click goes back.
type notice struct{ title, msg string }

// newNotice makes a notice screen.
func newNotice(_ *game.Context, title, msg string) *notice { return &notice{title, msg} }

// Update goes back on Confirm, Back or a click.
func (n *notice) Update(c *game.Context) error {
	if _, _, ok := c.Input.Click(); ok || c.Input.Pressed(game.Confirm) || c.Input.Pressed(game.Back) {
		c.Pop()
	}
	return nil
}

// Draw paints the title and the message.
func (n *notice) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	game.Text(screen, n.title, c.Fonts.Heading, 80, 120, c.Theme.Danger)
	for i, ln := range wrap(n.msg, c.Fonts.Body, float64(c.Width)-160) {
		game.Text(screen, ln, c.Fonts.Body, 80, 180+float64(i*22), c.Theme.Text)
	}
	game.Text(screen, "Press "+keyHint(c, game.Back)+" to go back", c.Fonts.Body, 80, float64(c.Height)-80, c.Theme.TextDim)
}

// ptr makes an image.Point for an injected cursor.
func ptr(x, y int) *image.Point { p := image.Pt(x, y); return &p }

package game

// Shot: render frames through the real renderer and save one as a PNG.

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// shotFrames is how many frames are drawn before the picture is taken, so that everything
// decoded or laid out on the first frames is settled.
const shotFrames = 3

// shot is a picture to take of the screen.
type shot struct {
	path   string
	frames int
	done   bool
	err    error
}

// take counts frames and, on the chosen one, writes the screen to the PNG file.
func (s *shot) take(screen *ebiten.Image) {
	if s.done {
		return
	}
	s.frames++
	if s.frames < shotFrames {
		return
	}
	s.done = true
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	s.err = writePNG(s.path, img)
}

// writePNG encodes img to path.
func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}

// Shot runs g in a window without input, waits a few frames, writes the screen to out as a
// PNG and returns. It needs a display (under tests and CI, Xvfb).
func Shot(g *Game, out string) error {
	g.ctx.Input.Enabled = false
	g.shot = &shot{path: out}
	ebiten.SetWindowSize(g.ctx.Width, g.ctx.Height)
	ebiten.SetWindowTitle("Skirmish (shot)")
	err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true})
	if err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	if g.shot.err != nil {
		return g.shot.err
	}
	if !g.shot.done {
		return fmt.Errorf("%s: the game ended before the shot was taken", out)
	}
	return nil
}

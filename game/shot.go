package game

// Shot: render frames through the real renderer and save one as a PNG.

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"time"

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
	// play, when set, is called once the sound device is found (or known missing); the shot's
	// window stays open for the time it returns, for its sounds to be heard.
	play    func(ok bool) time.Duration
	played  bool
	holdEnd time.Time
}

// over reports whether the shot is taken and its sounds, if any, have been played.
func (s *shot) over() bool {
	return s.done && (s.play == nil || s.played && time.Now().After(s.holdEnd))
}

// hold calls play once the device search is over and keeps the window open for its time.
func (g *Game) hold() {
	s := g.shot
	if s == nil || s.play == nil || s.played || g.device == nil {
		return
	}
	if done, err := g.device.Status(); done {
		s.played, s.holdEnd = true, time.Now().Add(s.play(err == nil))
	}
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
func Shot(g *Game, out string) error { return ShotPlaying(g, out, nil) }

// ShotPlaying is Shot that also looks for the sound device and, once the search is over (ok:
// a device plays the mixer), calls play, which starts what is to be heard through the
// context's mixer and returns how long that lasts: the window stays open that long.
func ShotPlaying(g *Game, out string, play func(ok bool) time.Duration) error {
	g.ctx.Input.Enabled = false
	g.shot = &shot{path: out, play: play}
	if play != nil {
		g.startSound()
	}
	ebiten.SetWindowSize(g.ctx.DeviceSize())
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

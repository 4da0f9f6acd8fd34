package game

// Sound in the client: the mixer every screen plays through, the device looked for when the
// window opens (a game without one says so once and plays silently), the mute key, each
// screen's ambience and music, and the short notices drawn over every screen.

import (
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/audio"
	"skirmish/sound"
)

// Soundscape is a scene with loops of its own: the ambience and the music that play while it is
// on top ("" for none). Under a scene without one, what plays goes on.
type Soundscape interface {
	Soundscape() (ambience, music sound.Effect)
}

// noticeTime is how long a notice shows.
const noticeTime = 4 * time.Second

// The loudness of the interface's sounds.
const (
	clickGain  = 0.5
	refuseGain = 0.45
)

// Click sounds a button or a key that did something.
func (c *Context) Click() { c.Sound.Play(sound.Cue{Effect: sound.Click, Gain: clickGain}, 0) }

// Refuse sounds a click that does nothing: the action is refused.
func (c *Context) Refuse() { c.Sound.Play(sound.Cue{Effect: sound.Refuse, Gain: refuseGain}, 0) }

// Notify shows msg over every screen for a few seconds.
func (c *Context) Notify(msg string) {
	g := c.game
	g.notice, g.noticeEnd = msg, time.Now().Add(noticeTime)
	c.WakeIn(noticeTime)
}

// Notice is the notice showing now ("" for none).
func (c *Context) Notice() string {
	if time.Now().After(c.game.noticeEnd) {
		return ""
	}
	return c.game.notice
}

// startSound looks for the sound device, in the background.
func (g *Game) startSound() { g.device = audio.Start(g.ctx.Sound) }

// sound runs the client's sound for a frame: it says once that there is no device, toggles
// mute on its key, and plays the top scene's loops.
func (g *Game) sound() {
	c := &g.ctx
	if g.device != nil && !g.deviceTold {
		if done, err := g.device.Status(); done {
			g.deviceTold = true
			if err != nil && err != audio.ErrNoDevice {
				fmt.Fprintf(os.Stderr, "skirmish: %v; the game plays silently\n", err)
				c.Notify("No sound device: the game plays silently.")
			}
		}
	}
	if c.Input.Pressed(Mute) {
		s := c.Settings.Clone()
		s.Mute = !s.Mute
		c.Apply(s)
		if c.SettingsErr == nil {
			_ = c.SaveSettings() // kept for the next run; a failure leaves it in force until then
		}
		key := "the mute key"
		if ks := c.Input.Keys[Mute]; len(ks) > 0 {
			key = KeyText(ks[0])
		}
		if s.Mute {
			c.Notify("Sound off (" + key + " turns it on)")
		} else {
			c.Notify("Sound on")
		}
	}
	if sc, ok := g.Top().(Soundscape); ok {
		amb, music := sc.Soundscape()
		c.Sound.SetLoop(sound.Ambience, amb)
		c.Sound.SetLoop(sound.Music, music)
	}
}

// drawNotice draws the notice showing, at the foot of the screen.
func (g *Game) drawNotice(screen *ebiten.Image) {
	msg := g.ctx.Notice()
	if msg == "" {
		return
	}
	c := &g.ctx
	face := c.Fonts.Body
	w := TextWidth(msg, face) + 32
	h := 34.0
	x, y := (float64(c.Width)-w)/2, float64(c.Height)-h-24
	Panel(screen, c.Theme, float32(x), float32(y), float32(w), float32(h), true)
	Text(screen, msg, face, x+16, y+8, c.Theme.Text)
}

package audio

// The device: found without blocking the game, then fed from the mixer through ebiten's audio
// package; a game without one plays silently.

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// probeTimeout is how long finding the sound device may take before the game gives up on it
// and plays silently.
const probeTimeout = 5 * time.Second

// bufferSize is how far ahead of the speakers the device reads the mixer: the delay between a
// blow on screen and its sound.
const bufferSize = 60 * time.Millisecond

// Device is the sound device the mixer plays through, once found.
type Device struct {
	mu     sync.Mutex
	done   bool
	err    error
	player *audio.Player
}

// ErrNoDevice is what Start reports when sound is turned off by SKIRMISH_AUDIO=off.
var ErrNoDevice = errors.New("sound is off (SKIRMISH_AUDIO=off)")

// once guards ebiten's one audio context a process.
var once sync.Once

// Start looks for a sound device in the background (PulseAudio, else ALSA: probe) and, when it
// finds one, plays m through it with ebiten's audio package; it returns at once. Until then, and
// for good when there is none (Status says why), the game plays silently: m drops its cues.
// SKIRMISH_AUDIO=off in the environment keeps the game silent without looking.
func Start(m *Mixer) *Device {
	d := &Device{}
	if os.Getenv("SKIRMISH_AUDIO") == "off" {
		d.finish(ErrNoDevice)
		return d
	}
	found := make(chan error, 1)
	go func() { found <- probe() }()
	go func() {
		var err error
		select {
		case err = <-found:
		case <-time.After(probeTimeout):
			err = fmt.Errorf("no answer from the sound system within %v", probeTimeout)
		}
		if err == nil {
			err = d.open(m)
		}
		d.finish(err)
		if err == nil {
			m.bank.Preload()
		}
	}()
	return d
}

// open makes ebiten's audio context and a player reading m.
func (d *Device) open(m *Mixer) error {
	var err error
	once.Do(func() {
		ctx := audio.NewContext(SampleRate)
		var p *audio.Player
		p, err = ctx.NewPlayerF32(m)
		if err != nil {
			return
		}
		p.SetBufferSize(bufferSize)
		m.Enable()
		p.Play()
		d.mu.Lock()
		d.player = p
		d.mu.Unlock()
	})
	if err == nil && d.player == nil {
		err = errors.New("the sound device is already in use by this game")
	}
	return err
}

// finish records the search's outcome.
func (d *Device) finish(err error) {
	d.mu.Lock()
	d.done, d.err = true, err
	d.mu.Unlock()
}

// Status says whether the search for a device is over, and if so why there is no sound (nil:
// the mixer plays through the device).
func (d *Device) Status() (done bool, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.done, d.err
}

// Wait waits up to t for the search to end and returns its Status.
func (d *Device) Wait(t time.Duration) (bool, error) {
	end := time.Now().Add(t)
	for {
		if done, err := d.Status(); done || time.Now().After(end) {
			return done, err
		}
		time.Sleep(10 * time.Millisecond)
	}
}

//go:build (linux && !android) || freebsd || netbsd

package audio

// Probing the sound device as oto will open it: a PulseAudio server, else an ALSA device. Oto
// itself reports a device it cannot open as an error that ends the game (ebiten's audio
// context returns it from the frame's update), so the game asks first and plays silently when
// neither answers.

import (
	"fmt"

	"github.com/ebitengine/purego"
	"github.com/jfreymuth/pulse"
)

// probe reports nil when oto will find a device: a PulseAudio server that takes a client, or
// an ALSA playback device that opens ("default" or "plug:default", as oto tries first).
func probe() error {
	c, perr := pulse.NewClient(pulse.ClientApplicationName("skirmish"))
	if perr == nil {
		c.Close()
		return nil
	}
	aerr := probeALSA()
	if aerr == nil {
		return nil
	}
	return fmt.Errorf("no sound device: PulseAudio: %v; ALSA: %v", perr, aerr)
}

// probeALSA opens and closes ALSA's default playback device without blocking.
func probeALSA() error {
	var h uintptr
	var err error
	for _, name := range []string{"libasound.so.2", "libasound.so"} {
		if h, err = purego.Dlopen(name, purego.RTLD_LAZY|purego.RTLD_GLOBAL); err == nil {
			break
		}
	}
	if h == 0 {
		return fmt.Errorf("no libasound: %v", err)
	}
	var open func(pcm *uintptr, name string, stream, mode int32) int32
	var closePCM func(pcm uintptr) int32
	var strerror func(errnum int32) string
	purego.RegisterLibFunc(&open, h, "snd_pcm_open")
	purego.RegisterLibFunc(&closePCM, h, "snd_pcm_close")
	purego.RegisterLibFunc(&strerror, h, "snd_strerror")
	const playback, nonblock = 0, 1
	var last int32
	for _, dev := range []string{"default", "plug:default"} {
		var pcm uintptr
		if last = open(&pcm, dev, playback, nonblock); last >= 0 {
			closePCM(pcm)
			return nil
		}
	}
	return fmt.Errorf("no playback device: %s", strerror(last))
}

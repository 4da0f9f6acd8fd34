package audio

// Rendering off the device: a timeline of cues mixed to frames, and frames written as a WAV file.

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"time"

	"skirmish/sound"
)

// renderTail is how long a render goes on after its timeline, for the last sounds to ring out.
const renderTail = 1500 * time.Millisecond

// Render mixes cues (each At from the start) at volumes v, over the loops given (the map's
// ambience, the music) where they are not "", for length and a tail: stereo interleaved frames
// at SampleRate, as the device would have played them.
func Render(bank *Bank, cues []sound.Cue, length time.Duration, loops map[sound.Bus]sound.Effect, v Volumes) []float32 {
	m := NewMixer(bank, v)
	m.Enable()
	for bus, e := range loops {
		if e != "" {
			m.setLoopNow(bus, e)
		}
	}
	for _, c := range cues {
		m.PlayAt(c, frames(c.At), 0)
	}
	out := make([]float32, 2*frames(length+renderTail))
	const chunk = 4096
	for i := 0; i < len(out); i += chunk {
		m.Render(out[i:min(i+chunk, len(out))])
	}
	return out
}

// WAV is stereo frames (interleaved, at SampleRate) as a 16-bit PCM WAV file.
func WAV(frames []float32) []byte {
	var w bytes.Buffer
	data := make([]byte, 2*len(frames))
	for i, s := range frames {
		v := int16(math.Round(math.Max(-1, math.Min(1, float64(s))) * 32767))
		binary.LittleEndian.PutUint16(data[2*i:], uint16(v))
	}
	w.WriteString("RIFF")
	put := func(v any) { binary.Write(&w, binary.LittleEndian, v) }
	put(uint32(36 + len(data)))
	w.WriteString("WAVEfmt ")
	for _, v := range []any{uint32(16), uint16(1), uint16(2), uint32(SampleRate), uint32(SampleRate * 4), uint16(4), uint16(16)} {
		put(v)
	}
	w.WriteString("data")
	put(uint32(len(data)))
	w.Write(data)
	return w.Bytes()
}

// WriteWAV writes frames to path as a WAV file.
func WriteWAV(path string, frames []float32) error { return os.WriteFile(path, WAV(frames), 0o644) }

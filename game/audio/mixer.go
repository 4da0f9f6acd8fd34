package audio

// The mixer: the voices the cues start, the ambience and music loops, the buses' volumes, mixed
// to stereo float32 frames for the device or a file.

import (
	"encoding/binary"
	"math"
	"sync"
	"time"

	"skirmish/sound"
)

// Volumes are the player's loudness settings: the master volume over each bus's, 0 to 1, and
// mute over all.
type Volumes struct {
	Master float64
	Bus    [sound.NumBuses]float64
	Mute   bool
}

// gain is bus's loudness under v.
func (v Volumes) gain(bus sound.Bus) float32 {
	if v.Mute {
		return 0
	}
	return float32(clamp01(v.Master) * clamp01(v.Bus[bus]))
}

func clamp01(x float64) float64 { return math.Max(0, math.Min(1, x)) }

// loopFade is how long a loop takes to fade in or out when it changes.
const loopFade = time.Second

// voice is one sound playing.
type voice struct {
	pcm   []float32
	at    int64 // the frame it starts at
	gain  float32
	pan   float32 // -1 left to 1 right
	bus   sound.Bus
	fade  int64 // when > 0, it fades out over this many frames from its start (a loop let go)
	loop  bool
	level float32 // a loop's fade-in level, 0 to 1
}

// Mixer mixes what the game plays. Cues go in from the game's goroutine (Play, SetLoop,
// SetVolumes); frames come out from the device's (Read) or an offline render (Render). It is
// safe for concurrent use. A mixer nothing renders drops what it is asked to play, and so does
// a nil one.
type Mixer struct {
	mu     sync.Mutex
	bank   *Bank
	pos    int64 // frames mixed so far
	voices []voice
	loops  [sound.NumBuses]sound.Effect
	vol    Volumes
	on     bool
	mix    []float32
}

// NewMixer is a mixer of bank's sounds at volumes v, off until something renders it (Start, or
// an offline render's Enable).
func NewMixer(bank *Bank, v Volumes) *Mixer { return &Mixer{bank: bank, vol: v} }

// Enable lets the mixer take cues: a device or a render reads it.
func (m *Mixer) Enable() {
	m.mu.Lock()
	m.on = true
	m.mu.Unlock()
}

// On reports whether something renders the mixer (a sound device was found, or it renders to a
// file).
func (m *Mixer) On() bool {
	if m == nil {
		return false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.on
}

// SetVolumes puts v in force from the next frame mixed.
func (m *Mixer) SetVolumes(v Volumes) {
	if m == nil {
		return
	}
	m.mu.Lock()
	m.vol = v
	m.mu.Unlock()
}

// frames is d in frames.
func frames(d time.Duration) int64 { return int64(d.Seconds() * SampleRate) }

// Now is the mixer's clock: the frames mixed so far.
func (m *Mixer) Now() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.pos
}

// Play starts cue c's effect c.At after the next frame mixed, panned by pan (-1 left, 1 right).
func (m *Mixer) Play(c sound.Cue, pan float64) {
	if !m.On() {
		return
	}
	m.mu.Lock()
	at := m.pos
	m.mu.Unlock()
	m.PlayAt(c, at+frames(c.At), pan)
}

// PlayAt starts cue c's effect at frame at of the mixer's clock (an offline render lays a
// timeline so); c.At is not added.
func (m *Mixer) PlayAt(c sound.Cue, at int64, pan float64) {
	if !m.On() || c.Gain <= 0 {
		return
	}
	pcm := m.bank.Get(c.Effect)
	if len(pcm) == 0 {
		return
	}
	m.mu.Lock()
	m.voices = append(m.voices, voice{pcm: pcm, at: at, gain: float32(c.Gain), pan: float32(max(-1, min(1, pan))), bus: c.Effect.Bus()})
	m.mu.Unlock()
}

// SetLoop plays e over and over on bus (the ambience, the music), fading out the loop it
// plays now; "" only fades that out. Asking for the loop already playing changes nothing. A
// loop heard for the first time is decoded in the background (the frame never waits for it)
// and starts when ready.
func (m *Mixer) SetLoop(bus sound.Bus, e sound.Effect) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.loops[bus] == e || !m.on {
		return
	}
	m.letGo(bus, e)
	if e != "" {
		go func() {
			pcm := m.bank.Get(e)
			m.mu.Lock()
			defer m.mu.Unlock()
			m.startLoop(bus, e, pcm)
		}()
	}
}

// setLoopNow is SetLoop decoding at once (an offline render).
func (m *Mixer) setLoopNow(bus sound.Bus, e sound.Effect) {
	pcm := m.bank.Get(e)
	m.mu.Lock()
	defer m.mu.Unlock()
	m.letGo(bus, e)
	m.startLoop(bus, e, pcm)
}

// letGo makes e bus's loop and fades out the one playing; m.mu is held.
func (m *Mixer) letGo(bus sound.Bus, e sound.Effect) {
	m.loops[bus] = e
	for i := range m.voices {
		v := &m.voices[i]
		if v.loop && v.bus == bus && v.fade == 0 {
			v.loop, v.fade = false, frames(loopFade)
			v.pcm = rotate(v.pcm, (m.pos-v.at)%int64(len(v.pcm)), frames(loopFade))
			v.at = m.pos
		}
	}
}

// startLoop starts pcm as bus's loop, fading in, if e is still the loop asked for; m.mu is held.
func (m *Mixer) startLoop(bus sound.Bus, e sound.Effect, pcm []float32) {
	if m.loops[bus] == e && len(pcm) > 0 {
		m.voices = append(m.voices, voice{pcm: pcm, at: m.pos, gain: 1, bus: bus, loop: true})
	}
}

// rotate is n frames of a loop from offset off on, wrapping round.
func rotate(pcm []float32, off, n int64) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = pcm[(off+int64(i))%int64(len(pcm))]
	}
	return out
}

// Loop is the loop playing on bus ("" for none).
func (m *Mixer) Loop(bus sound.Bus) sound.Effect {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.loops[bus]
}

// Render mixes the next len(out)/2 frames into out, stereo interleaved, and moves the clock on.
func (m *Mixer) Render(out []float32) {
	m.mu.Lock()
	defer m.mu.Unlock()
	clear(out)
	n := int64(len(out) / 2)
	var gains [sound.NumBuses]float32
	for b := range gains {
		gains[b] = m.vol.gain(sound.Bus(b))
	}
	fadeIn := float32(1) / float32(frames(loopFade))
	kept := m.voices[:0]
	for _, v := range m.voices {
		g := v.gain * gains[v.bus]
		l, r := g*min(1, 1-v.pan), g*min(1, 1+v.pan)
		length := int64(len(v.pcm))
		for i := range n {
			k := m.pos + i - v.at
			if k < 0 {
				continue
			}
			if !v.loop && k >= length {
				break
			}
			s := v.pcm[k%length]
			switch {
			case v.fade > 0:
				s *= 1 - float32(k)/float32(v.fade)
			case v.loop:
				s *= v.level
				v.level = min(1, v.level+fadeIn)
			}
			out[2*i] += s * l
			out[2*i+1] += s * r
		}
		if v.loop || m.pos+n-v.at < length {
			kept = append(kept, v)
		}
	}
	m.voices = kept
	for i, s := range out { // a soft limit: many blows at once never clip hard
		if s > 0.9 || s < -0.9 {
			out[i] = float32(math.Tanh(float64(s)))
		}
	}
	m.pos += n
}

// Read is the mixer as the device reads it: stereo float32 frames, little-endian. It never
// blocks and never ends.
func (m *Mixer) Read(p []byte) (int, error) {
	n := len(p) / 8 * 2
	if cap(m.mix) < n {
		m.mix = make([]float32, n)
	}
	buf := m.mix[:n]
	m.Render(buf)
	for i, s := range buf {
		binary.LittleEndian.PutUint32(p[4*i:], math.Float32bits(s))
	}
	return 4 * n, nil
}

package audio

// The bank: the embedded sounds, decoded once each to mono samples at the mixer's rate.

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio/vorbis"

	"skirmish/assets"
	"skirmish/sound"
)

// SampleRate is the rate the mixer plays at, in frames a second.
const SampleRate = 44100

// Bank decodes the embedded sounds on first use and keeps them. It is safe for concurrent use.
type Bank struct {
	mu  sync.Mutex
	pcm map[sound.Effect][]float32
}

// NewBank is an empty bank.
func NewBank() *Bank { return &Bank{pcm: map[sound.Effect][]float32{}} }

// Get is e's samples (mono, at SampleRate), decoded on first use; nil for a sound the game does
// not have or that does not decode.
func (b *Bank) Get(e sound.Effect) []float32 {
	b.mu.Lock()
	pcm, ok := b.pcm[e]
	b.mu.Unlock()
	if ok {
		return pcm
	}
	pcm, _ = Decode(e)
	b.mu.Lock()
	b.pcm[e] = pcm
	b.mu.Unlock()
	return pcm
}

// Preload decodes every one-shot effect (the loops are decoded when first played), so that a
// blow never waits for its sound.
func (b *Bank) Preload() {
	for _, e := range sound.All() {
		if !e.Loops() {
			b.Get(e)
		}
	}
}

// Decode is the embedded sound e, mono at SampleRate.
func Decode(e sound.Effect) ([]float32, error) {
	ogg, ok := assets.Sound(string(e))
	if !ok {
		return nil, fmt.Errorf("no sound %q", e)
	}
	s, err := vorbis.DecodeF32(bytes.NewReader(ogg))
	if err != nil {
		return nil, fmt.Errorf("sound %q: %w", e, err)
	}
	raw, err := io.ReadAll(s)
	if err != nil {
		return nil, fmt.Errorf("sound %q: %w", e, err)
	}
	// the stream is float32 stereo: one mono sample a frame
	mono := make([]float32, len(raw)/8)
	for i := range mono {
		l := math.Float32frombits(binary.LittleEndian.Uint32(raw[8*i:]))
		r := math.Float32frombits(binary.LittleEndian.Uint32(raw[8*i+4:]))
		mono[i] = (l + r) / 2
	}
	return resample(mono, s.SampleRate(), SampleRate), nil
}

// resample converts samples from one rate to another by linear interpolation (the stored
// sounds are at half the mixer's rate: each sample between two is their mean).
func resample(in []float32, from, to int) []float32 {
	if from == to || len(in) == 0 {
		return in
	}
	n := int(int64(len(in)) * int64(to) / int64(from))
	out := make([]float32, n)
	step := float64(from) / float64(to)
	for i := range out {
		x := float64(i) * step
		j := int(x)
		f := float32(x - float64(j))
		a := in[min(j, len(in)-1)]
		b := in[min(j+1, len(in)-1)]
		out[i] = a + (b-a)*f
	}
	return out
}

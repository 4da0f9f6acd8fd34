package audio

import (
	"math"
	"testing"
	"time"

	"skirmish/assets"
	"skirmish/sound"
)

// TestEverySoundIsEmbeddedAndDecodes: each effect of sound.All has its file, decodes to sound at
// the mixer's rate, and no other file is embedded.
func TestEverySoundIsEmbeddedAndDecodes(t *testing.T) {
	want := map[string]bool{}
	for _, e := range sound.All() {
		want[string(e)] = true
		pcm, err := Decode(e)
		if err != nil {
			t.Errorf("%s: %v", e, err)
			continue
		}
		if len(pcm) < SampleRate/50 {
			t.Errorf("%s decodes to %d samples", e, len(pcm))
		}
	}
	for _, id := range assets.Sounds() {
		if !want[id] {
			t.Errorf("assets/sounds/%s.ogg is no effect of sound.All()", id)
		}
	}
}

// rms is the loudness of frames from second a to b.
func rms(frames []float32, a, b float64) float64 {
	i, j := 2*int(a*SampleRate), min(len(frames), 2*int(b*SampleRate))
	sum := 0.0
	for _, s := range frames[i:j] {
		sum += float64(s) * float64(s)
	}
	return math.Sqrt(sum / float64(max(1, j-i)))
}

// full are every bus at full volume.
var full = Volumes{Master: 1, Bus: [sound.NumBuses]float64{1, 1, 1, 1}}

// TestCuesPlayWhenTheySay: a blow cued at 0.5 s is silent before and loud from then.
func TestCuesPlayWhenTheySay(t *testing.T) {
	out := Render(NewBank(), []sound.Cue{{Effect: sound.Hit, At: 500 * time.Millisecond, Gain: 1}}, time.Second, nil, full)
	if before, at := rms(out, 0, 0.49), rms(out, 0.5, 0.6); before != 0 || at < 0.05 {
		t.Errorf("RMS before the cue %.4f, just after it %.4f", before, at)
	}
}

// TestEachVolumeChangesItsBus: halving a bus's volume halves what it plays, the master halves
// everything, mute and a zero master silence all.
func TestEachVolumeChangesItsBus(t *testing.T) {
	cues := []sound.Cue{{Effect: sound.Swing, Gain: 1}, {Effect: sound.Click, At: 400 * time.Millisecond, Gain: 1}}
	loops := map[sound.Bus]sound.Effect{sound.Ambience: sound.AmbCave, sound.Music: sound.MusicBattle}
	bank := NewBank()
	base := Render(bank, cues, time.Second, loops, full)
	for _, c := range []struct {
		name string
		set  func(*Volumes)
	}{
		{"master", func(v *Volumes) { v.Master = 0.5 }},
		{"effects", func(v *Volumes) { v.Bus[sound.Effects] = 0.5 }},
		{"ambience", func(v *Volumes) { v.Bus[sound.Ambience] = 0.5 }},
		{"music", func(v *Volumes) { v.Bus[sound.Music] = 0.5 }},
		{"interface", func(v *Volumes) { v.Bus[sound.Interface] = 0.5 }},
		{"mute", func(v *Volumes) { v.Mute = true }},
	} {
		v := full
		c.set(&v)
		got := Render(bank, cues, time.Second, loops, v)
		quieter := false
		for _, w := range [][2]float64{{0, 0.3}, {0.4, 0.44}, {1.5, 2.5}} { // the swing, the click, the loops
			quieter = quieter || rms(got, w[0], w[1]) < 0.95*rms(base, w[0], w[1])
		}
		if !quieter {
			t.Errorf("%s at half: the mix is as loud as at full volume", c.name)
		}
		if c.name == "mute" && rms(got, 0, 2.5) != 0 {
			t.Errorf("muted, the mix is not silent")
		}
	}
}

// TestLoopsCrossFade: a loop fades in, and a new loop fades the old one out rather than
// cutting it.
func TestLoopsCrossFade(t *testing.T) {
	m := NewMixer(NewBank(), full)
	m.Enable()
	m.SetLoop(sound.Ambience, sound.AmbRiver)
	for m.Loop(sound.Ambience) == sound.AmbRiver && len(m.voicesNow()) == 0 {
		time.Sleep(time.Millisecond) // decoded in the background
	}
	out := make([]float32, 2*SampleRate*2)
	m.Render(out)
	if early, late := rms(out, 0, 0.1), rms(out, 1.5, 2); early >= late {
		t.Errorf("the loop does not fade in: RMS %.4f in its first tenth of a second, %.4f after", early, late)
	}
	m.SetLoop(sound.Ambience, "")
	m.Render(out)
	if mid, end := rms(out, 0.1, 0.3), rms(out, 1.1, 2); mid == 0 || end != 0 {
		t.Errorf("the loop let go: RMS %.4f as it fades, %.4f after", mid, end)
	}
	if m.Loop(sound.Ambience) != "" {
		t.Errorf("the ambience still says %s", m.Loop(sound.Ambience))
	}
}

// TestSilentMixerDropsCues: a mixer nothing renders keeps nothing it is asked to play.
func TestSilentMixerDropsCues(t *testing.T) {
	m := NewMixer(NewBank(), full)
	for range 100 {
		m.Play(sound.Cue{Effect: sound.Hit, Gain: 1}, 0)
	}
	m.SetLoop(sound.Music, sound.MusicTitle)
	if len(m.voices) != 0 {
		t.Errorf("a mixer with no device keeps %d voices", len(m.voices))
	}
}

// voicesNow are the voices playing.
func (m *Mixer) voicesNow() []voice {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.voices
}

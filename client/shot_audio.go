package client

// The shot's sound: what the side on screen heard of the turns the AI played, rendered to a WAV
// file and, when asked, played through the sound device while the window is open.

import (
	"fmt"
	"time"

	"skirmish/game"
	"skirmish/game/audio"
	"skirmish/scenes"
	"skirmish/sound"
)

// audioLead is how far ahead of the mixer's clock a played shot's first sound is laid.
const audioLead = 200 * time.Millisecond

// ShotSound is what a battle shot's viewer heard: the cues of the turns played, each At from
// the battle's start, and how long they take to play.
type ShotSound struct {
	Cues   []sound.Cue
	Length time.Duration
	// Loops are the battle's ambience and music.
	Loops map[sound.Bus]sound.Effect
}

// BattleSound is what the side on b's screen heard of the battle so far, at the settings'
// animation speed: the play layer's events told to it (under fog, only what its units could
// hear), laid out beat after beat.
func BattleSound(c *game.Context, b *scenes.Battle) ShotSound {
	h := &sound.Hearer{Pace: c.Settings.AnimationSpeed}
	seat := b.P.Session(b.P.Holder())
	h.Listen(seat)
	cues, length := h.Timeline(seat.ToldSince(0))
	amb, music := b.Soundscape()
	return ShotSound{Cues: cues, Length: length, Loops: map[sound.Bus]sound.Effect{sound.Ambience: amb, sound.Music: music}}
}

// Render mixes the shot's sound at the settings' volumes, as the device would play it.
func (s ShotSound) Render(c *game.Context) []float32 {
	return audio.Render(audio.NewBank(), s.Cues, s.Length, s.Loops, c.Settings.Volumes())
}

// Play starts the shot's cues through the context's mixer from now (its loops are the battle
// screen's own, which the game plays) and returns how long they take.
func (s ShotSound) Play(c *game.Context) time.Duration {
	start := c.Sound.Now() + int64(audioLead.Seconds()*audio.SampleRate)
	for _, cue := range s.Cues {
		c.Sound.PlayAt(cue, start+int64(cue.At.Seconds()*audio.SampleRate), 0)
	}
	return audioLead + s.Length + 1500*time.Millisecond
}

// shotAudio writes what the battle scene's viewer heard to o.Audio, and returns the function
// that plays it through the device when o.PlayAudio asks (nil otherwise).
func shotAudio(c *game.Context, s game.Scene, o ShotOptions) (func(bool) time.Duration, error) {
	b, ok := s.(*scenes.Battle)
	if !ok {
		return nil, fmt.Errorf("--audio renders the battle scene's sound (--scene battle), not the %s scene's", o.Scene)
	}
	snd := BattleSound(c, b)
	if err := audio.WriteWAV(o.Audio, snd.Render(c)); err != nil {
		return nil, err
	}
	if !o.PlayAudio {
		return nil, nil
	}
	return func(ok bool) time.Duration {
		if !ok {
			return 0 // said on stderr: the window closes at once
		}
		return snd.Play(c)
	}, nil
}

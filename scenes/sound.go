package scenes

// Sound on the screens: what the battle's viewer hears of its events (the sound package's
// hearer, played through the context's mixer, panned by where on screen it happens), the
// refusals, and each screen's ambience and music.

import (
	"skirmish/game"
	"skirmish/game/audio"
	"skirmish/play"
	"skirmish/sound"
)

// hearing is what the battle screen keeps to play its sounds.
type hearing struct {
	hearer sound.Hearer
	mixer  *audio.Mixer
	// ambience is the map's ("" for none), worked out once (heard)
	ambience sound.Effect
	heard    bool
}

// hear plays and animates the events the viewer is told (its seat's feed), as the hearer
// lays them out from now, at the animation speed's pace; a cue from a cell is panned by where
// the cell is on screen.
func (s *Battle) hear(c *game.Context, told []play.Told) {
	s.ears.mixer = c.Sound
	if len(told) == 0 {
		return
	}
	h := &s.ears.hearer
	h.Listen(s.seat())
	h.Pace = s.field.anim.speed
	cues, _ := h.Timeline(told)
	m := &s.field.anim.motion
	m.reduce = c.Settings.ReduceMotion
	m.plan(s.P.B, cues)
	m.walk(told)
	if !c.Sound.On() {
		return
	}
	for _, cue := range cues {
		pan := 0.0
		if cue.Placed && s.lay.mapW > 0 {
			x, _ := s.field.view.Cam.ToScreen(s.P.B.Map.CellCentre(cue.Pos))
			mx, _, mw, _ := s.lay.mapRect()
			pan = max(-1, min(1, (x-mx)/mw*2-1)) * 0.6
		}
		c.Sound.Play(cue, pan)
	}
}

// refuse sounds a refused verb.
func (s *Battle) refuse() {
	s.ears.mixer.Play(sound.Cue{Effect: sound.Refuse, Gain: 0.45}, 0)
}

// Soundscape is the map's ambience under the battle's music.
func (s *Battle) Soundscape() (ambience, music sound.Effect) {
	if !s.ears.heard {
		s.ears.ambience, s.ears.heard = sound.MapAmbience(s.P.B.Map), true
	}
	return s.ears.ambience, sound.MusicBattle
}

// Soundscape is the title's music, and no ambience.
func (t *Title) Soundscape() (ambience, music sound.Effect) { return "", sound.MusicTitle }

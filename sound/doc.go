// Package sound is what a battle sounds like, without a window: the effects the game plays
// (Effect, each on a Bus whose volume the player sets), the cues that one side's view of the
// battle's events calls for (Hearer: the play layer's fog-filtered events, so that under fog a
// side hears only what its units could), when each plays within its action (Cue.At, at the
// animation speed's pace), a whole run of events laid on one timeline (Timeline, which
// `skirmish shot --audio` renders), and a map's ambience (MapAmbience).
//
// It never imports ebiten: game/audio decodes the embedded effects and plays the cues through
// ebiten's audio package; tools/gensounds synthesises the effects from the recipes named here.
package sound

package scenes

// Motion in a screenshot: the battle posed mid-blow.

import (
	"time"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
	"skirmish/sound"
)

// ShowMotion poses the battle as it looks anim after the start of the last blow its viewer saw
// (skirmish shot --scene battle --anim 300ms): the attacker's lunge or the missile in flight,
// the flash and knock-back as it lands, the fall, the damage rising; at the animation speed.
// It reports whether there was a blow to show.
func (s *Battle) ShowMotion(c *game.Context, anim time.Duration) bool {
	beats := sound.Beats(s.seat().ToldSince(0))
	for i := len(beats) - 1; i >= 0; i-- {
		if !hasAttack(beats[i]) {
			continue
		}
		s.show(c, beats[i]) // the beat's numbers, its motion (and sound, were a device playing)
		a := &s.field.anim
		clear(a.motion.path)
		a.banner = banner{} // the turn after it would cover the blow
		for range int(anim.Seconds() * 60) {
			a.tick(s.field.view, s.view())
		}
		return true
	}
	return false
}

// hasAttack reports whether a beat holds an attack.
func hasAttack(beat []play.Told) bool {
	for _, t := range beat {
		if _, ok := t.Event.(combat.AttackRolled); ok {
			return true
		}
	}
	return false
}

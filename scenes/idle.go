package scenes

// Idle: what the screens that can rest say about whether they are animating (game.Animator).

import (
	"skirmish/game"
)

// wakeForTiles asks for a frame when the map's animated tiles next change picture.
func wakeForTiles(c *game.Context, v *game.MapView) {
	if v == nil {
		return
	}
	if d, ok := v.NextAnimation(); ok {
		c.WakeIn(d)
	}
}

// Animating reports that the title screen is still: only its backdrop's animated tiles, if
// any, need a frame now and then.
func (t *Title) Animating(c *game.Context) bool {
	wakeForTiles(c, t.backdrop)
	return false
}

// Animating reports whether the battle screen changes on its own: a side the AI plays in
// turn, the end's pause, tokens gliding, numbers rising, a banner, a notice or a toast
// counting down. A human deciding (or answering a reaction) is still.
func (s *Battle) Animating(c *game.Context) bool {
	wakeForTiles(c, s.view)
	if !s.humanTurn() && s.P.Pending() == nil || s.P.Over() || s.ended ||
		len(s.floaters) > 0 || s.banner.life > 0 || s.noticeT > 0 || s.toastT > 0 {
		return true
	}
	b := s.B()
	for _, u := range b.Units {
		if t := s.anim[u.Name]; t != nil {
			if x, y := tokenHome(b, u); t.x != x || t.y != y {
				return true
			}
		}
	}
	return false
}

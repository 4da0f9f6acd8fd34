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

// Animating reports whether the battle screen changes on its own: an action being done, a
// side the AI plays in turn, the end's pause, tokens gliding, numbers rising, a banner, a
// notice or a toast counting down. A human deciding (or answering a reaction) is still.
func (s *Battle) Animating(c *game.Context) bool {
	wakeForTiles(c, s.view)
	if s.busy || s.pending == nil && !s.humanTurn() || s.B.Over || s.B.Round > s.MaxRounds || s.ended ||
		len(s.floaters) > 0 || s.banner.life > 0 || s.noticeT > 0 || s.toastT > 0 {
		return true
	}
	for _, u := range s.B.Units {
		if t := s.anim[u.Name]; t != nil {
			// where tick moves the token to
			if t.x != float64(u.Pos.X*s.B.Map.TileWidth) || t.y != float64(u.Pos.Y*s.B.Map.TileHeight) {
				return true
			}
		}
	}
	return false
}

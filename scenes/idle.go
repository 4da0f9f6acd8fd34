package scenes

// Idle: what the screens that can rest say about whether they are animating (game.Animator):
// the title, the menus, deploy and the battle.

import (
	"github.com/ebitenui/ebitenui/widget"

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
		len(s.floaters) > 0 || s.banner.life > 0 || s.noticeT > 0 || s.toastT > 0 || s.motion.busy() {
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

// animating reports whether a menu changes on its own: a text field's caret blinks while it
// has the focus. Everything else on a menu changes on input, or on the file watcher's news
// (game.FileWatcher wakes a resting game).
func (m *menu) animating() bool {
	_, typing := m.ui.GetFocusedWidget().(*widget.TextInput)
	return typing
}

// Animating reports whether the map picker changes on its own (a caret blinking).
func (p *MapPicker) Animating(*game.Context) bool { return p.m.animating() }

// Animating reports whether the setup screen changes on its own (a caret blinking in a
// player's name or the seed).
func (s *Setup) Animating(*game.Context) bool { return s.m.animating() }

// Animating reports whether the settings screen changes on its own (a caret blinking).
func (s *Settings) Animating(*game.Context) bool { return s.m.animating() }

// Animating reports whether the load screen changes on its own (a caret blinking).
func (l *LoadScreen) Animating(*game.Context) bool { return l.m.animating() }

// Animating reports whether the deploy screen changes on its own: the zone pulses while a
// unit is in hand or dragged, a notice counts down, the map's animated tiles turn.
func (d *Deploy) Animating(c *game.Context) bool {
	wakeForTiles(c, d.view)
	return d.pick >= 0 || d.drag >= 0 || d.msgT > 0 || d.m.animating()
}

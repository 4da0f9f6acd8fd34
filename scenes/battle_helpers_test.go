package scenes

// Test helpers over the battle screen's widgets: what its action bar shows, as the tests read it.

import (
	"skirmish/game"
)

// threatsShown reports whether the foes' reach is shown.
func (s *Battle) threatsShown() bool { return s.view().Danger != nil }

// buttonTitle is the title of the i-th button's tooltip.
func (s *Battle) buttonTitle(c *game.Context, i int) string {
	return buttonTitle(c, s.KindButtons()[i].Label, i)
}

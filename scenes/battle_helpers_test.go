package scenes

// Test helpers over the battle screen's widgets: what its action bar shows, as the tests read it.

import (
	"skirmish/game"
	"skirmish/play"
)

// kindButtons are the selected unit's buttons in the bar's order.
func (s *Battle) kindButtons() []play.Button { return s.bar.kinds(s.view()) }

// chosenButton is the index of the chosen kind's button, -1 for none.
func (s *Battle) chosenButton() int { return s.bar.chosen(s.view()) }

// threatsShown reports whether the foes' reach is shown.
func (s *Battle) threatsShown() bool { return s.view().Danger != nil }

// buttonTitle is the title of the i-th button's tooltip.
func (s *Battle) buttonTitle(c *game.Context, i int) string {
	return buttonTitle(c, s.kindButtons()[i].Label, i)
}

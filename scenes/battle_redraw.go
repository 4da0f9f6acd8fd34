package scenes

// Battle redraw: what of the battle screen's picture changed since it was last drawn, for a
// game at rest (game.Damager): the map's animated tiles turning, and nothing else that it can
// tell apart.

import (
	"image"

	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// drawnState is what the battle screen's picture was drawn from, as far as it can change with
// no input: the seat's view (a new one for every change of the battle, the hover or the foes'
// reach), the layout, the camera, the log's scroll, the bar and the map's hover. A resting
// frame that finds it unchanged redraws only the animated tiles.
type drawnState struct {
	view          *play.View
	gen           int
	lay           battleLayout
	cam           game.Camera
	logTop        int
	logDetails    bool
	logN          int
	barHover      int
	moreOpen      bool
	hover         grid.Pos
	hoverOn, over bool
}

// drawnNow is the state the screen would be drawn from now.
func (s *Battle) drawnNow() drawnState {
	v := s.view()
	return drawnState{view: v, gen: v.Gen, lay: s.lay, cam: s.field.view.Cam, logTop: s.log.top,
		logDetails: s.log.details, logN: s.log.n, barHover: s.bar.hover, moreOpen: s.bar.moreOpen,
		hover: s.field.hover, hoverOn: s.field.hoverOn, over: s.end.over}
}

// Damage reports what of the picture changed since the screen was last drawn (game.Damager):
// when nothing it draws from changed but the clock, the map's animated tiles in view that
// showed a new picture since; else it cannot tell.
func (s *Battle) Damage(*game.Context) ([]image.Rectangle, bool) {
	if s.drawn == nil || *s.drawn != s.drawnNow() {
		return nil, false
	}
	return s.field.view.AnimationDamage(), true
}

// noteDrawn notes what the picture is drawn from (Damage).
func (s *Battle) noteDrawn() {
	d := s.drawnNow()
	s.drawn = &d
}

package scenes

// Battle turn input: a human's turn mapped to the play layer's verbs (the action bar's kinds, choosing one, the map's clicks, undo and redo) and the answer to a reaction prompt.

import (
	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// kindButtons are the selected unit's kinds as the action bar shows them, for the session's
// current state.
func (s *Battle) kindButtons() []combat.KindState {
	if s.order == nil {
		s.order, s.common = barOrder(s.B().Kinds())
		s.lay.fit(s.common, len(s.order)-s.common)
	}
	if g := s.P.Gen(); g != s.buttonsGen {
		s.buttons, s.buttonsGen = barStates(s.order, s.P.Buttons()), g
	}
	return s.buttons
}

// chosenButton is the index of the chosen kind's button, -1 for none.
func (s *Battle) chosenButton() int {
	k := s.P.Chosen()
	for i, b := range s.kindButtons() {
		if k != "" && b.Kind == k {
			return i
		}
	}
	return -1
}

// choose presses the i-th action button.
func (s *Battle) choose(c *game.Context, i int) {
	bs := s.kindButtons()
	if i < 0 || i >= len(bs) || s.P.Busy() {
		return
	}
	s.moreOpen = false
	s.acting(c)
	s.refused(s.P.Choose(bs[i].Kind))
}

// updateHuman reads the player's clicks and keys in a human side's turn.
func (s *Battle) updateHuman(c *game.Context) {
	in := c.Input
	cx, cy := in.Cursor()
	bs := s.kindButtons()
	s.hoverBt = s.lay.buttonAt(cx, cy, len(bs), s.moreOpen)
	s.hoverOn = false
	if x, y, ok := s.view.SquareAt(float64(cx), float64(cy)); ok && !s.lay.inHUD(cx, cy) && !s.inStrip(cx, cy) && !s.lay.inMore(cx, cy, s.moreOpen) {
		s.hoverSq, s.hoverOn = grid.Pos{X: x, Y: y}, true
		s.seat().Send(play.Hover(s.hoverSq))
	} else {
		s.seat().Send(play.Unhover())
	}
	switch {
	case in.Pressed(game.EndTurn):
		s.acting(c)
		s.refused(s.P.EndTurn())
		return
	case in.Pressed(game.Cancel) && s.moreOpen:
		s.moreOpen = false
		return
	case in.Pressed(game.Cancel):
		s.P.Cancel()
		return
	case in.Pressed(game.Confirm) && s.P.Strip().Any != nil:
		s.acting(c)
		s.refused(s.P.TakeAny())
		return
	case in.Pressed(game.NextUnit):
		s.P.SelectNext(true)
		if u := s.P.Selected(); u != nil && !s.view.InView(u.Pos) {
			s.view.CentreOn(u.Pos) // the unit picked by key is brought into view
		}
		return
	case in.Pressed(game.Undo):
		s.undoLast(c)
		return
	case in.Pressed(game.Redo):
		s.redoLast(c)
		return
	}
	for i, a := range game.HotKeys[:min(len(game.HotKeys), len(bs))] {
		if in.Pressed(a) {
			s.choose(c, i)
			return
		}
	}
	mx, my, click := in.Click()
	if !click {
		return
	}
	if s.lay.moreAt(mx, my) {
		s.moreOpen = !s.moreOpen
		return
	}
	if s.moreOpen && s.lay.buttonAt(mx, my, len(bs), true) < s.common {
		s.moreOpen = false // a click anywhere but on the list closes it
		if !s.lay.inHUD(mx, my) {
			return
		}
	}
	switch {
	case s.lay.endTurnAt(mx, my):
		s.acting(c)
		s.refused(s.P.EndTurn())
	case s.undoClick(c, mx, my):
	case s.moreOpen && s.lay.buttonAt(mx, my, len(bs), true) >= s.common: // More's list lies over the strip
		s.choose(c, s.lay.buttonAt(mx, my, len(bs), true))
	case s.chipAt(mx, my) >= 0:
		s.pickChip(c, s.chipAt(mx, my))
	case s.inStrip(mx, my):
	case s.lay.buttonAt(mx, my, len(bs), s.moreOpen) >= 0:
		s.choose(c, s.lay.buttonAt(mx, my, len(bs), s.moreOpen))
	case s.lay.inHUD(mx, my):
	default:
		if x, y, ok := s.view.SquareAt(float64(mx), float64(my)); ok {
			s.acting(c)
			s.refused(s.P.Click(grid.Pos{X: x, Y: y}))
		}
	}
}

// undoLast takes back the side's last action and tells so; the tokens glide back.
func (s *Battle) undoLast(c *game.Context) {
	a, err := s.P.Undo()
	if err != nil {
		s.say("Cannot undo: " + err.Error() + ".")
		return
	}
	s.floaters = nil
	s.log.top = 0
	s.afterAction(c)
	s.tell("Undone: " + actionName(a))
}

// redoLast plays the last undone action again.
func (s *Battle) redoLast(c *game.Context) {
	if err := s.P.RedoWhy(); err != nil {
		s.say("Cannot redo: " + err.Error() + ".")
		return
	}
	a, _ := s.P.RedoNext()
	s.tell("Redone: " + actionName(a))
	if _, err := s.P.Redo(); err != nil {
		s.say("Cannot redo: " + err.Error())
	}
}

// updateReaction answers a human's reaction prompt: a button per reaction, or no.
func (s *Battle) updateReaction(c *game.Context) {
	in := c.Input
	n := len(s.P.Pending().Options)
	s.measureReaction(c) // as drawn
	answer := func(i int) {
		s.refused(s.P.Answer(i))
		s.afterAction(c)
	}
	switch {
	case in.Pressed(game.Confirm):
		answer(0)
		return
	case in.Pressed(game.Cancel), in.Pressed(game.Back):
		answer(-1)
		return
	}
	for i, a := range game.HotKeys {
		if in.Pressed(a) && i < n {
			answer(i)
			return
		}
	}
	if mx, my, ok := in.Click(); ok {
		if i, hit := s.lay.reactionAt(mx, my, n); hit {
			answer(i)
		}
	}
}

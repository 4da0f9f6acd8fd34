package scenes

// Battle feed: the events the seat is told (play.Session.Events), the one source of what the
// screen shows happen, handed to the widgets that show them: the map's animation (floating
// numbers, banners, motion), the combat log, the AI's pace. And the AI's pace itself.

import (
	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

// absorb hands the events the seat was told since the last call to the widgets; when the screen
// passes to another side's seat, or the battle was rebuilt (an undo), the tokens stand where
// the seat sees its units and the log is told again.
func (s *Battle) absorb(c *game.Context) {
	seat := s.seat()
	v := seat.View()
	s.feed.seen = len(s.P.B.Log)
	if s.feed.side != seat.Side() {
		s.feed.side = seat.Side()
		seat.Skip()
		s.field.anim.motion.skip()
		s.field.anim.place(s.field.view, v)
		s.syncLog(c)
		return
	}
	f := seat.Events()
	if f.Restart {
		s.field.anim.motion.skip()
		s.syncLog(c)
		return
	}
	s.show(c, f.Events)
	s.syncLog(c)
}

// show hands told events to the widgets that show them: the map's animation (floating numbers,
// banners), the AI's pace, and the sound, whose beats the motion follows.
func (s *Battle) show(c *game.Context, told []play.Told) {
	v := s.view()
	for _, t := range told {
		s.field.anim.tell(s.field.view, v, t.Event, s.who)
		s.pace.tell(s, t)
	}
	s.hear(c, told)
}

// feed is where the screen stands in the match: the seat it follows (the side holding the
// screen; -2 before the first) and the log's length when it last asked the seat's events.
type feed struct {
	side, seen int
}

// feedStale reports whether the battle went on since the screen last asked the seat's events,
// or the screen has passed to another seat.
func (s *Battle) feedStale() bool {
	return s.feed.side != s.P.Holder() || s.feed.seen != len(s.P.B.Log)
}

// syncLog brings the log widget up to the seat's log.
func (s *Battle) syncLog(c *game.Context) {
	s.log.sync(s.seat(), s.P.Epoch(), c.Fonts, s.lay.logW)
}

// lookState is what every panel's look depends on besides what it shows: the palette, the key
// map (its hints), the UI scale.
type lookState struct {
	keyMap game.KeyMap
	keyGen int
}

// styleKey is the look a panel was drawn in.
type styleKey struct {
	colourBlind bool
	keyGen      int
	scale       float64
}

// update notes a change of the key map.
func (l *lookState) update(c *game.Context) {
	if !sameKeys(&l.keyMap, &c.Input.Keys) {
		l.keyMap = c.Input.Keys.Clone()
		l.keyGen++
	}
}

// style is the look the panels are drawn in now.
func (l *lookState) style(c *game.Context) styleKey {
	l.update(c)
	return styleKey{colourBlind: c.Settings.ColourBlind, keyGen: l.keyGen, scale: game.UIScale()}
}

// Pauses after an AI action, in frames at normal speed: after a blow (an attack, damage, a fall,
// a reaction) the viewer is shown, after a move it is shown.
const (
	pauseBlow = 24
	pauseMove = 9
)

// aiPace plays the AI sides' turns at a watchable pace, one action every so many frames: a
// blow is given time to read, a move only a moment, so that the next unit sets off while the
// token still glides and moves that do not meet play side by side. The AI decides in the
// match's worker meanwhile, and a decision not yet made is waited for by frames, not in one.
type aiPace struct {
	// wait is the frames until the next AI action; fastAll skips the pauses until a human
	// turn; asked is set while an AI action waits on a human's reaction (its pause is set once
	// it is done: the blow after the answer is given its time)
	wait    int
	fastAll bool
	asked   bool
	// told are the events the seat was told of the AI action under way
	told []play.Told
}

// tell notes an event the seat was told: the AI action's, for its pause; a human side's turn
// ends the skipping.
func (p *aiPace) tell(s *Battle, t play.Told) {
	p.told = append(p.told, t)
	if e, ok := t.Event.(combat.TurnStarted); ok {
		if side := s.B().SideIndex(e.Turn.Side); side >= 0 && s.P.Human(side) {
			p.fastAll = false
		}
	}
}

// update plays the AI side in turn's next action when its pause is over and its decision made.
func (p *aiPace) update(s *Battle, c *game.Context) {
	in := c.Input
	if in.Pressed(game.FastAI) {
		p.fastAll = true
		s.field.anim.motion.skip()
	}
	s.P.Think()
	if p.wait > 0 && !in.Held(game.FastAI) && !p.fastAll {
		p.wait--
		return
	}
	if !s.P.AITurn() {
		return
	}
	played := p.play(s, c, s.P.PlayAI)
	// An action the seat was shown nothing of costs no time: the AI's next ones are played in
	// this frame, waiting for each decision, until one shows something, a prompt is asked, the
	// screen changes hands or a human's turn comes (frames spent on the unseen would count
	// them, and time when they act).
	for i := 0; played && p.wait == 0 && !p.asked && i < maxUnseenPerFrame; i++ {
		if !s.P.AITurn() || s.P.Over() || c.Top() != game.Scene(s) {
			break
		}
		played = p.play(s, c, s.P.StepAI)
	}
}

// maxUnseenPerFrame is how many AI actions the seat is shown nothing of are played in one
// frame at most (a frame may wait on each one's decision).
const maxUnseenPerFrame = 64

// play plays the AI's next action through step (PlayAI: if decided; StepAI: waiting for the
// decision), takes in its events and sets the pause after it; it reports whether one was
// played.
func (p *aiPace) play(s *Battle, c *game.Context, step func() (bool, error)) bool {
	s.acting(c)
	s.absorb(c)
	p.told = p.told[:0]
	played, err := step()
	s.refused(err)
	s.afterAction(c) // the events to show, the hand-over, the round's autosave
	switch {
	case played && s.P.Pending() != nil:
		p.asked = true
	case played:
		p.wait = p.pause(&s.field.anim)
	}
	return played
}

// answered sets the pause of the AI action a human's reaction was asked in, once it is done.
func (p *aiPace) answered(s *Battle) {
	if p.asked && s.P.Pending() == nil {
		p.asked = false
		p.wait = p.pause(&s.field.anim)
	}
}

// pause is how long the screen waits after an AI action, whose events the seat was told (told),
// before the next: long enough to read a blow, a moment after a move (the next unit sets off
// while the token still glides), nothing for an action the seat is told nothing of on the map
// (under fog: the time would count what it cannot see).
func (p *aiPace) pause(a *animation) int {
	moved := false
	for _, t := range p.told {
		switch t.Event.(type) {
		case combat.Acted, combat.Spent, combat.BudgetSet, combat.TurnStarted, combat.TurnEnded,
			combat.RoundStarted, combat.RoundEnded, combat.OrderSet, combat.CounterSet,
			combat.Initiative:
			// bookkeeping: nothing on the field to watch
		case combat.Moved:
			moved = true
		default:
			return a.frames(pauseBlow)
		}
	}
	if moved {
		return a.frames(pauseMove)
	}
	return 0
}

package play

// Undo: a human side takes back its last actions in its own turn (the battle rebuilt from its
// setup without them, the same dice) and plays them again, until a die is rolled or fog of
// war shows it something new.

import (
	"errors"

	"skirmish/combat"
	"skirmish/combat/save"
)

// undoState is the undo and redo history of the human side in turn.
type undoState struct {
	// why is why Undo may not be used now (nil when it may), worked out after each action.
	why error
	// redo are the actions undone, the last undone last; they may be played again while no
	// other action is taken. redoAt is the number of actions the battle had after the last undo.
	redo   []combat.Action
	redoAt int
	// revealedAt is the number of actions after the last one whose move showed the side new
	// squares under fog (0 for none).
	revealedAt int
	// seen is what the side in turn saw before the action under way (under fog); side is that
	// side, -1 when the action is not a human side's.
	seen []bool
	side int
	// redoing marks a redo under way.
	redoing bool
	// done is the number of actions the battle had before the action under way.
	done int
}

// Why Undo or Redo is greyed, besides the reasons of save.Undoable.
var (
	// ErrNothingToRedo: no action was undone since the last one taken.
	ErrNothingToRedo = errors.New("nothing to redo")
)

// before notes, before an action starts, what an undo of it needs: what the human side in
// turn saw.
func (u *undoState) before(s *Match) {
	u.side, u.seen = -1, nil
	u.done = save.ActionCount(s.B.Log)
	if !s.HumanTurn() {
		return
	}
	u.side = s.Current()
	u.seen = s.sight.cells(u.side)
}

// after notes, once an action is done, whether it showed the side new squares under fog, and
// drops the redo history unless it was a redo.
func (u *undoState) after(s *Match) {
	n := save.ActionCount(s.B.Log)
	if u.seen != nil {
		if f := s.sight.Fog(u.side); f != nil {
			for i, v := range f.Cells() {
				if v && !u.seen[i] {
					u.revealedAt = n
					break
				}
			}
		}
	}
	u.seen = nil
	if n == u.done {
		// the action was refused: nothing changed, the redo history stands
		return
	}
	if u.redoing {
		u.redoing = false
		u.redoAt = n
		return
	}
	u.redo = nil
}

// refresh works out whether Undo may be used now, and why not.
func (u *undoState) refresh(s *Match) {
	switch {
	case !s.HumanTurn():
		u.why = save.ErrNotYourTurn
	case s.busy:
		u.why = ErrUnderWay
	default:
		u.why = save.Undoable(s.B.Log, s.B.Sides[s.Current()].Name)
		if u.why == nil && s.sight.Watched(s.Current()) && u.revealedAt > 0 && u.revealedAt == save.ActionCount(s.B.Log) {
			u.why = save.ErrFogRevealed
		}
	}
}

// UndoWhy is why Undo may not be used now, or nil.
func (s *Match) UndoWhy() error {
	if s.busy {
		return ErrUnderWay
	}
	return s.undo.why
}

// RedoWhy is why Redo may not be used now, or nil.
func (s *Match) RedoWhy() error {
	u := &s.undo
	switch {
	case !s.HumanTurn():
		return save.ErrNotYourTurn
	case s.busy:
		return ErrUnderWay
	case len(u.redo) == 0 || u.redoAt != save.ActionCount(s.B.Log):
		return ErrNothingToRedo
	}
	return nil
}

// RedoNext is the action Redo would play again.
func (s *Match) RedoNext() (combat.Action, bool) {
	if len(s.undo.redo) == 0 {
		return combat.Action{}, false
	}
	return s.undo.redo[len(s.undo.redo)-1], true
}

// Redos counts the actions Redo may play again.
func (s *Match) Redos() int { return len(s.undo.redo) }

// LastAction is the battle's last action, if any.
func (s *Match) LastAction() (combat.Action, bool) {
	for i := len(s.B.Log) - 1; i >= 0; i-- {
		if e, ok := s.B.Log[i].(combat.Acted); ok {
			return e.Action, true
		}
	}
	return combat.Action{}, false
}

// Undo takes back the side's last action: the battle is rebuilt from its setup with every
// action but that one (the seed gives the same dice), its logs told again. It returns the
// action undone.
func (s *Match) Undo() (combat.Action, error) {
	s.undo.refresh(s)
	if err := s.UndoWhy(); err != nil {
		return combat.Action{}, err
	}
	n := save.ActionCount(s.B.Log)
	last, _ := s.LastAction()
	nb, err := save.Rebuild(s.Setup, s.B.Log, n-1)
	if err != nil {
		return combat.Action{}, err
	}
	if s.journal != nil {
		if err := s.journal.Undo(n - 1); err != nil {
			return combat.Action{}, err
		}
	}
	sel := s.sel
	s.bind(nb)
	if sel != nil {
		if u := nb.Unit(sel.Name); u != nil && s.Selectable(u) {
			s.Select(u)
		}
	}
	s.undo.redo = append(s.undo.redo, last)
	s.undo.redoAt = n - 1
	s.undo.refresh(s)
	return last, nil
}

// Redo plays the last undone action again and returns it.
func (s *Match) Redo() (combat.Action, error) {
	if err := s.RedoWhy(); err != nil {
		return combat.Action{}, err
	}
	u := &s.undo
	a := u.redo[len(u.redo)-1]
	u.redo = u.redo[:len(u.redo)-1]
	u.redoing = true
	n := len(s.B.Log)
	err := s.do(a)
	if err != nil && len(s.B.Log) == n {
		u.redo, u.redoing = nil, false
	}
	return a, err
}

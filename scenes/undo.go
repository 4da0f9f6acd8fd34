package scenes

// Undo: a human side takes back its last actions in its turn (the battle rebuilt from its setup without them) and plays them again.

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/combat/narrate"
	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
)

// undoState is the undo and redo history of the human side in turn.
type undoState struct {
	// why is the reason Undo is greyed (nil when it may be used), worked out after each action.
	why error
	// redo are the actions undone, the last undone last; they may be played again while no
	// other action is taken.
	redo []combat.Action
	// redoAt is the number of actions the battle had after the last undo.
	redoAt int
	// revealedAt is the number of actions after the last one whose move showed the side new
	// squares under fog (0 for none).
	revealedAt int
	// marks[n] is the length of the combat log before action n+1, to cut it back on an undo.
	marks map[int]int
	// before are the side's eyes before the action in progress, and side the side; redoing
	// marks a redo in progress.
	before  []grid.Pos
	side    int
	redoing bool
	// pics are the Undo row and the toast as last drawn (undo_draw.go).
	pics undoPictures
}

// Why Undo or Redo is greyed, besides the reasons of save.Undoable; one value each, so that
// the Undo row's picture is drawn again only when the reason changes.
var (
	errUnderWay      = errors.New("an action is under way")
	errNothingToRedo = errors.New("nothing to redo")
)

// beforeAction notes, before a's worker starts, what an undo of it needs: where the combat
// log stood and what the side in turn saw.
func (s *Battle) beforeAction(a combat.Action) {
	u := &s.undo
	u.side = s.current()
	u.before = nil
	if !s.humanTurn() {
		return
	}
	if u.marks == nil {
		u.marks = map[int]int{}
	}
	u.marks[save.ActionCount(s.B.Log)] = len(s.log)
	if s.fog != nil && a.Kind != combat.EndTurn {
		u.before = save.Eyes(s.B, u.side)
	}
}

// acted notes, once an action is done, whether it showed the side new squares under fog, and
// drops the redo history unless the action was a redo.
func (s *Battle) acted() {
	u := &s.undo
	n := save.ActionCount(s.B.Log)
	if u.before != nil && save.Reveals(s.B.Map, u.before, save.Eyes(s.B, u.side)) {
		u.revealedAt = n
	}
	u.before = nil
	if u.redoing {
		u.redoing = false
		u.redoAt = n
		return
	}
	u.redo = nil
}

// refreshUndo works out whether Undo may be used now, and why not.
func (s *Battle) refreshUndo() {
	u := &s.undo
	side := s.current()
	switch {
	case !s.humanTurn():
		u.why = save.ErrNotYourTurn
	case s.busy || s.pending != nil:
		u.why = errUnderWay
	default:
		u.why = save.Undoable(s.B.Log, s.B.Sides[side].Name)
		if u.why == nil && s.fog != nil && u.revealedAt > 0 && u.revealedAt == save.ActionCount(s.B.Log) {
			u.why = save.ErrFogRevealed
		}
	}
}

// redoWhy is why Redo is greyed, or nil.
func (s *Battle) redoWhy() error {
	u := &s.undo
	switch {
	case !s.humanTurn():
		return save.ErrNotYourTurn
	case s.busy || s.pending != nil:
		return errUnderWay
	case len(u.redo) == 0 || u.redoAt != save.ActionCount(s.B.Log):
		return errNothingToRedo
	}
	return nil
}

// undoLast takes back the side's last action: the battle is rebuilt from its setup with every
// action but that one (the seed gives the same dice), and the combat log is cut back.
func (s *Battle) undoLast(c *game.Context) {
	s.refreshUndo()
	if s.undo.why != nil {
		s.say("Cannot undo: " + s.undo.why.Error() + ".")
		return
	}
	n := save.ActionCount(s.B.Log)
	actions, _ := save.Choices(s.B.Log)
	last := actions[n-1]
	nb, err := save.Rebuild(s.Setup, s.B.Log, n-1)
	if err != nil {
		s.say("Cannot undo: " + err.Error())
		return
	}
	s.swap(c, nb)
	s.logTop = 0
	if m, ok := s.undo.marks[n-1]; ok && m <= len(s.log) {
		s.log = s.log[:m]
	} else { // the action came before a load: tell the rebuilt battle's log again
		s.log, s.narr = nil, narrate.Narrator{}
		s.events = slices.Clone(nb.Log)
		s.absorb(c)
		s.floaters = nil
	}
	s.undo.redo = append(s.undo.redo, last)
	s.undo.redoAt = n - 1
	s.refreshUndo()
	s.tell("Undone: " + actionName(last))
}

// redoLast plays the last undone action again.
func (s *Battle) redoLast(c *game.Context) {
	if err := s.redoWhy(); err != nil {
		s.say("Cannot redo: " + err.Error() + ".")
		return
	}
	u := &s.undo
	a := u.redo[len(u.redo)-1]
	u.redo = u.redo[:len(u.redo)-1]
	if err := s.B.Check(a); err != nil {
		u.redo = nil
		s.say("Cannot redo: " + err.Error())
		return
	}
	u.redoing = true
	s.tell("Redone: " + actionName(a))
	s.run(c, a)
}

// swap puts nb, a rebuilt battle, in the place of the screen's battle: its events heard, its
// prompts answered, the selection kept by name; the tokens glide to their squares.
func (s *Battle) swap(c *game.Context, nb *combat.Battle) {
	sel := ""
	if s.sel != nil {
		sel = s.sel.Name
	}
	s.B = nb
	s.wire(nb)
	s.events, s.floaters = nil, nil
	s.sel = nil
	s.fogDirty = true
	if u := nb.Unit(sel); u != nil && u.Active() && nb.InTurnNow(u) {
		s.sel = u
	}
	for _, u := range nb.Units {
		if s.anim[u.Name] == nil {
			s.anim[u.Name] = &token{x: float64(u.Pos.X * nb.Map.TileWidth), y: float64(u.Pos.Y * nb.Map.TileHeight)}
		}
	}
	s.afterAction(c)
}

// actionName names an action for a notice: "Bram: run to (5,3)", "Bram: melee Rot".
func actionName(a combat.Action) string {
	s := strings.ReplaceAll(a.Kind, "_", " ")
	if a.Target != "" {
		s += " " + a.Target
	}
	if n := len(a.Path); n > 0 {
		s += fmt.Sprintf(" to (%d,%d)", a.Path[n-1].X, a.Path[n-1].Y)
	}
	if a.Unit != "" {
		s = a.Unit + ": " + s
	}
	return s
}

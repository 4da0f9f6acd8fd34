package play

// Session: one viewing side's seat at a match: the messages its player sends, the view it is
// shown, the events it is told and its combat log. A match runs one per side that watches it
// (a player at this screen, or later one across a network).

import (
	"errors"
	"fmt"

	"skirmish/combat"
	"skirmish/grid"
)

// Session is one side's seat at a match: it takes that side's messages (Send) and gives what
// the side may know: its View, the events it is told (Events) and its combat log (Log). Nothing
// it gives tells what the side's units did not see. Its methods are called from the match's
// goroutine.
type Session struct {
	m *Match
	// side is the viewing side, -1 for every side's eyes (a replay, a battle without fog).
	side int
	// hover is the square under the player's pointer, when hovering.
	hover    grid.Pos
	hovering bool
	// threats is set while every seen foe's reach is shown (View.Danger).
	threats bool
	// book is the side's combat log; epoch the match's battle it follows; at the next event
	// of the log to tell (Events); restart is set when the battle was rebuilt since the last
	// Events.
	book    *book
	epoch   int
	at      int
	restart bool
	// base is the view last built but for its hover preview and the foes' reach, for baseKey;
	// view the view last given.
	base    *View
	baseKey viewKey
	view    *View
	prev    preview
}

// Session is side's seat at the match (-1: every side's eyes), made on first use. A new
// seat is told the events from now on; its log tells the battle from its start.
func (m *Match) Session(side int) *Session {
	if side < -1 || side >= len(m.B.Sides) {
		side = -1
	}
	if s := m.sessions[side+1]; s != nil {
		return s
	}
	s := &Session{m: m, side: side, epoch: m.epoch, at: len(m.B.Log), book: newBook(side, m.bookFrom)}
	m.sessions[side+1] = s
	return s
}

// Side is the viewing side (-1 for every side's eyes).
func (s *Session) Side() int { return s.side }

// Match is the match the session is a seat at.
func (s *Session) Match() *Match { return s.m }

// Map is the battle's map: the same for every side (what lies on it is in the View).
func (s *Session) Map() *grid.Map { return s.m.B.Map }

// Table is the ruleset's action table: its kinds in their order, the same for every side.
func (s *Session) Table() []combat.ActionKind { return s.m.B.Kinds() }

// follow starts the log and the feed again when the match's battle was rebuilt (an undo, a
// replay stepping back).
func (s *Session) follow() {
	if s.epoch == s.m.epoch {
		return
	}
	s.epoch, s.at, s.restart = s.m.epoch, len(s.m.B.Log), true
	s.book = newBook(s.side, s.m.bookFrom)
}

// Told is one event of the battle as a side was told it: its index in the battle's log, and
// the event in the side's words (Sight.Told: a step out of the dark starts where it came into
// sight, an action names no target the side does not see).
type Told struct {
	N     int
	Event combat.Event
}

// Feed is what a side is told since it last asked: the events, in order; Restart is set when
// the battle was rebuilt (an undo) and its units stand where the view says, with nothing to
// show of how they got there.
type Feed struct {
	Restart bool   `json:"restart,omitempty"`
	Events  []Told `json:"events"`
}

// Events are the events the side is told since the last call: the one source of what its
// screen shows happen (the log's lines, floating numbers, banners, motion, sound).
func (s *Session) Events() Feed {
	s.follow()
	f := Feed{Restart: s.restart, Events: s.ToldSince(s.at)}
	s.restart = false
	s.at = len(s.m.B.Log)
	return f
}

// ToldSince is what the side is told of the battle's log from index from on, without moving
// Events on (what a shot's viewer heard of the turns played).
func (s *Session) ToldSince(from int) []Told {
	var out []Told
	for i := max(from, 0); i < len(s.m.B.Log); i++ {
		if s.m.tells(s.side, i) {
			out = append(out, Told{N: i, Event: s.m.sight.Told(s.side, i)})
		}
	}
	return out
}

// Skip tells nothing of the events so far: the next Events starts after them (a screen that
// shows the battle as it stands).
func (s *Session) Skip() {
	s.follow()
	s.at, s.restart = len(s.m.B.Log), false
}

// Log is the side's combat log up to the last event (narrated to its end when no action is
// under way).
func (s *Session) Log() []Line {
	s.follow()
	s.book.read(s.m, !s.m.busy)
	return s.book.lines
}

// errNotYours refuses a message of a turn from a side not in turn.
var errNotYours = errors.New("it is not your turn")

// yours reports whether the side may send the messages of a turn: a human plays it, and it
// is in turn with no action under way.
func (s *Session) yours() bool {
	return s.side >= 0 && s.side == s.m.Current() && s.m.HumanTurn()
}

// Send does what the message asks, if the side may ask it now, and says why not.
func (s *Session) Send(msg Msg) Reply {
	switch msg.Op {
	case OpHover:
		s.hover, s.hovering = msg.Square, true
		return Reply{}
	case OpUnhover:
		s.hovering = false
		return Reply{}
	case OpThreats:
		s.threats = msg.On
		return Reply{}
	case OpAnswer:
		a := s.m.pending
		if a == nil || a.Side != s.side || !s.m.Human(s.side) {
			return refusal(errors.New("no reaction is asked of you"))
		}
		return refusal(s.m.Answer(msg.Index))
	}
	if !s.yours() {
		return refusal(errNotYours)
	}
	m := s.m
	switch msg.Op {
	case OpSelect:
		if u := m.B.Unit(msg.Unit); u == nil || !m.Sight().Sees(s.side, u) || !m.Select(u) {
			return refusal(fmt.Errorf("%s cannot be selected now", msg.Unit))
		}
	case OpNext:
		m.SelectNext(true)
	case OpDeselect:
		m.Deselect()
	case OpChoose:
		return refusal(m.Choose(msg.Kind))
	case OpPickChoice:
		m.PickChoice(msg.Index)
	case OpPickWeapon:
		m.PickWeapon(msg.Index)
	case OpVariant:
		return refusal(m.TakeVariant(msg.Index))
	case OpAny:
		return refusal(m.TakeAny())
	case OpClick:
		if !m.B.Map.In(msg.Square) {
			return Reply{}
		}
		return refusal(m.Click(msg.Square))
	case OpCancel:
		m.Cancel()
	case OpEndTurn:
		return refusal(m.EndTurn())
	case OpUndo:
		a, err := m.Undo()
		if err != nil {
			return Reply{Refused: "Cannot undo: " + err.Error() + "."}
		}
		return Reply{Done: "Undone: " + ActionName(a)}
	case OpRedo:
		if err := m.RedoWhy(); err != nil {
			return Reply{Refused: "Cannot redo: " + err.Error() + "."}
		}
		a, _ := m.RedoNext()
		if _, err := m.Redo(); err != nil {
			return Reply{Refused: "Cannot redo: " + err.Error()}
		}
		return Reply{Done: "Redone: " + ActionName(a)}
	default:
		return Reply{Refused: fmt.Sprintf("no such message %q", msg.Op)}
	}
	return Reply{}
}

// refusal is the reply to a message that err refused (none for nil).
func refusal(err error) Reply {
	if err == nil {
		return Reply{}
	}
	return Reply{Refused: RuleWords(err)}
}

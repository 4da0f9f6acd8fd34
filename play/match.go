package play

// Match: one battle in play: who plays each side, the turn flow, what each side may know, and
// the views a screen reads (the viewer, the combat log, the events to show).

import (
	"errors"
	"fmt"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/combat/save"
)

// Seat is who plays a side: a human at the screen, or the AI.
type Seat struct {
	Human bool
	// AI plays the side when it is not human, and answers a human side's prompts when the
	// Match's AutoPrompts is set. Every seat of a session that plays has one.
	AI ai.Controller
}

// Config is how a Match plays its battle.
type Config struct {
	// Setup is what the battle was built from (undo rebuilds from it; the fog of a loaded
	// battle's past is worked out from it).
	Setup combat.Setup
	// Seats are who plays each side, by side index.
	Seats []Seat
	// Fog hides from each human side what its units do not see.
	Fog bool
	// MaxRounds ends the battle as a draw after this round (0: no cap).
	MaxRounds int
	// Watch makes a session nobody plays (a replay): no AI acts and nothing may be selected;
	// Viewer is then the side whose eyes it shows (-1: every side's).
	Watch  bool
	Viewer int
	// Journal, when set, is told every choice before the battle takes it (a network match's
	// record); nil for none.
	Journal Journal
}

// Match plays one battle: the turn flow with human and AI seats, the selected unit and what
// it may do, the action worker and its prompts, undo and redo, and what each side may know.
// Its verbs are called from one goroutine (a screen's Update, or a test); actions run in a
// worker that it waits for, and the AI thinks in one it does not wait for.
type Match struct {
	// B is the battle in play: read it from the session's goroutine, never change it (reading
	// fills caches: the AI's worker reads it too while it thinks, so read it between the
	// session's verbs, not from another goroutine). It is replaced by a rebuilt battle on an
	// undo (Epoch counts the battles).
	B     *combat.Battle
	Setup combat.Setup
	// AutoPrompts answers a human side's prompts with its AI (the setting).
	AutoPrompts bool

	seats     []Seat
	fog       bool
	watch     bool
	viewer    int
	maxRounds int
	sight     *Sight
	// journal hears every choice first (Config.Journal); answers are the reactions recorded for
	// an action played again (Resume).
	journal Journal
	answers []save.Reaction
	// sessions are the sides' seats, by side index + 1 (the first, every side's eyes), made
	// on first use; their logs tell the battle from event bookFrom on.
	sessions []*Session
	bookFrom int
	// tell, when set, says which events of the log the watch match's viewer is told (a
	// hand-over replay tells what its side saw, framed); nil tells what the viewer knows.
	tell  func(i int) bool
	epoch int
	// views counts the views built for the match's seats (View.Gen, View.Base).
	views int

	worker
	mind
	pick
	undo undoState

	// handedTo is the human side last handed the screen to (hot-seat); lastHuman the human side
	// that last had its turn.
	handedTo, lastHuman int
}

// New plays b, a battle built from cfg.Setup: a new one is started here, a loaded one (its
// log so far) goes on where it stands, and under fog what each side saw of its past is worked
// out from the setup.
func New(cfg Config, b *combat.Battle) (*Match, error) {
	if len(cfg.Seats) != len(b.Sides) {
		return nil, fmt.Errorf("%d seats for %d sides", len(cfg.Seats), len(b.Sides))
	}
	s := &Match{B: b, Setup: cfg.Setup, seats: cfg.Seats, fog: cfg.Fog, watch: cfg.Watch, viewer: cfg.Viewer,
		maxRounds: cfg.MaxRounds, journal: cfg.Journal, handedTo: -1, lastHuman: -1, sessions: make([]*Session, len(b.Sides)+1)}
	if !cfg.Watch {
		for i, st := range cfg.Seats {
			if st.AI == nil {
				return nil, fmt.Errorf("side %s has no AI to play it or answer its prompts", b.Sides[i].Name)
			}
		}
	}
	watched := make([]bool, len(b.Sides))
	for i, st := range cfg.Seats {
		watched[i] = st.Human
	}
	if cfg.Watch && cfg.Viewer >= 0 && cfg.Viewer < len(watched) {
		watched[cfg.Viewer] = true
	}
	s.sight = newSight(b, cfg.Fog, watched)
	s.worker.init()
	s.mind.init()
	if len(b.Log) > 0 && s.sight.Fogged() {
		if err := s.judgePast(); err != nil {
			return nil, err
		}
	}
	s.wire(b)
	if len(b.Log) == 0 && !cfg.Watch {
		// the start runs in the worker: the first turn may ask a human already (a hero
		// confused from the start attacks, and may be asked to reroll)
		if err := s.run(b.Start); err != nil {
			return nil, err
		}
		return s, nil
	}
	s.settle()
	return s, nil
}

// judgePast judges the events of the battle's log so far, folding them into a battle of the
// same setup beside it: what each side saw of a loaded battle's past.
func (s *Match) judgePast() error {
	f, err := combat.NewFold(s.Setup.Apart())
	if err != nil {
		return fmt.Errorf("the battle's past cannot be rebuilt to work out what each side saw: %w", err)
	}
	fb := f.Battle()
	s.sight.bind(fb)
	fb.Listen = func(e combat.Event) { s.sight.heard(len(fb.Log)-1, e) }
	f.Apply(s.B.Log...)
	s.sight.bind(s.B)
	return nil
}

// wire makes the session hear b's events and answer its prompts.
func (s *Match) wire(b *combat.Battle) {
	b.Listen = func(e combat.Event) { s.sight.heard(len(b.Log)-1, e) }
	if !s.watch {
		b.Reactor = s.react
	}
}

// bind puts nb, a battle of the same setup with the same log up to its end, in the place of
// the battle in play (an undo): its events heard, its prompts answered; the logs are told
// again from the start.
func (s *Match) bind(nb *combat.Battle) {
	s.B, s.sel = nb, nil
	s.sight.truncate(len(nb.Log))
	s.sight.bind(nb)
	s.wire(nb)
	s.epoch++
	s.settle()
}

// Rebind follows nb from now on in a watch session (a replay viewer's battle, rebuilt when it
// steps back): its log is told again from the start.
func (s *Match) Rebind(nb *combat.Battle) {
	s.sight = newSight(nb, s.fog, s.sight.watched)
	if len(nb.Log) > 0 && s.sight.Fogged() {
		s.B = nb
		// a past that cannot be worked out stays unjudged: fogged, it tells only what frames
		// the battle (Sight.Knows fails closed)
		_ = s.judgePast()
	}
	s.B = nb
	s.wire(nb)
	s.epoch++
	s.settle()
}

// Epoch counts the battles the session has played (a new one after each undo or rebind): a
// screen reading the log by index starts again when it changes.
func (s *Match) Epoch() int { return s.epoch }

// Sight is what each side may know.
func (s *Match) Sight() *Sight { return s.sight }

// Seat is who plays side i.
func (s *Match) Seat(i int) Seat { return s.seats[i] }

// Human reports whether a human plays side i.
func (s *Match) Human(i int) bool {
	return i >= 0 && i < len(s.seats) && s.seats[i].Human && !s.watch
}

// Humans counts the human sides.
func (s *Match) Humans() int {
	n := 0
	for i := range s.seats {
		if s.Human(i) {
			n++
		}
	}
	return n
}

// Current is the index of the side in turn, or -1.
func (s *Match) Current() int {
	t, ok := s.B.Current()
	if !ok {
		return -1
	}
	return s.B.SideIndex(t.Side)
}

// HumanTurn reports whether a human plays the side in turn.
func (s *Match) HumanTurn() bool { return s.Human(s.Current()) && !s.Over() }

// Over reports whether the battle has ended: won, or past its round cap.
func (s *Match) Over() bool { return s.B.Over || s.maxRounds > 0 && s.B.Round > s.maxRounds }

// MaxRounds is the round after which the battle ends as a draw (0: none).
func (s *Match) MaxRounds() int { return s.maxRounds }

// Holder is the side that holds the screen, whose seat's eyes it shows: a watch match's
// viewer; the human side asked for a reaction while the prompt is up, else the human side in
// turn, else the human side the screen was last handed to (hot-seat) or that last had its
// turn, else the first human side; -1 (every side's eyes) without a human side. Without fog
// every side's seat sees everything.
func (s *Match) Holder() int {
	if s.watch {
		return s.viewer
	}
	if a := s.pending; a != nil && s.Human(a.Side) {
		return a.Side
	}
	if s.HumanTurn() {
		return s.Current()
	}
	if s.handedTo >= 0 {
		return s.handedTo
	}
	if s.lastHuman >= 0 {
		return s.lastHuman
	}
	for i := range s.seats {
		if s.Human(i) {
			return i
		}
	}
	return -1
}

// Visible reports whether the viewer sees u.
func (s *Match) Visible(u *combat.Unit) bool { return s.sight.Sees(s.Holder(), u) }

// tells reports whether event i is told to reader side: what the side may know, or in a
// hand-over replay what it saw.
func (s *Match) tells(side, i int) bool {
	if s.tell != nil {
		return s.tell(i)
	}
	return s.sight.Knows(side, i)
}

// HandOver reports the human side the screen should be handed to now: in hot-seat (two human
// sides or more), when another human side than the one that has the screen is asked for a
// reaction, or the turn has passed to another human side (back to the side in turn once a
// prompt of another's is answered). The side is then taken to have it.
func (s *Match) HandOver() (int, bool) {
	side := s.Current()
	if a := s.pending; a != nil && s.Human(a.Side) {
		side = a.Side
	} else if !s.HumanTurn() {
		return -1, false
	}
	if s.Humans() < 2 || side == s.handedTo || s.Over() {
		return -1, false
	}
	s.handedTo = side
	return side, true
}

// settle brings the session's state up to the battle's after something happened: the viewer,
// the selection and what it may do.
func (s *Match) settle() {
	if s.HumanTurn() {
		s.lastHuman = s.Current()
	}
	s.reselect()
	s.undo.refresh(s)
}

// ErrUnderWay refuses a verb while an action waits on a prompt.
var ErrUnderWay = errors.New("an action is under way")

// SetMaxRounds sets the round after which the battle ends as a draw (0: none).
func (s *Match) SetMaxRounds(n int) { s.maxRounds = n }

// SetSeat changes who plays side i from now on (the AI takes over a human side, say).
func (s *Match) SetSeat(i int, st Seat) {
	if i >= 0 && i < len(s.seats) && st.AI != nil {
		// a decision the AI is making, or made, for the side in turn is dropped: the battle is
		// read by one goroutine at a time, and a side a human now plays is not played by it
		s.waitAI()
		s.decided = nil
		s.seats[i] = st
		s.settle()
	}
}

// Order is the turn order as the side holding the screen may know it, and the index in it of
// the turn under way (-1 for none).
func (s *Match) Order() ([]combat.Turn, int) {
	order, now, _ := s.orderOf(s.Holder())
	return order, now
}

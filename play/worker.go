package play

// The workers: an action runs in a goroutine of its own so that a human can be asked for a
// reaction in the middle of it (the session waits until it ends or asks), and the AI decides
// in another (the session never waits for it).

import (
	"errors"
	"time"

	"skirmish/combat"
)

// worker runs the action under way.
type worker struct {
	busy    bool
	asks    chan *Ask
	done    chan error
	pending *Ask
	// allAI answers every prompt with the side's AI (RunAI plays the humans' sides too).
	allAI bool
}

func (w *worker) init() {
	w.asks, w.done = make(chan *Ask), make(chan error)
}

// Ask is a reaction a human side is asked for in the middle of an action: one of its units
// may react at a prompt by one of the options, or not at all.
type Ask struct {
	// Side is the index of the side asked (the unit's): in hot-seat the screen is handed to it.
	Side    int
	Unit    *combat.Unit
	Prompt  combat.Prompt
	Options []combat.Action
	// View is what the dialog says, in the ruleset's words.
	View   combat.ReactionView
	answer chan int
}

// Pending is the reaction the action under way waits for, or nil.
func (s *Match) Pending() *Ask { return s.pending }

// Busy reports whether an action is under way (it waits on a prompt).
func (s *Match) Busy() bool { return s.busy }

// do runs a in the worker and waits until it is done (its error: why Do refused it, or nil) or
// a human is asked to react (nil; Pending says what).
func (s *Match) do(a combat.Action) error {
	if s.busy {
		return ErrUnderWay
	}
	s.undo.before(s)
	if err := s.journalAct(s.undo.done, a); err != nil {
		return err
	}
	b := s.B
	return s.run(func() error {
		_, err := b.Do(a)
		return err
	})
}

// run runs f, which changes the battle, in the worker and waits until it is done or a human is
// asked to react: every change to the battle that may ask a prompt (an action, the battle's
// start, whose first turn may make a confused hero attack) goes through it.
func (s *Match) run(f func() error) error {
	s.busy = true
	go func() { s.done <- f() }()
	return s.await()
}

// await waits for the worker: a reaction to ask for, or the end of the action.
func (s *Match) await() error {
	select {
	case a := <-s.asks:
		s.pending = a
		return nil
	case err := <-s.done:
		s.busy = false
		s.journalDone()
		s.undo.after(s)
		s.settle()
		return err
	}
}

// Answer gives the pending prompt its answer, the index of one of its options or -1 for
// none, and waits for the action again.
func (s *Match) Answer(i int) error {
	a := s.pending
	if a == nil {
		return errors.New("no reaction is asked for")
	}
	if i < -1 || i >= len(a.Options) {
		i = -1
	}
	s.pending = nil
	a.answer <- i
	return s.await()
}

// react is the battle's Reactor, run in the worker: the AI answers for its sides, and for a
// human side when AutoPrompts is set; otherwise the worker waits for Answer.
func (s *Match) react(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
	if i, ok := s.recorded(b, u, p, opts); ok {
		return s.journalReact(b, u, p, opts, i)
	}
	seat := s.seats[u.Side]
	if !seat.Human || s.AutoPrompts || s.allAI {
		return s.journalReact(b, u, p, opts, seat.AI.React(b, u, p, opts))
	}
	a := &Ask{Side: u.Side, Unit: u, Prompt: p, Options: opts, answer: make(chan int)}
	a.View = combat.Present(b.Rules).Reaction(b, u, p, opts)
	s.asks <- a
	return s.journalReact(b, u, p, opts, <-a.answer)
}

// mind is the AI's decision in the making.
type mind struct {
	thinking bool
	thoughts chan thought
	decided  *thought
	since    time.Time // when the decision in the making began
}

// Blink is how long an AI's decision may take before the screens say the side is thinking
// (Thinking): a quarter of a second, the time a player notices a pause in.
const Blink = 250 * time.Millisecond

// Thinking reports whether the AI in turn has been deciding for longer than a blink (Blink),
// for the screens to say the side is thinking; it does not wait for the decision.
func (s *Match) Thinking() bool {
	return s.thinking && !s.Decided() && time.Since(s.since) > Blink
}

// thought is an AI's decision and the battle it was made on (and its log's length then).
type thought struct {
	a  combat.Action
	b  *combat.Battle
	at int
}

func (m *mind) init() { m.thoughts = make(chan thought, 1) }

// AITurn reports whether an AI side is in turn in a battle being played.
func (s *Match) AITurn() bool {
	side := s.Current()
	return !s.watch && side >= 0 && !s.Human(side) && !s.Over()
}

// Think lets the AI of the side in turn decide its next action in a worker, unless it is
// deciding already or has decided: the decision waits for PlayAI. The battle does not change
// meanwhile (no one else acts in an AI's turn); the screen only reads it.
func (s *Match) Think() {
	if !s.AITurn() || s.busy || s.thinking || s.decided != nil {
		return
	}
	s.thinking, s.since = true, time.Now()
	b, at, ctl := s.B, len(s.B.Log), s.seats[s.Current()].AI
	go func() { s.thoughts <- thought{a: ctl.Act(b), b: b, at: at} }()
}

// Decided reports, without waiting, whether the AI's decision is made.
func (s *Match) Decided() bool {
	if s.decided == nil && s.thinking {
		select {
		case t := <-s.thoughts:
			s.thinking, s.decided = false, &t
		default:
		}
	}
	return s.decided != nil
}

// PlayAI plays the AI's decision, when it is made (Think starts it), and reports whether it
// played one. A decision made on a battle that has changed since is thrown away; one the
// rules refuse ends the AI's turn instead.
func (s *Match) PlayAI() (bool, error) {
	s.Think()
	if s.busy || !s.Decided() {
		return false, nil
	}
	t := *s.decided
	s.decided = nil
	if t.b != s.B || t.at != len(s.B.Log) || !s.AITurn() {
		return false, nil
	}
	n := len(s.B.Log)
	err := s.do(t.a)
	if err != nil && len(s.B.Log) == n && !s.busy {
		err = s.do(combat.Action{Kind: combat.EndTurn})
	}
	return true, err
}

// waitAI waits for the AI's decision.
func (s *Match) waitAI() {
	if s.thinking && s.decided == nil {
		t := <-s.thoughts
		s.thinking, s.decided = false, &t
	}
}

// StepAI plays the AI side in turn's next action, waiting for its decision (headless play and
// tests); false when no AI side is in turn.
func (s *Match) StepAI() (bool, error) {
	s.Think()
	s.waitAI()
	return s.PlayAI()
}

// RunAI lets the AI play every side, the humans' too (their prompts answered by it), for turns
// turns, then on until a human side is in turn (at most a round more): a battle played ahead
// for a screenshot or a test.
func (s *Match) RunAI(turns int) {
	s.allAI = true
	defer func() { s.allAI = false }()
	ended, guard := 0, 0
	for !s.Over() && guard < 5000 {
		side := s.Current()
		if side < 0 {
			break
		}
		if ended >= turns && (s.Human(side) || ended >= turns+len(s.B.Sides)+1) {
			break
		}
		s.waitAI()
		s.decided = nil
		a := s.seats[side].AI.Act(s.B)
		n := len(s.B.Log)
		err := s.do(a)
		if err != nil && len(s.B.Log) == n {
			a = combat.Action{Kind: combat.EndTurn}
			err = s.do(a)
		}
		if err != nil && len(s.B.Log) == n {
			break
		}
		if a.Kind == combat.EndTurn {
			ended++
		}
		guard++
	}
	s.settle()
}

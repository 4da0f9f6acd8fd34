package scenario

// Play: run a scenario's battle, feed it the scripted actions and reactions, and write every event and the final state as JSON lines.

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"

	"skirmish/combat"
	"skirmish/grid"
)

// Run plays the scenario file at path: every event, then the final state, as JSON lines on
// stdout (docs/scenarios.md), or a bad file's one-line error on stderr. It returns the exit
// code: ExitOK, ExitBadFile or ExitFailed.
func Run(file string, stdout, stderr io.Writer) int { return RunThen(file, stdout, stderr, nil) }

// RunThen is Run, calling then, when not nil, with the scenario, the battle's setup and the
// battle as the script left it (every action played, or those before the one refused): the caller saves it
// (skirmish scenario FILE --save OUT). An error from then is written on stderr, and the exit
// code is ExitBadFile.
func RunThen(file string, stdout, stderr io.Writer, then func(*Scenario, combat.Setup, *combat.Battle) error) int {
	s, err := Load(file)
	if err == nil {
		var code int
		var setup combat.Setup
		var b *combat.Battle
		if code, setup, b, err = s.play(stdout); err == nil {
			if then == nil {
				return code
			}
			if err = then(s, setup, b); err == nil {
				return code
			}
		}
	}
	fmt.Fprintln(stderr, oneLine(err.Error()))
	return ExitBadFile
}

// Play builds the battle, starts it and does every action in order, writing each event as
// it is logged and then the state line; it returns ExitOK, or ExitFailed after an error line
// when an action is refused, a forced die does not fit, the engine fails, or a scripted
// reaction is never used. An error means the scenario could not be built (nothing has been
// written; the error is an *Error) or the output could not be written.
func (s *Scenario) Play(w io.Writer) (int, error) {
	code, _, _, err := s.play(w)
	return code, err
}

// play is Play, returning also the battle's setup and the battle played.
func (s *Scenario) play(w io.Writer) (int, combat.Setup, *combat.Battle, error) {
	setup, err := s.Setup()
	if err != nil {
		return ExitBadFile, setup, nil, err
	}
	b, err := s.newBattle(setup)
	if err != nil {
		return ExitBadFile, setup, nil, err
	}
	sc := &script{entries: s.spec.Reactions}
	b.Reactor = sc.react
	out := &output{w: bufio.NewWriter(w)}
	code := ExitOK
	var serr error
	stack, err := guard(func() { serr = b.Start() })
	out.events(b)
	if err != nil {
		out.line(errorLine{Type: "error", Rule: "engine", Message: "starting the battle: " + err.Error(), Stack: stack})
		code = ExitFailed
	} else if serr != nil {
		out.line(errorLine{Type: "error", Rule: "dice", Message: "starting the battle: " + serr.Error()})
		code = ExitFailed
	}
	if code == ExitOK {
		for i, a := range s.Actions() {
			var err error
			stack, perr := guard(func() { _, err = b.Do(a) })
			out.events(b)
			if perr != nil {
				err = perr
			}
			if err != nil {
				el := errorLine{Type: "error", Action: &i, Line: lineOf(s.data, locate(s.data, path{"actions", i})),
					Message: err.Error(), Stack: stack}
				var re *combat.RuleError
				switch {
				case perr != nil:
					el.Rule = "engine"
				case errors.As(err, &re):
					el.Rule, el.Message = re.Rule, re.Message()
				case errors.Is(err, combat.ErrDice):
					el.Rule = "dice"
				default:
					el.Rule = "engine"
				}
				out.line(el)
				code = ExitFailed
				break
			}
		}
	}
	if code == ExitOK && sc.next < len(sc.entries) {
		i := sc.next
		e := sc.entries[i]
		what := e.Kind
		if e.Target != "" {
			what += " against " + e.Target
		}
		if e.Prompt != "" {
			what += " at a " + e.Prompt + " prompt"
		}
		after := ""
		if i > 0 {
			after = fmt.Sprintf(" after the %d scripted reactions before it", i)
		}
		out.line(errorLine{Type: "error", Reaction: &i, Line: lineOf(s.data, locate(s.data, path{"reactions", i})), Rule: "scenario",
			Message: fmt.Sprintf("reactions[%d] was never used: %s was never offered %s%s", i, e.Unit, what, after)})
		code = ExitFailed
	}
	out.state(b)
	if err := out.w.Flush(); err != nil && out.err == nil {
		out.err = err
	}
	if out.err != nil {
		return ExitBadFile, setup, b, &Error{File: s.File, Msg: "writing the output: " + out.err.Error()}
	}
	b.Reactor = nil
	return code, setup, b, nil
}

// newBattle calls combat.New and puts its error on the line of the unit it names.
func (s *Scenario) newBattle(setup combat.Setup) (*combat.Battle, error) {
	var b *combat.Battle
	var err error
	if _, perr := guard(func() { b, err = combat.New(setup) }); perr != nil {
		err = fmt.Errorf("the ruleset failed while preparing the units: %v", perr)
	}
	if err == nil {
		return b, nil
	}
	var se *combat.SetupError
	if errors.As(err, &se) && se.Unit < len(s.spec.Units) {
		return nil, s.errAt(path{"units", se.Unit}, "%s", se.Err)
	}
	return nil, s.errAt(path{"units"}, "%s", err)
}

// guard runs f, turning a panic into an error and its stack.
func guard(f func()) (stack string, err error) {
	defer func() {
		if r := recover(); r != nil {
			stack = string(debug.Stack())
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	f()
	return "", nil
}

// script answers the battle's prompts with the scenario's reactions, in order; prompts that
// the next scripted reaction does not match get combat.DefaultReactor.
type script struct {
	entries []reactionSpec
	next    int
}

// react is the battle's Reactor.
func (sc *script) react(b *combat.Battle, u *combat.Unit, p combat.Prompt, options []combat.Action) int {
	if sc.next < len(sc.entries) {
		e := sc.entries[sc.next]
		if e.Unit == u.Name && (e.Prompt == "" || e.Prompt == p.Kind) {
			for i, o := range options {
				if o.Kind == e.Kind && (e.Target == "" || o.Target == e.Target) {
					sc.next++
					if e.Take != nil && !*e.Take {
						return -1
					}
					return i
				}
			}
		}
	}
	return combat.DefaultReactor(b, u, p, options)
}

// errorLine is the line written when the script stops early.
type errorLine struct {
	Type string `json:"type"`
	// Action is the index (from 0) of the action refused, as in actions[N].
	Action *int `json:"action,omitempty"`
	// Reaction is the index of the scripted reaction never used.
	Reaction *int   `json:"reaction,omitempty"`
	Line     int    `json:"line,omitempty"`
	Rule     string `json:"rule"`
	Message  string `json:"message"`
	// Stack is the engine's stack when it panicked.
	Stack string `json:"stack,omitempty"`
}

// stateLine is the last line: the battle as the actions left it.
type stateLine struct {
	Type   string      `json:"type"`
	Round  int         `json:"round"`
	Over   bool        `json:"over"`
	Winner string      `json:"winner"`
	Units  []unitState `json:"units"`
}

// unitState is one unit in the state line.
type unitState struct {
	Name       string             `json:"name"`
	Side       string             `json:"side"`
	HP         int                `json:"hp"`
	MaxHP      int                `json:"max_hp"`
	Pos        grid.Pos           `json:"pos"`
	Status     combat.Status      `json:"status"`
	Conditions []combat.Condition `json:"conditions"`
}

// output writes JSON lines, keeping the first write error.
type output struct {
	w       *bufio.Writer
	written int // events of the log written so far
	err     error
}

// events writes the log's events not yet written.
func (o *output) events(b *combat.Battle) {
	for ; o.written < len(b.Log); o.written++ {
		data, err := combat.MarshalEvent(b.Log[o.written])
		if err != nil {
			data, _ = json.Marshal(errorLine{Type: "error", Rule: "engine", Message: fmt.Sprintf("event %d (%s) cannot be written: %v", o.written, b.Log[o.written].Type(), err)})
		}
		o.write(data)
	}
}

// line writes one value as a JSON line.
func (o *output) line(v any) {
	data, err := json.Marshal(v)
	if err != nil {
		if o.err == nil {
			o.err = err
		}
		return
	}
	o.write(data)
}

// write writes one line.
func (o *output) write(data []byte) {
	if o.err != nil {
		return
	}
	if _, err := o.w.Write(append(data, '\n')); err != nil {
		o.err = err
	}
}

// state writes the state line.
func (o *output) state(b *combat.Battle) {
	st := stateLine{Type: "state", Round: b.Round, Over: b.Over, Winner: b.Winner, Units: make([]unitState, 0, len(b.Units))}
	for _, u := range b.Units {
		cs := append([]combat.Condition{}, u.Conditions...)
		st.Units = append(st.Units, unitState{Name: u.Name, Side: b.SideName(u), HP: u.HP, MaxHP: u.MaxHP(),
			Pos: u.Pos, Status: u.Status, Conditions: cs})
	}
	o.line(st)
}

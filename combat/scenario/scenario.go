package scenario

// The scenario file: its format and how it is read.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/quote"
	"skirmish/internal/strictjson"
	"skirmish/internal/userfile"
)

// Limits on a scenario file; bigger files are refused before anything is built.
const (
	MaxSize    = 1 << 20       // bytes in the file
	MaxUnits   = grid.MaxUnits // units, as a map's spawns and a save
	MaxActions = 10000
	// MaxReactions bounds the scripted reactions as MaxActions bounds the actions.
	MaxReactions = 10000
)

// Exit codes of Run.
const (
	ExitOK      = 0 // every action was legal
	ExitBadFile = 1 // the file could not be read or built into a battle: one line on stderr
	ExitFailed  = 2 // an action was refused, a die did not fit, or a scripted reaction went unused
)

// Error is a problem with a scenario file: the file, the line and the field at fault, and
// what is wrong. It prints as `fight.json:23: actions[4].unit: no unit named "Brm"`.
type Error struct {
	File string
	// Line is 1-based; 0 when the problem is the whole file (too big, unreadable).
	Line int
	// Field is the path of the value at fault ("units[2].at"); "" for the whole file.
	Field string
	Msg   string
}

// Error writes the problem on one line.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	b.WriteString(oneLine(e.Msg))
	return b.String()
}

// oneLine joins a multi-line message into one line.
func oneLine(s string) string {
	lines := strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' })
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return strings.Join(lines, "; ")
}

// Scenario is a parsed scenario file. Parse checks everything that does not need the
// ruleset or the map; Setup checks the rest.
type Scenario struct {
	// File is the path as given, used in error messages and to find a map named by path.
	File string
	// Title is the scenario's title ("" if it has none).
	Title string

	spec spec
	data []byte
}

// spec is the file's JSON form (docs/scenarios.md). The strict reader (decode.go) reads it
// with exact field names and refuses unknown ones.
type spec struct {
	Title     string            `json:"title"`
	Rules     string            `json:"rules"`
	Options   map[string]string `json:"options"`
	Map       mapSpec           `json:"map"`
	Sides     []string          `json:"sides" max:"100"`
	Surprised []string          `json:"surprised" max:"100"`
	Units     []unitSpec        `json:"units" max:"1000"`
	Dice      diceSpec          `json:"dice"`
	Reactions []reactionSpec    `json:"reactions" max:"10000"`
	Actions   []actionSpec      `json:"actions" max:"10000"`
}

// mapSpec is the map: ASCII rows given inline, or the path of a map file.
type mapSpec struct {
	Rows  []string
	Path  string
	Given bool
}

// UnmarshalJSON reads a list of strings (ASCII rows) or a string (a file path).
func (m *mapSpec) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		return nil
	}
	var rows []string
	if err := json.Unmarshal(b, &rows); err == nil {
		*m = mapSpec{Rows: rows, Given: true}
		return nil
	}
	var p string
	if err := json.Unmarshal(b, &p); err == nil {
		*m = mapSpec{Path: p, Given: true}
		return nil
	}
	return fmt.Errorf("want an ASCII map (a list of strings, one a row) or the path of a map file (a string)")
}

// unitSpec is one unit of the file.
type unitSpec struct {
	Name       string          `json:"name"`
	Side       string          `json:"side"`
	Kind       string          `json:"kind"`
	At         *grid.Pos       `json:"at"`
	HP         *int            `json:"hp"`
	Conditions []conditionSpec `json:"conditions"`
	Stats      located         `json:"stats"`
}

// conditionSpec is one condition a unit starts with: its name ("prone"), or an object naming
// it and its source, the unit that causes it ({"name": "charmed", "source": "B"}: B is the
// charmer, as combat.Condition.Source holds it).
type conditionSpec struct {
	Name   string `json:"name"`
	Source string `json:"source"`
}

// UnmarshalJSON reads a name or a {"name", "source"} object.
func (c *conditionSpec) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err == nil {
		*c = conditionSpec{Name: name}
		return nil
	}
	var o conditionSpec
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	type plain conditionSpec // without this method
	if err := d.Decode((*plain)(&o)); err != nil {
		return fmt.Errorf(`want a condition's name ("prone") or {"name": …, "source": a unit's name}`)
	}
	*c = o
	return nil
}

// diceSpec is the dice: a seed and forced results.
type diceSpec struct {
	Seed   *uint64 `json:"seed"`
	Forced []int   `json:"forced"`
}

// reactionSpec is one scripted reaction.
type reactionSpec struct {
	Unit   string `json:"unit"`
	Prompt string `json:"prompt"`
	Kind   string `json:"kind"`
	Target string `json:"target"`
	Take   *bool  `json:"take"`
}

// actionSpec is one action of the file.
type actionSpec struct {
	Kind   string     `json:"kind"`
	Unit   string     `json:"unit"`
	Target string     `json:"target"`
	Weapon string     `json:"weapon"`
	Choice string     `json:"option"` // Action.Choice, by its JSON name
	To     *grid.Pos  `json:"to"`
	Path   []grid.Pos `json:"path"`
}

// action is the engine's form of the action.
func (a actionSpec) action() combat.Action {
	out := combat.Action{Kind: a.Kind, Unit: a.Unit, Target: a.Target, Weapon: a.Weapon, Choice: a.Choice, Path: a.Path}
	if a.To != nil {
		out.Path = []grid.Pos{*a.To}
	}
	return out
}

// Load reads and parses a scenario file, refusing files over MaxSize, and named pipes, devices
// and folders without blocking (internal/userfile).
func Load(file string) (*Scenario, error) {
	data, err := userfile.Read(file, MaxSize)
	if err != nil {
		return nil, &Error{File: file, Msg: userfile.Problem(err)}
	}
	return Parse(file, data)
}

// Parse reads a scenario from data; file names it in errors and anchors a map given by path.
// It checks the JSON, the fields and the names the actions and reactions use; what needs
// the ruleset or the map (catalog ids, squares, sides) is checked by Setup. Every error is
// an *Error.
func Parse(file string, data []byte) (*Scenario, error) {
	if len(data) > MaxSize {
		return nil, &Error{File: file, Msg: fmt.Sprintf("the file is more than %d bytes (1 MiB), the most a scenario may be", MaxSize)}
	}
	data = strictjson.TrimBOM(data) // a byte order mark some editors write
	if off := strictjson.InvalidUTF8(data); off >= 0 {
		line, msg := strictjson.NotUTF8(data, off)
		return nil, &Error{File: file, Line: line, Msg: msg}
	}
	s := &Scenario{File: file, data: data}
	if _, err := strictjson.Decode(data, &s.spec, readOptions); err != nil {
		return nil, s.fromDecode(err)
	}
	s.Title = s.spec.Title
	if err := s.check(); err != nil {
		return nil, err
	}
	return s, nil
}

// errAt returns an *Error for the value at p (or the nearest enclosing value that exists).
func (s *Scenario) errAt(p path, format string, args ...any) *Error {
	return &Error{File: s.File, Line: lineOf(s.data, locate(s.data, p)), Field: p.String(), Msg: fmt.Sprintf(format, args...)}
}

// check checks what Parse can without the ruleset or the map.
func (s *Scenario) check() error {
	sp := &s.spec
	if !sp.Map.Given {
		return s.errAt(path{"map"}, "missing: give an ASCII map (a list of rows) or the path of a map file")
	}
	for i, r := range sp.Map.Rows {
		if strings.ContainsAny(r, "\r\n") {
			return s.errAt(path{"map", i}, "a row cannot contain a line break; give each row as its own string")
		}
	}
	if len(sp.Map.Rows) == 0 && strings.TrimSpace(sp.Map.Path) == "" {
		return s.errAt(path{"map"}, "empty: give an ASCII map (a list of rows) or the path of a map file")
	}
	if err := s.checkNames(path{"sides"}, sp.Sides, "side"); err != nil {
		return err
	}
	if err := s.checkNames(path{"surprised"}, sp.Surprised, "side"); err != nil {
		return err
	}
	names := map[string]int{}
	for i, u := range sp.Units {
		p := path{"units", i}
		name := strings.TrimSpace(u.Name)
		switch {
		case name == "":
			return s.errAt(p.With("name"), "missing: every unit needs a name, which actions and reactions use")
		case name != u.Name:
			return s.errAt(p.With("name"), "%s has spaces at an end; write the name without them", quote.Quote(u.Name))
		case u.At == nil:
			return s.errAt(p.With("at"), "missing: give the unit's square as [x, y]")
		case strings.TrimSpace(u.Side) == "":
			return s.errAt(p.With("side"), "missing: name the unit's side")
		case u.Kind == "" && u.Stats.Data == nil:
			return s.errAt(p, "unit %s needs a kind (a catalog id), stats, or both", quote.Quote(name))
		case u.HP != nil && *u.HP < 1:
			return s.errAt(p.With("hp"), "starting hp must be at least 1, not %d", *u.HP)
		}
		if j, dup := names[name]; dup {
			return s.errAt(p.With("name"), "units[%d] already has the name %s; names must differ", j, quote.Quote(name))
		}
		names[name] = i
		for j, c := range u.Conditions {
			if strings.TrimSpace(c.Name) == "" {
				return s.errAt(p.With("conditions").With(j), "a condition needs a name")
			}
		}
		if u.Stats.Data != nil {
			var sh combat.Sheet
			if _, err := u.Stats.Decode(&sh, readOptions); err != nil {
				return s.fromDecode(err)
			}
		}
	}
	if sp.Dice.Seed == nil {
		one := uint64(1)
		sp.Dice.Seed = &one
	}
	for i, v := range sp.Dice.Forced {
		if v < 1 {
			return s.errAt(path{"dice", "forced", i}, "a die shows 1 or more, not %d", v)
		}
	}
	for i, r := range sp.Reactions {
		p := path{"reactions", i}
		if err := s.checkUnit(p.With("unit"), r.Unit, names, true); err != nil {
			return err
		}
		if err := s.checkUnit(p.With("target"), r.Target, names, false); err != nil {
			return err
		}
		if r.Prompt != "" && !slices.Contains(combat.PromptKinds, r.Prompt) {
			return s.errAt(p.With("prompt"), "unknown prompt %s; want one of %s (or leave it out for any)", quote.Quote(r.Prompt),
				strings.Join(combat.PromptKinds, ", "))
		}
		if strings.TrimSpace(r.Kind) == "" {
			return s.errAt(p.With("kind"), "missing: name the kind of reaction (\"opportunity\", \"total_defense\")")
		}
	}
	for i, a := range sp.Actions {
		p := path{"actions", i}
		if strings.TrimSpace(a.Kind) == "" {
			return s.errAt(p.With("kind"), "missing: name the kind of action (\"move\", \"melee\", \"end_turn\")")
		}
		if err := s.checkUnit(p.With("unit"), a.Unit, names, a.Kind != combat.EndTurn); err != nil {
			return err
		}
		if err := s.checkUnit(p.With("target"), a.Target, names, false); err != nil {
			return err
		}
		if a.To != nil && a.Path != nil {
			return s.errAt(p, "give either to (one square) or path (every step), not both")
		}
	}
	return nil
}

// checkNames checks a list of side names: none empty, none twice.
func (s *Scenario) checkNames(p path, names []string, what string) error {
	seen := map[string]bool{}
	for i, n := range names {
		switch {
		case strings.TrimSpace(n) == "":
			return s.errAt(p.With(i), "a %s needs a name", what)
		case seen[n]:
			return s.errAt(p.With(i), "%s is listed twice", quote.Quote(n))
		}
		seen[n] = true
	}
	return nil
}

// checkUnit checks that name (required or not) is one of the units'.
func (s *Scenario) checkUnit(p path, name string, names map[string]int, required bool) error {
	if name == "" {
		if required {
			return s.errAt(p, "missing: name the unit (units: %s)", s.unitList())
		}
		return nil
	}
	if _, ok := names[name]; !ok {
		return s.errAt(p, "no unit named %s (units: %s)", quote.Quote(name), s.unitList())
	}
	return nil
}

// unitList lists the units' names for messages, the first dozen of them.
func (s *Scenario) unitList() string {
	const most = 12
	var names []string
	for i, u := range s.spec.Units {
		if i == most {
			names = append(names, fmt.Sprintf("and %d more", len(s.spec.Units)-most))
			break
		}
		names = append(names, quote.Escape(u.Name))
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// Actions returns the scenario's actions as the engine's values, in order.
func (s *Scenario) Actions() []combat.Action {
	out := make([]combat.Action, len(s.spec.Actions))
	for i, a := range s.spec.Actions {
		out[i] = a.action()
	}
	return out
}

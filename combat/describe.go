package combat

// What a ruleset says of itself (Ruleset.Describe): its title, options, topologies, the
// conditions a unit may start with, its turn meter, its summary for the help and its line in
// the starter kit; the checks of a setup that read it; and Base, the defaults of the parts a
// ruleset may leave out.

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"skirmish/grid"
)

// Description is what a ruleset says of itself, for everything around its battles: the
// screens (Setup's options, the help's summary, the action bar's meter), the commands' help,
// the checks of a setup (New: its options, the conditions its units start with, its map's
// topology) and the starter kit's example map. Every ruleset gives one (Ruleset.Describe); a
// part it leaves empty says what its comment says.
type Description struct {
	// Title is the ruleset's name as players read it ("13th Age"); Title writes it with a
	// battle's options.
	Title string
	// Options are the rule options it takes, in the order a screen shows them; none for a
	// ruleset without options, which then refuses any.
	Options []Option
	// Topologies are the map topologies it plays on (d20lite: squares only); empty for every
	// topology, its rules saying what they mean on hexes (docs/rulings.md).
	Topologies []grid.Topology
	// Conditions reports whether a unit may start a battle with a condition (a scenario's
	// prone archer, a campaign hero's potions): one of the ruleset's own. Nil: none may.
	Conditions func(name string) bool
	// Meter is the turn's budget as the action bar shows it in pips, for a ruleset whose turn
	// is a slot spent in amounts (d20's five combat points); zero for none.
	Meter Meter
	// Summary is what a player needs in battle, in a few points in our own words with the
	// texts' numbers, each citing the sections it sums up (the battle's help).
	Summary []SummaryPoint
	// Kit says in a line what the ruleset plays, for map makers (the starter kit's example
	// map lists every ruleset by its id, this line and its topologies).
	Kit string
}

// Option is one rule option a ruleset takes (13th Age's edition), as a setup names it.
type Option struct {
	// Name is its key in a setup's options ("edition"); Label names it on a screen
	// ("Edition").
	Name, Label string
	// Values are the values it may take, the default first; Shown says each as a screen
	// shows it ("1st edition"), in the same order.
	Values, Shown []string
	// Offered options are the Setup screen's to choose; the others are set by a campaign or a
	// scenario file (13th Age's optional rules).
	Offered bool
	// InTitle options are named in the ruleset's title (Title: "13th Age, 2nd edition").
	InTitle bool
}

// SummaryPoint is one point of a ruleset's summary and the sections of the rule text it sums up.
type SummaryPoint struct {
	Text, Source string
}

// Meter is a slot of a unit's budget spent in amounts (d20's combat points), as the action
// bar shows it: a pip each of Full, lit while left, and before an action is taken the ones
// Cost says an action of its kind takes.
type Meter struct {
	Slot string
	Full int
	Cost func(kind string) int
}

// Title is r's name as players read it, for screens: its description's title (else its id),
// with the values of its InTitle options as opts sets them ("13th Age, 2nd edition").
func Title(r Ruleset, opts map[string]string) string {
	d := r.Describe()
	s := cmp.Or(d.Title, r.ID())
	for _, o := range d.Options {
		if i := slices.Index(o.Values, opts[o.Name]); o.InTitle && i >= 0 && i < len(o.Shown) {
			s += ", " + o.Shown[i]
		}
	}
	return s
}

// PlaysOn reports whether r plays on maps of topology t: its description lists t, or lists
// none.
func PlaysOn(r Ruleset, t grid.Topology) bool {
	ts := r.Describe().Topologies
	return len(ts) == 0 || slices.Contains(ts, t)
}

// Maps says in words which maps the description's ruleset plays on: "square and hex maps",
// "square maps only".
func (d Description) Maps() string {
	ts := d.Topologies
	if len(ts) == 0 {
		ts = []grid.Topology{grid.Square, grid.Hex}
	}
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.String()
	}
	if len(names) == 1 {
		return names[0] + " maps only"
	}
	return strings.Join(names, " and ") + " maps"
}

// CheckOptions checks a setup's options against r's: each must be one r takes (Option), with
// a value it allows. New refuses a setup otherwise, so that a scenario, a save and the client
// hold the same limits; the error names the option and what r takes instead.
func CheckOptions(r Ruleset, opts map[string]string) error {
	d := r.Describe()
	title := cmp.Or(d.Title, r.ID())
	for _, k := range slices.Sorted(maps.Keys(opts)) {
		i := slices.IndexFunc(d.Options, func(o Option) bool { return o.Name == k })
		switch {
		case i < 0 && len(d.Options) == 0:
			return fmt.Errorf("%s has no options, not %q", title, k)
		case i < 0:
			names := make([]string, len(d.Options))
			for j, o := range d.Options {
				names[j] = o.Name
			}
			return fmt.Errorf("%s has no option %q (options: %s)", title, k, strings.Join(names, ", "))
		}
		if o := d.Options[i]; !slices.Contains(o.Values, opts[k]) {
			return fmt.Errorf("%s %q: want %s", k, opts[k], o.allowed())
		}
	}
	return nil
}

// allowed writes the values o allows, each with its shown name: `"1" (1st edition) or "2"
// (2nd edition)`.
func (o Option) allowed() string {
	ws := make([]string, len(o.Values))
	for i, v := range o.Values {
		ws[i] = fmt.Sprintf("%q", v)
		if i < len(o.Shown) && o.Shown[i] != v {
			ws[i] += " (" + o.Shown[i] + ")"
		}
	}
	return strings.Join(ws, " or ")
}

// DefaultOptions are the options the Setup screen offers of r, each at its default (its
// first value), or nil when it offers none.
func DefaultOptions(r Ruleset) map[string]string {
	var out map[string]string
	for _, o := range r.Describe().Options {
		if o.Offered && len(o.Values) > 0 {
			if out == nil {
				out = map[string]string{}
			}
			out[o.Name] = o.Values[0]
		}
	}
	return out
}

// checkConditions checks the conditions a unit starts with against the ruleset's
// (Description.Conditions): New refuses a unit that starts with one the ruleset does not
// know (a scenario's "bogus"), which it would otherwise carry without effect.
func checkConditions(r Ruleset, name string, cs []Condition) error {
	known := r.Describe().Conditions
	for _, c := range cs {
		if known == nil || !known(c.Name) {
			return fmt.Errorf("unit %q: condition %q: ruleset %q has no such condition", name, c.Name, r.ID())
		}
	}
	return nil
}

// Base gives a ruleset the parts it may leave out, each doing nothing: turn hooks with
// nothing to do at that moment, sheets with nothing to check before a battle or in a
// catalog, no unit guarding another (Wards), and the plain words for the screens
// (Plain). A ruleset embeds it and writes the parts its text has; what it must write (its
// description, its action table, its odds, its catalog) the interface asks for, so that a
// missing piece is a compile error rather than a behaviour silently lost.
type Base struct{ Plain }

// Prepare checks nothing.
func (Base) Prepare(*Battle) error { return nil }

// Begin does nothing.
func (Base) Begin(*Battle) {}

// RoundStarted does nothing.
func (Base) RoundStarted(*Battle) {}

// TurnStarted does nothing.
func (Base) TurnStarted(*Battle, Turn) {}

// TurnEnded does nothing.
func (Base) TurnEnded(*Battle, Turn) {}

// RoundEnded does nothing.
func (Base) RoundEnded(*Battle) {}

// Wards lists no one: no unit guards another.
func (Base) Wards(*Battle, *Unit) []*Unit { return nil }

// CheckCatalog checks nothing beyond what every catalog is checked for (catalog.Check).
func (Base) CheckCatalog(*Catalog) error { return nil }

package combat

// Tests of what a ruleset says of itself: its title with the options, the options a setup may
// give, the conditions a unit may start with, the maps it plays.

import (
	"strings"
	"testing"

	"skirmish/grid"
)

// editions is a stub ruleset with an option named in its title and one that is not offered.
type editions struct{ stubRules }

func (editions) Describe() Description {
	return Description{Title: "Editions", Options: []Option{
		{Name: "edition", Label: "Edition", Values: []string{"1", "2"}, Shown: []string{"1st edition", "2nd edition"}, Offered: true, InTitle: true},
		{Name: "gritty", Label: "Gritty", Values: []string{"off", "on"}, Shown: []string{"off", "on"}},
	}, Conditions: func(name string) bool { return name == "prone" }}
}

func TestCheckOptions(t *testing.T) {
	cases := []struct {
		name string
		r    Ruleset
		opts map[string]string
		want string // "" for none
	}{
		{"no options", stubRules{}, nil, ""},
		{"an option to a ruleset with none", stubRules{}, map[string]string{"edition": "7"}, `Stub has no options, not "edition"`},
		{"a known option and value", editions{}, map[string]string{"edition": "2", "gritty": "on"}, ""},
		{"an unknown option names the known ones", editions{}, map[string]string{"mode": "x"}, `Editions has no option "mode" (options: edition, gritty)`},
		{"an unknown value names the allowed ones", editions{}, map[string]string{"edition": "3"}, `edition "3": want "1" (1st edition) or "2" (2nd edition)`},
		{"values shown as they are say so once", editions{}, map[string]string{"gritty": "yes"}, `gritty "yes": want "off" or "on"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := CheckOptions(c.r, c.opts)
			if (err == nil) != (c.want == "") || err != nil && err.Error() != c.want {
				t.Fatalf("CheckOptions = %v, want %q", err, c.want)
			}
		})
	}
}

// New refuses a setup whose options or starting conditions the ruleset does not have.
func TestNewChecksTheDescription(t *testing.T) {
	m := grid.NewMap(4, 4)
	unit := func(cond string) []UnitSetup {
		return []UnitSetup{{Name: "A", Side: "Red", Conditions: []Condition{{Name: cond}}, Sheet: Sheet{HP: 4, Speed: 30}}}
	}
	if _, err := New(Setup{Map: m, Rules: editions{}, Sides: []string{"Red"}, Options: map[string]string{"edition": "9"}}); err == nil || !strings.Contains(err.Error(), `edition "9"`) {
		t.Errorf("an edition it does not have: %v", err)
	}
	if _, err := New(Setup{Map: m, Rules: editions{}, Sides: []string{"Red"}, Units: unit("prone")}); err != nil {
		t.Errorf("a condition it knows: %v", err)
	}
	if _, err := New(Setup{Map: m, Rules: editions{}, Sides: []string{"Red"}, Units: unit("bogus")}); err == nil || !strings.Contains(err.Error(), `condition "bogus"`) {
		t.Errorf("a condition it does not know: %v", err)
	}
	if _, err := New(Setup{Map: m, Rules: stubRules{}, Sides: []string{"Red"}, Units: unit("prone")}); err == nil {
		t.Errorf("a ruleset that names no conditions took one")
	}
}

func TestTitleAndDefaults(t *testing.T) {
	for want, opts := range map[string]map[string]string{"Editions": nil, "Editions, 2nd edition": {"edition": "2", "gritty": "on"}, "Editions, 1st edition": {"edition": "1"}} {
		if got := Title(editions{}, opts); got != want {
			t.Errorf("Title(%v) = %q, want %q", opts, got, want)
		}
	}
	if got := DefaultOptions(editions{}); len(got) != 1 || got["edition"] != "1" {
		t.Errorf("DefaultOptions = %v, want the offered edition at 1", got)
	}
	if got := DefaultOptions(stubRules{}); got != nil {
		t.Errorf("DefaultOptions of a ruleset without options = %v", got)
	}
	if got, want := (Description{}).Maps(), "square and hex maps"; got != want {
		t.Errorf("Maps() = %q, want %q", got, want)
	}
	if got, want := (Description{Topologies: []grid.Topology{grid.Square}}).Maps(), "square maps only"; got != want {
		t.Errorf("Maps() = %q, want %q", got, want)
	}
}

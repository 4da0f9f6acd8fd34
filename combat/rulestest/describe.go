package rulestest

// A ruleset's description under test: every part a screen, a command or a check reads is
// there, its options play, and its summary carries the text's numbers and cites the text's
// own sections.

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
)

// Describe checks r's description (combat.Description): a title; a line for the starter
// kit; options each with a label, values and a shown name per value, no two alike; a meter
// with its slot's full amount and costs; a summary whose points carry each of numbers
// somewhere, and each cite sections that are headings of the rule text they name (read from
// the shared rules folder beside the repository, when it is there).
func Describe(t *testing.T, r combat.Ruleset, numbers ...string) {
	t.Helper()
	d := r.Describe()
	if d.Title == "" || d.Kit == "" || len(d.Summary) == 0 {
		t.Errorf("%s: title %q, kit %q, %d summary points: want all three", r.ID(), d.Title, d.Kit, len(d.Summary))
	}
	seen := map[string]bool{}
	for _, o := range d.Options {
		if o.Name == "" || o.Label == "" || len(o.Values) == 0 || len(o.Shown) != len(o.Values) || seen[o.Name] {
			t.Errorf("%s: option %+v: want a name of its own, a label, values and a shown name each", r.ID(), o)
		}
		seen[o.Name] = true
		for _, v := range o.Values {
			if err := combat.CheckOptions(r, map[string]string{o.Name: v}); err != nil {
				t.Errorf("%s: %s=%s is refused: %v", r.ID(), o.Name, v, err)
			}
		}
	}
	if err := combat.CheckOptions(r, map[string]string{"no-such-option": "x"}); err == nil || !strings.Contains(err.Error(), `"no-such-option"`) {
		t.Errorf("%s: an unknown option: %v, want it refused by name", r.ID(), err)
	}
	if m := d.Meter; m.Slot != "" && (m.Full < 1 || m.Cost == nil) {
		t.Errorf("%s: meter %+v: want its full amount and each kind's cost", r.ID(), m)
	}
	all := ""
	for _, n := range d.Summary {
		all += n.Text + "\n"
		if n.Source == "" {
			t.Errorf("%s: %q cites no section", r.ID(), n.Text)
		}
	}
	for _, want := range numbers {
		if !strings.Contains(all, want) {
			t.Errorf("%s: the summary does not say %q", r.ID(), want)
		}
	}
	for _, n := range d.Summary {
		citesHeadings(t, n.Source)
	}
}

// cited finds the citations of a summary point: a text's file and its quoted sections.
var cited = regexp.MustCompile(`([\w.-]+\.(?:md|txt)), ((?:"[^"]+"(?:, )?)+)`)

// citesHeadings checks that each section source cites is a heading of its text, read from
// the rules folder beside the repository (skipped where it is not).
func citesHeadings(t *testing.T, source string) {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(here), "..", "..", "..", "shared", "rules")
	for _, m := range cited.FindAllStringSubmatch(source, -1) {
		text, err := os.ReadFile(filepath.Join(dir, m[1]))
		if err != nil {
			t.Logf("the rule texts are not beside the repository (%v): sections not checked", err)
			return
		}
		for _, sec := range regexp.MustCompile(`"([^"]+)"`).FindAllStringSubmatch(m[2], -1) {
			if !hasHeading(string(text), sec[1]) {
				t.Errorf("%s has no section %q", m[1], sec[1])
			}
		}
	}
}

// hasHeading reports whether a rule text has a heading: a markdown "#" line or, in the plain
// texts, a line of its own.
func hasHeading(text, name string) bool {
	return slices.ContainsFunc(strings.Split(text, "\n"), func(ln string) bool {
		ln = strings.TrimSpace(strings.TrimLeft(ln, "#"))
		return ln == name || strings.TrimRight(ln, ":") == name || strings.HasPrefix(ln, name+":")
	})
}

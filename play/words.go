package play

// Words: the play layer's words for players: a rule's refusal as players read its citation, an
// action named for a notice, a chance and an expected damage.

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// RuleWords says an error for a player: a rule's refusal with the rule's sections as players
// read them ("Rot is 210 ft away… (Make a Ranged Attack)"), not the text files' names.
func RuleWords(err error) string {
	var re *combat.RuleError
	if !errors.As(err, &re) {
		return err.Error()
	}
	if sec := combat.Sections(combat.ParseCitations(re.Rule)); sec != "" {
		return re.Message() + " (" + sec + ")"
	}
	return re.Message()
}

// ActionName names an action for a notice: "Bram: run to (5,3)", "Bram: melee Rot".
func ActionName(a combat.Action) string {
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

// pct is a chance in whole percent.
func pct(f float64) int { return int(math.Round(100 * f)) }

// percent is a chance as a whole percentage, never a certain 0% or 100% for a chance that is
// not certain ("55%").
func percent(p float64) string {
	n := int(math.Round(p * 100))
	switch {
	case p > 0 && n == 0:
		n = 1
	case p < 1 && n == 100:
		n = 99
	}
	return fmt.Sprintf("%d%%", n)
}

// about is an expected damage as a player reads it: "about 4", "less than 1", "no".
func about(d float64) string {
	switch {
	case d <= 0:
		return "no"
	case d < 0.5:
		return "less than 1"
	}
	return fmt.Sprintf("about %d", int(math.Round(d)))
}

// coverName names a cover level.
func coverName(cv grid.Cover) string {
	switch cv {
	case grid.CoverHalf:
		return "half"
	case grid.CoverThreeQuarters:
		return "three-quarters"
	case grid.CoverFull:
		return "full"
	}
	return "none"
}

// oddsLine writes the chance of each amount of damage a preview gives (combat.Preview.Odds),
// the likeliest first few: "0: 30% · 1: 50% · 2: 20%"; amounts of under 1% are left out.
func oddsLine(odds []float64) string {
	var b strings.Builder
	b.WriteString("Odds")
	n := 0
	for k, o := range odds {
		if pct(o) < 1 || n == 6 {
			continue
		}
		sep := " · "
		if n == 0 {
			sep = "  "
		}
		fmt.Fprintf(&b, "%s%d: %d%%", sep, k, pct(o))
		n++
	}
	return b.String()
}

// moraleLine says what the attack may do to its target's morale (combat.Outlook): fearless,
// broken already, the chance a hit drives it to its breaking point, and whether dropping it
// breaks its side.
func moraleLine(b *combat.Battle, t *combat.Unit, e combat.Estimate) string {
	o := combat.Outlook(b, t, e)
	switch {
	case o.Fearless != "":
		return "Morale: fearless (" + o.Fearless + ")"
	case o.Retreating != "":
		return "Morale: broken, it retreats (" + o.Retreating + ")"
	}
	var parts []string
	if p := pct(o.Breaks); p > 0 {
		parts = append(parts, fmt.Sprintf("breaks it %d%%", p))
	}
	if o.GroupBreaks && o.Drops > 0 {
		parts = append(parts, "dropping it breaks the "+b.Sides[t.Side].Name)
	}
	if len(parts) == 0 {
		return "Morale: a hit will not break it"
	}
	return "Morale: " + strings.Join(parts, "   ·   ")
}

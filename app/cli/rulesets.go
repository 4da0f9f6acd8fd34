package cli

// The rulesets in the commands' help, from their descriptions (combat.Description).

import (
	"fmt"
	"strings"

	"skirmish/app/mapcheck"
	"skirmish/combat"
)

// RulesetsHelp is the usage's paragraph on the rulesets: each registered ruleset's id, title,
// maps and options with their values, the default ruleset marked.
func RulesetsHelp() string {
	var b strings.Builder
	b.WriteString("rulesets (--rules R, or a map's ruleset property):\n")
	for _, id := range combat.RulesetIDs() {
		r, _ := combat.Rules(id)
		d := r.Describe()
		fmt.Fprintf(&b, "  %-9s %s, %s", id, combat.Title(r, nil), d.Maps())
		if id == mapcheck.DefaultRules {
			b.WriteString(" (the default)")
		}
		for i, o := range d.Options {
			sep := ", "
			switch {
			case i == 0 && len(d.Options) == 1:
				sep = "; option "
			case i == 0:
				sep = "; options "
			}
			fmt.Fprintf(&b, "%s%s=%s", sep, o.Name, strings.Join(o.Values, "|"))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// RulesetNames lists the registered rulesets' ids for a flag's help: "age13, d20lite, delvers
// or realms".
func RulesetNames() string { return orList(combat.RulesetIDs()) }

// OptionHelp says which rulesets take the option named and the values each allows, for the
// help of a flag that sets it: "with --rules age13: 1 or 2".
func OptionHelp(name string) string {
	var parts []string
	for _, id := range combat.RulesetIDs() {
		r, _ := combat.Rules(id)
		for _, o := range r.Describe().Options {
			if o.Name == name {
				parts = append(parts, "with --rules "+id+": "+orList(o.Values))
			}
		}
	}
	return strings.Join(parts, "; ")
}

// orList writes words as a list ending "or": "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

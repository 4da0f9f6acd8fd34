package cli

// Tests of the rulesets' help: every registered ruleset, its maps and options, as its
// description says them.

import (
	"strings"
	"testing"

	_ "skirmish/combat/rules/age13"
	_ "skirmish/combat/rules/d20lite"
	_ "skirmish/combat/rules/realms"
)

func TestRulesetsHelp(t *testing.T) {
	help := RulesetsHelp()
	for _, want := range []string{
		"age13     13th Age, square and hex maps; options edition=1|2, lasting-wounds=off|on",
		"d20lite   d20 Sunday Stats, square maps only\n",
		"delvers   Delvers, square and hex maps (the default)\n",
		"realms    Enchanted Realms, square and hex maps; option defense-rolls=off|on\n",
	} {
		if !strings.Contains(help, want) {
			t.Errorf("the rulesets' help lacks %q:\n%s", want, help)
		}
	}
	if got := RulesetNames(); got != "age13, d20lite, delvers or realms" {
		t.Errorf("RulesetNames = %q", got)
	}
	if got := OptionHelp("edition"); got != "with --rules age13: 1 or 2" {
		t.Errorf("OptionHelp(edition) = %q", got)
	}
}
